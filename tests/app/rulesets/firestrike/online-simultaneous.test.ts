import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkClient } from "../../../../src/app/client/network-client";
import { createOnlineGame } from "../../../../src/app/game/online-page";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import type { RunningServer } from "../../../../src/server/server";
import { BLUE_AT, RED_AT } from "../../../fixtures/games/skirmish-deployment";
import { inviteAt, serverHere, until } from "../../../server/support";
import { gameApp, newGameJson } from "./support";

// Issue 19, the page in simultaneous movement online: both pages may act in step 2b (each for its own
// seat), each shows the other's moves only once the step ends; and the replay slider of an online page
// asks the server for the seat's snapshot after n entries.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

type Page = Awaited<ReturnType<typeof pageAt>>;

async function pageAt(url: string) {
  const g = gameApp();
  const net = await NetworkClient.join(inviteAt(url));
  await net.ready();
  const seat = net.seats[0]!;
  g.app.getState().setMatch({
    online: { seat, spectator: false, connected: true, gaveUp: false, sending: 0 },
  });
  const r = g.controller.joinOnline(net);
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join("; "));
  return { ...g, net, seat };
}

const view = (p: Page) => gameOf(p.app).game.view!;
const settled = (pages: Page[]) =>
  until(
    () =>
      pages.every((p) => p.app.getState().match.online!.sending === 0) &&
      new Set(pages.map((p) => view(p).entries)).size === 1,
    "both pages up to date",
  );

/** Moves one of the page's marked bases an inch (the first base and mode the server accepts). */
async function moveOne(p: Page): Promise<string> {
  const s = view(p).state!;
  const marked = new Set(
    Object.values(s.formations)
      .filter((f) => f.moveMarker)
      .map((f) => f.id),
  );
  for (const b of Object.values(s.bases)) {
    if (b.side !== p.seat || !marked.has(b.formation) || b.carriedBy) continue;
    for (const mode of ["walking", "forward"])
      for (const dy of [1, -1]) {
        const n = view(p).entries;
        gameOf(p.app).setGame({ refusal: null });
        p.controller.play({ type: "move", base: b.id, mode, path: [[b.x, b.y + dy]] });
        await until(() => p.app.getState().match.online!.sending === 0, `${p.seat}'s move answered`);
        if (view(p).entries > n) return b.id;
      }
  }
  throw new Error(`no base of ${p.seat} moves`);
}

const at = (p: Page, id: string) => {
  const b = view(p).state!.bases[id]!;
  return [b.x, b.y];
};

describe("simultaneous movement on two online pages", () => {
  it("both pages move at once; each sees the other's moves after the step; the replay slider asks the server", async () => {
    const made = await createOnlineGame(newGameJson(), (input, init) =>
      fetch(`${server.url}${String(input)}`, init),
    );
    if (!made.ok) throw new Error(JSON.stringify(made.problems));
    const blue = await pageAt(made.links.seats.blue!.url);
    const red = await pageAt(made.links.seats.red!.url);
    const pages = new Map([
      ["blue", blue],
      ["red", red],
    ]);
    for (const [base, x, y] of BLUE_AT) blue.controller.play({ type: "deploy", base, at: [x, y], facing: 0 });
    blue.controller.play({ type: "end-deployment", side: "blue" });
    await settled([blue, red]);
    for (const [base, x, y] of RED_AT) red.controller.play({ type: "deploy", base, at: [x, y], facing: 180 });
    red.controller.play({ type: "end-deployment", side: "red" });
    await settled([blue, red]);
    for (let i = 0; i < 60 && view(blue).state?.step !== "movement"; i++) {
      const who = view(blue).actor!;
      const p = pages.get(who)!;
      const marker = view(p).todo.find((t) => t.kind === "move-marker");
      p.controller.play(
        marker ? { type: "place-move-marker", formation: marker.ids[0] } : { type: "done", side: who },
      );
      await settled([blue, red]);
    }
    expect(view(blue).state!.step).toBe("movement");
    // Each page acts for its own seat in 2b (before, red's page waited for blue).
    expect(view(blue).actors).toEqual(["blue", "red"]);
    expect(view(red).actors).toEqual(["blue", "red"]);
    expect(view(blue).actor).toBe("blue");
    expect(view(red).actor).toBe("red");

    const [b, r] = await Promise.all([moveOne(blue), moveOne(red)]);
    await settled([blue, red]);
    const bMoved = at(blue, b);
    const rMoved = at(red, r);
    expect(at(red, b)).not.toEqual(bMoved);
    expect(at(blue, r)).not.toEqual(rMoved);
    const beforeEnd = view(blue).entries;
    blue.controller.play({ type: "done", side: "blue" });
    await settled([blue, red]);
    expect(view(red).state!.step).toBe("movement");
    expect(at(red, b)).not.toEqual(bMoved);
    red.controller.play({ type: "done", side: "red" });
    await until(
      () => view(blue).state!.step !== "movement" && view(red).state!.step !== "movement",
      "2b ends",
    );
    await settled([blue, red]);
    expect(at(red, b)).toEqual(bMoved);
    expect(at(blue, r)).toEqual(rMoved);

    // The replay slider: the server's snapshot of red after the moves, before the step ended.
    red.controller.replayTo(beforeEnd);
    await until(() => view(red).replayAt === beforeEnd, "red's replay snapshot");
    expect(view(red).state!.step).toBe("movement");
    expect(at(red, r)).toEqual(rMoved);
    expect(at(red, b)).not.toEqual(bMoved);
    red.controller.replayTo(null);
    expect(view(red).replayAt).toBeNull();
    expect(at(red, b)).toEqual(bMoved);
    blue.net.close();
    red.net.close();
  }, 120_000);
});
