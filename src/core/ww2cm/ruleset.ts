import type { Catalog } from "../catalog/schema";
import type { Ruleset } from "../game/ruleset";
import { err, ok } from "../result";
import type { Table } from "../table/schema";
import { landAirborne } from "./air/airborne";
import { type AirWorld, initialAir } from "./air/phase";
import { parseAir } from "./air/setup";
import type { Ww2Command } from "./commands";
import { parseCommand } from "./commands";
import { type Ww2Event, type Ww2Note, ww2Game } from "./game";
import { type Ww2Oracle, withGroundKinds } from "./measured";
import { parseWw2Body, type Ww2Body } from "./setup";
import type { Ww2State } from "./state";
import { alive } from "./state";

/** What the edge gives the game: the catalog and the measured oracle of a table under its cover kinds. */
export interface Ww2Deps {
  catalog: Catalog;
  oracleFor(table: Table, coverKinds: Ww2Body["coverKinds"]): Ww2Oracle;
  /** the 3D table the air rules measure on (issue 35); a set-up with aircraft needs it */
  airWorldFor?(table: Table): AirWorld;
}

export const WW2CM_ID = "ww2cm";

/** The centimetre WWII skirmish (seed 002), its ground game, on the engine's seam. */
export function ww2cmRuleset(deps: Ww2Deps): Ruleset<Ww2Body, Ww2State, Ww2Command, Ww2Event, Ww2Note> {
  return {
    id: WW2CM_ID,
    name: "WWII skirmish in cm",
    parseBody: (json) => {
      // issue 35: the body's optional `air` part is read after the ground set-up (air/setup.ts)
      const { air, ...ground } = json;
      const b = parseWw2Body(ground, deps.catalog);
      if (!b.ok || air === undefined) return b;
      const a = parseAir(air, b.value);
      if (!a.ok) return err(a.error);
      if (a.value.aircraft.length > 0 && !deps.airWorldFor)
        return err([
          { path: "$.air.aircraft", message: "aircraft need the 3D table, which this edge does not give" },
        ]);
      if (a.value.airborne.length > 0 && !deps.airWorldFor)
        return err([
          {
            path: "$.air.airborne",
            message: "airborne landings need the 3D table, which this edge does not give",
          },
        ]);
      return ok({ ...b.value, air: a.value, json: { ...b.value.json, air } });
    },
    bodyToJson: (b) => {
      const { table: _t, ...rest } = b.json;
      return { table: b.tableJson, ...rest };
    },
    parseCommand,
    seatsOf: (b) => b.sides.map((s) => s.id),
    start(body, dice) {
      const oracle = withGroundKinds(deps.oracleFor(body.table, body.coverKinds), {
        table: body.table,
        groundKinds: body.groundKinds,
      });
      let state: Ww2State = {
        turn: 1,
        turnLimit: body.turnLimit,
        side: body.first,
        phase: "move",
        units: body.units.map((u) => ({ ...u, aliveAtTurnStart: alive(body, u.id).length })),
        models: body.models,
        over: null,
      };
      if (body.air && body.air.aircraft.length > 0) state.air = initialAir(body.air);
      if (body.air?.night) state.night = true;
      // the 3D table is built only when something flies or lands (a night alone needs none)
      const flying = body.air && body.air.aircraft.length + body.air.airborne.length > 0;
      const air = flying && deps.airWorldFor ? deps.airWorldFor(body.table) : undefined;
      // issue 35: paratroopers and gliders come in before the first turn, with the opening dice
      const events: Ww2Event[] = [];
      if (body.air && air && body.air.airborne.length > 0) {
        const sides = body.sides.map((x) => x.id) as [string, string];
        const r = landAirborne(state, body.air.airborne, sides, air, dice);
        state = {
          ...r.state,
          units: r.state.units.map((u) => ({ ...u, aliveAtTurnStart: alive(r.state, u.id).length })),
        };
        events.push(...r.events);
      }
      return ok({ game: ww2Game(body, oracle, air), state, events });
    },
  };
}
