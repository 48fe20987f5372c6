import { scriptedDice } from "../../../core/game/dice";
import { assaultCalc } from "../../../core/hexfire/assault";
import { type Calc, type CardLine, fireCalc, totals } from "../../../core/hexfire/combat";
import { hitEffect } from "../../../core/hexfire/hits";
import { hexfireMapOf } from "../../../core/hexfire/map";
import { hexfireStart } from "../../../core/hexfire/ruleset";
import { parseHexfireBody } from "../../../core/hexfire/setup";
import type { HexfireState } from "../../../core/hexfire/state";
import { parseJsonText } from "../../../core/json-text";
import { noSquareSight } from "../../../core/los/sight-rules";
import { createWorld } from "../../../geometry/los/world";
import { parseArgs } from "../../args";
import { cliCatalog, readText, UserError } from "../../io";
import { jsonLine, oneLine, printOut, problemReport } from "../../terminal";

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE =
  "usage: sightline hexfire-fire <setup-or-table.json> <firer> <target> [--assist ID,ID] [--command ID] [--assault] [--moving] [--finished ID,ID] [--shaken ID,ID] [--roll D6,D6] [--json]";

/** `sightline hexfire-fire`'s arguments, checked before any file is read. */
export interface HexfireFireOptions {
  file: string;
  firer: string;
  target: string;
  assist: string[];
  command: string | null;
  assault: boolean;
  moving: boolean;
  finished: string[];
  shaken: string[];
  roll: [number, number] | null;
  json: boolean;
}

const list = (v: string | true | undefined): string[] =>
  typeof v === "string" ? v.split(",").filter((x) => x.length > 0) : [];

/** Parses the arguments, or throws a UserError (exit 2) naming what is wrong. */
export function hexfireFireOptions(argv: readonly string[]): HexfireFireOptions {
  const args = parseArgs(
    argv,
    ["assist", "command", "finished", "shaken", "roll"],
    ["assault", "moving", "json"],
  );
  const [file, firer, target, extra] = args.positionals;
  if (!file || !firer || !target || extra !== undefined) throw new UserError(USAGE, 2);
  let roll: [number, number] | null = null;
  const raw = args.flags.get("roll");
  if (typeof raw === "string") {
    const parts = raw.split(",");
    if (parts.length !== 2) throw new UserError("--roll takes the two d6 of 2d6, e.g. --roll 3,5", 2);
    const [a, b] = parts.map((p) => {
      if (!/^[1-6]$/.test(p))
        throw new UserError(`--roll: "${oneLine(p)}" is not a d6 roll (a whole number 1 to 6)`, 2);
      return Number(p);
    });
    roll = [a!, b!];
  }
  const command = args.flags.get("command");
  const assist = list(args.flags.get("assist"));
  if (assist.length > 6) throw new UserError("--assist takes at most 6 units", 2);
  return {
    file,
    firer,
    target,
    assist,
    command: typeof command === "string" ? command : null,
    assault: args.flags.has("assault"),
    moving: args.flags.has("moving"),
    finished: list(args.flags.get("finished")),
    shaken: list(args.flags.get("shaken")),
    roll,
    json: args.flags.has("json"),
  };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const lineText = (l: CardLine) =>
  `  ${signed(l.value).padStart(3)}  ${l.card}\n         measured: ${l.measured}`;

function calcText(o: HexfireFireOptions, c: Calc, dice: [number, number] | null): string {
  const t = totals(c);
  const out = [
    `${o.assault ? "Assault" : "Fire"}: ${[o.firer, ...o.assist].join(" + ")} at ${o.target}`,
    `AV = FP ${c.avBase} + 2d6${dice ? ` (${dice[0]}+${dice[1]})` : ""}`,
    ...c.av.map(lineText),
    `DV = armour ${c.dvBase}`,
    ...c.dv.map(lineText),
    `AV ${t.av}${dice ? ` + ${dice[0] + dice[1]} = ${t.av + dice[0] + dice[1]}` : " + 2d6"}; DV ${t.dv}`,
  ];
  if (dice) {
    const hits = Math.max(0, t.av + dice[0] + dice[1] - t.dv);
    out.push(
      `hits = AV − DV = ${hits}: ${hitEffect({ shaken: false, reduced: false }, hits)} (on a full-strength unit)`,
    );
  } else
    out.push(`hits = AV − DV: 1 from 2d6 ≥ ${t.dv - t.av + 1}, 3 (eliminated) from 2d6 ≥ ${t.dv - t.av + 3}`);
  out.push(
    `marked Finished: ${[...c.finishes, ...(c.defenderCommand ? [c.defenderCommand] : [])].join(", ")}`,
  );
  return out.map((l) => l.split("\n").map(oneLine).join("\n")).join("\n");
}

/** `sightline hexfire-fire`: the fire and assault calculator: every card line with its measurement. */
export function hexfireFireCommand(argv: readonly string[]): number {
  const o = hexfireFireOptions(argv);
  const catalog = cliCatalog();
  const json = parseJsonText(readText(o.file));
  if (!json.ok) throw new UserError(problemReport(o.file, json.error));
  const v = json.value as Record<string, unknown>;
  const asSetup = v !== null && typeof v === "object" && "table" in v;
  const body = parseHexfireBody(
    asSetup
      ? {
          table: v.table,
          ...(v.units ? { units: v.units } : {}),
          ...(v.sandbags ? { sandbags: v.sandbags } : {}),
        }
      : { table: v },
    catalog,
  );
  if (!body.ok)
    throw new UserError(
      problemReport(
        o.file,
        asSetup ? body.error : body.error.map((p) => ({ ...p, path: p.path.replace(/^\$\.table/, "$") })),
      ),
    );
  const map = hexfireMapOf(createWorld(body.value.table, catalog, noSquareSight("hexfire")))!;
  const s0 = hexfireStart(body.value, scriptedDice([6, 6, 1, 1])).state;
  const ids = s0.units.map((u) => u.id);
  for (const id of [
    o.firer,
    o.target,
    ...o.assist,
    ...o.finished,
    ...o.shaken,
    ...(o.command ? [o.command] : []),
  ])
    if (!ids.includes(id))
      throw new UserError(`${oneLine(o.file)}: no unit "${oneLine(id)}" (units: ${ids.join(", ")})`);
  const side = s0.units.find((u) => u.id === o.firer)!.side;
  const state: HexfireState = {
    ...s0,
    units: s0.units.map((u) => ({
      ...u,
      finished: o.finished.includes(u.id),
      shaken: o.shaken.includes(u.id),
    })),
  };
  const c = o.assault
    ? assaultCalc(state, map, side, {
        units: [o.firer, ...o.assist],
        target: o.target,
        ...(o.command ? { command: o.command } : {}),
      })
    : fireCalc(state, map, side, {
        unit: o.firer,
        target: o.target,
        assist: o.assist,
        ...(o.command ? { command: o.command } : {}),
        onTheMove: o.moving,
      });
  if (!c.ok)
    throw new UserError(
      `${oneLine(o.file)}: ${oneLine(c.error.message)}${c.error.path ? ` (${c.error.path})` : ""}`,
      1,
    );
  if (o.json) {
    const t = totals(c.value);
    const hits = o.roll ? Math.max(0, t.av + o.roll[0] + o.roll[1] - t.dv) : null;
    printOut(
      jsonLine({
        ...c.value,
        total: t,
        dice: o.roll,
        hits,
        effect: hits === null ? null : hitEffect({ shaken: false, reduced: false }, hits),
      }),
    );
  } else printOut(calcText(o, c.value, o.roll));
  return 0;
}
