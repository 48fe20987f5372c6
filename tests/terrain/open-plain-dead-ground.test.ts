import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { parseTableText } from "../../src/core/table/validate";
import { type Placement, placeAll } from "../../src/core/units/placement";
import { buildWorld } from "../../src/geometry/bvh/los-scene";

/**
 * The open plain exists to show dead ground: some blue–red pairs must be hidden from each other by
 * the rises alone. A pair counts when the sight lines eye-to-top both ways hit a rise, and the same
 * lines are clear once the rises are taken away (so no hedge, wood or building is doing the hiding).
 */

const text = readFileSync(new URL("../../terrain/open-plain.json", import.meta.url), "utf8");

describe("open-plain dead ground", () => {
  it("hides at least forty blue–red pairs behind the rises alone", () => {
    const parsed = parseTableText(text, builtinCatalog());
    if (!parsed.ok) throw new Error("open-plain.json is invalid");
    const table = parsed.value;
    const world = buildWorld(table);
    const units = placeAll(world.terrain, builtinCatalog(), table);
    const features = world.scene.features;
    const c = world.caster;
    const ypi = table.yardsPerInch;

    const blocked = (a: Placement, b: Placement, withHills: boolean, withOthers: boolean): boolean => {
      features.forEach((f, i) => {
        const inside = a.areaIds.includes(f.id) || b.areaIds.includes(f.id);
        const isHill = f.type === "hill";
        c.ignore[i] = f.type === "ground" ? 0 : inside || (isHill ? !withHills : !withOthers) ? 1 : 0;
      });
      const oz = a.eyeYards / ypi;
      return c.anyHit(a.x, a.y, oz, b.x - a.x, b.y - a.y, b.topYards / ypi - oz) >= 0;
    };

    const hiddenByRises: string[] = [];
    for (const a of units.filter((u) => u.side === "blue"))
      for (const b of units.filter((u) => u.side === "red")) {
        const both = (h: boolean, o: boolean) => blocked(a, b, h, o) && blocked(b, a, h, o);
        const neither = (h: boolean, o: boolean) => !blocked(a, b, h, o) && !blocked(b, a, h, o);
        if (both(true, false) && neither(false, true)) hiddenByRises.push(`${a.id}-${b.id}`);
      }
    expect(hiddenByRises.length).toBeGreaterThanOrEqual(40);
    // the fold between the Long rise and Barrow rise hides b6 from the Red HQ on Cattle knoll
    expect(hiddenByRises).toContain("b6-r-hq");
  });
});
