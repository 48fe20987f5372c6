import type { FirestrikeData } from "../../../core/firestrike/module";
import type { RulesetNode } from "../../ruleset-node";
import { firestrikeEnd } from "./cli";
import { loadCharts, loadStats } from "./data";

/**
 * Firestrike's Node part (its module: src/rulesets/firestrike.ts): the charts and stat lines read from
 * models/firestrike/ (or `--charts`, `--units`), `replay`'s end report, its calculator `fire`, and its
 * bot, which tries its candidates on the measured LOS before it sends them. Each loads when used.
 */
export const firestrikeNode: RulesetNode<FirestrikeData> = {
  data(files) {
    // Sync, as the data is read when a command starts; the reader is small.
    const charts = loadCharts(files.charts);
    return { charts, stats: loadStats(charts, files.units) };
  },
  end: firestrikeEnd,
  commands: {
    fire: {
      usage: async () => (await import("./fire")).USAGE,
      run: async (a) => (await import("./fire")).fireCommand(a),
    },
  },
  async bot(invite, o) {
    const [{ runBot }, { cliCatalog }] = await Promise.all([import("../../bot-player"), import("../../io")]);
    const charts = loadCharts(undefined);
    return runBot(invite, { catalog: cliCatalog(), charts, stats: loadStats(charts, undefined) }, o);
  },
};
