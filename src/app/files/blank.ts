import { TABLE_FORMAT } from "../../core/table/schema";

/** The table file of an empty table (no features or units), to be validated like any other file. */
export function blankTableJson(widthInches: number, depthInches: number): Record<string, unknown> {
  return {
    format: TABLE_FORMAT,
    name: "New table",
    width: widthInches,
    depth: depthInches,
    features: [],
    units: [],
  };
}
