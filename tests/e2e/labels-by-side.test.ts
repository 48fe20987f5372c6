import { describe, expect, it } from "vitest";
import { e2eForFile, visit } from "./support/app";

/** Issue 23 item 10 (its second half): a player can show one side's unit labels only. */

const e2e = e2eForFile(120_000);

describe("labels by side", () => {
  it("shows every side's labels, then blue's only, then all again", async () => {
    const { page, errors } = await visit(e2e, "/");
    const count = (side: string) =>
      page.evaluate(
        (side) =>
          [...document.querySelectorAll<HTMLElement>(".unit-label")].filter((el) =>
            (el.dataset.unit ?? "").startsWith(side),
          ).length,
        side,
      );
    expect(await count("r")).toBeGreaterThan(0);
    expect(await count("b")).toBeGreaterThan(0);
    await page.getByTestId("label-side").selectOption("blue");
    await expect.poll(() => count("r")).toBe(0);
    expect(await count("b")).toBeGreaterThan(0);
    await page.getByTestId("label-side").selectOption("");
    await expect.poll(() => count("r")).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
