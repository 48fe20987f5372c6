import { decisionReason, POLICY_LEVELS, type PolicyLevel } from "../core/game/policy";
import type { Invite } from "../net/protocol";
import type { RulesetModule } from "../rulesets";
import { decimal, parseArgs } from "./args";
import type { BotOptions, BotResult } from "./bot-player";
import { UserError } from "./io";
import { jsonLine, oneLine, printOut } from "./terminal";

/**
 * `sightline bot <invite-url> [--ai [--level L]] [--seed N] [--max-commands K] [--timeout S]`: joins an
 * online game with an invite link and plays random legal commands for its seat (any ruleset of the list with a bot: its
 * node part's own, else its rules part's bot hook through hook-bot.ts) until the game ends or K commands were
 * accepted; prints one JSON line (its seat, commands accepted and refused, why it stopped). Exit 0 when
 * it stopped for one of those reasons, 1 when it gave up (the server went away, the link is bad).
 */

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE =
  "usage: sightline bot <invite-url> [--ai [--level random|baseline|opponent]] [--seed N] [--max-commands K] [--timeout SECONDS]";

export interface BotCliOptions {
  invite: string;
  seed: number;
  maxCommands: number;
  timeoutS: number;
  /** the computer player's level (`--ai`), or null for the random bot */
  ai: PolicyLevel | null;
}

function whole(
  v: string | true | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (v === undefined) return fallback;
  const n = typeof v === "string" ? decimal(v) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UserError(
      `--${name} must be a whole number from ${min} to ${max}, not "${oneLine(String(v))}"`,
      2,
    );
  return n;
}

/** Parses `bot`'s arguments (bad arguments: exit 2). */
export function botOptions(argv: readonly string[]): BotCliOptions {
  const args = parseArgs(argv, ["seed", "max-commands", "timeout", "level"], ["ai"]);
  if (args.positionals.length !== 1 || !args.positionals[0]) throw new UserError(USAGE, 2);
  const level = args.flags.get("level");
  if (level !== undefined && !args.flags.has("ai"))
    throw new UserError("--level picks the computer player of --ai: add --ai", 2);
  if (level !== undefined && !(POLICY_LEVELS as readonly unknown[]).includes(level))
    throw new UserError(
      `--level must be one of ${POLICY_LEVELS.join(", ")}, not "${oneLine(String(level))}"`,
      2,
    );
  return {
    ai: args.flags.has("ai") ? ((level as PolicyLevel | undefined) ?? "opponent") : null,
    invite: args.positionals[0],
    seed: whole(args.flags.get("seed"), "seed", 0, 2 ** 31 - 1, 1),
    maxCommands: whole(args.flags.get("max-commands"), "max-commands", 1, 1_000_000, 100_000),
    timeoutS: whole(args.flags.get("timeout"), "timeout", 1, 86_400, 3600),
  };
}

/**
 * How `sightline bot` plays a ruleset of the list: its node part's own bot, else its rules part's bot
 * hook through hook-bot.ts; null when it has neither.
 */
export async function hookOf(
  m: RulesetModule,
): Promise<((invite: Invite, o: BotOptions) => Promise<BotResult>) | null> {
  const [node, core] = await Promise.all([m.node(), m.core()]);
  if (node.bot) return node.bot;
  const hook = core.bot;
  if (!hook) return null;
  const { runHookBot } = await import("./hook-bot");
  return (invite, o) => runHookBot(invite, hook, o);
}

export async function botCommand(argv: readonly string[]): Promise<number> {
  const o = botOptions(argv);
  const { parseInvite } = await import("../net/protocol");
  const invite = parseInvite(o.invite);
  if (!invite)
    throw new UserError(`"${oneLine(o.invite)}" is not an invite link (…/?online=<game>&token=<token>)`, 2);
  const { rulesetOfInvite } = await import("./bot-hooks");
  const { rulesetModule } = await import("../rulesets");
  let r: BotResult;
  try {
    const opts = { seed: o.seed, maxCommands: o.maxCommands, timeoutMs: o.timeoutS * 1000 };
    const ruleset = await rulesetOfInvite(invite);
    const m = rulesetModule(ruleset);
    if (m && o.ai) {
      const { policyOf, runPolicyBot } = await import("./bot-policy");
      const p = await policyOf(m, o.ai);
      if (typeof p === "string") throw new UserError(`sightline bot --ai: ${p}`, 1);
      r = await runPolicyBot(invite, p, {
        ...opts,
        onDecision: (d, ms) =>
          printOut(
            jsonLine({
              decision: d.summary,
              // the log line's short reason; the rest of the line is the full record
              why: decisionReason(d),
              command: d.command,
              score: d.score,
              factors: d.factors,
              alternatives: d.alternatives.map((a) => ({
                summary: a.summary,
                score: a.score,
                factors: a.factors,
              })),
              ms: Math.round(ms),
            }),
          ),
      });
      printOut(jsonLine(r));
      return r.reason === "gave-up" ? 1 : 0;
    }
    const play = m ? await hookOf(m) : null;
    if (!play) throw new UserError(`sightline bot: there is no bot for the ruleset "${oneLine(ruleset)}"`, 1);
    r = await play(invite, opts);
  } catch (e) {
    if (e instanceof UserError) throw e;
    throw new UserError(
      `sightline bot: cannot join the game: ${oneLine(String((e as Error).message ?? e))}`,
      1,
    );
  }
  printOut(jsonLine(r));
  return r.reason === "gave-up" ? 1 : 0;
}
