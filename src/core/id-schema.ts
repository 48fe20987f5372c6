import { z } from "zod";

/**
 * The id rule of every record a file names (table features, units and objectives; set-up sides,
 * formations, bases, batteries), and of every command or log entry that refers to one. Ids start with
 * a letter or digit, so `__proto__` is never an id (issue 18 item 1); names such as `constructor` are
 * ordinary ids, safe because records are looked up as own entries (src/core/own.ts).
 */

/** What an id may look like. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

/** The schema of an id (1-64 characters of ID_PATTERN). */
export const idSchema = z.string().min(1).max(64).regex(ID_PATTERN, {
  message: "must start with a letter or digit and use only letters, digits, _ . : -",
});
