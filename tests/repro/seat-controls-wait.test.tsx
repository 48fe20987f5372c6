import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { GameHeader } from "../../src/app/rulesets/firestrike/ui/GameHeader";
import { GameSide } from "../../src/app/rulesets/firestrike/ui/GameSide";
import { StoreContext } from "../../src/app/store/hooks";
import type { OnlineShell } from "../../src/app/store/match-slice";
import { deployBoth, gameApp, newGameJson } from "../app/rulesets/firestrike/support";

/**
 * Regression (issue 39 item 8): online, the seat not to act kept its step's buttons and "done" was
 * simply missing, and the watch page offered Take back and Concede. Now every game control of a seat
 * that may not act is disabled saying whom it waits for, a spectator gets no Take back or Concede, and
 * a player concedes and takes back for its own side only. The page's store is a hot-seat game with
 * `match.online` set as an invite link sets it: the components read only the view and that.
 */

function at(online: Partial<OnlineShell> | null) {
  const g = gameApp();
  g.controller.start(newGameJson(), "test");
  deployBoth(g.controller);
  const shell = { seat: "", spectator: false, connected: true, gaveUp: false, sending: 0 };
  g.app.getState().setMatch({ online: online ? { ...shell, ...online } : null });
  return g;
}

function render(app: ReturnType<typeof gameApp>["app"]): string {
  const now = { ...app, getInitialState: app.getState };
  return renderToStaticMarkup(
    <StoreContext.Provider value={now}>
      <GameHeader />
      <GameSide />
    </StoreContext.Provider>,
  );
}

const tag = (html: string, testId: string) =>
  html.match(new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`))?.[0] ?? "";

describe("the controls of a seat that may not act", () => {
  it("hot-seat: the side to act has its step's buttons and done enabled", () => {
    const g = at(null);
    expect(gameOf(g.app).game.view!.actor).toBe("blue");
    const html = render(g.app);
    expect(tag(html, "seat-controls")).not.toContain("disabled");
    expect(tag(html, "done")).not.toContain("disabled");
    expect(html).toContain('data-testid="marker-blue-a-coy"');
  });

  it("online, the seat not to act: step buttons and done disabled, saying whom it waits for", () => {
    const g = at({ seat: "red" });
    const html = render(g.app);
    expect(tag(html, "seat-controls")).toContain("disabled");
    expect(tag(html, "seat-controls")).toMatch(/title="waiting for [Bb]lue"/);
    expect(tag(html, "done")).toContain("disabled");
    expect(tag(html, "done")).toMatch(/title="waiting for [Bb]lue"/);
    expect(html).toContain('data-testid="seat-waiting"');
    // It concedes and takes back for its own side only.
    const concede = html.match(/<select data-testid="concede".*?<\/select>/)?.[0] ?? "";
    expect(concede).toMatch(/<option value="red">/);
    expect(concede).not.toMatch(/<option value="blue">/);
  });

  it("online, the seat to act keeps them enabled", () => {
    const html = render(at({ seat: "blue" }).app);
    expect(tag(html, "seat-controls")).not.toContain("disabled");
    expect(tag(html, "done")).not.toContain("disabled");
  });

  it("a spectator gets no Take back, no Concede and no done, and its controls say why", () => {
    const html = render(at({ seat: "spectator", spectator: true }).app);
    expect(html).not.toContain('data-testid="game-take-back"');
    expect(html).not.toContain('data-testid="concede"');
    expect(html).not.toContain('data-testid="done"');
    expect(tag(html, "seat-controls")).toContain("disabled");
    expect(tag(html, "seat-controls")).toContain("a spectator cannot act");
  });
});
