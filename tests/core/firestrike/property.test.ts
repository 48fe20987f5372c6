import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/core/firestrike/apply";
import type { Env } from "../../../src/core/firestrike/context";
import { checkInvariants } from "../../../src/core/firestrike/invariants";
import { replay } from "../../../src/core/firestrike/replay";
import { newGame } from "../../../src/core/firestrike/setup/new-game";
import type { GameState } from "../../../src/core/firestrike/state";
import { MOVE_MODES } from "../../../src/core/firestrike/vocab";
import { scriptedDice } from "../../../src/core/game/dice";
import { FakeOracle } from "./fake-oracle";
import { catalog, charts, setup, stats } from "./helpers";

/**
 * Property tests (fast-check): random command sequences, legal or not, never produce an invalid state,
 * refused commands change nothing, nothing throws, and replaying the command log from the set-up and
 * seed reproduces the final state exactly.
 */

const SETUP = setup(
  [
    { id: "b-hq", statLine: "HQ", x: 20, y: 4, formation: "blue-bn" },
    { id: "b1", statLine: "infantry", x: 16, y: 12 },
    { id: "b2", statLine: "infantry", x: 18, y: 12 },
    { id: "b3", statLine: "engineer", x: 20, y: 12 },
    { id: "b-mg", statLine: "HMG", x: 22, y: 12 },
    { id: "b-mortar", statLine: "mortar", x: 24, y: 6 },
    { id: "b-tank", statLine: "MBT", x: 30, y: 10, formation: "blue-b" },
    { id: "b-truck", statLine: "truck", x: 34, y: 8, formation: "blue-b" },
    { id: "b4", statLine: "infantry", x: 34, y: 8, carriedBy: "b-truck" },
    { id: "b-gun", statLine: "towed-gun", x: 38, y: 8, formation: "blue-b" },
    { id: "b-drone", statLine: "drone", x: 26, y: 16, formation: "blue-b" },
    { id: "r-hq", statLine: "HQ", x: 50, y: 44, formation: "red-bn" },
    { id: "r1", statLine: "infantry", x: 22, y: 19, grade: "veteran" },
    { id: "r2", statLine: "infantry", x: 24, y: 19, grade: "inexperienced" },
    { id: "r-cav", statLine: "cavalry", x: 30, y: 22 },
    { id: "r-mg", statLine: "HMG", x: 27, y: 20 },
    { id: "r-tank", statLine: "M60A1", x: 36, y: 24, formation: "red-b", grade: "militia" },
    { id: "r-ifv", statLine: "IFV", x: 40, y: 24, formation: "red-b" },
    { id: "r5", statLine: "infantry", x: 40, y: 24, carriedBy: "r-ifv", formation: "red-b" },
    { id: "r-sp", statLine: "SP-artillery", x: 62, y: 44, formation: "red-b" },
    { id: "r-ht", statLine: "half-track", x: 40, y: 40, formation: "red-b" },
  ],
  { turnLimit: 4 },
);
SETUP.sides[0]!.secondImpactZone = true;
SETUP.sides[0]!.trenchLineYards = 200;
SETUP.sides[1]!.airSuperiority = "superiority";

function oracle(): FakeOracle {
  const o = new FakeOracle();
  o.areas.push(
    { id: "wood", kind: "woods", rect: [10, 18, 26, 24] },
    { id: "town", kind: "built-up", rect: [40, 20, 50, 26] },
    { id: "road", kind: "road", rect: [0, 26, 72, 27] },
    { id: "pond", kind: "deep-water", rect: [60, 10, 66, 16] },
    { id: "mines", kind: "minefield", rect: [28, 20, 34, 24] },
    { id: "slope", kind: "hill-slope", rect: [0, 36, 30, 40] },
  );
  o.lines.push(
    { id: "wire", kind: "wire-medium", from: [0, 28], to: [72, 28], widthInches: 0.5 },
    { id: "fence", kind: "wire-heavy", from: [36, 0], to: [36, 16], widthInches: 0.5 },
    { id: "wall", kind: "wall", from: [10, 30], to: [30, 30], widthInches: 0.1 },
  );
  o.blocked.add("b-tank>r-tank");
  o.cover.set("r1", 0.6);
  return o;
}

/** A tiny deterministic stream of numbers from one fast-check integer. */
function picker(n: number) {
  let x = n >>> 0 || 1;
  return (k: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % Math.max(1, k);
  };
}

const VEHICLE_LINES = new Set(["MBT", "M60A1", "truck", "IFV", "SP-artillery", "half-track", "HQ", "drone"]);
/** How often (percent) a random command in each step is `advance`: rarely where players act most. */
const ADVANCE: Record<string, number> = {
  "move-markers": 15,
  "first-impact-zones": 50,
  "second-impact-zones": 50,
  "place-airstrikes": 50,
  movement: 3,
  "first-direct-fire": 6,
  "second-direct-fire": 10,
};

/** Turns a random number into a command aimed at the current state: mostly sensible, sometimes not. */
function commandFor(s: GameState, n: number): unknown {
  const pick = picker(n);
  const ids = Object.keys(s.bases).sort();
  const any = () => ids[pick(ids.length)]!;
  const enemyOf = (id: string) => {
    const foes = ids.filter((x) => s.bases[x]!.side !== s.bases[id]!.side);
    return foes[pick(foes.length)]!;
  };
  const near = (id: string, r = 3): [number, number] => {
    const b = s.bases[id]!;
    const d = () => (pick(2 * r * 10 + 1) - r * 10) / 10;
    return [Math.max(0, Math.min(72, b.x + d())), Math.max(0, Math.min(48, b.y + d()))];
  };
  const formations = Object.keys(s.formations).sort();
  const roll = pick(100);
  if (roll < (ADVANCE[s.step] ?? 80)) return { type: "advance" };
  if (roll > 96) return { type: ["nonsense", "move", "direct-fire"][pick(3)], base: any(), firer: any() };
  switch (s.step) {
    case "move-markers":
      return roll < 75
        ? { type: "place-move-marker", formation: formations[pick(formations.length)] }
        : { type: "roll-hq-move", base: pick(2) ? "b-hq" : "r-hq" };
    case "first-impact-zones":
    case "second-impact-zones":
      return { type: "place-impact-zone", firer: pick(2) ? "b-mortar" : "r-sp", center: near(any(), 2) };
    case "place-airstrikes":
      return {
        type: "place-airstrike",
        side: pick(2) ? "blue" : "red",
        strike: ["strafing", "rocket", "missile", "bomb"][pick(4)],
        center: near(any(), 2),
      };
    case "first-direct-fire":
    case "second-direct-fire": {
      const f = any();
      return roll < 92
        ? { type: "direct-fire", firer: f, target: enemyOf(f), useSaDie: pick(4) === 0 }
        : { type: "resurrect-machine-gun", base: any() };
    }
    case "movement": {
      const b = any();
      const which = pick(14);
      const vehicle = VEHICLE_LINES.has(s.bases[b]!.statLine);
      const modes = vehicle
        ? ["forward", "forward", "reverse", "assault"]
        : ["walking", "walking", "rushing", "assault", "prone", "heavy-weapon", "manhandling"];
      if (which < 7)
        return {
          type: "move",
          base: b,
          mode: pick(10) === 0 ? MOVE_MODES[pick(MOVE_MODES.length)] : modes[pick(modes.length)],
          path: [near(b)],
          facing: pick(360),
        };
      if (which === 7) return { type: "change-posture", base: b, prone: pick(2) === 0 };
      if (which === 8)
        return {
          type: "mount",
          base: b,
          vehicle: ["b-truck", "b-tank", "r-ifv", "r-tank", "r-ht"][pick(5)],
          as: pick(3) ? "inside" : "rider",
        };
      if (which === 9) return { type: "dismount", base: b, at: near(b, 1) };
      if (which === 10)
        return {
          type: "dig-in",
          base: b,
          kind: pick(2) ? "hasty" : "foxholes",
          ...(pick(2) ? { engineer: "b3" } : {}),
        };
      if (which === 11)
        return pick(2)
          ? { type: "limber", gun: "b-gun", vehicle: "b-truck" }
          : { type: "unlimber", gun: "b-gun" };
      if (which === 12)
        return pick(2)
          ? { type: "cavalry-horses", base: "r-cav", dismounted: pick(2) === 0 }
          : { type: "entrench-vehicle", base: b };
      return { type: "finished-moving", side: pick(2) ? "blue" : "red" };
    }
    default:
      return { type: "advance" };
  }
}

const diceOf = (seed: number) => (i: number | "start") => scriptedDice([], `${seed}/${i}`);

function play(seed: number, choices: number[]) {
  const env: Env = { charts, stats, oracle: oracle() };
  // Each accepted command gets its own dice, as the engine deals them (a refusal rolls nothing that counts).
  const start = newGame(SETUP, diceOf(seed)("start"), env, catalog);
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  let s = start.value.state;
  const events = [...start.value.events];
  let accepted = 0;
  // the accepted commands: the log the engine would keep (the state keeps none, issue 36 item 7)
  const log: unknown[] = [];
  for (const n of choices) {
    if (s.over) break;
    const cmd = commandFor(s, n);
    const before = JSON.stringify(s);
    const r = apply(s, cmd, env, diceOf(seed)(log.length));
    if (!r.ok) {
      expect(r.error.code, `${JSON.stringify(cmd)}: ${r.error.message}`).not.toBe("internal");
      expect(JSON.stringify(s)).toBe(before);
      continue;
    }
    accepted++;
    log.push(cmd);
    s = r.state;
    events.push(...r.events);
    const problems = checkInvariants(s, env, events);
    expect(problems, `after ${JSON.stringify(cmd)}`).toEqual([]);
  }
  return { s, env, accepted, log, events };
}

describe("random command sequences (fast-check)", () => {
  it("never produce an invalid state, never throw, and refusals change nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 40, maxLength: 220 }),
        (seed, choices) => {
          play(seed, choices);
        },
      ),
      { numRuns: 60, seed: 20260314 },
    );
  });

  it("replaying the command log from the set-up and seed reproduces the final state exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 40, maxLength: 220 }),
        (seed, choices) => {
          const { s, env, log, events } = play(seed, choices);
          const again = replay(SETUP, diceOf(seed), log, env, catalog);
          expect(again.ok).toBe(true);
          if (again.ok) expect(again.value).toEqual({ state: s, events });
        },
      ),
      { numRuns: 30, seed: 1943 },
    );
  });

  it("the random games really play: long sequences reach later turns with fire and movement", () => {
    const { s, events, accepted } = play(
      7,
      Array.from({ length: 600 }, (_, i) => (i * 2654435761) >>> 0),
    );
    const count = (t: string) => events.filter((e) => e.type === t).length;
    expect(accepted).toBeGreaterThan(80);
    expect(s.turn).toBeGreaterThan(1);
    expect(count("moved")).toBeGreaterThan(5);
    expect(count("fire")).toBeGreaterThan(3);
    expect(count("hit")).toBeGreaterThan(3);
  });
});
