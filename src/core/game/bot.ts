import type { Seat } from "./ruleset";

/**
 * The bot hook of a ruleset (issue 19's `sightline bot`): random candidate commands for a seat, from
 * what that seat is sent (its `seatView`: a bot never knows more than a player). Every ruleset's bot
 * plays through this one seam (src/cli/hook-bot.ts): it sends the candidates in order, learns from the
 * engine's refusals, and ends its part with the last candidate (the ruleset's "done" or "pass") after a
 * few commands, so that a game of random commands still reaches its end. Candidates need not be legal:
 * the engine judges them. Pure: the caller's generator `rnd` makes it reproducible.
 */
export interface BotHook {
  /** the ruleset's id */
  readonly ruleset: string;
  /** candidate commands for `seat` now, most wanted first, the command that ends its part last */
  candidates(view: unknown, seat: Seat, rnd: () => number): Record<string, unknown>[];
}

/** `xs` in a random order (Fisher–Yates with `rnd`). */
export function shuffledBy<T>(xs: readonly T[], rnd: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
