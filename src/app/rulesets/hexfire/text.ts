import type { HexfireEvent, Resolution } from "../../../core/hexfire/apply";
import { type Calc, type CardLine, totals } from "../../../core/hexfire/combat";
import type { HexfireState, HexfireUnit } from "../../../core/hexfire/state";

/**
 * The hex fire/assault page's words: the phase line, a unit's status, the Fire/Assault preview and a
 * resolved result line by line (the lines `sightline hexfire-fire` prints: each card line with its
 * value and what was measured for it), and one log line per entry.
 */

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** One card line as the calculator prints it. */
export const cardLineText = (l: CardLine) => `${signed(l.value)} ${l.card} (measured: ${l.measured})`;

/** The phase bar: the turn, whose activation, the Op Fire window. */
export function phaseText(v: HexfireState, seat: string | undefined): string {
  const turn = `Turn ${v.turn} of ${v.turnLimit}`;
  if (v.over)
    return `${turn}: game over, ${v.winner ? `${v.winner} wins` : "a draw"} (points ${v.sides.map((s, i) => `${s} ${v.points[i]}`).join(", ")})`;
  if (v.deploying !== null)
    return `Deployment: ${v.deploying} places its units in its zone (hidden from the other side until both have deployed)`;
  if (v.opWindow) return `${turn}: ${seat} may Op Fire at ${v.opWindow.mover}, which has just moved, or pass`;
  if (v.activation)
    return `${turn}: ${seat}'s activation: ${v.activation.unit} ${v.activation.moved ? "has moved: fire, assault or end" : "may move, fire or assault, or end"}`;
  return `${turn}: ${seat}'s activation: click a unit's hex to pick it, or pass`;
}

/** A unit's status words. */
export function statusText(u: HexfireUnit): string {
  const marks = [
    u.shaken && "Shaken",
    u.reduced && "Reduced",
    u.finished && "Finished",
    u.carriedBy && `aboard ${u.carriedBy}`,
  ].filter(Boolean);
  return marks.length ? marks.join(", ") : "ready";
}

/** A calculation before the dice: AV and DV line by line, and what 2d6 must roll. */
export function calcLines(c: Calc): string[] {
  const t = totals(c);
  return [
    `AV = FP ${c.avBase} + 2d6`,
    ...c.av.map(cardLineText),
    `DV = armour ${c.dvBase}`,
    ...c.dv.map(cardLineText),
    `AV ${t.av} + 2d6 against DV ${t.dv}: 1 hit from 2d6 ≥ ${t.dv - t.av + 1}, 3 (eliminated) from 2d6 ≥ ${t.dv - t.av + 3}`,
  ];
}

const EFFECT: ReadonlyMap<Resolution["effect"], string> = new Map([
  ["none", "no effect"],
  ["shaken", "Shaken"],
  ["shaken-reduced", "Shaken and Reduced"],
  ["eliminated", "eliminated"],
]);

/** A resolved fire, Op Fire or assault, line by line with its dice. */
export function resolutionLines(r: Resolution): string[] {
  const what = r.type === "assault" ? "Assault" : r.type === "op-fire" ? "Op Fire" : "Fire";
  return [
    `${what}: ${r.units.join(" + ")} at ${r.target}`,
    `AV = FP ${r.avBase} + 2d6 (${r.dice[0]}+${r.dice[1]})`,
    ...r.av.map(cardLineText),
    `DV = armour ${r.dvBase}`,
    ...r.dv.map(cardLineText),
    `AV ${r.total.av} − DV ${r.total.dv} = ${r.hits} hit${r.hits === 1 ? "" : "s"}: ${r.target} ${EFFECT.get(r.effect)}`,
  ];
}

/** One event in words (a resolution in one line: the log; the panel shows it whole). */
export function eventText(e: HexfireEvent): string {
  switch (e.type) {
    case "move":
      return `${e.unit} moves ${e.path.join("→")} (${e.cost} MP)${e.opFire ? "; Op Fire window" : ""}`;
    case "fire":
    case "op-fire":
    case "assault": {
      const lines = resolutionLines(e);
      return `${lines[0]}: ${lines[lines.length - 1]!.replace(/^AV /, "AV ")}`;
    }
    case "finished":
      return `Finished: ${e.units.join(", ")}`;
    case "eliminated":
      return `${e.unit} eliminated in ${e.hex}`;
    case "retreat":
      return e.to ? `${e.unit} retreats ${e.from}→${e.to}` : `${e.unit} cannot retreat from ${e.from}`;
    case "take-hex":
      return `${e.units.join(", ")} take ${e.hex}`;
    case "load":
      return `${e.passenger} boards ${e.unit}`;
    case "unload":
      return `${e.passenger} leaves ${e.unit} in ${e.hex}`;
    case "end":
      return `${e.unit} ends its activation`;
    case "pass":
      return e.opFire ? `${e.side} does not Op Fire` : `${e.side} passes`;
    case "rally":
      return `${e.unit} rally: 2d6 ${e.dice[0]}+${e.dice[1]} ${signed(e.bonus)}: ${e.rallied ? "rallied" : "still Shaken"}`;
    case "score":
      return `${e.side} scores ${e.points} for ${e.hex}`;
    case "turn":
      return `Turn ${e.turn}: initiative ${e.initiative.map((i) => `${i.side} ${i.dice[0]}+${i.dice[1]}`).join(", ")}: ${e.first} first`;
    case "place":
      return `${e.unit} deploys in ${e.hex}`;
    case "deployed":
      return `${e.side} has deployed`;
    case "over":
      return `Game over: ${e.winner ? `${e.winner} wins` : "a draw"} (${e.points.join("–")})`;
  }
}

/** One log line: the seat and what happened. */
export const logLine = (seat: string, events: readonly HexfireEvent[]): string =>
  `${seat}: ${
    events
      .filter((e) => e.type !== "finished")
      .map(eventText)
      .join("; ") || "—"
  }`;
