import type { SupportWeapon } from "./counters";
import { isMmc, isSmc, isVehicle, type SwKind, type UnitKind } from "./vocab";

/**
 * The firepower of one attack (seed 004): combined fire, support-weapon use, Opportunity Fire's
 * reductions. Halves round up (the card, for SWs; LnLT v5.1 5.2, for combined fire).
 */

/** One unit joining an attack: its IFP and the SWs it fires (ids of its own). */
export interface Firer {
  id: string;
  kind: UnitKind;
  ifp: number;
  shaken: boolean;
  hex: string;
  usParatrooper: boolean;
  opsComplete: boolean;
  sw: SupportWeapon[];
  /** the SWs it fires this attack (ids); with `withIfp` false it lends no IFP */
  firing: string[];
  withIfp: boolean;
}

/** The kind of fire. */
export interface FireKind {
  opportunity: boolean;
  /** Opportunity Fire at a target directly spotted in its hex in this impulse: no Ops Complete −1 */
  spottedThisImpulse: boolean;
}

/** A part of the attack's firepower and why. */
export interface FpPart {
  unit: string;
  what: string;
  fp: number;
  rule: string;
}

export type FirepowerResult = { ok: true; fp: number; parts: FpPart[] } | { ok: false; reason: string };

const half = (n: number) => Math.ceil(n / 2);
/** Combined-fire exceptions: their FP is never halved as an additional unit (card). */
const fullAdder = (kind: SwKind) => kind === "mg" || kind === "flamethrower" || kind === "satchel-charge";

/**
 * The attack's firepower, or why it may not be made: all firers in one hex, none shaken, each using
 * its SWs as its kind allows; one unit fires with full IFP, each further MMC adds half its IFP
 * (heroes, US paratroopers, MGs, flamethrowers and satchel charges in full); an SMC fires an SW at
 * half its FP unless two SMCs fire it; under Opportunity Fire an Ops Complete MMC fires at −1 IFP
 * (unless the target was spotted in its hex this impulse) and an Ops Complete unit's SW MGs,
 * flamethrowers and vehicle MGs at half (the reading in docs/rulesets/lnl.md: both are the price of
 * firing while Ops Complete).
 */
export function attackFirepower(firers: readonly Firer[], fire: FireKind): FirepowerResult {
  if (firers.length === 0) return { ok: false, reason: "no unit fires" };
  const hex = firers[0]!.hex;
  const elsewhere = firers.find((f) => f.hex !== hex);
  if (elsewhere)
    return {
      ok: false,
      reason: `combined fire is from one hex: ${elsewhere.id} is in ${elsewhere.hex}, not ${hex}`,
    };
  for (const f of firers) {
    if (f.shaken) return { ok: false, reason: `${f.id} is Shaken: Shaken units cannot use their IFP or SWs` };
    for (const s of f.firing)
      if (!f.sw.some((w) => w.id === s)) return { ok: false, reason: `${f.id} carries no SW "${s}"` };
    if (f.firing.length > 0 && (f.kind === "medic" || f.kind === "armor-leader" || f.kind === "sniper"))
      return { ok: false, reason: `${f.id}: medics, armour leaders and snipers cannot use SWs` };
    if (f.kind === "squad" && f.firing.length === 2 && f.withIfp)
      return { ok: false, reason: `${f.id}: a squad firing two SWs loses its IFP` };
    if (
      (f.kind === "half-squad" || f.kind === "crew" || f.kind === "weapon-team") &&
      f.firing.length > 0 &&
      f.withIfp
    )
      return { ok: false, reason: `${f.id}: a ${f.kind} firing an SW loses its IFP` };
    if (isSmc(f.kind) && f.firing.length > 1) return { ok: false, reason: `${f.id}: an SMC fires one SW` };
    if (f.firing.length > 2) return { ok: false, reason: `${f.id}: at most two SWs` };
  }
  const parts: FpPart[] = [];
  // IFP: the strongest unit leads at full IFP; the others add as the card says.
  const withIfp = firers.filter((f) => f.withIfp && f.ifp > 0);
  const ifpOf = (f: Firer) =>
    fire.opportunity && f.opsComplete && isMmc(f.kind) && !fire.spottedThisImpulse
      ? Math.max(0, f.ifp - 1)
      : f.ifp;
  const lead = [...withIfp].sort((a, b) => ifpOf(b) - ifpOf(a))[0];
  for (const f of withIfp) {
    const base = ifpOf(f);
    const reduced = base !== f.ifp ? " (Ops Complete −1 under Opportunity Fire)" : "";
    if (f === lead)
      parts.push({
        unit: f.id,
        what: `IFP ${base}${reduced}`,
        fp: base,
        rule: "combined fire: one unit fires with full IFP",
      });
    else if (f.kind === "hero" || f.usParatrooper)
      parts.push({
        unit: f.id,
        what: `IFP ${base}${reduced}`,
        fp: base,
        rule: "combined fire exception (hero, US paratrooper): full IFP",
      });
    else
      parts.push({
        unit: f.id,
        what: `½ IFP ${base}${reduced}`,
        fp: half(base),
        rule: "combined fire: each further unit adds ½ IFP (round up)",
      });
  }
  // SWs: an SW fired by two SMCs (one fires, one lends its hands) is at full FP.
  const smcs = firers.filter((f) => isSmc(f.kind));
  for (const f of firers)
    for (const s of f.firing) {
      const w = f.sw.find((x) => x.id === s)!;
      let fp = w.firepower;
      const why: string[] = [];
      if (isSmc(f.kind) && !(smcs.length >= 2)) {
        fp = half(fp);
        why.push("an SMC fires an SW at ½ FP (round up)");
      } else if (isSmc(f.kind)) why.push("two SMCs fire the SW at full FP");
      // seed 004, OF: "OpsComplete MMC ведет огонь со штрафом -1 FP (…); SW MG, огнеметы и пулеметы на
      // технике ведут огонь с ополовиненной огневой мощью" — one sentence, the Ops Complete firer's price
      // (as the quoted v5.1 PAC 5.3: "Units under Ops Complete markers … SWs that use the DFT halve their
      // FP"). The spotted exception is the −1's parenthesis only, so it does not lift the halving.
      if (
        fire.opportunity &&
        f.opsComplete &&
        (w.kind === "mg" || w.kind === "flamethrower" || isVehicle(f.kind))
      ) {
        fp = half(fp);
        why.push(
          "Opportunity Fire while Ops Complete: SW MGs, flamethrowers and vehicle MGs at ½ FP (round up)",
        );
      }
      if (why.length === 0)
        why.push(
          fullAdder(w.kind)
            ? "combined fire exception (MG, flamethrower, satchel charge): full FP"
            : "an SW adds its FP in full (project default)",
        );
      parts.push({ unit: f.id, what: `SW ${w.id} (${w.kind}) FP ${w.firepower}`, fp, rule: why.join("; ") });
    }
  return { ok: true, fp: parts.reduce((s, p) => s + p.fp, 0), parts };
}
