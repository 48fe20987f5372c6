import type { BotHook } from "./bot";
import { type Decision, only, type Policy, type Seen } from "./policy";
import type { Seat } from "./ruleset";

/**
 * A random player from a ruleset's bot hook (core/game/bot.ts): the fallback computer player of a
 * ruleset without policies of its own, and the benchmark's weakest opponent. It sends the hook's first
 * candidate (the hook shuffles them with `rnd`), the next one after each refusal (the hook's candidates
 * need not be legal: the engine judges), and the last (the ruleset's "done" or "pass") a quarter of
 * the time, so a game of random commands still ends. It reads the seat's view only, as the hook does.
 */

/** The random player of `hook`. */
export function hookPolicy(hook: BotHook): Policy<null> {
  return {
    ruleset: hook.ruleset,
    level: "random",
    measure: () => null,
    decide(seen: Seen, seat: Seat, _m: null, o): Decision | null {
      if (!seen.toAct.includes(seat)) return null;
      const list = hook.candidates(seen.view, seat, o.rnd);
      if (list.length === 0) return null;
      const attempt = o.attempt ?? 0;
      const end = list.length - 1;
      // after refusals it walks the list from its start (the first try may have been the end)
      const i = attempt === 0 ? (o.rnd() < 0.25 ? end : 0) : Math.min(attempt - 1, end);
      const c = list[i]!;
      return only(
        c,
        `${String(c.type ?? "command")} (random)`,
        i === end ? "ends its part" : "drawn at random",
      );
    },
  };
}
