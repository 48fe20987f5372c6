import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { commitmentOf } from "../core/game/dice";
import { validateGame } from "../core/game/format";
import type { Decision, Policies, Policy, PolicyLevel } from "../core/game/policy";
import { type DecisionRecord, playOut } from "../core/game/policy-play";
import { registryOf } from "../core/game/ruleset";
import { openSession, type Session } from "../core/game/session";
import { seededRandom } from "../core/random";
import { RULESETS, type RulesetModule } from "../rulesets";
import { parseArgs } from "./args";
import { quantile, wilson95 } from "./bench-ai-stats";
import { policiesOf } from "./bot-policy";
import { cliCatalog } from "./io";
import { cliRuleset } from "./rulesets";

/**
 * `npm run bench:ai [-- --games N --turns T --seed S --budget MS --only ID,ID --against random,baseline --quick]`
 * (issue 34): for every ruleset with a computer opponent, N whole games (default 20) in this process
 * against the random player and N against the scripted baseline, seeds S..S+N-1, the opponent on the
 * first seat in even games and the second in odd ones; each game's seed is printed with its winner.
 * Games run the scenario's own length (the table's or the ruleset's turn limit: a recorded game's
 * shortened set-up is not used) unless `--turns` cuts them; `--quick` is 4 games of 2 turns, for
 * development. One JSON document: win rates (wins, draws, losses, the rate with its Wilson 95% interval;
 * a draw is not a win; the seeds of each), the opponent's decision time (per decision and per turn,
 * p50/p95, ms on this machine) and memory. The opponent decides on a clock that never moves (its budget
 * never cuts a decision short), so the games are the same on any machine for the same seeds; the times
 * are measured on the real clock.
 */

const flag = (args: ReturnType<typeof parseArgs>, name: string, fallback: number): number => {
  const v = args.flags.get(name);
  const n = typeof v === "string" ? Number(v) : fallback;
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a whole number ≥ 1, not "${String(v)}"`);
  return n;
};

/**
 * The set-up a ruleset's games are played on: the first shipped table it makes a set-up from (its own
 * units as forces), else (a ruleset whose set-up needs more than a table: Firefight's forces) the
 * set-up of its recorded game in tests/fixtures/games/, its log, seed and stamps dropped.
 */
async function benchTable(m: RulesetModule, data: unknown) {
  const core = await m.core();
  const dir = new URL("../../terrain/", import.meta.url);
  if (core.fromTable) {
    const names = readdirSync(dir)
      .filter((f) => f.endsWith(".json") && !f.startsWith("bench-"))
      .sort((a, b) =>
        a === "ridge-and-village.json" ? -1 : b === "ridge-and-village.json" ? 1 : a.localeCompare(b),
      );
    for (const name of names) {
      const text = readFileSync(new URL(name, dir), "utf8");
      const made = core.fromTable(text, { file: name, deployed: true }, { catalog: cliCatalog(), data });
      if (made.ok) return { name, body: made.value };
    }
  }
  const games = new URL("../../tests/fixtures/games/", import.meta.url);
  for (const name of readdirSync(games)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const json = JSON.parse(readFileSync(new URL(name, games), "utf8")) as Record<string, unknown>;
    if (json.ruleset !== m.id) continue;
    const { commands: _c, seed: _s, commitment: _k, seats: _t, format: _f, ...body } = json;
    for (const k of ["entrySeats", "rolls", "savedAt", "dice"]) delete body[k];
    return { name: `tests/fixtures/games/${name}`, body };
  }
  return null;
}

interface GameRow {
  seed: number;
  opponentSeat: string;
  winner: string | null;
  entries: number;
  turns: number | null;
}

async function benchRuleset(
  m: RulesetModule,
  o: {
    games: number;
    turns: number | null;
    seed: number;
    budget: number;
    against: readonly PolicyLevel[];
  },
) {
  const { ruleset, node, data } = await cliRuleset(m, { charts: undefined, units: undefined });
  const policies: Policies | null = await policiesOf(m);
  if (!policies?.opponent) return null;
  const table = await benchTable(m, data);
  if (!table) return null;
  const registry = registryOf(ruleset);
  // the scenario's own length unless --turns: Firestrike keeps its turn limit in its forces (the
  // table's), the others at the set-up's top, where a recorded game's shortened limit is dropped so
  // the table's (Lock 'n Load) or the rules' default (Firefight) applies
  const { turnLimit: _recorded, ...body } = table.body as Record<string, unknown>;
  const lengthOf = (): Record<string, unknown> => {
    if ("forces" in body)
      return o.turns === null ? {} : { forces: { ...(body.forces as object), turnLimit: o.turns } };
    return o.turns === null ? {} : { turnLimit: o.turns };
  };
  const newGame = (seed: number): Session => {
    const json = {
      format: "sightline-game/3",
      ...body,
      ...lengthOf(),
      seed: `bench-ai-${seed}`,
      commitment: commitmentOf(`bench-ai-${seed}`),
      commands: [],
    };
    const f = validateGame(json, registry);
    if (!f.ok) throw new Error(JSON.stringify(f.error));
    const s = openSession(f.value, registry);
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    return s.value;
  };
  const decisionMs: number[] = [];
  const turnMs: number[] = [];
  const decisionCpuMs: number[] = [];
  const turnCpuMs: number[] = [];
  // the opponent's CPU time per decision (this process, user + system): on a machine loaded by other
  // work the wall clock counts their time too, the CPU time only the opponent's
  const cpuOf = new Map<Decision, number>();
  const opponent: Policy = {
    ...policies.opponent,
    decide(seen, seat, measure, options) {
      const c0 = process.cpuUsage();
      const d = policies.opponent!.decide(seen, seat, measure, options);
      const c = process.cpuUsage(c0);
      if (d) cpuOf.set(d, (c.user + c.system) / 1000);
      return d;
    },
  };
  let rssPeak = 0;
  const against = (other: PolicyLevel) => {
    const rows: GameRow[] = [];
    for (let g = 0; g < o.games; g++) {
      const seed = o.seed + g;
      const start = newGame(seed);
      const seats = start.game.seats;
      const mine = seats[g % 2]!;
      const theirs = seats[(g + 1) % 2]!;
      const mineMs = new Map<number, number>();
      const mineCpu = new Map<number, number>();
      const out = playOut(
        start,
        new Map([
          [mine, { policy: opponent, rnd: seededRandom(seed) }],
          [theirs, { policy: policies[other]!, rnd: seededRandom(seed + 7919) }],
        ]),
        {
          maxEntries: 5000,
          now: () => performance.now(),
          budgetNow: () => 0,
          budgetMs: o.budget,
        },
      );
      // a turn's time: the opponent's decisions made in it (the journal notes each entry's turn)
      for (const d of out.decisions.filter((x: DecisionRecord) => x.seat === mine)) {
        decisionMs.push(d.ms);
        const note = out.session.journal[d.at]?.note as { turn?: number | null } | undefined;
        const t = note?.turn ?? 0;
        mineMs.set(t, (mineMs.get(t) ?? 0) + d.ms);
        const cpu = cpuOf.get(d.decision) ?? 0;
        decisionCpuMs.push(cpu);
        mineCpu.set(t, (mineCpu.get(t) ?? 0) + cpu);
      }
      for (const ms of mineMs.values()) turnMs.push(ms);
      for (const ms of mineCpu.values()) turnCpuMs.push(ms);
      cpuOf.clear();
      // the replay report's winner: Firestrike's result, Firefight's over, Lock 'n Load's winner
      const end = node.end?.report("bench", out.session).json as {
        result?: { winner?: string | null };
        over?: { winner?: string | null } | null;
        winner?: string | null;
        turn?: number;
      };
      rows.push({
        seed,
        opponentSeat: mine,
        winner: end?.result?.winner ?? end?.over?.winner ?? end?.winner ?? null,
        entries: out.session.file.commands.length,
        turns: (out.session.now as { turn?: number }).turn ?? end?.turn ?? null,
      });
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      process.stderr.write(
        `${m.id} vs ${other} seed ${seed}: opponent ${mine}, winner ${rows.at(-1)!.winner}\n`,
      );
    }
    const won = rows.filter((r) => r.winner === r.opponentSeat);
    const drawn = rows.filter((r) => r.winner === null);
    const lost = rows.filter((r) => r.winner !== null && r.winner !== r.opponentSeat);
    return {
      games: rows.length,
      wins: won.length,
      draws: drawn.length,
      losses: lost.length,
      winRate: Math.round((won.length / rows.length) * 1000) / 1000,
      wilson95: wilson95(won.length, rows.length),
      seeds: { won: won.map((r) => r.seed), drawn: drawn.map((r) => r.seed), lost: lost.map((r) => r.seed) },
      rows,
    };
  };
  const vsRandom = o.against.includes("random") ? against("random") : null;
  const vsBaseline = policies.baseline && o.against.includes("baseline") ? against("baseline") : null;
  const turnsPlayed = [...(vsRandom?.rows ?? []), ...(vsBaseline?.rows ?? [])].map((r) => r.turns);
  return {
    ruleset: m.id,
    table: table.name,
    turns: o.turns ?? "the scenario's own",
    turnsPlayed: {
      min: Math.min(...turnsPlayed.map((t) => t ?? 0)),
      max: Math.max(...turnsPlayed.map((t) => t ?? 0)),
    },
    vsRandom,
    vsBaseline,
    decisionMs: {
      n: decisionMs.length,
      p50: quantile(decisionMs, 0.5),
      p95: quantile(decisionMs, 0.95),
      max: quantile(decisionMs, 1),
    },
    turnMs: {
      n: turnMs.length,
      p50: quantile(turnMs, 0.5),
      p95: quantile(turnMs, 0.95),
      max: quantile(turnMs, 1),
    },
    decisionCpuMs: {
      n: decisionCpuMs.length,
      p50: quantile(decisionCpuMs, 0.5),
      p95: quantile(decisionCpuMs, 0.95),
      max: quantile(decisionCpuMs, 1),
    },
    turnCpuMs: {
      n: turnCpuMs.length,
      p50: quantile(turnCpuMs, 0.5),
      p95: quantile(turnCpuMs, 0.95),
      max: quantile(turnCpuMs, 1),
    },
    loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
    rssPeakMb: Math.round(rssPeak / 2 ** 20),
  };
}

const args = parseArgs(
  process.argv.slice(2),
  ["games", "turns", "seed", "budget", "only", "against"],
  ["quick"],
);
/** `--only firefight,lnl`: the rulesets benched (default: every one of the list) */
const only = args.flags.get("only");
const picked = typeof only === "string" ? new Set(only.split(",")) : null;
for (const id of picked ?? [])
  if (!RULESETS.some((m) => m.id === id))
    throw new Error(`--only names "${id}", which is not a ruleset (${RULESETS.map((m) => m.id).join(", ")})`);
/** `--against random`: the pairings played (default both) */
const againstFlag = args.flags.get("against");
const against = typeof againstFlag === "string" ? againstFlag.split(",") : ["random", "baseline"];
for (const a of against)
  if (a !== "random" && a !== "baseline")
    throw new Error(`--against names "${a}": the pairings are random and baseline`);
const quick = args.flags.get("quick") === true;
const o = {
  games: flag(args, "games", quick ? 4 : 20),
  turns: args.flags.has("turns") || quick ? flag(args, "turns", 2) : null,
  seed: flag(args, "seed", 1),
  budget: flag(args, "budget", 2000),
  against: against as PolicyLevel[],
};
const rulesets = [];
for (const m of RULESETS) {
  if (picked && !picked.has(m.id)) continue;
  const r = await benchRuleset(m, o);
  rulesets.push(r ?? { ruleset: m.id, skipped: "no computer opponent yet" });
}
process.stdout.write(
  `${JSON.stringify({ bench: "ai", options: o, node: process.version, rulesets }, null, 2)}\n`,
);
