import type { Catalog } from "../catalog/schema";
import type { LosWorld } from "../los/world";
import type { Problem } from "../problems";
import type { Result } from "../result";
import type { Table } from "../table/schema";
import type { BotHook } from "./bot";
import type { Policies } from "./policy";
import type { AnyRuleset } from "./ruleset";

/**
 * A ruleset's rules part as its module (src/rulesets/) loads it on demand: how the edge builds the
 * `Ruleset` from neutral deps, makes a set-up from a table, and what its bot hook is. Every edge (the
 * page, the CLI, the server, the bots) builds a ruleset only through this, so none names one
 * (boardgame.io's `Game` carries its own `setup` and `ai` the same way).
 */

/** What a ruleset is built from: the edge hands in the catalog, the ruleset's data and its LOS worlds. */
export interface RulesetDeps<D = unknown> {
  catalog: Catalog;
  /** the ruleset's data as the edge loaded it (its node part's `data`; undefined: none to load) */
  data: D;
  /** the measured LOS world of a table under this ruleset's square sight rules (geometry, at the edge) */
  world(table: Table): LosWorld;
  /**
   * `make` kept per table as the edge decides (the server: the last few tables, shared by every room
   * on one; the CLI: every table it meets). A ruleset wraps its measured oracle in it.
   */
  perTable<T>(make: (table: Table) => T): (table: Table) => T;
}

/** What a game made from a shipped table asks for (`POST /api/games` with a table's name). */
export interface TableSetupRequest {
  /** the table file's name, for messages (`terrain/ridge-and-village.json`) */
  file: string;
  /** the game's name, when the request gives one */
  name?: string;
  /** the turn limit (default: the table's) */
  turns?: number;
  /** the table's units deploy again, hidden (false) or stand where the table has them (true) */
  deployed: boolean;
}

/**
 * A set-up's own fields made from a table (the ruleset's part of a game file: `ruleset`, `name`,
 * `table` and whatever else its body holds; no format, seed or log), or the problems, their paths
 * from `$` of the request (`$.table`, `$.turns`).
 */
export type TableSetup<D = unknown> = (
  /** the table file's text */
  tableText: string,
  request: TableSetupRequest,
  deps: { catalog: Catalog; data: D },
) => Result<Record<string, unknown>, Problem[]>;

/** A ruleset's rules part. */
export interface RulesetCore<D = unknown> {
  /** the ruleset, built from the edge's deps */
  ruleset(deps: RulesetDeps<D>): AnyRuleset;
  /**
   * A set-up from a shipped table whose own units become the forces. Absent: the table alone is the
   * set-up (`{ ruleset, name, table }`), and `turns`/`deployed` are refused.
   */
  fromTable?: TableSetup<D>;
  /** random legal-ish candidates for `sightline bot` (absent: its node part plays, or no bot) */
  bot?: BotHook;
  /**
   * its computer players (core/game/policy.ts), one per level, from the same deps as `ruleset` (issue
   * 34); absent: it has none yet
   */
  policies?(deps: RulesetDeps<D>): Policies;
  /**
   * its data as shipped in the code, for an edge that reads no files (the page's computer-player
   * worker, src/app/ai/); absent: it reads no data (`data` is undefined)
   */
  builtinData?(): D;
}
