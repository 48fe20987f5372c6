import { vi } from "vitest";
import { botCommand } from "../../src/cli/bot";
import { replayText } from "../../src/cli/replay";
import { serverDeps } from "../../src/cli/server-deps";
import type { RunningServer } from "../../src/server/server";

/** A game the server made (`createGame`'s answer): its id and one invite per seat. */
export interface MadeGame {
  id: string;
  seats: Record<string, { url: string; token: string }>;
}

/**
 * `sightline bot --ai` (seed 5) on the first seat against the random bot (seed 6) on the second, to the
 * game's end: the exit codes, every JSON line the bots printed, the decisions and the results among
 * them, and the computer's own result line.
 */
export async function aiAgainstRandom(game: MadeGame) {
  const [blue, red] = Object.keys(game.seats) as [string, string];
  const printed: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => {
    printed.push(a.join(" "));
  });
  let codes: number[];
  try {
    codes = await Promise.all([
      botCommand([game.seats[blue]!.url, "--ai", "--seed", "5", "--timeout", "240"]),
      botCommand([game.seats[red]!.url, "--seed", "6", "--timeout", "240"]),
    ]);
  } finally {
    log.mockRestore();
  }
  const lines = printed.map((l) => JSON.parse(l) as Record<string, unknown>);
  const decisions = lines.filter((l) => "decision" in l);
  const results = lines.filter((l) => "reason" in l);
  const ai = results.find((r) => r.seat === blue);
  return { blue, codes, decisions, results, ai };
}

/** The entries the server stored for `seat`, and whether the seat's log replays in the CLI. */
export async function storedAndReplayed(server: RunningServer, game: MadeGame, seat: string) {
  const stored = server.store.game(game.id)!;
  const r = await fetch(`${server.url}/api/games/${game.id}/log?seat=${game.seats[seat]!.token}`);
  const replayed = replayText("online.json", await r.text(), (await serverDeps()).rulesets);
  return { entries: stored.entries.filter((e) => e.seat === seat).length, replays: replayed.ok };
}
