/**
 * Units of measure. Table geometry is in inches on the table; heights and rule distances
 * are in ground-scale yards. Branded types keep the two apart (excalidraw's habit).
 */
declare const inchesBrand: unique symbol;
declare const yardsBrand: unique symbol;

/** A length measured on the table, in inches. */
export type Inches = number & { readonly [inchesBrand]: true };
/** A ground-scale length, in yards. */
export type Yards = number & { readonly [yardsBrand]: true };

/** Marks a number as inches. */
export const inches = (n: number): Inches => n as Inches;
/** Marks a number as yards. */
export const yards = (n: number): Yards => n as Yards;

/** Converts table inches to ground-scale yards. */
export const inchesToYards = (d: Inches, yardsPerInch: number): Yards => yards(d * yardsPerInch);
/** Converts ground-scale yards to table inches. */
export const yardsToInches = (d: Yards, yardsPerInch: number): Inches => inches(d / yardsPerInch);

/** The figure scales Sightline knows. */
export const SCALES = ["6mm", "10mm", "15mm"] as const;
export type Scale = (typeof SCALES)[number];

/**
 * Ground yards per table inch for each scale preset.
 * Source: project default. Seed 000 §1.1 says each scale has a combat chart that converts yards to
 * inches, but does not give the charts. 6mm (1/285) at 50 yd/in makes the seed's 40-yard vehicle
 * frontage a 0.8" base; 10mm and 15mm follow the figure-scale ratio, rounded.
 */
export const SCALE_PRESETS: Record<Scale, { yardsPerInch: number; source: "project default" }> = {
  "6mm": { yardsPerInch: 50, source: "project default" },
  "10mm": { yardsPerInch: 30, source: "project default" },
  "15mm": { yardsPerInch: 20, source: "project default" },
};
