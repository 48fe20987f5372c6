import type { Page } from "playwright-core";

/** Pixel statistics of PNG screenshots, computed in the page (no image library needed in Node). */

/** How much of an image is not the background, and how varied it is. */
export interface ImageStats {
  width: number;
  height: number;
  /** share of pixels differing from `background` by more than 24 in some channel */
  nonBackground: number;
  /** distinct colours after quantising each channel to 16 levels */
  colours: number;
}

/** How two same-sized images differ. */
export interface ImageDiff {
  sameSize: boolean;
  /** mean absolute difference per channel, 0..255 */
  meanAbs: number;
  /** share of pixels with some channel differing by more than 40 */
  changed: number;
}

const b64 = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** Stats of one PNG. */
export async function imageStats(
  page: Page,
  png: Buffer,
  background: [number, number, number],
): Promise<ImageStats> {
  return page.evaluate(
    async ([src, bg]) => {
      const img = await createImageBitmap(await (await fetch(src as string)).blob());
      const c = new OffscreenCanvas(img.width, img.height);
      const g = c.getContext("2d")!;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, img.width, img.height).data;
      const [r0, g0, b0] = bg as number[];
      let non = 0;
      const seen = new Set<number>();
      for (let i = 0; i < d.length; i += 4) {
        if (Math.abs(d[i]! - r0!) > 24 || Math.abs(d[i + 1]! - g0!) > 24 || Math.abs(d[i + 2]! - b0!) > 24)
          non++;
        seen.add(((d[i]! >> 4) << 8) | ((d[i + 1]! >> 4) << 4) | (d[i + 2]! >> 4));
      }
      return {
        width: img.width,
        height: img.height,
        nonBackground: non / (d.length / 4),
        colours: seen.size,
      };
    },
    [b64(png), background] as const,
  );
}

/** Compares two PNGs pixel by pixel. */
export async function imageDiff(page: Page, a: Buffer, b: Buffer): Promise<ImageDiff> {
  return page.evaluate(
    async ([sa, sb]) => {
      const load = async (src: string) => {
        const img = await createImageBitmap(await (await fetch(src)).blob());
        const c = new OffscreenCanvas(img.width, img.height);
        const g = c.getContext("2d")!;
        g.drawImage(img, 0, 0);
        return { w: img.width, h: img.height, d: g.getImageData(0, 0, img.width, img.height).data };
      };
      const x = await load(sa as string);
      const y = await load(sb as string);
      if (x.w !== y.w || x.h !== y.h) return { sameSize: false, meanAbs: 255, changed: 1 };
      let sum = 0;
      let changed = 0;
      for (let i = 0; i < x.d.length; i += 4) {
        let worst = 0;
        for (let k = 0; k < 3; k++) {
          const dv = Math.abs(x.d[i + k]! - y.d[i + k]!);
          sum += dv;
          if (dv > worst) worst = dv;
        }
        if (worst > 40) changed++;
      }
      const n = x.d.length / 4;
      return { sameSize: true, meanAbs: sum / (n * 3), changed: changed / n };
    },
    [b64(a), b64(b)] as const,
  );
}
