import type { Browser } from "playwright-core";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage } from "./support/browser";
import { startDevServer } from "./support/dev-server";

/**
 * The any-hit walk falls back to JavaScript, silently and with the same answers, where WebAssembly
 * is refused; this checks the browser does run it in WebAssembly, on the page and in a module
 * worker (where the map pool runs), under the dev server's cross-origin isolation.
 */

let server: ViteDevServer;
let browser: Browser;
let base = "";
beforeAll(async () => {
  ({ server, base } = await startDevServer());
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Module source that builds a one-triangle tree, casts through it and reports what ran. */
const probe = (origin: string) => `
  const { SegmentCaster } = await import("${origin}/src/geometry/bvh/segment-cast.ts");
  const root = new ArrayBuffer(32);
  const f32 = new Float32Array(root);
  f32.set([0, 0, 0, 1, 1, 0]);
  new Uint32Array(root)[6] = 0;
  const u16 = new Uint16Array(root);
  u16[14] = 1;
  u16[15] = 0xffff;
  // The triangle (0,0,0) (1,0,0) (0,1,0) as v0, e1, e2.
  const tris = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  const caster = new SegmentCaster(root, tris, new Uint16Array([0]), 1);
  const report = {
    wasm: caster.walksInWasm,
    hit: caster.anyHit(0.25, 0.25, 1, 0, 0, -2),
    miss: caster.anyHit(0.75, 0.75, 1, 0, 0, -2),
  };
`;

describe("the any-hit walk in the browser", () => {
  it("runs in WebAssembly on the page and in a module worker, hitting and missing as it should", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${base}/`);
    const onPage = await page.evaluate(`(async () => { ${probe(base)} return report; })()`);
    expect(onPage).toEqual({ wasm: true, hit: 0, miss: -1 });
    const inWorker = await page.evaluate(`new Promise((resolve, reject) => {
      const source = ${JSON.stringify(`${probe(base)} postMessage(report);`)};
      const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
      const worker = new Worker(url, { type: "module" });
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
    })`);
    expect(inWorker).toEqual({ wasm: true, hit: 0, miss: -1 });
    expect(errors).toEqual([]);
  }, 60_000);
});
