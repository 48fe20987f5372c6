import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { parseWw2Body } from "../../../src/core/ww2cm/setup";
import { type AnyJson, exampleTable } from "../../support/example-table";
import { villageForces, villageJson } from "../../support/ww2cm";

/** Seed 002's set-up: every bad value refused with its path and a sentence, nothing half read. */

const catalog = builtinCatalog();
const body = (): AnyJson => ({ table: villageJson(), ...villageForces() });
const problems = (b: Record<string, unknown>) => {
  const r = parseWw2Body(b, catalog);
  return r.ok ? [] : r.error;
};

describe("a seed 002 set-up", () => {
  it("reads the shipped table and forces", () => {
    const r = parseWw2Body(body(), catalog);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.models.find((m) => m.id === "bt1")).toMatchObject({ x: 100, y: 10 });
  });
  it("refuses a table measured in inches", () => {
    expect(problems({ ...body(), table: exampleTable() })).toContainEqual({
      path: "$.table",
      message: expect.stringMatching(/measured in inches; seed 002 is played on a table measured in cm/),
    });
  });
  it.each<[string, (b: AnyJson) => void, string, RegExp]>([
    [
      "an unknown weapon",
      (b) => void (b.units[1].weapon = "raygun"),
      "$.units[1].weapon",
      /no weapon "raygun"/,
    ],
    [
      "an unknown vehicle",
      (b) => void (b.units[4].vehicle = "hovertank"),
      "$.units[4].vehicle",
      /no vehicle profile/,
    ],
    [
      "a model off the table",
      (b) => void (b.units[1].models[0].x = 130),
      "$.units[1].models[0]",
      /\(130, 15\) cm is off the table/,
    ],
    [
      "an id used twice",
      (b) => void (b.units[1].models[1].id = "bs1"),
      "$.units[1].models[1].id",
      /used twice/,
    ],
    [
      "a side that is not one",
      (b) => void (b.units[0].side = "green"),
      "$.units[0].side",
      /"green" is not a side/,
    ],
    [
      "a cover kind for a missing feature",
      (b) => void (b.cover = [{ feature: "keep", kind: "bunker" }]),
      "$.cover[0].feature",
      /no feature "keep"/,
    ],
    ["a bad training", (b) => void (b.units[0].training = "elite"), "$.units[0].training", /./],
    ["an officer level of 4", (b) => void (b.units[0].officer = 4), "$.units[0].officer", /./],
  ])("refuses %s, naming where", (_name, breakIt, path, message) => {
    const b = body();
    breakIt(b);
    const p = problems(b);
    expect(p.map((x) => x.path)).toContain(path);
    expect(p.find((x) => x.path === path)!.message).toMatch(message);
  });
});
