import { refuse } from "../game/ruleset";
import { ok } from "../result";
import { DEFAULTS, statsOf, terrainOf } from "./data";
import type { HexfireMap } from "./map";
import type { HexfireState, HexfireUnit } from "./state";
import { fpOf, losBetween, raisedLevels, unitById } from "./units";

/**
 * Seed 001's Fire and Assault tables as pure calculations: every line of the card with its value and
 * what was measured for it (range, Recon sight, hill edge, level). The reducer (apply.ts) and the
 * calculator (sightline hexfire-fire) both read these, so what the calculator shows is what is played.
 */

/** One line of the card, as it applies: its value (0 when it does not) and why. */
export interface CardLine {
  /** the card's words */
  card: string;
  value: number;
  /** what was measured or checked for it */
  measured: string;
}

/** A fire or assault calculation, before the dice. */
export interface Calc {
  kind: "fire" | "assault";
  /** AV = FP + 2d6 + these lines */
  av: CardLine[];
  dv: CardLine[];
  avBase: number;
  dvBase: number;
  /** units the command marks Finished (firer, assistants, the CO/2IC used; every attacker) */
  finishes: string[];
  /** a defending CO/2IC whose bonus was used (marked Finished too) */
  defenderCommand: string | null;
}

/** What a fire asks. */
export interface FireOrder {
  unit: string;
  target: string;
  assist?: readonly string[];
  command?: string;
  /** the firer moved in this activation */
  onTheMove: boolean;
  /** Op Fire: no group fire */
  op?: boolean;
}

const sum = (ls: readonly CardLine[]) => ls.reduce((a, l) => a + l.value, 0);
/** AV without the dice, and DV. */
export const totals = (c: Calc) => ({ av: c.avBase + sum(c.av), dv: c.dvBase + sum(c.dv) });

/** A unit of `side` on the board, or the refusal naming `path`. */
export function own(s: HexfireState, id: string, side: string, path: string) {
  const u = unitById(s, id);
  if (!u) return refuse("no-unit", `no unit "${id}"`, path);
  if (u.side !== side) return refuse("not-yours", `"${id}" is not a ${side} unit`, path);
  if (u.hex === null) return refuse("carried", `"${id}" is carried by "${u.carriedBy}" and cannot act`, path);
  return ok(u);
}

/** The CO/2IC line for `side`'s named command unit over a target hex (attackers and firers). */
export function commandLine(
  s: HexfireState,
  map: HexfireMap,
  side: string,
  id: string | undefined,
  hex: string,
  path: string,
  what: string,
) {
  if (id === undefined)
    return ok({
      line: { card: "An un-Finished CO/2IC unit can add its bonus", value: 0, measured: "no CO/2IC named" },
      used: null,
    });
  const c = own(s, id, side, path);
  if (!c.ok) return c;
  const u = c.value;
  const bonus = statsOf(u.type).commandBonus;
  if (bonus === 0) return refuse("not-command", `"${id}" is a ${u.type}, not a CO/2IC`, path);
  if (u.finished)
    return refuse(
      "finished",
      `"${id}" is marked Finished: only an un-Finished CO/2IC unit can add its bonus`,
      path,
    );
  const d = map.distance(u.hex!, hex);
  if (d > DEFAULTS.commandRangeHexes)
    return refuse(
      "out-of-command",
      `"${id}" is ${d} hexes from the ${what}: its bonus reaches ${DEFAULTS.commandRangeHexes} (project default)`,
      path,
    );
  return ok({
    line: {
      card: `An un-Finished CO/2IC unit can add its bonus if ${what} is within range (mark as Finished)`,
      value: bonus,
      measured: `${u.type} ${id} at ${u.hex}, ${d} hexes from ${hex} (range ${DEFAULTS.commandRangeHexes})`,
    },
    used: u.id,
  });
}

/** Terrain and sandbag DV of a unit in its hex (a helicopter in the air takes neither: project default). */
export function terrainLines(s: HexfireState, map: HexfireMap, t: HexfireUnit): CardLine[] {
  const bh = map.hex(t.hex!)!;
  if (t.type === "helicopter")
    return [
      {
        card: "+ terrain and sandbag DV bonuses",
        value: 0,
        measured: "a helicopter in the air takes no terrain (project default)",
      },
    ];
  const sand = s.sandbags.includes(t.hex!);
  return [
    {
      card: "+ terrain and sandbag DV bonuses",
      value: terrainOf(bh.terrain).dv,
      measured: `${bh.terrain} at ${t.hex}`,
    },
    {
      card: "+ terrain and sandbag DV bonuses (sandbags)",
      value: sand ? DEFAULTS.sandbagDv : 0,
      measured: sand ? `sandbags at ${t.hex}` : "no sandbags",
    },
  ];
}

/** The card's concealment line, measured: concealing terrain, not Finished, no enemy moved adjacent, no enemy Recon sees it. */
export function concealmentLine(s: HexfireState, map: HexfireMap, t: HexfireUnit): CardLine {
  const card =
    "+1DV if in concealing terrain (not in LOS of enemy Recon unit, not marked Finished, not had an enemy unit move into an adjacent hex)";
  const terrain = map.hex(t.hex!)!.terrain;
  if (t.type === "helicopter")
    return { card, value: 0, measured: "a helicopter in the air is never concealed (project default)" };
  if (!terrainOf(terrain).concealing)
    return { card, value: 0, measured: `${terrain} at ${t.hex} does not conceal` };
  if (t.finished) return { card, value: 0, measured: `${t.id} is marked Finished` };
  if (t.enemyMovedAdjacent)
    return { card, value: 0, measured: "an enemy unit moved into an adjacent hex this turn" };
  const recon = s.units.filter((u) => u.type === "recon" && u.side !== t.side && u.hex !== null);
  for (const r of recon) {
    const v = losBetween(map, r, t);
    if (v.visible)
      return {
        card,
        value: 0,
        measured: `in LOS of enemy Recon ${r.id} at ${r.hex} (measured, ${v.distanceHexes} hexes)`,
      };
  }
  const why =
    recon.length === 0
      ? "no enemy Recon unit on the board"
      : `no enemy Recon sees ${t.hex} (${recon.map((r) => `${r.id} at ${r.hex}: ${losBetween(map, r, t).blockedBecause ?? "blocked"}`).join("; ")})`;
  return { card, value: 1, measured: `${terrain} at ${t.hex}; ${why}` };
}

/** The hill-edge line: the target's hex crossed by a plateau edge (measured) and the firer at ground level. */
export function hillEdgeLine(map: HexfireMap, firer: HexfireUnit, t: HexfireUnit): CardLine {
  const card = "+1DV if in Hill edge hex and attack is from ground level";
  if (t.type === "helicopter")
    return { card, value: 0, measured: "a helicopter in the air (project default)" };
  const edge = map.hillEdge(t.hex!);
  const edgeWords = edge.edge
    ? `${t.hex} is a hill-edge hex (levels ${edge.levels.join(" and ")} inside it)`
    : `${t.hex} is not a hill-edge hex (level ${edge.levels.join("")} throughout)`;
  const level = map.level(firer.hex!) + raisedLevels(firer);
  const ground = level === 0;
  const firerWords = ground
    ? `firer at ground level (${firer.hex}, level 0)`
    : `firer at level ${level} (${firer.hex}${firer.type === "helicopter" ? ", flying" : ""})`;
  return { card, value: edge.edge && ground ? 1 : 0, measured: `${edgeWords}; ${firerWords}` };
}

/** A fire (or Op Fire) as the card computes it, or the refusal naming the card line it breaks. */
export function fireCalc(s: HexfireState, map: HexfireMap, side: string, o: FireOrder) {
  const f = own(s, o.unit, side, "$.unit");
  if (!f.ok) return f;
  const firer = f.value;
  if (firer.finished)
    return refuse("finished", `${firer.id} is marked Finished and cannot fire this turn`, "$.unit");
  const t = unitById(s, o.target);
  if (!t || t.side === side || t.hex === null)
    return refuse("no-target", `"${o.target}" is not an enemy unit on the board`, "$.target");
  const st = statsOf(firer.type);
  const d = map.distance(firer.hex!, t.hex);
  const maxRange = st.whiteFp ? st.range * DEFAULTS.longRangeFactor : st.range;
  if (d > maxRange)
    return refuse(
      "out-of-range",
      `${t.id} is ${d} hexes away; ${firer.id} reaches ${maxRange} (range ${st.range}${st.whiteFp ? ", long range to 2×" : ", no long range without white FP"})`,
      "$.target",
    );
  const los = losBetween(map, firer, t);
  if (!los.visible)
    return refuse(
      "no-los",
      `no line of sight from ${firer.hex} to ${t.hex}: ${los.blockedBecause ?? "blocked"}`,
      "$.target",
    );
  const av: CardLine[] = [];
  const finishes = [firer.id];
  const cmd = commandLine(s, map, side, o.command, t.hex, "$.command", "target");
  if (!cmd.ok) return cmd;
  av.push(cmd.value.line);
  if (cmd.value.used) finishes.push(cmd.value.used);
  const rangeWords = `${d} hexes (measured), range ${st.range}, ${st.whiteFp ? "white FP" : "not white FP"}`;
  av.push({
    card: "+1AV for white FP unit firing at targets up to ½ range",
    value: st.whiteFp && d * 2 <= st.range ? 1 : 0,
    measured: rangeWords,
  });
  av.push({
    card: "-2AV for white FP unit firing at targets at long range",
    value: st.whiteFp && d > st.range ? -2 : 0,
    measured: rangeWords,
  });
  av.push({
    card: "-2AV if firing on the move",
    value: o.onTheMove ? -2 : 0,
    measured: o.onTheMove ? `${firer.id} moved this activation` : "it has not moved",
  });
  const assist = o.assist ?? [];
  if (o.op && assist.length > 0)
    return refuse("op-group", "Op Fire is one unit's fire: no group fire (project default)", "$.assist");
  let inf = 0;
  let afv = 0;
  for (const [i, id] of assist.entries()) {
    const path = `$.assist[${i}]`;
    const a = own(s, id, side, path);
    if (!a.ok) return a;
    const u = a.value;
    if (u.id === firer.id || finishes.includes(u.id))
      return refuse("assist-twice", `${u.id} is already in this fire`, path);
    if (u.finished) return refuse("finished", `${u.id} is marked Finished and cannot assist`, path);
    if (u.shaken)
      return refuse(
        "shaken-assist",
        `${u.id} is Shaken: Shaken units cannot assist (card, read for Group Fire too)`,
        path,
      );
    const as = statsOf(u.type).countsAs;
    if (as === "neither" || u.type === "spa" || u.type === "co" || u.type === "2ic")
      return refuse(
        "cannot-assist",
        `${u.id} is a ${u.type}: Group Fire is assisted by infantry (+1AV) or an AFV (+2AV)`,
        path,
      );
    if (map.distance(u.hex!, firer.hex!) > 1)
      return refuse(
        "assist-far",
        `${u.id} at ${u.hex} is not in or next to ${firer.id}'s hex ${firer.hex} (Group Fire, project default)`,
        path,
      );
    const v = losBetween(map, u, t);
    const ar = statsOf(u.type);
    if (!v.visible || v.distanceHexes > (ar.whiteFp ? 2 * ar.range : ar.range))
      return refuse(
        "assist-los",
        `${u.id} has no line of sight or range to ${t.hex} (Group Fire, project default)`,
        path,
      );
    if (as === "infantry") inf++;
    else afv++;
    finishes.push(u.id);
  }
  av.push({
    card: "+1AV if Group Fire and assisting unit is infantry",
    value: inf,
    measured: `${inf} infantry assisting`,
  });
  av.push({
    card: "+2AV if Group Fire and assisting unit is an AFV",
    value: 2 * afv,
    measured: `${afv} AFV assisting`,
  });
  const passenger = firer.type === "apc" ? s.units.find((u) => u.carriedBy === firer.id) : undefined;
  av.push({
    card: "+1AV if APC is attacking and it is carrying an un-Shaken infantry unit",
    value: passenger && !passenger.shaken ? 1 : 0,
    measured:
      firer.type !== "apc"
        ? "not an APC"
        : passenger
          ? `carrying ${passenger.id}${passenger.shaken ? " (Shaken)" : ""}`
          : "carrying nobody",
  });
  const hovering = firer.type === "helicopter" && !o.onTheMove;
  av.push({
    card: "+1AV if unit is hovering",
    value: hovering ? 1 : 0,
    measured:
      firer.type !== "helicopter"
        ? "not a helicopter"
        : hovering
          ? "a helicopter that has not moved this activation hovers (project default)"
          : "moved this activation",
  });
  const dv: CardLine[] = [
    ...terrainLines(s, map, t),
    hillEdgeLine(map, firer, t),
    concealmentLine(s, map, t),
  ];
  return ok<Calc>({
    kind: "fire",
    av,
    dv,
    avBase: fpOf(firer),
    dvBase: statsOf(t.type).armour,
    finishes,
    defenderCommand: null,
  });
}
