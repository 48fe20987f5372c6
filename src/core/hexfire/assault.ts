import { refuse } from "../game/ruleset";
import { ok } from "../result";
import { type Calc, type CardLine, commandLine, own, terrainLines } from "./combat";
import { DEFAULTS, statsOf, terrainOf } from "./data";
import type { HexfireMap } from "./map";
import type { HexfireState, HexfireUnit } from "./state";
import { fpOf, unitById, unitsIn } from "./units";

/** Seed 001's Assault table, attackers and defenders, as a pure calculation (combat.ts has Fire). */

/** What an assault asks: the attackers (the first leads, its FP counts), the assaulted unit. */
export interface AssaultOrder {
  units: readonly string[];
  target: string;
  command?: string;
}

/** An assault as the card computes it, or the refusal naming the line it breaks. */
export function assaultCalc(s: HexfireState, map: HexfireMap, side: string, o: AssaultOrder) {
  const t = unitById(s, o.target);
  if (!t || t.side === side || t.hex === null)
    return refuse("no-target", `"${o.target}" is not an enemy unit on the board`, "$.target");
  const attackers: HexfireUnit[] = [];
  for (const [i, id] of o.units.entries()) {
    const path = `$.units[${i}]`;
    const a = own(s, id, side, path);
    if (!a.ok) return a;
    const u = a.value;
    if (attackers.some((x) => x.id === u.id)) return refuse("assist-twice", `${u.id} is named twice`, path);
    if (u.finished) return refuse("finished", `${u.id} is marked Finished and cannot assault`, path);
    if (u.shaken)
      return refuse(
        "shaken-assist",
        `${u.id} is Shaken: Shaken units cannot assist${i === 0 ? " or assault (project default)" : ""}`,
        path,
      );
    if (u.type === "spa")
      return refuse(
        "spa-assist",
        `${u.id} is an SPA: SPAs cannot assist${i === 0 ? " or assault (project default)" : ""}`,
        path,
      );
    if (u.type === "helicopter")
      return refuse(
        "cannot-assault",
        `${u.id} is a helicopter: helicopters do not assault (project default)`,
        path,
      );
    if (map.distance(u.hex!, t.hex) !== 1)
      return refuse(
        "not-adjacent",
        `${u.id} at ${u.hex} is not adjacent to the assaulted hex ${t.hex} (an assault is made from an adjacent hex)`,
        path,
      );
    attackers.push(u);
  }
  const lead = attackers[0]!;
  const hexTerrain = map.hex(t.hex)!.terrain;
  const cls = terrainOf(hexTerrain).assaultClass;
  const defenders = unitsIn(s, t.hex);
  const av: CardLine[] = [];
  const finishes = attackers.map((u) => u.id);
  const cmd = commandLine(s, map, side, o.command, t.hex, "$.command", "assaulted hex");
  if (!cmd.ok) return cmd;
  av.push(cmd.value.line);
  if (cmd.value.used) finishes.push(cmd.value.used);
  av.push({ card: "+2AV for assaulting", value: 2, measured: `${lead.id} leads` });
  const support = attackers.slice(1);
  const sInf = support.filter((u) => statsOf(u.type).countsAs === "infantry").length;
  const sAfv = support.filter((u) => statsOf(u.type).countsAs === "afv").length;
  av.push({
    card: "+1AV if a group assault and supporting unit is infantry",
    value: sInf,
    measured: `${sInf} infantry supporting`,
  });
  av.push({
    card: "+2AV if a group assault and supporting unit is AFV",
    value: 2 * sAfv,
    measured: `${sAfv} AFV supporting`,
  });
  const only = (us: readonly HexfireUnit[], k: "infantry" | "afv") =>
    us.length > 0 && us.every((u) => statsOf(u.type).countsAs === k);
  const forces = `attackers ${attackers.map((u) => u.type).join("+")}, defenders ${defenders.map((u) => u.type).join("+")}, ${hexTerrain} hex (${cls})`;
  av.push({
    card: "+2AV if AFV-only force is assaulting infantry-only force in Clear (no-cover) hex",
    value: only(attackers, "afv") && only(defenders, "infantry") && cls === "clear" ? 2 : 0,
    measured: forces,
  });
  av.push({
    card: "+2AV if infantry-only force is assaulting AFV-only force in Urban hex",
    value: only(attackers, "infantry") && only(defenders, "afv") && cls === "urban" ? 2 : 0,
    measured: forces,
  });
  // Defenders: the best un-Finished CO/2IC of the defending side in range adds its bonus (automatic, project default).
  const dcmd = s.units
    .filter(
      (u) =>
        u.side === t.side &&
        u.hex !== null &&
        !u.finished &&
        statsOf(u.type).commandBonus > 0 &&
        map.distance(u.hex, t.hex!) <= DEFAULTS.commandRangeHexes,
    )
    .sort((a, b) => statsOf(b.type).commandBonus - statsOf(a.type).commandBonus)[0];
  const dv: CardLine[] = [
    {
      card: "An un-Finished CO/2IC unit can add its bonus if assaulted hex is within range (mark as Finished)",
      value: dcmd ? statsOf(dcmd.type).commandBonus : 0,
      measured: dcmd
        ? `${dcmd.type} ${dcmd.id} at ${dcmd.hex}, ${map.distance(dcmd.hex!, t.hex)} hexes (chosen automatically, project default)`
        : "no un-Finished CO/2IC in range",
    },
    ...terrainLines(s, map, t),
    { card: "No concealment bonus against assault", value: 0, measured: "concealment is not counted" },
  ];
  const helpers = defenders.filter((u) => u.id !== t.id && !u.shaken && u.type !== "spa");
  const dInf = helpers.filter((u) => statsOf(u.type).countsAs === "infantry").length;
  const dAfv = helpers.filter((u) => statsOf(u.type).countsAs === "afv").length;
  const left = defenders.filter((u) => u.id !== t.id && (u.shaken || u.type === "spa")).map((u) => u.id);
  const leftWords = left.length
    ? `; ${left.join(", ")} cannot assist (Shaken units and SPAs cannot assist)`
    : "";
  dv.push({
    card: "+1DV if a group is assaulted and assisting defending unit is infantry",
    value: dInf,
    measured: `${dInf} infantry in ${t.hex} assisting${leftWords}`,
  });
  dv.push({
    card: "+2DV if a group is assaulted and assisting defending unit is an AFV",
    value: 2 * dAfv,
    measured: `${dAfv} AFV in ${t.hex} assisting${leftWords}`,
  });
  return ok<Calc>({
    kind: "assault",
    av,
    dv,
    avBase: fpOf(lead),
    dvBase: statsOf(t.type).armour,
    finishes,
    defenderCommand: dcmd?.id ?? null,
  });
}
