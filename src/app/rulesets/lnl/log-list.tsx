import { useEffect, useRef } from "react";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { LnlEvent } from "../../../core/lnl/apply";
import type { LnlState } from "../../../core/lnl/state";
import { ComputerLogReason } from "../../game/ComputerLogReason";
import { logLine } from "./log-text";

/**
 * Lock 'n Load's log (issue 38 item 3): oldest first in its own scroll box, kept scrolled to the newest
 * entry as the game goes on (as Firestrike's log is), so the last roll's meaning is in view.
 */
export function LnlLog({ log }: { log: SeatSnapshot<LnlState>["log"] }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current && log.length > 0) list.current.scrollTop = list.current.scrollHeight;
  }, [log]);
  return (
    <ol ref={list} className="reasons lnl-log" data-testid="lnl-log" style={{ maxHeight: "18vh" }}>
      {log.map((item) => (
        <li key={item.index}>
          {logLine(item.seat, item.entry, item.events as LnlEvent[])}
          <ComputerLogReason entry={item.index} seat={item.seat} />
        </li>
      ))}
    </ol>
  );
}
