import { expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { type AnyJson, exampleTable } from "./example-table";

/** One bad case: how to break the example table, and the exact problems the validator must report. */
export type Expected = [path: string, message: string | RegExp];
/** A table row: name, a mutation (or a replacement it returns), the expected problems. */
export type BadTableRow = [name: string, breakIt: (t: AnyJson) => AnyJson | undefined, expected: Expected[]];

const catalog = builtinCatalog();

/** The feature types as the validator lists them. */
export const FEATURE_LIST =
  "hill, woods, built-up, building, rubble, water, minefield, wall, hedge, trench, road, wire, smoke";

/** Defines one test per row: the broken table is rejected with exactly these problems, no more. */
export function itRejects(rows: readonly BadTableRow[]): void {
  it.each(rows)("%s", (_name, breakIt, expected) => {
    const table = exampleTable();
    const replaced = breakIt(table);
    const result = validateTable(replaced ?? table, catalog);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual(
      expected.map(([path, message]) => ({
        path,
        message: typeof message === "string" ? message : expect.stringMatching(message),
      })),
    );
  });
}
