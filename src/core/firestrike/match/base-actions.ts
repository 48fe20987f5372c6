import { scriptedDice } from "../../game/dice";
import { own } from "../../own";
import { apply } from "../apply";
import type { CommandInput } from "../commands";
import type { Env } from "../context";
import { allBases, facingVector, inPlay, isFoot, isVehicle, poseOf, scaled, statOf } from "../query";
import type { Base, GameState, Point } from "../state";
import { DIG_IN_KINDS, GUN_CLASSES } from "../vocab";

/**
 * What a base may do in the movement step besides moving (seed 000 §3.2-§3.23): posture, Hull Down,
 * digging in (alone or with an engineer), entrenching, mounting a transport inside or as a rider,
 * dismounting, cavalry taking to or leaving their horses, limbering and unlimbering towed guns, and
 * engineers clearing a minefield. Each is offered as the exact log entry it would play, tried on the
 * rules engine first: the panel shows what the engine accepts now and, for what it refuses, its reason.
 * Nothing here decides a rule: candidates are found by what the stat lines allow, the engine judges.
 */

/** The kinds of movement-step action. */
export const BASE_ACTION_KINDS = [
  "posture",
  "hull-down",
  "dig-in",
  "entrench",
  "mount",
  "cavalry",
  "limber",
  "unlimber",
  "clear-minefield",
  "recover",
  "capture",
] as const;
export type BaseActionKind = (typeof BASE_ACTION_KINDS)[number];

/** One action: the entry it plays and the engine's reason when it refuses it now (null: accepted). */
export interface BaseAction {
  /** stable id among a base's actions (the UI's test ids use it) */
  key: string;
  kind: BaseActionKind;
  label: string;
  entry: CommandInput;
  refused: string | null;
}

/** Dismounting a carried base at a point the player picks. */
export interface DismountChoice {
  vehicle: string;
  /** how far from the vehicle's edge the base may be put (seed 000 §3.22, charts distances.dismountInches) */
  reachInches: number;
  /** a point behind the vehicle, offered until the player picks one */
  defaultAt: Point;
  facing: number;
  /** the engine's reason when even the point behind the vehicle is refused */
  refused: string | null;
}

/** Everything a base may do in the movement step besides moving. */
export interface BaseActions {
  base: string;
  actions: BaseAction[];
  dismount: DismountChoice | null;
  /** a towed gun's share of this turn spent limbering, unlimbering and setting up (seed 000 §3.22) */
  setupShare: number | null;
  /** the guns this vehicle tows */
  towing: string[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Tries an entry on the engine without keeping the result. Its dice are a preview's (derived from a
 * public seed), never the host's: a preview must not reveal a real roll.
 */
function tryEntry(s: GameState, env: Env, entry: CommandInput): string | null {
  const r = apply(s, entry, env, scriptedDice([], "preview"));
  return r.ok ? null : r.error.message;
}

/** Own vehicles in play, nearest first, within `reach` of the base's edge. */
function nearVehicles(s: GameState, env: Env, b: Base, reach: number, keep: (v: Base) => boolean): Base[] {
  return allBases(s)
    .filter((v) => v.id !== b.id && v.side === b.side && inPlay(v) && !v.carriedBy && keep(v))
    .map((v) => ({ v, d: env.oracle.edgeDistance(poseOf(b), poseOf(v)) }))
    .filter((x) => x.d <= reach + 1e-9)
    .sort((x, y) => x.d - y.d || x.v.id.localeCompare(y.v.id))
    .map((x) => x.v);
}

/** The movement-step actions of a base (`minefields`: the ids of the table's minefield features). */
export function baseActions(
  s: GameState,
  env: Env,
  baseId: string,
  minefields: readonly string[],
): BaseActions | null {
  const b = own(s.bases, baseId);
  if (!b || !inPlay(b) || s.step !== "movement") return null;
  const line = statOf(env, b);
  const ownLine = env.stats.byId.get(b.statLine) ?? line;
  const reach = scaled(s, env.charts.distances.dismountInches.value);
  const out: BaseAction[] = [];
  const add = (key: string, kind: BaseActionKind, label: string, entry: CommandInput) =>
    out.push({ key, kind, label, entry, refused: tryEntry(s, env, entry) });
  const vehicle = isVehicle(line);
  const foot = isFoot(line);
  const onTable = !b.carriedBy && !b.towedBy;

  if (foot && onTable)
    add("posture", "posture", b.prone ? "Stand up" : "Go prone", {
      type: "change-posture",
      base: b.id,
      prone: !b.prone,
    });
  if (vehicle)
    add("hull-down", "hull-down", b.hullDown ? "Lift Hull Down" : "Hull Down", {
      type: "hull-down",
      base: b.id,
      hullDown: !b.hullDown,
    });
  if ((foot || line.class === "towed-gun") && onTable) {
    for (const k of DIG_IN_KINDS)
      if (foot) add(`dig-${k}`, "dig-in", `Dig ${k}`, { type: "dig-in", base: b.id, kind: k });
    // seed 000 §3.23: an engineer nearby digs for the base in half the time (towed guns need one).
    const engineers = allBases(s).filter(
      (e) =>
        e.id !== b.id &&
        e.side === b.side &&
        inPlay(e) &&
        !e.carriedBy &&
        statOf(env, e).class === "engineer" &&
        env.oracle.edgeDistance(poseOf(e), poseOf(b)) <= reach + 1e-9,
    );
    for (const e of engineers)
      for (const k of DIG_IN_KINDS)
        add(`dig-${k}-${e.id}`, "dig-in", `Dig ${k} with engineer ${e.id}`, {
          type: "dig-in",
          base: b.id,
          kind: k,
          engineer: e.id,
        });
  }
  if (vehicle && onTable) add("entrench", "entrench", "Entrench", { type: "entrench-vehicle", base: b.id });
  if (foot && onTable) {
    // Transports nearby: inside where they have room for bases, on top where they take riders (§3.22).
    const room = (v: Base) => statOf(env, v).transport;
    for (const v of nearVehicles(s, env, b, reach, (v) => isVehicle(statOf(env, v)))) {
      if ((room(v)?.infantryBases ?? 0) > 0)
        add(`mount-inside-${v.id}`, "mount", `Mount inside ${v.id}`, {
          type: "mount",
          base: b.id,
          vehicle: v.id,
          as: "inside",
        });
      if ((room(v)?.riders ?? 0) > 0)
        add(`mount-rider-${v.id}`, "mount", `Ride on ${v.id}`, {
          type: "mount",
          base: b.id,
          vehicle: v.id,
          as: "rider",
        });
    }
  }
  if (ownLine.class === "cavalry" && onTable)
    add("cavalry", "cavalry", b.dismounted ? "Mount horses" : "Dismount from horses", {
      type: "cavalry-horses",
      base: b.id,
      dismounted: !b.dismounted,
    });
  const gunClass = line.gunClass;
  if (gunClass !== undefined && onTable)
    for (const v of nearVehicles(s, env, b, reach, (v) => {
      const tow = statOf(env, v).transport?.towClass;
      return tow !== undefined && GUN_CLASSES.indexOf(tow) >= GUN_CLASSES.indexOf(gunClass);
    }))
      add(`limber-${v.id}`, "limber", `Limber to ${v.id}`, { type: "limber", gun: b.id, vehicle: v.id });
  const towing = allBases(s)
    .filter((g) => g.towedBy === b.id && inPlay(g))
    .map((g) => g.id);
  const towed = b.towedBy ? [b.id] : towing;
  for (const g of towed) {
    const tow = own(s.bases, own(s.bases, g)!.towedBy!)!;
    add(`unlimber-${g}`, "unlimber", `Unlimber ${g}`, { type: "unlimber", gun: g, facing: tow.facing });
  }
  if (line.class === "engineer" && onTable) {
    const here = env.oracle.terrainAt([b.x, b.y]).featureIds.filter((id) => minefields.includes(id));
    for (const m of here)
      add(`clear-${m}`, "clear-minefield", `Clear minefield ${m}`, {
        type: "clear-minefield",
        base: b.id,
        minefield: m,
      });
  }
  // seed 000 §6.3: abandoned vehicles in contact are capture/recovery objects (project default).
  if ((line.class === "infantry" || line.class === "engineer") && onTable) {
    const contact = env.charts.distances.contactInches.value * s.scaleFactor;
    for (const v of allBases(s)) {
      if (v.status !== "abandoned" || env.oracle.edgeDistance(poseOf(b), poseOf(v)) > contact + 1e-9)
        continue;
      if (v.side === b.side)
        add(`recover-${v.id}`, "recover", `Recover ${v.id}`, {
          type: "recover-vehicle",
          base: b.id,
          vehicle: v.id,
        });
      else
        add(`capture-${v.id}`, "capture", `Capture ${v.id}`, {
          type: "capture-vehicle",
          base: b.id,
          vehicle: v.id,
        });
    }
  }
  let dismount: DismountChoice | null = null;
  if (b.carriedBy) {
    const v = own(s.bases, b.carriedBy)!;
    const back = facingVector(v.facing);
    const off = v.depthInches / 2 + b.depthInches / 2 + Math.min(0.1, reach / 2);
    const at: Point = [round2(v.x - back[0] * off), round2(v.y - back[1] * off)];
    dismount = {
      vehicle: v.id,
      reachInches: reach,
      defaultAt: at,
      facing: v.facing,
      refused: tryEntry(s, env, { type: "dismount", base: b.id, at, facing: v.facing }),
    };
  }
  return {
    base: b.id,
    actions: out,
    dismount,
    setupShare: gunClass !== undefined ? b.setupFraction : null,
    towing,
  };
}
