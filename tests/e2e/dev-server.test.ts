import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "./support/dev-server";

/**
 * Regression: `npm start` served `import table from "…/terrain/x.json"` as raw JSON (the data-folder
 * middleware answered module requests too), so the dev page never started. Plain fetches of
 * /terrain/ and /models/ must get the file; module imports must get Vite's JavaScript.
 */

let server: ViteDevServer;
let base = "";
beforeAll(async () => {
  ({ server, base } = await startDevServer());
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("the dev server", () => {
  it("serves a table file as JSON to fetch()", async () => {
    const res = await fetch(`${base}/terrain/ridge-and-village.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect((await res.json()).format).toBe("sightline-table/1");
  });

  it("serves the same file as a JavaScript module to an import", async () => {
    const res = await fetch(`${base}/terrain/ridge-and-village.json?import`, {
      headers: { "sec-fetch-dest": "script" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const catalog = await fetch(`${base}/models/catalog.json`, { headers: { "sec-fetch-dest": "script" } });
    expect(catalog.headers.get("content-type")).toMatch(/javascript/);
  });
});
