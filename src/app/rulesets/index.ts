import { RULESETS, type RulesetModule } from "../../rulesets";
import type { RulesetUi } from "./ui";

/**
 * The rulesets' UIs the page knows: one per module of the ruleset list (src/rulesets/index.ts, issue 36
 * item 1), the one place the shell reaches a ruleset's UI (tests/app/rulesets-layering.test.ts). Its
 * id, name and blurb come from the module; each part loads on demand from the module's `ui()` (its
 * folder src/app/rulesets/<name>/). A ruleset's UI state is in its own store inside its folder (made
 * with store/part-store.ts), which the shell store never imports (issue 36 item 6,
 * tests/import-circles.test.ts).
 */

/** A module's UI as the shell sees it: the module's names now, its page part's parts on demand. */
export function uiOf(m: RulesetModule): RulesetUi {
  const part = () => m.ui();
  return {
    id: m.id,
    name: m.name,
    blurb: m.blurb,
    ...(m.hexSight ? { hexSight: m.hexSight } : {}),
    // Its game reads the table by its own sight rules, whatever the table tools' "Rules:" picks.
    adapter: async (ctx) =>
      (await part()).adapter(m.sight ? { ...ctx, engine: ctx.engine.withRules(m.sight) } : ctx),
    panels: async () => (await part()).panels(),
    scene: async () => (await part()).scene(),
    labels: async () => (await part()).labels(),
    tool: async (app) => (await part()).tool(app),
  };
}

/** Every ruleset's UI, in the list's order (the "New game" menu's). */
export const RULESET_UIS: readonly RulesetUi[] = RULESETS.map(uiOf);

/** The UI of a ruleset, by id (null when this page has none for it). */
export const rulesetUi = (id: string): RulesetUi | null => RULESET_UIS.find((r) => r.id === id) ?? null;
