/**
 * The change from one seat view to the next, as the server sends it in an `update` (`viewPatch`)
 * instead of the whole view: a seat view holds the game's history (every event and command so far),
 * so the whole of it grew with every entry and went to every seat after each command. Plain JSON both
 * ways; no Node, no DOM (the server and the clients import it). Ruleset-neutral: it diffs any JSON.
 *
 * A patch is a list of operations, each on the value at `p` (keys and indices from the root):
 * `{ p, v }` puts `v` there, `{ p, d: 1 }` deletes that key, `{ p, a }` appends the items `a` to the
 * array there, `{ p, l }` cuts that array to length `l`. Applied in order.
 */

export type PatchPath = (string | number)[];
export type PatchOp =
  | { p: PatchPath; v: unknown }
  | { p: PatchPath; d: 1 }
  | { p: PatchPath; a: unknown[] }
  | { p: PatchPath; l: number };

/** Past this many operations the whole view is sent instead (a patch that size saves little). */
export const MAX_PATCH_OPS = 256;

const isObject = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === "object" && !Array.isArray(x);

/** Deep equality of two JSON values (same keys, same items, same primitives). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    for (const k of ka) if (!Object.hasOwn(b, k) || !jsonEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/**
 * The operations that turn `from` into `to` (both JSON; `undefined` values count as absent keys, as
 * JSON has them), or null when there are more than `maxOps` (send `to` whole then).
 */
export function diffView(from: unknown, to: unknown, maxOps = MAX_PATCH_OPS): PatchOp[] | null {
  const ops: PatchOp[] = [];
  // One path, pushed and popped as the walk goes down and up; an operation takes a copy of it. (A new
  // array per node visited, as before, cost most of the diff: most nodes are equal and emit nothing.)
  const p: PatchPath = [];
  const at = (key: string | number) => {
    const q = p.slice();
    q.push(key);
    return q;
  };
  const walk = (a: unknown, b: unknown): boolean => {
    if (a === b) return true;
    if (Array.isArray(a) && Array.isArray(b)) {
      const k = Math.min(a.length, b.length);
      for (let i = 0; i < k; i++) {
        if (a[i] === b[i]) continue;
        p.push(i);
        const fits = walk(a[i], b[i]);
        p.pop();
        if (!fits) return false;
      }
      if (b.length > k) ops.push({ p: p.slice(), a: b.slice(k) });
      else if (a.length > k) ops.push({ p: p.slice(), l: k });
    } else if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a))
        if (a[key] !== undefined && (!Object.hasOwn(b, key) || b[key] === undefined))
          ops.push({ p: at(key), d: 1 });
      for (const key of Object.keys(b)) {
        const bv = b[key];
        if (bv === undefined) continue;
        if (!Object.hasOwn(a, key) || a[key] === undefined) ops.push({ p: at(key), v: bv });
        else if (a[key] !== bv) {
          p.push(key);
          const fits = walk(a[key], bv);
          p.pop();
          if (!fits) return false;
        }
      }
    } else if (!jsonEqual(a, b)) ops.push({ p: p.slice(), v: b });
    return ops.length <= maxOps;
  };
  return walk(from, to) ? ops : null;
}

/** Where an operation's path leads, for messages (`the root` when it is empty). */
const where = (p: PatchPath, n = p.length) => p.slice(0, n).map(String).join(".") || "the root";

/**
 * Puts `value` under `key` as `record`'s own data property. A plain `record[key] = value` would call
 * the `__proto__` setter (swapping the record's prototype) instead of storing a key that JSON may have.
 */
function putOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * `view` with `ops` applied, copying only the containers on each operation's path (the rest is shared
 * with `view`, which is left as it was: a page may still hold it). Every key JSON can have works,
 * `constructor`, `toString` and `__proto__` included (legal ids such as `constructor` key records of
 * the view, issue 31 item 4): keys are read only as own properties and written as own data properties,
 * so no key reaches a prototype. Throws on an operation that does not fit the view (a client then asks
 * for the whole view again by rejoining).
 */
export function applyPatch(view: unknown, ops: readonly PatchOp[]): unknown {
  let root = view;
  for (const op of ops) root = applyOne(root, op);
  return root;
}

function applyOne(root: unknown, op: PatchOp): unknown {
  const { p } = op;
  if (!Array.isArray(p)) throw new Error("patch: an operation without a path (p)");
  const leaf = (target: unknown): unknown => {
    if ("v" in op) return op.v;
    if ("a" in op) {
      if (!Array.isArray(target) || !Array.isArray(op.a))
        throw new Error(`patch: no array at ${where(p)} to append to`);
      return [...target, ...op.a];
    }
    if ("l" in op) {
      if (!Array.isArray(target) || !Number.isInteger(op.l) || op.l < 0)
        throw new Error(`patch: no array at ${where(p)} to cut`);
      return target.slice(0, op.l);
    }
    throw new Error(`patch: an operation at ${where(p)} that is none of v, d, a, l`);
  };
  const at = (node: unknown, i: number): unknown => {
    if (i === p.length) return leaf(node);
    const key = p[i];
    if (Array.isArray(node)) {
      if (typeof key !== "number" || !Number.isInteger(key) || key < 0 || key >= node.length)
        throw new Error(`patch: no item ${String(key)} at ${where(p, i)}`);
      const copy = node.slice();
      copy[key] = at(node[key], i + 1);
      return copy;
    }
    if (!isObject(node)) throw new Error(`patch: nothing at ${where(p, i)}`);
    if (typeof key !== "string")
      throw new Error(`patch: the key ${String(key)} at ${where(p, i)} is not a string`);
    // (a spread copies own keys as data properties, `__proto__` included)
    const copy: Record<string, unknown> = { ...node };
    if (i === p.length - 1 && "d" in op) delete copy[key];
    else putOwn(copy, key, at(Object.hasOwn(node, key) ? node[key] : undefined, i + 1));
    return copy;
  };
  return at(root, 0);
}
