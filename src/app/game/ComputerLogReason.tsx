import { decisionLine, decisionReason } from "../../core/game/policy";
import { useAppStore } from "../store/hooks";
import { usePartStore } from "../store/part-store";
import { computerStoreOf } from "./computer-store";
import { DecisionReasons } from "./DecisionReasons";

/**
 * The computer's short reason on a game log's line (issue 34 item 4), for every ruleset's log: when
 * the entry was the computer seat's move, its score, largest factor and the best alternative it beat
 * (`decisionReason`, the same words as `sightline bot`'s log), from the decision the Computer panel
 * keeps; the whole record (every factor, both alternatives) opens on demand. Nothing for a person's
 * entry, nor for one the computer made before a reload (its decisions are not saved).
 */
export function ComputerLogReason({ entry, seat }: { entry: number; seat: string }) {
  const move = usePartStore(computerStoreOf(useAppStore()), (s) =>
    s.computer.moves.find((m) => m.entry === entry && m.seat === seat),
  );
  if (!move) return null;
  return (
    <details className="computer-log-reason" data-testid={`log-computer-${entry}`}>
      <summary title={decisionLine(move.decision)}>computer: {decisionReason(move.decision)}</summary>
      <DecisionReasons d={move.decision} testId={`log-computer-reasons-${entry}`} />
    </details>
  );
}
