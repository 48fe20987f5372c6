import { useEffect } from "react";
import { OverlayProgress } from "../../../panels/OverlayProgress";
import { useApp, useAppStore } from "../../../store/hooks";
import { gameOf, useFirestrikeStore } from "../store/game-store";
import { defaultFacing, playEntry } from "../tools/actions";

/**
 * Deployment for the side whose turn it is: the bases still to place (click one, then the table inside
 * the zone), the enemy threat map (what the enemy could see from anywhere in its deployment zone, so
 * its bases stay hidden), and "finish" to hand the screen over.
 */
export function DeployPanel() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  const placing = useFirestrikeStore((s) => s.game.placing);
  const selected = useFirestrikeStore((s) => s.game.selected);
  const threat = useFirestrikeStore((s) => s.game.threat);
  const result = useApp((s) => s.overlayResult);
  const s = app.getState();
  const fs = gameOf(app);
  const watchers = v?.watchers ?? null;
  const side = v?.deploying ?? null;

  useEffect(() => {
    const st = app.getState();
    if (threat && watchers)
      st.requestOverlay({
        kind: "threat",
        side: watchers.units[0]?.side ?? "",
        watchers,
        targetHeight: "infantry",
        cellInches: 0.5,
      });
    else st.requestOverlay({ kind: "none", watchers: null });
  }, [app, threat, watchers]);

  if (!v || !side) return null;
  const name = v.sides.find((x) => x.id === side)?.name ?? side;
  const enemy = v.sides.find((x) => x.id !== side);
  const left = v.toPlace.filter((b) => !b.placed).length;
  // Replay: the position after an entry of the deployment, to look at only (issue 39 item 7).
  if (v.replayAt !== null)
    return (
      <section className="panel" data-testid="deploy-panel" data-side={side} data-replay="true">
        <h2>{name}: deployment (replay)</h2>
        <p className="hint" data-testid="deploy-replay">
          After entry {v.replayAt} of {v.entries}: {v.units.length} base(s) placed so far that this seat may
          see. Step with the replay bar; leave replay to play on.
        </p>
      </section>
    );
  // Online, while another seat deploys: its placements are hidden until the rules reveal them.
  const online = s.match.online;
  if (online && online.seat !== side)
    return (
      <section className="panel" data-testid="deploy-panel" data-side={side} data-waiting="true">
        <h2>{name}: deployment</h2>
        <p className="hint" data-testid="deploy-waiting">
          Waiting for {name} to deploy. Their placements stay hidden until both sides have deployed.
        </p>
      </section>
    );
  return (
    <section className="panel" data-testid="deploy-panel" data-side={side}>
      <h2>{name}: deployment</h2>
      <p className="hint">
        Click a base below, then click inside your deployment zone to place it. Drag a placed base to move it;
        [ and ] turn the selected base (Shift for 1°). Riders and limbered guns deploy with their vehicle.
      </p>
      <ul className="tray" data-testid="deploy-tray">
        {v.toPlace.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              data-testid={`deploy-${b.id}`}
              aria-pressed={placing?.kind === "deploy" && placing.base === b.id}
              className={b.placed ? "placed" : ""}
              onClick={() =>
                fs.setGame({
                  placing: { kind: "deploy", base: b.id, facing: defaultFacing(app, side) },
                  selected: b.id,
                })
              }
            >
              {b.placed ? "✓ " : ""}
              {b.id} · {b.name}
              {b.carries.length > 0 ? ` (with ${b.carries.join(", ")})` : ""}
            </button>
          </li>
        ))}
      </ul>
      {selected && v.toPlace.some((b) => b.id === selected && b.placed) && (
        <p className="hint">Selected: {selected}</p>
      )}
      <fieldset className="row">
        <legend>Enemy threat map</legend>
        <label>
          <input
            type="checkbox"
            data-testid="threat-toggle"
            checked={threat}
            disabled={!watchers}
            onChange={(e) => fs.setGame({ threat: e.target.checked })}
          />{" "}
          What {enemy?.name ?? "the enemy"} can see from its deployment zone
        </label>
        {!watchers && (
          <p className="hint">The table gives {enemy?.name ?? "the enemy"} no deployment zone.</p>
        )}
        {threat && (
          <div data-testid="threat-status" data-status={result.status}>
            {result.status === "running" && <OverlayProgress />}
            {result.status === "done" && (
              <p className="hint">
                Yellow to red: how many of {watchers?.units.length} points {WATCH_TEXT} see the ground.
                Uncoloured ground is their dead ground.
              </p>
            )}
            {result.status === "error" && <p className="error">{result.error}</p>}
          </div>
        )}
      </fieldset>
      <button
        type="button"
        className="primary"
        data-testid="end-deployment"
        disabled={left > 0}
        title={left > 0 ? `${left} base(s) still to place` : "Hand the screen to the other side"}
        onClick={() => {
          fs.setGame({ threat: false, placing: null, selected: null });
          playEntry(app, { type: "end-deployment", side });
        }}
      >
        Finish deployment{left > 0 ? ` (${left} to place)` : ""}
      </button>
    </section>
  );
}

const WATCH_TEXT = 'spread 4" apart across their zone';
