import hamletForces from "../../../../terrain/forces/lnl-hamlet.json";
import crossroadsJson from "../../../../terrain/lnl-crossroads.json";
import hamletJson from "../../../../terrain/lnl-hamlet.json";
import ridgeJson from "../../../../terrain/lnl-ridge-village.json";
import { GAME_FORMAT } from "../../../core/game/format";
import { type RulesetRegistry, registryOf, SPECTATOR_SEAT } from "../../../core/game/ruleset";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import { type LnlMap, lnlMapOf } from "../../../core/lnl/map";
import { lnlRuleset } from "../../../core/lnl/ruleset";
import type { LnlState } from "../../../core/lnl/state";
import type { Problem } from "../../../core/problems";
import { err, ok, type Result } from "../../../core/result";
import type { Table } from "../../../core/table/schema";
import type { Refusal, SeatId } from "../../client/game-client";
import type { KeyValueStorage } from "../../files/autosave";
import type { GameAdapter } from "../../game/adapter";
import { type GameShell, shellWith } from "../../game/shell";
import type { TableBefore } from "../../game/table-back";
import { tableOf } from "../../game/table-back";
import type { LosEngine } from "../../los/engine";
import { NO_MATCH } from "../../store/match-slice";
import type { AppStore } from "../../store/store";
import { countersOnTable } from "./bases";
import { lnlMarks } from "./marks";
import { LnlPicks } from "./picks";
import { lnlOf, lnlStoreOf, NO_LNL } from "./store";

/**
 * The shipped hex table the set-up dialog offers (terrain/lnl-hamlet.json), with its two forces'
 * counters (terrain/forces/lnl-hamlet.json: SM-capable scouts, a medic and a sniper among them).
 */
export const SHIPPED_HEX_TABLE = {
  path: "terrain/lnl-hamlet.json",
  json: hamletJson as unknown,
  counters: hamletForces.counters as unknown[],
};
/** The shipped hex table with vehicles (tanks, a tank destroyer, an AT gun, a half-track). */
export const SHIPPED_VEHICLE_TABLE = { path: "terrain/lnl-crossroads.json", json: crossroadsJson as unknown };
/** The second shipped hex board (issue 38 item 5): a village and a church, a two-level ridge, a long wood. */
export const SHIPPED_RIDGE_TABLE = { path: "terrain/lnl-ridge-village.json", json: ridgeJson as unknown };

/** What the set-up dialog chose. */
export interface LnlStart {
  /** the table's JSON: the shipped hex table, or null for the table on screen */
  table?: unknown;
  /** the counters (absent: each table unit by its catalog type, setup.ts COUNTER_DEFAULTS) */
  counters?: unknown[];
  /** a shorter game than the table's turn limit */
  turnLimit?: number;
  /** a night game (DFT 10 / the OFT night line; star shells, core/lnl/star-shell.ts) */
  night?: boolean;
  seed?: string;
}

type LnlSnapshot = SeatSnapshot<LnlState>;

/**
 * A fresh dice seed when the set-up dialog's field is left empty: 128 random bits, since a shared file
 * carries only the seed's SHA-256 until the game ends and a guessable seed would give away every roll
 * (as Firestrike's, issue 24 item 4).
 */
const freshSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Lock 'n Load's adapter to the one game shell (src/app/game/shell.ts, issue 21) and its panels'
 * facade. Nothing in an LnL state is hidden, so a hot-seat page shows the spectator's snapshot and
 * sends each command as the side whose turn it is (the hand-over screen goes up when that changes);
 * online, the page shows and sends as its link's seat. The game's table goes on the app's table with
 * each counter's base at its hex's centre (bases.ts), so the scene, the hex grid and the hex LOS tool
 * see the game as it stands. What the player picks on the table is `LnlPicks`' (picks.ts).
 */
export class LnlGame implements GameAdapter {
  readonly id = "lnl";
  readonly registry: RulesetRegistry;
  private map: LnlMap | null = null;
  private table: Table | null = null;
  readonly picks: LnlPicks;

  constructor(
    private readonly app: AppStore,
    private readonly engine: LosEngine,
    readonly shell: GameShell,
  ) {
    this.registry = registryOf(
      lnlRuleset({
        catalog: app.getState().catalog,
        mapFor: (t) => {
          this.map = lnlMapOf(engine.world(t))!;
          return this.map;
        },
      }),
    );
    this.picks = new LnlPicks(
      app,
      () => this.map,
      (c) => this.play(c),
      () => (shell.isOnline ? (shell.seatToPlay ?? "spectator") : null),
      () => shell.computerSeat,
    );
  }

  /* The adapter. */

  begin(first: SeatSnapshot, opts: { online: boolean }): void {
    const table = tableOf(this.app, (first.setup as { table: Table }).table, opts.online);
    this.table = table;
    // Online no session runs here to build the map through the ruleset: the picks need it all the same.
    if (opts.online) this.map = lnlMapOf(this.engine.world(table));
    const st = this.app.getState();
    st.loadTable(table, `game:${first.name}`);
    st.clearHexLos();
    const online = opts.online ? st.match.online : null;
    lnlStoreOf(this.app).setState({ lnl: NO_LNL });
    this.app.setState({ tool: "game", match: { ...NO_MATCH, ruleset: this.id, online } });
  }

  /** The snapshot in the store, and the counters' bases on the table where the counters stand. */
  publish(s: SeatSnapshot): void {
    const snap = s as LnlSnapshot;
    const table = this.table;
    if (!table) return;
    const st = this.app.getState();
    const replay = snap.replayAt !== null;
    const lnl = lnlOf(this.app).lnl;
    lnlStoreOf(this.app).setState({
      lnl: {
        ...lnl,
        snapshot: snap,
        replayAt: snap.replayAt,
        error: null,
        ...(replay ? { handOver: null } : {}),
      },
    });
    this.app.setState({
      table: { ...st.table, units: countersOnTable(table, snap.view) },
      revision: st.revision + 1,
      past: [],
      future: [],
      match: { ...st.match, marks: lnlMarks(snap.view) },
    });
    st.afterTableChange();
    this.picks.refresh();
  }

  handOver(to: string | null): void {
    lnlOf(this.app).setLnl({ handOver: to });
  }

  refused(why: Refusal): void {
    this.picks.refused();
    lnlOf(this.app).setLnl({ error: why.message });
  }

  left(before: TableBefore | null): void {
    this.table = null;
    const st = this.app.getState();
    if (before) st.loadTable(before.table, before.source);
    st.setHexMarks([]);
    lnlStoreOf(this.app).setState({ lnl: NO_LNL });
    this.app.setState({ match: NO_MATCH, tool: "select" });
  }

  /** Nothing is hidden: the shared screen shows the spectator's view. */
  shownSeat(): SeatId {
    return SPECTATOR_SEAT;
  }

  /* The set-up dialog's choice as a game file. */

  /** A new game's file JSON on the table on screen (it must have a hex grid) or on the chosen table. */
  gameJson(o: LnlStart = {}): Result<Record<string, unknown>, Problem[]> {
    const screen = this.app.getState().table;
    if (o.table === undefined && !screen.hex)
      return err([{ path: "$.table.hex", message: "this table has no hex grid" }]);
    const table = o.table ?? screen;
    const name = (table as { name?: unknown }).name;
    return ok({
      format: GAME_FORMAT,
      ruleset: "lnl",
      name: typeof name === "string" ? name : "Lock 'n Load",
      seed: o.seed ?? freshSeed(),
      table,
      ...(o.counters ? { counters: o.counters } : {}),
      ...(o.turnLimit ? { turnLimit: o.turnLimit } : {}),
      ...(o.night ? { night: true } : {}),
      commands: [],
    });
  }

  /* The panels' facade, through the shell. */

  /** Starts a hot-seat game (a seed string alone: on the table on screen). */
  startOnTable(seedOrStart: string | LnlStart = {}): Result<void, Problem[]> {
    const json = this.gameJson(typeof seedOrStart === "string" ? { seed: seedOrStart } : seedOrStart);
    return json.ok ? this.shell.start(json.value, "game:new") : json;
  }

  load(text: string, fileName = "game"): Result<void, Problem[]> {
    return this.shell.load(text, fileName);
  }

  resume(text: string, before: TableBefore | null): Result<void, Problem[]> {
    return this.shell.resume(text, before);
  }

  /** Sends a command as the side to act (online: this page's seat); a refusal shows in the side panel. */
  async play(command: unknown): Promise<void> {
    await this.shell.send(command);
  }

  /** The fire calculator on the firers and target hex given (the side panel's "Check the shot"). */
  checkFire(firers: string[], target: string, opportunity: boolean): void {
    this.picks.check(firers, target, opportunity);
  }

  handedOver(): void {
    this.shell.handedOver();
  }

  /** Takes back the last entry (the engine's undo: only while no die has followed it). */
  async takeBack(): Promise<void> {
    await this.shell.undo();
  }

  replayTo(n: number | null): void {
    this.shell.replayTo(n);
  }

  /** The file to download: the seat's own copy (the seed only once the game is over). */
  fileText(): Promise<string | null> {
    return this.shell.seatFile();
  }

  undoKey(): void {
    void this.takeBack();
  }

  leave(): void {
    this.shell.leave();
  }
}

/** A game shell playing Lock 'n Load in `app` (hot-seat without a storage unless one is given). */
export function lnlGame(app: AppStore, engine: LosEngine, storage: KeyValueStorage | null = null): LnlGame {
  return shellWith(app, storage, (s) => new LnlGame(app, engine, s)).api;
}
