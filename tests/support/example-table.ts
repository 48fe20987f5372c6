/**
 * The minimum table shape from the Foundation issue, as a fresh object each call so a test can break
 * one thing in it. Index map: features 0 hill-1 (level 1), 1 hill-1b (level 2), 2 woods-1, 3 town-1,
 * 4 wall-1, 5 trench-1, 6 road-1, 7 smoke-1; units 0 b1 (MBT at 12, 5), 1 r1 (prone infantry).
 */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into the JSON to break it on purpose
export type AnyJson = any;

/** A valid `sightline-table/1` object (the example). */
export function exampleTable(): AnyJson {
  return {
    format: "sightline-table/1",
    name: "Ridge and village",
    yardsPerInch: 50,
    scale: "6mm",
    width: 72,
    depth: 48,
    levelHeightYards: 10,
    features: [
      {
        id: "hill-1",
        type: "hill",
        level: 1,
        outline: [
          [10, 10],
          [30, 10],
          [30, 25],
          [10, 25],
        ],
        slopeInches: 0.5,
      },
      {
        id: "hill-1b",
        type: "hill",
        level: 2,
        outline: [
          [15, 14],
          [25, 14],
          [25, 21],
          [15, 21],
        ],
      },
      {
        id: "woods-1",
        type: "woods",
        outline: [
          [40, 5],
          [48, 5],
          [48, 12],
          [40, 12],
        ],
        heightYards: 15,
      },
      {
        id: "town-1",
        type: "built-up",
        outline: [
          [50, 30],
          [58, 30],
          [58, 36],
          [50, 36],
        ],
        heightYards: 8,
      },
      {
        id: "wall-1",
        type: "wall",
        path: [
          [35, 20],
          [35, 28],
        ],
        heightYards: 1.5,
      },
      {
        id: "trench-1",
        type: "trench",
        path: [
          [5, 40],
          [20, 40],
        ],
        widthInches: 0.25,
        depthYards: 2,
      },
      {
        id: "road-1",
        type: "road",
        path: [
          [0, 30],
          [72, 30],
        ],
        widthInches: 0.5,
      },
      { id: "smoke-1", type: "smoke", center: [60, 10], radiusInches: 2, heightYards: 20 },
    ],
    units: [
      { id: "b1", side: "blue", type: "MBT", x: 12, y: 5, facing: 0 },
      {
        id: "r1",
        side: "red",
        type: "infantry",
        x: 20,
        y: 18,
        facing: 180,
        posture: "prone",
        heightYards: 1.0,
        eyeYards: 0.8,
        baseInches: [1, 0.75],
      },
    ],
  };
}
