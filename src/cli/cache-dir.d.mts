/**
 * Where the cache lives: SIGHTLINE_CACHE_DIR, else $XDG_CACHE_HOME/sightline, else
 * ~/.cache/sightline; null where SIGHTLINE_CACHE=0 turns it off.
 */
export declare function cacheDir(env?: NodeJS.ProcessEnv): string | null;
