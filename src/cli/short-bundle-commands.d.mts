/** The short commands, which run from .build/cli/short.cjs. */
export declare const SHORT_BUNDLE_COMMANDS: readonly string[];
