import { describe, expect, it } from "vitest";
import { idFog } from "../../../src/core/game/fog";

// The engine's fog filter (issue 19): hidden ids never survive it, anything else is left as it was.

describe("idFog", () => {
  const fog = idFog(new Set(["r1", "r2"]));
  it("drops keys, list items and objects naming a hidden id, and nulls other fields", () => {
    const view = {
      bases: { r1: { id: "r1", x: 1 }, b1: { id: "b1", assaultWith: ["r2", "r3"], carriedBy: "r1" } },
      events: [{ type: "move", base: "r1" }, { type: "fire", result: { target: "r2" } }, "r2", 7],
      list: [{ id: "b2" }],
    };
    const out = fog.redact(view);
    expect(out).toEqual({
      bases: { b1: { id: "b1", assaultWith: ["r3"], carriedBy: null } },
      events: [{ type: "fire", result: { target: null } }, 7],
      list: [{ id: "b2" }],
    });
    expect(fog.hides(out)).toBe(false);
    expect(fog.hides(view)).toBe(true);
    // The input is never changed.
    expect(view.bases.r1.id).toBe("r1");
  });
  it("sees a hidden id as a key or a value at any depth; with nothing hidden, returns the same value", () => {
    expect(fog.hides({ a: [{ b: { r2: 1 } }] })).toBe(true);
    expect(fog.hides({ a: [{ b: "r22" }] })).toBe(false);
    const none = idFog(new Set());
    const x = { r1: 1 };
    expect(none.redact(x)).toBe(x);
    expect(none.hides(x)).toBe(false);
  });
});
