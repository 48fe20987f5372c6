import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { FirefightGame } from "../../../../src/app/rulesets/firefight/adapter";
import { firefightResultRows } from "../../../../src/app/rulesets/firefight/result";
import { firefightOf } from "../../../../src/app/rulesets/firefight/store";
import { FirefightOverlays } from "../../../../src/app/rulesets/firefight/ui";
import { StoreContext } from "../../../../src/app/store/hooks";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import type { FirefightState } from "../../../../src/core/firefight/state";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import { MemoryStorage } from "../../files/fakes";
import { storeWith } from "../../support";

/**
 * Issue 38 item 2: the firefight's result card (the shell has none; src/app/game/ResultDialog.tsx):
 * the winner and why, each side's casualties, and Replay / Save / New game; none while the game is on.
 */

const tick = () => new Promise((r) => setTimeout(r, 0));
const render = (app: ReturnType<typeof storeWith>, node: ReactNode) =>
  renderToStaticMarkup(
    <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>{node}</StoreContext.Provider>,
  );

describe("the firefight's result card", () => {
  it("counts each side's models, casualties, fled units and fights won", () => {
    const unit = (id: string, side: string, status: "active" | "fled" | "destroyed") =>
      ({
        id,
        side,
        name: id,
        profile: "trooper",
        weapon: "rifle",
        status,
      }) as FirefightState["units"][number];
    const model = (id: string, u: string, slain: boolean, wounds = 0) => ({
      id,
      unit: u,
      x: 0,
      y: 0,
      wounds,
      slain,
    });
    const v = {
      units: [unit("b1", "blue", "active"), unit("r1", "red", "fled"), unit("r2", "red", "active")],
      models: [
        model("b1-1", "b1", false, 1),
        model("b1-2", "b1", true),
        model("r1-1", "r1", false),
        model("r2-1", "r2", true),
        model("r2-2", "r2", false),
      ],
      fights: [
        { a: ["b1"], b: ["r1"], resolved: true, winner: "blue" },
        { a: ["b1"], b: ["r2"], resolved: false, winner: null },
      ],
    } as unknown as FirefightState;
    const { sides, rows } = firefightResultRows(v);
    expect(sides).toEqual(["blue", "red"]);
    expect(Object.fromEntries(rows.map((r) => [r.label, r.values]))).toEqual({
      "Models at the start": [2, 3],
      "Standing on the table": [1, 1],
      Slain: [1, 1],
      "Wounded (standing)": [1, 0],
      "Units fled": [0, 1],
      "Fire fights won": [1, 0],
    });
  });

  it("shows once the game ends, with the winner, why, and Replay / Save / New game", async () => {
    const app = storeWith();
    const engine = bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT);
    const controller = shellWith(app, new MemoryStorage(), (s) => new FirefightGame(app, engine, s)).api;
    firefightOf(app).setFirefightApi(controller);
    controller.start("rifle-section", "raiders", { turnLimit: 1 });
    expect(render(app, <FirefightOverlays />)).not.toContain('data-testid="ff-result"');
    controller.play({ type: "concede" });
    await tick();
    firefightOf(app).setFirefight({ handOver: null });
    const html = render(app, <FirefightOverlays />);
    expect(html).toContain('data-testid="ff-result"');
    expect(html).toContain("red wins");
    expect(html).toMatch(/data-testid="ff-result-why">[^<]*concede/);
    const cells = (label: string) =>
      [
        ...(new RegExp(`${label}</th>((?:<td[^>]*>[^<]*</td>)+)`).exec(html)?.[1] ?? "").matchAll(
          /<td[^>]*>([^<]*)<\/td>/g,
        ),
      ].map((m) => m[1]);
    expect(cells("Models at the start")).toEqual(["12", "10"]);
    expect(cells("Slain")).toEqual(["0", "0"]);
    for (const b of ["replay", "save", "new", "close"])
      expect(html).toContain(`data-testid="ff-result-${b}"`);
    // replaying hides it
    controller.replayTo(0);
    expect(render(app, <FirefightOverlays />)).not.toContain('data-testid="ff-result"');
  });
});
