import type { AddressInfo } from "node:net";
import { createServer, type ViteDevServer } from "vite";
import { ROOT } from "./build";

/** The Vite dev server, as `npm run dev` runs it, on a free local port; and its base URL. */
export async function startDevServer(): Promise<{ server: ViteDevServer; base: string }> {
  const server = await createServer({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: "silent",
    server: { port: 0 },
  });
  await server.listen();
  return { server, base: `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}` };
}
