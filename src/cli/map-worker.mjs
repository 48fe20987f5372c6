// Node entry of a map worker: TypeScript through tsx, like the CLI itself.
import { register } from "tsx/esm/api";

register();
await import("./map-worker-node.ts");
