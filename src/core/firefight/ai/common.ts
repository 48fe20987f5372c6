import type { Decision, Seen } from "../../game/policy";
import { only } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import { inPlay } from "../fight";
import { pairProblem } from "../pairing";
import type { FirefightState } from "../state";
import { unitSees } from "../world";
import type { FfMeasure } from "./measure";
import { deployPoints } from "./moves";

/**
 * What both Firefight computer players share: reading the seat's view, deployment (forward, left to
 * right: deployPoints), the legal pairs and joins (the engine's own checks), and the plain steps.
 */

/** The seat's view (the state as `hideDeployment` shows it to the seat). */
export const stateOf = (seen: Seen): FirefightState | null => {
  const s = seen.view as FirefightState | null;
  return s && typeof s === "object" && Array.isArray(s.units) ? s : null;
};

/** The seat's "done". */
export const done = (why: string): Decision => only({ type: "done" }, "done", why);

/** The next unit of the seat to deploy at its first legal point (the `attempt`-th after refusals). */
export function deployDecision(
  m: FfMeasure,
  s: FirefightState,
  seat: Seat,
  attempt: number,
): Decision | null {
  if (s.step.kind !== "deploy" || s.step.side !== seat) return null;
  const u = s.units.find((x) => x.side === seat && !s.moved.includes(x.id) && inPlay(s, x.id));
  if (!u) return done("every unit deployed");
  const at = deployPoints(m.world, s, seat, u.id)[attempt];
  if (!at) return done(`no legal point of the zone left for ${u.id}`);
  return only(
    { type: "deploy", unit: u.id, at, formation: "line" },
    `${u.id} deploys in line at (${at[0]}, ${at[1]})`,
    "the foremost legal point of the zone (deploy forward)",
  );
}

/** Every legal pair (mine, theirs) now: the engine's own `pairProblem`. */
export function legalPairs(m: FfMeasure, s: FirefightState, seat: Seat): [string, string][] {
  const out: [string, string][] = [];
  for (const a of s.units)
    if (a.side === seat)
      for (const b of s.units)
        if (b.side !== seat && pairProblem(m.world, s, a.id, b.id) === null) out.push([a.id, b.id]);
  return out;
}

/** Every legal join (unit, fight, the lone enemy) now: the engine's checks (game.ts joinCheck). */
export function legalJoins(m: FfMeasure, s: FirefightState, seat: Seat): [string, number, string][] {
  const out: [string, number, string][] = [];
  const busy = (id: string) => s.fights.some((f) => f.a.includes(id) || f.b.includes(id));
  for (const u of s.units) {
    if (u.side !== seat || !inPlay(s, u.id) || busy(u.id)) continue;
    s.fights.forEach((f, i) => {
      const mineA = f.a.some((x) => s.units.find((y) => y.id === x)?.side === seat);
      const enemies = mineA ? f.b : f.a;
      if (enemies.length === 1 && unitSees(m.world, s, u.id, enemies[0]!)) out.push([u.id, i, enemies[0]!]);
    });
  }
  return out;
}

/** Whether the seat may act now. */
export const mayAct = (seen: Seen, seat: Seat): boolean => seen.toAct.includes(seat);
