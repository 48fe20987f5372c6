import { builtinCharts } from "../../../core/firestrike/charts/builtin";
import type { HitRow } from "../../../core/firestrike/charts/schema";
import type { Env } from "../../../core/firestrike/context";
import type { GameError } from "../../../core/firestrike/errors";
import type { FireCalculation } from "../../../core/firestrike/fire/direct-calc";
import type { BaseActions } from "../../../core/firestrike/match/base-actions";
import { deployingSide } from "../../../core/firestrike/match/deployment";
import { type Entry, parseEntry } from "../../../core/firestrike/match/entries";
import type { FirestrikeBody } from "../../../core/firestrike/match/format";
import { actor, SIMULTANEOUS_STEPS } from "../../../core/firestrike/match/hotseat";
import type { PlannedArea } from "../../../core/firestrike/match/move-area";
import type { PlannedCost } from "../../../core/firestrike/match/move-cost";
import { entrySide, type GameDeps } from "../../../core/firestrike/match/position";
import { firestrikeRuleset } from "../../../core/firestrike/match/ruleset";
import { measuredOracle } from "../../../core/firestrike/measured/oracle";
import type { ZoneSighting } from "../../../core/firestrike/oracle";
import type { GameState } from "../../../core/firestrike/state";
import { builtinStats } from "../../../core/firestrike/stats/builtin";
import type { MoveMode } from "../../../core/firestrike/vocab";
import type { GameFile } from "../../../core/game/format";
import { ENGINE_SEAT, type RulesetRegistry, registryOf } from "../../../core/game/ruleset";
import { logFile, type Session } from "../../../core/game/session";
import type { Pt } from "../../../core/geom2d";
import type { Problem } from "../../../core/problems";
import { err, ok, type Result } from "../../../core/result";
import type { Refusal, SeatId, SeatSnapshot } from "../../client/game-client";
import type { LocalClient } from "../../client/local-client";
import type { NetworkClient } from "../../client/network-client";
import type { GameAdapter } from "../../game/adapter";
import type { GameShell } from "../../game/shell";
import { giveTableBack, type TableBefore } from "../../game/table-back";
import type { LosEngine } from "../../los/engine";
import { NO_MATCH } from "../../store/match-slice";
import type { AppStore } from "../../store/store";
import type { GameApi } from "./api";
import { followPlanCost } from "./plan-cost";
import { publishView } from "./publish";
import * as q from "./queries";
import type { FirestrikeRules } from "./rules";
import { NO_GAME } from "./store/game-slice";
import { firestrikeStoreOf, gameOf } from "./store/game-store";
import { undoInGame } from "./undo";
import {
  buildView,
  type FirestrikeSetupView,
  type FirestrikeSnapshot,
  turnStartsOf,
  type ViewContext,
} from "./view";

/**
 * Firestrike's adapter to the one game shell (src/app/game/shell.ts), and its UI's facade (`GameApi`):
 * it builds the ruleset with the page's LOS engine, builds the UI's view from the seat's snapshot and
 * puts the seat's bases on the table, and answers the UI's rules questions (the combat calculator, the
 * movement area, a base's actions) from the seat's view of the state with the page's own rules
 * environment, built from the set-up the seat sees. It plays, undoes and replays only through the shell.
 *
 * Hot-seat, the shared screen shows the deploying side during deployment, then the side to act; it is
 * handed over when a side ends its deployment and whenever the side at it changes within a
 * simultaneous step, so neither player sees the other's moves before the step ends.
 */
export class FirestrikeGame implements GameAdapter, GameApi {
  readonly id = "firestrike";
  readonly registry: RulesetRegistry;
  private readonly deps: GameDeps;
  private ctx: ViewContext | null = null;
  private readonly watches = new Map<string, ZoneSighting | null>();

  constructor(
    private readonly app: AppStore,
    engine: LosEngine,
    readonly shell: GameShell,
  ) {
    this.deps = {
      catalog: app.getState().catalog,
      charts: builtinCharts(),
      stats: builtinStats(),
      oracleFor: (table) => measuredOracle(engine.world(table)),
    };
    this.registry = registryOf(firestrikeRuleset(this.deps));
    // The combat calculator's numbers and the selected base's actions are worked out here, when the
    // pick or the game changes, not in render.
    let last: unknown[] = [];
    let lastPick: unknown[] = [];
    firestrikeStoreOf(app).subscribe((s) => {
      const f = s.game.fire;
      const key = [f.firer, f.target, f.weapon, s.game.view];
      if (!key.every((k, i) => k === last[i])) {
        last = key;
        const preview = f.firer && f.target ? this.previewFire(f.firer, f.target, f.weapon) : null;
        if (preview !== s.game.preview) s.setGame({ preview });
      }
      const st = gameOf(app);
      const pick = [st.game.selected, st.game.view];
      if (!pick.every((k, i) => k === lastPick[i])) {
        lastPick = pick;
        const sel = st.game.selected;
        const actions = sel ? this.actionsFor(sel) : null;
        if (actions !== st.game.actions) st.setGame({ actions });
      }
    });
    followPlanCost(app, (p) => this.moveCost(p.base, p.mode, p.path, p.facing));
  }

  /* The adapter (what the shell asks). */

  /** The file says which charts and stat lines the game was played with (informational). */
  fileOf(s: Session, at: string | null, opts: { host: boolean }): GameFile {
    const f = logFile(s, at, opts) as GameFile<FirestrikeBody>;
    const rules = {
      chartsVersion: this.deps.charts.chartsVersion,
      statsVersion: this.deps.stats.statsVersion,
    };
    return { ...f, body: { ...f.body, rules } };
  }

  begin(first: SeatSnapshot, opts: { online: boolean }): void {
    const { table, forces } = first.setup as FirestrikeSetupView;
    const env: Env = { charts: this.deps.charts, stats: this.deps.stats, oracle: this.deps.oracleFor(table) };
    this.ctx = { table, forces, deps: this.deps, env };
    this.watches.clear();
    // A game starts (or resumes) with the game tool and no stale line-of-sight check from before it.
    this.app.getState().clearLos();
    const online = opts.online ? this.app.getState().match.online : null;
    firestrikeStoreOf(this.app).setState({ game: { ...NO_GAME, handOverTo: null } });
    this.app.setState({ tool: "game", match: { ...NO_MATCH, ruleset: this.id, online } });
  }

  publish(snap: SeatSnapshot, opts: { live: SeatSnapshot; source?: string }): void {
    const ctx = this.ctx;
    if (!ctx) return;
    const view = buildView(
      snap as FirestrikeSnapshot,
      ctx,
      turnStartsOf((opts.live as FirestrikeSnapshot).log),
    );
    const watches = q.watchesFor(view.state, ctx.env, this.watches);
    publishView(this.app, ctx.table, { ...view, watches }, opts.source);
  }

  handOver(to: string | null): void {
    gameOf(this.app).setGame({ handOverTo: to });
  }

  refused(e: Refusal): void {
    gameOf(this.app).setGame({ refusal: { message: e.message, at: Date.now() } });
  }

  left(before: TableBefore | null): void {
    this.ctx = null;
    firestrikeStoreOf(this.app).setState({ game: NO_GAME });
    giveTableBack(this.app, before, (st) => {
      st.clearLos();
      st.requestOverlay({ kind: "none", watchers: null });
    });
  }

  undoKey(): void {
    undoInGame(this.app);
  }

  /** The player at the table: the deploying side, else the side to act (kept while no one acts). */
  playerOf(live: SeatSnapshot, current: SeatId | null): SeatId | null {
    const { state, deployment, progress, conceded, acting: judged } = (live as FirestrikeSnapshot).view;
    const s = state as GameState | null;
    const acting =
      !s || !this.ctx
        ? deployingSide(deployment)
        : s.over || conceded !== null || !progress
          ? null
          : judged !== undefined
            ? judged
            : actor(s, this.ctx.env, progress);
    return acting ?? current ?? live.seats[0] ?? null;
  }

  /** The seat an entry is sent as: the engine's for `advance`, else the side it names or acts for. */
  seatOf(command: unknown, live: SeatSnapshot, player: SeatId): SeatId {
    const e = parseEntry(command);
    if (!e.ok || !this.ctx) return player;
    if (e.value.type === "advance") return ENGINE_SEAT;
    const s = (live as FirestrikeSnapshot).view.state as GameState | null;
    const setup = { forces: this.ctx.forces } as Parameters<typeof entrySide>[1];
    return entrySide(s, setup, e.value as Entry) ?? player;
  }

  handOverAfter(c: {
    before: SeatId | null;
    after: SeatId | null;
    live: SeatSnapshot;
    command?: unknown;
    opening?: boolean;
  }): string | null {
    const s = (c.live as FirestrikeSnapshot).view.state as GameState | null;
    // A game in deployment opens behind the hand-over screen of the side to deploy.
    if (c.opening) return !s ? c.after : null;
    if ((c.command as { type?: string } | undefined)?.type === "end-deployment") return s ? "play" : c.after;
    return c.before !== null && c.after !== c.before && s && SIMULTANEOUS_STEPS.has(s.step) ? c.after : null;
  }

  /* The UI's facade (`GameApi`) and the page's host calls, through the shell. */

  /** The rules data the UI reads (the set-up screen, the panels, the tools). */
  get rules(): FirestrikeRules {
    return this.deps;
  }
  get local(): LocalClient | null {
    return this.shell.local;
  }
  get seatOnScreen(): string | null {
    return this.shell.seatOnScreen;
  }
  get isOnline(): boolean {
    return this.shell.isOnline;
  }

  start(json: unknown, source: string): Result<void, Problem[]> {
    return this.shell.start(json, source);
  }
  load(text: string, fileName: string): Result<void, Problem[]> {
    return this.shell.load(text, fileName);
  }
  resume(text: string, before: TableBefore | null): Result<void, Problem[]> {
    return this.shell.resume(text, before);
  }
  joinOnline(net: NetworkClient): Result<void, Problem[]> {
    return this.shell.joinOnline(net);
  }

  /**
   * Plays one entry as the seat the shell names for it. Hot-seat the answer is the engine's; online it
   * is "sent" (`ok`), the server's refusal showing as the refusal line when it comes.
   */
  play(entry: unknown): Result<void, GameError> {
    if (!this.ctx) return err({ code: "not-allowed", message: "no game is in progress" });
    void this.shell.send(entry);
    return (this.shell.answered ?? ok(undefined)) as Result<void, GameError>;
  }

  /** Undo (hot-seat only: online, a Firestrike player asks the opponent for a take-back instead). */
  undo(): Result<void, GameError> {
    if (this.shell.isOnline) {
      const why = {
        code: "not-allowed",
        message: "online games are not undone: ask your opponent for a take-back",
      };
      this.refused(why);
      return err(why as GameError);
    }
    void this.shell.undo();
    return (this.shell.answered ?? ok(undefined)) as Result<void, GameError>;
  }

  takeBack(side: string): Result<void, GameError> {
    return this.play({ type: "take-back", side });
  }

  /** The hot-seat host's whole file (null online: Save asks the server, `saveFile`). */
  saveText(): string | null {
    return this.shell.local?.hostFileText() ?? null;
  }

  saveFile(): Promise<string | null> {
    return this.shell.saveFile();
  }

  replayTo(n: number | null): void {
    // Replay is to look at: what was being placed, planned or aimed goes (issue 39 item 7).
    if (n !== null)
      gameOf(this.app).setGame({
        plan: null,
        placing: null,
        cursor: null,
        fire: NO_GAME.fire,
        threat: false,
      });
    this.shell.replayTo(n);
  }

  leave(): void {
    this.shell.leave();
  }

  /* Rules questions, answered from the seat's view of the state now (null while deploying or replaying). */

  private stateNow(): GameState | null {
    if (this.shell.replaying !== null) return null;
    return ((this.shell.snapshot as FirestrikeSnapshot | null)?.view.state as GameState | null) ?? null;
  }

  previewFire(
    firer: string,
    target: string,
    weapon: string | null,
  ): { calc: FireCalculation; rows: HitRow[] } | null {
    const s = this.stateNow();
    return s && this.ctx ? q.previewFire(s, this.ctx.env, firer, target, weapon) : null;
  }

  moveArea(baseId: string, mode: MoveMode, path: readonly Pt[]): PlannedArea | null {
    const s = this.stateNow();
    return s && this.ctx ? q.moveArea(s, this.ctx.env, baseId, mode, path) : null;
  }

  moveCost(baseId: string, mode: MoveMode, path: readonly Pt[], facing: number | null): PlannedCost | null {
    const s = this.stateNow();
    return s && this.ctx ? q.moveCost(s, this.ctx.env, baseId, mode, path, facing) : null;
  }

  zoneSize(
    placing:
      | { kind: "impact-zone"; firer: string; weapon?: string | null }
      | { kind: "airstrike"; strike: string },
  ): number | null {
    const s = ((this.shell.snapshot as FirestrikeSnapshot | null)?.view.state as GameState | null) ?? null;
    return s && this.ctx ? q.zoneSize(s, this.ctx.env, placing) : null;
  }

  actionsFor(baseId: string): BaseActions | null {
    const s = this.stateNow();
    return s && this.ctx ? q.actionsFor(s, this.ctx.env, this.ctx.table, baseId) : null;
  }
}
