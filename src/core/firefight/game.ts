import { ENGINE_SEAT, type Game, type History, type RuleError, refuse, type Seat } from "../game/ruleset";
import { err, ok, type Result } from "../result";
import { type ChargeReport, charge } from "./charge";
import { type Command, parseCommand } from "./commands";
import { placeModels, unitPlaces, zoneOutline } from "./deploy";
import { recordingDice } from "./dice";
import { type FightReport, inPlay, resolveFireFight } from "./fight";
import { checkMove, moved } from "./movement";
import { inFight, pairingNotOver, pairOwed, pairProblem } from "./pairing";
import type { FirefightBody } from "./setup";
import type { FightEntry, FirefightState, Step } from "./state";
import { type FirefightWorld, type Forces, profileOf, standing, unitOf, unitSees } from "./world";

/** What an entry did, for the journal and the log. */
export type FirefightEvent =
  | { type: "moved"; unit: string; by: [number, number]; costY: number; allowanceY: number }
  | { type: "deployed"; models: { id: string; x: number; y: number }[] }
  | { type: "paired"; fight: number; a: string[]; b: string[] }
  | { type: "roll"; dice: number[] }
  | { type: "fight"; index: number; report: FightReport }
  | { type: "charge"; report: ChargeReport }
  | { type: "step"; turn: number; step: Step; priority: string }
  | { type: "over"; winner: string | null; reason: string }
  | { type: "taken-back"; entry: number };

export interface FirefightNote {
  turn: number;
  step: Step["kind"];
}

/** `st` as `seat` sees it: while deploying, without the models of any side but its own. */
export function hideDeployment(st: FirefightState, seat: string): FirefightState {
  if (st.step.kind !== "deploy" || st.over) return st;
  const own = new Set(st.units.filter((u) => u.side === seat).map((u) => u.id));
  return { ...st, models: st.models.filter((m) => own.has(m.unit)) };
}

/** The seat whose part of the turn it is. */
export function actor(st: FirefightState, sides: readonly string[]): string {
  const other = sides.find((s) => s !== st.priority)!;
  switch (st.step.kind) {
    case "pair":
      return st.priority;
    case "fights":
      return other;
    default:
      return st.step.side;
  }
}

const forcesOf = (st: FirefightState): Forces => ({ units: st.units, models: st.models });

/** Standing models per side, for the end of the game. */
const strength = (st: FirefightState, side: string) =>
  st.units
    .filter((u) => u.side === side && u.status === "active")
    .reduce((n, u) => n + standing(st, u.id).length, 0);

/** The next step after `st.step` ends; the end of the turn when the fights are done. */
function nextStep(
  w: FirefightWorld,
  st: FirefightState,
  sides: readonly string[],
  events: FirefightEvent[],
): FirefightState {
  const other = sides.find((s) => s !== st.priority)!;
  const s = st.step;
  let step: Step | null;
  if (s.kind === "deploy")
    step =
      s.side === st.priority
        ? { kind: "deploy", side: other, zone: zoneOutline(w.table, other, sides) }
        : { kind: "move", side: st.priority };
  else if (s.kind === "move")
    step = s.side === st.priority ? { kind: "move", side: other } : { kind: "pair" };
  else if (s.kind === "pair") step = { kind: "join", side: st.priority };
  else if (s.kind === "join")
    step = s.side === st.priority ? { kind: "join", side: other } : { kind: "advance", side: st.priority };
  else if (s.kind === "advance")
    step = s.side === st.priority ? { kind: "advance", side: other } : { kind: "fights" };
  else if (s.kind === "winner") step = rallyStep(st, s.fight) ?? { kind: "fights" };
  else step = { kind: "fights" };
  let next: FirefightState = { ...st, step, moved: [] };
  if (step.kind === "fights" && next.fights.every((f) => f.resolved)) next = endTurn(next, sides, events);
  if (!next.over) events.push({ type: "step", turn: next.turn, step: next.step, priority: next.priority });
  return next;
}

/** The rally step after fight `i`: its losers that passed their Cg check and are still in play. */
function rallyStep(st: FirefightState, i: number): Step | null {
  const units = (st.fights[i]?.passed ?? []).filter((u) => inPlay(st, u));
  if (!units.length) return null;
  return { kind: "rally", side: unitOf(st, units[0]!)!.side, fight: i, units };
}

/** The units that may act in a winner or rally step. */
function stepUnits(st: FirefightState): string[] {
  const s = st.step;
  if (s.kind === "rally") return s.units;
  if (s.kind === "winner") {
    const f = st.fights[s.fight]!;
    return [...f.a, ...f.b].filter((u) => unitOf(st, u)?.side === s.side);
  }
  return [];
}

/** Ends the turn: the game is over at its limit; otherwise priority passes and the next turn starts. */
function endTurn(st: FirefightState, sides: readonly string[], events: FirefightEvent[]): FirefightState {
  if (st.turn >= st.turnLimit) {
    const [a, b] = sides.map((s) => strength(st, s)) as [number, number];
    const winner = a === b ? null : a > b ? sides[0]! : sides[1]!;
    const over = {
      winner,
      reason: `turn ${st.turn} of ${st.turnLimit} ended: ${sides[0]} ${a} models standing, ${sides[1]} ${b}`,
    };
    events.push({ type: "over", ...over });
    return { ...st, over };
  }
  const priority = sides.find((s) => s !== st.priority)!;
  return {
    ...st,
    turn: st.turn + 1,
    priority,
    step: { kind: "move", side: priority },
    fights: [],
    moved: [],
  };
}

/** After casualties and flights: a side with no unit in play has lost. */
function checkRout(st: FirefightState, sides: readonly string[], events: FirefightEvent[]): FirefightState {
  const left = sides.filter((s) => st.units.some((u) => u.side === s && inPlay(st, u.id)));
  if (left.length === 2) return st;
  const winner = left[0] ?? null;
  const over = {
    winner,
    reason: winner
      ? `${sides.find((s) => s !== winner)} has no unit left in play`
      : "no unit is left in play",
  };
  events.push({ type: "over", ...over });
  return { ...st, over };
}

function moveCommand(
  w: FirefightWorld,
  st: FirefightState,
  seat: string,
  c: { unit: string; by: [number, number] },
  factor: number,
  events: FirefightEvent[],
): Result<FirefightState, RuleError> {
  const u = unitOf(st, c.unit);
  if (!u) return refuse("unknown-unit", `no unit "${c.unit}"`, "$.unit");
  if (u.side !== seat) return refuse("wrong-seat", `${seat} may not move ${c.unit} (${u.side}'s)`, "$.unit");
  if (!inPlay(st, u.id)) return refuse("not-in-play", `${c.unit} is no longer in play`, "$.unit");
  if (st.moved.includes(u.id)) return refuse("moved", `${c.unit} has already moved in this step`, "$.unit");
  const allowanceY = factor * profileOf(w, u).i;
  const r = checkMove(w, forcesOf(st), u.id, c.by, allowanceY);
  if (!r.ok) return refuse("bad-move", `${c.unit}: ${r.error}`, "$.by");
  const f = moved(forcesOf(st), u.id, c.by);
  events.push({ type: "moved", unit: u.id, by: [c.by[0], c.by[1]], costY: r.value.costY, allowanceY });
  return ok({ ...st, models: f.models as FirefightState["models"], moved: [...st.moved, u.id] });
}

/** The fire fight the joining unit may join: its enemy side is one unit, which the joiner sees. */
function joinCheck(
  w: FirefightWorld,
  st: FirefightState,
  seat: string,
  unit: string,
  fight: number,
): RuleError | null {
  const u = unitOf(st, unit);
  if (!u) return { code: "unknown-unit", message: `no unit "${unit}"`, path: "$.unit" };
  if (u.side !== seat)
    return { code: "wrong-seat", message: `${seat} may not commit ${unit} (${u.side}'s)`, path: "$.unit" };
  if (!inPlay(st, unit))
    return { code: "not-in-play", message: `${unit} is no longer in play`, path: "$.unit" };
  if (inFight(st, unit))
    return { code: "in-fight", message: `${unit} is already in a fire fight`, path: "$.unit" };
  const f = st.fights[fight];
  if (!f) return { code: "unknown-fight", message: `there is no fire fight ${fight}`, path: "$.fight" };
  const mineA = f.a.some((x) => unitOf(st, x)?.side === seat);
  const enemies = mineA ? f.b : f.a;
  if (enemies.length !== 1)
    return {
      code: "not-one",
      message: `fire fight ${fight} already has several units against one on ${seat}'s side`,
      path: "$.fight",
    };
  if (!unitSees(w, st, unit, enemies[0]!))
    return {
      code: "no-los",
      message: `${unit} has no line of sight to ${enemies[0]} (measured)`,
      path: "$.unit",
    };
  return null;
}

/** Why `unit` may not act in this winner or rally step (null: it may, or the step is neither). */
function stepUnitProblem(st: FirefightState, unit: string): RuleError | null {
  const s = st.step;
  if (s.kind !== "winner" && s.kind !== "rally") return null;
  if (stepUnits(st).includes(unit)) return null;
  return s.kind === "winner"
    ? { code: "not-winner", message: `${unit} did not win fire fight ${s.fight}`, path: "$.unit" }
    : {
        code: "not-rallying",
        message: `${unit} did not pass a Cg check after losing fire fight ${s.fight}`,
        path: "$.unit",
      };
}

/** The game over one set-up and its world; an entry's dice are the engine's (`History.dice`). */
export function firefightGame(
  body: FirefightBody,
  w: FirefightWorld,
): Game<FirefightState, Command, FirefightEvent, FirefightNote> {
  const sides = body.sides.map((s) => s.id);
  const other = (s: string) => sides.find((x) => x !== s)!;
  /** Every entry: the rules, then the record of entries since the last die (what a take-back reverts). */
  function applyEntry(
    st: FirefightState,
    seat: Seat,
    c: Command,
    history: History<FirefightState>,
  ): Result<{ state: FirefightState; events: FirefightEvent[]; takeBackOf?: number }, RuleError> {
    if (c.type === "take-back") {
      if (st.over) return refuse("over", "the game is over");
      const mine = (st.quiet ?? []).filter((q) => q.seat === seat);
      const last = mine[mine.length - 1];
      if (!last)
        return refuse(
          "no-take-back",
          `${seat} has no entry to take back since the last dice were rolled (dice seen are never taken back)`,
        );
      const back = history.before(last.entry);
      return ok({ state: back, events: [{ type: "taken-back", entry: last.entry }], takeBackOf: last.entry });
    }
    const r = apply(st, seat, c, history);
    if (!r.ok) return r;
    const rolled = r.value.events.some((e) => e.type === "roll" && e.dice.length > 0);
    const quiet = rolled ? [] : [...(st.quiet ?? []), { entry: history.index, seat }];
    return ok({ state: { ...r.value.state, quiet }, events: r.value.events });
  }
  function apply(
    st: FirefightState,
    seat: Seat,
    c: Command,
    history: History<FirefightState>,
  ): Result<{ state: FirefightState; events: FirefightEvent[] }, RuleError> {
    if (st.over) return refuse("over", "the game is over");
    if (seat === ENGINE_SEAT || !sides.includes(seat)) return refuse("wrong-seat", `${seat} plays no side`);
    const events: FirefightEvent[] = [];
    if (c.type === "concede") {
      const over = { winner: other(seat), reason: `${seat} conceded` };
      return ok({ state: { ...st, over }, events: [{ type: "over", ...over }] });
    }
    const who = actor(st, sides);
    if (seat !== who)
      return refuse("wrong-seat", `it is ${who}'s part of the turn (${st.step.kind}), not ${seat}'s`);
    const k = st.step.kind;
    const done = (s: FirefightState) => ok({ state: nextStep(w, s, sides, events), events });
    if (c.type === "done") {
      if (k === "fights")
        return refuse("fights-left", "the fire fights are resolved one by one: send resolve");
      const owed = k === "pair" ? pairOwed(w, st) : null;
      if (owed) return err(pairingNotOver(owed));
      return done(st);
    }
    if (c.type === "deploy" || c.type === "place") {
      if (st.step.kind !== "deploy") return refuse("wrong-step", `no ${c.type} in the ${k} step`);
      const zone = st.step.zone;
      let places: Map<string, readonly [number, number]>;
      if (c.type === "deploy") {
        const u = unitOf(st, c.unit);
        if (!u) return refuse("unknown-unit", `no unit "${c.unit}"`, "$.unit");
        if (u.side !== seat)
          return refuse("wrong-seat", `${seat} may not deploy ${c.unit} (${u.side}'s)`, "$.unit");
        places = unitPlaces(w, forcesOf(st), u.id, c.at, c.formation ?? "line");
      } else {
        const m = st.models.find((x) => x.id === c.model);
        if (!m) return refuse("unknown-model", `no model "${c.model}"`, "$.model");
        const u = unitOf(st, m.unit)!;
        if (u.side !== seat)
          return refuse("wrong-seat", `${seat} may not place ${c.model} (${u.side}'s)`, "$.model");
        places = new Map([[m.id, c.at]]);
      }
      const r = placeModels(w, forcesOf(st), zone, seat, places);
      if (!r.ok) return refuse("bad-place", r.error, "$.at");
      const placed = r.value.models
        .filter((m) => places.has(m.id))
        .map((m) => ({ id: m.id, x: m.x, y: m.y }));
      events.push({ type: "deployed", models: placed });
      const units = new Set(placed.map((m) => st.models.find((x) => x.id === m.id)!.unit));
      const moved = [...st.moved, ...[...units].filter((u) => !st.moved.includes(u))];
      return ok({ state: { ...st, models: r.value.models as FirefightState["models"], moved }, events });
    }
    if (c.type === "move" || c.type === "advance") {
      const want = c.type === "move" ? "move" : k === "winner" || k === "rally" ? k : "advance";
      if (k !== want) return refuse("wrong-step", `no ${c.type} in the ${k} step`);
      const s = w.rules.settings;
      if (k === "advance" && inFight(st, c.unit))
        return refuse("in-fight", `${c.unit} is in a fire fight: only units in none advance`, "$.unit");
      const why = stepUnitProblem(st, c.unit);
      if (why) return err(why);
      const factor =
        k === "move"
          ? s.moveFactor
          : k === "winner"
            ? s.winnerAdvanceFactor
            : k === "rally"
              ? s.rallyAdvanceFactor
              : s.advanceFactor;
      const r = moveCommand(w, st, seat, c, factor, events);
      return r.ok ? ok({ state: r.value, events }) : r;
    }
    if (c.type === "charge") {
      if (k !== "advance" && k !== "winner" && k !== "rally")
        return refuse("wrong-step", `no charge in the ${k} step (advance, a won fight's or a rally step)`);
      const u = unitOf(st, c.unit);
      const e = unitOf(st, c.enemy);
      if (!u) return refuse("unknown-unit", `no unit "${c.unit}"`, "$.unit");
      if (!e) return refuse("unknown-unit", `no unit "${c.enemy}"`, "$.enemy");
      if (u.side !== seat)
        return refuse("wrong-seat", `${seat} may not charge with ${c.unit} (${u.side}'s)`, "$.unit");
      if (e.side === seat) return refuse("same-side", `${c.enemy} is ${seat}'s own unit`, "$.enemy");
      if (!inPlay(st, u.id)) return refuse("not-in-play", `${c.unit} is no longer in play`, "$.unit");
      if (!inPlay(st, e.id)) return refuse("not-in-play", `${c.enemy} is no longer in play`, "$.enemy");
      if (st.moved.includes(u.id))
        return refuse("moved", `${c.unit} has already moved in this step`, "$.unit");
      if (k === "advance" && inFight(st, u.id))
        return refuse("in-fight", `${c.unit} is in a fire fight: only units in none charge now`, "$.unit");
      const why = stepUnitProblem(st, u.id);
      if (why) return err(why);
      if (!unitSees(w, st, u.id, e.id))
        return refuse("no-los", `${c.unit} has no line of sight to ${c.enemy} (measured)`, "$.enemy");
      const dice = recordingDice(history.dice);
      const r = charge(w, forcesOf(st), u.id, e.id, dice);
      events.push({ type: "roll", dice: dice.rolls }, { type: "charge", report: r.report });
      const next: FirefightState = {
        ...st,
        units: r.forces.units as FirefightState["units"],
        models: r.forces.models as FirefightState["models"],
        moved: [...st.moved, u.id],
        lastCharge: r.report,
      };
      const routed = checkRout(next, sides, events);
      return ok({ state: routed, events });
    }
    if (c.type === "pair") {
      if (k !== "pair") return refuse("wrong-step", `no pairing in the ${k} step`);
      const why = pairProblem(w, st, c.unit, c.enemy);
      if (why) return err(why);
      const a = unitOf(st, c.unit)!;
      const b = unitOf(st, c.enemy)!;
      const [pa, pb] = a.side === st.priority ? [a.id, b.id] : [b.id, a.id];
      const fight: FightEntry = { a: [pa], b: [pb], resolved: false, winner: null };
      events.push({ type: "paired", fight: st.fights.length, a: fight.a, b: fight.b });
      return ok({ state: { ...st, fights: [...st.fights, fight] }, events });
    }
    if (c.type === "join") {
      if (k !== "join") return refuse("wrong-step", `no joining in the ${k} step`);
      const why = joinCheck(w, st, seat, c.unit, c.fight);
      if (why) return err(why);
      const f = st.fights[c.fight]!;
      const mineA = unitOf(st, c.unit)!.side === st.priority;
      const joined: FightEntry = mineA ? { ...f, a: [...f.a, c.unit] } : { ...f, b: [...f.b, c.unit] };
      events.push({ type: "paired", fight: c.fight, a: joined.a, b: joined.b });
      return ok({ state: { ...st, fights: st.fights.map((x, i) => (i === c.fight ? joined : x)) }, events });
    }
    if (c.type === "take-back") return refuse("take-back", "a take-back is not a rule of the turn");
    // resolve
    if (k !== "fights") return refuse("wrong-step", `no fire fight is resolved in the ${k} step`);
    const f = st.fights[c.fight];
    if (!f) return refuse("unknown-fight", `there is no fire fight ${c.fight}`, "$.fight");
    if (f.resolved) return refuse("resolved", `fire fight ${c.fight} is already resolved`, "$.fight");
    const dice = recordingDice(history.dice);
    const live = { a: f.a.filter((u) => inPlay(st, u)), b: f.b.filter((u) => inPlay(st, u)) };
    const r = resolveFireFight(w, forcesOf(st), live, dice);
    const winnerSide =
      r.report.loser === null ? null : unitOf(st, live[r.report.loser === "a" ? "b" : "a"][0]!)!.side;
    events.push({ type: "roll", dice: dice.rolls }, { type: "fight", index: c.fight, report: r.report });
    let next: FirefightState = {
      ...st,
      units: r.forces.units as FirefightState["units"],
      models: r.forces.models as FirefightState["models"],
      fights: st.fights.map((x, i) =>
        i === c.fight
          ? {
              ...x,
              resolved: true,
              winner: winnerSide,
              passed: r.report.tests.filter((t) => t.passed).map((t) => t.unit),
            }
          : x,
      ),
      lastFight: r.report,
    };
    next = checkRout(next, sides, events);
    if (next.over) return ok({ state: next, events });
    const winners = winnerSide ? (f.a.some((u) => unitOf(st, u)!.side === winnerSide) ? f.a : f.b) : [];
    if (winners.some((u) => inPlay(next, u))) {
      next = { ...next, step: { kind: "winner", side: winnerSide!, fight: c.fight }, moved: [] };
      events.push({ type: "step", turn: next.turn, step: next.step, priority: next.priority });
      return ok({ state: next, events });
    }
    const rally = rallyStep(next, c.fight);
    if (rally) {
      next = { ...next, step: rally, moved: [] };
      events.push({ type: "step", turn: next.turn, step: next.step, priority: next.priority });
      return ok({ state: next, events });
    }
    return done({ ...next, step: { kind: "fights" } });
  }
  return {
    seats: sides,
    parseCommand,
    impliedSeat: (st) => actor(st, sides),
    // Whose part of the turn it is: one side at a time (there are no automatic steps).
    seatsToAct: (st) => (st.over ? [] : [actor(st, sides)]),
    // Out of turn a side may concede, and take back its own entries no die has followed since.
    outOfTurn: (st, seat, c) =>
      !st.over &&
      sides.includes(seat) &&
      (c.type === "concede" || (c.type === "take-back" && (st.quiet ?? []).some((q) => q.seat === seat))),
    apply: applyEntry,
    rolled: (events) => events.some((e) => e.type === "roll" && e.dice.length > 0),
    undoProblem: () => null,
    note: (st) => ({ turn: st.turn, step: st.step.kind }),
    // While deploying, a seat does not see the other side's models (nor its deploy entries, logView);
    // once both have deployed everything is open (the state holds no seed or generator).
    seatView: (st, seat) => hideDeployment(st, seat),
    logView: (st, seat, item) =>
      st.step.kind === "deploy" &&
      !st.over &&
      item.seat !== seat &&
      (item.entry.type === "deploy" || item.entry.type === "place")
        ? null
        : { entry: item.entry, events: item.events },
    replayView: (then, now, seat) =>
      now.step.kind === "deploy" && !now.over ? hideDeployment(then, seat) : then,
    over: (st) => st.over !== null,
  };
}
