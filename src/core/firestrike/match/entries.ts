import { z } from "zod";
import { refuse } from "../../game/ruleset";
import { idSchema } from "../../id-schema";
import { problemsFromZod } from "../../problems";
import { parseCommand } from "../apply";
import { type Command, facingSchema } from "../commands";
import type { GameError } from "../errors";

/**
 * The entries of a game's command log (the `commands` array of a `sightline-game/1` file). Most are
 * Firestrike engine commands (src/core/firestrike/commands.ts), applied by the rules reducer. A few are
 * hot-seat entries that the game layer handles itself: placing bases during deployment, a side saying
 * it is done with a step, taking back a command after its dice were rolled, conceding.
 */

const id = idSchema;
const num = z.number().finite();

const deploy = z.strictObject({
  type: z.literal("deploy"),
  base: id,
  at: z.tuple([num, num]),
  facing: facingSchema.default(0),
});
const endDeployment = z.strictObject({ type: z.literal("end-deployment"), side: id });
const done = z.strictObject({ type: z.literal("done"), side: id });
const takeBack = z.strictObject({
  type: z.literal("take-back"),
  /** the side that asked (both players agree at the table; this records who asked) */
  side: id,
});
const concede = z.strictObject({ type: z.literal("concede"), side: id });

/** Schema of the hot-seat entries. */
export const metaEntrySchema = z.discriminatedUnion("type", [deploy, endDeployment, done, takeBack, concede]);

/** The hot-seat entry type names, `as const` so they become a union type. */
export const META_ENTRY_TYPES = ["deploy", "end-deployment", "done", "take-back", "concede"] as const;
export type MetaEntryType = (typeof META_ENTRY_TYPES)[number];

/** A hot-seat entry. */
export type MetaEntry = z.output<typeof metaEntrySchema>;
/** Any entry of the log: a hot-seat entry or an engine command. */
export type Entry = MetaEntry | Command;

/** True for the hot-seat entries (they never reach the rules reducer). */
export function isMetaEntry(e: Entry): e is MetaEntry {
  return (META_ENTRY_TYPES as readonly string[]).includes(e.type);
}

/** Validates one log entry; the error names the field at fault, as the engine's own errors do. */
export function parseEntry(input: unknown): { ok: true; value: Entry } | { ok: false; error: GameError } {
  const type = input !== null && typeof input === "object" ? (input as { type?: unknown }).type : undefined;
  if (typeof type === "string" && (META_ENTRY_TYPES as readonly string[]).includes(type)) {
    const r = metaEntrySchema.safeParse(input);
    if (r.success) return { ok: true, value: r.data };
    const p = problemsFromZod(r.error, input, [], metaEntrySchema)[0]!;
    const where = p.path === "$" ? "" : `field ${p.path} `;
    return refuse("bad-command", `the ${type} entry ${where}${p.message}`, p.path);
  }
  return parseCommand(input);
}

/** The side a command is for (the base, firer, formation or side it names), or null if it names none. */
export function sideOfEntry(
  e: Entry,
  lookup: { base(id: string): string | null; formation(id: string): string | null },
): string | null {
  switch (e.type) {
    case "deploy":
      return lookup.base(e.base);
    case "end-deployment":
    case "done":
    case "take-back":
    case "concede":
    case "finished-moving":
    case "place-airstrike":
      return e.side;
    case "place-move-marker":
      return lookup.formation(e.formation);
    case "place-impact-zone":
    case "direct-fire":
      return lookup.base(e.firer);
    case "limber":
    case "unlimber":
      return lookup.base(e.gun);
    case "advance":
      return null;
    default:
      return lookup.base(e.base);
  }
}
