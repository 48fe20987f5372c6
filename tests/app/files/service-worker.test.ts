import { describe, expect, it } from "vitest";
import { precacheList, serviceWorkerSource } from "../../../src/app/files/service-worker";

describe("the offline service worker", () => {
  it("caches every file of the build but source maps, stamps and itself, with the page as ./", () => {
    const list = precacheList([
      "index.html",
      "sw.js",
      ".e2e-build-stamp",
      "assets/index-abc.js",
      "assets/index-abc.js.map",
      "assets/map.worker-x.js",
      "terrain\\open-plain.json",
      "models/catalog.json",
      "manifest.webmanifest",
    ]);
    expect(list).toEqual([
      "./",
      "assets/index-abc.js",
      "assets/map.worker-x.js",
      "manifest.webmanifest",
      "models/catalog.json",
      "terrain/open-plain.json",
    ]);
  });

  it("is a script naming its cache by version and listing the files", () => {
    const src = serviceWorkerSource("abc123", ["./", "a.js"]);
    expect(src).toContain('const CACHE = "sightline-abc123";');
    expect(src).toContain('const FILES = ["./","a.js"];');
    expect(() => new Function(src)).not.toThrow(); // it parses
  });
});
