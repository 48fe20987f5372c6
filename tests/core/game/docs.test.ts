import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { META_ENTRY_TYPES } from "../../../src/core/firestrike/match/entries";
import { parseGameText } from "../../../src/core/firestrike/match/format";
import { openSession } from "../../../src/core/firestrike/match/session";
import { COMMAND_TYPES_FOR_TEST } from "./command-types";
import { measuredDeps } from "./measured";
import { catalog, charts, stats } from "./support";

/** docs/game-format.md stays true: its example replays, and it names every entry type. */

const doc = readFileSync(new URL("../../../docs/game-format.md", import.meta.url), "utf8");

describe("docs/game-format.md", () => {
  it("its example is a valid game that replays to a concession, with a take-back in it", () => {
    const block = /## Example[\s\S]*?```json\n([\s\S]*?)```/.exec(doc)![1]!;
    const file = parseGameText(block, { catalog, charts, stats });
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    const s = openSession(file.value, measuredDeps());
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    expect(s.value.now.conceded).toBe("red");
    expect(s.value.journal.filter((j) => j.takenBack).map((j) => j.entry)).toEqual([
      { type: "direct-fire", firer: "b2", target: "r2", useSaDie: false },
    ]);
  });

  it("names every hot-seat entry and every engine command", () => {
    const missing = [...META_ENTRY_TYPES, ...COMMAND_TYPES_FOR_TEST].filter((t) => !doc.includes(`\`${t}\``));
    expect(missing).toEqual([]);
  });
});
