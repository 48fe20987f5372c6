/**
 * A deep copy of plain JSON data (objects, arrays, numbers, strings, booleans, null): what
 * `JSON.parse(JSON.stringify(v))` gives for such data, without building and parsing the text (about
 * half its cost on a Firestrike state). Values that are not plain JSON (functions, Dates, Maps,
 * `undefined` fields) are not expected; an `undefined` field is kept rather than dropped.
 */
export function cloneJson<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = cloneJson(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = cloneJson((v as Record<string, unknown>)[k]);
  return out as T;
}
