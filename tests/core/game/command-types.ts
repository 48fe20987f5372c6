import { commandSchema } from "../../../src/core/firestrike/commands";

/** Every engine command type name, read from the engine's schema. */
export const COMMAND_TYPES_FOR_TEST: string[] = commandSchema.options.map((o) => o.shape.type.value);
