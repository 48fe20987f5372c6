import { readdirSync, readFileSync } from "node:fs";
import { commitmentOf } from "../core/game/dice";
import { validateGame } from "../core/game/format";
import type { Policies, PolicyLevel } from "../core/game/policy";
import { type DecisionRecord, playOut } from "../core/game/policy-play";
import { registryOf } from "../core/game/ruleset";
import { openSession, type Session } from "../core/game/session";
import { seededRandom } from "../core/random";
import { RULESETS, type RulesetModule } from "../rulesets";
import { parseArgs } from "./args";
import { policiesOf } from "./bot-policy";
import { cliCatalog } from "./io";
import { cliRuleset } from "./rulesets";

/**
 * `npm run bench:ai [-- --games N --turns T --seed S --budget MS --only ID,ID]` (issue 34): for every ruleset with a
 * computer opponent, N whole games in this process against the random player and N against the scripted
 * baseline, the opponent on the first seat in even games and the second in odd ones; each game's seed
 * is printed with its winner. One JSON document: win rates (wins, draws, losses, and the seeds),
 * the opponent's decision time (per decision and per turn, p50/p95, ms on this machine) and memory. The
 * opponent decides on a clock that never moves (its budget never cuts a decision short), so the games
 * are the same on any machine for the same seeds; the times are measured on the real clock.
 */

const flag = (args: ReturnType<typeof parseArgs>, name: string, fallback: number): number => {
  const v = args.flags.get(name);
  const n = typeof v === "string" ? Number(v) : fallback;
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a whole number ≥ 1, not "${String(v)}"`);
  return n;
};

const quantile = (xs: readonly number[], q: number): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]! * 10) / 10;
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
  o: { games: number; turns: number; seed: number; budget: number },
) {
  const { ruleset, node, data } = await cliRuleset(m, { charts: undefined, units: undefined });
  const policies: Policies | null = await policiesOf(m);
  if (!policies?.opponent) return null;
  const table = await benchTable(m, data);
  if (!table) return null;
  const registry = registryOf(ruleset);
  const newGame = (seed: number): Session => {
    const json = {
      format: "sightline-game/3",
      ...table.body,
      // Firestrike keeps its turn limit in its forces, the others at the set-up's top
      ...("forces" in table.body
        ? { forces: { ...(table.body.forces as object), turnLimit: o.turns } }
        : { turnLimit: o.turns }),
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
      const out = playOut(
        start,
        new Map([
          [mine, { policy: policies.opponent!, rnd: seededRandom(seed) }],
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
      }
      for (const ms of mineMs.values()) turnMs.push(ms);
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
        turns: end?.turn ?? null,
      });
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      process.stderr.write(
        `${m.id} vs ${other} seed ${seed}: opponent ${mine}, winner ${rows.at(-1)!.winner}\n`,
      );
    }
    const wins = rows.filter((r) => r.winner === r.opponentSeat).length;
    const draws = rows.filter((r) => r.winner === null).length;
    return {
      games: rows.length,
      wins,
      draws,
      losses: rows.length - wins - draws,
      winRate: wins / rows.length,
      rows,
    };
  };
  const vsRandom = against("random");
  const vsBaseline = policies.baseline ? against("baseline") : null;
  return {
    ruleset: m.id,
    table: table.name,
    turns: o.turns,
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
    rssPeakMb: Math.round(rssPeak / 2 ** 20),
  };
}

const args = parseArgs(process.argv.slice(2), ["games", "turns", "seed", "budget", "only"], []);
/** `--only firefight,lnl`: the rulesets benched (default: every one of the list) */
const only = args.flags.get("only");
const picked = typeof only === "string" ? new Set(only.split(",")) : null;
for (const id of picked ?? [])
  if (!RULESETS.some((m) => m.id === id))
    throw new Error(`--only names "${id}", which is not a ruleset (${RULESETS.map((m) => m.id).join(", ")})`);
const o = {
  games: flag(args, "games", 4),
  turns: flag(args, "turns", 2),
  seed: flag(args, "seed", 1),
  budget: flag(args, "budget", 2000),
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
