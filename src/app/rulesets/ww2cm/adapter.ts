import villageJson from "../../../../terrain/ww2cm-village.json";
import { GAME_FORMAT } from "../../../core/game/format";
import { type RulesetRegistry, registryOf } from "../../../core/game/ruleset";
import type { SegmentHitQuery } from "../../../core/los/segment-hits";
import type { Table } from "../../../core/table/schema";
import { calculateShot, calculationText } from "../../../core/ww2cm/calculator";
import type { Ww2Command } from "../../../core/ww2cm/commands";
import { inCircle, planShot } from "../../../core/ww2cm/fire";
import { measuredWw2Oracle, type Ww2Oracle } from "../../../core/ww2cm/measured";
import { WW2CM_ID, ww2cmRuleset } from "../../../core/ww2cm/ruleset";
import type { Ww2Body } from "../../../core/ww2cm/setup";
import { alive, unitOf } from "../../../core/ww2cm/state";
import { VILLAGE_SIDES, villageAir, villageUnits } from "../../../core/ww2cm/village-forces";
import { buildLosScene } from "../../../geometry/bvh/los-scene";
import { BvhSegmentHits } from "../../../geometry/los/bvh-segment-hits";
import type { Refusal, SeatSnapshot } from "../../client/game-client";
import type { GameAdapter } from "../../game/adapter";
import { createOnlineGame } from "../../game/online-page";
import { downloadGame } from "../../game/save-game";
import type { GameShell } from "../../game/shell";
import { giveTableBack, type TableBefore } from "../../game/table-back";
import type { LosEngine } from "../../los/engine";
import type { AppStore } from "../../store/store";
import { publish } from "./publish";
import { NO_WW2, type Ww2Api, type Ww2Snapshot, type Ww2StartOptions, ww2Of, ww2StoreOf } from "./store";

/**
 * Seed 002's adapter to the one game shell (src/app/game/shell.ts) and its panels' facade (`Ww2Api`):
 * it builds the ruleset on the page's LOS engine (the 3D segment query counts cover pieces), puts the
 * seat's snapshot in its store with the models on the table as bases, turns the set-up dialog's choice
 * into a game file and answers the shooting calculator. The shell does the rest: hot-seat (the screen
 * handed over when the side to act changes), online, replay, autosave, undo, leaving.
 */
export class Ww2Game implements GameAdapter, Ww2Api {
  readonly id = WW2CM_ID;
  readonly registry: RulesetRegistry;
  private table: Table | null = null;
  private body: Ww2Body | null = null;
  private made: { table: Table; oracle: Ww2Oracle } | null = null;

  constructor(
    private readonly app: AppStore,
    private readonly engine: LosEngine,
    readonly shell: GameShell,
  ) {
    const catalog = app.getState().catalog;
    this.registry = registryOf(
      ww2cmRuleset({
        catalog,
        oracleFor: (table, kinds) => this.oracle(table, kinds),
        // issue 35: the air rules measure through the same 3D table
        airWorldFor: (table) => ({
          table,
          terrain: this.engine.world(table).terrain,
          hits: this.hitsFor(table),
        }),
      }),
    );
  }

  /** The table's 3D all-hits query: the LOS world's, else one built once here. */
  private hitsFor(table: Table): SegmentHitQuery {
    let hits = this.engine.world(table).hits ?? this.hitsOf.get(table);
    if (!hits) {
      hits = new BvhSegmentHits(buildLosScene(table), table.yardsPerInch);
      this.hitsOf.set(table, hits);
    }
    return hits;
  }

  /** The 3D all-hits query of each table (built once): the page's LOS world carries none. */
  private readonly hitsOf = new WeakMap<Table, SegmentHitQuery>();

  private oracle(table: Table, kinds: Ww2Body["coverKinds"]): Ww2Oracle {
    return measuredWw2Oracle(this.engine.world(table), this.hitsFor(table), kinds);
  }

  /** The oracle of the game on, made once (the calculator measures on every click). */
  private oracleNow(): Ww2Oracle | null {
    if (!this.table || !this.body) return null;
    if (this.made?.table !== this.table)
      this.made = { table: this.table, oracle: this.oracle(this.table, this.body.coverKinds) };
    return this.made.oracle;
  }

  /* The adapter. */

  begin(first: SeatSnapshot, opts: { online: boolean }): void {
    // Hot-seat the set-up is the page's parsed body; online it comes as the file writes it, read here.
    const parsed = opts.online
      ? this.registry.get(WW2CM_ID)?.parseBody(first.setup as Record<string, unknown>)
      : null;
    this.body = parsed ? (parsed.ok ? (parsed.value as Ww2Body) : null) : (first.setup as Ww2Body);
    this.table = this.body?.table ?? null;
    this.made = null;
    ww2Of(this.app).setWw2({ ...NO_WW2 });
    // One label per unit (./labels.tsx) instead of the shell's one per model, which crowd a squad's
    // 2 cm spacing; the user's choice comes back on leaving.
    const view = this.app.getState().view;
    if (this.labelsBefore === null) this.labelsBefore = view.showLabels;
    if (view.showLabels) this.app.getState().setView({ showLabels: false });
  }

  /** The shell's unit labels setting before the game turned them off (null: not turned off). */
  private labelsBefore: boolean | null = null;

  publish(snap: SeatSnapshot, opts: { source?: string }): void {
    if (this.table) publish(this.app, this.table, snap as Ww2Snapshot, opts.source);
  }

  handOver(to: string | null): void {
    ww2Of(this.app).setWw2({ handOver: to });
  }

  refused(why: Refusal): void {
    ww2Of(this.app).setWw2({ refusal: why.message });
  }

  left(before: TableBefore | null): void {
    this.table = null;
    this.body = null;
    this.made = null;
    ww2StoreOf(this.app).setState({ ww2: NO_WW2 });
    giveTableBack(this.app, before);
    if (this.labelsBefore !== null) this.app.getState().setView({ showLabels: this.labelsBefore });
    this.labelsBefore = null;
  }

  /* The set-up dialog's choice as a game file. */

  /** A new game's file JSON: the shipped village table (cm) and forces, for `turnLimit` turns. */
  gameJson(opts: Ww2StartOptions = {}): Record<string, unknown> {
    return {
      format: GAME_FORMAT,
      ruleset: WW2CM_ID,
      name: "Village crossroads",
      // 128 random bits unless a test's seed is given: the file carries only its hash until the end
      seed:
        opts.seed?.trim() ||
        Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, "0")).join(
          "",
        ),
      table: { ...(villageJson as Record<string, unknown>), units: [] },
      sides: VILLAGE_SIDES.map((s) => ({ ...s })),
      // issue 35: the set-up's "Air and night" choice adds the airborne units and the air part
      ...(opts.air && opts.air !== "none"
        ? (() => {
            const a = villageAir(opts.air === "night");
            return { units: [...villageUnits(), ...a.units], air: a.air };
          })()
        : { units: villageUnits() }),
      ...(opts.turnLimit ? { turnLimit: opts.turnLimit } : {}),
      ...(opts.first ? { first: opts.first } : {}),
      commands: [],
    };
  }

  /* The panels' facade, through the shell. */

  async start(opts: Ww2StartOptions = {}): Promise<string | null> {
    const json = this.gameJson(opts);
    if (!opts.online) {
      const r = this.shell.start(json, "game:new");
      return r.ok ? null : r.error.map((p) => `${p.path} ${p.message}`).join("; ");
    }
    const r = await createOnlineGame(json);
    if (!r.ok) return r.problems.map((p) => `${p.path}: ${p.message}`).join("; ");
    this.app.getState().setMatch({ setupOf: null, setupOnline: false, links: r.links });
    return null;
  }

  play(command: Ww2Command): void {
    void this.shell.send(command);
  }

  measure(unit: string, at: [number, number], firers: readonly string[] | null = null): string[] {
    const snap = ww2Of(this.app).ww2.snapshot;
    const oracle = this.oracleNow();
    if (!snap || !oracle) return ["no game"];
    const c = calculateShot(snap.view, oracle, unit, at, null);
    if ("error" in c) return [c.error];
    const u = unitOf(snap.view, unit);
    const chosen = firers ? alive(snap.view, unit).filter((m) => firers.includes(m.id)) : [];
    if (!u || chosen.length === 0) return calculationText(c);
    // Some models fire: the circle's front and each line as the rules' shot with `firers` takes them.
    const circle = inCircle(snap.view, u.side, at, chosen);
    if (circle.length === 0) return calculationText(c);
    return calculationText({
      ...c,
      circle: circle.map((m) => m.id),
      firers: planShot(snap.view, oracle, u, chosen, at, circle[0]!),
    });
  }

  async save(): Promise<void> {
    const text = await this.shell.saveFile();
    const name = ww2Of(this.app).ww2.snapshot?.name ?? "ww2cm";
    if (text) downloadGame(this.app, name, "ww2cm", text);
  }

  undo(): void {
    void this.shell.undo().then((r) => {
      if (r.ok) ww2Of(this.app).setWw2({ refusal: null });
    });
  }

  replayTo(n: number | null): void {
    this.shell.replayTo(n);
  }

  handedOver(): void {
    this.shell.handedOver();
  }

  leave(): void {
    this.shell.leave();
  }
}
