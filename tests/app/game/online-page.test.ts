import { describe, expect, it } from "vitest";
import { joinFailureText } from "../../../src/app/game/online-page";

// Issue 31 item 8: an invite link to a server that cannot be reached read "could not be joined:
// [object ProgressEvent]" in the page (colyseus.js rejects with the XMLHttpRequest's event then).

const invite = { game: "g1", token: "t", server: "http://games.example:2567" };

/** An event as the browser makes it: a class instance with a type and no message. */
class FakeProgressEvent {
  constructor(readonly type: string) {}
}

describe("the notice of a failed join", () => {
  it("a server that cannot be reached names its address and why", () => {
    const text = joinFailureText(invite, new FakeProgressEvent("error"));
    expect(text).toBe(
      "Online game g1: could not reach the game server at http://games.example:2567: the connection failed (is it running, and can this page reach it?)",
    );
    expect(text).not.toMatch(/\[object/);
  });

  it.each([
    [new FakeProgressEvent("timeout"), "it did not answer in time"],
    [{ type: "close", code: 1006, reason: "" }, "the connection closed (code 1006)"],
    [{ type: "close", code: 4000, reason: "going away" }, "the connection closed (code 4000: going away)"],
    [undefined, "the connection failed"],
  ])("%o: %s", (e, why) => {
    const text = joinFailureText(invite, e);
    expect(text).toContain("could not reach the game server at http://games.example:2567: ");
    expect(text).toContain(why);
    expect(text).not.toMatch(/\[object|undefined/);
  });

  it("a refusal from the server is its reason", () => {
    expect(joinFailureText(invite, new Error("this invite is not one of this game's"))).toBe(
      "Online game g1 could not be joined: this invite is not one of this game's (is the game server running, and is the link whole?)",
    );
  });
});
