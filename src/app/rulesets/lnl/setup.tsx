import { useState } from "react";
import { createOnlineGame } from "../../game/online-page";
import { SeedField } from "../../game/SeedField";
import { useApp, useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { SHIPPED_HEX_TABLE, SHIPPED_RIDGE_TABLE, SHIPPED_VEHICLE_TABLE } from "./adapter";
import { type LnlTablePick, setupChoice } from "./setup-choice";

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

/** The set-up dialog: the shipped hex table with its two forces, or the hex table on screen. */
export function LnlSetup() {
  const app = useAppStore();
  const open = useApp((s) => s.match.setupOf === "lnl");
  const hasGrid = useApp((s) => s.table.hex !== undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [which, setWhich] = useState<LnlTablePick>(hasGrid ? "screen" : "shipped");
  const [turns, setTurns] = useState("");
  const [night, setNight] = useState(false);
  const [seed, setSeed] = useState("");
  const online = useApp((s) => s.match.setupOnline);
  const [creating, setCreating] = useState(false);
  if (!open) return null;
  const start = () => {
    const choice = setupChoice({ which, turns, night, seed, online });
    if (!choice.ok) return setProblem(choice.error);
    const say = (ps: { path: string; message: string }[]) =>
      setProblem(ps.map((p) => `${p.path}: ${p.message}`).join("; "));
    if (online) {
      // The server makes the game from the same set-up (and rolls its own seed): the links come back.
      const game = host(app)?.gameJson(choice.value);
      if (!game) return;
      if (!game.ok) return say(game.error);
      setCreating(true);
      void createOnlineGame(game.value).then((r) => {
        setCreating(false);
        if (!r.ok) say(r.problems);
        else app.getState().setMatch({ setupOf: null, setupOnline: false, links: r.links });
      });
      return;
    }
    const r = host(app)?.startOnTable(choice.value);
    if (r && !r.ok) say(r.error);
    else app.getState().setMatch({ setupOf: null });
  };
  return (
    <div className="dialog-backdrop">
      <section className="dialog" data-testid="lnl-setup">
        <h2>Lock 'n Load game{online ? " online" : ""}</h2>
        <p>
          {online ? "An online game, the server refereeing" : "A hot-seat game"}: the table's units become the
          counters (project-default values, docs/rulesets/lnl.md).
        </p>
        <label>
          Table{" "}
          <select
            value={which}
            onChange={(e) => setWhich(e.target.value as LnlTablePick)}
            data-testid="lnl-setup-table"
          >
            <option value="shipped">{SHIPPED_HEX_TABLE.path} (blue and red forces)</option>
            <option value="ridge">{SHIPPED_RIDGE_TABLE.path} (a village, a ridge, a long wood)</option>
            <option value="vehicles">{SHIPPED_VEHICLE_TABLE.path} (the forces with tanks and guns)</option>
            <option value="screen" disabled={!hasGrid}>
              the table on screen{hasGrid ? "" : " (it has no hex grid)"}
            </option>
          </select>
        </label>
        {/* One line: the label and its field never wrap apart (issue 38). */}
        <label style={{ display: "block", whiteSpace: "nowrap" }}>
          Turns{" "}
          <input
            value={turns}
            onChange={(e) => setTurns(e.target.value.trim())}
            placeholder="the table's"
            size={6}
            data-testid="lnl-setup-turns"
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={night}
            onChange={(e) => setNight(e.target.checked)}
            data-testid="lnl-setup-night"
          />{" "}
          Night (DFT 10; star shells light hexes)
        </label>
        {!online && (
          <SeedField value={seed} onChange={setSeed} placeholder="random" testId="lnl-setup-seed" />
        )}
        {problem && (
          <p className="problem" data-testid="lnl-setup-problem">
            {problem}
          </p>
        )}
        <button type="button" onClick={start} disabled={creating} data-testid="lnl-start">
          {online ? (creating ? "Creating…" : "Create online game") : "Start"}
        </button>
        <button type="button" onClick={() => app.getState().setMatch({ setupOf: null, setupOnline: false })}>
          Cancel
        </button>
      </section>
    </div>
  );
}
