import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { replayCommand } from "../../src/cli/replay";
import { loadRulesets } from "../../src/cli/rulesets";
import { GAME_FORMAT, parseGameText } from "../../src/core/game/format";
import type { RulesetRegistry } from "../../src/core/game/ruleset";
import { openSession } from "../../src/core/game/session";
import { RULESETS } from "../../src/rulesets";

// Issue 36, "Done when": every ruleset of the list has a recorded whole game in tests/fixtures/games/
// that `sightline replay --verify` accepts. A ruleset added to RULESETS without such a game fails here,
// by name. A game's ruleset is the file's own (`ruleset`; a sightline-game/1 save, which has none, is
// Firestrike's by its migration), as the format reads it. The whole game must be in the current format
// (an old save still replays through its migration, but is no record of what the page and server write).

const games = new URL("../fixtures/games/", import.meta.url).pathname;
let registry: RulesetRegistry;
/** every game file of the folder, by the ruleset it names */
const byRuleset = new Map<string, string[]>();
/** the game files written in the current format (GAME_FORMAT) */
const current = new Set<string>();

beforeAll(async () => {
  ({ registry } = await loadRulesets({ charts: undefined, units: undefined }));
  for (const name of readdirSync(games).sort()) {
    if (!name.endsWith(".json")) continue;
    const text = readFileSync(join(games, name), "utf8");
    const format = (JSON.parse(text) as { format?: unknown }).format;
    if (typeof format !== "string" || !format.startsWith("sightline-game/")) continue;
    const file = parseGameText(text, registry);
    if (!file.ok)
      throw new Error(`${name} is not a game file Sightline opens: ${JSON.stringify(file.error)}`);
    byRuleset.set(file.value.ruleset, [...(byRuleset.get(file.value.ruleset) ?? []), name]);
    if (format === GAME_FORMAT) current.add(name);
  }
});

/** `sightline replay <file> --verify --json` in-process: its exit status and its report. */
async function replayVerify(path: string) {
  const out: string[] = [];
  const errs: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((s) => void out.push(String(s)));
  const err = vi.spyOn(console, "error").mockImplementation((s) => void errs.push(String(s)));
  try {
    const code = await replayCommand([path, "--verify", "--json"]);
    return { code, report: out.length ? (JSON.parse(out.join("")) as { ok: boolean }) : null, errs };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

/** Whether the engine says the recorded game is over (its own `over`, whatever the report's shape). */
function over(path: string): boolean {
  const file = parseGameText(readFileSync(path, "utf8"), registry);
  if (!file.ok) return false;
  const s = openSession(file.value, registry);
  return s.ok && s.value.game.over(s.value.now);
}

describe("every ruleset of the list has a recorded whole game that replay --verify accepts", () => {
  it.each(RULESETS.map((m) => [m.id, m.name] as const))("%s (%s)", async (id) => {
    const files = byRuleset.get(id) ?? [];
    expect(
      files,
      `the ruleset "${id}" has no recorded game in tests/fixtures/games/ (a game file with "ruleset": "${id}"); record one as tests/fixtures/games/record-*.ts do`,
    ).not.toEqual([]);
    const whole: string[] = [];
    for (const name of files) {
      const path = join(games, name);
      const r = await replayVerify(path);
      expect(r.code, `sightline replay ${name} --verify: ${r.errs.join("\n")}`).toBe(0);
      expect(r.report).toMatchObject({ ok: true });
      if (over(path) && current.has(name)) whole.push(name);
    }
    expect(
      whole,
      `no recorded game of "${id}" (${files.join(", ")}) in ${GAME_FORMAT} is played to its end`,
    ).not.toEqual([]);
  });
});
