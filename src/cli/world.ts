import { lookupUnit } from "../core/los/world";
import type { Placement } from "../core/units/placement";
import { type BuiltWorld, createWorld, type MeasuredWorld } from "../geometry/los/world";
import { cliCatalog, loadTable, UserError } from "./io";
import { oneLine } from "./terminal";

/** Loads a table file and builds its LOS world (BVH included), or explains what is wrong. */
export function loadWorld(file: string): BuiltWorld {
  return createWorld(loadTable(file), cliCatalog());
}

/** Places a unit by id, or fails with the list of ids on the table. */
export function unitOrFail(world: MeasuredWorld, id: string, file: string): Placement {
  const found = lookupUnit(world, id);
  if (!found.ok) throw new UserError(`${oneLine(file)}: ${oneLine(found.error)}`);
  return found.placement;
}
