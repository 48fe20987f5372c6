import type { Seat } from "../../game/ruleset";
import type { FirefightState } from "../state";
import { standing } from "../world";

/**
 * Playing to Firefight's end (issue 34 item 3; game.ts `endTurn`): at the turn limit the side with
 * more models standing in active units wins. The opponent reads its lead in models: ahead, a model
 * kept is worth more than one slain and it need not close in (holding wins); level, it trades; behind,
 * it keeps its models early and, as the end nears, weighs their loss less and closes in faster, until in
 * the last turn a model lost costs it nothing (it has lost the game unless it slays).
 */

/** Models standing in a side's active units (game.ts `strength`: what the end counts). */
export const standingOf = (s: FirefightState, side: string): number =>
  s.units
    .filter((u) => u.side === side && u.status === "active")
    .reduce((n, u) => n + standing(s, u.id).length, 0);

/** How the seat weighs its moves now, given its lead (project defaults). */
export interface Stance {
  /** its models standing minus the enemy's */
  lead: number;
  /** weight of a model lost against one slain */
  takenWeight: number;
  /** multiplier of progress toward the enemy */
  closeIn: number;
  /** in words, for the decisions' factors */
  words: string;
}

/** Weight of a model lost when ahead, level, behind (project defaults). */
const AHEAD = 1.5;
const LEVEL = 1;
const BEHIND = 1.2;
/**
 * Behind, the pace of closing in at the start and its rise by the last turn (project defaults, measured
 * against the random player: docs/rulesets/firefight-ai.md).
 */
const BEHIND_CLOSE = 1;
const BEHIND_CLOSE_LATE = 6;

/** The seat's stance: ahead it guards its lead, otherwise it trades (more so as the end nears). */
export function stanceOf(s: FirefightState, seat: Seat): Stance {
  const other = s.units.find((u) => u.side !== seat)?.side ?? seat;
  const lead = standingOf(s, seat) - standingOf(s, other);
  const late = Math.max(0, s.turn - 1) / Math.max(1, s.turnLimit - 1);
  if (lead > 0)
    return {
      lead,
      takenWeight: AHEAD + late,
      closeIn: 1 - late,
      words: `ahead by ${lead}: it guards the lead`,
    };
  if (lead === 0) return { lead, takenWeight: LEVEL, closeIn: 1 + late, words: "level: it trades" };
  return {
    lead,
    // a model lost weighs less as the end nears and nothing in the last turn: a side behind at the
    // end has lost whatever it keeps, so it trades everything for the models it must slay
    takenWeight: BEHIND * (1 - late),
    closeIn: BEHIND_CLOSE + BEHIND_CLOSE_LATE * late,
    words: `behind by ${-lead}: it must slay more than it loses`,
  };
}
