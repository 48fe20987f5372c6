import { own } from "../own";
import { type Ctx, type Env, NO_DICE } from "./context";
import type { GameEvent } from "./events";
import { inContact } from "./movement/contact";
import { diesWhenHit, isHq, isInfantryClass, isVehicle } from "./query";
import type { GameState } from "./state";
import { STEPS } from "./vocab";

/**
 * Checks that a state is one the rules can reach: no negative or over-limit damage, no base out of play
 * still acting, no base in two places, no overloaded transport, no infantry unit with two damaged bases,
 * no assault lock between bases that are not in contact.
 * Property tests run it after every command; the app may run it on loaded saves. `events` is the
 * game's log so far (the engine's journal: the state holds none) for the check that no base acted after
 * it left play; without it that check has nothing to read.
 */
export function checkInvariants(s: GameState, env: Env, events: readonly GameEvent[] = []): string[] {
  const out: string[] = [];
  const { oracle, charts, stats } = env;
  const ctx: Ctx = { s, env, dice: NO_DICE, out: [] };
  if (!STEPS.includes(s.step)) out.push(`unknown step ${s.step}`);
  if (s.turn < 1 || s.turn > s.turnLimit) out.push(`turn ${s.turn} outside 1..${s.turnLimit}`);
  for (const side of s.sides) {
    if (side.saDice < 0) out.push(`${side.id} has ${side.saDice} SA dice`);
    if (side.airstrikesLeft < 0) out.push(`${side.id} has ${side.airstrikesLeft} airstrikes`);
    if (side.trenchLineYards < -1e-9) out.push(`${side.id} has negative trench-line`);
  }
  const damagedPerUnit = new Map<string, number>();
  const load = new Map<string, { inside: number; rider: number }>();
  for (const b of Object.values(s.bases)) {
    const line = stats.byId.get(b.statLine);
    if (!line) {
      out.push(`${b.id} has unknown stat line ${b.statLine}`);
      continue;
    }
    const limit = isHq(line) ? charts.damage.hqDestroyedAbove.value : charts.damage.baseDestroyedAbove.value;
    if (b.damage < 0) out.push(`${b.id} has negative damage ${b.damage}`);
    if (b.hits < 0) out.push(`${b.id} has negative hits`);
    if (b.status !== "active") {
      if (b.assaultWith.length > 0) out.push(`${b.id} is ${b.status} but still locked in an assault`);
      continue;
    }
    if (b.damage > limit) out.push(`${b.id} is in play with ${b.damage} damage (limit ${limit})`);
    // seed 000 §5.1: machine gun and mortar bases are killed when hit.
    if (b.damage > 0 && diesWhenHit(line)) out.push(`${b.id} is a ${line.class} in play with damage`);
    if (b.x < -1e-6 || b.y < -1e-6 || b.x > oracle.widthInches + 1e-6 || b.y > oracle.depthInches + 1e-6)
      out.push(`${b.id} is off the table at (${b.x}, ${b.y})`);
    if (b.pinned && b.retreat) out.push(`${b.id} is both pinned and retreating`);
    // seed 000 §3.22 reading: carried stands are counted once they get out (fire/hits.ts).
    if (isInfantryClass(line) && b.damage > 0 && !b.carriedBy)
      damagedPerUnit.set(b.formation, (damagedPerUnit.get(b.formation) ?? 0) + 1);
    for (const o of b.assaultWith) {
      const other = own(s.bases, o);
      if (!other?.assaultWith.includes(b.id))
        out.push(`${b.id} is in assault with ${o}, but not the other way`);
      // seed 000 §6.4: neither participant may break contact until the assault is resolved.
      else if (other.status === "active" && !inContact(ctx, b, other))
        out.push(`${b.id} is locked in an assault with ${o}, but they are not in contact`);
    }
    if (b.carriedBy) {
      const v = own(s.bases, b.carriedBy);
      const vl = v && stats.byId.get(v.statLine);
      if (v?.status !== "active" || !vl || !isVehicle(vl))
        out.push(`${b.id} is carried by ${b.carriedBy}, which cannot carry it`);
      else {
        if (Math.abs(v.x - b.x) > 1e-6 || Math.abs(v.y - b.y) > 1e-6)
          out.push(`${b.id} is not where its vehicle ${v.id} is`);
        const l = load.get(v.id) ?? { inside: 0, rider: 0 };
        l[b.riding ?? "inside"] += 1;
        load.set(v.id, l);
        const cap = b.riding === "rider" ? (vl.transport?.riders ?? 0) : (vl.transport?.infantryBases ?? 0);
        if (l[b.riding ?? "inside"] > cap) out.push(`${v.id} carries more than ${cap} base(s)`);
      }
    }
    if (b.towedBy) {
      const v = own(s.bases, b.towedBy);
      if (v?.status !== "active") out.push(`${b.id} is towed by ${b.towedBy}, which is not in play`);
      else if (Math.abs(v.x - b.x) > 1e-6 || Math.abs(v.y - b.y) > 1e-6)
        out.push(`${b.id} is not where its tow ${v.id} is`);
    }
  }
  for (const [unit, n] of damagedPerUnit) if (n > 1) out.push(`infantry unit ${unit} has ${n} damaged bases`);
  // No base acts after it left play (until a machine gun is resurrected).
  const gone = new Set<string>();
  for (const e of events) {
    if (e.type === "destroyed" || e.type === "abandoned") gone.add(e.base);
    else if (e.type === "resurrected" || e.type === "recovered") gone.delete(e.base);
    else if (e.type === "fire" && gone.has(e.firer))
      out.push(`event ${e.seq}: ${e.firer} fired after leaving play`);
    else if (e.type === "moved" && gone.has(e.base))
      out.push(`event ${e.seq}: ${e.base} moved after leaving play`);
    else if (
      e.type === "marker" &&
      e.kind === "impact-zone" &&
      e.action === "placed" &&
      e.base &&
      gone.has(e.base)
    )
      out.push(`event ${e.seq}: ${e.base} placed a barrage after leaving play`);
  }
  return out;
}
