import { useApp } from "../store/hooks";

/**
 * The online game's line under the header (issue 19): which seat this page holds, that a spectator
 * cannot act, commands waiting for the server, a dropped connection while it comes back by itself, and
 * commands not confirmed by a server that went away, sent again once it is back (issue 31).
 */
export function OnlineBanner() {
  const online = useApp((s) => s.match.online);
  if (!online) return null;
  const resending = online.resending ?? 0;
  const state = online.gaveUp
    ? "lost"
    : !online.connected
      ? "reconnecting"
      : resending > 0
        ? "resending"
        : online.sending > 0
          ? "sending"
          : "connected";
  return (
    <div className="online-banner" data-testid="online-banner" data-state={state} role="status">
      <span data-testid="online-seat">
        {online.seat === ""
          ? "Joining the online game…"
          : online.spectator
            ? "Watching: a spectator sees the game and cannot act"
            : `Online: you play ${online.seat}`}
      </span>
      {online.fog && (
        <span data-testid="online-fog" title="Enemy bases none of your bases sees are not sent to this page">
          {" "}
          · measured fog of war
        </span>
      )}
      {state === "sending" && <span data-testid="online-sending"> · sending…</span>}
      {state === "reconnecting" && (
        <span className="warn" data-testid="online-reconnecting">
          {" "}
          · connection lost: reconnecting…
        </span>
      )}
      {resending > 0 && !online.gaveUp && (
        <span className="warn" data-testid="online-resending">
          {" "}
          · {resending === 1 ? "1 command" : `${resending} commands`} not confirmed, re-sending…
        </span>
      )}
      {state === "lost" && (
        <span className="warn" data-testid="online-lost">
          {" "}
          · the server did not come back: open your link again to resume
        </span>
      )}
    </div>
  );
}
