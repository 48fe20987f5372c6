import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ForceEditor } from "../../src/app/rulesets/firestrike/ui/ForceEditor";
import { builtinCharts } from "../../src/core/firestrike/charts/builtin";
import { emptySide, type SideDraft } from "../../src/core/firestrike/match/forces";
import { READY_FORCES } from "../../src/core/firestrike/match/ready-forces";
import { builtinStats } from "../../src/core/firestrike/stats/builtin";

/**
 * Regression (issue 39, item 12): the new-game screen starts each side with a ready-made force, yet
 * its "Ready-made force" select said "(edited: the formations below)" before any edit.
 */
const charts = builtinCharts();
const render = (side: SideDraft) =>
  renderToStaticMarkup(
    <ForceEditor side={side} charts={charts} stats={builtinStats()} onChange={() => {}} tableForce={null} />,
  );

describe("the ready-made force select", () => {
  const side: SideDraft = {
    ...emptySide(charts, "blue", "Blue"),
    formations: READY_FORCES[0]!.formations("blue"),
  };

  it("names the force a new game starts with, not '(edited…)'", () => {
    const html = render(side);
    expect(html).not.toContain("(edited");
    expect(html).toMatch(new RegExp(`<option value="${READY_FORCES[0]!.id}"[^>]*selected=""`));
  });

  it("says '(edited…)' once a formation is changed by hand", () => {
    const edited = {
      ...side,
      formations: side.formations.map((f, i) => (i === 0 ? { ...f, name: "Mine" } : f)),
    };
    expect(render(edited)).toContain("(edited: the formations below)");
  });

  it("says 'choose…' with no formations", () => {
    expect(render({ ...side, formations: [] })).toContain("choose…");
  });
});
