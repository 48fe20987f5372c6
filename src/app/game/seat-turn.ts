import type { OnlineShell } from "../store/match-slice";

/**
 * Whether this page's seat may act now, for every ruleset (issue 36: as Firestrike's controls do,
 * issue 39 item 8). Hot-seat the screen always holds the seat to act; online a seat may act only while
 * the rules name it in the snapshot's `seatsToAct`, and a spectator never. The page disables the
 * controls of a seat that may not act and says whom it waits for; the server would refuse anyway.
 */
export interface SeatTurn {
  may: boolean;
  /** why not ("waiting for red"), for the hint and the tooltip */
  why: string | null;
}

/** The spectator's reason. */
export const WATCHING = "you are watching: a spectator cannot act";

/**
 * Whether the page's seat may act in a game whose rules name `seatsToAct`; `nameOf` gives a seat's
 * name for the line (its id when the ruleset has none).
 */
export function seatTurn(
  seatsToAct: readonly string[],
  online: OnlineShell | null,
  nameOf: (seat: string) => string = (s) => s,
): SeatTurn {
  if (!online) return { may: true, why: null };
  if (online.spectator) return { may: false, why: WATCHING };
  if (seatsToAct.includes(online.seat)) return { may: true, why: null };
  return {
    may: false,
    why:
      seatsToAct.length > 0 ? `waiting for ${seatsToAct.map(nameOf).join(" and ")}` : "nobody is to act now",
  };
}
