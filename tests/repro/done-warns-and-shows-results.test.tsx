import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { GameSide } from "../../src/app/rulesets/firestrike/ui/GameSide";
import { PhaseBar } from "../../src/app/rulesets/firestrike/ui/PhaseBar";
import { endStepAnyway, pressDone } from "../../src/app/rulesets/firestrike/ui/step-end";
import { StoreContext } from "../../src/app/store/hooks";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";

/**
 * Regression (issue 39 item 9): "done" ended step 5a at once while bases could still fire, and the
 * fire resolved at the step's end (and any barrage or morale check after it) went by with no pause.
 * Now "done" asks first, naming the bases the engine's todo list says may still fire, and the step's
 * automatic results stay on screen (a notice, and highlighted log rows) until dismissed; "done" waits
 * meanwhile.
 */

type App = ReturnType<typeof gameApp>["app"];

function render(app: App): string {
  const now = { ...app, getInitialState: app.getState };
  return renderToStaticMarkup(
    <StoreContext.Provider value={now}>
      <PhaseBar />
      <GameSide />
    </StoreContext.Provider>,
  );
}

const tag = (html: string, testId: string) =>
  html.match(new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`))?.[0] ?? "";

/** Turn 1, step 5a, with blue to act. */
function atFire() {
  const g = gameApp();
  g.controller.start(newGameJson(), "test");
  deployBoth(g.controller);
  for (let i = 0; i < 40 && gameOf(g.app).game.view!.state!.step !== "first-direct-fire"; i++)
    playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
  return g;
}

/** Every base of the side to act that the engine lets fire fires at the first enemy it may. */
function fireAll(g: ReturnType<typeof gameApp>) {
  const v = gameOf(g.app).game.view!;
  const firers = v.todo.find((x) => x.kind === "direct-fire")?.ids ?? [];
  const enemies = Object.values(v.state!.bases).filter((b) => b.side !== v.actor && b.status === "active");
  for (const f of firers)
    for (const t of enemies) if (g.controller.play({ type: "direct-fire", firer: f, target: t.id }).ok) break;
  gameOf(g.app).setGame({ refusal: null });
}

describe("ending a step", () => {
  it("asks before ending 5a while bases may still fire, naming them; Cancel keeps the step", () => {
    const g = atFire();
    fireAll(g);
    const left = gameOf(g.app).game.view!.todo.find((x) => x.kind === "direct-fire")!.ids;
    expect(left.length).toBeGreaterThan(0);
    pressDone(g.app);
    expect(gameOf(g.app).game.view!.state!.step).toBe("first-direct-fire");
    expect(gameOf(g.app).game.view!.actor).toBe("blue");
    const html = render(g.app);
    expect(html).toContain('data-testid="done-confirm"');
    expect(html).toContain(`${left.join(", ")} may still fire this step. End the step anyway?`);
    expect(html).toContain('data-testid="done-cancel"');
    expect(html).toContain('data-testid="done-end-step"');
    gameOf(g.app).setGame({ confirmDone: null });
    expect(render(g.app)).not.toContain('data-testid="done-confirm"');
    expect(gameOf(g.app).game.view!.actor).toBe("blue");
    pressDone(g.app);
    endStepAnyway(g.app);
    expect(gameOf(g.app).game.view!.actor).toBe("red");
  });

  it("does not ask where nothing is lost (1c: Move markers are an ordinary choice)", () => {
    const g = gameApp();
    g.controller.start(newGameJson(), "test");
    deployBoth(g.controller);
    expect(gameOf(g.app).game.view!.state!.step).toBe("move-markers");
    pressDone(g.app);
    expect(gameOf(g.app).game.confirmDone).toBeNull();
    expect(gameOf(g.app).game.view!.actor).toBe("red");
    // The turn's own book-keeping (HQ rolls, Broadcast and Discovered markers) is no result to stop for.
    pressDone(g.app);
    expect(gameOf(g.app).game.view!.state!.step).not.toBe("move-markers");
    expect(render(g.app)).not.toContain('data-testid="auto-results"');
  });

  it("shows the fire resolved at the step's end until dismissed, and done waits meanwhile", () => {
    const g = atFire();
    fireAll(g);
    pressDone(g.app);
    endStepAnyway(g.app);
    fireAll(g);
    pressDone(g.app);
    endStepAnyway(g.app);
    const v = gameOf(g.app).game.view!;
    expect(v.state!.step).not.toBe("first-direct-fire");
    const html = render(g.app);
    expect(html).toContain('data-testid="auto-results"');
    expect(html).toContain("Results of 5a 1st direct fire");
    // What was resolved: each hit on a base of either side is listed and highlighted in the log.
    const hits = v.rows.filter(
      (r) => r.entry === v.entries - 1 && r.kind === "event" && / hit: /.test(r.text),
    );
    expect(hits.length).toBeGreaterThan(0);
    for (const r of hits) expect(html).toContain(`<li>${r.text}</li>`);
    expect(html.match(/class="log-event auto-fresh"/g)?.length ?? 0).toBeGreaterThanOrEqual(hits.length);
    expect(tag(html, "done")).toContain("disabled");
    gameOf(g.app).setGame({ autoSeen: Number(tag(html, "auto-results").match(/data-entry="(\d+)"/)![1]) });
    const after = render(g.app);
    expect(after).not.toContain('data-testid="auto-results"');
    expect(tag(after, "done")).not.toContain("disabled");
  });
});
