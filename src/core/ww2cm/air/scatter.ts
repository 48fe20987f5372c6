import type { Dice } from "../../game/ruleset";
import type { Table } from "../../table/schema";
import { tableCm } from "./path";

/**
 * The airborne scatters of seed 002 ("Roll the scatter for the plane of 4d6", "Roll 3d6 on the
 * scatter", "scatter 4d6"): the distance is the dice's sum in cm; the direction is a project default,
 * a d6 for one of six directions 60° apart (1 = +y, then clockwise), since the seed rolls only d6s.
 * A point scattered off the table stops at its edge (project default), `marginCm` inside it.
 */

/** One scatter: its direction die, its distance dice, and where it ended. */
export interface Scatter {
  from: [number, number];
  direction: number;
  dice: number[];
  cm: number;
  to: [number, number];
}

/** The heading, degrees (0 = +y, clockwise), a direction die stands for. */
export const headingOf = (direction: number): number => (direction - 1) * 60;

/** Rolls a scatter of `n`d6 cm from `from`, kept on the table. */
export function scatter(from: [number, number], n: number, dice: Dice, table: Table, marginCm = 0): Scatter {
  const direction = dice.roll(6);
  const rolls = Array.from({ length: n }, () => dice.roll(6));
  const cm = rolls.reduce((a, b) => a + b, 0);
  const t = (headingOf(direction) * Math.PI) / 180;
  const { width, depth } = tableCm(table);
  const clamp = (v: number, hi: number) => Math.min(Math.max(v, marginCm), hi - marginCm);
  const to: [number, number] = [
    clamp(from[0] + Math.sin(t) * cm, width),
    clamp(from[1] + Math.cos(t) * cm, depth),
  ];
  return { from, direction, dice: rolls, cm, to };
}
