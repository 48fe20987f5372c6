import { GAME_FORMAT } from "../../../core/game/format";
import { type RulesetRegistry, registryOf, SPECTATOR_SEAT } from "../../../core/game/ruleset";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { HexfireCommand } from "../../../core/hexfire/commands";
import { type HexfireMap, hexfireMapOf } from "../../../core/hexfire/map";
import { hexfireRuleset } from "../../../core/hexfire/ruleset";
import type { HexfireState } from "../../../core/hexfire/state";
import type { Problem } from "../../../core/problems";
import { err, ok, type Result } from "../../../core/result";
import type { Table } from "../../../core/table/schema";
import type { Refusal, SeatId } from "../../client/game-client";
import type { KeyValueStorage } from "../../files/autosave";
import type { GameAdapter } from "../../game/adapter";
import { createOnlineGame } from "../../game/online-page";
import { type GameShell, shellWith } from "../../game/shell";
import { type TableBefore, tableOf } from "../../game/table-back";
import type { LosEngine } from "../../los/engine";
import { NO_MATCH, type UnitMark } from "../../store/match-slice";
import type { AppStore } from "../../store/store";
import { HEXFIRE_SCENARIOS, unitsOnTable } from "./forces";
import { HexfirePicks } from "./picks";
import { hexfireOf, hexfireStoreOf, NO_HEXFIRE } from "./store";

/** What the set-up dialog chose. */
export interface HexfireStart {
  /** a shipped scenario (true: the first, or the one `scenario` names) or the table on screen (false) */
  shipped?: boolean;
  /** the shipped scenario's id (forces.ts HEXFIRE_SCENARIOS) */
  scenario?: string;
  /** the scenario's seed 001 forces (true), or the table's own units by catalog type (false) */
  forces?: boolean;
  turnLimit?: number;
  seed?: string;
  /** a deployment step before turn 1 (core/hexfire/deploy.ts); off unless asked */
  deploy?: boolean;
}

/** The markers a player reads on a unit's label: Shaken, Reduced, Finished, carrying. */
export function hexfireMarks(s: HexfireState): Map<string, UnitMark[]> {
  const marks = new Map<string, UnitMark[]>();
  for (const u of s.units) {
    if (u.hex === null) continue;
    const m: UnitMark[] = [];
    if (u.shaken) m.push({ kind: "shaken", text: "Shaken" });
    if (u.reduced) m.push({ kind: "reduced", text: "Reduced" });
    if (u.finished) m.push({ kind: "finished", text: "Finished" });
    const aboard = s.units.find((x) => x.carriedBy === u.id);
    if (aboard) m.push({ kind: "carrying", text: `carries ${aboard.id}` });
    if (m.length) marks.set(u.id, m);
  }
  return marks;
}

/**
 * The hex fire/assault ruleset's adapter to the one game shell (src/app/game/shell.ts) and its panels'
 * facade. Nothing in its state is hidden but placements while deploying, so a hot-seat page shows the
 * deploying side's view then, else the spectator's view and sends each
 * command as the side to act (the hand-over screen goes up when that changes, the Op Fire window
 * included); online it shows and sends as its link's seat. The game's units stand on the app's table at
 * their hexes' centres (forces.ts), so the scene, the hex grid and the hex LOS tool see the game.
 */
export class HexfireGame implements GameAdapter {
  readonly id = "hexfire";
  readonly registry: RulesetRegistry;
  private map: HexfireMap | null = null;
  private table: Table | null = null;
  readonly picks: HexfirePicks;

  constructor(
    private readonly app: AppStore,
    private readonly engine: LosEngine,
    readonly shell: GameShell,
  ) {
    this.registry = registryOf(
      hexfireRuleset({
        catalog: app.getState().catalog,
        mapFor: (t) => {
          this.map = hexfireMapOf(engine.world(t))!;
          return this.map;
        },
      }),
    );
    this.picks = new HexfirePicks(
      app,
      () => this.map,
      () => (shell.isOnline ? (shell.seatToPlay ?? "spectator") : null),
    );
  }

  begin(first: SeatSnapshot, opts: { online: boolean }): void {
    const table = tableOf(this.app, (first.setup as { table: Table }).table, opts.online);
    this.table = table;
    // Online no session runs here to build the map: the picks need it all the same.
    if (opts.online) this.map = hexfireMapOf(this.engine.world(table));
    const st = this.app.getState();
    st.loadTable(table, `game:${first.name}`);
    st.clearHexLos();
    const online = opts.online ? st.match.online : null;
    hexfireStoreOf(this.app).setState({ hexfire: NO_HEXFIRE });
    this.app.setState({ tool: "game", match: { ...NO_MATCH, ruleset: this.id, online } });
  }

  publish(s: SeatSnapshot): void {
    const snap = s as SeatSnapshot<HexfireState>;
    const table = this.table;
    if (!table) return;
    const st = this.app.getState();
    const shown = hexfireOf(this.app).hexfire;
    hexfireStoreOf(this.app).setState({
      hexfire: {
        ...shown,
        snapshot: snap,
        error: null,
        ...(snap.replayAt !== null ? { handOver: null } : {}),
      },
    });
    this.app.setState({
      table: { ...st.table, units: unitsOnTable(table, snap.view) },
      revision: st.revision + 1,
      past: [],
      future: [],
      match: { ...st.match, marks: hexfireMarks(snap.view) },
    });
    st.afterTableChange();
    this.picks.refresh();
  }

  handOver(to: string | null): void {
    hexfireOf(this.app).setHexfire({ handOver: to });
  }

  refused(why: Refusal): void {
    hexfireOf(this.app).setHexfire({ error: why.message });
  }

  left(before: TableBefore | null): void {
    this.table = null;
    const st = this.app.getState();
    if (before) st.loadTable(before.table, before.source);
    st.setHexMarks([]);
    hexfireStoreOf(this.app).setState({ hexfire: NO_HEXFIRE });
    this.app.setState({ match: NO_MATCH, tool: "select" });
  }

  /**
   * Nothing is hidden but a side's placements in the deployment step: then the shared screen shows the
   * deploying side's view (the hand-over screen goes up between the sides), else the spectator's.
   */
  shownSeat(live: SeatSnapshot): SeatId {
    return (live.view as HexfireState).deploying ?? SPECTATOR_SEAT;
  }

  /** A new game's file JSON from the set-up dialog's choices. */
  gameJson(o: HexfireStart = {}): Result<Record<string, unknown>, Problem[]> {
    const shipped = o.shipped ?? true;
    const screen = this.app.getState().table;
    if (!shipped && !screen.hex)
      return err([{ path: "$.table.hex", message: "the table on screen has no hex grid" }]);
    const sc = HEXFIRE_SCENARIOS.find((x) => x.id === (o.scenario ?? HEXFIRE_SCENARIOS[0]!.id));
    if (shipped && !sc) return err([{ path: "scenario", message: `no shipped scenario "${o.scenario}"` }]);
    const table = shipped ? sc!.json : screen;
    const name = (table as { name?: unknown }).name;
    return ok({
      format: GAME_FORMAT,
      ruleset: this.id,
      name: typeof name === "string" ? `${name}: hex fire & assault` : "Hex fire & assault",
      // 128 random bits unless a seed is given (a test's, so its game replays)
      seed:
        o.seed?.trim() ||
        Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, "0")).join(
          "",
        ),
      table,
      ...(shipped && (o.forces ?? true) ? { units: sc!.forces, objectives: sc!.objectives } : {}),
      ...(o.turnLimit ? { turnLimit: o.turnLimit } : {}),
      ...(o.deploy ? { deploy: true } : {}),
      commands: [],
    });
  }

  /** Starts a hot-seat game, or makes an online one (its links shown); resolves with why not, or null. */
  async start(o: HexfireStart, online: boolean): Promise<string | null> {
    const json = this.gameJson(o);
    if (!json.ok) return json.error.map((p) => `${p.path}: ${p.message}`).join("; ");
    if (!online) {
      const r = this.shell.start(json.value, "game:new");
      return r.ok ? null : r.error.map((p) => `${p.path}: ${p.message}`).join("; ");
    }
    const r = await createOnlineGame(json.value);
    if (!r.ok) return r.problems.map((p) => `${p.path}: ${p.message}`).join("; ");
    this.app.getState().setMatch({ setupOf: null, setupOnline: false, links: r.links });
    return null;
  }

  /** A click on a hex of the board (the play tool): picks, or a move to a lit hex. */
  clickHex(label: string): void {
    const move = this.picks.click(label);
    if (move) void this.play(move);
  }

  /** Sends a command as the side to act (online: this page's seat); a refusal shows in the side panel. */
  async play(command: HexfireCommand): Promise<void> {
    await this.shell.send(command);
  }

  /** Fire (or Op Fire) or Assault with the picks. */
  async attack(kind: "fire" | "op-fire" | "assault"): Promise<void> {
    const { picked, assist, target, command } = hexfireOf(this.app).hexfire;
    if (!picked || !target) return;
    const cmd = command ? { command } : {};
    if (kind === "assault") return this.play({ type: "assault", units: [picked, ...assist], target, ...cmd });
    if (kind === "op-fire") return this.play({ type: "op-fire", unit: picked, target, ...cmd });
    return this.play({ type: "fire", unit: picked, target, ...(assist.length ? { assist } : {}), ...cmd });
  }

  handedOver(): void {
    this.shell.handedOver();
  }

  async takeBack(): Promise<void> {
    await this.shell.undo();
  }

  replayTo(n: number | null): void {
    this.shell.replayTo(n);
  }

  fileText(): Promise<string | null> {
    return this.shell.seatFile();
  }

  leave(): void {
    this.shell.leave();
  }
}

/** A game shell playing the hex fire/assault ruleset in `app` (hot-seat without a storage unless given). */
export function hexfireGame(
  app: AppStore,
  engine: LosEngine,
  storage: KeyValueStorage | null = null,
): HexfireGame {
  return shellWith(app, storage, (s) => new HexfireGame(app, engine, s)).api;
}
