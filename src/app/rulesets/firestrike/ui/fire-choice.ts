import { assaultFireProblem } from "../../../../core/firestrike/fire/direct";
import type { Base } from "../../../../core/firestrike/state";
import type { StatBook } from "../../../../core/firestrike/stats/schema";
import type { GameUi } from "../store/game-slice";

/**
 * What the combat calculator offers and allows (issue 23 item 3): why a base of the acting side may
 * not fire direct now (shown against it in the firer list), and why Fire is disabled for the shot
 * picked (shown under the button), so a player never learns it only after pressing Fire.
 */

/** Why a base may not fire direct this step, or null (the engine's own checks, seed 000 §3.2, §6.5). */
export function firerProblem(stats: StatBook, b: Base): string | null {
  const line = stats.byId.get(b.statLine);
  if (!line?.weapons.some((w) => w.fire !== "indirect")) return "no direct fire weapon";
  if (b.towedBy) return `limbered to ${b.towedBy}`;
  if (b.fired === "indirect") return "fired indirect";
  if (b.fired !== "none") return "fired";
  if (b.prone && (line.class === "machine-gun" || line.class === "mortar")) return "prone";
  return null;
}

/** Why Fire is disabled for what is picked, or null when it may be pressed. */
export function fireBlocked(
  stats: StatBook,
  fire: GameUi["fire"],
  preview: GameUi["preview"],
  firer: Base | undefined,
  replaying: boolean,
): string | null {
  if (replaying) return "leave replay to fire";
  if (!fire.firer || !firer) return "pick a firer";
  const why = firerProblem(stats, firer);
  if (why) return `${firer.id} may not fire: ${why}`;
  if (!fire.target) return "pick a target";
  if (!preview) return `${firer.id} has no weapon that can fire at ${fire.target}`;
  if (!preview.calc.legal) return preview.calc.refusal?.message ?? "the rules do not allow this shot";
  const weapon = stats.byId.get(firer.statLine)?.weapons.find((w) => w.name === preview.calc.weapon);
  return assaultFireProblem(firer, weapon ?? null);
}
