import type { OnlineShell } from "../../../store/match-slice";
import type { GameView } from "../view";

/**
 * Whether this page's seat may act now (issue 39 item 8). Hot-seat the screen always holds the side to
 * act; online a seat may act only when the rules name it among the sides to act (the deploying side,
 * then `actors`: both in simultaneous movement), and a spectator never. The page disables every game
 * control of a seat that may not act and says why; the server would refuse the command anyway.
 */
export interface SeatTurn {
  may: boolean;
  /** why not, for the tooltip and the hint ("waiting for Red") */
  why: string | null;
}

/** The spectator's reason, shared by the controls it may not use. */
export const SPECTATOR_WHY = "you are watching: a spectator cannot act";

/** Whether the page's seat may act now in `v`, and why not. */
export function seatTurn(v: GameView, online: OnlineShell | null): SeatTurn {
  if (!online) return { may: true, why: null };
  if (online.spectator) return { may: false, why: SPECTATOR_WHY };
  const toAct = v.stage === "deploy" ? (v.deploying ? [v.deploying] : []) : v.actors;
  if (toAct.includes(online.seat)) return { may: true, why: null };
  const name = (id: string) => v.sides.find((x) => x.id === id)?.name ?? id;
  return {
    may: false,
    why: toAct.length > 0 ? `waiting for ${toAct.map(name).join(" and ")}` : "nobody is to act now",
  };
}
