import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { CombatPanel } from "../../src/app/rulesets/firestrike/ui/CombatPanel";
import { StoreContext } from "../../src/app/store/hooks";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";

/**
 * Regression (issue 23, item 3): in the combat calculator Fire stayed enabled while the panel already
 * showed a refusal ("the target is not visible from the firer"), and HQ bases (no direct fire weapon)
 * were offered as firers and refused only after Fire. Fire is disabled with the reason shown; the firer
 * list marks the bases that may not fire with why, after those that may.
 */

function atFire() {
  const g = gameApp();
  g.controller.start(newGameJson(), "test");
  deployBoth(g.controller);
  for (let i = 0; i < 40 && gameOf(g.app).game.view!.state!.step !== "first-direct-fire"; i++)
    playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
  expect(gameOf(g.app).game.view!.state!.step).toBe("first-direct-fire");
  return g;
}

function render(app: ReturnType<typeof gameApp>["app"]): string {
  const now = { ...app, getInitialState: app.getState };
  return renderToStaticMarkup(
    <StoreContext.Provider value={now}>
      <CombatPanel />
    </StoreContext.Provider>,
  );
}

const fireButton = (html: string) => html.match(/<button[^>]*data-testid="fire"[^>]*>/)?.[0] ?? "";

describe("the combat calculator's Fire button", () => {
  it("is enabled for a legal shot", () => {
    const g = atFire();
    gameOf(g.app).setGame({ fire: { firer: "b2", target: "r2", weapon: null, useSa: false } });
    expect(gameOf(g.app).game.preview?.calc.legal).toBe(true);
    expect(fireButton(render(g.app))).not.toContain("disabled");
  });

  it("is disabled with the refusal shown when the calculator already refuses the shot", () => {
    const g = atFire();
    gameOf(g.app).setGame({ fire: { firer: "b2", target: "r2", weapon: null, useSa: false } });
    const p = gameOf(g.app).game.preview!;
    const message = "the target is not visible from the firer";
    gameOf(g.app).setGame({
      preview: { ...p, calc: { ...p.calc, legal: false, refusal: { code: "target-not-visible", message } } },
    });
    const html = render(g.app);
    expect(fireButton(html)).toContain("disabled");
    expect(fireButton(html)).toContain(`title="${message}"`);
    expect(html).toContain(message);
  });

  it("does not offer an HQ base as a firer, and Fire says why when one is picked on the table", () => {
    const g = atFire();
    const html = render(g.app);
    expect(html).toMatch(/<option value="bhq1" disabled="">bhq1 \(no direct fire weapon\)<\/option>/);
    expect(html).toMatch(/<option value="b2">b2<\/option>/);
    expect(html.indexOf('value="b2"')).toBeLessThan(html.indexOf('value="bhq1"'));
    gameOf(g.app).setGame({ fire: { firer: "bhq1", target: "r2", weapon: null, useSa: false } });
    const picked = render(g.app);
    expect(fireButton(picked)).toContain("disabled");
    expect(picked).toContain("bhq1 may not fire: no direct fire weapon");
  });
});
