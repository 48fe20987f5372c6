/**
 * What a dead-ground map's cell means, said the same way in the app's legend, the CLI's help and
 * docs/line-of-sight.md (issue 17 item 18): the map asks about a point target at each cell's centre,
 * while `lineOfSight` looks at a base's centre and corners, so the two may differ at a base's edge.
 */
export const DEAD_GROUND_TARGET_NOTE =
  "Each cell is a point target: a column of the target height at the cell's centre, seen or not from the observer's five eye points. A line-of-sight check looks at a base's centre and four corners, so a base whose centre cell is dead ground may still be seen at a corner.";

/** The same, short enough for a one-line help entry. */
export const DEAD_GROUND_TARGET_SHORT =
  "dead ground for a point target at each cell's centre (los also looks at a base's corners)";
