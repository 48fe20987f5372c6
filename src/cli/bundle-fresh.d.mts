/** True when root/<dir>/manifest.json exists, lists sources, and none is newer than it or missing. */
export declare function bundleIsFresh(root: URL, dir?: string): boolean;
