import farmJson from "../../../../terrain/firefight-farm.json";
import { builtinFirefightRules } from "../../../core/firefight/builtin";
import { calculateFight } from "../../../core/firefight/calculator";
import type { Command } from "../../../core/firefight/commands";
import { READY_FORCES, readyGameBody } from "../../../core/firefight/forces";
import { FIREFIGHT_SIGHT, measuredFirefightOracle } from "../../../core/firefight/measured";
import { calculationLines } from "../../../core/firefight/report-text";
import { FIREFIGHT_ID, firefightRuleset } from "../../../core/firefight/ruleset";
import type { FirefightBody } from "../../../core/firefight/setup";
import type { FirefightWorld } from "../../../core/firefight/world";
import { GAME_FORMAT, type GameFile, parseGameText } from "../../../core/game/format";
import { type RulesetRegistry, registryOf } from "../../../core/game/ruleset";
import type { Problem } from "../../../core/problems";
import { ok, type Result } from "../../../core/result";
import type { Table } from "../../../core/table/schema";
import { validateTable } from "../../../core/table/validate";
import { LocalClient } from "../../client/local-client";
import type { KeyValueStorage } from "../../files/autosave";
import { clearGameAutosave, writeGameAutosave } from "../../game/autosave";
import { giveTableBack, type TableBefore } from "../../game/table-back";
import type { LosEngine } from "../../los/engine";
import type { AppStore } from "../../store/store";
import type { GameHost } from "../ui";
import { publish } from "./publish";
import {
  type FirefightApi,
  type FirefightSnapshot,
  type FirefightStartOptions,
  firefightOf,
  firefightStoreOf,
  NO_FIREFIGHT,
} from "./store";

/**
 * The table a firefight is played on: as written when it sets 1 y = 1 inch; any other table is played
 * at that scale (its `yardsPerInch` replaced, `scale` dropped: docs/rulesets/firefight.md, "Scale").
 */
export function firefightTableJson(json: Record<string, unknown>): Record<string, unknown> {
  if (json.yardsPerInch === 1) return { ...json, units: [] };
  const { scale: _s, ...rest } = json;
  return { ...rest, yardsPerInch: 1, units: [] };
}

/**
 * The firefight's game controller (a hot-seat game in the page): opens, starts and resumes games,
 * plays every command through a LocalClient (the engine's seats and checks), shows the seat whose part
 * of the turn it is, puts the models on the app's table and autosaves the log after every entry.
 */
export class FirefightController implements GameHost, FirefightApi {
  readonly ruleset = FIREFIGHT_ID;
  private readonly rules = builtinFirefightRules();
  private readonly registry: RulesetRegistry;
  private client: LocalClient | null = null;
  private stop: (() => void) | null = null;
  private watched: string | null = null;
  private replayAt: number | null = null;
  private table: Table | null = null;
  private before: TableBefore | null = null;

  constructor(
    private readonly app: AppStore,
    private readonly engine: LosEngine,
    private readonly storage: KeyValueStorage | null,
  ) {
    const catalog = app.getState().catalog;
    this.registry = registryOf(
      firefightRuleset({ catalog, rules: this.rules, oracleFor: (t) => this.oracle(t) }),
    );
  }

  private oracle(table: Table) {
    return measuredFirefightOracle({ ...this.engine.world(table), rules: FIREFIGHT_SIGHT }, this.rules);
  }

  load(text: string, fileName: string): Result<void, Problem[]> {
    const file = parseGameText(text, this.registry);
    if (!file.ok) return file;
    return this.open(file.value, `game:${fileName}`);
  }

  resume(text: string, before: { table: Table; source: string } | null): Result<void, Problem[]> {
    const r = this.load(text, "autosave");
    if (r.ok) this.before = before ?? this.before;
    return r;
  }

  start(blueForce: string, redForce: string, opts: FirefightStartOptions = {}): void {
    const a = READY_FORCES.find((f) => f.id === blueForce);
    const b = READY_FORCES.find((f) => f.id === redForce);
    const notice = (m: string) => this.app.getState().setNotice(`The game could not start: ${m}`);
    if (!a || !b) {
      notice(`no ready force "${!a ? blueForce : redForce}" for ${!a ? "blue" : "red"}`);
      return;
    }
    const tableJson = firefightTableJson(opts.table?.json ?? (farmJson as Record<string, unknown>));
    const table = validateTable(tableJson, this.app.getState().catalog);
    if (!table.ok) {
      notice(`${table.error[0]?.path} ${table.error[0]?.message}`);
      return;
    }
    const body = readyGameBody(tableJson, table.value, [
      { id: "blue", name: "Blue", force: a },
      { id: "red", name: "Red", force: b },
    ]);
    const text = JSON.stringify({
      format: GAME_FORMAT,
      ruleset: FIREFIGHT_ID,
      name: `${a.name} against ${b.name}`,
      ...(opts.turnLimit ? { turnLimit: opts.turnLimit } : {}),
      ...(opts.naturalOneFails ? { naturalOneFails: true } : {}),
      // project default: a new game opens with each side deploying (docs/rulesets/firefight.md)
      deployment: true,
      // 128 random bits: the file carries only its SHA-256 until the game ends (a guessable seed would
      // let a player work out every roll, issue 24 item 4).
      seed: Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, "0"),
      ).join(""),
      ...body,
      commands: [],
    });
    const r = this.load(text, "new");
    if (!r.ok) notice(`${r.error[0]?.path} ${r.error[0]?.message}`);
  }

  private open(file: GameFile, source: string): Result<void, Problem[]> {
    const c = LocalClient.open(file, {
      registry: this.registry,
      changed: (text) => {
        if (this.storage) writeGameAutosave(this.storage, { game: text, before: this.before });
      },
    });
    if (!c.ok) return c;
    if (!this.client) {
      const st = this.app.getState();
      this.before = { table: st.table, source: st.source };
    }
    this.close();
    this.client = c.value;
    this.table = (file.body as FirefightBody).table;
    this.follow(source);
    return ok(undefined);
  }

  /** Watches the seat whose part of the turn it is (hot-seat), switching as the turn moves on. */
  private follow(source?: string): void {
    const c = this.client;
    if (!c) return;
    const now = c.snapshot(this.watched ?? c.seats[0]!) as FirefightSnapshot | null;
    const seat = now?.seatsToAct[0] ?? this.watched ?? c.seats[0]!;
    if (seat === this.watched && this.stop) return;
    this.stop?.();
    // Hot-seat: when the part of the turn passes to the other player, the page is handed over.
    const handOver = this.watched !== null && seat !== this.watched && !now?.over;
    this.watched = seat;
    firefightOf(this.app).setFirefight({ handOver: handOver ? seat : null });
    let first = true;
    this.stop = c.watch(seat, (snap) => {
      const s = snap as FirefightSnapshot;
      if (this.replayAt === null) publish(this.app, this.table!, s, this.base(), first ? source : undefined);
      first = false;
      if (s.seatsToAct[0] && s.seatsToAct[0] !== this.watched) queueMicrotask(() => this.follow());
    });
  }

  private base() {
    return { inches: this.rules.settings.baseInches, type: this.rules.settings.catalogType };
  }

  play(command: Command): void {
    const c = this.client;
    if (!c || !this.watched || this.replayAt !== null) return;
    void c.play(this.watched, command).then((r) => {
      if (!r.ok) firefightOf(this.app).setFirefight({ refusal: r.error.message });
      else this.follow();
    });
  }

  undo(): void {
    const c = this.client;
    if (!c || this.replayAt !== null) return;
    // Undo belongs to the seat that made the last entry: try the seat shown, then the others.
    void (async () => {
      for (const seat of [this.watched!, ...c.seats.filter((s) => s !== this.watched)]) {
        const r = await c.undo(seat);
        if (r.ok) return this.follow();
      }
      const why = firefightOf(this.app).firefight.snapshot?.undo.why;
      firefightOf(this.app).setFirefight({ refusal: why ?? "nothing to undo" });
    })();
  }

  takeBack(): void {
    const c = this.client;
    if (!c || this.replayAt !== null) return;
    // Hot-seat: the seat with an entry to take back asks (the seat shown first).
    void (async () => {
      let why = "nothing to take back";
      for (const seat of [this.watched!, ...c.seats.filter((s) => s !== this.watched)]) {
        const r = await c.play(seat, { type: "take-back" });
        if (r.ok) return this.follow();
        why = r.error.message;
      }
      firefightOf(this.app).setFirefight({ refusal: why });
    })();
  }

  replayTo(n: number | null): void {
    const c = this.client;
    if (!c || !this.watched || !this.table) return;
    const live = c.snapshot(this.watched) as FirefightSnapshot | null;
    if (!live) return;
    this.replayAt = n === null || n >= live.entries ? null : Math.max(0, n);
    const snap =
      this.replayAt === null ? live : (c.snapshotAtNow(this.watched, this.replayAt) as FirefightSnapshot);
    if (snap) publish(this.app, this.table, snap, this.base());
  }

  handedOver(): void {
    firefightOf(this.app).setFirefight({ handOver: null });
  }

  undoKey(): void {
    this.undo();
  }

  async saveText(): Promise<string | null> {
    if (!this.client || !this.watched) return null;
    const r = await this.client.fileText(this.watched);
    return r.ok ? r.value : null;
  }

  calculate(unit: string, enemy: string): string[] {
    const snap = firefightOf(this.app).firefight.snapshot;
    if (!snap || !this.table) return ["no game"];
    const v = snap.view;
    const sideOf = (id: string) => v.units.find((u) => u.id === id)?.side;
    if (!sideOf(unit) || !sideOf(enemy)) return ["pick two units"];
    if (sideOf(unit) === sideOf(enemy)) return [`${unit} and ${enemy} are on the same side`];
    const one = (snap.setup as { naturalOneFails?: boolean } | null)?.naturalOneFails;
    const rules =
      one === undefined
        ? this.rules
        : { ...this.rules, settings: { ...this.rules.settings, naturalOneFails: one } };
    const w: FirefightWorld = { rules, table: this.table, oracle: this.oracle(this.table) };
    return calculationLines(calculateFight(w, v, unit, enemy), this.table.yardsPerInch);
  }

  private close(): void {
    this.stop?.();
    this.stop = null;
    this.watched = null;
    this.replayAt = null;
    this.client?.close();
    this.client = null;
  }

  leave(): void {
    this.close();
    if (this.storage) clearGameAutosave(this.storage);
    const back = this.before;
    this.before = null;
    this.table = null;
    firefightStoreOf(this.app).setState({ firefight: NO_FIREFIGHT });
    giveTableBack(this.app, back);
  }
}
