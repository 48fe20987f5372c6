import { firefightUi } from "./firefight";
import { firestrikeUi } from "./firestrike";
import { lnlUi } from "./lnl";
import type { RulesetUi } from "./ui";

/**
 * The rulesets' UIs the page knows (issue 24 item 7): the one place the shell reaches a ruleset's UI
 * folder (tests/app/rulesets-layering.test.ts). Each entry is light (its parts load on demand). A
 * ruleset's UI state is in its own store inside its folder (made with store/part-store.ts), which the
 * shell store never imports (issue 36 item 6, tests/import-circles.test.ts).
 *
 * Adding a ruleset's UI: a folder src/app/rulesets/<name>/ whose index.ts exports a `RulesetUi`, listed
 * below.
 */

/** Every ruleset's UI, in the order the "New game" menu lists them. */
export const RULESET_UIS: readonly RulesetUi[] = [firestrikeUi, lnlUi, firefightUi];

/** The UI of a ruleset, by id (null when this page has none for it). */
export const rulesetUi = (id: string): RulesetUi | null => RULESET_UIS.find((r) => r.id === id) ?? null;
