// The commands the `sightline` bin runs from the short commands' bundle with V8's code cache
// (code-cache.mjs); src/cli/short-commands.ts defines the same three (tests/cli/code-cache.test.ts
// holds them equal). A module without imports: the bin reads it at every start.

/** The short commands, which run from .build/cli/short.cjs. */
export const SHORT_BUNDLE_COMMANDS = ["los", "deadground", "threat"];
