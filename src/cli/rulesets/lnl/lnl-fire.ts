import { parseJsonText } from "../../../core/json-text";
import { scriptedDice } from "../../../core/lnl/dice";
import { type FireEvent, planShot, resolveShot, type ShotPlan, type ShotSpec } from "../../../core/lnl/fire";
import { lnlMapOf } from "../../../core/lnl/map";
import { lnlStart } from "../../../core/lnl/ruleset";
import { parseLnlBody } from "../../../core/lnl/setup";
import { SKILL_DECK } from "../../../core/lnl/skills";
import type { LnlState } from "../../../core/lnl/state";
import { noSquareSight } from "../../../core/los/sight-rules";
import { createWorld } from "../../../geometry/los/world";
import { parseArgs } from "../../args";
import { cliCatalog, readText, UserError } from "../../io";
import { jsonLine, oneLine, printOut, problemReport } from "../../terminal";

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE =
  "usage: sightline lnl-fire <table.json> <firer> <target> [--with ID,ID] [--sw ID,ID] [--no-ifp] [--roll D6,D6,...] [--opportunity] [--ops-complete] [--spotted] [--target-moving] [--night] [--lit] [--json]";

/** `sightline lnl-fire`'s arguments, checked before any file is read. */
export interface LnlFireOptions {
  file: string;
  firer: string;
  target: string;
  with: string[];
  sw: string[];
  ifp: boolean;
  /** scripted d6 rolls: attack, defence, then one damage check per target unit (and a hero roll after a 1, then its skill card's roll) */
  roll: number[] | null;
  opportunity: boolean;
  opsComplete: boolean;
  spotted: boolean;
  targetMoving: boolean;
  night: boolean;
  lit: boolean;
  json: boolean;
}

const list = (v: string | true | undefined): string[] =>
  typeof v === "string" ? v.split(",").filter((x) => x.length > 0) : [];

/** Parses `sightline lnl-fire`'s arguments, or throws a UserError (exit 2) naming what is wrong. */
export function lnlFireOptions(argv: readonly string[]): LnlFireOptions {
  const args = parseArgs(
    argv,
    ["with", "sw", "roll"],
    ["no-ifp", "opportunity", "ops-complete", "spotted", "target-moving", "night", "lit", "json"],
  );
  const [file, firer, target, extra] = args.positionals;
  if (!file || !firer || !target || extra !== undefined) throw new UserError(USAGE, 2);
  let roll: number[] | null = null;
  const raw = args.flags.get("roll");
  if (typeof raw === "string") {
    const parts = raw.split(",");
    if (parts.length > 24) throw new UserError("--roll takes at most 24 rolls", 2);
    roll = parts.map((p) => {
      if (!/^[1-6]$/.test(p))
        throw new UserError(`--roll: "${oneLine(p)}" is not a d6 roll (a whole number 1 to 6)`, 2);
      return Number(p);
    });
  }
  const withIds = list(args.flags.get("with"));
  const sw = list(args.flags.get("sw"));
  if (withIds.length > 11 || sw.length > 2)
    throw new UserError("--with takes at most 11 units, --sw at most 2 SWs", 2);
  return {
    file,
    firer,
    target,
    with: withIds,
    sw,
    ifp: !args.flags.has("no-ifp"),
    roll,
    opportunity: args.flags.has("opportunity"),
    opsComplete: args.flags.has("ops-complete"),
    spotted: args.flags.has("spotted"),
    targetMoving: args.flags.has("target-moving"),
    night: args.flags.has("night"),
    lit: args.flags.has("lit"),
    json: args.flags.has("json"),
  };
}

function planText(o: LnlFireOptions, p: ShotPlan): string[] {
  const lines = [
    `${[o.firer, ...o.with].join(" + ")} (${p.firerHex}) fires at ${p.targets.map((t) => t.id).join(", ")} (${p.targets[0]!.hex}): LOS clear, ${p.los.distanceHexes} hexes`,
    `firepower ${p.fp}:`,
    ...p.fpParts.map((x) => `  ${x.unit}: ${x.what} → ${x.fp} (${x.rule})`),
    "attacker's modifiers:",
    ...(p.attacker.length
      ? p.attacker.map(
          (m) => `  ${m.line.padEnd(7)} ${m.value >= 0 ? "+" : ""}${m.value}  ${m.text} (${m.section})`,
        )
      : ["  none"]),
    `defender: ${p.defenderTm.line} ${p.defenderTm.value >= 0 ? "+" : ""}${p.defenderTm.value}  ${p.defenderTm.text}`,
  ];
  if (!p.oft) return lines;
  // ordnance at armour: the OFT replaces the DFT (its lines come from the state: facing, turret, hatches)
  const turned = p.aims
    .filter((a) => a.turretTurns || a.pivotsToFire)
    .map((a) => `  ${a.unit} ${a.turretTurns ? "turns its turret" : "pivots"} to fire`);
  return [
    lines[0]!,
    `OFT: ${p.oft.sw} (FP ${p.oft.swFp}) at ${p.oft.target}, armour ${p.oft.armor}`,
    ...turned,
    "OFT modifiers (to-hit roll):",
    ...(p.oft.modifiers.length
      ? p.oft.modifiers.map(
          (m) => `  ${m.line.padEnd(12)} ${m.value >= 0 ? "+" : ""}${m.value}  ${m.text} (${m.section})`,
        )
      : ["  none"]),
  ];
}

function resultText(e: FireEvent): string[] {
  if (e.oft) {
    const o = e.oft;
    const out = [
      `to hit 1d6 ${o.toHitRoll} + modifiers = ${o.toHitTotal} vs ${o.toHitNumber}: ${o.hit ? "hit" : "miss"}`,
    ];
    if (o.hit)
      out.push(
        `penetration 1d6 ${o.penRoll} + FP = ${o.penTotal} vs armour ${o.armor}: ${o.penetrated ? "penetrated" : "no penetration"}`,
      );
    for (const d of e.damage)
      out.push(`  ${d.unit}: DC ${d.dr} vs morale ${d.morale} (${d.column}): ${d.result}`);
    return out;
  }
  const lines = [
    `attack 1d6 ${e.attackRoll} + FP ${e.fp} + modifiers = ${e.attackTotal}; defence 1d6 ${e.defenceRoll} + TM ${e.tm} = ${e.defenceTotal}: ${e.hit ? "damage checks" : "no effect"}`,
  ];
  for (const d of e.damage)
    lines.push(
      `  ${d.unit}: DC 1d6 ${d.natural} + ${e.attackTotal - e.defenceTotal}${d.leaderLm ? ` − LM ${d.leaderLm}` : ""} = ${d.dr} vs morale ${d.morale} (${d.column}): ${d.result} — ${d.note}` +
        (d.hero
          ? `; hero check 1d6 ${d.hero.roll}: ${d.hero.appears ? `a hero (${d.hero.id}) appears${d.hero.skill ? ` with skill card ${d.hero.skill.card} (1d${SKILL_DECK.length} ${d.hero.skill.roll})` : ""}` : "no hero"}`
          : ""),
    );
  for (const s of e.destroyedSw) lines.push(`  captured SW ${s} is destroyed after a harmless first attack`);
  return lines;
}

/** `sightline lnl-fire`: the DFT calculator on a hex table: every modifier with its card line. */
export function lnlFireCommand(argv: readonly string[]): number {
  const o = lnlFireOptions(argv);
  const catalog = cliCatalog();
  const json = parseJsonText(readText(o.file));
  if (!json.ok) throw new UserError(problemReport(o.file, json.error));
  const body = parseLnlBody({ table: json.value, night: o.night }, catalog);
  if (!body.ok)
    throw new UserError(
      problemReport(
        o.file,
        body.error.map((p) => ({ ...p, path: p.path.replace(/^\$\.table/, "$") })),
      ),
    );
  const world = createWorld(body.value.table, catalog, noSquareSight("lnl"));
  const map = lnlMapOf(world)!;
  const s0 = lnlStart(body.value);
  const find = (id: string) => {
    const u = s0.units.find((x) => x.id === id);
    if (!u)
      throw new UserError(
        `${oneLine(o.file)}: no unit "${oneLine(id)}" (units: ${s0.units.map((x) => x.id).join(", ")})`,
      );
    return u;
  };
  const firer = find(o.firer);
  const target = find(o.target);
  for (const id of o.with) find(id);
  const state: LnlState = {
    ...s0,
    units: s0.units.map((u) =>
      u.id === target.id || (u.hex === target.hex && u.side === target.side)
        ? { ...u, moved: o.targetMoving }
        : [firer.id, ...o.with].includes(u.id)
          ? { ...u, opsComplete: o.opsComplete }
          : u,
    ),
  };
  const spec: ShotSpec = {
    firers: [{ unit: firer.id, sw: o.sw, ifp: o.ifp }, ...o.with.map((id) => ({ unit: id }))],
    targetHex: target.hex,
    opportunity: o.opportunity,
    spottedThisImpulse: o.spotted,
    movingNow: [],
    extra: { lit: o.lit },
  };
  const plan = planShot(state, map, spec);
  if (!plan.ok) throw new UserError(`${oneLine(o.file)}: ${oneLine(plan.error)}`, 1);
  let event: FireEvent | null = null;
  if (o.roll) {
    const dice = scriptedDice(o.roll);
    try {
      event = resolveShot(state, plan.value, spec, dice).event;
    } catch (e) {
      throw new UserError(
        `--roll: ${e instanceof Error ? e.message : String(e)}; give the attack, defence, each damage check, any hero roll and, when a hero appears, its skill card's 1d${SKILL_DECK.length}`,
        2,
      );
    }
  }
  if (o.json) {
    const { targets, los, ...rest } = plan.value;
    printOut(
      jsonLine({
        ...rest,
        targets: targets.map((t) => t.id),
        los: {
          visible: los.visible,
          degradingCounted: los.degradingCounted,
          distanceHexes: los.distanceHexes,
          crossed: los.crossed,
        },
        result: event,
      }),
    );
  } else printOut([...planText(o, plan.value), ...(event ? resultText(event) : [])].map(oneLine).join("\n"));
  return 0;
}
