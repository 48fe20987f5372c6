import type { Dice } from "../../game/ruleset";
import { seededRandom } from "../../random";
import { charge } from "../charge";
import { inPlay, resolveFireFight } from "../fight";
import type { FirefightWorld, Forces } from "../world";
import { standing } from "../world";

/**
 * Previews of a fire fight or a charge on the engine's own rules (fight.ts `resolveFireFight`, charge.ts
 * `charge`: the shots, the big move, the melee, the Cg checks and the fall backs) over a few dice of the
 * player's own, never the game's: what a player works out from the table before committing. Their worth
 * is counted as the end counts it (game.ts `strength`: standing models in units in play), so a beaten
 * unit that falls back off the board loses every model it had: the fall back and the flight weigh in,
 * which expected wounds alone miss.
 */

/** How many dice sequences a preview averages (project default: 12, a few ms per charge). */
export const PREVIEW_SAMPLES = 12;

/** The expected models each side loses (in units in play, as the end counts them). */
export interface Preview {
  /** the enemy's models lost, slain or fled */
  theirs: number;
  /** the seat's models lost */
  mine: number;
}

/** Dice from the player's own generator (a D6 from a uniform draw). */
const ownDice = (rnd: () => number): Dice => ({ roll: (sides) => 1 + Math.floor(rnd() * sides) });

/** Models standing in the listed units still in play. */
const counted = (f: Forces, units: readonly string[]): number =>
  units.reduce((n, u) => n + (inPlay(f, u) ? standing(f, u).length : 0), 0);

/** Averages `play` over the samples: models lost by `mine` and `theirs` units. */
function averaged(
  f: Forces,
  mine: readonly string[],
  theirs: readonly string[],
  play: (dice: Dice) => Forces,
): Preview {
  const m0 = counted(f, mine);
  const t0 = counted(f, theirs);
  let m = 0;
  let t = 0;
  for (let k = 0; k < PREVIEW_SAMPLES; k++) {
    // a fixed sequence per sample: the same position previews the same, on any machine
    const after = play(ownDice(seededRandom(0x5f3759df + k)));
    m += m0 - counted(after, mine);
    t += t0 - counted(after, theirs);
  }
  return { mine: m / PREVIEW_SAMPLES, theirs: t / PREVIEW_SAMPLES };
}

/** `charger` (the seat's) charging `target`, previewed. */
export const chargePreview = (w: FirefightWorld, f: Forces, charger: string, target: string): Preview =>
  averaged(f, [charger], [target], (dice) => charge(w, f, charger, target, dice).forces);

/** The fire fight of the seat's `mine` against `theirs`, previewed. */
export const fightPreview = (
  w: FirefightWorld,
  f: Forces,
  mine: readonly string[],
  theirs: readonly string[],
): Preview =>
  averaged(f, mine, theirs, (dice) => resolveFireFight(w, f, { a: [...mine], b: [...theirs] }, dice).forces);
