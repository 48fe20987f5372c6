import { describe, expect, it } from "vitest";
import { e2eForFile, visit } from "./support/app";
import { SHOTS } from "./support/browser";

/**
 * Issue 23 item 11: each wheel tick zoomed very little (5%), and the table floated in a dark void. A
 * tick now moves the camera about 14% of its distance, and the table stands on a wooden surface.
 */

const e2e = e2eForFile(120_000);
type Hooks = { __sightline: { cameraPosition(): [number, number, number] | null } };

describe("zoom and surroundings", () => {
  it("one wheel tick zooms at least 10%, and the table stands on a surface, not in a void", async () => {
    const { page, errors } = await visit(e2e, "/");
    const pos = () => page.evaluate(() => (window as unknown as Hooks).__sightline.cameraPosition()!);
    const box = (await page.locator("canvas").boundingBox())!;
    const centre: [number, number] = [box.x + box.width / 2, box.y + box.height / 2];
    const before = await pos();
    await page.mouse.move(centre[0], centre[1]);
    await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await pos())[2], { timeout: 5_000 }).not.toBe(before[2]);
    const after = await pos();
    // the height above the table shrinks with the distance (zooming toward the point under the pointer)
    expect(after[2] / before[2]).toBeLessThan(0.9);
    // Back out: near the top edge of the canvas the table's surroundings fill the view, not the void.
    await page.getByTestId("camera-orbit").click();
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 100);
    await page.waitForTimeout(400);
    const shot = await page.screenshot({ path: `${SHOTS}/table-surface.png`, clip: { ...box, height: 40 } });
    const { PNG } = await import("pngjs");
    const img = PNG.sync.read(shot);
    let voidPixels = 0;
    for (let i = 0; i < img.data.length; i += 4)
      if (
        Math.abs(img.data[i]! - 0x1c) +
          Math.abs(img.data[i + 1]! - 0x21) +
          Math.abs(img.data[i + 2]! - 0x27) <
        12
      )
        voidPixels++;
    expect(voidPixels / (img.width * img.height)).toBeLessThan(0.5);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
