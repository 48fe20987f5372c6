import { describe, expect, it } from "vitest";
import { hexfireGame, hexfireMarks } from "../../../src/app/rulesets/hexfire/adapter";
import { unitsOnTable } from "../../../src/app/rulesets/hexfire/forces";
import { MARK } from "../../../src/app/rulesets/hexfire/picks";
import { hexfireOf } from "../../../src/app/rulesets/hexfire/store";
import { resolutionLines } from "../../../src/app/rulesets/hexfire/text";
import type { HexfireEvent } from "../../../src/core/hexfire/apply";
import type { HexfireState } from "../../../src/core/hexfire/state";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * The hex fire/assault page part without a DOM: a hot-seat game on the shipped hex hamlet played by
 * hex clicks (the play tool's `clickHex`): pick, the lit moves, a move, Op Fire's window, a fire with
 * every card line, the markers on the units' labels, leaving.
 */

const engine = worldEngine();

function started(seed: string) {
  const app = storeWith(shippedTable("ridge-and-village"));
  const c = hexfireGame(app, engine);
  app.getState().setHost(c.shell);
  return { app, c, start: c.start({ shipped: true, scenario: "hamlet", seed }, false) };
}

const view = (app: ReturnType<typeof started>["app"]) =>
  hexfireOf(app).hexfire.snapshot!.view as HexfireState;
const seatNow = (app: ReturnType<typeof started>["app"]) => hexfireOf(app).hexfire.snapshot!.seatsToAct[0]!;

describe("the hex fire/assault page part", () => {
  it("hexfire-page-1: picks a unit by its hex, lights its moves, moves by a click, and the Op Fire window goes to the other side", async () => {
    const { app, c, start } = started("hexfire-page-1");
    expect(await start).toBeNull();
    c.handedOver();
    expect(app.getState().match.ruleset).toBe("hexfire");
    // the units stand on the table at their hexes' centres (carried infantry is off the table)
    const ids = app.getState().table.units.map((u) => u.id);
    expect(ids).toContain("b-apc");
    expect(ids).not.toContain("b-inf3");
    const seat = seatNow(app);
    const inf = view(app).units.find((u) => u.side === seat && u.type === "infantry" && u.hex)!;
    c.clickHex(inf.hex!);
    const shown = hexfireOf(app).hexfire;
    expect(shown.picked).toBe(inf.id);
    expect(shown.moves.length).toBeGreaterThan(0);
    expect(app.getState().hexMarks).toContainEqual({ label: inf.hex, colour: MARK.picked });
    // the seeded initiative: blue acts first
    expect(seat).toBe("blue");
    // a friendly hex picks its unit instead (it is lit as a move, but no activation is on)
    c.clickHex("I2");
    expect(hexfireOf(app).hexfire.picked).toBe("b-afv");
    // a click on a lit hex moves there along the path the dry run found
    const to = hexfireOf(app).hexfire.moves.find((m) => m.hex === "I7")!;
    expect(to.path.at(-1)).toBe("I7");
    c.clickHex("I7");
    await Promise.resolve();
    const after = view(app);
    expect(after.units.find((u) => u.id === "b-afv")!.hex).toBe("I7");
    expect(hexfireOf(app).hexfire.snapshot!.log.at(-1)!.events[0]).toMatchObject({
      type: "move",
      unit: "b-afv",
    });
    // the move opens red's Op Fire window: the page goes to red, the target is the mover
    expect(after.opWindow).toEqual({ mover: "b-afv", side: "red" });
    expect(hexfireOf(app).hexfire.handOver).toBe("red");
    c.handedOver();
    expect(hexfireOf(app).hexfire).toMatchObject({ picked: null, target: "b-afv" });
    c.clickHex("I8");
    const op = hexfireOf(app).hexfire;
    expect(op.picked).toBe("r-afv");
    expect(op.fire).toMatchObject({ kind: "op-fire", why: null });
    // the hill edge under the target is measured and shown
    expect(op.fire!.calc!.dv).toContainEqual(
      expect.objectContaining({ value: 1, measured: expect.stringMatching(/hill-edge/) }),
    );
    await c.attack("op-fire");
    const shot = hexfireOf(app).hexfire.snapshot!.log.at(-1)!;
    expect(shot.seat).toBe("red");
    expect(shot.events[0]).toMatchObject({ type: "op-fire", units: ["r-afv"], target: "b-afv" });
    c.leave();
    expect(app.getState().match.ruleset).toBeNull();
    expect(app.getState().hexMarks).toEqual([]);
  });

  it("hexfire-page-2: a click on an enemy hex aims, Fire shows every card line, and the result is shown line by line", async () => {
    const { app, c, start } = started("hexfire-page-2");
    expect(await start).toBeNull();
    c.handedOver();
    const seat = seatNow(app);
    const s = view(app);
    // the first pick of ours and enemy in reach whose fire the rules take (searched by clicks, bounded)
    let found: { firer: string; target: string } | null = null;
    for (const f of s.units.filter((u) => u.side === seat && u.hex)) {
      for (const t of s.units.filter((u) => u.side !== seat && u.hex)) {
        c.picks.drop();
        c.clickHex(f.hex!);
        if (hexfireOf(app).hexfire.picked !== f.id) continue;
        c.clickHex(t.hex!);
        const p = hexfireOf(app).hexfire;
        if (p.target === t.id && p.fire?.why === null) {
          found = { firer: f.id, target: t.id };
          break;
        }
      }
      if (found) break;
    }
    expect(found).not.toBeNull();
    const fire = hexfireOf(app).hexfire.fire!;
    expect(fire.calc!.av.length + fire.calc!.dv.length).toBeGreaterThan(0);
    expect(fire.calc!.av.every((l) => l.measured.length > 0)).toBe(true);
    await c.attack("fire");
    const entry = hexfireOf(app).hexfire.snapshot!.log.at(-1)!;
    const r = (entry.events as HexfireEvent[]).find((e) => e.type === "fire");
    expect(r).toMatchObject({ units: [found!.firer], target: found!.target });
    const lines = resolutionLines(r as Extract<HexfireEvent, { type: "fire" }>);
    expect(lines[0]).toBe(`Fire: ${found!.firer} at ${found!.target}`);
    expect(lines.at(-1)).toMatch(/^AV \d+ − DV \d+ = \d+ hits?: /);
    // the firer is Finished on its label
    expect(hexfireMarks(view(app)).get(found!.firer)).toContainEqual({ kind: "finished", text: "Finished" });
  });

  it("hexfire-page-ridge: the ridge village (its own table) is the default scenario, both forces and objectives; the picked APC unloads", async () => {
    const app = storeWith(shippedTable("ridge-and-village"));
    const c = hexfireGame(app, engine);
    app.getState().setHost(c.shell);
    expect(await c.start({ shipped: true, seed: "hexfire-page-ridge" }, false)).toBeNull();
    c.handedOver();
    expect(app.getState().table.name).toBe("Ridge village (hex fire & assault)");
    const v = view(app);
    expect(v.objectives.map((o) => o.hex)).toEqual(["H6", "M5"]);
    expect(new Set(v.units.map((u) => u.type))).toEqual(
      new Set(["co", "2ic", "infantry", "apc", "afv", "recon", "spa", "helicopter"]),
    );
    const seat = seatNow(app);
    // the enemy threat map from the start: the hexes the other side's units see and reach, outlined
    c.picks.setThreat(true);
    const threatened = app.getState().hexMarks.filter((m) => m.colour === MARK.threat);
    expect(threatened.length).toBeGreaterThan(0);
    c.picks.setThreat(false);
    expect(app.getState().hexMarks.some((m) => m.colour === MARK.threat)).toBe(false);
    const apc = v.units.find((u) => u.side === seat && u.type === "apc")!;
    const rider = v.units.find((u) => u.carriedBy === apc.id)!;
    c.clickHex(apc.hex!);
    expect(hexfireOf(app).hexfire.picked).toBe(apc.id);
    await c.play({ type: "unload", unit: apc.id });
    const after = view(app).units.find((u) => u.id === rider.id)!;
    expect(after).toMatchObject({ hex: apc.hex, carriedBy: null, finished: true });
    expect(app.getState().table.units.map((u) => u.id)).toContain(rider.id);
  });

  it("a hex table's units stand at their hexes' centres, a unit of no table id on its type's model", () => {
    const table = shippedTable("lnl-hamlet");
    const s = {
      sides: ["blue", "red"],
      units: [
        { id: "x", side: "red", type: "afv", label: null, hex: "H4", carriedBy: null },
        { id: "y", side: "red", type: "infantry", label: null, hex: null, carriedBy: "x" },
      ],
    } as unknown as HexfireState;
    const bases = unitsOnTable(table, s);
    expect(bases.map((b) => b.id)).toEqual(["x"]);
    expect(bases[0]).toMatchObject({ type: "MBT", side: "red", facing: 180 });
  });
});
