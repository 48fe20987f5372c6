import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import { type Catalog, type CatalogEntry, catalogSchema } from "./schema";

/** Validates catalog JSON; problems name the JSON path and what is wrong. */
export function parseCatalog(json: unknown): Result<Catalog, Problem[]> {
  const parsed = catalogSchema.safeParse(json);
  if (!parsed.success) return err(problemsFromZod(parsed.error, json));
  const problems: Problem[] = [];
  const byType = new Map<string, CatalogEntry>();
  parsed.data.types.forEach((t, i) => {
    if (byType.has(t.type))
      problems.push({ path: `$.types[${i}].type`, message: `type "${t.type}" is listed twice` });
    if (t.eyeYards > t.heightYards)
      problems.push({
        path: `$.types[${i}].eyeYards`,
        message: `eye height ${t.eyeYards} yd is above the silhouette height ${t.heightYards} yd`,
      });
    if (t.proneHeightYards !== undefined && t.category !== "personnel")
      problems.push({ path: `$.types[${i}].proneHeightYards`, message: "only personnel can go prone" });
    byType.set(t.type, t);
  });
  if (problems.length > 0) return err(problems);
  return ok({ types: parsed.data.types, byType });
}
