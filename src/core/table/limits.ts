// The table format's limits, in a module of their own (no zod) so that the map workers, which need
// them and no validation, do not load the schema library (issue 22). schema.ts re-exports them.

/**
 * At most this many features: the line-of-sight mesh numbers its triangles' features, the ground
 * among them, in 16 bits (src/geometry/los-mesh.ts), so 65,535 numbers leave 65,534 for features.
 */
export const MAX_FEATURES = 0xffff - 1;
