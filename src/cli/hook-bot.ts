import type { BotHook } from "../core/game/bot";
import { seededRandom } from "../core/random";
import { OnlineGame } from "../net/online-client";
import type { Invite } from "../net/protocol";
import { type BotOptions, type BotResult, endBot } from "./bot-player";

/**
 * A bot for one seat of an online game of any ruleset with a bot hook (core/game/bot.ts): when its
 * seat may act it asks the hook for candidates on its seat view, sends them one at a time (a refusal:
 * the next one), and ends its part with the last candidate after STEP_COMMANDS accepted commands, so
 * a game of random commands reaches its end. When the engine refuses that end (a firefight's pairing
 * is obligatory while two enemy units see each other), the bot goes on with the other candidates. Firestrike's bot (bot-player.ts) is richer: it checks its
 * candidates locally on the measured LOS first.
 */

const STEP_COMMANDS = 4;

export async function runHookBot(invite: Invite, hook: BotHook, o: BotOptions): Promise<BotResult> {
  const rnd = seededRandom(o.seed);
  let accepted = 0;
  let refused = 0;
  /** the candidates still to try at log length `at`, and the commands accepted since the last "end" */
  let queue: {
    at: number;
    list: Record<string, unknown>[];
    end: Record<string, unknown> | undefined;
  } | null = null;
  let sinceEnd = 0;
  let pending: { ref: number; at: number; last: boolean } | null = null;
  let finish: (r: BotResult["reason"]) => void = () => undefined;
  const finished = new Promise<BotResult["reason"]>((r) => {
    finish = r;
  });

  const think = () => {
    const u = game.update;
    const seat = game.seat;
    if (!u || !seat || pending) return;
    if (u.over) return finish("over");
    if (accepted >= o.maxCommands) return finish("max-commands");
    if (!u.toAct.includes(seat)) return o.stopWhenWaiting ? finish("waiting") : undefined;
    if (!queue || queue.at !== u.n) {
      const list = hook.candidates(u.view, seat, rnd);
      const end = list[list.length - 1];
      queue = {
        at: u.n,
        list: sinceEnd >= STEP_COMMANDS ? [...list.slice(-1), ...list.slice(0, -1)] : list,
        end,
      };
    }
    const command = queue.list.shift();
    // Every candidate refused at this point of the log: the seat may be listed only for what the bot
    // does not play (a firefight's take-back), so it waits for the next entry rather than giving up.
    if (!command) return o.stopWhenWaiting ? finish("waiting") : undefined;
    const at = performance.now();
    pending = { ref: game.send(command), at, last: command === queue.end };
  };

  const answered = (ref: number | undefined, ok: boolean) => {
    if (!pending || ref !== pending.ref) return;
    o.onRoundTrip?.(performance.now() - pending.at);
    const last = pending.last;
    pending = null;
    if (ok) {
      accepted++;
      sinceEnd = last ? 0 : sinceEnd + 1;
    } else if (++refused > 5000) finish("gave-up");
    setTimeout(think, o.minIntervalMs ?? 60);
  };

  const game: OnlineGame = await OnlineGame.join(invite, {
    welcome: (w) => o.onTraffic?.("welcome", w),
    update(u) {
      o.onTraffic?.("update", u);
      if (u.accepted !== undefined) answered(u.accepted, true);
      else setTimeout(think, 0);
    },
    refused(r) {
      o.onTraffic?.("refused", r);
      answered(r.ref, false);
    },
    error(r) {
      o.onTraffic?.("error", r);
      answered(r.ref ?? pending?.ref, false);
    },
    connection(c) {
      if (c.gaveUp) finish("gave-up");
    },
  });
  setTimeout(think, 0);
  return endBot(game, finished, finish, o.timeoutMs, () => ({ accepted, refused }), o.signal);
}
