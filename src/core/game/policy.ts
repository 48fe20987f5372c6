import type { Seat } from "./ruleset";

/**
 * The policy seam (issue 34): a computer player for one seat. It decides one command at a time from
 * what that seat is shown and nothing else: the set-up as the seat sees it (`setupView`), the seat's
 * view (`seatView`) and whose action it is (`seatsToAct`), the same three things a page or a bot over
 * the network receives. It never reads the session, the seed or another seat's view, so it cannot use
 * hidden information (tests/ai/secrets.test.ts scrambles the other seat's secrets and checks the
 * decision does not move). What it measures on the table (the ruleset's measured line of sight) is its
 * `measure`, made once per game from the set-up by the edge's deps (the edge owns the LOS engine).
 *
 * Every decision says why: its score, the factors that made it, and the best alternatives it beat
 * (MegaMek's bot is the counter-example: its developers have no way to see why it moved).
 */

/** How hard the computer thinks: random legal commands, the scripted baseline, the measured opponent. */
export const POLICY_LEVELS = ["random", "baseline", "opponent"] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];

/** What one seat is shown: the same as a seat snapshot carries (seat-snapshot.ts), nothing more. */
export interface Seen {
  /** the set-up as the seat may see it (the ruleset's `setupView`) */
  setup: unknown;
  /** the seat's view (the ruleset's `seatView`) */
  view: unknown;
  /** the seats whose action it is now (the ruleset's `seatsToAct`) */
  toAct: readonly Seat[];
}

/** One factor of a score, in words and as its share of the score. */
export interface Factor {
  /** what it weighs, in words ("expected damage taken") */
  name: string;
  /** its contribution to the score (higher is better for the deciding seat) */
  value: number;
  /** the measured facts behind it ("seen by 1 of 5 enemy bases, 62% to hit") */
  detail?: string;
}

/** A command the policy weighed. */
export interface Weighed {
  command: Record<string, unknown>;
  /** the sum of its factors */
  score: number;
  factors: Factor[];
  /** one line for a log: what the command does and why */
  summary: string;
}

/** A decision: the command chosen, and the (at most two) best alternatives it beat. */
export interface Decision extends Weighed {
  alternatives: Weighed[];
}

/** How long a decision may take: the clock is handed in (core reads no clock of its own). */
export interface Budget {
  /** milliseconds now, on the caller's clock */
  now(): number;
  /** the `now()` by which the decision must be made (it returns its best so far then) */
  deadline: number;
}

/** A budget that never runs out (tests that must not depend on the machine's speed). */
export const UNHURRIED: Budget = { now: () => 0, deadline: Number.POSITIVE_INFINITY };

/** How a decision is asked for. */
export interface DecideOptions {
  budget: Budget;
  /** breaks ties and draws samples: seeded, it makes every decision reproducible */
  rnd: () => number;
  /**
   * how many of its commands the engine refused at this point of the log (0: none). A policy decides
   * from the seat's view, which may lack what the engine judges on (the other side's moves in a
   * simultaneous step): after a refusal it should end its part.
   */
  attempt?: number;
}

/** A computer player for a ruleset, at one level. */
export interface Policy<M = unknown> {
  readonly ruleset: string;
  readonly level: PolicyLevel;
  /** what it measures on a game's set-up (as the seat sees it): made once per game by the caller */
  measure(setup: unknown): M;
  /**
   * The next command for `seat` (null: it has nothing to send now). `rnd` breaks ties and draws
   * samples, so a seeded generator makes every decision reproducible.
   */
  decide(seen: Seen, seat: Seat, measure: M, o: DecideOptions): Decision | null;
}

/** A ruleset's policies, one per level it offers (the rules part's `policies`: core/game/module.ts). */
export type Policies = Partial<Record<PolicyLevel, Policy>>;

/**
 * The best of `weighed` (ties: the first, so the caller's order decides) with the two best others as
 * its alternatives; null when there is none.
 */
export function chooseBest(weighed: readonly Weighed[]): Decision | null {
  if (weighed.length === 0) return null;
  const order = weighed.map((w, i) => ({ w, i })).sort((a, b) => b.w.score - a.w.score || a.i - b.i);
  const best = order[0]!.w;
  return { ...best, alternatives: order.slice(1, 3).map((x) => x.w) };
}

/** The sum of factors' values. */
export const scoreOf = (factors: readonly Factor[]): number => factors.reduce((a, f) => a + f.value, 0);

/** A decision in one line for a log: the choice, its score, and what it beat. */
export function decisionLine(d: Decision): string {
  const alt = d.alternatives.map((a) => `${a.summary} (${a.score.toFixed(2)})`).join("; ");
  return `${d.summary} (${d.score.toFixed(2)})${alt ? `; beat ${alt}` : ""}`;
}

/**
 * A decision's short reason, for the line of a game log that shows the entry it made (issue 34 item
 * 4): its score, its largest factor, and the best alternative it beat with that one's score. The full
 * record (every factor, both alternatives) is the decision itself (`--json`).
 */
export function decisionReason(d: Decision): string {
  const top = [...d.factors].sort((a, b) => Math.abs(b.value) - Math.abs(a.value))[0];
  const why = top ? `, mostly ${top.name} ${top.value >= 0 ? "+" : ""}${top.value.toFixed(2)}` : "";
  const alt = d.alternatives[0];
  return `score ${d.score.toFixed(2)}${why}${alt ? `; beat ${alt.summary} (${alt.score.toFixed(2)})` : ""}`;
}

/** A weighed command: its factors summed. */
export const weigh = (command: Record<string, unknown>, summary: string, factors: Factor[]): Weighed => ({
  command,
  score: scoreOf(factors),
  factors,
  summary,
});

/** A decision with no alternative worth naming (a rule leaves one thing to do), and why. */
export const only = (command: Record<string, unknown>, summary: string, why: string): Decision => ({
  ...weigh(command, summary, [{ name: why, value: 0 }]),
  alternatives: [],
});
