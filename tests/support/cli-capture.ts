import { vi } from "vitest";
import { main } from "../../src/cli/main";

/** Runs the CLI in-process, as `npx sightline ...argv` would, and returns its exit status and output. */
export async function runCli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => {
    out.push(`${a.join(" ")}\n`);
  });
  const error = vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => {
    err.push(`${a.join(" ")}\n`);
  });
  try {
    const code = await main(argv);
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
