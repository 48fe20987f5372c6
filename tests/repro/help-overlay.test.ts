import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listedKeys, SHORTCUT_GROUPS } from "../../src/app/help/shortcuts";

/**
 * Issue 23 item 12: the app had no keyboard and mouse help. The `?` overlay lists SHORTCUT_GROUPS; this
 * test reads every key the app's tools and page react to (`e.key === "X"`, `key !== "X"`,
 * `e.key.toLowerCase() === "x"` in src/app) and checks each is listed, so a new shortcut cannot go unlisted.
 */

const APP = new URL("../../src/app", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(e) ? [p] : [];
  });
}

/** How a `KeyboardEvent.key` value is shown in the help. */
const shown = (key: string): string =>
  key === "Escape"
    ? "Esc"
    : key.length === 1 && /[a-z]/.test(key) && key !== "q" && key !== "e"
      ? key.toUpperCase()
      : key;

describe("the help overlay lists every shortcut", () => {
  const handled = new Set<string>();
  for (const file of sources(APP)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/(?:\b[ek]\.|[^.\w])key\s*[!=]==\s*"([^"]+)"/g)) handled.add(m[1]!);
    for (const m of text.matchAll(/\b[ek]\.key\.toLowerCase\(\)\s*===\s*"([^"]+)"/g)) handled.add(m[1]!);
  }

  it("finds the keys the app handles (the scan itself works)", () => {
    for (const k of ["Escape", "Enter", "Backspace", "Delete", "[", "]", "z", "y", "?"]) {
      expect(handled, `expected src/app to handle ${k}`).toContain(k);
    }
  });

  it.each([...handled].sort())("lists %s", (key) => {
    expect(listedKeys()).toContain(shown(key));
  });

  it("lists the mouse gestures and the undo / redo chords", () => {
    const keys = listedKeys();
    for (const k of [
      "Left-drag",
      "Right-drag",
      "Wheel",
      "Double-click",
      "Alt-click",
      "Shift-drag",
      "Ctrl",
      "Shift",
    ])
      expect(keys).toContain(k);
    const chords = SHORTCUT_GROUPS.flatMap((g) => g.items.map((s) => s.keys.join("+")));
    expect(chords).toEqual(expect.arrayContaining(["Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y"]));
  });
});
