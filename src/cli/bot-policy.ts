import {
  type Decision,
  decisionLine,
  type Policies,
  type Policy,
  type PolicyLevel,
} from "../core/game/policy";
import { hookPolicy } from "../core/game/policy-hook";
import { seededRandom } from "../core/random";
import { OnlineGame } from "../net/online-client";
import type { Invite } from "../net/protocol";
import type { RulesetModule } from "../rulesets";
import { type BotOptions, type BotResult, endBot } from "./bot-player";

/**
 * `sightline bot --ai`: a computer player (core/game/policy.ts) for one seat of an online game. It is
 * sent what any client of its seat is sent (the welcome's set-up as the seat sees it, each update's
 * view and seats to act) and decides from that alone; its measured LOS is built here from the set-up
 * (the edge owns the LOS engine). One command at a time: after a refusal it asks its policy again
 * with the refusal counted (the policy then ends its part), and after ATTEMPTS refusals at one point of
 * the log it waits for the game to move on.
 */

// a measured policy ends its part after one refusal; a bot hook's random player (policy-hook.ts) walks
// its candidates, which need not be legal, so it is given as many tries as a hook offers commands
const ATTEMPTS = 16;

export interface PolicyBotOptions extends BotOptions {
  /** each decision's time budget, ms (default 2000) */
  budgetMs?: number;
  /** every decision, with the time it took (the log line is `decisionLine(d)`) */
  onDecision?(d: Decision, ms: number): void;
}

/**
 * A module's computer players on the measured LOS of the CLI: its own (`policies`), else the random
 * player of its bot hook (core/game/policy-hook.ts); null when it has neither.
 */
export async function policiesOf(m: RulesetModule): Promise<Policies | null> {
  const [core, node, { createWorld }, { cliCatalog }, { noSquareSight }] = await Promise.all([
    m.core(),
    m.node(),
    import("../geometry/los/world"),
    import("./io"),
    import("../core/los/sight-rules"),
  ]);
  if (!core.policies) return core.bot ? { random: hookPolicy(core.bot) } : null;
  const catalog = cliCatalog();
  // a hex ruleset reads its own hex LOS on the world (as cliRuleset builds it)
  const sight = m.sight ?? noSquareSight(m.id);
  const worlds = new Map<unknown, unknown>();
  return core.policies({
    catalog,
    data: node.data?.({ charts: undefined, units: undefined }),
    world: (t) => createWorld(t, catalog, sight),
    perTable: (make) => (t) => {
      if (!worlds.has(t)) worlds.set(t, make(t));
      return worlds.get(t) as ReturnType<typeof make>;
    },
  });
}

/** The policy of `level` of a module, or why there is none. */
export async function policyOf(m: RulesetModule, level: PolicyLevel): Promise<Policy | string> {
  const ps = await policiesOf(m);
  const p = ps?.[level];
  if (p) return p;
  const has = ps ? Object.keys(ps) : [];
  return has.length > 0
    ? `${m.name} has no "${level}" computer player (it has ${has.join(", ")})`
    : `${m.name} has no computer player yet`;
}

/** Plays one seat with `policy` until the game ends, `maxCommands` were accepted, or time runs out. */
export async function runPolicyBot(invite: Invite, policy: Policy, o: PolicyBotOptions): Promise<BotResult> {
  const rnd = seededRandom(o.seed);
  let accepted = 0;
  let refused = 0;
  let setup: unknown;
  let measure: unknown;
  let pending: { ref: number; at: number } | null = null;
  let refusedAt = { n: -1, count: 0 };
  let finish: (r: BotResult["reason"]) => void = () => undefined;
  const finished = new Promise<BotResult["reason"]>((r) => {
    finish = r;
  });

  const think = () => {
    const u = game.update;
    const seat = game.seat;
    if (!u || !seat || pending || setup === undefined) return;
    if (u.over) return finish("over");
    if (accepted >= o.maxCommands) return finish("max-commands");
    const attempt = refusedAt.n === u.n ? refusedAt.count : 0;
    if (!u.toAct.includes(seat) || attempt >= ATTEMPTS)
      return o.stopWhenWaiting ? finish("waiting") : undefined;
    try {
      measure ??= policy.measure(setup);
    } catch {
      return finish("gave-up");
    }
    const t0 = performance.now();
    const d = policy.decide({ setup, view: u.view, toAct: u.toAct }, seat, measure, {
      budget: { now: () => performance.now(), deadline: t0 + (o.budgetMs ?? 2000) },
      rnd,
      attempt,
    });
    o.onDecision?.(
      d ?? { command: {}, score: 0, factors: [], summary: "(nothing)", alternatives: [] },
      performance.now() - t0,
    );
    if (!d) return o.stopWhenWaiting ? finish("waiting") : undefined;
    pending = { ref: game.send(d.command), at: performance.now() };
  };

  const answered = (ref: number | undefined, ok: boolean) => {
    if (!pending || ref !== pending.ref) return;
    o.onRoundTrip?.(performance.now() - pending.at);
    pending = null;
    if (ok) accepted++;
    else {
      refused++;
      const n = game.update?.n ?? -1;
      refusedAt = { n, count: refusedAt.n === n ? refusedAt.count + 1 : 1 };
      if (refused > 2000) finish("gave-up");
    }
    setTimeout(think, o.minIntervalMs ?? 60);
  };

  const game: OnlineGame = await OnlineGame.join(invite, {
    welcome(w) {
      o.onTraffic?.("welcome", w);
      setup = w.setup;
    },
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

export { decisionLine };
