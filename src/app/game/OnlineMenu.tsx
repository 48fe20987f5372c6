import { useState } from "react";
import { RULESET_UIS } from "../rulesets";
import { useApp, useAppStore } from "../store/hooks";
import { useRulesetPick } from "./ruleset-pick";

/** Compact, as the game menu's buttons. */
const COMPACT = { padding: "1px 6px" } as const;

/**
 * "Play online…" (issue 19, issue 36 item 3): for every ruleset, opens the same set-up dialog as a
 * hot-seat game (table, forces, options); its "Create" asks the game server (`npm start` or
 * `sightline serve`) to make the game, and the links dialog below shows one invite link per side and
 * a spectator link. Each player opens theirs in their own browser; the link is the seat. The ruleset is
 * the one picked beside "New game…" (game/ruleset-pick.ts: one select for both keeps the toolbar to one row).
 */
export function OnlineMenu() {
  const app = useAppStore();
  const picked = useRulesetPick((s) => s.id);
  const ui = RULESET_UIS.find((r) => r.id === picked) ?? RULESET_UIS[0];
  if (!ui) return null;
  return (
    <div className="group">
      <button
        type="button"
        style={COMPACT}
        data-testid="play-online"
        title={`Set up a ${ui.name} game that two players play in their own browsers, the server refereeing`}
        onClick={() =>
          app
            .getState()
            .loadHost(ui.id)
            .then(
              () => app.getState().setMatch({ setupOf: ui.id, setupOnline: true }),
              (e) =>
                app
                  .getState()
                  .setNotice(`Games could not load: ${e instanceof Error ? e.message : String(e)}`),
            )
        }
      >
        Play online…
      </button>
    </div>
  );
}

/** A link with a copy button. */
function LinkRow({ label, url, testId }: { label: string; url: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <li>
      {label}:{" "}
      <input readOnly value={url} size={60} data-testid={testId} onFocus={(e) => e.target.select()} />{" "}
      <button
        type="button"
        data-testid={`${testId}-copy`}
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? "Copied" : "Copy"}
      </button>
    </li>
  );
}

/** The links of the online game just made (`match.links`), until closed. */
export function OnlineLinksDialog() {
  const app = useAppStore();
  const links = useApp((s) => s.match.links);
  if (!links) return null;
  return (
    <div className="dialog" role="dialog" aria-label="Online game links" data-testid="online-dialog">
      <h2>Online game {links.id}</h2>
      <ul data-testid="online-links">
        {Object.entries(links.seats).map(([seat, { url }]) => (
          <LinkRow key={seat} label={seat} url={url} testId={`online-link-${seat}`} />
        ))}
        <LinkRow label="watch" url={links.watch} testId="online-link-watch" />
      </ul>
      <p className="hint">
        Each side's link is that side's seat: send it to that player only (whoever opens it plays that side).
        The watch link only watches. The server rolls the dice and keeps the game: open a link again to
        resume.
      </p>
      <button type="button" onClick={() => app.getState().setMatch({ links: null })}>
        Close
      </button>
    </div>
  );
}
