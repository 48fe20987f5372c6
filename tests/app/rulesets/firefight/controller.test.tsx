import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GAME_AUTOSAVE_KEY } from "../../../../src/app/game/autosave";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { RULESET_UIS } from "../../../../src/app/rulesets";
import { FirefightGame } from "../../../../src/app/rulesets/firefight/adapter";
import { createPlayTool } from "../../../../src/app/rulesets/firefight/play-tool";
import { firefightOf } from "../../../../src/app/rulesets/firefight/store";
import { FirefightOverlays, FirefightSide } from "../../../../src/app/rulesets/firefight/ui";
import { StoreContext } from "../../../../src/app/store/hooks";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import { MemoryStorage } from "../../files/fakes";
import { storeWith } from "../../support";

// The firefight's page controller and panels: a new game on the farm table, the models on the app's
// table, commands through the engine's seats (the page follows the seat to act), autosave, resume,
// the calculator's lines and leaving.

const tick = () => new Promise((r) => setTimeout(r, 0));

function gameApp() {
  const storage = new MemoryStorage();
  const app = storeWith();
  const engine = bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT);
  const controller = shellWith(app, storage, (s) => new FirefightGame(app, engine, s)).api;
  firefightOf(app).setFirefightApi(controller);
  return { app, controller, storage };
}

/** Renders as the page would now (a server render reads the store's initial state: give it this one). */
const render = (app: ReturnType<typeof storeWith>, node: ReactNode) =>
  renderToStaticMarkup(
    <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>{node}</StoreContext.Provider>,
  );

describe("the firefight in the page", () => {
  it("is on the New game menu through the registry", () => {
    expect(RULESET_UIS.map((r) => r.id)).toContain("firefight");
  });

  it("starts a hot-seat game, shows the models as bases and follows the seat to act", async () => {
    const { app, controller, storage } = gameApp();
    const before = app.getState().table;
    controller.start("rifle-section", "raiders");
    let st = app.getState();
    expect(st.match.ruleset).toBe("firefight");
    expect(st.table.name).toBe("Firefight farm");
    // A new game opens with deployment: blue's page holds none of red's models until both have deployed.
    expect(firefightOf(app).firefight.snapshot!.view.step.kind).toBe("deploy");
    expect(st.table.units).toHaveLength(12);
    expect(render(app, <FirefightSide />)).toMatch(
      /red-brutes \(red, brute, \w+\): hidden until both sides have deployed/,
    );
    controller.play({ type: "done" });
    await tick();
    controller.handedOver();
    expect(app.getState().table.units).toHaveLength(10);
    controller.play({ type: "done" });
    await tick();
    controller.handedOver();
    st = app.getState();
    expect(st.table.units).toHaveLength(12 + 10);
    expect(st.table.units[0]).toMatchObject({ side: "blue", formation: "blue-rifles-1", baseInches: [1, 1] });
    // blue acts (red may still take its deployment's Done back, out of turn: issue 36 item 4)
    expect(firefightOf(app).firefight.snapshot!.seatsToAct).toEqual(["blue"]);
    const html = render(app, <FirefightSide />);
    expect(html).toContain("Turn 1 of 6");
    // Issue 38 item 2: the prompt names each unit's real allowance (factor × its I), not the rules' "I y".
    expect(html).not.toContain("I y");
    expect(html).toMatch(/allowance: blue-rifles-1 4 y, blue-rifles-2 4 y, blue-gunners 3 y/);
    // A move too far is refused with the rules' reason; a legal one is played.
    controller.play({ type: "move", unit: "blue-gunners", by: [0, 9] });
    await tick();
    expect(firefightOf(app).firefight.refusal).toMatch(/more than the 3 y allowed/);
    controller.play({ type: "move", unit: "blue-gunners", by: [0, 2] });
    await tick();
    st = app.getState();
    expect(firefightOf(app).firefight.refusal).toBeNull();
    expect(st.table.units.find((u) => u.id === "blue-gunners-1")!.y).toBe(6);
    expect(JSON.parse(JSON.parse(storage.getItem(GAME_AUTOSAVE_KEY)!).game)).toMatchObject({
      ruleset: "firefight",
    });
    // The Play tool: a click on a model picks its unit, a click on the table moves the unit's centre there.
    expect(app.getState().tool).toBe("game");
    const tool = createPlayTool(app);
    const at = (x: number, y: number) =>
      ({
        point: [x, y],
        screen: [0, 0],
        button: 0,
        shift: false,
        alt: false,
        ctrl: false,
        inchesPerPixel: 0.05,
      }) as const;
    const rifle = app.getState().table.units.find((u) => u.id === "blue-rifles-1-1")!;
    tool.click(at(rifle.x, rifle.y));
    expect(app.getState().selectedUnitId).toBe("blue-rifles-1-1");
    const centre = firefightOf(app).firefight.snapshot!.view.models.filter((m) => m.unit === "blue-rifles-1");
    const cx = centre.reduce((n, m) => n + m.x, 0) / centre.length;
    tool.click(at(cx, rifle.y + 3));
    await tick();
    expect(app.getState().table.units.find((u) => u.id === "blue-rifles-1-1")!.y).toBeCloseTo(rifle.y + 3, 5);
    // Blue is done: the page now shows red's part.
    controller.play({ type: "done" });
    await tick();
    await tick();
    expect(firefightOf(app).firefight.snapshot!.seat).toBe("red");
    expect(render(app, <FirefightSide />)).toMatch(/T1 move · blue: move blue-gunners by \(0, 2\)/);
    // Undo (no dice were rolled) takes blue's done back.
    controller.undo();
    await tick();
    await tick();
    // (red may still take back its deployment's Done out of turn: no die has been rolled since)
    expect(firefightOf(app).firefight.snapshot!.seatsToAct).toEqual(["blue"]);
    // The calculator gives the CLI's lines.
    const lines = controller.calculate("blue-gunners", "red-brutes");
    expect(lines[0]).toMatch(/^blue-gunners shoots at red-brutes: \d shots?$/);
    expect(controller.calculate("blue-gunners", "blue-rifles-1")).toEqual([
      "blue-gunners and blue-rifles-1 are on the same side",
    ]);
    const saved = await controller.saveText();
    expect(JSON.parse(saved!)).toMatchObject({
      format: "sightline-game/3",
      ruleset: "firefight",
      seats: ["blue", "red"],
    });
    // The dice are the engine's: the file commits to the seed (SHA-256).
    expect(JSON.parse(saved!).commitment).toMatch(/^[0-9a-f]{64}$/);
    controller.leave();
    st = app.getState();
    expect(st.match.ruleset).toBeNull();
    expect(st.table).toBe(before);
  });

  it("resumes a saved game and shows the set-up dialog only while it is open", async () => {
    const { app, controller } = gameApp();
    expect(render(app, <FirefightOverlays />)).toBe("");
    app.getState().setMatch({ setupOf: "firefight" });
    expect(render(app, <FirefightOverlays />)).toContain("Rifle section");
    controller.start("raiders", "rifle-section");
    controller.play({ type: "done" });
    await tick();
    const text = await controller.saveText();
    const other = gameApp();
    const r = other.controller.resume(text!, null);
    expect(r.ok).toBe(true);
    expect(firefightOf(other.app).firefight.snapshot!.entries).toBe(1);
    // Red acts; blue may take its done back out of turn (nothing rolled since).
    expect(firefightOf(other.app).firefight.snapshot!.seatsToAct).toEqual(["red"]);
  });
});
