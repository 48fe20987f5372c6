import { readFileSync } from "node:fs";
import { policiesOf } from "../../src/cli/bot-policy";
import { cliRuleset } from "../../src/cli/rulesets";
import { commitmentOf } from "../../src/core/game/dice";
import { validateGame } from "../../src/core/game/format";
import type { Policies } from "../../src/core/game/policy";
import { registryOf } from "../../src/core/game/ruleset";
import { openSession, type Session } from "../../src/core/game/session";
import type { RulesetModule } from "../../src/rulesets";

/**
 * Games of any listed ruleset for the computer players' tests: its ruleset and policies as the CLI
 * builds them (measured LOS), and a new game from the set-up of its recorded game in
 * tests/fixtures/games/ (its log, seed and stamps dropped), with a host seed and a turn limit.
 */
export async function rulesetGames(m: RulesetModule, fixture: string) {
  const { ruleset } = await cliRuleset(m, { charts: undefined, units: undefined });
  const registry = registryOf(ruleset);
  const policies: Policies = (await policiesOf(m)) ?? {};
  const recorded = JSON.parse(
    readFileSync(new URL(`../fixtures/games/${fixture}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>;
  const {
    commands: _c,
    seed: _s,
    commitment: _k,
    seats: _t,
    entrySeats: _e,
    rolls: _r,
    savedAt: _a,
    ...setup
  } = recorded;
  const newGame = (seed: string, turns: number, extra: Record<string, unknown> = {}): Session => {
    const json = { ...setup, ...extra, turnLimit: turns, seed, commitment: commitmentOf(seed), commands: [] };
    const f = validateGame(json, registry);
    if (!f.ok) throw new Error(JSON.stringify(f.error));
    const s = openSession(f.value, registry);
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    return s.value;
  };
  return { registry, policies, newGame };
}
