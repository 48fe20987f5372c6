import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { FirefightGame } from "../../../../src/app/rulesets/firefight/adapter";
import { firefightOf } from "../../../../src/app/rulesets/firefight/store";
import { FirefightOverlays } from "../../../../src/app/rulesets/firefight/ui";
import { StoreContext } from "../../../../src/app/store/hooks";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { impassableAt } from "../../../../src/core/firefight/terrain";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import { polylineTouchesRing } from "../../../../src/core/geom2d";
import { MemoryStorage } from "../../files/fakes";
import { shippedTable, storeWith } from "../../support";

/**
 * Issue 38 item 5: a shipped Firefight table that looks like a skirmish table (terrain/firefight-
 * brookside.json): a farm with hedgerows, a copse, a barn, a ruined cottage and a stream, at 1 y to the
 * inch. It holds each of those, its stream runs edge to edge and may be forded, and a game set up on it
 * through the page's controller (the set-up dialog offers it) deploys both sides.
 */

const tableJson = () =>
  JSON.parse(readFileSync("terrain/firefight-brookside.json", "utf8")) as Record<string, unknown>;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the Brookside farm Firefight table", () => {
  it("holds hedgerows, a copse, a barn, a ruined cottage and a stream at skirmish scale", () => {
    const t = shippedTable("firefight-brookside");
    expect(t.yardsPerInch).toBe(1);
    const of = (type: string) => t.features.filter((f) => f.type === type);
    expect(of("hedge").length).toBeGreaterThanOrEqual(3);
    expect(of("woods").map((f) => f.label)).toEqual(["Copse"]);
    expect(of("building").map((f) => f.label)).toEqual(["Farmhouse", "Barn"]);
    const ruin = of("rubble")[0]!;
    expect(ruin.label).toBe("Ruined cottage");
    // the ruin's standing walls stand on its footprint
    const walls = t.features.filter((f) => f.type === "wall" && f.id.startsWith("cottage-"));
    expect(walls).toHaveLength(2);
    for (const w of walls)
      if (w.type === "wall" && ruin.type === "rubble")
        expect(polylineTouchesRing(w.path, ruin.outline)).toBe(true);
    const stream = of("water")[0]!;
    if (stream.type !== "water") throw new Error("no stream");
    expect(stream.fordable).toBe(true);
    const xs = stream.outline.map((p) => p[0]);
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([0, t.width]);
    // no zone is blocked: every point of both deployment zones on a 2" lattice may be stood on
    for (const z of t.deploymentZones)
      for (let x = 1; x < t.width; x += 2)
        for (const y of z.side === "blue" ? [1, 3, 5, 7] : [41, 43, 45, 47])
          expect(impassableAt(t, x, y)?.id ?? null, `${z.side} (${x}, ${y})`).toBeNull();
  });

  it("is offered by the page's set-up dialog, and a game on it deploys both sides", async () => {
    const app = storeWith();
    app.getState().setMatch({ setupOf: "firefight" });
    const dialog = renderToStaticMarkup(
      <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>
        <FirefightOverlays />
      </StoreContext.Provider>,
    );
    expect(dialog).toContain('<option value="firefight-brookside">');
    app.getState().setMatch({ setupOf: null });
    const engine = bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT);
    const controller = shellWith(app, new MemoryStorage(), (s) => new FirefightGame(app, engine, s)).api;
    firefightOf(app).setFirefightApi(controller);
    controller.start("rifle-section", "raiders", {
      table: { json: tableJson(), name: "firefight-brookside" },
      turnLimit: 2,
    });
    expect(app.getState().table.name).toBe("Firefight: Brookside farm");
    const play = async (command: Parameters<typeof controller.play>[0]) => {
      controller.play(command);
      await tick();
      expect(firefightOf(app).firefight.refusal).toBeNull();
    };
    await play({ type: "deploy", unit: "blue-rifles-1", at: [8, 6] });
    await play({ type: "deploy", unit: "blue-rifles-2", at: [20, 6] });
    await play({ type: "deploy", unit: "blue-gunners", at: [40, 4] });
    await play({ type: "done" });
    controller.handedOver();
    await play({ type: "deploy", unit: "red-veterans", at: [8, 44] });
    await play({ type: "deploy", unit: "red-brutes", at: [24, 44] });
    await play({ type: "deploy", unit: "red-scouts", at: [40, 44] });
    await play({ type: "done" });
    controller.handedOver();
    expect(firefightOf(app).firefight.snapshot!.view.step.kind).toBe("move");
    expect(app.getState().table.units).toHaveLength(22);
    expect(app.getState().table.units.every((u) => u.type === "figure-28mm")).toBe(true);
  });
});
