import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findSyntaxError, parseJsonText } from "../../src/core/json-text";

/**
 * The syntax-error scanner against JSON.parse as the oracle: on any text, the scanner finds an error
 * exactly when JSON.parse throws. Texts are valid JSON with one character inserted, deleted or
 * replaced, so most of them are broken in one place. The seed is in the test name so a failure replays.
 */

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const noise = fc.constantFrom(..."{}[],:\"'0-.eE+NaIy \n\t/\\".split(""));
const mutated = fc
  .tuple(fc.json({ maxDepth: 3 }), fc.nat(), noise, fc.constantFrom("insert", "delete", "replace"))
  .map(([json, at, ch, how]) => {
    const i = json.length === 0 ? 0 : at % json.length;
    if (how === "insert") return json.slice(0, i) + ch + json.slice(i);
    if (how === "delete") return json.slice(0, i) + json.slice(i + 1);
    return json.slice(0, i) + ch + json.slice(i + 1);
  });

describe("findSyntaxError agrees with JSON.parse", () => {
  it("finds no error in valid JSON (seed 20260301)", () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }), (text) => findSyntaxError(text) === null),
      { seed: 20260301, numRuns: 1500 },
    );
  });

  it("the mutated texts are mostly broken, so the next check is not vacuous (seed 20260302)", () => {
    const sample = fc.sample(mutated, { seed: 20260302, numRuns: 1000 });
    expect(sample.filter((t) => !parses(t)).length).toBeGreaterThan(500);
  });

  it("finds an error, inside the text, exactly when JSON.parse throws (seed 20260302)", () => {
    fc.assert(
      fc.property(mutated, (text) => {
        const found = findSyntaxError(text);
        expect(found === null).toBe(parses(text));
        if (found) expect(found.offset).toBeGreaterThanOrEqual(0);
        if (found) expect(found.offset).toBeLessThanOrEqual(text.length);
      }),
      { seed: 20260302, numRuns: 4000 },
    );
  });
});

describe("parseJsonText", () => {
  it("returns the value of valid JSON", () => {
    expect(parseJsonText('{"a": [1, 2.5e1, true, null]}')).toEqual({
      ok: true,
      value: { a: [1, 25, true, null] },
    });
  });

  it.each([
    ['{"a": 01}', "line 1, column 7: the number 01 is malformed"],
    ['{"a": "x\\q"}', 'line 1, column 9: "\\q" is not a valid escape in JSON text'],
    [
      '{"a": "one\ntwo"}',
      "line 1, column 11: a text value runs over a line break; close it with a double quote",
    ],
    ['{"a": 1} {"b": 2}', "line 1, column 10: there is more text after the end of the JSON value"],
    ['{"a" 1}', 'line 1, column 6: expected ":" after a field name'],
    ["[1 2]", 'line 1, column 4: expected "," or "]" in a list'],
    ["[1, 2,]", "line 1, column 6: a comma before ] leaves an empty entry (JSON allows no trailing commas)"],
    ['{"a": 1 /* note */}', "line 1, column 9: JSON does not allow comments"],
  ])("names line, column and reason for %j", (text, where) => {
    expect(parseJsonText(text)).toEqual({
      ok: false,
      error: [{ path: "$", message: `is not valid JSON at ${where}` }],
    });
  });
});
