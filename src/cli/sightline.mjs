#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx sightline <command>` works right after `npm install`.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./main.ts");
process.exitCode = await main(process.argv.slice(2));
