import { describe, expect, it } from "vitest";
import { GAME_FORMAT, serializeGame } from "../../../src/core/game/format";
import { logFile, type Session } from "../../../src/core/game/session";
import type { DamageLine } from "../../../src/core/lnl/fire";
import { SKILL_DECK, skillCard } from "../../../src/core/lnl/skills";
import type { LnlState } from "../../../src/core/lnl/state";
import { BARE_TABLE } from "./board";
import { lnlRegistry } from "./support";
import { open, play } from "./wounded-game";

/**
 * A hero's skill card through the engine's seeded dice: seeds are tried in order (at most 80) until
 * blue's adjacent fire makes a red hero; its card is the one the event names, its values carry the
 * card, and the saved file replays to the same state and journal.
 */

const squad = (id: string, side: string, hex: string) => ({
  id,
  side,
  kind: "squad",
  hex,
  firepower: 4,
  range: 6,
  movement: 4,
  morale: 5,
});
const table = BARE_TABLE;

function heroGame(
  extra: Record<string, unknown> = {},
): { g: Session; hero: NonNullable<DamageLine["hero"]> } | null {
  for (let i = 0; i < 80; i++) {
    const text = JSON.stringify({
      format: GAME_FORMAT,
      ruleset: "lnl",
      name: "hero",
      seed: `hero-${i}`,
      ...extra,
      table,
      counters: [
        squad("b1", "blue", "A1"),
        squad("r1", "red", "A2"),
        squad("r2", "red", "A2"),
        squad("r3", "red", "A2"),
      ],
      commands: [],
    });
    let g = open(text);
    g = play(g, "blue", { type: "end-rally" });
    g = play(g, "red", { type: "end-rally" });
    g = play(g, "blue", { type: "fire", firers: [{ unit: "b1" }], target: "A2" });
    const shot = g.journal.at(-1)!.events.find((e) => (e as { type: string }).type === "fire") as {
      damage: DamageLine[];
    };
    const hero = shot.damage.find((d) => d.hero?.appears)?.hero;
    if (hero) return { g, hero };
  }
  return null;
}

describe("a hero's skill card replays", () => {
  it("is drawn by the seeded dice, kept on the hero, and replays from the file", () => {
    const found = heroGame();
    expect(found, "no seed of 80 made a hero").not.toBeNull();
    const { g, hero } = found!;
    const card = skillCard(hero.skill?.card)!;
    expect(card).not.toBeNull();
    expect(SKILL_DECK[hero.skill!.roll - 1]).toBe(card);
    const u = (g.now as LnlState).units.find((x) => x.id === hero.id)!;
    expect(u).toMatchObject({ kind: "hero", side: "red", hex: "A2", skill: card.id });
    expect(u.ifp).toBe(1 + (card.add?.ifp ?? 0));
    expect(u.morale).toBe(6 + (card.add?.morale ?? 0));
    const again = open(serializeGame(logFile(g, null), lnlRegistry));
    expect(again.now).toEqual(g.now);
    expect(again.journal).toEqual(g.journal);
  });

  it('a game saved before skill cards reopens with "skillCards": false; without it, the missing draw is named', () => {
    const found = heroGame({ skillCards: false });
    expect(found, "no seed of 80 made a hero").not.toBeNull();
    const { g, hero } = found!;
    expect(hero.skill).toBeUndefined();
    const u = (g.now as LnlState).units.find((x) => x.id === hero.id)!;
    expect(u.skill).toBeUndefined();
    expect(u.ifp).toBe(1);
    // the file keeps the choice, and replays to the same game
    const text = serializeGame(logFile(g, null), lnlRegistry);
    expect(JSON.parse(text).skillCards).toBe(false);
    const again = open(text);
    expect(again.now).toEqual(g.now);
    // an old file (no field) asks the fire entry for one more die than it recorded: refused, with the path
    const old = JSON.parse(text) as Record<string, unknown>;
    delete old.skillCards;
    expect(() => open(JSON.stringify(old))).toThrow(/more dice than the \d+ recorded/);
  });
});
