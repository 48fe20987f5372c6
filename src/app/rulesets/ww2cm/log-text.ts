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
      const i = e.intercept;
      const icpt = !i
        ? ""
        : `; ${i.interceptor} tries to intercept: ${i.roll.natural} against ${i.roll.against}+: ${
            !i.roll.success
              ? "fails"
              : !i.dogfight
                ? "too late, it was down"
                : `they meet ${i.crossing!.sA.toFixed(0)} cm along: guns ${i.dogfight.attack.map((v) => v.shots.map((x) => x.natural).join(",")).join("; ")} → ${i.dogfight.attack.reduce((n, v) => n + v.points, 0)} points${i.dogfight.back ? `, tail gunner ${i.dogfight.back.shots.map((x) => x.natural).join(",")} → ${i.dogfight.back.points}` : ""}`
          }`;
      return `${e.aircraft} flies (${e.path.entry.join(", ")}) → (${e.path.exit.join(", ")}) cm${icpt}${aa ? `; ${aa}` : ""}; ${end}`;
    }
    // issue 35: the airborne landings before the first turn (core/ww2cm/air/airborne.ts)
    case "drop-order":
      return `who drops first: ${e.rolls.map((r) => r.join(" : ")).join(", then ")}: ${e.first}`;
    case "drop": {
      const sc = (x: typeof e.plane) => `${x.direction} / ${x.dice.join(",")} = ${x.cm} cm`;
      const off = e.models.filter((m) => m.removed);
      const lost = off.map(
        (m) =>
          `${m.model} ${m.removed!.on === "building" ? "on building" : "in a tree"} ${m.removed!.feature}`,
      );
      return `drop of ${name(e.unit)} aimed at (${e.aimed.map((v) => v.toFixed(1)).join(", ")}) cm: plane scatter ${sc(e.plane)}, drop scatter ${sc(e.drop)} → (${e.drop.to.map((v) => v.toFixed(1)).join(", ")}); ${off.length ? `removed ${lost.join(", ")}` : "every model lands"}`;
    }
    case "glider": {
      const zone = e.scatter
        ? `fails its skill test (${e.skill.natural} against ${e.skill.need}+), scatters ${e.scatter.direction} / ${e.scatter.dice.join(",")}`
        : `passes its skill test (${e.skill.natural} against ${e.skill.need}+)`;
      const fate = e.centreHit.length
        ? `its centre hits ${e.centreHit.join(", ")}: the glider and all aboard are killed`
        : e.touched.length
          ? `wings touch ${e.touched.join(", ")}: ${e.need}+ to die, ${e.rolls.map((r) => r.natural).join(",")}: ${e.dead.length ? `${e.dead.join(", ")} killed` : "nobody killed"}`
          : "its wings touch nothing";
      return `glider of ${name(e.unit)}: ${zone}; slides ${e.slide.dice.join("+")} = ${e.slide.cm} cm to (${e.stop.map((v) => v.toFixed(1)).join(", ")}); ${fate}`;
    }
    case "intercept-chance":
      return `${e.aircraft}'s flight is marked: ${e.defender} may intercept it with ${e.interceptors.join(" or ")}`;
    case "air-attack":
      return `${e.aircraft}'s ${e.weapon} at ${name(e.unit)}: ${e.naturals.join(",") || "no roll"}, killed ${e.killed.join(", ") || "none"}${e.morale ? `; morale ${e.morale.natural} ${signed(e.morale.modifier ?? 0)} against ${e.morale.need}+: ${e.morale.passed ? "passed" : e.morale.result}` : ""}`;
  }
}
