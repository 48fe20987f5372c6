import type { Ww2Event } from "../../../core/ww2cm/game";
import { unitOf, type Ww2State } from "../../../core/ww2cm/state";

/** Seed 002's events in words for the side panel's log (distances in cm). */

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

export function eventText(v: Ww2State, e: Ww2Event): string {
  const name = (id: string) => unitOf(v, id)?.name ?? id;
  switch (e.type) {
    case "moved":
      return `${name(e.unit)} ${e.sprint ? "sprints" : "moves"}`;
    case "phase":
      return `${e.phase} phase`;
    case "turn":
      return `turn ${e.turn}: ${e.side} to play`;
    case "shot": {
      const hits = e.rolls.reduce((n, r) => n + r.hits, 0);
      const rolled = e.rolls
        .filter((r) => r.naturals.length)
        .map((r) => `${r.model} ${r.naturals.join(",")} (${r.need - r.modifier}+)`)
        .join("; ");
      const charts = e.charts
        .map(
          (c) =>
            `; ${name(c.vehicle)} on the ${c.roll.chart} chart: ${c.roll.naturals.join("+")} ${signed(c.roll.offset)} = ${c.roll.result} (${c.roll.effects.join(", ") || "no effect"})`,
        )
        .join("");
      const own = e.intoMelee
        ? `; into the melee: misses re-rolled ${e.intoMelee.rerolls.flatMap((r) => r.naturals).join(",") || "none"}, own models hit ${e.intoMelee.ownKilled.join(", ") || "none"}`
        : "";
      return `${name(e.unit)} shoots at (${e.at[0]}, ${e.at[1]}) cm: ${rolled || "no model could fire"} → ${hits} hit${hits === 1 ? "" : "s"}, removed ${e.removed.join(", ") || "none"}${charts}${own}`;
    }
    case "morale":
      return `${name(e.unit)} tests morale (${e.why}): ${e.natural} against ${e.need}+${e.officer ? ` with ${name(e.officer.unit)}` : ""}: ${e.passed ? "passed" : `failed, D3 ${e.d3}: ${e.result}`}`;
    case "melee": {
      const w = e.winner === null ? "nobody" : name(e.units[e.winner]);
      return `melee ${name(e.units[0])} against ${name(e.units[1])}: ${e.rounds.length} round${e.rounds.length === 1 ? "" : "s"}, ${w} wins (${e.end})`;
    }
    case "rally":
      return `${name(e.unit)} rallies: ${e.outcome}`;
    case "conceded":
      return `${e.side} concedes`;
    case "over":
      return `game over: ${e.winner ?? "nobody"} wins (${e.reason})`;
    case "crew":
      return `${name(e.unit)} ${e.action === "pack" ? "packs its gun" : "sets its gun up"}`;
    case "towed":
      return `${name(e.unit)} tows ${name(e.gun)} ${e.cm.toFixed(1)} cm`;
    case "fled":
      return `${name(e.unit)} flees its melee with ${name(e.from)}: ${name(e.from)} may fire and move`;
    case "embarked":
      return `${name(e.unit)} gets into ${name(e.vehicle)}`;
    case "disembarked":
      return `${name(e.unit)} gets out of ${name(e.vehicle)}`;
    case "free":
      return `${name(e.unit)} ${e.took === "declined" ? "declines its free move or fire" : `takes its free ${e.took}`}`;
    // issue 35: the air sub-phase (core/ww2cm/air/phase.ts)
    case "arrival":
      return `${e.aircraft} rolls to arrive: ${e.natural} against ${e.need}+: ${e.arrived ? "arrives" : "not yet"}`;
    case "flight": {
      const aa = e.aa
        .map((f) =>
          f.first
            ? `${name(f.unit)} sees it ${f.first.s.toFixed(0)} cm along, ${f.first.distanceCm.toFixed(1)} cm away${f.volley ? `: ${f.volley.shots.map((x) => x.natural).join(",")} → ${f.volley.points} point${f.volley.points === 1 ? "" : "s"}` : ""}`
            : `${name(f.unit)} never sees it${f.blockers.length ? ` (${f.blockers.join(", ")})` : " in range"}`,
        )
        .join("; ");
      const end =
        e.destroyedAt === null
          ? `${e.pointsLeft} points left`
          : `destroyed ${e.destroyedAt.toFixed(0)} cm along`;
      return `${e.aircraft} flies (${e.path.entry.join(", ")}) → (${e.path.exit.join(", ")}) cm${aa ? `; ${aa}` : ""}; ${end}`;
    }
    case "air-attack":
      return `${e.aircraft}'s ${e.weapon} at ${name(e.unit)}: ${e.naturals.join(",") || "no roll"}, killed ${e.killed.join(", ") || "none"}${e.morale ? `; morale ${e.morale.natural} ${signed(e.morale.modifier ?? 0)} against ${e.morale.need}+: ${e.morale.passed ? "passed" : e.morale.result}` : ""}`;
  }
}
