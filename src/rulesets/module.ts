import type { RulesetUi } from "../app/rulesets/ui";
import type { RulesetNode } from "../cli/ruleset-node";
import type { RulesetCore } from "../core/game/module";
import type { HexSightRules } from "../core/los/hex-sight-rules";
import type { SightRules } from "../core/los/sight-rules";

/**
 * A ruleset as one module (issue 36 item 1; ../shared/design/architecture.md, "A ruleset is one
 * module, listed once"): its neutral parts here, at once, and its heavier parts loaded on demand, each
 * by the edge that uses it. The one list of them is ./index.ts; the page, the CLI, the server, `sightline
 * bot` and the map workers all read it, and none of them names a ruleset.
 *
 * - `sight`: its square sight rules (core/los SightRules), light, read by the table tools, the map
 *   workers (by name) and the LOS worlds the edge builds for it; null for a ruleset that reads no square
 *   line of sight (Lock 'n Load: hex LOS only). `hexSight`: its hex sight rules, for hex rulesets.
 * - `core()`: the rules part (core/<id>/module.ts): the `Ruleset` from neutral deps, a set-up from a
 *   table, the bot hook.
 * - `ui()`: the page part (src/app/rulesets/<id>/): panels, scene, labels, tool, controller.
 * - `node()`: the Node part (src/cli/rulesets/<id>/): its data files, calculators, `replay`'s end
 *   report, a bot of its own.
 *
 * Each build keeps only its own edge's part: the page build stubs the Node parts and the CLI build
 * the page parts (scripts/ruleset-parts.mjs); a stub's import fails with "not in this build".
 */
export interface RulesetModule<D = unknown> {
  /** the ruleset's id: the `ruleset` of its game files */
  readonly id: string;
  /** its name on menus and in messages */
  readonly name: string;
  /** the "New game" button's title */
  readonly blurb: string;
  /** its square sight rules, or null when it reads none */
  readonly sight: SightRules | null;
  /** its hex sight rules (core/los HexSightRules), for a ruleset played on a hex grid; loaded on demand */
  readonly hexSight?: () => Promise<HexSightRules>;
  /** its own commands (calculators), named for `sightline --help`; its node part runs them */
  readonly commands?: readonly RulesetCommand[];
  core(): Promise<RulesetCore<D>>;
  ui(): Promise<RulesetUi>;
  node(): Promise<RulesetNode<D>>;
}

/** A command of a ruleset's own, as `sightline --help` lists it. */
export interface RulesetCommand {
  name: string;
  /** its line in `sightline --help` */
  help: string;
}

/** A module, its rules and Node parts checked to agree on the data they pass (`D`). */
export const defineRuleset = <D>(m: RulesetModule<D>): RulesetModule => m as unknown as RulesetModule;
