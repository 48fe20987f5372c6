import { useState } from "react";
import { buildSetup, emptySide, type SideDraft } from "../../../../core/firestrike/match/forces";
import { GAME_FORMAT } from "../../../../core/firestrike/match/format";
import { forceFromTable, READY_FORCES } from "../../../../core/firestrike/match/ready-forces";
import { setupFromTable } from "../../../../core/firestrike/setup/from-table";
import { capProblems, moreProblemsText, PROBLEM_CAP, type Problem } from "../../../../core/problems";
import type { Table } from "../../../../core/table/schema";
import { parseTableText } from "../../../../core/table/validate";
import { fileText } from "../../../files/file-text";
import { fetchTable } from "../../../files/load";
import { createOnlineGame } from "../../../game/online-page";
import { SeedField } from "../../../game/SeedField";
import { useApp, useAppStore } from "../../../store/hooks";
import { rulesOf } from "../rules";
import { gameOf } from "../store/game-store";
import { ForceEditor, SourceTag } from "./ForceEditor";

/** Tables shipped in terrain/ that a game may be played on. */
const SHIPPED = ["ridge-and-village", "open-plain", "river-town"] as const;

/**
 * A fresh dice seed: 128 random bits. The file carries only its SHA-256 until the game ends, so a seed
 * anyone could guess (a clock reading) would let a player work out every roll (issue 24 item 4).
 */
const newSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The new-game screen: the table (the one on screen, a shipped one or a file), both sides' Combat
 * Rosters and forces, the turn limit and the dice seed. "Start" writes the game file's first version
 * (table, forces, seed, an empty log) and opens it; deployment follows. Opened by "Play online…"
 * (`match.setupOnline`), the same screen makes an online game instead: "Create" sends the set-up to
 * the game server, which rolls its own seed, and the shell shows the invite links.
 */
export function SetupDialog() {
  const app = useAppStore();
  const current = useApp((s) => s.table);
  const online = useApp((s) => s.match.setupOnline);
  const [creating, setCreating] = useState(false);
  const catalog = useApp((s) => s.catalog);
  const { charts, stats } = rulesOf(app);
  const [table, setTable] = useState<Table>(current);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [seed, setSeed] = useState(newSeed);
  const [turnLimit, setTurnLimit] = useState(current.turnLimit);
  const [asPlaced, setAsPlaced] = useState(false);
  const [fog, setFog] = useState(false);
  const [sides, setSides] = useState<[SideDraft, SideDraft]>(() => [
    { ...emptySide(charts, "blue", "Blue"), formations: READY_FORCES[0]!.formations("blue") },
    { ...emptySide(charts, "red", "Red"), formations: READY_FORCES[1]!.formations("red") },
  ]);
  const unitSides = new Set(table.units.map((u) => u.side));
  const canPlayAsPlaced = unitSides.size === 2;
  const tableForce = (id: string) => (unitSides.has(id) ? forceFromTable(table, id, stats, catalog) : null);

  const chooseTable = (t: Table) => {
    setTable(t);
    setTurnLimit(t.turnLimit);
    setProblems([]);
  };
  const pickShipped = async (name: string) => {
    const r = await fetchTable(`terrain/${name}.json`, window.location.href, catalog);
    if (r.ok) chooseTable(r.value);
    else setProblems(r.error.problems);
  };
  const pickFile = async (f: File) => {
    const text = await fileText(f);
    const r = text.ok ? parseTableText(text.value, catalog) : text;
    if (r.ok) chooseTable(r.value);
    else setProblems(r.error.map((p) => ({ ...p, message: `${f.name}: ${p.message}` })));
  };

  const start = () => {
    const forces = asPlaced
      ? setupFromTable(table, stats)
      : buildSetup({ name: `${table.name}: Firestrike`, turnLimit, sides }, stats);
    if (!forces.ok) {
      setProblems(forces.error);
      return;
    }
    const game = {
      format: GAME_FORMAT,
      ruleset: "firestrike",
      name: `${table.name}: Firestrike${online ? " online" : ""}`,
      table,
      forces: asPlaced ? { ...forces.value, turnLimit } : forces.value,
      seed,
      deployed: asPlaced,
      commands: [],
    };
    if (online) {
      setCreating(true);
      setProblems([]);
      void createOnlineGame(game, fetch, { fog }).then((r) => {
        setCreating(false);
        if (!r.ok) setProblems(r.problems);
        else app.getState().setMatch({ setupOf: null, setupOnline: false, links: r.links });
      });
      return;
    }
    const api = gameOf(app).gameApi;
    if (!api) return;
    const r = api.start(game, `game:${table.name}`);
    if (!r.ok) setProblems(r.error);
    else app.getState().setMatch({ setupOf: null });
  };

  return (
    <div className="dialog setup" role="dialog" aria-labelledby="setup-title" data-testid="setup-dialog">
      <h2 id="setup-title">New Firestrike game ({online ? "online" : "hot-seat"})</h2>
      <section className="row wrap">
        <span>
          Table: <b data-testid="setup-table-name">{table.name}</b> ({table.width}" × {table.depth}",{" "}
          {table.deploymentZones.length} deployment zones, {table.objectives.length} objectives)
        </span>
        <button type="button" onClick={() => chooseTable(current)}>
          The table on screen
        </button>
        {SHIPPED.map((n) => (
          <button type="button" key={n} onClick={() => void pickShipped(n)}>
            {n}
          </button>
        ))}
        <label className="file-button">
          From a file…
          <input
            type="file"
            accept=".json,application/json"
            data-testid="setup-table-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void pickFile(f);
              e.target.value = "";
            }}
          />
        </label>
      </section>
      <section className="row wrap">
        <label>
          Turns{" "}
          <input
            type="number"
            min={1}
            max={99}
            value={turnLimit}
            data-testid="setup-turns"
            onChange={(e) => setTurnLimit(Number(e.target.value))}
          />
        </label>
        <SourceTag
          source="project default"
          note="seed 000 sets no turn limit: the table file's turnLimit (12 when it gives none)"
        />
        {online ? (
          <span className="hint">
            The server rolls the dice with a seed of its own, revealed when the game ends
          </span>
        ) : (
          <SeedField value={seed} onChange={setSeed} testId="setup-seed" />
        )}
        {canPlayAsPlaced && (
          <label title="Skip deployment: play the units as the table file places them">
            <input
              type="checkbox"
              checked={asPlaced}
              data-testid="setup-as-placed"
              onChange={(e) => setAsPlaced(e.target.checked)}
            />{" "}
            Play the table's own units where they stand
          </label>
        )}
        {online && (
          // Firestrike has a fog hook (its Game.fog): only online, since the server does the hiding.
          <label title="Enemy bases that none of a side's bases sees (measured LOS) are not sent to that side">
            <input
              type="checkbox"
              checked={fog}
              data-testid="setup-fog"
              onChange={(e) => setFog(e.target.checked)}
            />{" "}
            Measured fog of war
          </label>
        )}
      </section>
      {!asPlaced && (
        <div className="forces">
          {sides.map((side, i) => (
            <ForceEditor
              key={side.id}
              side={side}
              charts={charts}
              stats={stats}
              tableForce={tableForce(side.id)}
              onChange={(next) => setSides((cur) => (i === 0 ? [next, cur[1]] : [cur[0], next]))}
            />
          ))}
        </div>
      )}
      {!asPlaced && (
        <p className="hint">
          {sides[0].name} deploys first, then {sides[1].name}.{" "}
          <button type="button" onClick={() => setSides(([a, b]) => [b, a])}>
            Swap who deploys first
          </button>
        </p>
      )}
      {problems.length > 0 && (
        <ul className="problems" data-testid="setup-problems">
          {capProblems(problems).shown.map((p) => (
            <li key={`${p.path}:${p.message}`}>
              <code>{p.path}</code> {p.message}
            </li>
          ))}
          {problems.length > PROBLEM_CAP && (
            <li className="muted">{moreProblemsText(problems.length - PROBLEM_CAP)}</li>
          )}
        </ul>
      )}
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="setup-start"
          disabled={creating}
          onClick={start}
        >
          {online
            ? creating
              ? "Creating…"
              : "Create the online game"
            : asPlaced
              ? "Start turn 1"
              : "Start deployment"}
        </button>
        <button type="button" onClick={() => app.getState().setMatch({ setupOf: null, setupOnline: false })}>
          Cancel
        </button>
      </div>
    </div>
  );
}
