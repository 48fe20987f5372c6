import { firefightBot } from "../core/firefight/bot";
import type { BotHook } from "../core/game/bot";
import { lnlBot } from "../core/lnl/bot";
import { OnlineGame } from "../net/online-client";
import type { Invite } from "../net/protocol";

/**
 * The bot hooks of the rulesets `sightline bot` plays through hook-bot.ts (Firestrike has its own,
 * richer bot: bot-player.ts), by ruleset id, and the ruleset of an invite's game (read from the
 * server's welcome: a short join, left at once).
 */
export const BOT_HOOKS: ReadonlyMap<string, BotHook> = new Map(
  [firefightBot, lnlBot].map((h) => [h.ruleset, h]),
);

/** The ruleset id of the game an invite opens. */
export async function rulesetOfInvite(invite: Invite): Promise<string> {
  let ruleset = "";
  let seen: () => void = () => undefined;
  const welcomed = new Promise<void>((r) => {
    seen = r;
  });
  const g = await OnlineGame.join(invite, {
    welcome: (w) => {
      ruleset = w.ruleset;
      seen();
    },
  });
  await Promise.race([welcomed, new Promise((r) => setTimeout(r, 10_000))]);
  await g.leave();
  return ruleset;
}
