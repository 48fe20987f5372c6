/**
 * Records keyed by ids from a file or a command (bases, formations, placed bases, a step's "done"
 * marks) are plain JSON objects, so the game state stays JSON. An id such as `constructor`,
 * `toString` or `__proto__` must never find a prototype member there: every lookup by an id that came
 * from outside goes through `own` (issue 18 item 1: `formations["__proto__"].moveMarker = true` once
 * set Object.prototype.moveMarker for the whole process).
 */

/** The entry stored under `key` as the record's own property, or undefined (never an inherited member). */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** True when `key` is the record's own property (not an inherited member such as `constructor`). */
export function hasOwnKey(record: object | null | undefined, key: string): boolean {
  return record != null && Object.hasOwn(record, key);
}
