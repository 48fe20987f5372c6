import { builtinCharts } from "../../../core/firestrike/charts/builtin";
import type { HitRow } from "../../../core/firestrike/charts/schema";
import type { Env } from "../../../core/firestrike/context";
import type { GameError } from "../../../core/firestrike/errors";
import type { FireCalculation } from "../../../core/firestrike/fire/direct-calc";
import type { BaseActions } from "../../../core/firestrike/match/base-actions";
import { deployingSide } from "../../../core/firestrike/match/deployment";
import { type Entry, parseEntry } from "../../../core/firestrike/match/entries";
import { type FirestrikeBody, parseGameText, validateGame } from "../../../core/firestrike/match/format";
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
import { ENGINE_SEAT, type RulesetRegistry, registryOf, SPECTATOR_SEAT } from "../../../core/game/ruleset";
import { logFile } from "../../../core/game/session";
import type { Pt } from "../../../core/geom2d";
import type { Problem } from "../../../core/problems";
import { err, ok, type Result } from "../../../core/result";
import type { Table } from "../../../core/table/schema";
import type { Unsubscribe } from "../../client/game-client";
import { LocalClient } from "../../client/local-client";
import type { NetworkClient } from "../../client/network-client";
import type { KeyValueStorage } from "../../files/autosave";
import { clearGameAutosave, writeGameAutosave } from "../../game/autosave";
import { giveTableBack, type TableBefore } from "../../game/table-back";
import type { LosEngine } from "../../los/engine";
import { NO_MATCH } from "../../store/match-slice";
import type { AppStore } from "../../store/store";
import type { GameHost } from "../ui";
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
 * Firestrike's game controller. It hosts a hot-seat game through a `LocalClient` (src/app/client: the
 * page is the host and keeps the seed and the whole log) and from then on reads only what the client
 * gives the seat on screen: that seat's snapshot (seatView and the log as it may see it). It builds the
 * UI's view from it, puts the seat's bases on the app's table (so the scene, LOS, measuring and
 * dead-ground tools see them) and answers the UI's rules questions from the seat's view of the state.
 *
 * The seat on screen is the deploying side during deployment (the hand-over screen goes up whenever it
 * changes, so the next player never sees the last one's placements), then the side to act.
 *
 * Online (`joinOnline`), the host is the game server and the client a `NetworkClient` holding one seat:
 * the page watches only that seat (no hand-over screen). `play` cannot wait for the server's answer,
 * so it sends the command and answers at once that it was sent (`ok`); the shell's banner says
 * "sending…" until the server answers, and a refusal then shows as any refusal does. The hot-seat path
 * stays synchronous: `play` returns the engine's answer itself.
 */
export class GameController implements GameApi, GameHost {
  readonly ruleset = "firestrike";
  private client: LocalClient | null = null;
  /** the online game's client (then `client` is null) */
  private net: NetworkClient | null = null;
  private stop: Unsubscribe | null = null;
  private seat: string | null = null;
  private live: FirestrikeSnapshot | null = null;
  private ctx: ViewContext | null = null;
  private replayAt: number | null = null;
  private before: TableBefore | null = null;
  private readonly deps: GameDeps;
  private readonly registry: RulesetRegistry;
  private readonly watches = new Map<string, ZoneSighting | null>();

  constructor(
    private readonly app: AppStore,
    engine: LosEngine,
    private readonly storage: KeyValueStorage | null,
    private readonly now: () => Date = () => new Date(),
  ) {
    const catalog = app.getState().catalog;
    this.deps = {
      catalog,
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

  /** The rules data the UI reads (the set-up screen, the panels, the tools). */
  get rules(): FirestrikeRules {
    return this.deps;
  }

  /** The hot-seat host of the game on (tests, and the page's own autosave). */
  get local(): LocalClient | null {
    return this.client;
  }

  /** The seat whose view is on screen. */
  get seatOnScreen(): string | null {
    return this.seat;
  }

  start(json: unknown, source: string): Result<void, Problem[]> {
    const file = validateGame(json, this.deps);
    if (!file.ok) return file;
    return this.open(file.value, source);
  }

  load(text: string, fileName: string): Result<void, Problem[]> {
    const file = parseGameText(text, this.deps);
    if (!file.ok) return file;
    return this.open(file.value, `game:${fileName}`);
  }

  /** Resumes an autosaved game (the table before it comes with the record). */
  resume(text: string, before: { table: Table; source: string } | null): Result<void, Problem[]> {
    const r = this.load(text, "autosave");
    if (r.ok) this.before = before ?? this.before;
    return r;
  }

  /**
   * Plays (or watches) an online game: the page shows the client's one seat, builds the rules
   * environment from the set-up as that seat sees it and never autosaves (the server keeps the game).
   */
  joinOnline(net: NetworkClient): Result<void, Problem[]> {
    const seat = net.seats[0];
    const first = seat ? (net.snapshot(seat) as FirestrikeSnapshot | null) : null;
    if (!seat || !first)
      return err([{ path: "$", message: "the server sent no view of the game for this link's seat" }]);
    if (net.ruleset !== this.ruleset)
      return err([{ path: "$.ruleset", message: `the game is ${net.ruleset}'s, not ${this.ruleset}'s` }]);
    this.remember();
    this.close();
    this.net = net;
    this.begin(first);
    this.watch(seat, `online:${net.invite.game}`);
    return ok(undefined);
  }

  /** The table before the first game of this page (given back on leaving). */
  private remember(): void {
    if (this.client || this.net) return;
    const st = this.app.getState();
    this.before = { table: st.table, source: st.source };
  }

  /** The rules environment and a fresh game UI for a game's first snapshot. */
  private begin(first: FirestrikeSnapshot): void {
    const { table, forces } = first.setup as FirestrikeSetupView;
    const env: Env = { charts: this.deps.charts, stats: this.deps.stats, oracle: this.deps.oracleFor(table) };
    this.ctx = { table, forces, deps: this.deps, env };
    this.replayAt = null;
    this.watches.clear();
    // A game starts (or resumes) with the game tool and no stale line-of-sight check from before it.
    this.app.getState().clearLos();
    const online = this.net ? this.app.getState().match.online : null;
    firestrikeStoreOf(this.app).setState({ game: { ...NO_GAME, handOverTo: null } });
    this.app.setState({ tool: "game", match: { ...NO_MATCH, ruleset: this.ruleset, online } });
  }

  private open(file: GameFile, source: string): Result<void, Problem[]> {
    const c = LocalClient.open(file, {
      registry: this.registry,
      // The file says which charts and stat lines the game was played with (informational).
      fileOf: (s, at, opts) => {
        const f = logFile(s, at, opts) as GameFile<FirestrikeBody>;
        const rules = {
          chartsVersion: this.deps.charts.chartsVersion,
          statsVersion: this.deps.stats.statsVersion,
        };
        return { ...f, body: { ...f.body, rules } };
      },
      changed: (text) => this.autosave(text),
      now: this.now,
    });
    if (!c.ok) return c;
    this.remember();
    this.close();
    this.client = c.value;
    // The UI's rules environment is built from the set-up as the seat sees it, as a network client would.
    const first = c.value.snapshot(c.value.seats[0]!) as FirestrikeSnapshot;
    this.begin(first);
    const seat = this.seatFor(first);
    this.autosave(c.value.hostFileText());
    this.watch(seat, source);
    // A game in deployment opens behind the hand-over screen of the side to deploy.
    if (!first.view.state && seat) gameOf(this.app).setGame({ handOverTo: seat });
    return ok(undefined);
  }

  /** The seat whose view the page shows for a snapshot: the deploying side, else the side to act. */
  private seatFor(snap: FirestrikeSnapshot): string {
    const { state, deployment, progress, conceded, acting: judged } = snap.view;
    const s = state as GameState | null;
    const acting =
      !s || !this.ctx
        ? deployingSide(deployment)
        : s.over || conceded !== null || !progress
          ? null
          : judged !== undefined
            ? judged
            : actor(s, this.ctx.env, progress);
    return acting ?? this.seat ?? snap.seats[0]!;
  }

  private watch(seat: string, source?: string): void {
    this.stop?.();
    this.seat = seat;
    let first = true;
    this.stop =
      (this.client ?? this.net)?.watch(seat, (snap) => {
        this.live = snap as FirestrikeSnapshot;
        if (this.replayAt === null) this.publish(this.live, first ? source : undefined);
        first = false;
      }) ?? null;
  }

  private close(): void {
    this.stop?.();
    this.stop = null;
    this.client?.close();
    this.client = null;
    this.net?.close();
    this.net = null;
    this.live = null;
    this.seat = null;
  }

  /** The seat an entry is sent as: the engine's for `advance`, else the side it names or acts for. */
  private seatOf(entry: unknown): string {
    const e = parseEntry(entry);
    if (!e.ok || !this.ctx || !this.live) return this.seat ?? ENGINE_SEAT;
    if (e.value.type === "advance") return ENGINE_SEAT;
    const s = this.live.view.state as GameState | null;
    return (
      entrySide(s, { forces: this.ctx.forces } as Parameters<typeof entrySide>[1], e.value as Entry) ??
      this.seat!
    );
  }

  play(entry: unknown): Result<void, GameError> {
    if (this.net) return this.send(this.net, entry);
    const c = this.client;
    if (!c) return err({ code: "not-allowed", message: "no game is in progress" });
    if (this.replayAt !== null) return err({ code: "not-allowed", message: "leave replay to play on" });
    const r = c.playNow(this.seatOf(entry), entry);
    if (!r.ok) return this.refused(r.error);
    this.afterChange((entry as { type?: string }).type === "end-deployment");
    return ok(undefined);
  }

  /**
   * Online: sends the command as this page's seat (the server names its side from the seat) and
   * answers that it was sent; the server's refusal, when it comes, shows as the refusal line.
   */
  private send(net: NetworkClient, entry: unknown): Result<void, GameError> {
    const seat = this.seat;
    if (!seat) return err({ code: "not-allowed", message: "no game is in progress" });
    if (seat === SPECTATOR_SEAT)
      return this.refused({
        code: "not-allowed",
        message: "you are watching this game: a spectator cannot act",
      });
    const sending = (d: number) => {
      const o = this.app.getState().match.online;
      if (o) this.app.getState().setMatch({ online: { ...o, sending: Math.max(0, o.sending + d) } });
    };
    sending(1);
    void net.play(seat, entry).then((r) => {
      sending(-1);
      if (!r.ok && this.net === net) this.refused(r.error);
    });
    return ok(undefined);
  }

  /** Whether this page plays an online game (then `play` answers "sent", not the engine's answer). */
  get isOnline(): boolean {
    return this.net !== null;
  }

  undo(): Result<void, GameError> {
    if (this.net)
      return this.refused({
        code: "not-allowed",
        message: "online games are not undone: ask your opponent for a take-back",
      });
    const c = this.client;
    if (!c || !this.seat) return err({ code: "not-allowed", message: "no game is in progress" });
    const r = c.undoNow(this.seat);
    if (!r.ok) return this.refused(r.error);
    this.afterChange(false);
    return ok(undefined);
  }

  takeBack(side: string): Result<void, GameError> {
    return this.play({ type: "take-back", side });
  }

  /**
   * After an accepted change: the page follows the seat to act. Once a side ends its deployment the
   * next side's view replaces it behind the hand-over screen ("play" when deployment is over).
   */
  private afterChange(endedDeployment: boolean): void {
    if (!this.live) return;
    const seat = this.seatFor(this.live);
    const before = this.seat;
    if (seat !== this.seat) this.watch(seat);
    // Simultaneous movement on one screen: the screen passes behind the hand-over screen whenever the
    // side at it changes within the step (at its start, and when the first side is done), so neither
    // player sees the other's moves before the step ends.
    const s = this.live.view.state as GameState | null;
    if (!endedDeployment && before !== null && seat !== before && s && SIMULTANEOUS_STEPS.has(s.step))
      gameOf(this.app).setGame({ handOverTo: seat });
    if (endedDeployment) {
      const deploying = this.live.view.state ? null : seat;
      gameOf(this.app).setGame({ handOverTo: deploying ?? "play" });
    }
  }

  private refused(e: { code: string; message: string }): Result<void, GameError> {
    gameOf(this.app).setGame({ refusal: { message: e.message, at: Date.now() } });
    return err(e as GameError);
  }

  /**
   * The game file to download. The hot-seat page is the game's host, so it saves the host's copy (the
   * whole log and the seed), which can be opened and played on; a seat's own copy is the client's
   * `fileText(seat)` (the log up to the first entry hidden from it, the seed only once the game is over).
   */
  saveText(): string | null {
    return this.client ? this.client.hostFileText() : null;
  }

  /**
   * The file Save downloads: the hot-seat host's copy (`saveText`), or online the seat's own file from
   * the server (`fileText(seat)`: its log as it may see it, rolls included, the seed once it is over).
   */
  async saveFile(): Promise<string | null> {
    const net = this.net;
    if (!net || !this.seat) return this.saveText();
    const r = await net.fileText(this.seat);
    if (r.ok) return r.value;
    this.refused(r.error);
    return null;
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
    if (this.net) {
      this.replayOnline(this.net, n);
      return;
    }
    if (!this.client || !this.seat || !this.live) return;
    this.replayAt = n === null ? null : Math.max(0, Math.min(n, this.live.entries));
    const snap = this.replayAt === null ? this.live : this.client.snapshotAtNow(this.seat, this.replayAt);
    if (snap) this.publish(snap as FirestrikeSnapshot);
  }

  /**
   * Online replay: the server answers this seat's snapshot after `n` entries as the seat may see it
   * (`snapshot {n}`; under fog of war what it saw then); a late answer for an older position is dropped.
   */
  private replayOnline(net: NetworkClient, n: number | null): void {
    if (!this.seat || !this.live) return;
    if (n === null) {
      this.replayAt = null;
      this.publish(this.live);
      return;
    }
    const at = Math.max(0, Math.min(n, this.live.entries));
    this.replayAt = at;
    void net.snapshotAt(this.seat, at).then((snap) => {
      if (this.net !== net || this.replayAt !== at) return;
      if (snap) this.publish({ ...snap, replayAt: at } as FirestrikeSnapshot);
      else this.refused({ code: "not-allowed", message: `the server sent no view after ${at} entries` });
    });
  }

  undoKey(): void {
    undoInGame(this.app);
  }

  leave(): void {
    const online = this.net !== null;
    this.close();
    this.ctx = null;
    this.replayAt = null;
    // An online game is the server's: leaving it keeps a hot-seat game's autosave.
    if (this.storage && !online) clearGameAutosave(this.storage);
    const back = this.before;
    this.before = null;
    firestrikeStoreOf(this.app).setState({ game: NO_GAME });
    giveTableBack(this.app, back, (st) => {
      st.clearLos();
      st.requestOverlay({ kind: "none", watchers: null });
    });
  }

  private autosave(text: string): void {
    if (!this.storage) return;
    const failed = writeGameAutosave(this.storage, { game: text, before: this.before });
    if (failed) this.app.getState().setNotice(failed);
  }

  /** Puts the seat's view in the store and its bases on the table. */
  private publish(snap: FirestrikeSnapshot, source?: string): void {
    const ctx = this.ctx;
    if (!ctx) return;
    const view = buildView(snap, ctx, this.live ? turnStartsOf(this.live.log) : undefined);
    const state = view.state;
    publishView(
      this.app,
      ctx.table,
      { ...view, watches: q.watchesFor(state, ctx.env, this.watches) },
      source,
    );
  }

  /** The seat's view of the rules state now (null while deploying or replaying). */
  private stateNow(): GameState | null {
    return this.replayAt === null ? ((this.live?.view.state as GameState | null) ?? null) : null;
  }

  previewFire(
    firerId: string,
    targetId: string,
    weapon: string | null,
  ): { calc: FireCalculation; rows: HitRow[] } | null {
    const s = this.stateNow();
    return s && this.ctx ? q.previewFire(s, this.ctx.env, firerId, targetId, weapon) : null;
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
    const s = (this.live?.view.state as GameState | null) ?? null;
    return s && this.ctx ? q.zoneSize(s, this.ctx.env, placing) : null;
  }

  actionsFor(baseId: string): BaseActions | null {
    const s = this.stateNow();
    return s && this.ctx ? q.actionsFor(s, this.ctx.env, this.ctx.table, baseId) : null;
  }
}
