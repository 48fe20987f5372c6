import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkClient } from "../../../../src/app/client/network-client";
import { createOnlineGame } from "../../../../src/app/game/online-page";
import type { RunningServer } from "../../../../src/server/server";
import { inviteAt, serverHere, until } from "../../../server/support";
import { newGameJson } from "./support";

// Issue 19, the set-up dialog's "Measured fog of war": the page's Create sends it as options.fog, the
// server makes a fog game, and the seat's client knows (the banner shows it). Before the first turn
// a fog game's seat sees none of the enemy's bases in its set-up.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:");
});
afterAll(async () => {
  await server?.close();
});

describe("making an online game with the fog switch", () => {
  it.each([true, false])("fog %s: the POST body carries it and the game is made so", async (fog) => {
    const bodies: unknown[] = [];
    const made = await createOnlineGame(
      newGameJson({}),
      (input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return fetch(`${server.url}${String(input)}`, init);
      },
      { fog },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.problems));
    expect((bodies[0] as { options: unknown }).options).toEqual({ fog });
    expect(server.store.game(made.links.id)!.options.fog).toBe(fog);
    const blue = await NetworkClient.join(inviteAt(made.links.seats.blue!.url));
    await until(() => blue.snapshot("blue") !== null, "blue's first view");
    expect(blue.fog).toBe(fog);
    const file = server.store.game(made.links.id)!.file as {
      forces: { bases: { id: string; side: string }[] };
    };
    const reds = file.forces.bases.filter((b) => b.side !== "blue").map((b) => JSON.stringify(b.id));
    const text = JSON.stringify(blue.snapshot("blue"));
    expect(reds.some((id) => text.includes(id))).toBe(!fog);
    blue.close();
  });
});
