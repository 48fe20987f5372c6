import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FreeAction } from "../../../../src/app/rulesets/ww2cm/panels";
import { StoreContext } from "../../../../src/app/store/hooks";
import type { Ww2State } from "../../../../src/core/ww2cm/state";
import { storeWith } from "../../support";

/**
 * Seed 002's melee winner is owed a free move or fire, which its side must take or decline before
 * anything else (the rules refuse "next" meanwhile): the page names the unit, what it may do, and offers
 * Decline, disabled with the reason for a seat that may not act.
 */

const render = (node: ReactNode) => {
  const app = storeWith();
  return renderToStaticMarkup(
    <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>{node}</StoreContext.Provider>,
  );
};
const view = (free: Ww2State["free"]) =>
  ({ free, units: [{ id: "b-sq", name: "Blue section" }] }) as unknown as Ww2State;

describe("the page's free move or fire after a melee", () => {
  it("names the unit and its choices, and offers Decline", () => {
    const html = render(
      <FreeAction
        view={view({ unit: "b-sq", side: "blue", fleeing: "r", fire: true, move: true })}
        why={null}
      />,
    );
    expect(html).toContain(
      "Blue section won its melee: blue may move or fire at the fleeing unit first, or decline.",
    );
    expect(html).toMatch(/<button[^>]*data-testid="ww2-decline"[^>]*>Decline<\/button>/);
    expect(html).not.toMatch(/data-testid="ww2-decline"[^>]*disabled/);
  });

  it("offers only what is left, and disables Decline for a seat that may not act", () => {
    const html = render(
      <FreeAction
        view={view({ unit: "b-sq", side: "blue", fleeing: "r", fire: false, move: true })}
        why="waiting for blue"
      />,
    );
    expect(html).toContain("blue may move first, or decline.");
    expect(html).toMatch(/disabled=""[^>]*title="waiting for blue"|title="waiting for blue"[^>]*disabled=""/);
  });

  it("after a unit fled its melee, names it and offers fire and move, with the box that aims the fire", () => {
    const v = {
      free: { unit: "b-sq", side: "blue", fleeing: "r", fire: true, move: true, both: true },
      units: [
        { id: "b-sq", name: "Blue section" },
        { id: "r", name: "Red squad" },
      ],
    } as unknown as Ww2State;
    const html = render(<FreeAction view={v} why={null} />);
    expect(html).toContain(
      "Red squad fled its melee with Blue section: blue may move and fire at the fleeing unit first",
    );
    expect(html).toContain('data-testid="ww2-free-fire"');
  });

  it("draws nothing when no free action is owed", () => {
    expect(render(<FreeAction view={view(null)} why={null} />)).toBe("");
  });
});
