import { spawnSync } from "node:child_process";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeadGroundPanel } from "../../src/app/panels/DeadGroundPanel";
import { StoreContext } from "../../src/app/store/hooks";
import { DEAD_GROUND_TARGET_NOTE } from "../../src/core/los/map-legend";
import { storeWith } from "../app/support";

// Regression (issue 17 item 18): the dead-ground map asks about a point target at each cell's centre
// while `los` looks at a base's corners too, so a base whose cell shows dead could still be seen, and
// neither the map's legend nor the CLI's help said so.
describe("repro: the dead-ground map says it is for a point target", () => {
  it("the app's dead-ground panel says so in its legend", () => {
    const html = renderToStaticMarkup(
      createElement(StoreContext.Provider, { value: storeWith() }, createElement(DeadGroundPanel)),
    );
    expect(DEAD_GROUND_TARGET_NOTE).toContain("point target");
    expect(DEAD_GROUND_TARGET_NOTE).toContain("corner");
    expect(html).toContain(DEAD_GROUND_TARGET_NOTE.replace(/'/g, "&#x27;"));
  });

  it("sightline --help says so on the deadground line", () => {
    const root = new URL("../../", import.meta.url).pathname;
    const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", "--help"], {
      cwd: root,
      encoding: "utf8",
    });
    const line = r.stdout.split("\n").find((l) => l.trim().startsWith("deadground"));
    expect(line).toMatch(/point target at each cell's centre \(los also looks at a base's corners\)/);
  });
});
