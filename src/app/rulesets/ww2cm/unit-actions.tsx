import type { Ww2Command } from "../../../core/ww2cm/commands";
import { crewKind, crewShootProblem } from "../../../core/ww2cm/crewed";
import { vehicleOf } from "../../../core/ww2cm/data";
import { alive, cmBetween, type Unit, type Ww2State } from "../../../core/ww2cm/state";
import { useAppStore } from "../../store/hooks";
import { useWw2Store, ww2Of } from "./store";

/**
 * The picked unit's other commands by clicks (seed 002): a crewed gun packs or sets up; a tower picks
 * the packed gun it tows, then a click on the table is where they go; a foot unit gets into a truck of its
 * side, or out of the one it rides in (its models set round the truck); and a foot unit's next shot
 * throws grenades (twice deadly into a building). The rules refuse what may not be done, and the
 * refusal line says why.
 */

/** Where the models of a unit getting out stand: round the vehicle, 3 cm off (the rules allow 4 cm). */
export function disembarkAt(v: Ww2State, unit: string, vehicle: string): Ww2Command | null {
  const at = alive(v, vehicle)[0];
  const ms = alive(v, unit);
  if (!at || ms.length === 0) return null;
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return {
    type: "disembark",
    unit,
    to: ms.map((m, i) => {
      const a = (i / ms.length) * 2 * Math.PI;
      return { model: m.id, x: r1(at.x + 3 * Math.sin(a)), y: r1(at.y - 3 * Math.cos(a)) };
    }),
  };
}

/** The trucks of a unit's side it could get into (standing, with seats), nearest first. */
export function trucksFor(v: Ww2State, unit: Unit) {
  const c = alive(v, unit.id)[0];
  return v.units
    .filter((u) => u.side === unit.side && u.vehicle && vehicleOf(u.vehicle.profile)?.unarmoured)
    .map((u) => ({ unit: u, at: alive(v, u.id)[0] }))
    .filter((x) => x.at !== undefined && c !== undefined)
    .sort((a, b) => cmBetween(a.at!, c!) - cmBetween(b.at!, c!))
    .map((x) => x.unit);
}

/** Packed guns of a unit's side it could tow (not itself). */
const gunsFor = (v: Ww2State, unit: Unit) =>
  v.units.filter(
    (u) => u.side === unit.side && u.id !== unit.id && crewKind(u) && u.packed && alive(v, u.id).length,
  );

/** The picked unit's crew, tow, truck and grenade controls for the phase, or nothing. */
export function UnitActions({ unit, view }: { unit: Unit; view: Ww2State }) {
  const app = useAppStore();
  const towGun = useWw2Store((s) => s.ww2.towGun);
  const grenades = useWw2Store((s) => s.ww2.grenades);
  const play = (c: Ww2Command | null) => {
    if (c) ww2Of(app).ww2Api?.play(c);
  };
  const foot = !unit.vehicle;
  if (view.phase === "shoot")
    return foot && !unit.inside ? (
      <div className="group" data-testid="ww2-actions">
        <label title="throw grenades (12 cm) instead of the unit's weapon; a grenade hit in a building kills twice">
          <input
            type="checkbox"
            data-testid="ww2-grenades"
            checked={grenades}
            onChange={(e) => ww2Of(app).setWw2({ grenades: e.target.checked })}
          />{" "}
          Grenades
        </label>
      </div>
    ) : null;
  if (view.phase !== "move") return null;
  const kind = crewKind(unit);
  const guns = gunsFor(view, unit);
  const trucks = foot && !unit.inside && !kind && !unit.mounted ? trucksFor(view, unit) : [];
  // riders are not on the table: a picked truck offers each of them its way out
  const riders = view.units.filter((u) => u.inside === unit.id && alive(view, u.id).length > 0);
  if (!kind && guns.length === 0 && trucks.length === 0 && riders.length === 0) return null;
  return (
    <div className="group" data-testid="ww2-actions">
      {kind && (
        <button
          type="button"
          data-testid="ww2-crew"
          title={
            unit.packed ? "spend the turn setting the gun up" : "spend the turn packing the gun to move it"
          }
          onClick={() => play({ type: "crew", unit: unit.id, action: unit.packed ? "set-up" : "pack" })}
        >
          {unit.packed ? "Set up gun" : "Pack gun"}
        </button>
      )}
      {kind && !unit.packed && (
        <span className="hint" data-testid="ww2-crew-why">
          {crewShootProblem(unit) ?? "set up: it shoots; pack it to move"}
        </span>
      )}
      {guns.map((g) => (
        <button
          type="button"
          key={g.id}
          data-testid={`ww2-tow-${g.id}`}
          aria-pressed={towGun === g.id}
          title={`then click the table where ${unit.name} takes ${g.name}`}
          onClick={() => ww2Of(app).setWw2({ towGun: towGun === g.id ? null : g.id })}
        >
          {towGun === g.id ? `Towing ${g.name}: click the table` : `Tow ${g.name}`}
        </button>
      ))}
      {trucks.map((t) => (
        <button
          type="button"
          key={t.id}
          data-testid={`ww2-embark-${t.id}`}
          title={`every model within 4 cm of ${t.name} gets in`}
          onClick={() => play({ type: "embark", unit: unit.id, vehicle: t.id })}
        >
          Get in {t.name}
        </button>
      ))}
      {riders.map((r) => (
        <button
          type="button"
          key={r.id}
          data-testid={`ww2-disembark-${r.id}`}
          title={`every model of ${r.name} gets out, set round ${unit.name}`}
          onClick={() => play(disembarkAt(view, r.id, unit.id))}
        >
          {r.name} gets out
        </button>
      ))}
    </div>
  );
}
