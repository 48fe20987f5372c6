import { describe, expect, it } from "vitest";
import { parseJsonText } from "../../src/core/json-text";

// Regression: on Node 20, JSON.parse's message for NaN gives no position, so the error had no line or
// column and quoted a V8 fragment ("Unexpected token 'N', ...").
describe("repro: NaN in a table file is located", () => {
  it("names the line and column of NaN", () => {
    expect(parseJsonText('{\n  "width": NaN\n}')).toEqual({
      ok: false,
      error: [
        {
          path: "$",
          message:
            "is not valid JSON at line 2, column 12: NaN is not a number JSON can hold; write an ordinary number",
        },
      ],
    });
  });
});
