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
import { GAME_FORMAT } from "../../../core/game/format";
import { type RulesetRegistry, registryOf } from "../../../core/game/ruleset";
import type { Problem } from "../../../core/problems";
import { err, ok, type Result } from "../../../core/result";
import type { Table } from "../../../core/table/schema";
import { validateTable } from "../../../core/table/validate";
import type { Refusal, SeatSnapshot } from "../../client/game-client";
import type { GameAdapter } from "../../game/adapter";
import type { GameShell } from "../../game/shell";
import { giveTableBack, type TableBefore, tableOf } from "../../game/table-back";
import type { LosEngine } from "../../los/engine";
import type { AppStore } from "../../store/store";
import { aimAt, type FirefightAim } from "./aim";
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
 * The firefight's adapter to the one game shell (src/app/game/shell.ts) and its panels' facade
 * (`FirefightApi`): it builds the ruleset with the page's LOS engine, puts the seat's snapshot in the
 * store with its models on the table as bases, turns the set-up dialog's choice into a game file (for a
 * hot-seat game or an online one) and answers the fight calculator. The shell does the rest: hot-seat,
 * the screen showing the seat whose part of the turn it is and handed over when it passes; online;
 * replay; autosave; undo and take-back; leaving.
 */
export class FirefightGame implements GameAdapter, FirefightApi {
  readonly id = FIREFIGHT_ID;
  readonly registry: RulesetRegistry;
  private readonly rules = builtinFirefightRules();
  private table: Table | null = null;

  constructor(
    private readonly app: AppStore,
    private readonly engine: LosEngine,
    readonly shell: GameShell,
  ) {
    const catalog = app.getState().catalog;
    this.registry = registryOf(
      firefightRuleset({ catalog, rules: this.rules, oracleFor: (t) => this.oracle(t) }),
    );
  }

  private oracle(table: Table) {
    return measuredFirefightOracle({ ...this.engine.world(table), rules: FIREFIGHT_SIGHT }, this.rules);
  }

  /** The oracle of the game's table, made once (the Play tool prices a move on every pointer move). */
  private tableOracle: { table: Table; oracle: ReturnType<FirefightGame["oracle"]> } | null = null;
  private oracleOf(table: Table) {
    if (this.tableOracle?.table !== table) this.tableOracle = { table, oracle: this.oracle(table) };
    return this.tableOracle.oracle;
  }

  private base() {
    return { inches: this.rules.settings.baseInches, type: this.rules.settings.catalogType };
  }

  /* The adapter. */

  begin(first: SeatSnapshot, opts: { online: boolean }): void {
    this.table = tableOf(this.app, (first.setup as FirefightBody).table, opts.online);
    firefightOf(this.app).setFirefight({ ...NO_FIREFIGHT });
  }

  publish(snap: SeatSnapshot, opts: { source?: string }): void {
    if (this.table) publish(this.app, this.table, snap as FirefightSnapshot, this.base(), opts.source);
  }

  handOver(to: string | null): void {
    firefightOf(this.app).setFirefight({ handOver: to });
  }

  refused(why: Refusal): void {
    firefightOf(this.app).setFirefight({ refusal: why.message });
  }

  left(before: TableBefore | null): void {
    this.table = null;
    firefightStoreOf(this.app).setState({ firefight: NO_FIREFIGHT });
    giveTableBack(this.app, before);
  }

  /* The set-up dialog's choice as a game file. */

  /**
   * A new game's file JSON: the two ready forces by id, on a table (by default the shipped farm) for
   * `turnLimit` turns, with a fresh 128-bit seed (an online game's server rolls its own).
   */
  gameJson(
    blueForce: string,
    redForce: string,
    opts: FirefightStartOptions = {},
  ): Result<Record<string, unknown>, string> {
    const a = READY_FORCES.find((f) => f.id === blueForce);
    const b = READY_FORCES.find((f) => f.id === redForce);
    if (!a || !b) return err(`no ready force "${!a ? blueForce : redForce}" for ${!a ? "blue" : "red"}`);
    const tableJson = firefightTableJson(opts.table?.json ?? (farmJson as Record<string, unknown>));
    const table = validateTable(tableJson, this.app.getState().catalog);
    if (!table.ok) return err(`${table.error[0]?.path} ${table.error[0]?.message}`);
    const body = readyGameBody(tableJson, table.value, [
      { id: "blue", name: "Blue", force: a },
      { id: "red", name: "Red", force: b },
    ]);
    return ok({
      format: GAME_FORMAT,
      ruleset: FIREFIGHT_ID,
      name: `${a.name} against ${b.name}`,
      ...(opts.turnLimit ? { turnLimit: opts.turnLimit } : {}),
      ...(opts.naturalOneFails ? { naturalOneFails: true } : {}),
      // project default: a new game opens with each side deploying (docs/rulesets/firefight.md)
      deployment: true,
      // 128 random bits: the file carries only its SHA-256 until the game ends (a guessable seed would
      // let a player work out every roll, issue 24 item 4).
      seed: Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) =>
        x.toString(16).padStart(2, "0"),
      ).join(""),
      ...body,
      commands: [],
    });
  }

  /* The panels' facade, through the shell. */

  start(blueForce: string, redForce: string, opts: FirefightStartOptions = {}): void {
    const notice = (m: string) => this.app.getState().setNotice(`The game could not start: ${m}`);
    const json = this.gameJson(blueForce, redForce, opts);
    if (!json.ok) {
      notice(json.error);
      return;
    }
    const r = this.shell.start(json.value, "game:new");
    if (!r.ok) notice(`${r.error[0]?.path} ${r.error[0]?.message}`);
  }

  load(text: string, fileName: string): Result<void, Problem[]> {
    return this.shell.load(text, fileName);
  }

  resume(text: string, before: TableBefore | null): Result<void, Problem[]> {
    return this.shell.resume(text, before);
  }

  play(command: Command): void {
    void this.shell.send(command);
  }

  undo(): void {
    void this.shell.undo().then((r) => {
      if (r.ok) firefightOf(this.app).setFirefight({ refusal: null });
    });
  }

  /** Takes back the last entry no die has followed: hot-seat, the seat that made it asks (the shown one first). */
  takeBack(): void {
    const cmd = { type: "take-back" } as Command;
    const live = this.shell.snapshot;
    const first = this.shell.seatToPlay;
    if (this.shell.isOnline || !live || !first) {
      this.play(cmd);
      return;
    }
    for (const seat of [first, ...live.seats.filter((x) => x !== first)]) {
      void this.shell.play(seat, cmd);
      if (this.shell.answered?.ok) return;
    }
  }

  replayTo(n: number | null): void {
    this.shell.replayTo(n);
  }

  handedOver(): void {
    this.shell.handedOver();
  }

  saveText(): Promise<string | null> {
    return this.shell.seatFile();
  }

  leave(): void {
    this.shell.leave();
  }

  aim(unit: string, to: readonly [number, number]): FirefightAim | null {
    const snap = firefightOf(this.app).firefight.snapshot;
    if (!snap || !this.table || snap.replayAt !== null || snap.over) return null;
    return aimAt(this.world(snap), snap.view, unit, to);
  }

  /** The rules world of the game on (the game's own natural-1 choice). */
  private world(snap: FirefightSnapshot): FirefightWorld {
    const table = this.table!;
    const one = (snap.setup as { naturalOneFails?: boolean } | null)?.naturalOneFails;
    const rules =
      one === undefined
        ? this.rules
        : { ...this.rules, settings: { ...this.rules.settings, naturalOneFails: one } };
    return { rules, table, oracle: this.oracleOf(table) };
  }

  calculate(unit: string, enemy: string): string[] {
    const snap = firefightOf(this.app).firefight.snapshot;
    if (!snap || !this.table) return ["no game"];
    const v = snap.view;
    const sideOf = (id: string) => v.units.find((u) => u.id === id)?.side;
    if (!sideOf(unit) || !sideOf(enemy)) return ["pick two units"];
    if (sideOf(unit) === sideOf(enemy)) return [`${unit} and ${enemy} are on the same side`];
    return calculationLines(calculateFight(this.world(snap), v, unit, enemy), this.table.yardsPerInch);
  }
}
