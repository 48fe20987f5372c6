import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rulesets";
import { type CliVerdict, e2eForFile, panelVerdict, shippedTable, sightline, visit } from "./support/app";
import { tableToPage } from "./support/browser";

/**
 * Issue 36, "Done when": the LOS tool outside a game applies the sight rules of the ruleset picked in
 * its "Rules:" (data-testid "los-rules"), not Firestrike's whichever is picked. On the default table,
 * for pairs whose verdicts differ between the rulesets' readings (Firestrike's 40-yard hill edge, which
 * Firefight does not have; Firefight's 40-yard edge of an area the line enters, which blocks there), the
 * panel's verdict is the one `sightline los … --rules <id> --json` prints for the ruleset picked, and
 * follows the picker when it changes under a check on screen.
 */

const e2e = e2eForFile(150_000);

const TABLE = "ridge-and-village";
const table = shippedTable(TABLE);

/** `sightline los <table> a b --rules <id> --json`, parsed. */
const cliVerdict = (rules: string, a: string, b: string): CliVerdict =>
  JSON.parse(sightline(["los", `terrain/${TABLE}.json`, a, b, "--rules", rules, "--json"]));

/** Clicks a unit of the table where it stands (on the terrain's top surface at its centre). */
async function clickUnit(page: Page, id: string): Promise<void> {
  const u = table.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id} on ${TABLE}`);
  const z = await page.evaluate(
    ([x, y]) =>
      (
        window as unknown as { __sightline: { surfaceZ(x: number, y: number): number | null } }
      ).__sightline.surfaceZ(x!, y!),
    [u.x, u.y],
  );
  const [px, py] = await tableToPage(page, u.x, u.y, z ?? 0);
  await page.mouse.click(px, py);
}

/** The panel's verdict once it is the one the CLI gives under `rules` for the pair on screen. */
async function expectPanelAs(page: Page, rules: string, a: string, b: string): Promise<void> {
  const cli = cliVerdict(rules, a, b);
  const want = {
    observer: cli.observer,
    target: cli.target,
    visible: cli.visible,
    distanceInches: cli.distanceInches,
    coverFraction: cli.coverFraction,
    covered: cli.covered,
    rules: cli.reasons.map((r) => r.rule),
  };
  await expect
    .poll(
      async () => {
        const v = await panelVerdict(page);
        return {
          observer: v.observer,
          target: v.target,
          visible: v.visible,
          distanceInches: v.distanceInches,
          coverFraction: v.coverFraction,
          covered: v.covered,
          rules: v.rules,
        };
      },
      { timeout: 30_000, message: `${a} → ${b} with ${rules}'s rules picked` },
    )
    .toEqual(want);
}

/** The rulesets the table tools offer: those of the list with square sight rules, in its order. */
const choices = RULESETS.filter((m) => m.sight).map((m) => m.id);

describe("the LOS tool applies the sight rules of the ruleset picked in Rules:", () => {
  it.each([
    // Firestrike: blocked by the 40-yard hill edge; Firefight (no hill-edge rule): seen
    ["b2", "r3"],
    // Firestrike: seen; Firefight: blocked 40 yards into the area the line enters
    ["b4", "r7"],
  ])(
    "%s → %s: the verdict `sightline los --rules` gives for the pick, before and after the pick changes",
    async (a, b) => {
      expect(choices).toEqual(expect.arrayContaining(["firestrike", "firefight"]));
      // The pair must tell the two readings apart, or the test would prove nothing.
      expect(cliVerdict("firefight", a, b).visible).not.toBe(cliVerdict("firestrike", a, b).visible);

      const { page, errors } = await visit(e2e, "/");
      await page.getByTestId("tool-los").click();
      const picker = page.getByTestId("los-rules");
      expect(
        await picker.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
      ).toEqual(choices);
      expect(await picker.inputValue()).toBe(choices[0]);

      // Firefight picked first, then the pair clicked: Firefight's verdict.
      await picker.selectOption("firefight");
      await clickUnit(page, a);
      await clickUnit(page, b);
      await expectPanelAs(page, "firefight", a, b);
      // The pick changed under the check on screen: Firestrike's verdict, then Firefight's again.
      await picker.selectOption("firestrike");
      await expectPanelAs(page, "firestrike", a, b);
      await picker.selectOption("firefight");
      await expectPanelAs(page, "firefight", a, b);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
