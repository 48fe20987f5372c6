import type { Catalog } from "../../catalog/schema";
import type { Dice } from "../../game/ruleset";
import type { Problem } from "../../problems";
import { err, ok, type Result } from "../../result";
import type { Ctx, Env } from "../context";
import type { GameEvent } from "../events";
import { startStep } from "../sequence";
import { type Base, type GameState, STATE_FORMAT } from "../state";
import type { GameSetup } from "./schema";
import { parseSetup } from "./validate";

/** Builds the state at turn 1, step 1a, from a validated set-up. */
function build(setup: GameSetup, env: Env, catalog: Catalog | undefined): GameState {
  const charts = env.charts;
  const ypi = setup.yardsPerInch ?? charts.scale.yardsPerInch[setup.scale].value;
  const refYpi = charts.scale.yardsPerInch[charts.scale.referenceScale.value].value;
  const sides = setup.sides.map((s) => {
    const q = charts.command.qualities[s.quality]!;
    return {
      id: s.id,
      name: s.name ?? s.id,
      commandRating: s.commandRating ?? q.command,
      discoveryRating: s.discoveryRating ?? q.discovery,
      sabr: s.sabr ?? q.sabr,
      airLittoralSupremacy: s.airLittoralSupremacy,
      airSuperiority: s.airSuperiority,
      secondImpactZone: s.secondImpactZone,
      // seed 000 §3.23: vehicles entrenched at set-up have used double their frontage of trench-line.
      trenchLineYards:
        s.trenchLineYards -
        setup.bases
          .filter((b) => b.side === s.id && b.entrenched)
          .reduce((a, b) => {
            const line = env.stats.byId.get(b.statLine)!;
            const w = b.frontageInches ?? catalog?.byType.get(line.catalogType)?.baseInches[0] ?? 1;
            return a + w * ypi * charts.digIn.vehicleTrenchFactor.value;
          }, 0),
      offBoardArtillery: s.offBoardArtillery.map((b) => ({
        id: b.id,
        name: b.name ?? b.id,
        attack: b.attack,
        codes: b.codes,
        barrage: b.barrage,
        firedTurn: 0,
      })),
      hqLost: 0,
      saDice: 0,
      airstrikesLeft: 0,
      movedThisTurn: false,
      finishedFirst: false,
      hqMoveBonus: false,
    };
  });
  const formations: GameState["formations"] = {};
  for (const f of setup.formations)
    formations[f.id] = {
      id: f.id,
      side: f.side,
      name: f.name ?? f.id,
      level: f.level,
      parent: f.parent ?? null,
      moveMarker: false,
    };
  const bases: Record<string, Base> = {};
  const carriers = new Map(setup.bases.map((b) => [b.id, b]));
  for (const b of setup.bases) {
    const line = env.stats.byId.get(b.statLine)!;
    const size = catalog?.byType.get(line.catalogType)?.baseInches ?? [1, 1];
    const carrier = b.carriedBy ? carriers.get(b.carriedBy) : b.towedBy ? carriers.get(b.towedBy) : undefined;
    const digNeeded =
      b.dugIn === "foxholes" ? charts.digIn.foxholeTurns.value : charts.digIn.hastyTurns.value;
    bases[b.id] = {
      id: b.id,
      side: b.side,
      formation: b.formation,
      statLine: b.statLine,
      catalogType: line.catalogType,
      grade: b.grade,
      training: b.training,
      x: carrier?.x ?? b.x,
      y: carrier?.y ?? b.y,
      facing: b.facing,
      frontageInches: b.frontageInches ?? size[0],
      depthInches: b.depthInches ?? size[1],
      status: "active",
      damage: b.damage,
      hits: b.damage,
      moraleDue: false,
      pinned: false,
      prone: b.prone,
      immobilized: "none",
      hullDown: b.hullDown,
      fired: "none",
      hqMoveAllowed: null,
      discovered: false,
      spentInches: 0,
      movedInches: 0,
      moveMode: null,
      postureChanged: false,
      assaultMoved: false,
      carriedBy: b.carriedBy ?? null,
      riding: b.carriedBy ? b.riding : null,
      mountedThisTurn: false,
      towedBy: b.towedBy ?? null,
      setupFraction: 0,
      dismounted: b.dismounted,
      digIn: b.dugIn ? { kind: b.dugIn, turns: digNeeded, needed: digNeeded, complete: true } : null,
      entrenched: b.entrenched,
      retreat: null,
      assaultWith: [],
      assaulting: false,
      assaultTied: false,
      resurrected: false,
      resurrectable: false,
    };
  }
  return {
    format: STATE_FORMAT,
    chartsVersion: charts.chartsVersion,
    statsVersion: env.stats.statsVersion,
    scaleFactor: refYpi / ypi,
    yardsPerInch: ypi,
    turn: 1,
    turnLimit: setup.turnLimit,
    step: "discovery",
    over: false,
    nbcActive: setup.nbcActive,
    sides,
    formations,
    bases,
    markers: {
      impactZones: [],
      airstrikes: [],
      broadcast: [],
      wireGaps: [],
      clearedMinefields: [],
      persistent: [],
      pendingHits: [],
      nextId: 1,
    },
    eventCount: 0,
  };
}

/**
 * Starts a game: validates the set-up (JSON) and returns the state at turn 1, step 1a, after the
 * opening dice of step 1a, rolled from `dice` (the engine's; tests use scripted dice), and the events
 * of that opening (for the engine's log: the state holds none).
 */
export function newGame(
  setupJson: unknown,
  dice: Dice,
  env: Env,
  catalog?: Catalog,
): Result<{ state: GameState; events: GameEvent[] }, Problem[]> {
  const parsed = parseSetup(setupJson, {
    charts: env.charts,
    stats: env.stats,
    ...(catalog ? { catalog } : {}),
  });
  if (!parsed.ok) return parsed;
  const s = build(parsed.value, env, catalog);
  const ctx: Ctx = { s, env, dice, out: [] };
  const r = startStep(ctx, "discovery");
  if (!r.ok) return err([{ path: "$", message: r.error.message }]);
  s.eventCount = ctx.out.length;
  return ok({ state: s, events: ctx.out });
}
