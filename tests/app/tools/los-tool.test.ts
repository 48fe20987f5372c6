import { describe, expect, it } from "vitest";
import { createDeadGroundTool } from "../../../src/app/tools/deadground-tool";
import { createLosTool } from "../../../src/app/tools/los-tool";
import { at, key, storeWith } from "../support";

describe("LOS tool: observer → target → showing", () => {
  it("picks an observer, then a target; clicks on open ground are ignored", () => {
    const app = storeWith();
    const tool = createLosTool(app);
    expect(tool.state).toBe("observer");
    tool.click(at([5, 45]));
    expect(tool.state).toBe("observer");
    tool.click(at([24, 19.5]));
    expect(tool.state).toBe("target");
    expect(app.getState().los.observerId).toBe("b1");
    tool.click(at([43, 30.5]));
    expect(tool.state).toBe("showing");
    expect(app.getState().los).toMatchObject({ observerId: "b1", targetId: "r1" });
  });

  it("clicking the observer again un-picks it; Escape clears the check", () => {
    const app = storeWith();
    const tool = createLosTool(app);
    tool.click(at([24, 19.5]));
    tool.click(at([24, 19.5]));
    expect(tool.state).toBe("observer");
    expect(app.getState().los.observerId).toBeNull();
    tool.click(at([24, 19.5]));
    tool.click(at([43, 30.5]));
    tool.key(key("Escape"));
    expect(app.getState().los).toMatchObject({ observerId: null, targetId: null });
  });

  it("while showing, a click on another unit makes it the next observer", () => {
    const app = storeWith();
    const tool = createLosTool(app);
    tool.click(at([24, 19.5]));
    tool.click(at([43, 30.5]));
    tool.click(at([64, 30]));
    expect(tool.state).toBe("target");
    expect(app.getState().los).toMatchObject({ observerId: "r3", targetId: null });
  });

  it("starts in the showing state when a check came from a link", () => {
    const app = storeWith();
    app.getState().setLosPair("b1", "r1");
    expect(createLosTool(app).state).toBe("showing");
  });
});

describe("dead-ground tool", () => {
  it("a click on a unit asks for its dead-ground map", () => {
    const app = storeWith();
    const tool = createDeadGroundTool(app);
    tool.click(at([24, 19.5]));
    expect(app.getState().overlay).toMatchObject({ kind: "deadground", observerId: "b1" });
    tool.key(key("Escape"));
    expect(app.getState().overlay.kind).toBe("none");
  });
});
