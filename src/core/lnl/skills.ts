import { z } from "zod";
import type { Dice } from "./dice";
import { FRESH_STATUS, type UnitState } from "./state";

/**
 * Hero skill cards (seed 004, hero creation: "Randomly take a hero counter and a skill card (see
 * heroes 11.2)"; the card prints no skill card). **Project default** deck: six simple cards in LnLT's
 * spirit, not LnLT's own cards, each marked `source: "project default"`. When a hero appears
 * (fire.ts `newHero`) one card is drawn with the game's dice: 1d(deck size), the card at that place.
 * The hero keeps its card's id in `skill`; the counter's values carry the card's stat effects, and the
 * rules read `skill` for the others (state.ts `leaderLmIn`, sniper.ts).
 */

const cardSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  name: z.string().min(1),
  text: z.string().min(1),
  /** what the card changes on the hero's counter (added to the generic hero's values) */
  add: z
    .strictObject({
      ifp: z.number().int().min(1).max(2).optional(),
      range: z.number().int().min(1).max(3).optional(),
      mf: z.number().int().min(1).max(2).optional(),
      morale: z.number().int().min(1).max(2).optional(),
      lm: z.number().int().min(1).max(1).optional(),
    })
    .optional(),
  /** a rule the engine applies by the card's id (sniper.ts) */
  rule: z.enum(["sniper-proof"]).optional(),
  source: z.literal("project default"),
});
export type SkillCard = z.output<typeof cardSchema>;

const DECK_DATA: unknown = [
  { id: "marksman", name: "Marksman", text: "+1 IFP", add: { ifp: 1 }, source: "project default" },
  { id: "iron-will", name: "Iron Will", text: "+1 morale", add: { morale: 1 }, source: "project default" },
  { id: "fleet-footed", name: "Fleet-Footed", text: "+1 MF", add: { mf: 1 }, source: "project default" },
  { id: "long-shot", name: "Long Shot", text: "+2 range", add: { range: 2 }, source: "project default" },
  {
    id: "inspiring",
    name: "Inspiring",
    text: "leads as a leader with LM 1 (DFT 1, damage checks, rally)",
    add: { lm: 1 },
    source: "project default",
  },
  {
    id: "sniper-proof",
    name: "Sniper-Proof",
    text: "snipers may not pick this hero as their target",
    rule: "sniper-proof",
    source: "project default",
  },
];

/** Validates a deck: the cards, unique ids, at least one card. */
export function parseSkillDeck(data: unknown): SkillCard[] | string {
  const r = z.array(cardSchema).min(1).max(20).safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0]!;
    const at = i.path.map((k) => (typeof k === "number" ? `[${k}]` : `.${String(k)}`)).join("");
    return `skill deck: ${i.message} at $${at}`;
  }
  const seen = new Set<string>();
  for (const [i, c] of r.data.entries()) {
    if (seen.has(c.id)) return `skill deck: card ${i} repeats the id "${c.id}"`;
    seen.add(c.id);
  }
  return r.data;
}

const deck = parseSkillDeck(DECK_DATA);
if (typeof deck === "string") throw new Error(deck); // the shipped data; a test checks it parses
/** The project-default deck. */
export const SKILL_DECK: readonly SkillCard[] = deck;

/** A card by id, or null. */
export const skillCard = (id: string | undefined) => SKILL_DECK.find((c) => c.id === id) ?? null;

/** Draws a card with the game's dice: 1d(deck size). */
export const drawSkill = (dice: Dice): SkillCard => SKILL_DECK[dice.roll(SKILL_DECK.length) - 1]!;

/** A hero's counter with its card's stat effects and its `skill`. */
export function withSkill(u: UnitState, card: SkillCard): UnitState {
  const a = card.add ?? {};
  const morale = u.morale + (a.morale ?? 0);
  return {
    ...u,
    skill: card.id,
    ifp: u.ifp + (a.ifp ?? 0),
    range: u.range + (a.range ?? 0),
    mf: u.mf + (a.mf ?? 0),
    morale,
    shakenMorale: u.shakenMorale + (a.morale ?? 0),
    lm: u.lm + (a.lm ?? 0),
  };
}

/**
 * A hero made by a damage check: seed 004 says draw a random hero counter and skill card (11.2), which
 * the card does not print; project default: one generic hero, IFP 1, range 4, MF 5, morale 6; the
 * skill card (skills.ts) is drawn after it and added by `withSkill`.
 */
export function newHero(id: string, side: string, hex: string): UnitState {
  return {
    id,
    side,
    kind: "hero",
    label: "Hero",
    hex,
    ifp: 1,
    range: 4,
    mf: 5,
    morale: 6,
    shakenMorale: 6,
    lm: 0,
    assaultMove: true,
    usParatrooper: false,
    halfSquad: null,
    sw: [],
    ...FRESH_STATUS,
  };
}
