import hamletForces from "../../../../terrain/forces/lnl-hamlet.json";
import crossroadsJson from "../../../../terrain/lnl-crossroads.json";
import hamletJson from "../../../../terrain/lnl-hamlet.json";
import type { GameFile } from "../../../core/game/format";
import { GAME_FORMAT, parseGameText, validateGame } from "../../../core/game/format";
import { type RulesetRegistry, registryOf, SPECTATOR_SEAT } from "../../../core/game/ruleset";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import { type LnlMap, lnlMapOf } from "../../../core/lnl/map";
import { lnlRuleset } from "../../../core/lnl/ruleset";
import type { LnlState } from "../../../core/lnl/state";
import type { Problem } from "../../../core/problems";
import { err, ok, type Result } from "../../../core/result";
import type { Table } from "../../../core/table/schema";
import type { Unsubscribe } from "../../client/game-client";
import { LocalClient } from "../../client/local-client";
import type { LosEngine } from "../../los/engine";
import { NO_MATCH } from "../../store/match-slice";
import type { AppStore } from "../../store/store";
import type { GameHost } from "../ui";
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

/**
 * Lock 'n Load's game controller (issue 21): a hot-seat game hosted by a `LocalClient`. Nothing in an
 * LnL state is hidden, so the page watches the spectator's snapshot and sends each command as the
 * seat whose turn it is. The game's table goes on the app's table with each counter's base at its
 * hex's centre (eliminated counters leave it; a hero made in the game gets one, bases.ts), so the scene, the
 * hex grid and the hex LOS tool see the game as it stands. What the player picks on the table (the
 * stack, its legal moves, the target and the fire calculator) is `LnlPicks`' (picks.ts).
 */
export class LnlController implements GameHost {
  readonly ruleset = "lnl";
  private client: LocalClient | null = null;
  private stop: Unsubscribe | null = null;
  private before: { table: Table; source: string } | null = null;
  private readonly registry: RulesetRegistry;
  private map: LnlMap | null = null;
  private table: Table | null = null;
  /** the side whose controls the page showed last (hot-seat hand-over) */
  private shownSeat: string | null = null;
  readonly picks: LnlPicks;

  constructor(
    private readonly app: AppStore,
    engine: LosEngine,
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
    );
  }

  /** Starts a game on the table on screen (it must have a hex grid) or on the chosen table. */
  startOnTable(seedOrStart: string | LnlStart = {}): Result<void, Problem[]> {
    const o: LnlStart = typeof seedOrStart === "string" ? { seed: seedOrStart } : seedOrStart;
    const screen = this.app.getState().table;
    if (o.table === undefined && !screen.hex)
      return err([{ path: "$.table.hex", message: "this table has no hex grid" }]);
    const table = o.table ?? screen;
    const name = (table as { name?: unknown }).name;
    const file = validateGame(
      {
        format: GAME_FORMAT,
        ruleset: "lnl",
        name: typeof name === "string" ? name : "Lock 'n Load",
        seed: o.seed ?? Math.random().toString(36).slice(2),
        table,
        ...(o.counters ? { counters: o.counters } : {}),
        ...(o.turnLimit ? { turnLimit: o.turnLimit } : {}),
        ...(o.night ? { night: true } : {}),
        commands: [],
      },
      this.registry,
    );
    return file.ok ? this.open(file.value) : file;
  }

  load(text: string): Result<void, Problem[]> {
    const file = parseGameText(text, this.registry);
    return file.ok ? this.open(file.value) : file;
  }

  resume(text: string, before: { table: Table; source: string } | null): Result<void, Problem[]> {
    const r = this.load(text);
    if (r.ok && before) this.before = before;
    return r;
  }

  private open(file: GameFile): Result<void, Problem[]> {
    const c = LocalClient.open(file, { registry: this.registry });
    if (!c.ok) return c;
    const st = this.app.getState();
    if (!this.client) this.before = { table: st.table, source: st.source };
    this.close();
    this.client = c.value;
    const snap = c.value.snapshot(SPECTATOR_SEAT) as SeatSnapshot<LnlState>;
    const table = (snap.setup as { table: Table }).table;
    this.table = table;
    st.loadTable(table, `game:${file.name}`);
    st.clearHexLos();
    lnlStoreOf(this.app).setState({ lnl: NO_LNL });
    this.app.setState({ tool: "game", match: { ...NO_MATCH, ruleset: this.ruleset } });
    this.shownSeat = snap.seatsToAct[0] ?? null;
    this.stop = c.value.watch(SPECTATOR_SEAT, (s) => {
      if (lnlOf(this.app).lnl.replayAt === null) this.publish(s as SeatSnapshot<LnlState>);
    });
    return ok(undefined);
  }

  /** The snapshot in the store, and the counters' bases on the table where the counters stand. */
  private publish(snap: SeatSnapshot<LnlState>): void {
    const table = this.table!;
    const st = this.app.getState();
    const units = countersOnTable(table, snap.view);
    // Hot-seat: when the other side is to act, the page is handed over before it shows its controls.
    const seat = snap.seatsToAct[0] ?? null;
    const handOver =
      snap.replayAt === null && !snap.over && seat !== null && seat !== this.shownSeat ? seat : null;
    if (seat) this.shownSeat = seat;
    const lnl = lnlOf(this.app).lnl;
    lnlStoreOf(this.app).setState({ lnl: { ...lnl, snapshot: snap, ...(handOver ? { handOver } : {}) } });
    this.app.setState({
      table: { ...st.table, units },
      revision: st.revision + 1,
      past: [],
      future: [],
      match: { ...st.match, marks: lnlMarks(snap.view) },
    });
    st.afterTableChange();
    this.picks.refresh();
  }

  /** Sends a command as the seat whose turn it is; a refusal is shown in the side panel. */
  async play(command: unknown): Promise<void> {
    const { snapshot: snap, replayAt } = lnlOf(this.app).lnl;
    const seat = snap?.seatsToAct[0];
    if (!this.client || !seat || replayAt !== null) return;
    const r = await this.client.play(seat, command);
    lnlOf(this.app).setLnl({ error: r.ok ? null : r.error.message });
  }

  /** The fire calculator on the firers and target hex given (the side panel's "Check the shot"). */
  checkFire(firers: string[], target: string, opportunity: boolean): void {
    this.picks.check(firers, target, opportunity);
  }

  /** The hand-over screen was dismissed by the side now at the table. */
  handedOver(): void {
    lnlOf(this.app).setLnl({ handOver: null });
  }

  /**
   * Takes back the last entry (the engine's undo: only while no die has followed it). Hot-seat: the
   * seat that made it asks, whichever that is; the refusal says why when none may.
   */
  async takeBack(): Promise<void> {
    const c = this.client;
    const snap = lnlOf(this.app).lnl.snapshot;
    if (!c || !snap || lnlOf(this.app).lnl.replayAt !== null) return;
    let why = snap.undo.why ?? "nothing to take back";
    for (const seat of snap.seats) {
      const r = await c.undo(seat);
      if (r.ok) {
        lnlOf(this.app).setLnl({ error: null });
        return;
      }
      why = r.error.message;
    }
    lnlOf(this.app).setLnl({ error: why });
  }

  /** The replay slider: the game after its first `n` entries (null or the last entry: the game now). */
  replayTo(n: number | null): void {
    const c = this.client;
    if (!c) return;
    const live = c.snapshot(SPECTATOR_SEAT) as SeatSnapshot<LnlState> | null;
    if (!live) return;
    const at = n === null || n >= live.entries ? null : Math.max(0, Math.floor(n));
    lnlOf(this.app).setLnl({ replayAt: at, handOver: null, error: null });
    const snap = at === null ? live : (c.snapshotAtNow(SPECTATOR_SEAT, at) as SeatSnapshot<LnlState>);
    if (snap) this.publish(snap);
  }

  /** The file to download (the seed only once the game is over). */
  async fileText(): Promise<string | null> {
    const r = await this.client?.fileText(SPECTATOR_SEAT);
    return r?.ok ? r.value : null;
  }

  undoKey(): void {
    void this.takeBack();
  }

  private close(): void {
    this.stop?.();
    this.stop = null;
    this.client?.close();
    this.client = null;
  }

  leave(): void {
    this.close();
    const st = this.app.getState();
    if (this.before) st.loadTable(this.before.table, this.before.source);
    this.before = null;
    st.setHexMarks([]);
    lnlStoreOf(this.app).setState({ lnl: NO_LNL });
    this.app.setState({ match: NO_MATCH, tool: "select" });
  }
}
