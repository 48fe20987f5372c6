import type { Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";

export type Build = "page" | "worker" | "rules-worker" | "cli";
export const LEFT_OUT: Record<Build, readonly RegExp[]>;
export const RULES_WORKER: RegExp;
export function workerBuildOf(chain: readonly string[] | undefined): "worker" | "rules-worker";
export function partsFilter(build: Build): (source: string, importer: string | undefined) => string | null;
export function stubSource(build: Build, part: string): string;
export function rulesetPartsVite(build: "page" | "worker" | "rules-worker"): Plugin;
export function rulesetPartsEsbuild(build?: "cli"): EsbuildPlugin;
