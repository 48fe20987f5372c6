import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { applyLnl, seatsToAct } from "../../../src/core/lnl/apply";
import { parseLnlCommand } from "../../../src/core/lnl/commands";
import { scriptedDice } from "../../../src/core/lnl/dice";
import { lnlMapOf } from "../../../src/core/lnl/map";
import { lnlStart } from "../../../src/core/lnl/ruleset";
import { parseLnlBody } from "../../../src/core/lnl/setup";
import type { LnlState } from "../../../src/core/lnl/state";
import { createWorld } from "../../../src/geometry/los/world";

/** The reducer tests' bare 12×12" board of 1" flat hexes, its counters, and scripted commands. */

export type LnlMap = NonNullable<ReturnType<typeof lnlMapOf>>;

/** The bare board as a table file: 12×12", no features, 1" hexes. */
export const BARE_TABLE = {
  format: "sightline-table/1",
  name: "t",
  width: 12,
  depth: 12,
  features: [],
  hex: { sizeInches: 1 },
};

/** A counter (a squad unless `extra` says otherwise). */
export const unit = (id: string, side: string, hex: string, extra = {}) => ({
  id,
  side,
  kind: "squad",
  hex,
  firepower: 2,
  range: 6,
  movement: 4,
  morale: 4,
  ...extra,
});

/** A leader counter (LM by the counters' default). */
export const leader = (id: string, side: string, hex: string) =>
  unit(id, side, hex, { kind: "leader", firepower: 1, range: 4, movement: 5, morale: 6 });

/** A game on the bare board, in its first rally phase. */
export function bareGame(counters: unknown[], overrides: unknown[] = []) {
  const table = { ...BARE_TABLE, hex: { sizeInches: 1, overrides } };
  const body = parseLnlBody({ table, counters }, builtinCatalog());
  if (!body.ok) throw new Error(JSON.stringify(body.error));
  const map = lnlMapOf(createWorld(body.value.table, builtinCatalog(), FIRESTRIKE_SIGHT))!;
  return { s: lnlStart(body.value), map };
}

/** A game on the bare board with both sides' rally ended: the Operations Phase, first side to act. */
export function opsGame(counters: unknown[]) {
  let { s, map } = bareGame(counters);
  for (let i = 0; i < 2; i++)
    s = must(applyLnl(s, seatsToAct(s)[0]!, { type: "end-rally" }, map, scriptedDice([])));
  return { s, map };
}

/** `c` parsed as a command and applied as `seat`, with `rolls` as the dice. */
export function run(s: LnlState, map: LnlMap, seat: string, c: unknown, rolls: number[] = []) {
  const cmd = parseLnlCommand(c);
  if (!cmd.ok) throw new Error(cmd.error.message);
  return applyLnl(s, seat, cmd.value, map, scriptedDice(rolls));
}

/** The state after an accepted command (a refusal throws its message). */
export function must(r: ReturnType<typeof applyLnl>): LnlState {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}
