import { readFileSync } from "node:fs";
import type { KeyValueStorage } from "../../../src/app/files/autosave";

/** A Map-backed storage, like localStorage. */
export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
}

const root = new URL("../../..", import.meta.url).pathname;

/** A fetch that serves files from the repository for URLs on http://sightline.test/, 404 otherwise. */
export const repoFetch: typeof fetch = async (input) => {
  const url = new URL(String(input));
  if (url.origin !== "http://sightline.test")
    return new Response("", { status: 404, statusText: "Not Found" });
  try {
    return new Response(readFileSync(`${root}${url.pathname.slice(1)}`, "utf8"), { status: 200 });
  } catch {
    return new Response("", { status: 404, statusText: "Not Found" });
  }
};

/** The page origin the tests pretend to be on. */
export const PAGE = "http://sightline.test/";
