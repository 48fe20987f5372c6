import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from "react";
import { rulesetUi } from "../rulesets";

/**
 * The shell's way of showing a part of a ruleset's UI (its header, side panel, screens, scene layer or
 * labels): loaded on demand from the registry the first time it is shown, then kept.
 */

/** The parts of a ruleset's UI the shell shows. */
export type RulesetPartName = "Header" | "Side" | "Overlays" | "scene" | "labels";

const parts = new Map<string, LazyExoticComponent<ComponentType>>();

function partOf(id: string, part: RulesetPartName): LazyExoticComponent<ComponentType> | null {
  const ui = rulesetUi(id);
  if (!ui) return null;
  const key = `${id}\n${part}`;
  let c = parts.get(key);
  if (!c) {
    const load =
      part === "scene" ? ui.scene() : part === "labels" ? ui.labels() : ui.panels().then((p) => p[part]);
    c = lazy(() => load.then((C) => ({ default: C })));
    parts.set(key, c);
  }
  return c;
}

/** Shows one part of a ruleset's UI (nothing for a ruleset this page has no UI for). */
export function RulesetPart({
  ruleset,
  part,
  fallback = null,
}: {
  ruleset: string;
  part: RulesetPartName;
  fallback?: ReactNode;
}) {
  const C = partOf(ruleset, part);
  return C ? (
    <Suspense fallback={fallback}>
      <C />
    </Suspense>
  ) : null;
}
