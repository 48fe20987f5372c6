import { existsSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import ts from "typescript";
import type { SourceFile } from "./layering";

/**
 * The import graph of the source tree and its circles (issue 36 item 6). Every import counts: static,
 * dynamic (`import()`), re-exports and type-only ones (`import type`, `import("./x").T`). A type-only
 * circle is erased at run time, but it still ties the folders together: neither side can be read,
 * changed or moved without the other (the shell store's type was every ruleset's slice).
 */

/** File path → the repository-relative files it imports (only files of the graph). */
export type ImportGraph = Map<string, string[]>;

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Resolves a relative specifier against the files of the graph (or the disk, when `root` is given). */
function resolveSpec(from: string, spec: string, known: ReadonlySet<string>, root?: string): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  const bare = base.replace(/\.js$/, "");
  for (const ext of EXTENSIONS) {
    const p = `${bare}${ext}`;
    if (known.has(p)) return p;
    if (root && /\.tsx?$/.test(p) && existsSync(join(root, p))) return p;
  }
  return null;
}

/** Builds the import graph of the given files; imports of files outside them are left out. */
export function importGraph(files: readonly SourceFile[]): ImportGraph {
  const known = new Set(files.map((f) => f.path));
  const graph: ImportGraph = new Map();
  for (const f of files) {
    const info = ts.preProcessFile(f.source, true, true);
    const out = new Set<string>();
    for (const ref of info.importedFiles) {
      if (!ref.fileName.startsWith(".")) continue;
      const target = resolveSpec(f.path, ref.fileName, known);
      if (target && target !== f.path) out.add(target);
    }
    graph.set(f.path, [...out].sort());
  }
  return graph;
}

/** The strongly connected components of a graph with more than one file (Tarjan's algorithm). */
export function circles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.edge < edges.length) {
        const to = edges[top.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let n: string;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          component.push(n);
        } while (n !== top.node);
        if (component.length > 1) out.push(component.sort());
      }
    }
  }
  return out;
}

/** One circle that spans folders: its folders and files, and one cycle through two of its folders. */
export interface FolderCircle {
  folders: string[];
  files: string[];
  /** a shortest cycle through files of two different folders, e.g. [a, b, c, a] */
  cycle: string[];
}

/** The shortest path from one file to another inside a component (breadth first). */
function shortestPath(graph: ImportGraph, inside: ReadonlySet<string>, from: string, to: string): string[] {
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const n = queue.shift()!;
    if (n === to) break;
    for (const m of graph.get(n) ?? [])
      if (inside.has(m) && !prev.has(m)) {
        prev.set(m, n);
        queue.push(m);
      }
  }
  const path = [to];
  while (path[0] !== from) path.unshift(prev.get(path[0]!)!);
  return path;
}

/** Every circle of imports whose files lie in more than one folder (a folder: the file's directory). */
export function folderCircles(graph: ImportGraph): FolderCircle[] {
  return circles(graph).flatMap((files) => {
    const folders = [...new Set(files.map((f) => dirname(f)))].sort();
    if (folders.length < 2) return [];
    const inside = new Set(files);
    // One edge between folders, and the way back: a cycle a reader can follow.
    let best: string[] | null = null;
    for (const a of files)
      for (const b of graph.get(a) ?? []) {
        if (!inside.has(b) || dirname(a) === dirname(b)) continue;
        const back = shortestPath(graph, inside, b, a);
        if (!best || back.length + 1 < best.length) best = [a, ...back];
      }
    return [{ folders, files, cycle: best ?? [] }];
  });
}

/** A failure message: each circle's folders, its cycle and all its files. */
export function describeCircles(found: readonly FolderCircle[]): string {
  return found
    .map(
      (c, i) =>
        `circle ${i + 1}: ${c.files.length} files in ${c.folders.length} folders (${c.folders.join(", ")})\n` +
        `  e.g. ${c.cycle.join("\n    → ")}\n  files: ${c.files.join(", ")}`,
    )
    .join("\n\n");
}
