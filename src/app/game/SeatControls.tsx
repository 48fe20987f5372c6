import type { ReactNode } from "react";
import { useApp } from "../store/hooks";
import { seatTurn } from "./seat-turn";

/**
 * A ruleset panel's game controls, disabled while this page's seat may not act (online: not among the
 * rules' `seatsToAct`, or a spectator), with a visible line saying whom it waits for. Hot-seat they are
 * always enabled (the screen holds the seat to act). `testId` names the fieldset (`data-may-act` says
 * which) and, with `-waiting`, the line.
 */
export function SeatControls({
  seatsToAct,
  testId,
  children,
}: {
  seatsToAct: readonly string[];
  testId: string;
  children: ReactNode;
}) {
  const online = useApp((s) => s.match.online);
  const turn = seatTurn(seatsToAct, online);
  return (
    <fieldset
      className="bare"
      disabled={!turn.may}
      title={turn.why ?? undefined}
      data-testid={testId}
      data-may-act={turn.may}
    >
      {!turn.may && (
        <p className="hint" data-testid={`${testId}-waiting`}>
          {turn.why?.replace(/^./, (c) => c.toUpperCase())}
          {online?.spectator ? "." : ": these controls are for the side to act."}
        </p>
      )}
      {children}
    </fieldset>
  );
}
