import type { Decision, Weighed } from "../../core/game/policy";

/**
 * A computer decision's whole record in words (issue 34): the Computer panel's "Why?" and a log
 * line's on demand (ComputerLogReason.tsx). A file of its own so that a ruleset's log can show it without
 * importing the panel's New game choice, which reads the ruleset list (an import circle).
 */

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
export function DecisionReasons({ d, testId }: { d: Decision; testId: string }) {
  return (
    <div className="computer-reasons" data-testid={testId}>
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
