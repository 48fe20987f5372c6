import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { hexfireGame } from "../../../src/app/rulesets/hexfire/adapter";
import { MARK } from "../../../src/app/rulesets/hexfire/picks";
import { hexfireOf } from "../../../src/app/rulesets/hexfire/store";
import { replayCommand } from "../../../src/cli/replay";
import type { HexfireState } from "../../../src/core/hexfire/state";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * The deployment step in the page part, by hex clicks (no DOM): on the ridge village each side in turn
 * picks a unit by its hex, sees its zone's hexes lit over the enemy's threat map and places it by a
 * click; the hand-over screen comes between the sides, the second side sees the first's units where
 * the set-up put them, and Deployed by both starts turn 1 with everything face up; both pass the one
 * turn out and the page's save replays with `sightline replay --verify`.
 */

const engine = worldEngine();
const shown = (app: ReturnType<typeof storeWith>) => hexfireOf(app).hexfire;
const view = (app: ReturnType<typeof storeWith>) => shown(app).snapshot!.view as HexfireState;
const hexOf = (app: ReturnType<typeof storeWith>, id: string) =>
  view(app).units.find((u) => u.id === id)!.hex;

describe("the hex fire/assault deployment step in the page", () => {
  it("hexfire-deploy-1: blue and red place by clicks in their zones, hidden from each other, then turn 1; the save replays with --verify", async () => {
    const app = storeWith(shippedTable("ridge-and-village"));
    const c = hexfireGame(app, engine);
    app.getState().setHost(c.shell);
    expect(
      await c.start({ shipped: true, deploy: true, turnLimit: 1, seed: "hexfire-deploy-1" }, false),
    ).toBeNull();
    c.handedOver();
    expect(view(app).deploying).toBe("blue");
    // b-inf1 at E2: its zone's hexes light up as places, over red's threat map
    c.clickHex("E2");
    expect(shown(app).picked).toBe("b-inf1");
    const places = shown(app).moves;
    expect(places.length).toBeGreaterThan(20);
    expect(places.every((m) => m.place && /^[A-P][12]$/.test(m.hex))).toBe(true);
    expect(app.getState().hexMarks.some((m) => m.colour === MARK.threat)).toBe(true);
    // a hex outside the zone places nothing; a lit one places it
    c.clickHex("E5");
    expect(hexOf(app, "b-inf1")).toBe("E2");
    c.clickHex("F2");
    await Promise.resolve();
    expect(hexOf(app, "b-inf1")).toBe("F2");
    expect(shown(app).snapshot!.log.at(-1)!.events[0]).toEqual({ type: "place", unit: "b-inf1", hex: "F2" });
    await c.play({ type: "deployed" });
    // the page goes to red, who sees b-inf1 where the set-up put it
    expect(shown(app).handOver).toBe("red");
    c.handedOver();
    expect(view(app).deploying).toBe("red");
    expect(hexOf(app, "b-inf1")).toBe("E2");
    expect(JSON.stringify(shown(app).snapshot!.log)).not.toContain('"F2"');
    c.clickHex("F9");
    expect(shown(app).picked).toBe("r-inf1");
    c.clickHex("G9");
    await Promise.resolve();
    expect(hexOf(app, "r-inf1")).toBe("G9");
    await c.play({ type: "deployed" });
    // turn 1: initiative rolled, every placement face up
    if (shown(app).handOver) c.handedOver();
    expect(view(app).deploying).toBeNull();
    expect(hexOf(app, "b-inf1")).toBe("F2");
    expect(hexOf(app, "r-inf1")).toBe("G9");
    expect(
      shown(app)
        .snapshot!.log.at(-1)!
        .events.map((e) => (e as { type: string }).type),
    ).toEqual(["deployed", "turn"]);
    // both sides pass the one turn out: the game is over and the page's save (the seed revealed)
    // replays with `sightline replay --verify`
    for (let i = 0; i < 2; i++) {
      if (shown(app).handOver) c.handedOver();
      await c.play({ type: "pass" });
    }
    expect(view(app).over).toBe(true);
    const text = await c.fileText();
    const dir = mkdtempSync(join(tmpdir(), "hexfire-save-"));
    const path = join(dir, "game.json");
    writeFileSync(path, text!);
    const out: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((x) => void out.push(String(x)));
    const err = vi.spyOn(console, "error").mockImplementation((x) => void out.push(String(x)));
    try {
      expect(await replayCommand([path, "--verify", "--json"]), out.join("\n")).toBe(0);
    } finally {
      log.mockRestore();
      err.mockRestore();
      rmSync(dir, { recursive: true });
    }
    expect(JSON.parse(out.join(""))).toMatchObject({ ok: true });
    expect(JSON.parse(text!)).toMatchObject({ deploy: true, commands: expect.any(Array) });
  });
});
