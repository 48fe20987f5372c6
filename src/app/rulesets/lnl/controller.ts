import type { GameFile } from "../../../core/game/format";
import { GAME_FORMAT, parseGameText, validateGame } from "../../../core/game/format";
import { type RulesetRegistry, registryOf, SPECTATOR_SEAT } from "../../../core/game/ruleset";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import { hexCenter, parseHexLabel } from "../../../core/hex/grid";
import { planShot } from "../../../core/lnl/fire";
import { type LnlMap, lnlMapOf } from "../../../core/lnl/map";
import { lnlRuleset } from "../../../core/lnl/ruleset";
import type { LnlState } from "../../../core/lnl/state";
import type { Problem } from "../../../core/problems";
import { err, ok, type Result } from "../../../core/result";
import { gridOf } from "../../../core/table/hex-settings";
import type { Table } from "../../../core/table/schema";
import type { Unsubscribe } from "../../client/game-client";
import { LocalClient } from "../../client/local-client";
import type { LosEngine } from "../../los/engine";
import { NO_MATCH } from "../../store/match-slice";
import type { AppStore } from "../../store/store";
import type { GameHost } from "../ui";
import { NO_LNL } from "./store";

/**
 * Lock 'n Load's game controller (issue 21): a hot-seat game hosted by a `LocalClient`. Nothing in an
 * LnL state is hidden, so the page watches the spectator's snapshot and sends each command as the
 * seat whose turn it is. The game's table goes on the app's table with each counter's base at its
 * hex's centre (eliminated counters leave it; a hero made in the game has no base), so the scene, the
 * hex grid and the hex LOS tool see the game as it stands; the side panel lists every counter.
 */
export class LnlController implements GameHost {
  readonly ruleset = "lnl";
  private client: LocalClient | null = null;
  private stop: Unsubscribe | null = null;
  private before: { table: Table; source: string } | null = null;
  private readonly registry: RulesetRegistry;
  private map: LnlMap | null = null;

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
  }

  /** Starts a game on the table on screen (it must have a hex grid); its units become the counters. */
  startOnTable(seed: string = Math.random().toString(36).slice(2)): Result<void, Problem[]> {
    const { table } = this.app.getState();
    if (!table.hex) return err([{ path: "$.table.hex", message: "this table has no hex grid" }]);
    const file = validateGame(
      { format: GAME_FORMAT, ruleset: "lnl", name: table.name, seed, table, commands: [] },
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
    st.loadTable(table, `game:${file.name}`);
    st.clearHexLos();
    this.app.setState({ tool: "hexlos", match: { ...NO_MATCH, ruleset: this.ruleset } });
    this.stop = c.value.watch(SPECTATOR_SEAT, (s) => this.publish(table, s as SeatSnapshot<LnlState>));
    return ok(undefined);
  }

  /** The snapshot in the store, and the counters' bases on the table where the counters stand. */
  private publish(table: Table, snap: SeatSnapshot<LnlState>): void {
    const st = this.app.getState();
    const grid = table.hex ? gridOf(table.hex) : null;
    const units = table.units.flatMap((u) => {
      const c = snap.view.units.find((x) => x.id === u.id);
      if (!c || !grid) return [u];
      if (c.eliminated) return [];
      const h = parseHexLabel(grid, c.hex);
      const [x, y] = h ? hexCenter(grid, h) : [u.x, u.y];
      return [{ ...u, x, y }];
    });
    this.app.setState({
      table: { ...st.table, units },
      revision: st.revision + 1,
      past: [],
      future: [],
      lnl: { ...st.lnl, snapshot: snap },
    });
    st.afterTableChange();
  }

  /** Sends a command as the seat whose turn it is; a refusal is shown in the side panel. */
  async play(command: unknown): Promise<void> {
    const snap = this.app.getState().lnl.snapshot;
    const seat = snap?.seatsToAct[0];
    if (!this.client || !seat) return;
    const r = await this.client.play(seat, command);
    this.app.getState().setLnl({ error: r.ok ? null : r.error.message });
  }

  /**
   * The fire calculator (issue 21, "the same panel in the app"): the shot's firepower part by part and
   * every modifier with its card line, from the state on screen, without rolling; or why it may not be
   * fired. Worked out here, on a click, never in render.
   */
  checkFire(firers: string[], target: string, opportunity: boolean): void {
    const st = this.app.getState();
    const view = st.lnl.snapshot?.view;
    if (!view || !this.map) return;
    const w = view.opWindow;
    const plan = planShot(view, this.map, {
      firers: firers.map((unit) => ({ unit })),
      targetHex: opportunity && w ? w.hex : target,
      opportunity,
      spottedThisImpulse: false,
      movingNow: opportunity && w ? w.movers : [],
    });
    st.setLnl({ preview: plan.ok ? { plan: plan.value, why: null } : { plan: null, why: plan.error } });
  }

  /** The file to download (the seed only once the game is over). */
  async fileText(): Promise<string | null> {
    const r = await this.client?.fileText(SPECTATOR_SEAT);
    return r?.ok ? r.value : null;
  }

  undoKey(): void {
    const seat = this.app.getState().lnl.snapshot?.seats[0];
    if (this.client && seat)
      void this.client
        .undo(seat)
        .then((r) => this.app.getState().setLnl({ error: r.ok ? null : r.error.message }));
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
    this.app.setState({ match: NO_MATCH, lnl: NO_LNL, tool: "select" });
  }
}
