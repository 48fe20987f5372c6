import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OnlineBanner } from "../../../../src/app/game/OnlineBanner";
import { openInvite } from "../../../../src/app/game/online-page";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import { StoreContext } from "../../../../src/app/store/hooks";
import type { RunningServer } from "../../../../src/server/server";
import { createGame, inviteAt, serverHere, until } from "../../../server/support";
import { gameApp } from "./support";

// Issue 19, the page side: what a page opened with an invite link does (src/app/game/online-page.ts)
// with Firestrike's host, against a real server: it joins its seat, says so, comes back by itself
// after a dropped connection, resumes from the same link after the tab is closed, and a bad link says
// what is wrong.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:");
});
afterAll(async () => {
  await server?.close();
});

/** The line at the top of the table, as the page draws it now. */
const banner = (app: ReturnType<typeof gameApp>["app"]) =>
  renderToStaticMarkup(
    createElement(
      StoreContext.Provider,
      { value: { ...app, getInitialState: app.getState } },
      createElement(OnlineBanner),
    ),
  );

/** A page's store with Firestrike's host as the loader gives it. */
function page() {
  const g = gameApp();
  g.app.getState().setHostLoader(async () => g.shell);
  return g;
}

describe("a page opened with an invite link", () => {
  it("joins its seat, reconnects after a drop, and resumes from the same link", async () => {
    const { json } = await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" });
    const url = json.seats.red!.url;
    const a = page();
    const client = await openInvite(a.app, inviteAt(url));
    expect(client).not.toBeNull();
    expect(a.app.getState().match.online).toMatchObject({ seat: "red", spectator: false, connected: true });
    expect(a.app.getState().match.ruleset).toBe("firestrike");
    expect(a.app.getState().notice).toMatch(/as red/);
    expect(a.controller.seatOnScreen).toBe("red");

    // A dropped connection: the page says so, then it is back by itself and plays on.
    client!.drop();
    expect(banner(a.app)).toContain("Online: you play red");
    await until(() => a.app.getState().match.online?.connected === false, "the drop to show");
    expect(banner(a.app)).toContain("connection lost: reconnecting…");
    await until(() => a.app.getState().match.online?.connected === true, "the reconnection");
    expect(banner(a.app)).not.toContain("reconnecting");
    a.controller.play({ type: "end-deployment", side: "red" });
    await until(() => gameOf(a.app).game.refusal !== null, "the server's answer after reconnecting");
    expect(gameOf(a.app).game.refusal!.message).toMatch(/red may not act now/);

    // The tab is closed; the same link opened again shows the same seat and the same game.
    const before = gameOf(a.app).game.view!;
    a.controller.leave();
    const b = page();
    await openInvite(b.app, inviteAt(url));
    expect(b.controller.seatOnScreen).toBe("red");
    const again = gameOf(b.app).game.view!;
    expect([again.entries, again.toAct, again.stage]).toEqual([before.entries, before.toAct, before.stage]);
    b.controller.leave();
  }, 60_000);

  it("a link with an unknown token says it could not be joined and changes nothing", async () => {
    const { json } = await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" });
    const g = page();
    const client = await openInvite(g.app, { ...inviteAt(json.watch), token: "not-a-real-token-0000" });
    expect(client).toBeNull();
    expect(g.app.getState().match.online).toBeNull();
    expect(g.app.getState().match.ruleset).toBeNull();
    expect(g.app.getState().notice).toMatch(/could not be joined/);
  }, 30_000);

  it("a command sent while the connection is down shows 'not confirmed, re-sending' until answered", async () => {
    // Issue 31 item 3: the page used to drop it silently and wait for its answer forever.
    const { json } = await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" });
    const a = page();
    const client = await openInvite(a.app, inviteAt(json.seats.red!.url));
    client!.drop();
    await until(() => a.app.getState().match.online?.connected === false, "the drop to show");
    a.controller.play({ type: "end-deployment", side: "red" });
    expect(a.app.getState().match.online!.resending).toBe(1);
    expect(banner(a.app)).toContain("1 command not confirmed, re-sending…");
    // Back by itself: the command goes out again and its answer (the engine's refusal) shows.
    await until(() => gameOf(a.app).game.refusal !== null, "the answer after reconnecting");
    expect(gameOf(a.app).game.refusal!.message).toMatch(/red may not act now/);
    expect(a.app.getState().match.online).toMatchObject({ connected: true, resending: 0, sending: 0 });
    expect(banner(a.app)).not.toContain("re-sending");
    a.controller.leave();
  }, 30_000);
});
