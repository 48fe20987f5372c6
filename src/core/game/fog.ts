/**
 * Measured fog of war (issue 19), the engine's half: a ruleset's `fog(state, seat)` names the ids the
 * seat may not see now (Firestrike: the enemy bases none of its bases sees by the measured LOS), and
 * `idFog` takes them out of anything sent to that seat, so that no message ever holds one:
 *
 * - an object's key that is a hidden id is dropped (`bases: { "<id>": … }`);
 * - a list item that is a hidden id, or an object one of whose own fields is a hidden id (an event
 *   `{ type, base: "<id>" }`, a base `{ id: "<id>", … }`), is dropped;
 * - any other field whose value is a hidden id becomes null;
 * - a log entry that mentions a hidden id anywhere is not sent at all (`hides`).
 *
 * Ruleset-neutral: the engine and the server never know what the ids are.
 */

/** What one seat may not see now, as a filter over plain JSON. */
export interface Fog {
  /** the ids hidden from the seat */
  readonly hidden: ReadonlySet<string>;
  /** `json` without any hidden id (a copy; the input is never changed) */
  redact(json: unknown): unknown;
  /** true when `json` mentions a hidden id anywhere */
  hides(json: unknown): boolean;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/** The fog that hides the given ids. */
export function idFog(hidden: ReadonlySet<string>): Fog {
  const hit = (x: unknown) => typeof x === "string" && hidden.has(x);
  const names = (x: unknown) => hit(x) || (isObject(x) && Object.values(x).some(hit));
  const redact = (x: unknown): unknown => {
    if (hidden.size === 0) return x;
    if (hit(x)) return null;
    if (Array.isArray(x)) return x.filter((v) => !names(v)).map(redact);
    if (!isObject(x)) return x;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) if (!hidden.has(k)) out[k] = redact(v);
    return out;
  };
  const hides = (x: unknown): boolean => {
    if (hidden.size === 0) return false;
    if (hit(x)) return true;
    if (Array.isArray(x)) return x.some(hides);
    if (!isObject(x)) return false;
    for (const [k, v] of Object.entries(x)) if (hidden.has(k) || hides(v)) return true;
    return false;
  };
  return { hidden, redact, hides };
}
