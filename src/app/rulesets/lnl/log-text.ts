import type { LnlEvent } from "../../../core/lnl/apply";
import type { DamageLine } from "../../../core/lnl/fire";
import { skillCard } from "../../../core/lnl/skills";

/**
 * One readable line per log entry (issue 21 item 3, "results (damage checks) in the log"): what was
 * done, then what the dice did, each damage check with its DR against the morale and its result.
 */

/** A move's mode in words (the command's `mode`; absent: a normal move). */
const MODE_WORDS: ReadonlyMap<string, string> = new Map([
  ["normal", "move"],
  ["assault", "Assault Move"],
  ["low-crawl", "Low Crawl"],
  ["stealth", "Stealth move"],
]);

/** The command in words. */
function commandText(c: Record<string, unknown>): string {
  const ids = (xs: unknown) =>
    (xs as ({ unit: string } | string)[]).map((x) => (typeof x === "string" ? x : x.unit)).join(" + ");
  switch (c.type) {
    case "move":
      return `${ids(c.units)} ${MODE_WORDS.get(String(c.mode)) ?? "move"} to ${c.to}`;
    case "snipe":
      return `sniper ${c.unit} fires at ${c.target}`;
    case "heal":
      return `medic ${c.medic} tries to heal ${c.unit}`;
    case "fire":
      return `${ids(c.firers)} fire at ${c.target}`;
    case "op-fire":
      return `${ids(c.firers)} Opportunity Fire`;
    case "rally":
      return `rally ${c.unit}`;
    case "end-rally":
      return "end the Rally Phase";
    case "smoke":
      return `${c.unit} lays smoke in ${c.hex}`;
    case "star-shell":
      return `${c.unit} fires a star shell at ${c.hex}`;
    case "mount":
      return `${ids(c.units)} mount ${c.vehicle}`;
    case "dismount":
      return `${ids(c.units)} dismount`;
    case "pivot":
      return `${ids(c.units)} pivot toward ${c.toward}`;
    case "hatches":
      return `${c.unit} ${c.open ? "opens its hatches" : "buttons up"}`;
    case "pass":
      return "pass";
    default:
      return JSON.stringify(c);
  }
}

/** A hero made by a damage check, with its skill card (skills.ts). */
function heroText(h: DamageLine["hero"]): string {
  if (!h?.appears) return "";
  const card = skillCard(h.skill?.card);
  return ` (${h.id} appears${card ? ` with skill card ${card.name}: ${card.text}` : ""})`;
}

/** What the events say (rolls, damage checks, melee, the end). */
export function eventsText(events: readonly LnlEvent[]): string {
  return events
    .map((e) => {
      if (e.type === "pivot") return `(${e.cost} MP, ${e.mpLeft} left)`;
      if (e.type === "fire" && e.oft) {
        const turned = (e.aims ?? [])
          .filter((a) => a.turretTurns || a.pivotsToFire)
          .map((a) => `${a.unit} ${a.turretTurns ? "turns its turret" : "pivots"}, `)
          .join("");
        const mods = e.modifiers.map((m) => `${m.line} ${m.value >= 0 ? "+" : ""}${m.value}`).join(", ");
        const pen = e.oft.hit ? `, penetration ${e.oft.penTotal} vs armour ${e.oft.armor}` : "";
        const dc = e.damage.map((d) => `${d.unit} DC ${d.dr} vs M${d.morale}: ${d.result}`).join(", ");
        return `→ ${turned}OFT to-hit ${e.oft.toHitTotal} vs ${e.oft.toHitNumber}${mods ? ` (${mods})` : ""}: ${e.oft.hit ? "hit" : "miss"}${pen}${e.hit ? `, penetrated: ${dc}` : e.oft.hit ? ", no penetration" : ""}`;
      }
      if (e.type === "fire") {
        const dc = e.damage.map(
          (d) => `${d.unit} DC ${d.dr} vs M${d.morale}: ${d.result}${heroText(d.hero)}`,
        );
        const at = e.aimedAt ? ` at ${e.aimedAt} alone` : "";
        return `→ FP ${e.fp}${at}: ${e.attackTotal} vs ${e.defenceTotal}${e.hit ? `, hit: ${dc.join(", ")}` : ": no effect"}`;
      }
      if (e.type === "star-shell") return `→ lights ${e.lit.join(", ")} until the end of the turn`;
      if (e.type === "rally")
        return `→ ${e.roll} (need ≤ ${e.need}): ${e.rallied ? "rallied" : "still Shaken"}`;
      if (e.type === "move") return `(${e.cost} MP, ${e.mpLeft} left)`;
      if (e.type === "melee")
        return `→ melee in ${e.hex}: ${e.winner} wins${e.eliminated.length ? `, eliminated ${e.eliminated.join(", ")}` : ""}${e.surrendered.length ? `, surrendered ${e.surrendered.join(", ")}` : ""}`;
      if (e.type === "bailout") {
        const mc = e.checks.map(
          (m) => `${m.unit} MC ${m.roll} (need ≤ ${m.need}): ${m.passed ? "passed" : "failed, Shaken"}`,
        );
        return `→ ${e.units.join(", ")} bail out of ${e.vehicle}${mc.length ? `: ${mc.join(", ")}` : " (a Wreck: out Shaken)"}`;
      }
      if (e.type === "heal")
        return `→ ${e.roll} (need ≤ ${e.need}): ${e.healed ? `${e.unit} healed` : `${e.unit} still Wounded`}`;
      if (e.type === "op-chance") return `(${e.side} may Opportunity Fire)`;
      if (e.type === "phase") return `— turn ${e.turn}, ${e.phase} phase`;
      if (e.type === "over") return `— game over: ${e.winner ? `${e.winner} wins` : "a draw"} (${e.why})`;
      return "";
    })
    .filter(Boolean)
    .join(" ");
}

/** One log line: the seat, the command, what happened. */
export function logLine(seat: string, entry: unknown, events: readonly LnlEvent[]): string {
  return `${seat}: ${commandText(entry as Record<string, unknown>)} ${eventsText(events)}`.trim();
}
