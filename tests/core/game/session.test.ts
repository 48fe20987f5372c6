import { describe, expect, it } from "vitest";
import { parseGameText, serializeGame } from "../../../src/core/firestrike/match/format";
import { actor } from "../../../src/core/firestrike/match/hotseat";
import { logRows } from "../../../src/core/firestrike/match/log";
import {
  fileOf,
  openSession,
  play,
  positionAt,
  type Session,
  takeBack,
  takeBackTarget,
  undo,
  undoProblem,
} from "../../../src/core/firestrike/match/session";
import { derivedRoll } from "../../../src/core/game/dice";
import { catalog, charts, deployed, fakeDeps, open, playAll, stats } from "./support";

/** Playing, undoing, taking back and replaying a hot-seat game through the session. */

const who = (s: Session) => actor(s.now.state!, s.env, s.now.progress!);
const refusal = (s: Session, e: unknown) => {
  const r = play(s, e);
  if (r.ok) throw new Error(`expected ${JSON.stringify(e)} to be refused`);
  return r.error.message;
};

describe("hot-seat turn order", () => {
  it("starts turn 1 at the Move marker step with the forces' first side acting", () => {
    const s = deployed();
    expect(s.now.state!.turn).toBe(1);
    expect(s.now.state!.step).toBe("move-markers");
    expect(who(s)).toBe("blue");
  });

  it("refuses the other side's command, naming whose part it is", () => {
    const s = deployed();
    expect(refusal(s, { type: "place-move-marker", formation: "red-a-coy" })).toBe(
      "it is blue's part of this step: red acts when blue is done",
    );
    expect(refusal(s, { type: "done", side: "red" })).toBe("it is blue's part of this step, not red's");
  });

  it("passes the engine's own refusal through unchanged", () => {
    const s = deployed();
    expect(refusal(s, { type: "move", base: "b1", mode: "forward", path: [[9, 8]] })).toBe(
      "bases move in step 2b, not in move-markers",
    );
  });

  it("hands over on done, and moves on by itself once both sides are done", () => {
    let s = deployed();
    s = playAll(s, { type: "place-move-marker", formation: "blue-tanks" }, { type: "done", side: "blue" });
    expect(who(s)).toBe("red");
    s = playAll(s, { type: "done", side: "red" });
    // 1d broadcast is automatic; in 2a only red has indirect weapons (mortars), so red acts.
    expect(s.now.state!.step).toBe("first-impact-zones");
    expect(who(s)).toBe("red");
    s = playAll(s, { type: "done", side: "red" });
    expect(s.now.state!.step).toBe("movement");
    expect(who(s)).toBe("blue");
    expect(s.now.state!.markers.broadcast.map((m) => m.hq)).toEqual(["bhq1"]);
  });
});

describe("undo and take-back", () => {
  it("undoes a command that rolled no dice, as if it had never been made", () => {
    const s0 = deployed();
    const s1 = playAll(s0, { type: "place-move-marker", formation: "blue-tanks" });
    expect(undoProblem(s1)).toBeNull();
    const u = undo(s1);
    if (!u.ok) throw new Error(u.error.message);
    expect(u.value.now.state).toEqual(s0.now.state);
    expect(u.value.file.commands).toEqual(s0.file.commands);
    expect(u.value.journal).toEqual(s0.journal);
  });

  it("refuses to undo once dice were rolled, and offers a take-back that keeps the dice spent", () => {
    const s0 = deployed();
    const s1 = playAll(s0, { type: "roll-hq-move", base: "bhq1" });
    expect(s1.journal.at(-1)!.rolled).toBe(true);
    expect(undoProblem(s1)).toBe("dice were rolled for it: only a take-back can revert it now");
    expect(undo(s1).ok).toBe(false);
    expect(takeBackTarget(s1)?.entry).toEqual({ type: "roll-hq-move", base: "bhq1" });

    const t = takeBack(s1, "blue");
    if (!t.ok) throw new Error(t.error.message);
    const s2 = t.value;
    expect(s2.now.state!.bases.bhq1!.hqMoveAllowed).toBeNull();
    // Everything is as before the roll (the state holds no generator: the engine deals the dice).
    expect(s2.now.state).toEqual(s0.now.state);
    // The dice stay spent: the same command made again is a later entry and gets fresh dice, the ones
    // the seed gives that entry, not the taken-back roll (for this seed they differ).
    const s3 = playAll(s2, { type: "roll-hq-move", base: "bhq1" });
    const n = s3.file.commands.length - 1;
    expect(s3.file.rolls[n]).toEqual([derivedRoll("test-seed", n, 0, 20)]);
    expect(s3.file.rolls[n]).not.toEqual(s1.file.rolls.at(-1));
    // The log keeps the roll, marked as taken back, and shows the take-back.
    expect(s2.journal.at(-2)!.takenBack).toBe(true);
    const rows = logRows(s2.opening, s2.journal, s2.now.state);
    expect(rows.some((r) => r.kind === "roll" && r.takenBack && r.text.startsWith("HQ move bhq1"))).toBe(
      true,
    );
    expect(rows.some((r) => r.text.includes("TAKE BACK"))).toBe(true);
    // A take-back rolled no dice itself, so it can be undone; that restores the roll's result.
    const u = undo(s2);
    if (!u.ok) throw new Error(u.error.message);
    expect(u.value.now.state).toEqual(s1.now.state);
    expect(u.value.journal.at(-1)!.takenBack).toBe(false);
  });

  it("never undoes across the deployment hand-over", () => {
    const s = deployed();
    expect(undoProblem(s)).toMatch(/deployment is handed over/);
  });

  it("has nothing to take back before the first command of the game", () => {
    const s = deployed();
    expect(refusal(s, { type: "take-back", side: "blue" })).toBe("there is nothing to take back");
  });
});

describe("the log is the save file", () => {
  const played = () => {
    let s = deployed();
    s = playAll(
      s,
      { type: "place-move-marker", formation: "blue-tanks" },
      { type: "roll-hq-move", base: "bhq1" },
      { type: "take-back", side: "blue" },
      { type: "roll-hq-move", base: "bhq1" },
      { type: "done", side: "blue" },
      { type: "place-move-marker", formation: "red-a-coy" },
      { type: "done", side: "red" },
      { type: "done", side: "red" },
      { type: "move", base: "b1", mode: "forward", path: [[9, 12]] },
    );
    return s;
  };

  it("replays to the identical state, journal and event log", () => {
    const s = played();
    const again = openSession(fileOf(s, null), fakeDeps());
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    expect(again.value.now).toEqual(s.now);
    expect(again.value.journal).toEqual(s.journal);
  });

  it("survives serialize → parse → replay", () => {
    const s = played();
    const text = serializeGame(fileOf(s, "2026-01-01T00:00:00.000Z"));
    const parsed = parseGameText(text, { catalog, charts, stats });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(parsed.value.commands).toEqual(s.file.commands);
    expect(open(parsed.value).now.state).toEqual(s.now.state);
  });

  it("gives every earlier position exactly as a fresh replay of that many entries does", () => {
    const s = played();
    for (const n of [0, 5, 19, 20, 21, 22, 23, 24, 25, s.file.commands.length]) {
      const fresh = open({ ...s.file, commands: s.file.commands.slice(0, n) });
      expect(positionAt(s, n)).toEqual(fresh.now);
    }
  });

  it("names the entry a replay refuses", () => {
    const s = played();
    // The log ends in step 2b, where both sides act at once (seed 000 §2.3): blue's second "done"
    // is the one refused, since blue is waiting for red.
    expect(s.now.state!.step).toBe("movement");
    const done = { type: "done" as const, side: "blue" };
    const bad = { ...s.file, commands: [...s.file.commands, done, done] };
    const r = openSession(bad, fakeDeps());
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error[0]).toEqual({
        path: `$.commands[${s.file.commands.length + 1}]`,
        message: `{"type":"done","side":"blue"} is refused: it is red's part of this step, not blue's`,
      });
  });
});
