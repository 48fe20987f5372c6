import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { Problem } from "../problems";
import { type Dice, DiceExhausted } from "./ruleset";
import { type Sfc32, seedSfc32, sfc32Roll } from "./sfc32";

/**
 * Commit–reveal dice (issue 24 item 4; docs/game-format.md, "Dice"). The host (the page in hot-seat, a
 * server later) keeps the seed; the game file carries its commitment (SHA-256 of the seed) from the
 * start and every roll of every entry; the seed is written only when the game is over (or into the
 * host's own copy). Anyone can then check that every recorded roll is the one the seed gives.
 *
 * Scheme `sha256` (every new game): roll j of entry i is derived on its own, statelessly, from
 * SHA-256(tag ‖ seed ‖ i ‖ j ‖ k): the hash's eight 32-bit words are tried in turn, rejection-sampled
 * to 1..sides; k counts hashes when all eight fall in the rejected tail (for a d20 a chance near
 * 10⁻⁶⁷: never, in practice). A take-back or a re-made command is a new entry with a new index, so it gets
 * fresh dice without any generator state to keep. The opening rolls are entry "start".
 *
 * Scheme `sfc32` (files migrated from sightline-game/1 and /2, whose seed was public): one sfc32 stream
 * from the seed, every roll in order, exactly as those games were played (sfc32.ts).
 */

/** How a game's rolls are derived from its seed. */
export type DiceScheme = "sha256" | "sfc32";
export const DICE_SCHEMES: readonly DiceScheme[] = ["sha256", "sfc32"];

/** The largest die the engine rolls. */
export const MAX_SIDES = 1000;

/** Which entry a roll belongs to: its index in the log, or the start of the game. */
export type RollKey = number | "start";

const TAG = "sightline-dice/1";

/** The hex SHA-256 of a text (UTF-8). */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** A seed's commitment: the hex SHA-256 of the seed as text (a number seed as its decimal digits). */
export const commitmentOf = (seed: string | number): string => sha256Hex(String(seed));

/** Roll `draw` (0, 1, …) of entry `key`, a die of `sides` faces, from `seed` (scheme `sha256`). */
export function derivedRoll(seed: string | number, key: RollKey, draw: number, sides: number): number {
  const s = String(seed);
  const limit = Math.floor(0x100000000 / sides) * sides;
  for (let k = 0; ; k++) {
    // The seed is length-prefixed so no seed and index can spell another's message.
    const h = sha256(utf8ToBytes(`${TAG}|${s.length}:${s}|${key}|${draw}|${k}`));
    for (let w = 0; w < 32; w += 4) {
      const u = ((h[w]! << 24) | (h[w + 1]! << 16) | (h[w + 2]! << 8) | h[w + 3]!) >>> 0;
      if (u < limit) return (u % sides) + 1;
    }
  }
}

function checkSides(sides: number): void {
  // A ruleset asking for a die that cannot exist is a bug in the ruleset, not a bad file.
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES)
    throw new Error(`a die has 1..${MAX_SIDES} sides, not ${sides} (internal)`);
}

/** The host's dice: the seed, and for `sfc32` the stream's place after the entries so far. */
export interface HostDice {
  readonly scheme: DiceScheme;
  readonly seed: string | number;
  /** sfc32 only: the stream after every roll so far (never changed: copied before use) */
  readonly stream: Sfc32 | null;
}

/** A host's dice for a game about to start. */
export const hostDice = (scheme: DiceScheme, seed: string | number): HostDice => ({
  scheme,
  seed,
  stream: scheme === "sfc32" ? seedSfc32(seed) : null,
});

/**
 * The dice of one entry as the engine deals them: from the file's record when it has one (checked
 * against the seed when the seed is known), else derived from the host's seed, else none (a replay
 * without the seed: `DiceExhausted`). Everything dealt is kept in `drawn` (the record to write), and
 * every recorded roll the seed contradicts in `mismatches`.
 */
export class EntryDice implements Dice {
  readonly drawn: number[] = [];
  readonly mismatches: Problem[] = [];
  private readonly stream: Sfc32 | null;

  constructor(
    private readonly host: HostDice | null,
    private readonly key: RollKey,
    private readonly recorded: readonly number[] | null,
    /** the JSON path of the entry, e.g. `$.commands[4]` */
    private readonly at: string,
    /** the JSON path of its recorded rolls */
    private readonly rollsAt = `${at}.rolls`,
  ) {
    this.stream = host?.stream ? [...host.stream] : null;
  }

  roll(sides: number): number {
    checkSides(sides);
    const j = this.drawn.length;
    const derived = this.host ? this.derive(sides, j) : null;
    let v: number;
    if (this.recorded) {
      const r = this.recorded[j];
      if (r === undefined)
        throw new DiceExhausted(
          `the entry asks for more dice than the ${this.recorded.length} recorded for it (roll ${j + 1}, a d${sides})`,
          this.at,
        );
      if (!Number.isInteger(r) || r < 1 || r > sides)
        throw new DiceExhausted(`recorded ${r}, which is no roll of a d${sides}`, `${this.rollsAt}[${j}]`);
      if (derived !== null && derived !== r)
        this.mismatches.push({
          path: `${this.rollsAt}[${j}]`,
          message: `recorded ${r}, the seed gives ${derived}`,
        });
      v = r;
    } else if (derived !== null) v = derived;
    else
      throw new DiceExhausted(
        `the entry needs dice (a d${sides}), but the file records none for it and its seed is not revealed`,
        this.at,
      );
    this.drawn.push(v);
    return v;
  }

  private derive(sides: number, j: number): number {
    if (this.stream) return sfc32Roll(this.stream, sides);
    return derivedRoll(this.host!.seed, this.key, j, sides);
  }

  /** The host's dice after this entry, once it is accepted (sfc32: the stream has moved on). */
  after(): HostDice | null {
    return this.host && this.stream ? { ...this.host, stream: this.stream } : this.host;
  }

  /** A problem when the record holds rolls the entry never asked for (a file edited by hand). */
  unused(): Problem | null {
    if (!this.recorded || this.recorded.length <= this.drawn.length) return null;
    return {
      path: this.rollsAt,
      message: `${this.recorded.length} rolls are recorded, but the entry uses ${this.drawn.length}`,
    };
  }
}

/**
 * Dice for tests and previews: `queue` first, exactly as given (a value the die cannot show is the
 * ruleset's to refuse), then rolls derived from `seed` under the key "scripted". Never the host's dice:
 * a preview must not reveal a real roll.
 */
export function scriptedDice(queue: readonly number[] = [], seed: string | number = "test"): Dice {
  const q = [...queue];
  let n = 0;
  return {
    roll(sides) {
      checkSides(sides);
      if (q.length > 0) return q.shift()!;
      return derivedRoll(seed, -1, n++, sides);
    },
  };
}
