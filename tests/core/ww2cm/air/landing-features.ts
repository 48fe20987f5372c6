/**
 * The building, wood and wall of the hand-built landing table (cm) that the drop and glider cases are
 * worked on (airborne.test.ts) and played through the ruleset's start (airborne-setup.test.ts):
 * building B x 40–60, y 40–55 (8 yd); wood W x 61–75, y 30–50 (15 yd); a wall at y 66 from x 10 to 30.
 */
export const LANDING_FEATURES = [
  {
    id: "B",
    type: "building",
    outline: [
      [40, 40],
      [60, 40],
      [60, 55],
      [40, 55],
    ],
    heightYards: 8,
  },
  {
    id: "W",
    type: "woods",
    outline: [
      [61, 30],
      [75, 30],
      [75, 50],
      [61, 50],
    ],
    heightYards: 15,
  },
  {
    id: "wall",
    type: "wall",
    path: [
      [10, 66],
      [30, 66],
    ],
    heightYards: 1.5,
    thicknessInches: 0.5,
  },
];
