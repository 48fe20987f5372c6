import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResultDialog, resultOutcome } from "../../../src/app/game/ResultDialog";
import { StoreContext } from "../../../src/app/store/hooks";
import { storeWith } from "../support";

/**
 * Issue 38 item 3: the result card's heading is coloured by how the game ended for the page's own seat
 * (won: green, lost: red), and is neutral where no one seat is the viewer's (hot-seat, a watcher) or on
 * a draw; it used to be red whoever won.
 */

const noop = () => {};
function card(online: { seat: string; spectator: boolean } | null, winner: string | null): string {
  const app = storeWith();
  if (online)
    app.getState().setMatch({
      online: { ...online, connected: true, gaveUp: false, sending: 0, fog: false },
    });
  return renderToStaticMarkup(
    <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>
      <ResultDialog
        id="ff"
        winner={winner}
        reason="the turn limit"
        sides={["blue", "red"]}
        rows={[]}
        onReplay={noop}
        onSave={noop}
        onNewGame={noop}
      />
    </StoreContext.Provider>,
  );
}

const outcomeOf = (html: string) => /data-outcome="(\w+)"/.exec(html)?.[1];

describe("the result card's heading", () => {
  it("is neutral hot-seat, for a watcher and on a draw; the viewer's win or loss online", () => {
    expect(outcomeOf(card(null, "blue"))).toBe("neutral");
    expect(outcomeOf(card({ seat: "blue", spectator: false }, "blue"))).toBe("won");
    expect(outcomeOf(card({ seat: "red", spectator: false }, "blue"))).toBe("lost");
    expect(outcomeOf(card({ seat: "", spectator: true }, "blue"))).toBe("neutral");
    expect(outcomeOf(card({ seat: "red", spectator: false }, null))).toBe("neutral");
    // the heading's colour follows the outcome: red only for the viewer's loss
    expect(card({ seat: "red", spectator: false }, "blue")).toMatch(/result-heading" style="color:#ff8a80;/);
    expect(card(null, "blue")).not.toMatch(/#ff8a80/);
    expect(card(null, "blue")).toContain(">blue wins</h2>");
  });
  it("reads the outcome from the winner and the viewer's seat", () => {
    expect(resultOutcome("red", "red")).toBe("won");
    expect(resultOutcome("red", "blue")).toBe("lost");
    expect(resultOutcome(null, "blue")).toBe("neutral");
    expect(resultOutcome("red", null)).toBe("neutral");
  });
});
