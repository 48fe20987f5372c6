import { deployingSide } from "../../../core/firestrike/match/deployment";
import { type GameResult, gameResult } from "../../../core/firestrike/match/result";
import type { FirestrikeGame } from "../../../core/firestrike/match/ruleset";
import type { Session } from "../../../core/firestrike/match/session";
import { stepLabel } from "../../../core/firestrike/match/steps";
import { allBases } from "../../../core/firestrike/query";
import type { Base } from "../../../core/firestrike/state";
import type { EndReporter } from "../../ruleset-node";
import { oneLine } from "../../terminal";

/**
 * How `sightline replay` reports where a Firestrike game ends (turn, step, result, every base): its
 * node part's `end` (./index.ts).
 */

/** One base where the game ends. */
interface BaseReport {
  id: string;
  side: string;
  statLine: string;
  x: number;
  y: number;
  facing: number;
  status: string;
  damage: number;
  carriedBy: string | null;
}

/** Where a legal game ends, as `--json` prints it. */
interface EndReport {
  file: string;
  ok: true;
  name: string;
  entries: number;
  /** "deploying" before the first turn, "playing", or "over" */
  phase: "deploying" | "playing" | "over";
  deploying: string | null;
  turn: number | null;
  turnLimit: number | null;
  step: string | null;
  conceded: string | null;
  result: GameResult | null;
  bases: BaseReport[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function baseReport(b: Base): BaseReport {
  return {
    id: b.id,
    side: b.side,
    statLine: b.statLine,
    x: round(b.x),
    y: round(b.y),
    facing: round(b.facing),
    status: b.status,
    damage: b.damage,
    carriedBy: b.carriedBy,
  };
}

function endReport(file: string, s: Session): EndReport {
  const st = s.now.state;
  const over = st !== null && (st.over || s.now.conceded !== null);
  const placed = s.now.deployment.placed;
  const bases: BaseReport[] = st
    ? allBases(st).map(baseReport)
    : s.file.body.forces.bases.map((b) => {
        const p = Object.hasOwn(placed, b.id) ? placed[b.id] : undefined;
        return {
          id: b.id,
          side: b.side,
          statLine: b.statLine,
          x: round(p?.x ?? b.x),
          y: round(p?.y ?? b.y),
          facing: round(p?.facing ?? b.facing),
          status: p || b.carriedBy || b.towedBy ? "deployed" : "not deployed",
          damage: b.damage,
          carriedBy: b.carriedBy ?? null,
        };
      });
  return {
    file,
    ok: true,
    name: s.file.name,
    entries: s.file.commands.length,
    phase: st === null ? "deploying" : over ? "over" : "playing",
    deploying: st === null ? deployingSide(s.now.deployment) : null,
    turn: st?.turn ?? null,
    turnLimit: st?.turnLimit ?? null,
    step: st ? stepLabel(st.step) : null,
    conceded: s.now.conceded,
    result: st ? gameResult(st, s.env, s.file.body.table, s.now.conceded) : null,
    bases,
  };
}

function endText(r: EndReport): string {
  const lines = [`${r.file}: ok: ${JSON.stringify(r.name)}, ${r.entries} entries replayed`];
  if (r.phase === "deploying") lines.push(`ends in deployment: ${r.deploying ?? "nobody"} is placing bases`);
  else
    lines.push(
      `ends at turn ${r.turn} of ${r.turnLimit}, step ${r.step}${r.phase === "over" ? " (game over)" : ""}`,
    );
  if (r.result) {
    const winner = r.result.winner ? `${r.result.winner} wins` : "draw";
    lines.push(`${r.result.over ? "result" : "standing"}: ${winner} (${r.result.reason})`);
    for (const x of r.result.sides)
      lines.push(
        `  ${x.side}: ${x.inPlay} of ${x.bases} bases in play, ${x.lost} lost, ${x.abandoned} abandoned, ${x.hqLost} HQ lost, ${x.points} objective points${x.objectives.length ? ` (${x.objectives.join(", ")})` : ""}`,
      );
  }
  lines.push("bases:");
  for (const b of r.bases)
    lines.push(
      `  ${b.id} (${b.side}, ${b.statLine}) at (${b.x}, ${b.y}) facing ${b.facing}: ${b.status}${b.damage ? `, ${b.damage} damage` : ""}${b.carriedBy ? `, carried by ${b.carriedBy}` : ""}`,
    );
  // Each line is one line: an id or name from the file cannot start another.
  return lines.map(oneLine).join("\n");
}

/** Where a Firestrike game ends, in words and as JSON. */
export const firestrikeEnd: EndReporter = {
  report(file, s) {
    const session = s as unknown as Session;
    const r = endReport(file, { ...session, env: (s.game as FirestrikeGame).env });
    return { json: r as unknown as Record<string, unknown>, text: endText(r) };
  },
};
