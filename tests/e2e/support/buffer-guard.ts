import type { Page } from "playwright-core";

/**
 * Records every `bufferSubData` call that writes past the end of the bound buffer (offset + bytes >
 * `BUFFER_SIZE`), the call WebGL refuses with `INVALID_VALUE` (issue 23 item 7). Headless SwiftShader
 * never logs that warning to the console, so the page checks each call itself. Install before the page
 * loads; read with `bufferWrites`.
 */
export async function guardBufferWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const log = { calls: 0, bad: seen };
    (window as unknown as { __sightlineBufferWrites: typeof log }).__sightlineBufferWrites = log;
    const BINDING: Record<number, number> = {
      34962: 0x8894, // ARRAY_BUFFER → ARRAY_BUFFER_BINDING
      34963: 0x8895, // ELEMENT_ARRAY_BUFFER → ELEMENT_ARRAY_BUFFER_BINDING
    };
    for (const Ctx of [globalThis.WebGL2RenderingContext, globalThis.WebGLRenderingContext]) {
      if (!Ctx) continue;
      const original = Ctx.prototype.bufferSubData as (...args: unknown[]) => void;
      Ctx.prototype.bufferSubData = function (
        this: WebGL2RenderingContext,
        target: number,
        offset: number,
        data: ArrayBufferView | ArrayBuffer,
        srcOffset?: number,
        length?: number,
      ) {
        log.calls++;
        const binding = BINDING[target];
        if (binding === undefined || this.getParameter(binding)) {
          const per = ArrayBuffer.isView(data)
            ? ((data as { BYTES_PER_ELEMENT?: number }).BYTES_PER_ELEMENT ?? 1)
            : 1;
          const bytes = length ? length * per : data.byteLength - (srcOffset ?? 0) * per;
          const size = this.getBufferParameter(target, this.BUFFER_SIZE) as number;
          if (offset + bytes > size && seen.length < 100)
            seen.push(
              `offset ${offset} + ${bytes} bytes > buffer size ${size} (target 0x${target.toString(16)})`,
            );
        }
        // biome-ignore lint/complexity/noArguments: pass the call on exactly as it came (2 to 5 arguments)
        return original.apply(this, arguments as unknown as unknown[]);
      } as typeof Ctx.prototype.bufferSubData;
    }
  });
}

/** The calls seen so far (to show the guard was in place) and the overflowing ones among them. */
export function bufferWrites(page: Page): Promise<{ calls: number; bad: string[] }> {
  return page.evaluate(() => {
    const log = (window as unknown as { __sightlineBufferWrites?: { calls: number; bad: string[] } })
      .__sightlineBufferWrites;
    if (!log) throw new Error("the bufferSubData guard was not installed before the page loaded");
    return { calls: log.calls, bad: [...log.bad] };
  });
}
