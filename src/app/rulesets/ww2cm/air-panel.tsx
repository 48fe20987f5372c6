import { aircraftOf, NIGHT } from "../../../core/ww2cm/air/data";
import type { Ww2State } from "../../../core/ww2cm/state";
import { useAppStore } from "../../store/hooks";
import { type Flight, flyCommand, interceptCommand, targetsUnder } from "./air-clicks";
import { eventText } from "./log-text";
import { useWw2Store, type Ww2Snapshot, ww2Of } from "./store";

/**
 * issue 35, the side panel's air part: each aircraft and its state; in the side's air sub-phase a
 * "Fly" button per aircraft that arrived (then two table clicks mark its entry and exit, a target is
 * chosen for each weapon among the enemy units the path passes over, and "Fly" sends it: the AA and
 * the attacks are rolled by the rules); when a flight waits on this seat, a button per interceptor
 * (two clicks for its path, then "Intercept") and "Let it pass"; at night the 50 cm rule in words.
 */

const edges = (f: Flight) =>
  `entry ${f.entry ? `(${f.entry.join(", ")})` : "— click the table"}, exit ${
    f.exit ? `(${f.exit.join(", ")})` : f.entry ? "— click the table" : "—"
  } cm`;

function Planes({ v }: { v: Ww2State }) {
  if (!v.air) return null;
  return (
    <ul data-testid="ww2-planes">
      {v.air.planes.map((p) => (
        <li key={p.id} data-plane={p.id}>
          {p.id} ({p.side}, {aircraftOf(p.type)?.name ?? p.type}): {p.status}, {p.points} points, intended
          turn {p.intended}
        </li>
      ))}
    </ul>
  );
}

export function AirPanel({ snap, why }: { snap: Ww2Snapshot; why: string | null }) {
  const app = useAppStore();
  const flight = useWw2Store((s) => s.ww2.flight);
  const v = snap.view;
  const set = (f: Flight | null) => ww2Of(app).setWw2({ flight: f, refusal: null });
  const play = (c: ReturnType<typeof flyCommand>) => {
    if (!c) return;
    ww2Of(app).ww2Api?.play(c);
    set(null);
  };
  const night = v.night ? (
    <p className="hint" data-testid="ww2-night">
      Night: a model fires only up to {NIGHT.rangeCm.value} cm (the ring round the picked unit), unless the
      target fired and has not moved since; −2 for every {NIGHT.bandCm.value} cm.
    </p>
  ) : null;
  const pending = v.air?.pending;
  if (pending && !why) {
    return (
      <div data-testid="ww2-air">
        <Planes v={v} />
        <p className="hint">
          {pending.aircraft} flies ({pending.entry.join(", ")}) → ({pending.exit.join(", ")}) cm: intercept it
          with a fighter (pick it, click its entry on your edge and its exit: the path must cross), or let it
          pass.
        </p>
        <div className="group">
          {pending.interceptors.map((id) => (
            <button
              type="button"
              key={id}
              data-testid={`ww2-intercept-with-${id}`}
              onClick={() => set({ plane: id, entry: null, exit: null, targets: [] })}
            >
              Intercept with {id}
            </button>
          ))}
          <button
            type="button"
            data-testid="ww2-let-pass"
            onClick={() => play({ type: "intercept", interceptor: null })}
          >
            Let it pass
          </button>
        </div>
        {flight && (
          <p data-testid="ww2-flight">
            {flight.plane}: {edges(flight)}{" "}
            <button
              type="button"
              data-testid="ww2-intercept"
              disabled={!flight.exit}
              onClick={() => play(interceptCommand(flight))}
            >
              Intercept
            </button>
          </p>
        )}
      </div>
    );
  }
  if (v.phase !== "air" || !v.air) return night || (v.air ? <Planes v={v} /> : null);
  const arrived = v.air.planes.filter((p) => p.side === v.side && p.status === "arrived");
  const plane = flight ? v.air.planes.find((p) => p.id === flight.plane) : null;
  const type = plane ? aircraftOf(plane.type) : null;
  const under = flight ? targetsUnder(v, v.side, flight) : [];
  return (
    <div data-testid="ww2-air">
      <Planes v={v} />
      {!why && (
        <div className="group">
          {arrived.map((p) => (
            <button
              type="button"
              key={p.id}
              data-testid={`ww2-pick-plane-${p.id}`}
              onClick={() =>
                set({
                  plane: p.id,
                  entry: null,
                  exit: null,
                  targets: aircraftOf(p.type)!.weapons.map(() => null),
                })
              }
            >
              Fly {p.id}
            </button>
          ))}
          {arrived.length === 0 && (
            <span className="hint">No aircraft of yours arrived: Next ends the turn.</span>
          )}
        </div>
      )}
      {flight && type && !why && (
        <div data-testid="ww2-flight">
          <p>
            {flight.plane}: {edges(flight)}
            {type.dive ? " (a dive bomber enters over its target: click one of its models first)" : ""}
          </p>
          {flight.exit &&
            type.weapons.map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a weapon is its index in the aircraft's fixed list
              <label key={i}>
                {w.kind} ({w.shots}){" "}
                <select
                  data-testid={`ww2-weapon-${i}`}
                  value={flight.targets[i] ?? ""}
                  onChange={(e) =>
                    set({
                      ...flight,
                      targets: flight.targets.map((t, j) => (j === i ? e.target.value || null : t)),
                    })
                  }
                >
                  <option value="">no target</option>
                  {under.map((u) => (
                    <option key={u.unit} value={u.unit}>
                      {u.name}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          <button
            type="button"
            data-testid="ww2-fly"
            disabled={!flight.exit}
            title={flight.exit ? "Fly it: the enemy's AA fires where it sees it" : "click its entry and exit"}
            onClick={() => play(flyCommand(flight))}
          >
            Fly
          </button>
        </div>
      )}
    </div>
  );
}

/** What happened before the first turn (the airborne landings), in words. */
export function Opening({ snap }: { snap: Ww2Snapshot }) {
  if (snap.opening.length === 0) return null;
  return (
    <>
      <h3>Before the first turn</h3>
      <ol data-testid="ww2-opening">
        {snap.opening.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the opening's events never change order
          <li key={i}>{eventText(snap.view, x)}</li>
        ))}
      </ol>
    </>
  );
}
