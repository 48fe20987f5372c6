import type { LnlEvent } from "../../../core/lnl/apply";
import { planShot, type ShotPlan } from "../../../core/lnl/fire";
import type { LnlMap } from "../../../core/lnl/map";
import { sniperShot } from "../../../core/lnl/sniper";
import { type LnlState, onMap } from "../../../core/lnl/state";
import type { HexMark } from "../../store/hex-slice";
import type { AppStore } from "../../store/store";
import { fireRefusal, legalMoves, snipeRefusal, tryMove } from "./moves";
import { opFireOffer } from "./op-offer";
import { fireOrders } from "./orders";
import { aimChoices, loneSniper } from "./sniper-aim";
import { lnlOf, type MoveMode } from "./store";

/**
 * What the player picks on the hex table (issue 21 items 2 and 3), kept in the LnL slice: a click on
 * a hex of the side to act picks its stack, and the hexes it may enter light up by the rules' own
 * dry run (moves.ts); a click on one of them moves there; a click on an enemy hex makes it the
 * target, and the fire calculator shows the shot (every modifier with its card line) or why it may
 * not be fired. In an Opportunity Fire window the target is the moving stack's hex. Everything is
 * worked out here, on a click or a new snapshot, never in render.
 */

/** The outline colours: the picked stack, a hex it may enter, a move into melee, the target. */
export const MARK = {
  picked: "#4da3ff",
  move: "#7fe08a",
  melee: "#ff9f40",
  target: "#ff5a5a",
  /** a hex lit by a star shell this turn (star-shell.ts) */
  lit: "#fff3a0",
} as const;

export class LnlPicks {
  private entriesSeen = -1;
  /** a shot this page sent: its plan (the calculator's lines), waiting for the entry that resolves it */
  private pending: { entries: number; plan: ShotPlan } | null = null;

  constructor(
    private readonly app: AppStore,
    private readonly map: () => LnlMap | null,
    private readonly send: (command: unknown) => Promise<void>,
    /** online: the seat this page plays ("spectator" for a watch link); null hot-seat (every side) */
    private readonly seatHere: () => string | null = () => null,
    /** the seat the computer plays (a game against the computer): it is never offered Opportunity Fire here */
    private readonly computerSeat: () => string | null = () => null,
  ) {}

  private get shown() {
    return lnlOf(this.app).lnl;
  }

  /** The state on screen and the seat to act, when the player may act on it (not replaying, not over). */
  private live(): { s: LnlState; seat: string; map: LnlMap } | null {
    const { snapshot, replayAt } = this.shown;
    const map = this.map();
    const seat = snapshot?.seatsToAct[0];
    if (!snapshot || !seat || replayAt !== null || snapshot.over || !map) return null;
    // Online, a page picks only for its own seat, and only while that seat is to act.
    const here = this.seatHere();
    if (here !== null && here !== seat) return null;
    return { s: snapshot.view, seat, map };
  }

  /** After a new snapshot: the picks follow the activation or window, or start afresh in a new impulse. */
  refresh(): void {
    this.resolved();
    const live = this.live();
    const snap = this.shown.snapshot;
    if (!live || !snap) {
      lnlOf(this.app).setLnl({ picked: [], target: null, moves: [], preview: null, offer: null });
      this.app.getState().setHexMarks([]);
      return;
    }
    const { s, seat } = live;
    const fresh = snap.entries !== this.entriesSeen;
    this.entriesSeen = snap.entries;
    let { picked, target, mode } = this.shown;
    const mine = new Set(
      onMap(s)
        .filter((u) => u.side === seat)
        .map((u) => u.id),
    );
    const offer =
      !s.opWindow || seat === this.computerSeat()
        ? null
        : fresh || this.shown.offer === null
          ? opFireOffer(s, live.map, seat)
          : this.shown.offer;
    lnlOf(this.app).setLnl({ offer });
    if (s.opWindow) {
      target = s.opWindow.hex;
      picked = fresh ? [] : picked.filter((id) => mine.has(id));
    } else if (s.activation) {
      picked = [...s.activation.units];
      mode = s.activation.mode;
      if (fresh) target = null;
    } else if (fresh) {
      picked = [];
      target = null;
    }
    this.set(picked, target, mode);
  }

  /** Records the picks, works out the legal moves and the shot, and outlines them on the table. */
  private set(picked: string[], target: string | null, mode0: MoveMode): void {
    const live = this.live();
    if (!live) return;
    const { s, map } = live;
    // Stealth is offered only to a stack of SM-capable counters: another pick falls back to normal
    const capable = picked.every((id) => onMap(s).find((u) => u.id === id)?.stealthCapable);
    const mode = mode0 === "stealth" && (!capable || !picked.length) && !s.activation ? "normal" : mode0;
    const moves = picked.length && !s.opWindow ? legalMoves(s, map, picked, mode) : [];
    // a lone sniper aims at one unit of the target hex: keep the chosen one while it is there
    const choices = !s.opWindow && loneSniper(s, picked) && target ? aimChoices(s, picked[0]!, target) : [];
    const was = this.shown.aimAt;
    const aimAt = was && choices.includes(was) ? was : (choices[0] ?? null);
    lnlOf(this.app).setLnl({ picked, target, mode, moves, preview: null, aimAt });
    if (picked.length && target) this.check(picked, target, s.opWindow !== null);
    const marks: HexMark[] = (s.lit ?? []).map((label) => ({ label, colour: MARK.lit }));
    for (const m of moves) marks.push({ label: m.hex, colour: m.melee ? MARK.melee : MARK.move });
    const at = onMap(s).find((u) => u.id === picked[0])?.hex;
    if (at) marks.push({ label: at, colour: MARK.picked });
    if (target) marks.push({ label: target, colour: MARK.target });
    this.app.getState().setHexMarks(marks);
  }

  /** A click on hex `label` of the table (the play tool). */
  click(label: string): void {
    const live = this.live();
    if (!live || this.shown.handOver) return;
    const { s, seat, map } = live;
    const { picked, mode, moves } = this.shown;
    const here = onMap(s).filter((u) => u.hex === label);
    const own = here.filter((u) => u.side === seat).map((u) => u.id);
    const enemy = here.some((u) => u.side !== seat);
    const pickedHex = onMap(s).find((u) => u.id === picked[0])?.hex;
    lnlOf(this.app).setLnl({ error: null });
    if (s.opWindow) {
      // the offer's stack in that hex (its units that may fire), else every unit of ours there (and why not)
      const offered = this.shown.offer?.find((o) => o.hex === label)?.units;
      if (offered || own.length) this.set(offered ?? own, s.opWindow.hex, mode);
      return;
    }
    const step = moves.find((m) => m.hex === label);
    if (step && !step.melee) {
      void this.send({ type: "move", units: picked, to: label, mode });
      return;
    }
    if (s.activation) {
      if (enemy || step) {
        this.set(picked, label, mode);
        return;
      }
      const r = tryMove(s, map, picked, label, mode);
      if ("why" in r) lnlOf(this.app).setLnl({ error: r.why });
      return;
    }
    if (picked.length && label === pickedHex) {
      this.set([], null, mode);
      return;
    }
    if (picked.length && (enemy || step)) {
      this.set(picked, label, mode);
      return;
    }
    if (own.length) {
      this.set(own, null, mode);
      return;
    }
    if (picked.length) {
      // an empty hex the stack may not enter: say why, and keep it as a hex to lay smoke in
      const r = tryMove(s, map, picked, label, mode);
      this.set(picked, label, mode);
      if ("why" in r) lnlOf(this.app).setLnl({ error: r.why });
    }
  }

  /** Drops the picks (Escape). */
  toggleOff(): void {
    this.set([], null, this.shown.mode);
  }

  /** Adds or removes one unit of the picked hex (combined fire; who moves; who fires in an OF window). */
  toggle(id: string): void {
    const live = this.live();
    // a moving stack is fixed, but in its Opportunity Fire window the other side picks its firers
    if (!live || (live.s.activation && !live.s.opWindow)) return;
    const u = onMap(live.s).find((x) => x.id === id);
    if (!u || u.side !== live.seat) return;
    const { picked, target, mode } = this.shown;
    const sameHex = picked.every((p) => onMap(live.s).find((x) => x.id === p)?.hex === u.hex);
    const next = !sameHex ? [id] : picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id];
    this.set(next, target, mode);
  }

  setMode(mode: MoveMode): void {
    const { picked, target } = this.shown;
    this.set(picked, target, mode);
  }

  /** A lone sniper's choice of the one unit it attacks in the target hex. */
  aim(unit: string): void {
    const { picked, target } = this.shown;
    lnlOf(this.app).setLnl({ aimAt: unit });
    if (picked.length && target) this.check(picked, target, false);
  }

  /** The fire calculator's check of a shot, without rolling. */
  check(firers: string[], target: string, opportunity: boolean): void {
    const st = lnlOf(this.app);
    const view = st.lnl.snapshot?.view;
    const map = this.map();
    if (!view || !map) return;
    const seat = st.lnl.snapshot?.seatsToAct[0];
    if (!opportunity && seat && loneSniper(view, firers)) {
      const aimAt = st.lnl.aimAt;
      const spec = aimAt ? sniperShot(view, seat, firers[0]!, aimAt) : `no enemy unit in ${target}`;
      const plan = typeof spec === "string" ? null : planShot(view, map, spec);
      if (typeof spec === "string" || !plan?.ok) {
        st.setLnl({
          preview: { plan: null, why: typeof spec === "string" ? spec : plan!.ok ? null : plan!.error },
        });
        return;
      }
      st.setLnl({ preview: { plan: plan.value, why: snipeRefusal(view, map, firers[0]!, aimAt!) } });
      return;
    }
    const w = view.opWindow;
    const targetHex = opportunity && w ? w.hex : target;
    const plan = planShot(view, map, {
      firers: fireOrders(view, firers, targetHex),
      targetHex,
      opportunity,
      spottedThisImpulse: opportunity && w ? w.spotted : false,
      movingNow: opportunity && w ? w.movers : [],
    });
    if (!plan.ok) {
      st.setLnl({ preview: { plan: null, why: plan.error } });
      return;
    }
    // the plan prices the shot; the rules also say whether these units may fire now (moved, fired…)
    const live = this.live();
    const why = live ? fireRefusal(view, map, firers, target, opportunity) : null;
    st.setLnl({ preview: { plan: plan.value, why } });
  }

  /** Picks an Opportunity Fire offer's stack (a click on its line in the offer dialog). */
  pickOffer(units: string[]): void {
    const live = this.live();
    if (live?.s.opWindow) this.set(units, live.s.opWindow.hex, this.shown.mode);
  }

  /** The fire dialog's shot once the rules resolved it: the first fire event after the entry this page sent. */
  private resolved(): void {
    const p = this.pending;
    const snap = this.shown.snapshot;
    if (!p || !snap || snap.replayAt !== null || snap.entries <= p.entries) return;
    this.pending = null;
    const event = (snap.log[p.entries]?.events as LnlEvent[] | undefined)?.find((e) => e.type === "fire");
    if (event?.type === "fire") lnlOf(this.app).setLnl({ shot: { plan: p.plan, event } });
  }

  /** The shot sent was refused: no dialog waits for it. */
  refused(): void {
    this.pending = null;
  }

  /** Closes the fire dialog. */
  closeShot(): void {
    lnlOf(this.app).setLnl({ shot: null });
  }

  /** Fires the picked units at the target (Opportunity Fire in a window); resolves once the host answered. */
  async fire(): Promise<void> {
    const live = this.live();
    const { picked, target, preview, snapshot } = this.shown;
    if (!live || !picked.length) return;
    // the calculator's plan of this shot goes into the fire dialog beside the rules' dice (resolved())
    this.pending = preview?.plan && snapshot ? { entries: snapshot.entries, plan: preview.plan } : null;
    const firers = fireOrders(live.s, picked, live.s.opWindow?.hex ?? target);
    const { aimAt } = this.shown;
    if (!live.s.opWindow && loneSniper(live.s, picked) && aimAt)
      await this.send({ type: "snipe", unit: picked[0], target: aimAt });
    else if (live.s.opWindow) await this.send({ type: "op-fire", firers });
    else if (target) await this.send({ type: "fire", firers, target });
  }

  /** The picked vehicles pivot in their hex to face the target hex (vehicles.ts: 1 MP a hexside). */
  pivot(): void {
    const { picked, target } = this.shown;
    if (picked.length && target) void this.send({ type: "pivot", units: picked, toward: target });
  }

  /** The picked vehicle opens or closes its hatches. */
  hatches(unit: string, open: boolean): void {
    void this.send({ type: "hatches", unit, open });
  }

  /** Moves the picked stack into the target hex: a melee. */
  moveIn(): void {
    const { picked, target, mode } = this.shown;
    if (picked.length && target) void this.send({ type: "move", units: picked, to: target, mode });
  }

  /** The first picked unit lays smoke in the target hex, or in its own hex. */
  smoke(): void {
    const live = this.live();
    const { picked, target } = this.shown;
    const u = live && onMap(live.s).find((x) => x.id === picked[0]);
    if (u) void this.send({ type: "smoke", unit: u.id, hex: target ?? u.hex });
  }

  /** The first picked unit fires a star shell at the target hex (at night). */
  starShell(): void {
    const live = this.live();
    const { picked, target } = this.shown;
    const u = live && onMap(live.s).find((x) => x.id === picked[0]);
    if (u && target) void this.send({ type: "star-shell", unit: u.id, hex: target });
  }

  /** The picked units that are not vehicles board `vehicle` (in their hex). */
  mount(vehicle: string): void {
    const live = this.live();
    if (!live) return;
    const units = this.shown.picked.filter((id) => id !== vehicle);
    void this.send({ type: "mount", units, vehicle });
  }

  /** The picked passengers get off. */
  dismount(): void {
    const live = this.live();
    if (!live) return;
    const units = this.shown.picked.filter((id) => onMap(live.s).find((u) => u.id === id)?.carriedBy);
    void this.send({ type: "dismount", units });
  }
}
