import { openGameFile } from "../../../game/open-game";
import { downloadGame } from "../../../game/save-game";
import {
  CameraButtons,
  FilePickButton,
  HeightControl,
  LabelsToggle,
  type ToolButton,
  ToolButtons,
} from "../../../panels/controls";
import { useApp, useAppStore } from "../../../store/hooks";
import { gameOf, useFirestrikeStore } from "../store/game-store";
import { undoInGame } from "../undo";
import { PhaseBar } from "./PhaseBar";

const TOOLS: ToolButton[] = [
  {
    id: "game",
    label: "Play",
    title: "Pick bases, move, place zones, fire: what a click does follows the step",
  },
  { id: "measure", label: "Measure", title: "Tape measure and range rings" },
  { id: "los", label: "Line of sight", title: "Check any two bases" },
  { id: "deadground", label: "Dead ground", title: "Dead ground of a base, threat map of a side" },
];

/** The game's toolbar (tools, camera, undo and take-back, save, open, replay, leave) and the phase bar. */
export function GameHeader() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  const online = useApp((s) => s.match.online);
  const api = () => gameOf(app).gameApi;
  if (!v) return null;
  // Online a seat takes back and concedes for its own side only; a spectator does neither (issue 39
  // item 8), so its page offers neither.
  const watching = online?.spectator === true;
  const mySides = online ? v.sides.filter((x) => x.id === online.seat) : v.sides;
  const replaying = v.replayAt !== null;
  const save = () =>
    void api()
      ?.saveFile()
      .then((text) => {
        if (text) downloadGame(app, v.name, "game", text);
      });
  return (
    <header className="game-header">
      <div className="toolbar">
        <strong className="brand" title={`Sightline · ${v.name}`}>
          Sightline · {v.name}
        </strong>
        <div className="group" role="toolbar" aria-label="Tools">
          <ToolButtons tools={TOOLS} />
        </div>
        <CameraButtons />
        <HeightControl />
        <div className="group">
          <button
            type="button"
            data-testid="game-undo"
            disabled={!v.undo.allowed}
            title={v.undo.why ?? "Undo the last entry (Ctrl+Z)"}
            onClick={() => undoInGame(app)}
          >
            Undo
          </button>
          {!watching && (
            <button
              type="button"
              data-testid="game-take-back"
              disabled={!v.takeBack || v.undo.allowed}
              title={
                v.takeBack
                  ? `Take back: ${v.takeBack} (stays in the log; its dice stay rolled)`
                  : "Nothing to take back"
              }
              onClick={() => {
                if (
                  v.takeBack &&
                  window.confirm(
                    `Take back "${v.takeBack}"? Both players should agree. It stays in the log and its dice stay rolled.`,
                  )
                )
                  api()?.takeBack(online ? online.seat : (v.actor ?? v.sides[0]!.id));
              }}
            >
              Take back
            </button>
          )}
        </div>
        <div className="group">
          <button
            type="button"
            data-testid="save-game"
            onClick={save}
            title={watching ? "Save the game as a spectator may see it" : "Save the game file"}
          >
            Save game
          </button>
          <FilePickButton
            label="Open game…"
            testId="open-game"
            inputTestId="open-game-file"
            // A file that names no ruleset is read as Firestrike's, whose reader says what is wrong.
            onFile={(f) => void openGameFile(app, f, "firestrike")}
          />
          <button
            type="button"
            data-testid="replay"
            aria-pressed={replaying}
            onClick={() => api()?.replayTo(replaying ? null : 0)}
            title="Step through the game from the start"
          >
            {replaying ? "Leave replay" : "Replay"}
          </button>
          {v.stage === "play" && !replaying && !watching && mySides.length > 0 && (
            <select
              data-testid="concede"
              value=""
              aria-label="Concede"
              onChange={(e) => {
                const side = e.target.value;
                const who = v.sides.find((x) => x.id === side)?.name ?? side;
                if (side && window.confirm(`${who} concedes the game?`))
                  api()?.play({ type: "concede", side });
              }}
            >
              <option value="">Concede…</option>
              {mySides.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name} concedes
                </option>
              ))}
            </select>
          )}
          <button
            type="button"
            data-testid="leave-game"
            onClick={() => {
              if (window.confirm("Leave the game? Save it first if you want to come back to it."))
                api()?.leave();
            }}
          >
            Leave game
          </button>
        </div>
        <LabelsToggle />
      </div>
      <PhaseBar />
    </header>
  );
}
