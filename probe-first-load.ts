import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "vite";
import { launch, openPage, waitForTerrain } from "./tests/e2e/support/browser";
import { ROOT } from "./tests/e2e/support/build";

const cacheDir = mkdtempSync(join(tmpdir(), "sightline-vite-cache-"));
for (const round of [1, 2, 3]) {
  const t0 = performance.now();
  const server = await createServer({ root: ROOT, configFile: `${ROOT}vite.config.ts`, cacheDir, logLevel: "silent", server: { port: 0 } });
  await server.listen();
  const ready = performance.now() - t0;
  const base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  const browser = await launch();
  const { page } = await openPage(browser);
  let n = 0; let last = 0; const t1 = performance.now();
  const kinds = new Map<string, number>();
  page.on("requestfinished", (r) => { n++; last = performance.now() - t1; const u = r.url(); const k = u.includes("/node_modules/.vite") || u.includes("/deps/") ? "deps" : u.includes("/src/") ? "src" : "other"; kinds.set(k, (kinds.get(k) ?? 0) + 1); });
  await page.goto(`${base}/`);
  const dcl = performance.now() - t1;
  const inPage = await waitForTerrain(page, 120_000);
  const frame = performance.now() - t1;
  console.log(JSON.stringify({ round, ready: Math.round(ready), gotoMs: Math.round(dcl), frameMs: Math.round(frame), inPageFirstFrameMs: Math.round(inPage), requests: n, kinds: Object.fromEntries(kinds), lastRequestMs: Math.round(last) }));
  await browser.close();
  await server.close();
}
process.exit(0);
