import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { parseTableText } from "../../../src/core/table/validate";
import { exampleTable } from "../../support/example-table";

/**
 * Table files as text: what cannot be JSON (NaN, Infinity, comments, an empty file) and what JSON
 * turns into a bad number (1e999 parses to Infinity). Each row is the text and the one problem.
 */

const catalog = builtinCatalog();
const HEAD = '{"format": "sightline-table/1", "name": "t", "depth": 48, "features": [], ';

const rows: [name: string, text: string, path: string, message: string][] = [
  [
    "not JSON at all",
    "ridge and village, 72 by 48",
    "$",
    "is not valid JSON at line 1, column 1: unexpected word ridge; text must be in double quotes",
  ],
  ["an empty file", "", "$", "is not valid JSON: the file is empty"],
  ["a file of blank lines", "\n  \n", "$", "is not valid JSON: the file is empty"],
  [
    "the text NaN where a number belongs",
    `${HEAD}"width": NaN}`,
    "$",
    "is not valid JSON at line 1, column 84: NaN is not a number JSON can hold; write an ordinary number",
  ],
  [
    "NaN on a later line",
    '{\n  "format": "sightline-table/1",\n  "width":   NaN\n}',
    "$",
    "is not valid JSON at line 3, column 14: NaN is not a number JSON can hold; write an ordinary number",
  ],
  [
    "the text Infinity",
    `${HEAD}"width": Infinity}`,
    "$",
    "is not valid JSON at line 1, column 84: Infinity is not a number JSON can hold; write an ordinary number",
  ],
  [
    "the text -Infinity",
    `${HEAD}"width": -Infinity}`,
    "$",
    "is not valid JSON at line 1, column 84: -Infinity is not a number JSON can hold; write an ordinary number",
  ],
  [
    "1e999, which JSON reads as Infinity",
    `${HEAD}"width": 1e999}`,
    "$.width",
    "must be a finite number, not Infinity",
  ],
  ["-1e999", `${HEAD}"width": -1e999}`, "$.width", "must be a finite number, not -Infinity"],
  [
    "a trailing comma",
    `${HEAD}"width": 72,}`,
    "$",
    "is not valid JSON at line 1, column 86: a comma before } leaves an empty field (JSON allows no trailing commas)",
  ],
  [
    "a comment",
    '// my table\n{"format": 1}',
    "$",
    "is not valid JSON at line 1, column 1: JSON does not allow comments",
  ],
  [
    "single-quoted text",
    "{'format': 'sightline-table/1'}",
    "$",
    "is not valid JSON at line 1, column 2: field names must be in double quotes, not single quotes",
  ],
  [
    "a file cut short",
    '{\n  "format": "sightline-table/1",\n  "features": [\n',
    "$",
    "is not valid JSON at line 4, column 1: the file ends where a value should be (a missing } or ]?)",
  ],
];

describe("parseTableText: text that is not a table", () => {
  it.each(rows)("%s", (_name, text, path, message) => {
    const result = parseTableText(text, catalog);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual([{ path, message }]);
  });

  it("accepts a valid table as text", () => {
    expect(parseTableText(JSON.stringify(exampleTable()), catalog).ok).toBe(true);
  });
});
