import type { PolicyLevel } from "../../core/game/policy";
import type { Problem } from "../../core/problems";
import type { Result } from "../../core/result";
import type { Table } from "../../core/table/schema";
import type { NetworkClient } from "../client/network-client";

/**
 * What the shell asks of the game on (its host): the shell store holds one (`match-slice.ts`): the one game shell
 * (game/shell.ts) playing one ruleset. The contract lives below the store, not with the rulesets' UIs
 * above it (issue 36 item 6: the store imported rulesets/ui.ts, which imports the store); ui.ts
 * re-exports it.
 */
export interface GameHost {
  /** the ruleset's id */
  readonly ruleset: string;
  /** the ruleset's UI facade (its adapter): what its own panels call */
  readonly api: unknown;
  /** Opens a saved game file's text; a bad or newer file is refused with its problems. */
  load(text: string, fileName: string): Result<void, Problem[]>;
  /**
   * Resumes an autosaved game (the table before it comes with the record, and the computer's side and
   * level when the game was against it).
   */
  resume(
    text: string,
    before: { table: Table; source: string } | null,
    computer?: { side: 0 | 1; level: PolicyLevel } | null,
  ): Result<void, Problem[]>;
  /** Ctrl+Z in a game (a ruleset may ask the player first). */
  undoKey(): void;
  /** Leaves the game and gives the table back as it was before. */
  leave(): void;
  /** Plays (or watches) an online game through a joined network client: the page shows only its seat. */
  joinOnline(client: NetworkClient): Result<void, Problem[]>;
}
