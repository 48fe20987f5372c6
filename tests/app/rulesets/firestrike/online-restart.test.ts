import type { ChildProcess } from "node:child_process";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { OnlineBanner } from "../../../../src/app/game/OnlineBanner";
import { createOnlineGame, openInvite } from "../../../../src/app/game/online-page";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import { StoreContext } from "../../../../src/app/store/hooks";
import { BLUE_AT, RED_AT } from "../../../fixtures/games/skirmish-deployment";
import { inviteAt, serverProcess, stop, tempDir, until } from "../../../server/support";
import { gameApp, newGameJson } from "./support";

// Issue 31 item 3 on two pages: each page's own code (store, Firestrike controller, NetworkClient,
// banner; no browser) plays one side of a one-turn game on a `sightline serve` process, which is
// killed (SIGKILL) mid-game and started again on the same port and data folder. A command sent while
// the server is away shows "not confirmed, re-sending" and is answered once it is back; the game
// goes on to its end on both pages. (Before, the page dropped it and showed "sending…" forever.)

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) await stop(c, "SIGKILL");
});

type Page = Awaited<ReturnType<typeof pageAt>>;

/** A page opened with an invite link, as online-page.ts opens it. */
async function pageAt(url: string) {
  const g = gameApp();
  g.app.getState().setHostLoader(async () => g.shell);
  const client = await openInvite(g.app, inviteAt(url));
  if (!client) throw new Error(`could not join: ${g.app.getState().notice}`);
  return { ...g, seat: client.seats[0]! };
}

const view = (p: Page) => gameOf(p.app).game.view!;
const online = (p: Page) => p.app.getState().match.online!;
const banner = (p: Page) =>
  renderToStaticMarkup(
    createElement(
      StoreContext.Provider,
      { value: { ...p.app, getInitialState: p.app.getState } },
      createElement(OnlineBanner),
    ),
  );
const settled = (pages: Page[]) =>
  until(
    () =>
      pages.every((p) => online(p).connected && online(p).sending === 0) &&
      new Set(pages.map((p) => view(p).entries)).size === 1,
    "both pages up to date",
    60_000,
  );

/** What the side to act presses next: its Move markers, else "done". */
function next(pages: Map<string, Page>): { p: Page; command: Record<string, unknown> } {
  const blue = pages.get("blue")!;
  const who = view(blue).actor ?? view(blue).actors?.[0] ?? "blue";
  const p = pages.get(who)!;
  const marker = view(p).todo.find((t) => t.kind === "move-marker");
  return {
    p,
    command: marker ? { type: "place-move-marker", formation: marker.ids[0] } : { type: "done", side: who },
  };
}

describe("two pages through a server killed and restarted", () => {
  it("kill -9 mid-game: a command sent meanwhile is re-sent, and the game ends on both pages", async () => {
    const data = tempDir("pages-restart");
    const first = await serverProcess(data);
    children.push(first.child);
    const game = newGameJson();
    const made = await createOnlineGame(
      { ...game, forces: { ...(game.forces as Record<string, unknown>), turnLimit: 1 } },
      (input, init) => fetch(`${first.url}${String(input)}`, init),
    );
    if (!made.ok) throw new Error(JSON.stringify(made.problems));
    const blue = await pageAt(made.links.seats.blue!.url);
    const red = await pageAt(made.links.seats.red!.url);
    const both = [blue, red];
    const pages = new Map(both.map((p) => [p.seat, p]));
    for (const [base, x, y] of BLUE_AT) blue.controller.play({ type: "deploy", base, at: [x, y], facing: 0 });
    blue.controller.play({ type: "end-deployment", side: "blue" });
    await settled(both);
    for (const [base, x, y] of RED_AT) red.controller.play({ type: "deploy", base, at: [x, y], facing: 180 });
    red.controller.play({ type: "end-deployment", side: "red" });
    await settled(both);
    expect(view(blue).stage).toBe("play");

    // Mid-game, the server is killed; the side to act presses while it is away.
    await stop(first.child, "SIGKILL");
    await until(() => both.every((p) => !online(p).connected), "both pages to see the server go");
    const n = view(blue).entries;
    const { p, command } = next(pages);
    p.controller.play(command);
    expect(online(p).resending).toBe(1);
    expect(banner(p)).toContain("1 command not confirmed, re-sending…");
    const second = await serverProcess(data, {}, first.port);
    children.push(second.child);
    await settled(both);
    expect(view(blue).entries).toBe(n + 1);
    expect(online(p).resending).toBe(0);
    expect(banner(p)).not.toContain("re-sending");
    expect(gameOf(p.app).game.refusal).toBeNull();

    // The game goes on to its end on both pages.
    for (let i = 0; i < 200 && view(blue).stage !== "over"; i++) {
      const { p: q, command: c } = next(pages);
      q.controller.play(c);
      await settled(both);
    }
    for (const q of both) expect(view(q).stage).toBe("over");
    for (const q of both) q.controller.leave();
    await stop(second.child);
  }, 300_000);
});
