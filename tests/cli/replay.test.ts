import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `sightline replay` as a user runs it: a real process on the shipped games
 * (tests/fixtures/games/*.json) and on tampered copies. Exit 0 for a legal game, 1 for an illegal or
 * unreadable file, 2 for bad arguments; never a stack trace.
 */

const root = new URL("../..", import.meta.url).pathname;
const games = join(root, "tests/fixtures/games");
const STACK = /^\s+at\s|\w+Error:|node:internal/m;
let dir = "";

function replay(...args: string[]) {
  const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", "replay", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(`${r.stdout}${r.stderr}`).not.toMatch(STACK);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// biome-ignore lint/suspicious/noExplicitAny: the tests edit arbitrary paths of a game's JSON
type Json = Record<string, any>;

/** A copy of a shipped game, changed by `edit`, written to the temp folder. */
function tampered(name: string, from: string, edit: (g: Json) => void): string {
  const g = JSON.parse(readFileSync(join(games, from), "utf8"));
  edit(g);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(g));
  return path;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sightline-replay-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("sightline replay", () => {
  it("replays the recorded skirmish to its end: turn, step, result, every base", () => {
    const r = replay("tests/fixtures/games/skirmish.json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'tests/fixtures/games/skirmish.json: ok: "Crossroads skirmish (recorded)", 75 entries',
    );
    expect(r.stdout).toMatch(/ends at turn 2 of 2, step 5e .*\(game over\)/);
    expect(r.stdout).toMatch(/^result: (draw|\w+ wins) \(turn limit of 2 reached/m);
    expect(r.stdout).toMatch(/^ {2}b3 \(blue, infantry\) at \([\d.]+, [\d.]+\) facing \d+: destroyed$/m);
    expect(r.stdout.match(/^ {2}\S+ \((blue|red), /gm)?.length).toBe(15);
  });

  it("--json gives the same as one object, matching the golden final state", () => {
    const r = replay("tests/fixtures/games/skirmish.json", "--json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    const golden = JSON.parse(readFileSync(join(games, "skirmish.golden.json"), "utf8"));
    expect(j).toMatchObject({ ok: true, entries: 75, phase: "over", turn: 2, conceded: null });
    expect(j.result).toEqual(golden.result);
    const goldenBases = Object.values(golden.state.bases) as { id: string; status: string; x: number }[];
    expect(j.bases).toHaveLength(goldenBases.length);
    for (const b of goldenBases)
      expect(j.bases.find((x: { id: string }) => x.id === b.id)).toMatchObject({ status: b.status });
  });

  it("replays the deployed actions game, which ends where it starts (turn 1, step 1c)", () => {
    const r = replay("tests/fixtures/games/actions.json", "--json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ ok: true, entries: 0, phase: "playing", turn: 1 });
    expect(j.step).toMatch(/^1c /);
  });

  it("a game that stops in deployment says who is placing bases", () => {
    const f = tampered("half-deployed.json", "skirmish.json", (g) => {
      g.commands = g.commands.slice(0, 3);
    });
    const r = replay(f);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("ends in deployment: blue is placing bases");
    expect(r.stdout).toMatch(/^ {2}bhq1 \(blue, HQ\) at \(8, 3\) facing 0: deployed$/m);
  });

  it("a tampered log prints the first refused entry with its JSON path and reason, exit 1", () => {
    const f = tampered("tampered.json", "skirmish.json", (g) => {
      g.commands.splice(40, 0, { type: "concede", side: "green" }, { type: "concede", side: "red" });
    });
    const r = replay(f);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(
      `${f}: $.commands[40]: {"type":"concede","side":"green"} is refused: there is no side "green"`,
    );
    expect(r.stderr).toContain(`${f}: not a legal game`);
    const j = JSON.parse(replay(f, "--json").stdout);
    expect(j.ok).toBe(false);
    expect(j.problems).toEqual([{ path: "$.commands[40]", message: expect.stringContaining("is refused") }]);
  });

  it("a deployed save with a base off the table is illegal, naming the base", () => {
    const f = tampered("off-table.json", "actions.json", (g) => {
      Object.assign(g.forces.bases[2], { x: 1000, y: 1000 });
    });
    const r = replay(f);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\$\.forces\.bases\[2\]: the game is saved as deployed, but b2 would stick out/);
  });

  it("the __proto__ save is refused", () => {
    const f = tampered("proto.json", "actions.json", (g) => {
      g.commands = [{ type: "place-move-marker", formation: "__proto__" }];
    });
    const r = replay(f);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\$\.commands\[0\]\.formation: /);
  });

  it("unreadable and wrong files exit 1 with a reason", () => {
    const table = replay("tests/fixtures/games/skirmish-table.json");
    expect(table.code).toBe(1);
    expect(table.stderr).toContain("it is not a Sightline game");
    const missing = replay(join(dir, "nope.json"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no such file");
    const broken = join(dir, "broken.json");
    writeFileSync(broken, '{"format": "sightline-game/1",');
    const b = replay(broken);
    expect(b.code).toBe(1);
    expect(b.stderr).toMatch(/broken\.json: \$: .*line 1/);
  });

  it("says what became of the dice; --verify refuses a file whose seed is not revealed", () => {
    const old = replay("tests/fixtures/games/skirmish.json");
    expect(old.stdout).toMatch(
      /^rolls derived from the file's seed \(the file records none, as sightline-game\/1 and \/2 saves\)$/m,
    );
    // A sightline-game/3 copy without its seed (as Sightline saves an unfinished game): nothing to verify.
    const g = JSON.parse(readFileSync(join(games, "skirmish.json"), "utf8"));
    const commitment = createHash("sha256").update(g.seed).digest("hex");
    const v3 = { ...g, format: "sightline-game/3", ruleset: "firestrike", commitment, seed: undefined };
    v3.commands = g.commands.map((command: unknown) => ({ command }));
    const path = join(dir, "no-seed.json");
    writeFileSync(path, JSON.stringify(v3));
    const v = replay(path, "--verify");
    expect(v.code).toBe(1);
    expect(v.stderr).toContain("no-seed.json: $.seed: cannot verify the rolls: the seed is not revealed");
  });

  it("bad arguments exit 2 with the usage", () => {
    for (const args of [[], ["a.json", "b.json"], ["tests/fixtures/games/skirmish.json", "--bogus"]]) {
      const r = replay(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/usage: sightline replay|unknown option --bogus/);
    }
  });
});
