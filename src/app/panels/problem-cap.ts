import type { Problem } from "../../core/problems";

/**
 * How many problems a list on the page shows; the rest are counted ("… and K more"), so a table with a
 * million problems renders a hundred items, not a million. A local stand-in for the core's shared cap
 * (issue 18, item 8), to be replaced by it.
 */
export const SHOWN_PROBLEMS = 100;

/** The first `max` problems, and how many more there are. */
export function capShown(
  problems: readonly Problem[],
  max = SHOWN_PROBLEMS,
): { shown: Problem[]; more: number } {
  return { shown: problems.slice(0, max), more: Math.max(0, problems.length - max) };
}

/** The line that stands for the problems not shown. */
export function moreLine(more: number): string {
  return `… and ${more.toLocaleString("en")} more`;
}
