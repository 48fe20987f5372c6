import { type Invite, parseInvite } from "../../net/protocol";
import type { NetworkClient } from "../client/network-client";
import type { OnlineLinks, OnlineShell } from "../store/match-slice";
import type { AppStore } from "../store/store";

/**
 * The page's side of an online game (issue 19), ruleset-neutral: a page opened with an invite link
 * joins the game server with it (`NetworkClient`), loads the ruleset the server names and hands the
 * client to the game shell (shell.ts) with that ruleset's adapter, which from then on shows only the
 * link's seat, for every ruleset alike. The connection's
 * state goes to `match.online` (the shell's banner says when it drops and while it comes back).
 * Opening the same link again (a closed tab, a reload) joins the same seat: the server keeps the game.
 */

/** The invite link a page was opened with, or null. */
export const inviteOf = (href: string): Invite | null => parseInvite(href);

const setOnline = (app: AppStore, patch: Partial<OnlineShell>) => {
  const cur = app.getState().match.online;
  if (cur) app.getState().setMatch({ online: { ...cur, ...patch } });
};

/**
 * The notice of a join that failed. The server's refusals are Errors with its reason; a server that
 * cannot be reached rejects with the browser's event instead (colyseus.js passes on the XMLHttpRequest's
 * ProgressEvent, a WebSocket's close event), which read "[object ProgressEvent]" in the page.
 */
export function joinFailureText(invite: Invite, e: unknown): string {
  if (e instanceof Error)
    return `Online game ${invite.game} could not be joined: ${e.message || e.name} (is the game server running, and is the link whole?)`;
  const ev = (typeof e === "object" && e !== null ? e : {}) as {
    type?: unknown;
    code?: unknown;
    reason?: unknown;
  };
  let why: string;
  if (ev.type === "timeout") why = "it did not answer in time";
  else if (ev.type === "abort") why = "the request was cancelled";
  else if (typeof ev.code === "number")
    why = `the connection closed (code ${ev.code}${typeof ev.reason === "string" && ev.reason ? `: ${ev.reason}` : ""})`;
  else if (typeof e === "string" && e) why = e;
  else why = "the connection failed (is it running, and can this page reach it?)";
  return `Online game ${invite.game}: could not reach the game server at ${invite.server}: ${why}`;
}

/**
 * Joins the game of an invite link and opens it with its ruleset's host; failures become the notice.
 * Resolves with the joined client (null when it failed).
 */
export async function openInvite(app: AppStore, invite: Invite): Promise<NetworkClient | null> {
  const st = app.getState();
  st.setMatch({
    online: { seat: "", spectator: false, connected: false, gaveUp: false, sending: 0, fog: false },
  });
  st.setNotice(`Joining online game ${invite.game}…`);
  let client: NetworkClient;
  try {
    // The network client (and colyseus.js with it) loads only on a page opened with an invite link.
    const { NetworkClient } = await import("../client/network-client");
    client = await NetworkClient.join(invite, (c) =>
      setOnline(app, { connected: c.connected, gaveUp: c.gaveUp === true, resending: c.resending ?? 0 }),
    );
    await client.ready().catch((e: unknown) => {
      client.close();
      throw e;
    });
  } catch (e) {
    app.getState().setMatch({ online: null });
    app.getState().setNotice(joinFailureText(invite, e));
    return null;
  }
  const seat = client.seats[0] ?? "";
  setOnline(app, { seat, spectator: seat === "spectator", connected: true, fog: client.fog });
  try {
    const host = await app.getState().loadHost(client.ruleset);
    const r = host.joinOnline(client);
    if (!r.ok) throw new Error(r.error.map((p) => `${p.path} ${p.message}`).join("; "));
    app
      .getState()
      .setNotice(
        seat === "spectator"
          ? `Watching online game ${invite.game}: spectators cannot act`
          : `Playing online game ${invite.game} as ${seat}. This link is your seat: open it again to resume.`,
      );
    return client;
  } catch (e) {
    client.close();
    app.getState().setMatch({ online: null });
    app
      .getState()
      .setNotice(`Online game ${invite.game} cannot be shown: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}

/** What `POST /api/games` answers when it refuses. */
interface Refused {
  problems?: { path: string; message: string }[];
}

/**
 * Asks the game server (`npm start`, `sightline serve`) to make an online game from a whole set-up
 * (a game file's JSON; the server rolls its own seed), with measured fog of war when `options.fog`. Resolves with the links, or the problems.
 */
export async function createOnlineGame(
  game: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
  options: { fog?: boolean } = {},
): Promise<{ ok: true; links: OnlineLinks } | { ok: false; problems: { path: string; message: string }[] }> {
  const { seed: _seed, ...setup } = game;
  let r: Response;
  try {
    r = await fetchImpl("/api/games", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: setup, options: { fog: options.fog === true } }),
    });
  } catch (e) {
    return {
      ok: false,
      problems: [
        {
          path: "/api/games",
          message: `the game server cannot be reached (${String(e)}): run npm start or npx sightline serve`,
        },
      ],
    };
  }
  let json: unknown;
  try {
    json = await r.json();
  } catch {
    return {
      ok: false,
      problems: [{ path: "/api/games", message: `the server answered ${r.status} without JSON` }],
    };
  }
  if (!r.ok)
    return {
      ok: false,
      problems: (json as Refused).problems ?? [{ path: "/api/games", message: `HTTP ${r.status}` }],
    };
  return { ok: true, links: json as OnlineLinks };
}
