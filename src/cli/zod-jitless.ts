import { z } from "zod";

/**
 * Imported (for this effect alone) by main.ts before a short command's own code: zod then checks
 * objects without compiling a validator for each schema, which costs more than it saves when a few
 * files are checked once (issue 22). It must run before the schemas are built: zod decides at a
 * schema's construction, so main.ts loads no schema module before it (issue 37 found the setting
 * made after io.ts's schemas were built, where it changed nothing for them).
 */
z.config({ jitless: true });
