import type { FirefightState } from "../../../core/firefight/state";
import type { Session } from "../../../core/game/session";
import type { EndReporter } from "../../ruleset-node";
import { oneLine } from "../../terminal";

/** Where a firefight game ends: turn, step, result and every unit's standing models. */
export const firefightEnd: EndReporter = {
  report(file: string, s: Session): { json: Record<string, unknown>; text: string } {
    const st = s.now as FirefightState;
    const units = st.units.map((u) => ({
      id: u.id,
      side: u.side,
      status: u.status,
      standing: st.models.filter((m) => m.unit === u.id && !m.slain).length,
      slain: st.models.filter((m) => m.unit === u.id && m.slain).length,
    }));
    const json = {
      file,
      ok: true,
      ruleset: s.file.ruleset,
      name: s.file.name,
      entries: s.file.commands.length,
      turn: st.turn,
      turnLimit: st.turnLimit,
      priority: st.priority,
      step: st.step.kind,
      over: st.over,
      toAct: s.game.seatsToAct(st),
      units,
    };
    const lines = [
      `${file}: ok: ${JSON.stringify(s.file.name)} (firefight), ${json.entries} entries replayed`,
      st.over
        ? `game over at turn ${st.turn} of ${st.turnLimit}: ${st.over.winner ? `${st.over.winner} wins` : "draw"} (${st.over.reason})`
        : `turn ${st.turn} of ${st.turnLimit}, ${st.priority} has priority, step ${st.step.kind}; to act: ${json.toAct.join(", ")}`,
      "units:",
      ...units.map((u) => `  ${u.id} (${u.side}): ${u.status}, ${u.standing} standing, ${u.slain} slain`),
    ];
    return { json, text: lines.map(oneLine).join("\n") };
  },
};
