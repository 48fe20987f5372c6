import { refuse } from "../../game/ruleset";
import { own } from "../../own";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import type { Modifier } from "../events";
import { allBases, at, dist, inPlay, isHq, mod, sideOf, statOf } from "../query";
import type { Base, Formation, Point } from "../state";

/**
 * Step 1c, Move markers and the HQ move roll (seed 000 §2.3), and step 1d, Broadcast markers
 * (seed 000 §2.4).
 */

/** Handles `place-move-marker`: a unit whose bases intend to move this turn. */
export function placeMoveMarkerCommand(ctx: Ctx, cmd: CommandOf<"place-move-marker">): Outcome {
  if (ctx.s.step !== "move-markers")
    return refuse("wrong-step", `Move markers are placed in step 1c, not in ${ctx.s.step}`);
  const f = own(ctx.s.formations, cmd.formation);
  if (!f) return refuse("unknown-formation", `there is no formation "${cmd.formation}"`, "$.formation");
  if (f.moveMarker) return refuse("not-allowed", `${f.id} already has a Move marker`, "$.formation");
  f.moveMarker = true;
  emit(ctx, { type: "marker", kind: "move", action: "placed", side: f.side, id: f.id });
  return DONE;
}

/** Handles `roll-hq-move`: 1D20 + modifiers ≥ the side's Command rating lets the HQ move. */
export function rollHqMoveCommand(ctx: Ctx, cmd: CommandOf<"roll-hq-move">): Outcome {
  if (ctx.s.step !== "move-markers")
    return refuse("wrong-step", `HQ move rolls happen in step 1c, not in ${ctx.s.step}`);
  const hq = own(ctx.s.bases, cmd.base);
  if (!hq) return refuse("unknown-base", `there is no base "${cmd.base}"`, "$.base");
  if (!inPlay(hq)) return refuse("out-of-play", `${hq.id} is ${hq.status}`, "$.base");
  if (!isHq(statOf(ctx.env, hq)))
    return refuse("not-allowed", `${hq.id} is not an HQ base; combat bases need no roll`, "$.base");
  if (hq.hqMoveAllowed !== null)
    return refuse("not-allowed", `${hq.id} has already rolled to move this turn`, "$.base");
  const side = sideOf(ctx.s, hq.side);
  const mods: Modifier[] = [];
  if (side.hqMoveBonus)
    mods.push(
      mod(
        "finished-moving-first",
        ctx.env.charts.command.hqMoveFinishedFirst,
        "finished moving first last turn",
      ),
    );
  const r = roll(ctx, {
    purpose: "hq-move",
    base: hq.id,
    side: side.id,
    against: side.commandRating,
    modifiers: mods,
    decide: (t) => (t >= side.commandRating ? "may move" : "stays"),
  });
  if (!r.ok) return r;
  hq.hqMoveAllowed = r.value.total >= side.commandRating;
  emit(ctx, { type: "hq-move", base: hq.id, allowed: hq.hqMoveAllowed });
  if (hq.hqMoveAllowed)
    emit(ctx, { type: "marker", kind: "move", action: "placed", side: side.id, base: hq.id });
  return DONE;
}

/** HQ bases in play belonging directly to a formation. */
const hqsOf = (ctx: Ctx, f: Formation): Base[] =>
  allBases(ctx.s).filter((b) => b.formation === f.id && inPlay(b) && isHq(statOf(ctx.env, b)));

/** The nearest formation at or above `f` that has HQ bases in play. */
function commandingFormation(ctx: Ctx, f: Formation): Formation | null {
  let cur: Formation | undefined = f;
  const seen = new Set<string>();
  while (cur && !seen.has(cur.id)) {
    seen.add(cur.id);
    if (hqsOf(ctx, cur).length > 0) return cur;
    cur = cur.parent ? own(ctx.s.formations, cur.parent) : undefined;
  }
  return null;
}

/** True when `f` or any formation under it has a Move marker. */
function subtreeMoves(ctx: Ctx, f: Formation): boolean {
  if (f.moveMarker) return true;
  return Object.values(ctx.s.formations).some((c) => c.parent === f.id && subtreeMoves(ctx, c));
}

function centroid(bases: readonly Base[]): Point | null {
  if (bases.length === 0) return null;
  return [
    bases.reduce((a, b) => a + b.x, 0) / bases.length,
    bases.reduce((a, b) => a + b.y, 0) / bases.length,
  ];
}

/** Runs step 1d: Broadcast markers next to the HQs of moving units, and second-level HQs. */
export function placeBroadcastMarkers(ctx: Ctx): Outcome {
  const marked = new Set<string>();
  const mark = (hq: Base) => {
    if (marked.has(hq.id)) return;
    marked.add(hq.id);
    const m = { hq: hq.id, side: hq.side, at: at(hq), turn: ctx.s.turn };
    ctx.s.markers.broadcast.push(m);
    emit(ctx, { type: "marker", kind: "broadcast", action: "placed", base: hq.id, side: hq.side, at: m.at });
  };
  const commanding = new Set<string>();
  const ids = Object.keys(ctx.s.formations).sort();
  for (const id of ids) {
    const f = own(ctx.s.formations, id)!;
    if (!f.moveMarker) continue;
    const cf = commandingFormation(ctx, f);
    if (!cf) continue;
    commanding.add(cf.id);
    // seed 000 §2.4: with more than one HQ base, the marker goes next to the closest one.
    const members = allBases(ctx.s).filter(
      (b) => b.formation === f.id && inPlay(b) && !isHq(statOf(ctx.env, b)),
    );
    const c = centroid(members) ?? at(hqsOf(ctx, cf)[0]!);
    const hqs = hqsOf(ctx, cf).sort((a, b) => dist(at(a), c) - dist(at(b), c) || a.id.localeCompare(b.id));
    mark(hqs[0]!);
  }
  // seed 000 §2.4: higher HQs are all marked when more than one of their subordinate formations moves.
  for (const id of ids) {
    const g = own(ctx.s.formations, id)!;
    if (hqsOf(ctx, g).length === 0) continue;
    const hasLowerHq = [...commanding].some((c) => c !== g.id && isBelow(ctx, c, g.id));
    if (!hasLowerHq) continue;
    const moving = Object.values(ctx.s.formations).filter((c) => c.parent === g.id && subtreeMoves(ctx, c));
    if (moving.length > 1) for (const hq of hqsOf(ctx, g)) mark(hq);
  }
  return DONE;
}

/** True when formation `a` lies below formation `b`. */
function isBelow(ctx: Ctx, a: string, b: string): boolean {
  let f = own(ctx.s.formations, a);
  const seen = new Set<string>();
  while (f?.parent && !seen.has(f.id)) {
    seen.add(f.id);
    if (f.parent === b) return true;
    f = own(ctx.s.formations, f.parent);
  }
  return false;
}
