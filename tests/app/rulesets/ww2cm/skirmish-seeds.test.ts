import { describe, expect, it } from "vitest";
import type { Ww2Event } from "../../../../src/core/ww2cm/game";
import type { MoraleEvent } from "../../../../src/core/ww2cm/morale";
import type { RallyEvent } from "../../../../src/core/ww2cm/turn";
import { playSkirmish } from "./skirmish-clicks";

/**
 * Issue 33, "Done when": a morale failure with each D3 result seen across seeded games, played by the
 * page's clicks in Node (the browser test plays one of them). The same clicks each time; the seed,
 * named in each test, decides the dice. Each D3 result is checked by what it does to the red squad
 * that the MG's shot across two pieces of cover cost a model: Shock is not pinned and runs straight
 * back from blue in red's rally, Stunned is pinned, Instinct is pinned and sprints into cover.
 */

const events = (snap: Awaited<ReturnType<typeof playSkirmish>>["snap"]): Ww2Event[] =>
  snap.log.flatMap((e) => e.events);

describe("the skirmish by clicks, seeded: each D3 result of a failed morale test", () => {
  it.each([
    ["ww2cm-e2e-2-3", 1, "shock"],
    ["ww2cm-e2e-2-8", 2, "stunned"],
    ["ww2cm-e2e-2-24", 3, "instinct"],
  ] as const)("%s: the red squad fails its test, D3 %i: %s", async (seed, d3, result) => {
    const { snap, mgLines } = await playSkirmish(seed);
    // the MG's two firing lines each cross the hedge and the wood, measured
    expect(
      mgLines.filter((l) => /2 pieces of cover crossed: hedge-1 \(bushes 0\), wood \(wood 1\)/.test(l)),
    ).toHaveLength(2);
    const es = events(snap);
    const shot = es.find((e) => e.type === "shot" && e.unit === "b-mg");
    expect(shot?.type === "shot" && shot.removed.length).toBeGreaterThan(0);
    const test = es.find(
      (e): e is MoraleEvent => e.type === "morale" && e.unit === "r-squad" && e.why === "casualties",
    );
    expect(test).toMatchObject({ passed: false, d3, result });
    expect(test!.natural).toBeLessThan(test!.need);
    // the whole game was played: the turn limit ended it
    expect(snap.view.over?.reason).toMatch(/turn limit|broken/);
    // what the result did, seen after red's rally at the start of its turn (each of these fails it)
    const rally = es.find((e): e is RallyEvent => e.type === "rally" && e.unit === "r-squad")!;
    expect(rally.outcome).toBe("still");
    const squad = snap.view.units.find((u) => u.id === "r-squad")!;
    const standing = snap.view.models.filter((m) => m.unit === "r-squad" && !m.dead);
    expect(squad.morale).toBe(result);
    if (result === "shock") {
      // not pinned; runs directly back at full move, away from blue (down the table): every model up it
      expect(squad.pinned).toBe(false);
      expect(rally.moved).toHaveLength(standing.length);
      for (const m of rally.moved) expect(m.y).toBeGreaterThan(58);
    } else if (result === "stunned") {
      // pinned where it stands
      expect(squad.pinned).toBe(true);
      expect(rally.moved).toEqual([]);
    } else {
      // sprints into cover, then pinned
      expect(squad.pinned).toBe(true);
      expect(rally.moved).toHaveLength(standing.length);
    }
  });

  it("ww2cm-e2e-2-8: the tank is hit on the major chart and the charge's melee is fought to its end", async () => {
    const { snap } = await playSkirmish("ww2cm-e2e-2-8");
    const es = events(snap);
    const gun = es.find((e) => e.type === "shot" && e.unit === "r-gun");
    expect(gun?.type === "shot" && gun.charts.map((c) => [c.vehicle, c.roll.chart])).toEqual([
      ["b-tank", "major"],
    ]);
    const melee = es.find((e) => e.type === "melee");
    expect(melee?.type === "melee" && melee.units).toEqual(["b-close", "r-close"]);
    expect(melee?.type === "melee" && melee.rounds.length).toBeGreaterThan(0);
    expect(melee?.type === "melee" && melee.end).toMatch(/destroyed|three-in-a-row/);
    expect(snap.over).toBe(true);
  });
});
