import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openInvite } from "../../../src/app/game/online-page";
import { shellWith } from "../../../src/app/game/shell";
import { bvhEngine } from "../../../src/app/los/bvh-engine";
import { FirefightGame } from "../../../src/app/rulesets/firefight/adapter";
import { firefightOf } from "../../../src/app/rulesets/firefight/store";
import { LnlGame } from "../../../src/app/rulesets/lnl/adapter";
import { lnlOf } from "../../../src/app/rulesets/lnl/store";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIREFIGHT_SIGHT } from "../../../src/core/firefight/sight";
import type { RunningServer } from "../../../src/server/server";
import { createGame, inviteAt, serverHere, until } from "../../server/support";
import { storeWith, worldEngine } from "../support";

// Issue 36 item 3, the page side without a browser: an invite link of a Firefight or a Lock 'n Load
// game opens in the page through the one game shell, shows only its seat, and plays as it.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:");
});
afterAll(async () => {
  await server?.close();
});

describe("every ruleset's invite link opens in the page", () => {
  it("Lock 'n Load: joins its seat, plays as it, and a spectator's command is refused in the page", async () => {
    const { json } = await createGame(server.url, { ruleset: "lnl", table: "lnl-hamlet" });
    const pageOf = () => {
      const app = storeWith();
      const { shell, api } = shellWith(app, null, (s) => new LnlGame(app, worldEngine(), s));
      app.getState().setHostLoader(async () => shell);
      return { app, shell, api };
    };
    const blue = pageOf();
    expect(await openInvite(blue.app, inviteAt(json.seats.blue!.url))).not.toBeNull();
    expect(blue.app.getState().notice).toMatch(/as blue/);
    expect(blue.app.getState().match).toMatchObject({ ruleset: "lnl", online: { seat: "blue" } });
    expect(blue.shell.seatOnScreen).toBe("blue");
    expect(lnlOf(blue.app).lnl.snapshot?.seat).toBe("blue");
    const n = lnlOf(blue.app).lnl.snapshot!.entries;
    await blue.api.play({ type: "end-rally" });
    await until(() => lnlOf(blue.app).lnl.snapshot!.entries === n + 1, "blue's entry");
    expect(lnlOf(blue.app).lnl.handOver).toBeNull();

    const watch = pageOf();
    await openInvite(watch.app, inviteAt(json.watch));
    await until(() => lnlOf(watch.app).lnl.snapshot?.entries === n + 1, "the spectator's view");
    await watch.api.play({ type: "end-rally" });
    expect(lnlOf(watch.app).lnl.error).toMatch(/spectator cannot act/);
    blue.shell.leave();
    watch.shell.leave();
  }, 60_000);

  it("Firefight: a whole set-up made by its dialog's adapter is joined as red, which sees only its seat", async () => {
    const maker = storeWith();
    const ff = shellWith(
      maker,
      null,
      (s) =>
        new FirefightGame(
          maker,
          bvhEngine(builtinCatalog(), null, () => FIREFIGHT_SIGHT),
          s,
        ),
    ).api;
    const game = ff.gameJson("rifle-section", "raiders");
    if (!game.ok) throw new Error(game.error);
    const { seed: _s, ...setup } = game.value;
    const { json, status } = await createGame(server.url, { game: setup });
    expect(status).toBe(201);
    const app = storeWith();
    const { shell } = shellWith(
      app,
      null,
      (s) =>
        new FirefightGame(
          app,
          bvhEngine(builtinCatalog(), null, () => FIREFIGHT_SIGHT),
          s,
        ),
    );
    app.getState().setHostLoader(async () => shell);
    expect(await openInvite(app, inviteAt(json.seats.red!.url))).not.toBeNull();
    expect(app.getState().match).toMatchObject({ ruleset: "firefight", online: { seat: "red" } });
    expect(firefightOf(app).firefight.snapshot?.seat).toBe("red");
    shell.leave();
  }, 60_000);
});
