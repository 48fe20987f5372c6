import type { Page } from "playwright-core";
import { expect } from "vitest";
import { POLL } from "./game";

/** The refusal of a Done while the pairing still owes a couple (core/firefight/pairing.ts). */
const OWED = /^(\S+) and (\S+) see each other and neither is in a fire fight/;

/** Whether the side panel shows a refused Done that names a couple still to pair. */
export async function owesPair(page: Page): Promise<boolean> {
  const refusal = page.getByTestId("ff-refusal");
  return (await refusal.count()) > 0 && OWED.test((await refusal.textContent()) ?? "");
}

/**
 * Pairing is obligatory while two enemy units see each other (seed 003, issue 39): after a refused
 * Done, pairs the couple the refusal names through the Pair form and waits for the entry (the refusal
 * goes once an entry is accepted). Returns false when no such refusal is shown.
 */
export async function pairOwed(page: Page): Promise<boolean> {
  if (!(await owesPair(page))) return false;
  const m = OWED.exec((await page.getByTestId("ff-refusal").textContent()) ?? "")!;
  await page.getByTestId("ff-unit").selectOption(m[1]!);
  await page.getByTestId("ff-enemy").selectOption(m[2]!);
  await page.getByTestId("ff-pair").click();
  await expect.poll(() => page.getByTestId("ff-refusal").count(), POLL).toBe(0);
  return true;
}
