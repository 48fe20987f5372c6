import type { Session } from "../../../core/game/session";
import type { LnlState } from "../../../core/lnl/state";
import type { EndReporter } from "../../ruleset-node";
import { oneLine } from "../../terminal";

/** Where a Lock 'n Load game ends, for `sightline replay`: turn, phase, winner, every counter. */
export const lnlEnd: EndReporter = {
  report(file, session: Session) {
    const s = session.now as LnlState;
    const units = s.units.map((u) => ({
      id: u.id,
      side: u.side,
      kind: u.kind,
      hex: u.hex,
      status: u.eliminated
        ? u.wreck
          ? "wreck"
          : "eliminated"
        : u.abandoned
          ? "abandoned"
          : u.shaken
            ? "shaken"
            : "good order",
      wounded: u.wounded,
    }));
    const json = {
      file,
      ok: true,
      ruleset: "lnl",
      name: session.file.name,
      entries: session.file.commands.length,
      turn: s.turn,
      turnLimit: s.turnLimit,
      phase: s.phase,
      toAct: session.game.seatsToAct(s),
      winner: s.winner,
      reason: s.endWhy ?? null,
      units,
    };
    const text = [
      `${file}: ok: ${JSON.stringify(session.file.name)} (lnl), ${json.entries} entries replayed`,
      s.phase === "over"
        ? `game over at turn ${s.turn}: ${s.winner ? `${s.winner} wins` : "a draw"} (${s.endWhy ?? "no reason recorded"})`
        : `turn ${s.turn} of ${s.turnLimit}, ${s.phase} phase, to act: ${json.toAct.join(", ")}`,
      "counters:",
      ...units.map(
        (u) => `  ${u.id} (${u.side}, ${u.kind}) in ${u.hex}: ${u.status}${u.wounded ? ", wounded" : ""}`,
      ),
    ];
    return { json, text: text.map(oneLine).join("\n") };
  },
};
