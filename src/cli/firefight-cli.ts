import type { Catalog } from "../core/catalog/schema";
import { builtinFirefightRules } from "../core/firefight/builtin";
import { FIREFIGHT_SIGHT, measuredFirefightOracle } from "../core/firefight/measured";
import { firefightRuleset } from "../core/firefight/ruleset";
import type { FirefightState } from "../core/firefight/state";
import type { Session } from "../core/game/session";
import { createWorld } from "../geometry/los/world";
import { cliCatalog } from "./io";
import type { EndReporter, RulesetCli } from "./rulesets";
import { oneLine } from "./terminal";

/**
 * The firefight's command-line half (src/cli/rulesets.ts): the ruleset with the shipped rules data and
 * the measured sight oracle over each game's table, and how `sightline replay` reports where a game
 * ends. Its calculator, `sightline firefight`, is firefight.ts.
 */
export function cliFirefightRuleset(catalog: Catalog) {
  const rules = builtinFirefightRules();
  return firefightRuleset({
    catalog,
    rules,
    oracleFor: (table) => measuredFirefightOracle(createWorld(table, catalog, FIREFIGHT_SIGHT), rules),
  });
}

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

/** The firefight as the CLI registry loads it (it reads no data files: its rules data is shipped). */
export const firefightCli: RulesetCli = {
  ruleset: () => cliFirefightRuleset(cliCatalog()),
  end: firefightEnd,
};
