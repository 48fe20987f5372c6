import { useState } from "react";
import { decisionLine } from "../../core/game/policy";
import { useAppStore } from "../store/hooks";
import { usePartStore } from "../store/part-store";
import { LEVEL_WORDS } from "./ComputerChoice";
import { type ComputerMove, type ComputerSlice, computerStoreOf } from "./computer-store";
import { DecisionReasons } from "./DecisionReasons";

const all = (s: ComputerSlice) => s.computer;

function Move({ m }: { m: ComputerMove }) {
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="computer-move" data-entry={m.entry} title={decisionLine(m.decision)}>
      <span>
        #{m.entry + 1} {m.seat}: {m.decision.summary} ({m.decision.score.toFixed(2)}, {Math.round(m.ms)} ms){" "}
      </span>
      <button
        type="button"
        className="link"
        data-testid={`computer-why-${m.entry}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? "Hide why" : "Why?"}
      </button>
      {open && <DecisionReasons d={m.decision} testId={`computer-reasons-${m.entry}`} />}
    </li>
  );
}

/**
 * The computer's side of a game against it (issue 34): which seat it plays and how, a line while it
 * thinks ("Computer thinking… move 3, 1.2 s"), why it stopped if it did, and its moves, newest first,
 * each with its decision on demand ("Why?": the score, its factors, the two best alternatives it beat).
 */
export function ComputerPanel() {
  const s = usePartStore(computerStoreOf(useAppStore()), all);
  if (!s.playing) return null;
  return (
    <section className="computer-panel" data-testid="computer-panel">
      <h3>Computer</h3>
      <p className="hint">
        The computer plays {s.playing.seat} ({LEVEL_WORDS[s.playing.level]}), in a worker of this page, from
        what its side is shown.
      </p>
      {!s.thinking && s.toAct.some((t) => t !== s.playing?.seat && t !== "engine") && (
        <p data-testid="computer-your-move">Your move.</p>
      )}
      {s.thinking && (
        <p data-testid="computer-thinking" role="status">
          Computer thinking… move {s.thinking.move} in a row, {(s.thinking.ms / 1000).toFixed(1)} s
        </p>
      )}
      {s.stuck && (
        <p className="error" data-testid="computer-stuck">
          {s.stuck}
        </p>
      )}
      <ol className="computer-moves" data-testid="computer-moves" reversed>
        {[...s.moves].reverse().map((m) => (
          <Move key={m.entry} m={m} />
        ))}
      </ol>
    </section>
  );
}
