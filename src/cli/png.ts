import { writeFileSync } from "node:fs";
import { PNG } from "pngjs";
import { UserError } from "./io";
import type { Sketch } from "./sketch";
import { oneLine } from "./terminal";

/** Writes a sketch as a PNG file, or explains why it cannot. */
export function writePng(file: string, sketch: Sketch): void {
  const png = new PNG({ width: sketch.width, height: sketch.height });
  png.data = Buffer.from(sketch.rgba.buffer, sketch.rgba.byteOffset, sketch.rgba.byteLength);
  try {
    writeFileSync(file, PNG.sync.write(png));
  } catch (e) {
    throw new UserError(
      `${oneLine(file)}: cannot write the picture: ${oneLine((e as NodeJS.ErrnoException).code ?? (e as Error).message)}`,
    );
  }
}
