import { type Dice, refuse } from "../../game/ruleset";
import { ok } from "../../result";
import type { AirSetup, PendingFlight, PlaneState } from "../air-state";
import type { Ww2State } from "../state";
import { arrivalNeed } from "./arrival";
import { type Dogfight, dogfight, interceptRoll } from "./damage";
import { type AircraftType, aircraftOf, FLIGHT } from "./data";
import { crossing, type FlightPath, pathProblem } from "./path";

/**
 * seed 002, interceptors: "If the opposing player has interceptor or fighter aircraft it can choose to
 * intercept the aircraft on a D6 roll equal or higher than the roll of the other player's aircraft. If
 * successful the player chooses an entry on his board an exit that crosses the path of the target
 * aircraft and proceeds to shoot at it like normal ... If the fighter shoots the target aircraft down
 * then it may not attack anything beyond the point it was destroyed."
 * Chosen readings: an interceptor is an aircraft of the defender's with `interceptor` (fighters and
 * fighter-bombers) still off the table and not past its arrival window; after a `fly` is checked, the
 * defender answers `intercept` with one of them and its path (entry on its own edge, exit on any edge,
 * crossing the target's path: checked before the roll), or with none. The roll is against the d6 the
 * target arrived on. On a success the two meet where the paths cross: the interceptor's guns and the
 * target's tail gunner fire at once (damage.ts `dogfight`), in the order of that point among the AA's
 * first points along the target's path; the interceptor has then flown ("once it is gone it is gone")
 * and attacks nothing on the ground. On a failure it stays off the table and may come on later.
 */

/** The defender's try at intercepting a flight. */
export interface Interception {
  interceptor: string;
  path: FlightPath;
  roll: { natural: number; against: number; success: boolean };
  /** where the paths cross (sA along the target's, sB along the interceptor's); null when the roll failed */
  crossing: { x: number; y: number; sA: number; sB: number } | null;
  /** the two volleys, or null when it failed or the target was down before the crossing */
  dogfight: Dogfight | null;
}

/** The `intercept` command: the defender's interceptor and its path, or none (`interceptor: null`). */
export interface InterceptCommand {
  interceptor: string | null;
  entry?: [number, number];
  exit?: [number, number];
}

/** The defender's aircraft that may try to intercept now. */
export function interceptorsOf(s: Ww2State, defender: string, night: boolean): PlaneState[] {
  return (s.air?.planes ?? []).filter((p) => {
    if (p.side !== defender || p.status !== "waiting" || !aircraftOf(p.type)!.interceptor) return false;
    const n = arrivalNeed(s.turn, p.intended, night);
    return "need" in n || n.none === "not-yet";
  });
}

/** Checks the defender's answer and rolls it: what `resolveFlight` is to meet, or a refusal. */
export function tryIntercept(
  s: Ww2State,
  air: AirSetup,
  table: Parameters<typeof pathProblem>[1],
  seat: string,
  c: InterceptCommand,
  dice: Dice,
) {
  const pending = s.air!.pending as PendingFlight;
  if (seat !== pending.defender)
    return refuse(
      "not-your-turn",
      `${pending.defender} chooses whether to intercept ${pending.aircraft} first`,
    );
  const rest: Ww2State = { ...s, air: { planes: s.air!.planes, silenced: s.air!.silenced } };
  if (c.interceptor === null) return ok({ state: rest, meet: null });
  if (!pending.interceptors.includes(c.interceptor))
    return refuse(
      "bad-interceptor",
      `"${c.interceptor}" may not intercept (${pending.interceptors.join(", ") || "none may"})`,
      "$.interceptor",
    );
  if (!c.entry || !c.exit)
    return refuse(
      "bad-path",
      "an interception needs the interceptor's entry and exit",
      c.entry ? "$.exit" : "$.entry",
    );
  const path: FlightPath = { entry: c.entry, exit: c.exit, altitudeYards: FLIGHT.altitudeYards.value };
  const edge = air.edges.find((e) => e.side === seat)!.edge;
  const bad = pathProblem(path, table, edge);
  if (bad) return refuse("bad-path", bad.message, bad.path);
  const target = s.air!.planes.find((p) => p.id === pending.aircraft)!;
  const targetPath: FlightPath = {
    entry: pending.entry,
    exit: pending.exit,
    altitudeYards: FLIGHT.altitudeYards.value,
  };
  const cross = crossing(targetPath, path);
  if (!cross) return refuse("no-crossing", `the interceptor's path must cross ${target.id}'s path`, "$.exit");
  const roll = interceptRoll(target.arrival ?? 6, dice);
  const meet: Interception = {
    interceptor: c.interceptor,
    path,
    roll,
    crossing: roll.success ? cross : null,
    dogfight: null,
  };
  const planes = rest.air!.planes.map((p) =>
    p.id === c.interceptor && roll.success ? { ...p, status: "gone" as const } : p,
  );
  return ok({ state: { ...rest, air: { ...rest.air!, planes } }, meet });
}

/** The dogfight where the paths cross: both volleys, the interceptor's points and fate. */
export function fightAt(
  planes: PlaneState[],
  meet: Interception,
  target: { type: AircraftType; points: number },
  dice: Dice,
) {
  const me = planes.find((p) => p.id === meet.interceptor)!;
  const d = dogfight({ type: aircraftOf(me.type)!, points: me.points }, target, dice);
  return {
    dogfight: d,
    planes: planes.map((p) =>
      p.id === me.id
        ? { ...p, points: d.attackerLeft, status: d.attackerLeft === 0 ? ("destroyed" as const) : p.status }
        : p,
    ),
  };
}
