import type { Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";

export type Build = "page" | "worker" | "cli";
export const LEFT_OUT: Record<Build, readonly RegExp[]>;
export function partsFilter(build: Build): (source: string, importer: string | undefined) => string | null;
export function stubSource(build: Build, part: string): string;
export function rulesetPartsVite(build: "page" | "worker"): Plugin;
export function rulesetPartsEsbuild(build?: "cli"): EsbuildPlugin;
