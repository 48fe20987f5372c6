import { FIREFIGHT_SIGHT } from "../../core/firefight/measured";
import { FIRESTRIKE_SIGHT } from "../../core/firestrike/sight/rules";
import type { SightRules } from "../../core/los/sight-rules";

/**
 * The sight rules a map worker can be asked for by name (functions do not cross to a worker): a
 * ruleset whose page asks for a threat map under its own sight reading is listed here.
 */
const BY_NAME = new Map<string, SightRules>([FIRESTRIKE_SIGHT, FIREFIGHT_SIGHT].map((r) => [r.name, r]));

/** The map sight rules called `name`; an unknown name is an error naming it. */
export function mapSightRules(name: string): SightRules {
  const r = BY_NAME.get(name);
  if (!r) throw new Error(`no sight rules "${name}" for maps (known: ${[...BY_NAME.keys()].join(", ")})`);
  return r;
}
