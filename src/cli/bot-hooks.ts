import { OnlineGame } from "../net/online-client";
import type { Invite } from "../net/protocol";

/**
 * The ruleset of an invite's game, read from the server's welcome (a short join, left at once):
 * `sightline bot` then plays it with that ruleset's bot from the list (bot.ts).
 */

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
