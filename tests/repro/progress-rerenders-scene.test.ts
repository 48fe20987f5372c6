import { describe, expect, it } from "vitest";
import { CancelledError, type LosEngine, type ProgressFn } from "../../src/app/los/engine";
import { startOverlayPipeline } from "../../src/app/los/overlay-pipeline";
import { err } from "../../src/core/result";
import { storeWith } from "../app/support";

/**
 * Issue 22: every progress report of a map was written into the app store, so each band of rows woke
 * every app subscriber (scene asset pipelines, autosave, the game controller) and re-rendered every
 * component reading `overlayResult`. Progress now goes to a channel only the progress bar listens to.
 */
describe("map progress does not touch the app state", () => {
  it("fifty progress reports wake no app subscriber; the progress channel gets each", async () => {
    const app = storeWith();
    let report: ProgressFn = () => {};
    let finish: (v: unknown) => void = () => {};
    const run = (_t: unknown, _r: unknown, progress: ProgressFn, signal: AbortSignal) =>
      new Promise((resolve, reject) => {
        report = progress;
        finish = resolve;
        signal.addEventListener("abort", () => reject(new CancelledError("replaced")));
      });
    const engine = { lineOfSight: () => err("unused"), deadGround: run, threat: run } as unknown as LosEngine;
    startOverlayPipeline(app, engine);
    app.getState().requestOverlay({ kind: "deadground", observerId: "b1" });
    expect(app.getState().overlayResult.status).toBe("running");

    let appUpdates = 0;
    const stopApp = app.subscribe(() => appUpdates++);
    for (let i = 1; i <= 50; i++) report(i / 100);
    expect(appUpdates).toBe(0);
    const seen: number[] = [];
    const stopBar = app.getState().overlayProgress.subscribe((s) => seen.push(s.fraction));
    for (let i = 51; i <= 100; i++) report(i / 100);
    expect(appUpdates).toBe(0);
    expect(seen).toHaveLength(50);
    expect(seen.at(-1)).toBe(1);

    finish({ cellInches: 0.25, cols: 1, rows: 1, values: new Uint8Array([1]), visibleFraction: 1 });
    await Promise.resolve();
    await Promise.resolve();
    // The finished map is one app update (the grid), as before.
    expect(appUpdates).toBe(1);
    expect(app.getState().overlayResult.status).toBe("done");
    stopApp();
    stopBar();
  });
});
