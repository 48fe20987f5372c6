import { own } from "../../own";
import type { GameEvent, RollEvent, RollPurpose } from "../events";
import type { GameState } from "../state";
import { type Phase, STEP_PHASE, type Step } from "../vocab";
import type { Entry } from "./entries";
import type { JournalItem } from "./session";
import { stepCode } from "./steps";

/**
 * The dice and event log in words: one row per log entry and one per event it produced, each with its
 * turn, phase, step and the bases and units it concerns, so the log panel can filter by turn, phase and
 * unit. Taken-back entries keep their rows (and their dice), marked as taken back.
 */

/** One line of the log. */
export interface LogRow {
  key: string;
  /** the log entry it belongs to (null for the opening dice of the game) */
  entry: number | null;
  kind: "entry" | "roll" | "event";
  turn: number | null;
  phase: Phase | null;
  step: Step | null;
  side: string | null;
  text: string;
  /** base and formation ids it concerns */
  units: string[];
  roll: RollEvent | null;
  takenBack: boolean;
}

/** What the log panel shows. */
export interface LogFilter {
  turn: number | null;
  phase: Phase | null;
  /** a base or formation id */
  unit: string | null;
  rollsOnly: boolean;
}

/** No filter. */
export const ALL: LogFilter = { turn: null, phase: null, unit: null, rollsOnly: false };

const ROLL_NAMES: Record<RollPurpose, string> = {
  discovery: "HQ discovery",
  "situational-awareness": "SA dice",
  "hq-move": "HQ move",
  "direct-fire": "Direct fire",
  "sa-die": "SA die",
  "indirect-fire": "Indirect fire",
  airstrike: "Airstrike",
  tens: "Morale (Tens)",
  rally: "Rally",
  assault: "Assault",
  immobilization: "Immobilization risk",
  recover: "Recover",
  mine: "Mines",
};

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** A roll in words: die, natural value, every modifier with its rule, total, target number and result. */
export function describeRoll(e: RollEvent): string {
  const who = e.base ?? e.side ?? "";
  const mods = e.modifiers.map((m) => ` ${signed(m.value)} (${m.text})`).join("");
  const against = e.against !== undefined ? ` against ${e.against}` : "";
  return `${ROLL_NAMES[e.purpose]}${who ? ` ${who}` : ""}: d${e.die} rolled ${e.natural}${mods} = ${e.total}${against} → ${e.outcome}`;
}

/** An event in words. */
export function describeEvent(e: GameEvent): string {
  switch (e.type) {
    case "roll":
      return describeRoll(e);
    case "step-started":
      return `Step ${stepCode(e.step)} begins`;
    case "turn-started":
      return `Turn ${e.turn} begins`;
    case "game-over":
      return `Game over: ${e.reason}`;
    case "sa-dice":
      return `${e.side} gets ${e.dice} SA dice (${e.points} points, SABR ${e.sabr}${e.rules.length ? `; ${e.rules.join(", ")}` : ""})`;
    case "hq-move":
      return `HQ ${e.base} ${e.allowed ? "may move" : "stays put"} this turn`;
    case "marker":
      return `${e.kind} marker ${e.action}${e.base ? ` on ${e.base}` : e.id ? ` (${e.id})` : ""}${e.side && !e.base ? ` for ${e.side}` : ""}`;
    case "moved":
      return `${e.base} moved ${e.movedInches.toFixed(1)}" (${e.mode}${e.costInches > 0 ? `, cost ${e.costInches.toFixed(1)}"` : ""}${e.stoppedBy ? `, stopped at contact with ${e.stoppedBy}` : ""})`;
    case "posture":
      return `${e.base} ${e.prone ? "goes prone" : "stands up"}`;
    case "fire":
      return `${e.firer} fires ${e.weapon} at ${e.target}: ${e.summary}`;
    case "hit":
      return `${e.base} hit: ${e.result} (${e.cause})`;
    case "damage":
      return `${e.base} takes ${e.points} damage, ${e.total} in all (${e.cause})`;
    case "combined":
      return `${e.base} combines into a kill with ${e.into} (${e.cause})`;
    case "destroyed":
      return `${e.base} destroyed (${e.cause})`;
    case "abandoned":
      return `${e.base} abandoned by its crew (${e.cause})`;
    case "recovered":
      return `${e.base} recovered: ${e.by} puts a crew back in it`;
    case "captured":
      return `${e.base} captured and disabled by ${e.by} (${e.side})`;
    case "immobilized":
      return `${e.base} immobilized${e.permanent ? " for good" : " this turn"} (${e.cause})`;
    case "mobile-again":
      return `${e.base} is mobile again`;
    case "pinned":
      return `${e.base} pinned (${e.cause})`;
    case "rallied":
      return `${e.base} rallies`;
    case "reaction":
      return `${e.base} reacts: ${e.reaction} (${e.hits} hits, column ${e.column})`;
    case "retreat-ended":
      return `${e.base} ends its retreat`;
    case "wire-destroyed":
      return `wire ${e.featureId} cut at ${e.alongInches.toFixed(1)}" (${e.cause})`;
    case "mounted":
      return `${e.base} mounts ${e.vehicle}${e.as === "rider" ? " as riders" : ""}`;
    case "dismounted":
      return `${e.base} dismounts from ${e.vehicle}`;
    case "cavalry":
      return `${e.base} ${e.dismounted ? "dismounts from" : "mounts"} its horses`;
    case "limbered":
      return `${e.gun} limbered to ${e.vehicle}`;
    case "unlimbered":
      return `${e.gun} unlimbered from ${e.vehicle}`;
    case "set-up":
      return `${e.gun} sets up (${Math.round(e.fraction * 100)}% of the turn)`;
    case "dig-in":
      return `${e.base} digs in: ${e.turns} of ${e.needed} turns${e.complete ? ", complete" : ""}`;
    case "entrenched":
      return `${e.base} entrenched (${e.trenchYards} yards of trench-line)`;
    case "minefield-cleared":
      return `${e.base} clears minefield ${e.featureId}`;
    case "assault":
      return `Assault: ${e.sides.map((s) => `${s.side} [${s.bases.join(", ")}] rolled ${s.natural}, total ${s.total}`).join(" vs ")} → ${e.outcome}`;
    case "resurrected":
      return `machine gun ${e.base} rebuilt from ${e.from}`;
    case "hq-lost":
      return `${e.side} loses HQ ${e.base}`;
  }
}

/** A log entry in words. */
export function describeEntry(e: Entry, side: string | null): string {
  const who = side ? `${side}: ` : "";
  switch (e.type) {
    case "deploy":
      return `${who}deploys ${e.base}`;
    case "end-deployment":
      return `${who}deployment finished`;
    case "done":
      return `${who}done with this step`;
    case "take-back":
      return `${who}TAKE BACK of the last command (both players agreed; its dice stay rolled)`;
    case "concede":
      return `${who}concedes the game`;
    case "direct-fire":
      return `${who}${e.firer} fires at ${e.target}${e.weapon ? ` with ${e.weapon}` : ""}${e.useSaDie ? ", backed by an SA die" : ""}`;
    case "move":
      return `${who}${e.base} moves (${e.mode}) to (${e.path.map((p) => `${p[0].toFixed(1)}, ${p[1].toFixed(1)}`).join(") → (")})`;
    case "place-impact-zone":
      return `${who}${e.firer} places an impact zone at (${e.center[0].toFixed(1)}, ${e.center[1].toFixed(1)})`;
    case "place-move-marker":
      return `${who}Move marker for ${e.formation}`;
    case "roll-hq-move":
      return `${who}HQ ${e.base} rolls to move`;
    case "recover-vehicle":
      return `${who}${e.base} recovers abandoned ${e.vehicle}`;
    case "capture-vehicle":
      return `${who}${e.base} captures abandoned ${e.vehicle}`;
    case "place-airstrike":
      return `${who}${e.strike} airstrike at (${e.center[0].toFixed(1)}, ${e.center[1].toFixed(1)})`;
    case "advance":
      return `${who}advance to the next step`;
    default:
      return `${who}${e.type} ${"base" in e ? e.base : ""}`.trim();
  }
}

const IDS = [
  "base",
  "firer",
  "target",
  "into",
  "from",
  "vehicle",
  "gun",
  "engineer",
  "formation",
  "by",
] as const;

function idsIn(x: object): string[] {
  const out: string[] = [];
  for (const k of IDS) {
    const v = (x as Record<string, unknown>)[k];
    if (typeof v === "string") out.push(v);
  }
  if ("sides" in x && Array.isArray((x as { sides: unknown }).sides))
    for (const s of (x as { sides: { bases?: string[] }[] }).sides) out.push(...(s.bases ?? []));
  return out;
}

/** Base ids plus the formations they belong to (a "unit" filter matches either). */
function unitsOf(ids: string[], s: GameState | null): string[] {
  const out = new Set(ids);
  for (const id of ids) {
    const f = own(s?.bases, id)?.formation;
    if (f) out.add(f);
  }
  return [...out];
}

/**
 * Why an airstrike, an impact zone or an assault did nothing, in the log (issue 23 item 6): a zone's
 * removal says so when no base was rolled for under it, and when step 5c ends a base that moved to
 * assault this turn (in assault mode, or into contact with an enemy) but fought no assault gets a line
 * saying it had no contact at 5c. Read from the events in order, so saved games need nothing new.
 */
function whyNothing(s: GameState | null) {
  let baseRolls = 0;
  let turn: number | null = null;
  let inAssaults = false;
  const movers = new Map<string, number>();
  const fought = new Set<string>();
  const gone = new Set<string>();
  const enemies = (a: string, b: string) => {
    const x = s?.bases[a]?.side;
    const y = s?.bases[b]?.side;
    return x !== undefined && y !== undefined && x !== y;
  };
  return {
    /** Rows to put before an event (the notes for a 5c that has just ended). */
    before(e: GameEvent): Pick<LogRow, "text" | "units" | "step" | "phase" | "kind" | "roll">[] {
      const out: Pick<LogRow, "text" | "units" | "step" | "phase" | "kind" | "roll">[] = [];
      if (e.type === "step-started" || e.type === "turn-started") {
        if (inAssaults && e.step !== "assaults")
          for (const [base, t] of movers)
            if (t === turn && !fought.has(base) && !gone.has(base))
              out.push({
                text: `${base} moved to assault but had no contact at 5c: no assault`,
                units: unitsOf([base], s),
                step: "assaults",
                phase: STEP_PHASE.assaults,
                kind: "event",
                roll: null,
              });
        if (e.turn !== turn) {
          turn = e.turn;
          movers.clear();
          fought.clear();
          gone.clear();
        }
        inAssaults = e.step === "assaults";
        baseRolls = 0;
      }
      return out;
    },
    /** Words to add to an event's own row. */
    after(e: GameEvent): string {
      if (e.type === "roll" && e.base && (e.purpose === "indirect-fire" || e.purpose === "airstrike"))
        baseRolls++;
      if (e.type === "moved" && (e.mode === "assault" || (e.stoppedBy && enemies(e.base, e.stoppedBy))))
        movers.set(e.base, e.turn);
      if (e.type === "assault") for (const x of e.sides) for (const b of x.bases) fought.add(b);
      if (e.type === "destroyed" || e.type === "abandoned") gone.add(e.base);
      if (e.type !== "marker" || e.action !== "removed") return "";
      if (e.kind !== "impact-zone" && e.kind !== "airstrike") return "";
      const nothing = baseRolls === 0;
      baseRolls = 0;
      if (!nothing) return "";
      return e.kind === "impact-zone"
        ? ": it did nothing, no base under the zone"
        : ": it did nothing, no base under the square";
    },
  };
}

/** Every row of the log: the opening dice, then each entry and what it did. */
export function logRows(
  opening: readonly GameEvent[],
  journal: readonly JournalItem[],
  s: GameState | null,
): LogRow[] {
  const rows: LogRow[] = [];
  const eventRow = (
    e: GameEvent,
    entry: number | null,
    side: string | null,
    takenBack: boolean,
    k: number,
  ): LogRow => ({
    key: `${entry ?? "o"}:${k}`,
    entry,
    kind: e.type === "roll" ? "roll" : "event",
    turn: e.turn,
    phase: STEP_PHASE[e.step],
    step: e.step,
    side: (e as { side?: string }).side ?? side,
    text: describeEvent(e),
    units: unitsOf(idsIn(e), s),
    roll: e.type === "roll" ? e : null,
    takenBack,
  });
  opening.forEach((e, k) => {
    rows.push(eventRow(e, null, null, false, k));
  });
  const why = whyNothing(s);
  for (const j of journal) {
    rows.push({
      key: `${j.index}`,
      entry: j.index,
      kind: "entry",
      turn: j.note.turn,
      phase: j.note.step ? STEP_PHASE[j.note.step] : null,
      step: j.note.step,
      side: j.side,
      text: describeEntry(j.entry, j.side),
      units: unitsOf(idsIn(j.entry), s),
      roll: null,
      takenBack: j.takenBack,
    });
    j.events.forEach((e, k) => {
      for (const [n, note] of why.before(e).entries())
        rows.push({ ...eventRow(e, j.index, j.side, j.takenBack, k), ...note, key: `${j.index}:${k}:n${n}` });
      const row = eventRow(e, j.index, j.side, j.takenBack, k);
      rows.push({ ...row, text: row.text + why.after(e) });
    });
  }
  return rows;
}

/** The rows a filter keeps. */
export function filterLog(rows: readonly LogRow[], f: LogFilter): LogRow[] {
  return rows.filter(
    (r) =>
      (f.turn === null || r.turn === f.turn) &&
      (f.phase === null || r.phase === f.phase) &&
      (f.unit === null || r.units.includes(f.unit)) &&
      (!f.rollsOnly || r.kind === "roll"),
  );
}
