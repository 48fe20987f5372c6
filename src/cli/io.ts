import { readFileSync } from "node:fs";
import { builtinCatalog } from "../core/catalog/builtin";
import type { Catalog } from "../core/catalog/schema";
import { formatProblems } from "../core/problems";
import type { Table } from "../core/table/schema";
import { parseTableText } from "../core/table/validate";

/** A user mistake the CLI reports as a message, never as a stack trace. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Reads a file as text, or explains why it cannot. */
export function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "is a folder, not a file"
          : code === "EACCES"
            ? "permission denied"
            : String((e as Error).message);
    throw new UserError(`${file}: cannot read: ${why}`);
  }
}

/** Loads and validates a table file with the shared validator; problems become a UserError. */
export function loadTable(file: string, catalog: Catalog = builtinCatalog()): Table {
  const result = parseTableText(readText(file), catalog);
  if (!result.ok) throw new UserError(formatProblems(file, result.error));
  return result.value;
}
