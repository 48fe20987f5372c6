import { builtinCharts } from "../../core/firestrike/charts/builtin";
import type { HitRow } from "../../core/firestrike/charts/schema";
import { NO_DICE } from "../../core/firestrike/context";
import type { GameError } from "../../core/firestrike/errors";
import { previewDirectFire } from "../../core/firestrike/fire/direct";
import type { FireCalculation } from "../../core/firestrike/fire/direct-calc";
import { discOf, zoneObservers } from "../../core/firestrike/fire/indirect";
import { type BaseActions, baseActions } from "../../core/firestrike/match/base-actions";
import { parseGameText, serializeGame, validateGame } from "../../core/firestrike/match/format";
import { type PlannedArea, plannedMoveArea } from "../../core/firestrike/match/move-area";
import type { GameDeps } from "../../core/firestrike/match/position";
import {
  fileOf,
  openSession,
  play,
  positionAt,
  type Session,
  takeBack,
  undo,
} from "../../core/firestrike/match/session";
import { measuredOracle } from "../../core/firestrike/measured/oracle";
import type { ZoneSighting } from "../../core/firestrike/oracle";
import { canBeImmobilized, statOf } from "../../core/firestrike/query";
import type { GameState } from "../../core/firestrike/state";
import { builtinStats } from "../../core/firestrike/stats/builtin";
import type { MoveMode } from "../../core/firestrike/vocab";
import type { Pt } from "../../core/geom2d";
import type { Problem } from "../../core/problems";
import { err, ok, type Result } from "../../core/result";
import type { Table } from "../../core/table/schema";
import type { KeyValueStorage } from "../files/autosave";
import type { LosEngine } from "../los/engine";
import type { AppStore } from "../store/store";
import type { GameApi } from "./api";
import { clearGameAutosave, writeGameAutosave } from "./autosave";
import { NO_GAME } from "./store/game-slice";
import { buildView } from "./view";

const isFireStep = (step: string | undefined) =>
  step === "first-direct-fire" || step === "second-direct-fire";

/**
 * The game controller: holds the session (src/core/game), turns every player action into a log entry,
 * and after every change publishes the view to the store, puts the game's bases on the app's table (so
 * the scene, LOS, measuring and dead-ground tools all see them) and autosaves the log.
 */
export class GameController implements GameApi {
  private session: Session | null = null;
  private replayAt: number | null = null;
  private before: { table: Table; source: string } | null = null;
  private readonly deps: GameDeps;
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
    // The combat calculator's numbers and the selected base's actions are worked out here, when the
    // pick or the game changes, not in render.
    let last: unknown[] = [];
    let lastPick: unknown[] = [];
    app.subscribe((s) => {
      const f = s.game.fire;
      const key = [f.firer, f.target, f.weapon, s.game.view];
      if (!key.every((k, i) => k === last[i])) {
        last = key;
        const preview = f.firer && f.target ? this.previewFire(f.firer, f.target, f.weapon) : null;
        if (preview !== s.game.preview) s.setGame({ preview });
      }
      const st = app.getState();
      const pick = [st.game.selected, st.game.view];
      if (!pick.every((k, i) => k === lastPick[i])) {
        lastPick = pick;
        const sel = st.game.selected;
        const actions = sel ? this.actionsFor(sel) : null;
        if (actions !== st.game.actions) st.setGame({ actions });
      }
    });
  }

  /** The rules data the set-up screen needs. */
  get rules(): Pick<GameDeps, "charts" | "stats" | "catalog"> {
    return this.deps;
  }

  /** The session (tests and the replay panel read it). */
  get current(): Session | null {
    return this.session;
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

  private open(file: Parameters<typeof openSession>[0], source: string): Result<void, Problem[]> {
    const s = openSession(file, this.deps);
    if (!s.ok) return s;
    if (!this.session) {
      const st = this.app.getState();
      this.before = { table: st.table, source: st.source };
    }
    this.replayAt = null;
    this.watches.clear();
    // A game starts (or resumes) with the game tool and no stale line-of-sight check from before it.
    this.app.getState().clearLos();
    this.app.setState({
      tool: "game",
      game: { ...NO_GAME, handOverTo: s.value.now.state ? null : this.firstDeployer(s.value) },
    });
    this.adopt(s.value, source);
    return ok(undefined);
  }

  private firstDeployer(s: Session): string | null {
    return s.now.state
      ? null
      : (s.file.body.forces.sides.find((x) => !s.now.deployment.ended.includes(x.id))?.id ?? null);
  }

  play(entry: unknown): Result<void, GameError> {
    if (!this.session) return err({ code: "not-allowed", message: "no game is in progress" });
    if (this.replayAt !== null) return err({ code: "not-allowed", message: "leave replay to play on" });
    const before = this.session;
    const r = play(before, entry);
    if (!r.ok) {
      this.refuse(r.error.message);
      return r;
    }
    const handed =
      (entry as { type?: string }).type === "end-deployment" ? (this.firstDeployer(r.value) ?? "play") : null;
    this.adopt(r.value);
    if (handed) this.app.getState().setGame({ handOverTo: handed });
    return ok(undefined);
  }

  undo(): Result<void, GameError> {
    if (!this.session) return err({ code: "not-allowed", message: "no game is in progress" });
    const r = undo(this.session);
    if (!r.ok) {
      this.refuse(r.error.message);
      return r;
    }
    this.adopt(r.value);
    return ok(undefined);
  }

  takeBack(side: string): Result<void, GameError> {
    if (!this.session) return err({ code: "not-allowed", message: "no game is in progress" });
    const r = takeBack(this.session, side);
    if (!r.ok) {
      this.refuse(r.error.message);
      return r;
    }
    this.adopt(r.value);
    return ok(undefined);
  }

  saveText(): string | null {
    return this.session
      ? serializeGame(fileOf(this.session, this.now().toISOString(), { host: true }))
      : null;
  }

  replayTo(n: number | null): void {
    if (!this.session) return;
    this.replayAt = n === null ? null : Math.max(0, Math.min(n, this.session.file.commands.length));
    this.publish();
  }

  leave(): void {
    this.session = null;
    this.replayAt = null;
    if (this.storage) clearGameAutosave(this.storage);
    const st = this.app.getState();
    const back = this.before;
    this.before = null;
    this.app.setState({
      game: NO_GAME,
      table: back?.table ?? st.table,
      source: back?.source ?? st.source,
      revision: st.revision + 1,
      past: [],
      future: [],
      tool: "select",
    });
    st.clearLos();
    st.requestOverlay({ kind: "none", watchers: null });
    st.afterTableChange();
  }

  private refuse(message: string): void {
    this.app.getState().setGame({ refusal: { message, at: Date.now() } });
  }

  private adopt(session: Session, source?: string): void {
    this.session = session;
    if (this.storage) {
      const failed = writeGameAutosave(this.storage, {
        game: serializeGame(fileOf(session, this.now().toISOString(), { host: true })),
        before: this.before,
      });
      if (failed) this.app.getState().setNotice(failed);
    }
    this.publish(source);
  }

  /** Puts the view in the store and the game's bases on the table. */
  private publish(source?: string): void {
    const session = this.session;
    if (!session) return;
    const pos = this.replayAt === null ? session.now : positionAt(session, this.replayAt);
    const view = buildView(session, pos, this.replayAt);
    const st = this.app.getState();
    const table: Table = { ...session.file.body.table, units: view.units };
    // The deployment threat map belongs to the side deploying: it ends when that side's deployment
    // does (issue 23 item 1), however the panel that asked for it went away.
    const handedOver = view.deploying !== (st.game.view?.deploying ?? null);
    if (handedOver && st.overlay.kind === "threat" && st.overlay.watchers !== null)
      st.requestOverlay({ kind: "none", watchers: null });
    // The calculator's shot belongs to its fire step: its rays and picks go when the step ends (issue 23 item 4).
    const wasFire = isFireStep(st.game.view?.state?.step);
    const leftFire =
      wasFire && (view.state?.step !== st.game.view?.state?.step || view.turn !== st.game.view?.turn);
    if (leftFire) st.clearLos();
    this.app.setState({
      table,
      source: source ?? st.source,
      revision: st.revision + 1,
      past: [],
      future: [],
      game: {
        ...st.game,
        view: { ...view, watches: this.watchesFor(view.state) },
        refusal: null,
        ...(handedOver ? { threat: false } : {}),
        ...(leftFire ? { fire: NO_GAME.fire } : {}),
      },
      tool: st.tool === "measure" || st.tool === "los" || st.tool === "deadground" ? st.tool : "game",
    });
    st.afterTableChange();
  }

  previewFire(
    firerId: string,
    targetId: string,
    weapon: string | null,
  ): { calc: FireCalculation; rows: HitRow[] } | null {
    const session = this.session;
    const s = this.replayAt === null ? session?.now.state : null;
    const firer = s?.bases[firerId];
    const target = s?.bases[targetId];
    if (!session || !s || !firer || !target) return null;
    const ctx = { s, env: session.env, dice: NO_DICE, out: [] };
    const line = statOf(session.env, firer);
    const w = weapon ? line.weapons.find((x) => x.name === weapon) : undefined;
    const calc = previewDirectFire(ctx, firer, target, w);
    if (!calc) return null;
    const hit = session.env.charts.directFire.hitTable;
    return { calc, rows: canBeImmobilized(statOf(session.env, target)) ? hit.vehicle : hit.personnel };
  }

  moveArea(baseId: string, mode: MoveMode, path: readonly Pt[]): PlannedArea | null {
    const session = this.session;
    const s = this.replayAt === null ? session?.now.state : null;
    if (!session || !s) return null;
    return plannedMoveArea(s, session.env, baseId, mode, path);
  }

  zoneSize(
    placing:
      | { kind: "impact-zone"; firer: string; weapon?: string | null }
      | { kind: "airstrike"; strike: string },
  ): number | null {
    const session = this.session;
    const s = session?.now.state;
    if (!session || !s) return null;
    const charts = session.env.charts;
    if (placing.kind === "airstrike") {
      const t = charts.airstrikes.types[placing.strike as keyof typeof charts.airstrikes.types];
      return t ? t.squareInches * s.scaleFactor : null;
    }
    const battery = s.sides.flatMap((x) => x.offBoardArtillery).find((x) => x.id === placing.firer);
    const b = s.bases[placing.firer];
    const barrage =
      battery?.barrage ??
      (b
        ? statOf(session.env, b).weapons.find(
            (w) => w.fire === "indirect" && (!placing.weapon || w.name === placing.weapon),
          )?.barrage
        : undefined);
    const d = barrage ? charts.indirectFire.barrageDiameterInches[barrage] : undefined;
    return d === undefined ? null : d * s.scaleFactor;
  }

  /** What a base may do in the movement step besides moving, each action tried on the engine. */
  actionsFor(baseId: string): BaseActions | null {
    const session = this.session;
    const s = this.replayAt === null ? session?.now.state : null;
    if (!session || !s) return null;
    const minefields = session.file.body.table.features
      .filter((f) => f.type === "minefield")
      .map((f) => f.id);
    return baseActions(s, session.env, baseId, minefields);
  }

  /** Who observes each impact zone on the table now, as the rules will see it (cached while nothing that matters moves). */
  private watchesFor(s: GameState | null): Record<string, ZoneSighting | null> {
    const out: Record<string, ZoneSighting | null> = {};
    const oracle = this.session?.env.oracle;
    if (!s || !oracle) return out;
    for (const z of s.markers.impactZones) {
      const observers = zoneObservers(s, z.side);
      const zone = discOf(z);
      const key = JSON.stringify([zone, observers]);
      if (!this.watches.has(key)) this.watches.set(key, oracle.zoneObserver(zone, observers));
      out[z.id] = this.watches.get(key) ?? null;
    }
    return out;
  }
}
