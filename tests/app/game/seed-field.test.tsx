import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SetupDialog } from "../../../src/app/rulesets/firestrike/ui/SetupDialog";
import { HexfireOverlays } from "../../../src/app/rulesets/hexfire/ui";
import { LnlOverlays } from "../../../src/app/rulesets/lnl/ui";
import { Ww2Overlays } from "../../../src/app/rulesets/ww2cm/panels";
import { StoreContext } from "../../../src/app/store/hooks";
import { gameApp } from "../rulesets/firestrike/support";
import { shippedTable, storeWith } from "../support";

/**
 * Issue 38: Firestrike's, hex fire's, Lock 'n Load's and WWII-in-cm's set-up dialogs show one seed
 * field (game/SeedField.tsx), each under its own test id, hot-seat only, on a line of its own.
 */

function render(setupOf: string, online: boolean, part: () => React.ReactNode, table: string | null): string {
  // Firestrike's dialog reads its rules from its game controller: an app with one (on the skirmish table)
  const app = table === null ? gameApp().app : storeWith(shippedTable(table));
  app.getState().setMatch({ setupOf, setupOnline: online });
  return renderToStaticMarkup(
    <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>{part()}</StoreContext.Provider>,
  );
}

const DIALOGS = [
  { ruleset: "firestrike", id: "setup-seed", part: () => <SetupDialog />, table: null },
  { ruleset: "hexfire", id: "hexfire-setup-seed", part: () => <HexfireOverlays />, table: "lnl-hamlet" },
  { ruleset: "lnl", id: "lnl-setup-seed", part: () => <LnlOverlays />, table: "lnl-hamlet" },
  { ruleset: "ww2cm", id: "ww2-seed", part: () => <Ww2Overlays />, table: "lnl-hamlet" },
];

describe("the set-up dialogs' shared seed field", () => {
  for (const d of DIALOGS)
    it(`${d.ruleset}: the same labelled field hot-seat, none online`, () => {
      const hotSeat = render(d.ruleset, false, d.part, d.table);
      const field = new RegExp(
        `<label style="display:block;white-space:nowrap;margin:6px 0" title="The same seed and the same commands give the same dice[^"]*">Dice seed <input[^>]*data-testid="${d.id}"`,
      );
      expect(hotSeat).toMatch(field);
      expect(render(d.ruleset, true, d.part, d.table)).not.toContain(d.id);
    });
});
