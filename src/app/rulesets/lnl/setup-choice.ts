import { err, ok, type Result } from "../../../core/result";
import type { LnlStart } from "./adapter";
import { SHIPPED_HEX_TABLE, SHIPPED_RIDGE_TABLE, SHIPPED_VEHICLE_TABLE } from "./adapter";

/** The set-up dialog's table choices: a shipped table, or the hex table on screen. */
export type LnlTablePick = "shipped" | "ridge" | "vehicles" | "screen";

/** What the set-up dialog's fields hold (as typed: the turns and the seed are text). */
export interface LnlSetupFields {
  which: LnlTablePick;
  turns: string;
  night: boolean;
  /** the dice seed; empty: a fresh random one (adapter.ts gameJson). Online games ignore it. */
  seed: string;
  online: boolean;
}

/**
 * The set-up dialog's fields as the game's start (the dialog's "Start" calls this, then
 * `startOnTable`): a bad turn count is a message naming the field. The seed goes in hot-seat only:
 * online, the server rolls the dice with a seed of its own.
 */
export function setupChoice(f: LnlSetupFields): Result<LnlStart, string> {
  const turnLimit = f.turns ? Number(f.turns) : undefined;
  if (turnLimit !== undefined && !(Number.isInteger(turnLimit) && turnLimit >= 1 && turnLimit <= 99))
    return err(`turns: "${f.turns}" is not a whole number from 1 to 99`);
  return ok({
    ...(f.which === "shipped" ? { table: SHIPPED_HEX_TABLE.json, counters: SHIPPED_HEX_TABLE.counters } : {}),
    ...(f.which === "ridge" ? { table: SHIPPED_RIDGE_TABLE.json } : {}),
    ...(f.which === "vehicles" ? { table: SHIPPED_VEHICLE_TABLE.json } : {}),
    ...(turnLimit ? { turnLimit } : {}),
    ...(f.night ? { night: true } : {}),
    ...(!f.online && f.seed !== "" ? { seed: f.seed } : {}),
  });
}
