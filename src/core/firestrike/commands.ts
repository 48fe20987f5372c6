import { z } from "zod";
import { idSchema } from "../id-schema";
import { MAX_FACING } from "../table/schema";
import { AIRSTRIKE_TYPES, DIG_IN_KINDS, MOVE_MODES } from "./vocab";

/**
 * Player commands: the only way the game state changes. Each is plain JSON, validated before it is
 * applied, and appended to the command log, which is the save file.
 */

const id = idSchema;
const num = z.number().finite();
const point = z.tuple([num, num]);
/**
 * A facing in degrees, −360…360 as a table's unit facing (src/core/table/schema.ts): a huge angle loses
 * its meaning in the trigonometry (1e308° gives NaN corners) and would be kept in the log as it is.
 */
export const facingSchema = num.min(-MAX_FACING).max(MAX_FACING);

const advance = z.strictObject({ type: z.literal("advance") });
const placeMoveMarker = z.strictObject({ type: z.literal("place-move-marker"), formation: id });
const rollHqMove = z.strictObject({ type: z.literal("roll-hq-move"), base: id });
const placeImpactZone = z.strictObject({
  type: z.literal("place-impact-zone"),
  firer: id,
  weapon: z.string().min(1).max(40).optional(),
  center: point,
});
const move = z.strictObject({
  type: z.literal("move"),
  base: id,
  mode: z.enum(MOVE_MODES),
  /** waypoints after the base's current position */
  path: z.array(point).min(1).max(64),
  /** final facing for foot troops; vehicles face along their last leg */
  facing: facingSchema.optional(),
});
const changePosture = z.strictObject({ type: z.literal("change-posture"), base: id, prone: z.boolean() });
const finishedMoving = z.strictObject({ type: z.literal("finished-moving"), side: id });
const mount = z.strictObject({
  type: z.literal("mount"),
  base: id,
  vehicle: id,
  as: z.enum(["inside", "rider"]).default("inside"),
});
const dismount = z.strictObject({
  type: z.literal("dismount"),
  base: id,
  at: point,
  facing: facingSchema.optional(),
});
const cavalryHorses = z.strictObject({
  type: z.literal("cavalry-horses"),
  base: id,
  dismounted: z.boolean(),
});
const limber = z.strictObject({ type: z.literal("limber"), gun: id, vehicle: id });
const unlimber = z.strictObject({ type: z.literal("unlimber"), gun: id, facing: facingSchema.optional() });
const digIn = z.strictObject({
  type: z.literal("dig-in"),
  base: id,
  kind: z.enum(DIG_IN_KINDS),
  /** an engineer base digging for this base (seed 000 §3.23: half the time) */
  engineer: id.optional(),
});
const entrench = z.strictObject({ type: z.literal("entrench-vehicle"), base: id });
const clearMinefield = z.strictObject({ type: z.literal("clear-minefield"), base: id, minefield: id });
/** seed 000 §6.3: an abandoned vehicle is a capture/recovery object (project default procedure) */
const recoverVehicle = z.strictObject({ type: z.literal("recover-vehicle"), base: id, vehicle: id });
const captureVehicle = z.strictObject({ type: z.literal("capture-vehicle"), base: id, vehicle: id });
const hullDown = z.strictObject({ type: z.literal("hull-down"), base: id, hullDown: z.boolean() });
const placeAirstrike = z.strictObject({
  type: z.literal("place-airstrike"),
  side: id,
  strike: z.enum(AIRSTRIKE_TYPES),
  center: point,
  facing: facingSchema.default(0),
});
const directFire = z.strictObject({
  type: z.literal("direct-fire"),
  firer: id,
  target: id,
  weapon: z.string().min(1).max(40).optional(),
  /** spend one of the side's SA dice on this heavy fire (seed 000 §2.2) */
  useSaDie: z.boolean().default(false),
});
const resurrect = z.strictObject({ type: z.literal("resurrect-machine-gun"), base: id });

/** The zod schema of every command, told apart by `type`. */
export const commandSchema = z.discriminatedUnion("type", [
  advance,
  placeMoveMarker,
  rollHqMove,
  placeImpactZone,
  move,
  changePosture,
  finishedMoving,
  mount,
  dismount,
  cavalryHorses,
  limber,
  unlimber,
  digIn,
  entrench,
  clearMinefield,
  recoverVehicle,
  captureVehicle,
  hullDown,
  placeAirstrike,
  directFire,
  resurrect,
]);

/** A validated command. */
export type Command = z.output<typeof commandSchema>;
/** A command as callers may write it (defaults not yet filled in). */
export type CommandInput = z.input<typeof commandSchema>;
/** The command type names. */
export type CommandType = Command["type"];
/** The command of a given type. */
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
