/**
 * Every keyboard and mouse shortcut of the app, as data: the `?` help overlay lists these, and a test
 * (tests/repro/help-overlay.test.ts) checks that every key a tool or the page reacts to is listed here.
 */

/** One shortcut: the keys (each a `KeyboardEvent.key` value or a mouse gesture) and what it does. */
export interface Shortcut {
  /** the keys as shown, e.g. ["Ctrl", "Z"]; alternatives are separate shortcuts */
  keys: readonly string[];
  /** what it does */
  does: string;
}

/** A titled group of shortcuts (where they apply). */
export interface ShortcutGroup {
  title: string;
  items: readonly Shortcut[];
}

/** The shortcut groups, in the order the overlay shows them. */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: "Everywhere",
    items: [
      { keys: ["?"], does: "Show or hide this help" },
      { keys: ["Esc"], does: "Close this help; otherwise cancel what the tool is doing" },
      { keys: ["Ctrl", "Z"], does: "Undo (in a game: undo the last log entry with no dice rolled)" },
      { keys: ["Ctrl", "Shift", "Z"], does: "Redo" },
      { keys: ["Ctrl", "Y"], does: "Redo" },
    ],
  },
  {
    title: "Camera (mouse)",
    items: [
      { keys: ["Left-drag"], does: "Orbit around the table" },
      { keys: ["Right-drag"], does: "Pan" },
      { keys: ["Wheel"], does: "Zoom" },
      { keys: ["Click the overview map"], does: "Move the camera to look at that point" },
    ],
  },
  {
    title: "Touch",
    items: [
      { keys: ["One-finger drag"], does: "Orbit (on a unit with the Select tool: move it)" },
      { keys: ["Two-finger drag"], does: "Pan" },
      { keys: ["Pinch"], does: "Zoom" },
      { keys: ["Tap"], does: "Click: select, pick, place" },
    ],
  },
  {
    title: "Select tool",
    items: [
      { keys: ["Click"], does: "Select a unit" },
      { keys: ["Drag"], does: "Move the unit (it follows the ground)" },
      { keys: ["Shift-drag"], does: "Turn the unit to face the pointer (5° steps)" },
      { keys: ["Alt-drag"], does: "Turn the unit to face the pointer (5° steps)" },
      { keys: ["Ctrl"], does: "While turning: 1° steps" },
      { keys: ["["], does: "Turn the selected unit 15° anticlockwise (Shift: 1°)" },
      { keys: ["]"], does: "Turn the selected unit 15° clockwise (Shift: 1°)" },
      { keys: ["q"], does: "Same as [" },
      { keys: ["e"], does: "Same as ]" },
      { keys: ["Esc"], does: "Cancel a drag; then drop the selection" },
    ],
  },
  {
    title: "Measure, line of sight, dead ground",
    items: [
      { keys: ["Click"], does: "Pick a unit or a point (observer, then target)" },
      { keys: ["Esc"], does: "Clear the tape, the check or the map" },
    ],
  },
  {
    title: "Terrain editor",
    items: [
      { keys: ["Click"], does: "Add a point (drawing) or select (Edit)" },
      { keys: ["Double-click"], does: "Finish the outline or path" },
      { keys: ["Enter"], does: "Finish the outline or path" },
      { keys: ["Backspace"], does: "Drawing: remove the last point; Edit: remove the selection" },
      { keys: ["Delete"], does: "Remove the selected point, else the selected shape or unit" },
      { keys: ["Alt-click"], does: "On an edge: add a point; on a handle: remove it" },
      { keys: ["Shift-drag"], does: "Move a unit's whole formation" },
      { keys: ["Esc"], does: "Abandon the drawing; drop the point, then the shape selection" },
    ],
  },
  {
    title: "In a game",
    items: [
      { keys: ["Click"], does: "Select a base, add a waypoint, place a zone or pick a target" },
      { keys: ["Enter"], does: "Carry out the planned move or shot" },
      { keys: ["Backspace"], does: "Drop the last waypoint" },
      { keys: ["["], does: "Turn what is being placed, or a foot move's end facing, 15° (Shift: 1°)" },
      { keys: ["]"], does: "Turn what is being placed, or a foot move's end facing, 15° (Shift: 1°)" },
      { keys: ["Esc"], does: "Drop the plan, the placing and the calculator's pair" },
    ],
  },
];

/** Every key name listed, for the completeness test. */
export function listedKeys(): Set<string> {
  const out = new Set<string>();
  for (const g of SHORTCUT_GROUPS) for (const s of g.items) for (const k of s.keys) out.add(k);
  return out;
}
