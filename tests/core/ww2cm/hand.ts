import { builtinCatalog } from "../../../src/core/catalog/builtin";
import type { Dice } from "../../../src/core/game/ruleset";
import { validateTable } from "../../../src/core/table/validate";
import { ww2Game } from "../../../src/core/ww2cm/game";
import type { Ww2Oracle } from "../../../src/core/ww2cm/measured";
import { parseWw2Body } from "../../../src/core/ww2cm/setup";
import type { Model, Unit, Ww2State } from "../../../src/core/ww2cm/state";

/** Hand-made states and tables for seed 002's rules tests (not a test file: no `.test`). */

/** A cm table of these features (lengths cm). */
export function cmTable(features: unknown[], extra: Record<string, unknown> = {}) {
  const t = validateTable(
    {
      format: "sightline-table/1",
      lengthUnit: "cm",
      name: "hand",
      yardsPerInch: 1.5,
      width: 120,
      depth: 120,
      levelHeightYards: 3,
      features,
      ...extra,
    },
    builtinCatalog(),
  );
  if (!t.ok) throw new Error(JSON.stringify(t.error));
  return t.value;
}

/** Clear lines, open ground, no cover anywhere. */
export const clear: Ww2Oracle = {
  line: (a, b) => ({ blockedBy: null, pieces: [], distanceCm: Math.hypot(a.x - b.x, a.y - b.y), levels: 0 }),
  ground: () => "open",
  inCover: () => false,
};

export const unit = (id: string, side: string, patch: Partial<Unit> = {}): Unit => ({
  id,
  side,
  name: id,
  training: "regular",
  weapon: "rifle",
  officer: 0,
  vehicle: null,
  morale: "ok",
  pinned: false,
  moved: false,
  sprinted: false,
  shot: false,
  charged: false,
  aliveAtTurnStart: 4,
  testedThisTurn: false,
  ...patch,
});

/** n models of a unit in a row from (x, y), 2 cm apart. */
export const models = (u: string, x: number, y: number, n: number): Model[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${u}-${i}`,
    unit: u,
    x: x + i * 2,
    y,
    storey: 0,
    dead: false,
  }));

export const state = (units: Unit[], ms: Model[], patch: Partial<Ww2State> = {}): Ww2State => ({
  turn: 1,
  turnLimit: 6,
  side: "blue",
  phase: "move",
  units,
  models: ms,
  over: null,
  ...patch,
});

/** A game of a set-up JSON (no table field: `table` is given), on an oracle. */
export function handGame(tableJson: unknown, body: Record<string, unknown>, oracle: Ww2Oracle = clear) {
  const b = parseWw2Body({ table: tableJson, ...body }, builtinCatalog());
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  return { body: b.value, game: ww2Game(b.value, oracle) };
}

/** The history an entry's apply gets. */
export const hist = (dice: Dice) => ({ index: 0, before: () => null as never, dice });
