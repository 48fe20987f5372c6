import { type Ctx, emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import { damage, destroy } from "../fire/hits";
import { pin } from "../morale/reactions";
import { enemyFootInContact } from "../movement/contact";
import { allBases, inPlay, isAssaultFoot, isFoot, statOf } from "../query";
import type { Base } from "../state";
import { assaultModifiers } from "./modifiers";

/**
 * Step 5c, assaults (seed 000 §6.4): foot troops in base-to-base contact with enemy foot units
 * (infantry, towed artillery, mortars) fight it out. Each group of bases in contact rolls 1D20 a side
 * with the modifiers; the loser loses all its bases, the side with the natural low roll takes one
 * damage on each base, and a modified tie pins both sides, who may not rally until it is resolved.
 */

/** The groups of bases in contact: connected components of the contact graph. */
export function assaultGroups(ctx: Ctx): { bases: Base[]; contacts: Map<string, Base[]> }[] {
  const candidates = allBases(ctx.s).filter(
    (b) => inPlay(b) && !b.carriedBy && isAssaultFoot(statOf(ctx.env, b)),
  );
  const contacts = new Map<string, Base[]>();
  for (const b of candidates) {
    const touching = enemyFootInContact(ctx, b).filter(
      (e) => isFoot(statOf(ctx.env, b)) || isFoot(statOf(ctx.env, e)),
    );
    if (touching.length > 0) contacts.set(b.id, touching);
  }
  const seen = new Set<string>();
  const groups: { bases: Base[]; contacts: Map<string, Base[]> }[] = [];
  for (const b of candidates) {
    if (seen.has(b.id) || !contacts.has(b.id)) continue;
    const group: Base[] = [];
    const stack = [b];
    seen.add(b.id);
    while (stack.length > 0) {
      const cur = stack.pop()!;
      group.push(cur);
      for (const e of contacts.get(cur.id) ?? [])
        if (!seen.has(e.id)) {
          seen.add(e.id);
          stack.push(e);
        }
    }
    group.sort((x, y) => x.id.localeCompare(y.id));
    groups.push({ bases: group, contacts });
  }
  return groups;
}

function settle(bases: readonly Base[]): void {
  for (const b of bases) {
    b.assaultWith = [];
    b.assaulting = false;
    b.assaultTied = false;
  }
}

/** Runs step 5c. */
export function resolveAssaults(ctx: Ctx): Outcome {
  for (const { bases, contacts } of assaultGroups(ctx)) {
    const live = bases.filter(inPlay);
    const sides = [...new Set(live.map((b) => b.side))].sort();
    if (sides.length !== 2) continue;
    const rolls: { side: string; bases: Base[]; total: number; natural: number }[] = [];
    for (const side of sides) {
      const mine = live.filter((b) => b.side === side);
      const r = roll(ctx, {
        purpose: "assault",
        side,
        modifiers: assaultModifiers(ctx, mine, contacts),
        decide: (t) => `assault total ${t}`,
      });
      if (!r.ok) return r;
      rolls.push({ side, bases: mine, total: r.value.total, natural: r.value.natural });
    }
    const [a, b] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
    const summary = rolls.map((r) => ({
      side: r.side,
      bases: r.bases.map((x) => x.id),
      total: r.total,
      natural: r.natural,
    }));
    for (const x of live) x.assaultWith = (contacts.get(x.id) ?? []).map((e) => e.id);
    if (a.total === b.total) {
      emit(ctx, {
        type: "assault",
        sides: summary,
        outcome: "modified tie: both sides pinned until it is resolved",
      });
      for (const x of live) {
        pin(ctx, x, "tied assault");
        x.assaultTied = true;
      }
      continue;
    }
    const [winner, loser] = a.total > b.total ? [a, b] : [b, a];
    emit(ctx, {
      type: "assault",
      sides: summary,
      outcome: `${winner.side} wins; ${loser.side} loses every base in the assault`,
    });
    for (const x of loser.bases) destroy(ctx, x, `lost the assault (${loser.total} against ${winner.total})`);
    // The natural low roll costs one damage per participating base, even to the winner.
    if (winner.natural < loser.natural)
      for (const x of winner.bases)
        damage(ctx, x, 1, `rolled the natural low ${winner.natural} in the assault`);
    settle(live);
  }
  return DONE;
}
