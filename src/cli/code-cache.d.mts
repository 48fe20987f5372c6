/** The short commands' bundle, in the CLI bundle's folder. */
export declare const SHORT_BUNDLE: string;
/** The most entries kept per command. */
export declare const MAX_ENTRIES_PER_COMMAND: number;
/** A command's entry's key: every part, in one string that an entry holds whole. */
export declare function codeCacheKey(parts: {
  buildId: string;
  bundleBytes: number;
  bundleMtimeMs: number;
  command: string;
  node: string;
  v8: string;
  arch: string;
}): string;
/** An entry's bytes: the header (magic, lengths, the data's CRC-32), the key, then V8's data. */
export declare function encodeCodeCache(key: string, data: Buffer): Buffer;
/** V8's data in `bytes` if they are a whole, undamaged entry of `key`; else null. */
export declare function decodeCodeCache(bytes: Buffer, key: string): Buffer | null;
/** The data of the entry in `file` if it is `key`'s, else null. */
export declare function readCodeCache(file: string, key: string): Buffer | null;
/** Writes the entry of `key` to `file`; whether it was written. */
export declare function writeCodeCache(file: string, key: string, data: Buffer): boolean;
/** Runs a short command from the short bundle in `bundleDir`; its exit status, or null without a short bundle. */
export declare function runShortBundle(
  bundleDir: string,
  argv: readonly string[],
  env?: NodeJS.ProcessEnv,
): Promise<number | null>;
