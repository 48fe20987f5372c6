import { z } from "zod";
import { COMMAND_ID } from "../net/protocol";

/**
 * The client → server messages and the limits on them. A client sends one kind of message,
 * `command`: `{ ref?, cid?, command }` where `command` is the ruleset's plain JSON command and `cid` its
 * id (a re-send is answered, not applied twice); besides it, `undo` (`{ ref?, cid? }`) and `snapshot`
 * (`{ ref?, n }`, online replay). The seat is never
 * in the message: the server knows it from the invite token the client joined with, so a client can
 * only ever act as its own seat (a forged `seat` field is a malformed message).
 *
 * Server → client: `welcome` (once, on join), `update` (after every accepted entry, to everyone),
 * `refused` (to the sender: the engine's reason, with the sender's `ref`), `error` (malformed, too
 * large, too fast, unknown type).
 */

/** The largest command message the room reads (its JSON text); the WebSocket itself closes at 4x this. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** The socket's own limit (ws maxPayload): past it the connection is closed, the room carries on. */
export const MAX_PAYLOAD_BYTES = 4 * MAX_MESSAGE_BYTES;

const refSchema = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31)
  .optional();

/** A command's id (protocol.ts COMMAND_ID): a re-send with an id already applied is answered, not applied. */
const cidSchema = z.string().regex(COMMAND_ID, "1 to 64 characters of A-Z a-z 0-9 _ . -").optional();

/** `command`: `{ ref?, cid?, command }`. */
export const commandMessageSchema = z.strictObject({
  ref: refSchema,
  cid: cidSchema,
  command: z.record(z.string(), z.unknown()),
});
export type CommandMessage = z.output<typeof commandMessageSchema>;

/** A plain object as msgpack decodes a map: not an array, no prototype of its own. */
const plain = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && Object.getPrototypeOf(x) === Object.prototype;

/**
 * `commandMessageSchema`'s answer without zod for a message that surely passes it (zod's check was
 * about 2% of a command's CPU on the server): the message itself, or null for zod to judge it and word
 * its error. Never accepts what zod refuses and yields what zod yields (tests/server/command-message.test.ts).
 */
export function quickCommandMessage(m: unknown): CommandMessage | null {
  if (!plain(m)) return null;
  let command = false;
  for (const k of Object.keys(m)) {
    const v = m[k];
    if (k === "command") {
      if (!plain(v) || Object.hasOwn(v, "__proto__")) return null;
      command = true;
    } else if (k === "ref") {
      if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 2 ** 31) return null;
    } else if (k === "cid") {
      if (typeof v !== "string" || !COMMAND_ID.test(v)) return null;
    } else return null;
  }
  return command ? (m as CommandMessage) : null;
}

/** `undo`: undo this seat's last entry (answered with an update to every seat, or `refused`). */
export const undoMessageSchema = z.strictObject({ ref: refSchema, cid: cidSchema });

/** `snapshot`: this seat's snapshot after the first `n` entries (answered with `snapshot` or `refused`). */
export const snapshotMessageSchema = z.strictObject({ ref: refSchema, n: z.number().int().min(0) });

export type { Refusal } from "../net/protocol";

/** Token bucket: `rate` messages a second, bursts of `burst` (project defaults: 20/s, 40). */
export class RateLimit {
  private tokens: number;
  private last: number;
  constructor(
    readonly rate = 20,
    readonly burst = 40,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }
  /** True when one more message may pass now. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** The JSON size of a decoded message, without throwing on cycles or bigints (those are malformed). */
export function jsonSize(message: unknown): number | null {
  try {
    const s = JSON.stringify(message);
    return s === undefined ? null : Buffer.byteLength(s);
  } catch {
    return null;
  }
}
