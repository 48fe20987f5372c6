import type { Page } from "playwright-core";
import { tableToPage } from "./browser";

/** One click's times, ms from the pointerdown. */
export interface ClickTimes {
  /** to the panel saying the map is done (its `data-status` turned "done"): click → result */
  resultMs: number;
  /** to the animation frame after the panel says the map is done: the frame that draws it starts */
  ms: number;
  /**
   * to the first task after that frame: the frame's commit has waited for the renderer to draw it
   * (with SwiftShader, a frame of the table costs 190-280 ms of the GPU process on this machine)
   */
  drawnMs: number;
  /**
   * the page's own marks (src/app/los/map-trace.ts), ms from the pointerdown: the request sent, the result handed to the
   * store, its pixels in the texture, the overlay's draw calls issued; null where a mark is missing
   */
  phases: {
    requestMs: number | null;
    resultMs: number | null;
    textureMs: number | null;
    renderMs: number | null;
  };
}

/**
 * Click → map on screen, timed inside the page: from the pointerdown of the click that asks for a map
 * to the first animation frame after the panel says the map is done (`ms`), and to the task after that
 * frame, once the frame has been drawn (`drawnMs`). The waiter is installed before the click, so
 * nothing is missed between the two.
 */
async function timeClick(page: Page, click: () => Promise<void>, timeoutMs = 60_000): Promise<ClickTimes> {
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
        const resultMs = performance.now() - clickAt;
        obs.disconnect();
        window.removeEventListener("pointerdown", onDown, { capture: true });
        requestAnimationFrame(() => {
          const ms = performance.now() - clickAt;
          setTimeout(() => {
            const drawnMs = performance.now() - clickAt;
            const at = (phase) => {
              const m = performance.getEntriesByName("sightline:" + phase).at(-1);
              return m && m.startTime >= clickAt ? m.startTime - clickAt : null;
            };
            const phases = { requestMs: at("map-request"), resultMs: at("map-result"), textureMs: at("map-texture"), renderMs: at("map-render") };
            resolve({ resultMs, ms, drawnMs, phases });
          }, 0);
        });
      }
    });
    obs.observe(panel, { attributes: true, attributeFilter: ["data-status"] });
    setTimeout(() => reject(new Error("no map within the time limit")), ${timeoutMs});
  })`) as Promise<ClickTimes>;
  // Give the waiter a moment to be installed before clicking.
  await page.waitForTimeout(50);
  await click();
  return waiter;
}

/** Dead-ground tool on; click unit `id` at table point (x, y); times until its map is drawn. */
export async function clickUnitForMap(page: Page, x: number, y: number, z = 0.8): Promise<ClickTimes> {
  const [px, py] = await tableToPage(page, x, y, z);
  return timeClick(page, () => page.mouse.click(px, py));
}

/** Toggles the target height radio (a new map of the same observer); times until drawn. */
export async function clickTargetHeight(page: Page, label: string): Promise<ClickTimes> {
  return timeClick(page, () => page.getByLabel(label).check());
}

/** Clicks "Show threat"; times until the threat map is drawn. */
export async function clickThreat(page: Page): Promise<ClickTimes> {
  return timeClick(page, () => page.getByTestId("threat-button").click(), 120_000);
}
