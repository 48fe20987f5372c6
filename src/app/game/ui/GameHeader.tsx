import { useRef } from "react";
import { useApp, useAppStore } from "../../store/hooks";
import { CAMERA_MODES, type ToolId } from "../../store/types";
import { PhaseBar } from "./PhaseBar";

const TOOLS: { id: ToolId; label: string; title: string }[] = [
  {
    id: "game",
    label: "Play",
    title: "Pick bases, move, place zones, fire: what a click does follows the step",
  },
  { id: "measure", label: "Measure", title: "Tape measure and range rings" },
  { id: "los", label: "Line of sight", title: "Check any two bases" },
  { id: "deadground", label: "Dead ground", title: "Dead ground of a base, threat map of a side" },
];

/** Downloads text as a file. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The game's toolbar (tools, camera, undo and take-back, save, open, replay, leave) and the phase bar. */
export function GameHeader() {
  const app = useAppStore();
  const tool = useApp((s) => s.tool);
  const camera = useApp((s) => s.view.camera);
  const v = useApp((s) => s.game.view);
  const showLabels = useApp((s) => s.view.showLabels);
  const input = useRef<HTMLInputElement>(null);
  const s = app.getState();
  const api = () => app.getState().gameApi;
  if (!v) return null;
  const replaying = v.replayAt !== null;
  const save = () => {
    const text = api()?.saveText();
    if (!text) return;
    download(`${v.name.replace(/[^A-Za-z0-9_-]+/g, "-").toLowerCase() || "game"}.game.json`, text);
    s.setNotice("Game saved: the file is its command log (sightline-game/1)");
  };
  const open = async (f: File) => {
    const r = api()?.load(await f.text(), f.name);
    if (r && !r.ok)
      s.reportLoadError({ title: `${f.name} is not a game Sightline can open`, problems: r.error });
  };
  return (
    <header className="game-header">
      <div className="toolbar">
        <strong className="brand">Sightline · {v.name}</strong>
        <div className="group" role="toolbar" aria-label="Tools">
          {TOOLS.map((t) => (
            <button
              type="button"
              key={t.id}
              title={t.title}
              aria-pressed={tool === t.id}
              data-testid={`tool-${t.id}`}
              onClick={() => s.setTool(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div className="group" role="toolbar" aria-label="Camera">
          {CAMERA_MODES.filter((m) => m !== "eye").map((m) => (
            <button
              type="button"
              key={m}
              aria-pressed={camera === m}
              data-testid={`camera-${m}`}
              onClick={() => s.setCamera(m)}
            >
              {m === "orbit" ? "3D view" : "Top view"}
            </button>
          ))}
          {camera === "eye" && (
            <button type="button" aria-pressed onClick={() => s.setCamera("orbit")}>
              Leave eye view
            </button>
          )}
        </div>
        <div className="group">
          <button
            type="button"
            data-testid="game-undo"
            disabled={!v.undo.allowed}
            title={v.undo.why ?? "Undo the last entry (Ctrl+Z)"}
            onClick={() => api()?.undo()}
          >
            Undo
          </button>
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
                api()?.takeBack(v.actor ?? v.sides[0]!.id);
            }}
          >
            Take back
          </button>
        </div>
        <div className="group">
          <button type="button" data-testid="save-game" onClick={save}>
            Save game
          </button>
          <button type="button" data-testid="open-game" onClick={() => input.current?.click()}>
            Open game…
          </button>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="open-game-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void open(f);
              e.target.value = "";
            }}
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
          {v.stage === "play" && !replaying && (
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
              {v.sides.map((x) => (
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
        <label>
          <input
            type="checkbox"
            checked={showLabels}
            onChange={(e) => s.setView({ showLabels: e.target.checked })}
          />{" "}
          Labels
        </label>
      </div>
      <PhaseBar />
    </header>
  );
}
