import { useState } from "react";
import { type Decision, decisionLine, type Weighed } from "../../core/game/policy";
import { useAppStore } from "../store/hooks";
import { usePartStore } from "../store/part-store";
import { LEVEL_WORDS } from "./ComputerChoice";
import { type ComputerMove, type ComputerSlice, computerStoreOf } from "./computer-store";

const all = (s: ComputerSlice) => s.computer;

/** A weighed command's factors in words: "expected damage taken −0.42 (seen by 1 of 5)". */
function Factors({ w }: { w: Weighed }) {
  return (
    <ul className="computer-factors">
      {w.factors.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a decision's factors are fixed once made
        <li key={i}>
          {f.name} {f.value >= 0 ? "+" : "−"}
          {Math.abs(f.value).toFixed(2)}
          {f.detail ? ` (${f.detail})` : ""}
        </li>
      ))}
    </ul>
  );
}

/** Why a decision: its score and factors, and the best alternatives it beat with theirs. */
function Reasons({ d, entry }: { d: Decision; entry: number }) {
  return (
    <div className="computer-reasons" data-testid={`computer-reasons-${entry}`}>
      <div>
        Chose {d.summary}: score {d.score.toFixed(2)}
      </div>
      <Factors w={d} />
      {d.alternatives.length === 0 ? (
        <div>No alternative was weighed against it.</div>
      ) : (
        d.alternatives.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two, fixed once made
          <div key={i}>
            Beat {a.summary}: score {a.score.toFixed(2)}
            <Factors w={a} />
          </div>
        ))
      )}
    </div>
  );
}

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
      {open && <Reasons d={m.decision} entry={m.entry} />}
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
