import type { Page } from "playwright-core";
import { tableToPage } from "./browser";

/**
 * Click → map on screen, timed inside the page: from the pointerdown of the click that asks for a map
 * to the first animation frame after the panel says the map is done (the frame that draws it has run
 * by then). The waiter is installed before the click, so nothing is missed between the two.
 */
async function timeClick(page: Page, click: () => Promise<void>, timeoutMs = 60_000): Promise<number> {
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const waiter = page.evaluate(`new Promise((resolve, reject) => {
    const panel = document.querySelector("[data-testid=deadground-panel]");
    if (!panel) return reject(new Error("no dead-ground panel"));
    let clickAt = null;
    let running = false;
    const onDown = () => { if (clickAt === null) clickAt = performance.now(); };
    window.addEventListener("pointerdown", onDown, { capture: true });
    const obs = new MutationObserver(() => {
      const status = panel.getAttribute("data-status");
      if (clickAt !== null && status === "running") running = true;
      if (clickAt !== null && running && status === "done") {
        obs.disconnect();
        window.removeEventListener("pointerdown", onDown, { capture: true });
        requestAnimationFrame(() => resolve(performance.now() - clickAt));
      }
    });
    obs.observe(panel, { attributes: true, attributeFilter: ["data-status"] });
    setTimeout(() => reject(new Error("no map within the time limit")), ${timeoutMs});
  })`) as Promise<number>;
  // Give the waiter a moment to be installed before clicking.
  await page.waitForTimeout(50);
  await click();
  return waiter;
}

/** Dead-ground tool on; click unit `id` at table point (x, y); ms until its map is drawn. */
export async function clickUnitForMap(page: Page, x: number, y: number, z = 0.8): Promise<number> {
  const [px, py] = await tableToPage(page, x, y, z);
  return timeClick(page, () => page.mouse.click(px, py));
}

/** Toggles the target height radio (a new map of the same observer); ms until drawn. */
export async function clickTargetHeight(page: Page, label: string): Promise<number> {
  return timeClick(page, () => page.getByLabel(label).check());
}

/** Clicks "Show threat"; ms until the threat map is drawn. */
export async function clickThreat(page: Page): Promise<number> {
  return timeClick(page, () => page.getByTestId("threat-button").click(), 120_000);
}
