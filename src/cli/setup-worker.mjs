// Node entry of the set-up worker (src/server/setup-pool.ts): TypeScript through tsx, like the CLI itself.
import { register } from "tsx/esm/api";

register();
await import("./setup-worker-node.ts");
