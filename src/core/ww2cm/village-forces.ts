/**
 * The forces a new game in the page sets up on the shipped village table (project default, the same
 * two forces the rules tests and the recorded game play: tests/support/ww2cm.ts): squads with officers,
 * an MG team, a sniper, a tank and an unarmoured truck against an AT rifle team, an AT gun and a mortar
 * (issue 33 item 9). Positions are table cm.
 */

/** A row of n models from (x, y), 2 cm apart. */
export const row = (prefix: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, x: x + i * 2, y }));

export const VILLAGE_SIDES = [
  { id: "blue", name: "Blue" },
  { id: "red", name: "Red" },
] as const;

export function villageUnits() {
  return [
    {
      id: "b-officer",
      side: "blue",
      name: "Blue lieutenant",
      training: "veteran",
      weapon: "smg",
      officer: 2,
      models: row("bo", 50, 12, 1),
    },
    {
      id: "b-squad",
      side: "blue",
      name: "Blue 1st squad",
      training: "regular",
      weapon: "rifle",
      models: row("bs", 40, 15, 6),
    },
    {
      id: "b-mg",
      side: "blue",
      name: "Blue MG team",
      training: "regular",
      weapon: "lmg",
      models: row("bm", 70, 14, 2),
    },
    {
      id: "b-sniper",
      side: "blue",
      name: "Blue sniper",
      training: "veteran",
      weapon: "sniper-rifle",
      models: [{ id: "bsn1", x: 15, y: 12, storey: 0 }],
    },
    {
      id: "b-tank",
      side: "blue",
      name: "Blue tank",
      training: "regular",
      vehicle: "medium-tank",
      heading: 0,
      models: [{ id: "bt1", x: 100, y: 10 }],
    },
    {
      id: "b-truck",
      side: "blue",
      name: "Blue truck",
      training: "regular",
      vehicle: "truck",
      heading: 0,
      models: [{ id: "btr1", x: 84, y: 5 }],
    },
    {
      id: "r-officer",
      side: "red",
      name: "Red lieutenant",
      training: "regular",
      weapon: "smg",
      officer: 1,
      models: row("ro", 60, 82, 1),
    },
    {
      id: "r-squad",
      side: "red",
      name: "Red 1st squad",
      training: "conscript",
      weapon: "rifle",
      models: row("rs", 45, 78, 8),
    },
    {
      id: "r-mg",
      side: "red",
      name: "Red MG team",
      training: "regular",
      weapon: "lmg",
      models: row("rm", 20, 80, 2),
    },
    {
      id: "r-at",
      side: "red",
      name: "Red AT rifle team",
      training: "regular",
      weapon: "at-rifle",
      models: row("ra", 95, 80, 2),
    },
    {
      id: "r-gun",
      side: "red",
      name: "Red AT gun",
      training: "veteran",
      weapon: "at-gun",
      models: row("rg", 105, 84, 2),
    },
    {
      id: "r-mortar",
      side: "red",
      name: "Red mortar team",
      training: "regular",
      weapon: "mortar",
      models: row("rmo", 30, 86, 2),
    },
  ];
}

/**
 * issue 35: the village game with its air part (project default, the page's set-up "Air and night"
 * choice and the recorded air and night games): blue's paratroopers (6) aimed at (55, 50) by the
 * farmhouse, red's glider troops (4) aimed at (85, 75) sliding east towards the rubble; by day blue's
 * fighter-bomber (intended turn 1), red's fighter (intended turn 2, an interceptor) and red's MG team
 * carrying an AA machine gun; at night no aircraft (seed 002). Their set-up positions are only where
 * they wait: they land before the first turn.
 */
export function villageAir(night: boolean) {
  const units = [
    {
      id: "b-paras",
      side: "blue",
      name: "Blue paratroopers",
      training: "veteran",
      weapon: "rifle",
      models: Array.from({ length: 6 }, (_, i) => ({ id: `bp${i + 1}`, x: 2 + i * 2, y: 2 })),
    },
    {
      id: "r-glider",
      side: "red",
      name: "Red glider troops",
      training: "regular",
      weapon: "rifle",
      models: Array.from({ length: 4 }, (_, i) => ({ id: `rgl${i + 1}`, x: 110 + i * 2, y: 88 })),
    },
  ];
  const airborne = [
    { unit: "b-paras", by: "drop", at: [55, 50] },
    { unit: "r-glider", by: "glider", at: [85, 75], heading: 90 },
  ];
  const air = night
    ? { night: true, airborne }
    : {
        airborne,
        aircraft: [
          { id: "b-plane", side: "blue", type: "fighter-bomber", intended: 1 },
          { id: "r-fighter", side: "red", type: "fighter", intended: 2 },
        ],
        aa: [{ unit: "r-mg", weapon: "aa-mg" }],
      };
  return { units, air };
}
