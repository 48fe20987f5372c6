import { describe, expect, it } from "vitest";
import { LocalClient } from "../../../src/app/client/local-client";
import { firestrikeRuleset } from "../../../src/core/firestrike/match/ruleset";
import { parseGameText, validateGame } from "../../../src/core/game/format";
import { registryOf, SPECTATOR_SEAT } from "../../../src/core/game/ruleset";
import type { SeatSnapshot } from "../../../src/core/game/seat-snapshot";
import { deployRow, fakeDeps, forcesJson, open, TABLE_JSON } from "../../core/game/support";
import { toyRuleset } from "../../support/toy/core/ruleset";

// The hot-seat client (issue 24 items 3 and 7): the page gets seat snapshots only, the same plain JSON
// a server would send, and a seat never sees another's hidden placements or the seed.

const toys = registryOf(toyRuleset);
const toyFile = () => {
  const f = validateGame(
    {
      format: "sightline-game/2",
      ruleset: "toy-duel",
      seed: "client-secret-seed",
      units: [
        { id: "a", order: "flank left" },
        { id: "b", order: "hold the ridge" },
      ],
      commands: [],
    },
    toys,
  );
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  return f.value;
};

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe("LocalClient over a toy ruleset", () => {
  it("gives watchers the seat's snapshot now and after every entry, and refuses with the engine's reason", async () => {
    const c = must(LocalClient.open(toyFile(), { registry: toys }));
    expect(c.ruleset).toBe("toy-duel");
    expect(c.seats).toEqual(["a", "b"]);
    const seen: SeatSnapshot[] = [];
    const stop = c.watch("a", (s) => seen.push(s));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.seat).toBe("a");
    expect(seen[0]!.seatsToAct).toEqual(["a"]);
    const wrong = await c.play("b", { type: "shoot" });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.message).toMatch(/b may not act now/);
    expect(seen).toHaveLength(1);
    expect((await c.play("a", { type: "cover" })).ok).toBe(true);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.entries).toBe(1);
    expect(seen[1]!.log.map((j) => j.entry)).toEqual([{ type: "cover" }]);
    expect(seen[1]!.undo.allowed).toBe(true);
    expect((await c.undo("a")).ok).toBe(true);
    expect(seen[2]!.entries).toBe(0);
    stop();
    await c.play("a", { type: "cover" });
    expect(seen).toHaveLength(3);
    // Snapshots are plain JSON: what a network client would receive, and no seed in it.
    const json = JSON.stringify(c.snapshot("b"));
    expect(JSON.parse(json)).toEqual(c.snapshot("b"));
    expect(json).not.toContain("client-secret-seed");
    c.close();
    expect(c.snapshot("a")).toBeNull();
    expect((await c.play("a", { type: "shoot" })).ok).toBe(false);
  });

  it("refuses a seat the game does not have", async () => {
    const c = must(LocalClient.open(toyFile(), { registry: toys }));
    const calls: unknown[] = [];
    c.watch("green", (s) => calls.push(s));
    expect(calls).toEqual([]);
    expect(c.snapshot("green")).toBeNull();
    const r = await c.play("green", { type: "cover" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("unknown-seat");
    expect((await c.undo(SPECTATOR_SEAT)).ok).toBe(false);
  });
});

describe("LocalClient over Firestrike: hidden deployment", () => {
  const deps = fakeDeps();
  const registry = registryOf(firestrikeRuleset(deps));
  const file = () =>
    must(
      validateGame(
        {
          format: "sightline-game/2",
          ruleset: "firestrike",
          seed: "fs-secret-seed",
          table: TABLE_JSON,
          forces: forcesJson(),
          commands: [],
        },
        registry,
      ),
    );

  it("during red's deployment, red's snapshot holds none of blue's placements, in its view or its log", async () => {
    const f = file();
    const c = must(LocalClient.open(f, { registry }));
    const fsFile = f as Parameters<typeof open>[0];
    const blue = deployRow(open(fsFile, deps), "blue", 5, 0);
    for (const e of blue) expect((await c.play("blue", e)).ok).toBe(true);
    const red = deployRow(open(fsFile, deps), "red", 43, 180);
    expect((await c.play("red", red[0])).ok).toBe(true);
    const blueBases = (blue as { type: string; base?: string }[]).filter((e) => e.type === "deploy");
    const redSnap = c.snapshot("red")!;
    const placed = (redSnap.view as { deployment: { placed: Record<string, unknown> } }).deployment.placed;
    expect(Object.keys(placed)).toEqual([(red[0] as { base: string }).base]);
    const text = JSON.stringify(redSnap);
    for (const b of blueBases) expect(text).not.toContain(`"base":"${b.base}"`);
    // It does see that blue ended its deployment, and the whole log's length.
    expect(redSnap.log.map((j) => (j.entry as { type: string }).type)).toEqual(["end-deployment", "deploy"]);
    expect(redSnap.entries).toBe(blue.length + 1);
    expect(text).not.toContain("fs-secret-seed");
    // Blue sees its own placements and not red's.
    const blueText = JSON.stringify(c.snapshot("blue"));
    expect(blueText).toContain(`"base":"${blueBases[0]!.base}"`);
    expect(blueText).not.toContain(`"base":"${(red[0] as { base: string }).base}"`);
    // Red's file stops before the first entry hidden from it; it still parses.
    const redFile = must(await c.fileText("red"));
    const back = must(parseGameText(redFile, registry));
    expect(back.commands).toHaveLength(0);
    const blueFile = must(parseGameText(must(await c.fileText("blue")), registry));
    expect(blueFile.commands).toHaveLength(blue.length);
    // A seat's file carries the seed's commitment only; the host's own copy (the autosave) the seed.
    expect(must(await c.fileText("blue"))).not.toContain("fs-secret-seed");
    expect(c.hostFileText()).toContain("fs-secret-seed");
    expect(must(parseGameText(c.hostFileText(), registry)).commands).toHaveLength(blue.length + 1);
  });
});
