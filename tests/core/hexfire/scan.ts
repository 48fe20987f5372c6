import { positionAt, type Session } from "../../../src/core/game/session";
import type { HexfireEvent } from "../../../src/core/hexfire/apply";
import type { HexfireMap } from "../../../src/core/hexfire/map";
import type { HexfireState } from "../../../src/core/hexfire/state";

/**
 * The log scan of a whole game (issue 32's "no rule violation a log scan can find"): for one entry,
 * the state before it, its command and its events, every card line or project default it breaks:
 * a Finished unit moving, firing, assisting or assaulting; a Shaken unit assisting, assaulting or
 * Op Firing; an SPA assisting or assaulting; an assault from a hex not adjacent to the assaulted one;
 * Op Fire at a unit that did not just move, or at an assaulting unit. Empty when the entry is clean.
 */
export function scanEntry(
  before: HexfireState,
  seat: string,
  command: { type: string; [k: string]: unknown },
  events: readonly HexfireEvent[],
  map: HexfireMap,
  where: string,
): string[] {
  const out: string[] = [];
  const unit = (id: string) => before.units.find((u) => u.id === id);
  const bad = (what: string) => out.push(`${where}: ${what} (${JSON.stringify(command)})`);
  for (const e of events) {
    if (e.type === "move") {
      const u = unit(e.unit)!;
      if (u.finished) bad(`${u.id} moved while Finished`);
      if (u.side !== seat) bad(`${seat} moved ${u.id}, a ${u.side} unit`);
      let at = u.hex!;
      for (const h of e.path) {
        if (map.distance(at, h) !== 1) bad(`${u.id} jumped from ${at} to ${h}`);
        at = h;
      }
    }
    if (e.type === "end" && unit(e.unit)!.finished) bad(`${e.unit} ended while already Finished`);
    if (e.type === "fire" || e.type === "op-fire" || e.type === "assault") {
      const target = unit(e.target)!;
      const c = command as { unit?: string; units?: string[]; assist?: string[] };
      for (const id of e.units) {
        const u = unit(id)!;
        if (u.finished) bad(`${id} acted while Finished`);
        if (u.side !== seat) bad(`${id} of ${u.side} acted for ${seat}`);
      }
      const helpers = e.type === "assault" ? (c.units ?? []) : (c.assist ?? []);
      for (const id of helpers) {
        const u = unit(id)!;
        if (u.shaken) bad(`${id} ${e.type === "assault" ? "assaulted" : "assisted"} while Shaken`);
        if (u.type === "spa") bad(`${id}, an SPA, ${e.type === "assault" ? "assaulted" : "assisted"}`);
        if (e.type === "assault" && map.distance(u.hex!, target.hex!) !== 1)
          bad(`${id} at ${u.hex} assaulted ${target.hex}, not adjacent`);
      }
      if (e.type === "op-fire" && unit(c.unit!)!.shaken) bad(`${c.unit} Op Fired while Shaken`);
      if (e.type === "op-fire") {
        if (before.opWindow?.mover !== e.target) bad(`Op Fire at ${e.target}, which did not just move`);
        if (before.assaulters.includes(e.target)) bad(`Op Fire at the assaulting unit ${e.target}`);
      }
    }
  }
  return out;
}

/** The scan of every entry of a session (a whole game): each violation with its entry's index. */
export function scanSession(session: Session, map: HexfireMap): string[] {
  const out: string[] = [];
  for (const item of session.journal) {
    const before = positionAt(session, item.index) as HexfireState;
    out.push(
      ...scanEntry(
        before,
        item.seat,
        item.entry as { type: string },
        item.events as HexfireEvent[],
        map,
        `entry ${item.index}`,
      ),
    );
  }
  return out;
}
