import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkClient } from "../../../../src/app/client/network-client";
import { createOnlineGame } from "../../../../src/app/game/online-page";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import type { RunningServer } from "../../../../src/server/server";
import { BLUE_AT, RED_AT } from "../../../fixtures/games/skirmish-deployment";
import { inviteAt, serverHere, until } from "../../../server/support";
import { gameApp, newGameJson } from "./support";

// Issue 19, the page side: the Firestrike controller hosting a NetworkClient against a real game
// server in this process. Each page shows only its own seat; play sends and answers at once, the
// server's refusal arrives later; a spectator's play is refused without being sent; Save is the seat's.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:");
});
afterAll(async () => {
  await server?.close();
});

/** A page (store and controller) that joined a link, as src/app/game/online-page.ts does it. */
async function pageAt(url: string) {
  const g = gameApp();
  const net = await NetworkClient.join(inviteAt(url));
  await net.ready();
  const seat = net.seats[0]!;
  g.app.getState().setMatch({
    online: { seat, spectator: seat === "spectator", connected: true, gaveUp: false, sending: 0 },
  });
  const r = g.controller.joinOnline(net);
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join("; "));
  return { ...g, net, seat };
}

const viewText = (g: { app: ReturnType<typeof gameApp>["app"] }) =>
  JSON.stringify({ table: g.app.getState().table.units, view: gameOf(g.app).game.view });

describe("the Firestrike controller plays an online game", () => {
  it("two seats and a spectator: own seat only, sending, late refusals, hidden deployment, Save", async () => {
    // The page's own "Create": a whole set-up (the skirmish table, blue deploys first); the seed is the server's.
    const made = await createOnlineGame(newGameJson({ seed: "chosen-by-a-player" }), (input, init) =>
      fetch(`${server.url}${String(input)}`, init),
    );
    if (!made.ok) throw new Error(JSON.stringify(made.problems));
    expect(Object.keys(made.links.seats).sort()).toEqual(["blue", "red"]);
    expect(server.store.game(made.links.id)!.file.seed).not.toBe("chosen-by-a-player");

    const blue = await pageAt(made.links.seats.blue!.url);
    const red = await pageAt(made.links.seats.red!.url);
    const watch = await pageAt(made.links.watch);
    expect([blue.controller.seatOnScreen, red.controller.seatOnScreen]).toEqual(["blue", "red"]);
    expect(watch.controller.seatOnScreen).toBe("spectator");
    expect(blue.controller.isOnline).toBe(true);
    // No hand-over screen online: each page is one player's.
    expect(gameOf(blue.app).game.handOverTo).toBeNull();
    expect(gameOf(red.app).game.view!.toAct).toEqual(["blue"]);

    // Red acting out of turn: sent, answered "sent" at once, the server's refusal arrives later.
    expect(red.controller.play({ type: "end-deployment", side: "red" }).ok).toBe(true);
    expect(red.app.getState().match.online!.sending).toBe(1);
    await until(() => gameOf(red.app).game.refusal !== null, "red's refusal");
    expect(gameOf(red.app).game.refusal!.message).toMatch(/red may not act now/);
    expect(red.app.getState().match.online!.sending).toBe(0);

    // A spectator cannot act: refused here, nothing sent.
    const w = watch.controller.play({ type: "end-deployment", side: "blue" });
    expect(w.ok).toBe(false);
    if (!w.ok) expect(w.error.message).toMatch(/spectator cannot act/);
    expect(watch.app.getState().match.online!.sending).toBe(0);

    // Blue deploys: its page shows its bases once the server accepts them; red's and the spectator's never do.
    for (const [base, x, y] of BLUE_AT)
      expect(blue.controller.play({ type: "deploy", base, at: [x, y], facing: 0 }).ok).toBe(true);
    await until(
      () => blue.app.getState().table.units.length === BLUE_AT.length,
      "blue's bases on blue's table",
    );
    expect(gameOf(blue.app).game.refusal).toBeNull();
    for (const [id] of BLUE_AT) {
      expect(viewText(red), `${id} on red's page`).not.toContain(`"${id}"`);
      expect(viewText(watch), `${id} on the spectator's page`).not.toContain(`"${id}"`);
    }
    blue.controller.play({ type: "end-deployment", side: "blue" });
    await until(() => gameOf(red.app).game.view!.toAct.includes("red"), "red to deploy");
    for (const [id] of BLUE_AT) expect(viewText(red), `${id} on red's page`).not.toContain(`"${id}"`);
    for (const [base, x, y] of RED_AT) red.controller.play({ type: "deploy", base, at: [x, y], facing: 180 });
    red.controller.play({ type: "end-deployment", side: "red" });
    // Deployment over: every page sees both sides' bases, the spectator's too.
    await until(() => gameOf(watch.app).game.view?.stage === "play", "play on the spectator's page");
    await until(
      () => blue.app.getState().table.units.length === BLUE_AT.length + RED_AT.length,
      "both sides on blue's table",
    );
    expect(watch.app.getState().table.units).toHaveLength(BLUE_AT.length + RED_AT.length);
    expect(gameOf(red.app).game.refusal).toBeNull();

    // Save: the seat's own file from the server, with the game's commitment and no seed yet.
    const file = JSON.parse((await red.controller.saveFile())!) as { commitment: string; seed?: unknown };
    expect(file.commitment).toBe(red.net.commitment);
    expect(file.seed ?? null).toBeNull();
    // Undo is not online's: a take-back is.
    expect(blue.controller.undo().ok).toBe(false);
    for (const g of [blue, red, watch]) g.controller.leave();
  }, 60_000);
});
