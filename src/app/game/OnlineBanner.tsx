import { useApp } from "../store/hooks";

/**
 * The online game's line under the header (issue 19): which seat this page holds, that a spectator
 * cannot act, commands waiting for the server, and a dropped connection while it comes back by itself.
 */
export function OnlineBanner() {
  const online = useApp((s) => s.match.online);
  if (!online) return null;
  const state = online.gaveUp
    ? "lost"
    : !online.connected
      ? "reconnecting"
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
      {state === "lost" && (
        <span className="warn" data-testid="online-lost">
          {" "}
          · the server did not come back: open your link again to resume
        </span>
      )}
    </div>
  );
}
