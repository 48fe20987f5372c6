import { sideColour } from "../../../../geometry/render/palette";
import { useApp, useAppStore } from "../../../store/hooks";
import { gameOf, useFirestrikeStore } from "../store/game-store";
import { DoneConfirm, useUnreadResults } from "./StepNotices";
import { seatTurn } from "./seat";
import { pressDone } from "./step-end";

/**
 * Always on screen in a game: the turn, the phase and step in the seed's numbering, whose action it
 * is, what is left for them to do, the "done" button that hands the step on, and the last refusal with
 * the engine's reason. Online, it says whether this page's seat is to act or whom it waits for, and
 * "done" is sent for this page's seat only: disabled, saying whom it waits for, while the seat may not
 * act (a spectator has none). It asks before ending a step in which bases may still act, and waits
 * while the automatic results of the step just resolved are on screen (ui/step-end.ts).
 */
export function PhaseBar() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  const refusal = useFirestrikeStore((s) => s.game.refusal);
  const online = useApp((s) => s.match.online);
  const unread = useUnreadResults();
  if (!v) return null;
  const name = (id: string | null) => v.sides.find((x) => x.id === id)?.name ?? id ?? "";
  // Whose action it is comes from the rules (the deploying side, then the side whose part of the step
  // it is), the same sides as the engine's `seatsToAct`.
  const who = v.actor;
  const mine = online ? who === online.seat : true;
  // A spectator in a simultaneous step waits for no one side: its bar says both sides move.
  const waiting = online && !mine && who && v.actors.length <= 1 ? [who] : [];
  const replay = v.replayAt !== null;
  const turn = seatTurn(v, online);
  const resources =
    v.state && v.stage === "play"
      ? v.state.sides
          .map(
            (x) =>
              `${name(x.id)}: ${x.saDice} SA ${x.saDice === 1 ? "die" : "dice"}${x.airstrikesLeft > 0 ? `, ${x.airstrikesLeft} airstrike(s)` : ""}`,
          )
          .join(" · ")
      : "";
  const todo = v.todo.map((t) => t.text).join(" · ");
  return (
    <>
      <div
        className="phase-bar"
        data-testid="phase-bar"
        data-stage={v.stage}
        data-turn={v.turn}
        data-step={v.state?.step ?? "deployment"}
        data-actor={who ?? ""}
      >
        {replay && (
          <span className="badge replay">
            REPLAY {v.replayAt}/{v.entries}
          </span>
        )}
        {v.stage === "deploy" ? (
          <span className="phase">Deployment</span>
        ) : (
          <>
            <span className="phase" data-testid="phase-turn">
              Turn {v.turn} of {v.turnLimit}
            </span>
            <span className="phase">{v.phaseLabel}</span>
            <span className="step" data-testid="phase-step">
              {v.stepLabel}
            </span>
          </>
        )}
        {v.stage === "over" ? (
          <span className="actor" data-testid="phase-actor">
            Game over{v.result?.winner ? `: ${name(v.result.winner)} wins` : ": a draw"}
          </span>
        ) : online && waiting.length > 0 ? (
          <span className="actor" data-testid="phase-actor" data-waiting={waiting.join(" ")}>
            waiting for {waiting.map((x) => name(x)).join(" and ")}…
          </span>
        ) : who && v.actors.length > 1 ? (
          <span className="actor" data-testid="phase-actor" data-actors={v.actors.join(" ")}>
            {bothMove(v.actors, who, online ? online.seat : null, name)}
          </span>
        ) : who ? (
          <span className="actor" data-testid="phase-actor" style={{ borderColor: sideColour(who) }}>
            <b style={{ color: sideColour(who) }}>{name(who)}</b> to act{online ? " (you)" : ""}
            {v.stage === "deploy" && !replay ? ": place every base in your deployment zone, then finish" : ""}
          </span>
        ) : null}
        {resources && (
          <span className="todo" data-testid="phase-resources" title={resources}>
            {resources}
          </span>
        )}
        {todo && (
          <span className="todo" data-testid="phase-todo" title={todo}>
            {todo}
          </span>
        )}
        {v.stage === "play" && who && !replay && !online?.spectator && (
          <button
            type="button"
            className="primary"
            data-testid="done"
            disabled={!turn.may || unread !== null}
            onClick={() => pressDone(app)}
            title={
              turn.why ??
              (unread
                ? `${unread.title}: read them first ("Go on")`
                : "Hand this step to the other side (or on to the next step)")
            }
          >
            Done with {v.stepLabel.split(" ")[0]}
          </button>
        )}
      </div>
      {refusal && (
        <span
          className="refusal"
          role="alert"
          data-testid="refusal"
          title="Click to dismiss"
          onClick={() => gameOf(app).setGame({ refusal: null })}
          onKeyDown={() => gameOf(app).setGame({ refusal: null })}
        >
          Refused: {refusal.message}
        </span>
      )}
      <DoneConfirm />
    </>
  );
}

/**
 * The phase bar in a simultaneous step (movement, seed 000 §2.3): online "Both sides move — you and
 * Red"; hot-seat "Both sides move — Blue now, then Red" (the screen is handed over within the step).
 */
export function bothMove(
  actors: readonly string[],
  who: string,
  seat: string | null,
  name: (id: string) => string,
): string {
  const others = actors.filter((x) => x !== (seat ?? who)).map(name);
  if (seat !== null)
    return actors.includes(seat)
      ? `Both sides move — you and ${others.join(" and ")}`
      : `Both sides move — ${actors.map(name).join(" and ")}`;
  return `Both sides move — ${name(who)} now, then ${others.join(" and ")}`;
}
