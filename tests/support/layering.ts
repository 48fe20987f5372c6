import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** One source file as the layering check sees it. */
export interface SourceFile {
  /** repository-relative path, e.g. src/core/units.ts */
  path: string;
  source: string;
}

/** An import (or DOM use) that points the wrong way. */
export interface Violation {
  path: string;
  what: string;
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
const DOM_RE =
  /\b(window|document|navigator|localStorage|indexedDB|HTMLElement|HTMLCanvasElement|requestAnimationFrame)\b/;

/**
 * A layer's rules: packages and layers it may not import, whether it may use the DOM, and (`noRulesets`)
 * whether it may import no ruleset at all: neither the list (src/rulesets/) nor a ruleset's folder
 * (src/core/<ruleset>/, src/app/rulesets/, src/cli/rulesets/). The edge hands those layers the rulesets.
 */
const FORBIDDEN: Record<string, { packages: RegExp; layers: string[]; dom: boolean; noRulesets?: boolean }> =
  {
    "src/core/": {
      packages: /^(three|three-mesh-bvh|react|react-dom|@react-three\/.*|zustand|node:.*)(\/.*)?$/,
      layers: ["src/geometry/", "src/app/", "src/cli/", "src/server/", "src/rulesets/"],
      dom: true,
    },
    "src/geometry/": {
      packages: /^(react|react-dom|@react-three\/.*|zustand)(\/.*)?$/,
      layers: ["src/app/", "src/cli/", "src/server/", "src/rulesets/"],
      dom: false,
      noRulesets: true,
    },
    // The game server: an engine host handed its rulesets by the edge (src/cli/server-deps.ts).
    "src/server/": {
      packages: /^(react|react-dom|@react-three\/.*|zustand|three)(\/.*)?$/,
      layers: ["src/app/", "src/cli/", "src/rulesets/"],
      dom: true,
      noRulesets: true,
    },
    "src/app/": { packages: /^node:.*/, layers: ["src/cli/", "src/server/"], dom: false },
    // The online protocol and client: shared by the page and Node (the bot), so neither Node nor the DOM.
    "src/net/": {
      packages: /^(node:.*|react|react-dom|three)(\/.*)?$/,
      layers: ["src/app/", "src/cli/", "src/server/", "src/rulesets/"],
      dom: true,
      noRulesets: true,
    },
  };

/** The folders of the rulesets' edge parts, besides src/core/<ruleset>/. */
const RULESET_PART_FOLDERS = ["src/app/rulesets/", "src/cli/rulesets/"];

/**
 * The ruleset-neutral folders of src/core (issue 24): every other folder of src/core is a ruleset. The
 * engine (core/game) and the rest of the neutral core import no ruleset (issue 36 item 5: a ruleset's
 * rules reach the measured core through an interface the edge hands in, as SightRules and
 * HexSightRules), and no ruleset imports another.
 */
export const NEUTRAL_CORE = ["catalog", "game", "hex", "los", "table", "units"];

/** The ruleset folder a path lies in (src/core/<name>/), or null for the neutral core and the rest. */
function rulesetOf(path: string): string | null {
  const m = /^src\/core\/([^/]+)\//.exec(path);
  return m && !NEUTRAL_CORE.includes(m[1]!) ? m[1]! : null;
}

function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** Lists every import that breaks the layer arrows (core → nothing above; geometry → not app). */
export function checkLayering(files: readonly SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    const layer = Object.keys(FORBIDDEN).find((l) => file.path.startsWith(l));
    if (!layer) continue;
    const rule = FORBIDDEN[layer]!;
    const code = stripComments(file.source);
    for (const m of code.matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec) continue;
      if (rule.packages.test(spec)) out.push({ path: file.path, what: `imports "${spec}"` });
      if (spec.startsWith(".")) {
        const target = relative(".", resolve(dirname(file.path), spec)).replace(/\\/g, "/");
        const bad = rule.layers.find((l) => `${target}/`.startsWith(l) || target.startsWith(l));
        if (bad) out.push({ path: file.path, what: `imports "${spec}" from ${bad}` });
        const into = rulesetOf(target.endsWith(".ts") ? target : `${target}.ts`);
        const from = rulesetOf(file.path);
        const part = RULESET_PART_FOLDERS.find((f) => `${target}/`.startsWith(f));
        if (rule.noRulesets && (into || part))
          out.push({
            path: file.path,
            what: `imports "${spec}" from a ruleset (${into ? `src/core/${into}/` : part}): ${layer} names no ruleset, the edge hands them in`,
          });
        if (into && into !== from && (from !== null || file.path.startsWith("src/core/")))
          out.push({
            path: file.path,
            what: `imports "${spec}" from the ruleset src/core/${into}/ (${from ? "a ruleset imports no other ruleset" : file.path.startsWith("src/core/game/") ? "the engine imports no ruleset" : "the neutral core imports no ruleset"})`,
          });
      }
    }
    const dom = rule.dom ? DOM_RE.exec(code) : null;
    if (dom) out.push({ path: file.path, what: `uses the DOM global "${dom[1]}"` });
  }
  return out;
}

/** Reads every TypeScript file under a folder, with repository-relative paths. */
export function readSources(root: string, folder: string): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  return walk(join(root, folder)).map((abs) => ({
    path: relative(root, abs).replace(/\\/g, "/"),
    source: readFileSync(abs, "utf8"),
  }));
}
