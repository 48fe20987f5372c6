import { useState } from "react";
import { parseInvite } from "../../net/protocol";

/** Compact, as the game menu's buttons. */
const COMPACT = { padding: "1px 6px" } as const;

/** Tables shipped in terrain/ a game may be made on (the server reads them itself). */
const SHIPPED = ["ridge-and-village", "open-plain", "river-town"] as const;

interface Made {
  id: string;
  seats: Record<string, { url: string }>;
  watch: string;
}

/**
 * "Play online…" (issue 19, minimal entry): asks the game server (`npm start` or `sightline serve`)
 * for a new Firestrike game on a shipped table and shows one invite link per side and a spectator
 * link. Each player opens theirs; the link is the seat. The page itself does not play an online game
 * yet (see docs/playing.md): a link opened here says so, and `sightline bot <link>` plays one.
 */
export function OnlineMenu() {
  const [open, setOpen] = useState(false);
  const [table, setTable] = useState<string>(SHIPPED[0]);
  const [deployed, setDeployed] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = async () => {
    setProblem(null);
    try {
      const r = await fetch("/api/games", {
        method: "POST",
        body: JSON.stringify({ ruleset: "firestrike", table, deployed }),
      });
      const json = (await r.json()) as Made & { problems?: { path: string; message: string }[] };
      if (!r.ok)
        setProblem(json.problems?.map((p) => `${p.path} ${p.message}`).join("; ") ?? `HTTP ${r.status}`);
      else setMade(json);
    } catch (e) {
      setProblem(`the game server cannot be reached (${String(e)}): run npm start or sightline serve`);
    }
  };
  return (
    <div className="group">
      <button type="button" style={COMPACT} data-testid="play-online" onClick={() => setOpen(!open)}>
        Play online…
      </button>
      {open && (
        <div className="dialog" role="dialog" aria-label="Play online" data-testid="online-dialog">
          <h2>New online Firestrike game</h2>
          <p className="row wrap">
            <label>
              Table{" "}
              <select value={table} data-testid="online-table" onChange={(e) => setTable(e.target.value)}>
                {SHIPPED.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
            <label title="Skip deployment: the table's own units where they stand">
              <input type="checkbox" checked={deployed} onChange={(e) => setDeployed(e.target.checked)} />{" "}
              Units where they stand
            </label>
            <button
              type="button"
              className="primary"
              data-testid="online-create"
              onClick={() => void create()}
            >
              Create
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </p>
          {problem && <p className="problems">{problem}</p>}
          {made && (
            <ul data-testid="online-links">
              {Object.entries(made.seats).map(([seat, { url }]) => (
                <li key={seat}>
                  {seat}: <input readOnly value={url} size={60} data-testid={`online-link-${seat}`} />
                </li>
              ))}
              <li>
                watch: <input readOnly value={made.watch} size={60} data-testid="online-link-watch" />
              </li>
            </ul>
          )}
          <p className="hint">Each link is a seat: send it to that player only. The server rolls the dice.</p>
        </div>
      )}
    </div>
  );
}

/** A notice for a page opened with an invite link: what it is, and that the page cannot play it yet. */
export function inviteNotice(href: string): string | null {
  const invite = parseInvite(href);
  if (!invite) return null;
  return `This is an invite to online game ${invite.game}. Playing online in the page is not ready yet: \`npx sightline bot "<this link>"\` plays the seat, and the server keeps the game.`;
}
