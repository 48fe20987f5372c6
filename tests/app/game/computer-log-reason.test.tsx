import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ComputerPort } from "../../../src/app/ai/computer-client";
import { createComputerHandler } from "../../../src/app/ai/computer-host";
import { pagePolicies } from "../../../src/app/ai/computer-policies";
import type { FromComputer } from "../../../src/app/ai/computer-protocol";
import { type ComputerMove, computerStoreOf } from "../../../src/app/game/computer-store";
import { shellWith } from "../../../src/app/game/shell";
import { bvhEngine } from "../../../src/app/los/bvh-engine";
import { FirefightGame } from "../../../src/app/rulesets/firefight/adapter";
import { firefightOf } from "../../../src/app/rulesets/firefight/store";
import { FirefightSide } from "../../../src/app/rulesets/firefight/ui";
import { lnlGame } from "../../../src/app/rulesets/lnl/adapter";
import { LnlLog } from "../../../src/app/rulesets/lnl/log-list";
import { lnlOf } from "../../../src/app/rulesets/lnl/store";
import { StoreContext } from "../../../src/app/store/hooks";
import type { AppStore } from "../../../src/app/store/store";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { decisionReason } from "../../../src/core/game/policy";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * Issue 34 item 4: a log line of the computer's move carries its short reason (score, largest factor,
 * best alternative beaten) and, on demand, the whole decision; a person's line carries none. Played
 * in Node through the one shell with the ruleset's real computer player (the page's worker handler
 * behind a fake port), for Lock 'n Load and Firefight, whose log lists the shared part renders in.
 */

/** The page's worker, run in Node: the real handler and the page's policies, on a clock that stands still. */
const nodeWorker = (): ComputerPort => {
  const port: ComputerPort = {
    onmessage: null,
    postMessage(m) {
      const handle = createComputerHandler(
        (out: FromComputer) => port.onmessage?.({ data: out }),
        (id) => pagePolicies(id),
        () => 0,
      );
      queueMicrotask(() => void handle(m));
    },
    terminate() {},
  };
  return port;
};

const unescapeHtml = (s: string) =>
  s.replaceAll("&gt;", ">").replaceAll("&lt;", "<").replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
const render = (app: AppStore, node: ReactNode) =>
  unescapeHtml(
    renderToStaticMarkup(
      <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>{node}</StoreContext.Provider>,
    ),
  );
/** The `<li>` items of the list with `testId` in `html`, in order. */
function items(html: string, testId: string): string[] {
  const list = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</ol>`).exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>(?=<li|$)/g)].map((m) => m[1]!);
}

/** Each line's computer reason: the move's words on the computer's lines, nothing on the person's. */
function checkLines(lines: string[], seats: string[], moves: ComputerMove[], computer: string) {
  expect(lines).toHaveLength(seats.length);
  lines.forEach((line, i) => {
    const move = moves.find((m) => m.entry === i);
    if (seats[i] === computer) {
      expect(move, `entry ${i}`).toBeDefined();
      expect(line).toContain(`data-testid="log-computer-${i}"`);
      expect(line).toContain(`computer: ${decisionReason(move!.decision)}`);
      // on demand: the whole record, the score and every alternative it beat
      expect(line).toContain(`Chose ${move!.decision.summary}: score ${move!.decision.score.toFixed(2)}`);
      for (const a of move!.decision.alternatives) expect(line).toContain(`Beat ${a.summary}`);
    } else {
      expect(move, `entry ${i}`).toBeUndefined();
      expect(line).not.toContain("log-computer-");
    }
  });
}

describe("the computer's reasons in the game log", () => {
  it("log-reason-lnl-1: Lock 'n Load's log carries the computer's reason on its moves only", async () => {
    const app = storeWith(shippedTable("lnl-hamlet"));
    const c = lnlGame(app, worldEngine());
    app.getState().setHost(c.shell);
    c.shell.spawnComputer = nodeWorker;
    computerStoreOf(app).getState().setWanted({ side: 1, level: "baseline" });
    expect(c.startOnTable("log-reason-lnl-1").ok).toBe(true);
    expect(c.shell.computerSeat).toBe("red");
    await c.play({ type: "end-rally" });
    // red (the computer) answers in the rally phase; then blue is to act again
    await vi.waitFor(() => expect(computerStoreOf(app).getState().computer.moves.length).toBeGreaterThan(0), {
      timeout: 20_000,
    });
    await vi.waitFor(() => expect(lnlOf(app).lnl.snapshot!.seatsToAct).toContain("blue"), {
      timeout: 20_000,
    });
    const log = lnlOf(app).lnl.snapshot!.log;
    expect(log.map((j) => j.seat)).toContain("red");
    const lines = items(render(app, <LnlLog log={log} />), "lnl-log");
    checkLines(
      lines,
      log.map((j) => j.seat),
      computerStoreOf(app).getState().computer.moves,
      "red",
    );
  }, 60_000);

  it("log-reason-firefight-1: Firefight's log carries the computer's reason on its moves only", async () => {
    const app = storeWith();
    const engine = bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT);
    const { shell, api } = shellWith(app, null, (s) => new FirefightGame(app, engine, s));
    firefightOf(app).setFirefightApi(api);
    shell.spawnComputer = nodeWorker;
    computerStoreOf(app).getState().setWanted({ side: 1, level: "baseline" });
    const json = api.gameJson("rifle-section", "raiders");
    if (!json.ok) throw new Error(json.error);
    expect(shell.start({ ...json.value, seed: "log-reason-firefight-1" }, "test").ok).toBe(true);
    expect(shell.computerSeat).toBe("red");
    api.play({ type: "done" }); // blue deploys as it stands; red (the computer) deploys, then blue acts
    await vi.waitFor(() => expect(computerStoreOf(app).getState().computer.moves.length).toBeGreaterThan(0), {
      timeout: 20_000,
    });
    await vi.waitFor(() => expect(firefightOf(app).firefight.snapshot!.seatsToAct).toEqual(["blue"]), {
      timeout: 20_000,
    });
    const log = firefightOf(app).firefight.snapshot!.log;
    // the list is newest first
    const lines = items(render(app, <FirefightSide />), "ff-log").reverse();
    checkLines(
      lines,
      log.map((j) => j.seat),
      computerStoreOf(app).getState().computer.moves,
      "red",
    );
  }, 60_000);
});
