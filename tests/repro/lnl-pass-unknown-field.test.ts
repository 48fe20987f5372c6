import { describe, expect, it } from "vitest";
import { commitmentOf } from "../../src/core/game/dice";
import { GAME_FORMAT, parseGameText } from "../../src/core/game/format";
import { openSession, playAs } from "../../src/core/game/session";
import { parseLnlCommand } from "../../src/core/lnl/commands";
import { hamletJson, lnlRegistry } from "../core/lnl/support";

// Regression (issue 31 item 8): an unknown field in a Lock 'n Load `pass` was refused with another
// command's fields ("the fields are type, unit", even "$.unit: … did you mean "unit"?"): the message
// picked the first command of the union whose fields held `type`, not the command the `type` names.

const game = (commands: unknown[]) =>
  JSON.stringify({
    format: GAME_FORMAT,
    ruleset: "lnl",
    name: "hamlet",
    seed: "pass",
    commitment: commitmentOf("pass"),
    table: hamletJson(),
    commands: commands.map((command) => ({ command })),
  });

describe("repro: an unknown field in a command names that command's own fields", () => {
  it("a pass sent with an unknown field is refused at that field, listing pass's fields", () => {
    const f = parseGameText(game([]), lnlRegistry);
    if (!f.ok) throw new Error(JSON.stringify(f.error));
    const s = openSession(f.value, lnlRegistry);
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    for (const [extra, field] of [
      [{ bogus: 1 }, "bogus"],
      [{ unit: "b-sq1" }, "unit"],
    ] as const) {
      const r = playAs(s.value, null, { type: "pass", ...extra });
      expect(r.ok ? null : r.error).toEqual({
        code: "bad-command",
        path: `$.${field}`,
        message: "is not a known field here; the fields are type",
      });
    }
  });

  it("in a saved file, the path runs to the field under its entry", () => {
    const f = parseGameText(game([{ type: "pass", bogus: 1 }]), lnlRegistry);
    expect(f.ok ? [] : f.error).toEqual([
      { path: "$.commands[0].command.bogus", message: "is not a known field here; the fields are type" },
    ]);
  });

  it.each([
    [{ type: "end-rally", x: 1 }, "$.x", "is not a known field here; the fields are type"],
    [
      { type: "hatches", unit: "a", open: true, x: 1 },
      "$.x",
      "is not a known field here; the fields are type, unit, open",
    ],
    [
      { type: "smoke", unit: "a", hex: "A1", hexes: 1 },
      "$.hexes",
      'is not a known field; did you mean "hex"?',
    ],
  ])("%j: %s %s", (command, path, message) => {
    const r = parseLnlCommand(command);
    expect(r.ok ? null : { path: r.error.path, message: r.error.message }).toEqual({ path, message });
  });
});
