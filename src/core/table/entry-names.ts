import type { Problem } from "../problems";

const ENTRY_PATH = /^\$\.(features|units|objectives|deploymentZones)\[(\d+)\]/;
const NAMEABLE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/**
 * Puts the id of the feature, unit or objective (a zone's side) after its index in each path, so
 * `$.features[0] (bowtie-wood).outline` can be found in the file without counting entries. Only a
 * well-formed id is shown: a missing or malformed one has its own problem, and is never echoed raw.
 */
export function nameEntries(problems: Problem[], json: unknown): Problem[] {
  const root = json as Record<string, unknown>;
  return problems.map((p) => {
    const m = ENTRY_PATH.exec(p.path);
    if (!m) return p;
    const list = root[m[1]!];
    const item = Array.isArray(list)
      ? (list[Number(m[2])] as Record<string, unknown> | undefined)
      : undefined;
    const name =
      item !== null && typeof item === "object"
        ? m[1] === "deploymentZones"
          ? item.side
          : item.id
        : undefined;
    if (typeof name !== "string" || !NAMEABLE.test(name)) return p;
    const label = m[1] === "deploymentZones" ? `${name} zone` : name;
    return { ...p, path: `${m[0]} (${label})${p.path.slice(m[0].length)}` };
  });
}
