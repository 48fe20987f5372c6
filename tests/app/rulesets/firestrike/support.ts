import { readFileSync } from "node:fs";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { FirestrikeGame } from "../../../../src/app/rulesets/firestrike/adapter";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { GAME_FORMAT } from "../../../../src/core/firestrike/match/format";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import { forcesJson } from "../../../core/game/support";
import { BLUE_AT, RED_AT } from "../../../fixtures/games/skirmish-deployment";
import { MemoryStorage } from "../../files/fakes";
import { storeWith } from "../../support";

/** A store with a game controller on the measured LOS engine (no workers), and a memory storage. */

const root = new URL("../../../..", import.meta.url).pathname;

/** The skirmish table's JSON (tests/fixtures/games). */
export const skirmishTable = (): unknown =>
  JSON.parse(readFileSync(`${root}tests/fixtures/games/skirmish-table.json`, "utf8"));

/** A new game's file JSON on the skirmish table: blue and red infantry battalions, a fixed seed. */
export const newGameJson = (extra: Record<string, unknown> = {}) => ({
  format: GAME_FORMAT,
  ruleset: "firestrike",
  name: "unit test game",
  table: skirmishTable(),
  forces: forcesJson("infantry-battalion", "infantry-battalion"),
  seed: "app-test",
  commands: [],
  ...extra,
});

/** An app store, its storage and a game shell playing Firestrike, its adapter installed as the store's game API. */
export function gameApp(storage = new MemoryStorage()) {
  const app = storeWith();
  const engine = bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT);
  const { shell, api: controller } = shellWith(
    app,
    storage,
    (s) => new FirestrikeGame(app, engine, s),
    () => new Date("2026-01-02T03:04:05.000Z"),
  );
  gameOf(app).setGameApi(controller);
  return { app, controller, shell, storage, engine };
}

/** Plays entries that must be accepted. */
export function playAll(controller: FirestrikeGame, ...entries: unknown[]): void {
  for (const e of entries) {
    const r = controller.play(e);
    if (!r.ok) throw new Error(`${JSON.stringify(e)} refused: ${r.error.message}`);
  }
}

/** Both sides deployed as above; the game is at turn 1, step 1c. */
export function deployBoth(controller: FirestrikeGame): void {
  playAll(
    controller,
    ...BLUE_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 0 })),
    { type: "end-deployment", side: "blue" },
    ...RED_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 180 })),
    { type: "end-deployment", side: "red" },
  );
}
