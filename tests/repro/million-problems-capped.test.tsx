import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProblemsDialog } from "../../src/app/panels/ProblemsDialog";
import { StoreContext } from "../../src/app/store/hooks";
import type { Problem } from "../../src/core/problems";
import { storeWith } from "../app/support";

/**
 * Regression (issue 18, item 8, the app half): a table with a million problems rendered 1,000,001
 * `<li>` in the problems dialog, blocking the page for minutes. It shows the first 100 and counts the rest.
 */

const problems = (n: number): Problem[] =>
  Array.from({ length: n }, (_, i) => ({ path: `$.units[${i}]`, message: "is off the table" }));

function render(n: number): string {
  const app = storeWith();
  app.getState().reportLoadError({ title: "big.json could not be opened", problems: problems(n) });
  // Server rendering reads zustand's initial state: hand it the state as it is now.
  const now = { ...app, getInitialState: app.getState };
  return renderToStaticMarkup(
    <StoreContext.Provider value={now}>
      <ProblemsDialog />
    </StoreContext.Provider>,
  );
}

const items = (html: string) => html.match(/<li/g)?.length ?? 0;

describe("the problems dialog", () => {
  it("shows the first 100 of a million problems and counts the rest", () => {
    const html = render(1_000_000);
    expect(items(html)).toBe(101);
    expect(html).toContain("$.units[99]");
    expect(html).not.toContain("$.units[100]");
    expect(html).toContain("… and 999,900 more");
  });

  it("shows every problem when there are 100 or fewer", () => {
    const html = render(100);
    expect(items(html)).toBe(100);
    expect(html).not.toContain("more");
  });
});
