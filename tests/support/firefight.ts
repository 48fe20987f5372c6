import { builtinCatalog } from "../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../src/core/firefight/builtin";
import type { FirefightOracle, Model, ModelSight, Unit } from "../../src/core/firefight/model";
import type { FirefightWorld, Forces } from "../../src/core/firefight/world";
import type { Table } from "../../src/core/table/schema";
import { validateTable } from "../../src/core/table/validate";

/**
 * Firefight test helpers: a plain table, a fake sight oracle (which target models are hidden,
 * concealed or covered, from whom) and compact builders for units and models.
 */

export function plainTable(extra: { features?: unknown[]; width?: number; depth?: number } = {}): Table {
  const t = validateTable(
    {
      format: "sightline-table/1",
      name: "firefight test table",
      yardsPerInch: 1,
      width: extra.width ?? 48,
      depth: extra.depth ?? 48,
      levelHeightYards: 2,
      features: extra.features ?? [],
    },
    builtinCatalog(),
  );
  if (!t.ok) throw new Error(JSON.stringify(t.error));
  return t.value;
}

/** What the fake oracle answers: by target model id, optionally only from some shooters. */
export interface FakeSight {
  hidden?: Iterable<string>;
  concealed?: Iterable<string>;
  cover?: Iterable<string>;
  /** "shooter>target" pairs that cannot see each other */
  blocked?: Iterable<string>;
}

export function fakeOracle(s: FakeSight = {}): FirefightOracle & { calls: number } {
  const hidden = new Set(s.hidden);
  const concealed = new Set(s.concealed);
  const cover = new Set(s.cover);
  const blocked = new Set(s.blocked);
  const o = {
    calls: 0,
    sight(a: { id: string }, b: { id: string }): ModelSight {
      o.calls++;
      const visible = !hidden.has(b.id) && !blocked.has(`${a.id}>${b.id}`);
      return {
        visible,
        concealed: visible && concealed.has(b.id),
        cover: visible && cover.has(b.id),
        hiddenShare: concealed.has(b.id) ? 0.75 : 0,
        hardShare: cover.has(b.id) ? 0.75 : 0,
        coverBy: [],
      };
    },
  };
  return o;
}

/** FakeSight `blocked` pairs: no model of unit `from` (n models) sees any model of unit `to` (m models). */
export const blind = (from: string, n: number, to: string, m: number): string[] =>
  Array.from({ length: n }, (_, i) =>
    Array.from({ length: m }, (_, j) => `${from}-${i + 1}>${to}-${j + 1}`),
  ).flat();

export function worldWith(oracle: FirefightOracle, table: Table = plainTable()): FirefightWorld {
  return { rules: builtinFirefightRules(), table, oracle };
}

/** A unit and its models in a row along x from (x, y), 2" apart. */
export function unitAt(
  id: string,
  side: string,
  profile: string,
  x: number,
  y: number,
  n: number,
  opts: { dx?: number; dy?: number; weapon?: Unit["weapon"] } = {},
): Forces {
  const p = builtinFirefightRules().profiles.get(profile);
  const unit: Unit = {
    id,
    side,
    name: id,
    profile,
    weapon: opts.weapon ?? p?.weapon ?? "rifle",
    status: "active",
  };
  const models: Model[] = Array.from({ length: n }, (_, i) => ({
    id: `${id}-${i + 1}`,
    unit: id,
    x: x + i * (opts.dx ?? 2),
    y: y + i * (opts.dy ?? 0),
    wounds: 0,
    slain: false,
  }));
  return { units: [unit], models };
}

export const both = (...f: Forces[]): Forces => ({
  units: f.flatMap((x) => x.units),
  models: f.flatMap((x) => x.models),
});

/**
 * The turn tests' game body: a plain 48×48" table at 1 y to the inch (no terrain), two sides, and
 * two three-model trooper units a side in rows 2" apart. `b2At` places blue's second unit.
 */

export const row = (p: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${p}${i + 1}`, x: x + i * 2, y }));

export function plainBody(b2At: [number, number] = [30, 10]) {
  return {
    table: {
      format: "sightline-table/1",
      name: "plain",
      yardsPerInch: 1,
      width: 48,
      depth: 48,
      features: [],
    },
    sides: [
      { id: "blue", name: "Blue" },
      { id: "red", name: "Red" },
    ],
    units: [
      { id: "b1", side: "blue", profile: "trooper", models: row("b1-", 10, 10, 3) },
      { id: "b2", side: "blue", profile: "trooper", models: row("b2-", b2At[0], b2At[1], 3) },
      { id: "r1", side: "red", profile: "trooper", models: row("r1-", 10, 30, 3) },
      { id: "r2", side: "red", profile: "trooper", models: row("r2-", 30, 30, 3) },
    ],
  };
}
