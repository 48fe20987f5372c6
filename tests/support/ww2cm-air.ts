import { loadRulesets } from "../../src/cli/rulesets";
import { GAME_FORMAT, parseGameText } from "../../src/core/game/format";
import { openSession, playAs, type Session } from "../../src/core/game/session";
import { plainCandidates } from "../../src/core/ww2cm/bot";
import type { Ww2Command } from "../../src/core/ww2cm/commands";
import type { Ww2State } from "../../src/core/ww2cm/state";
import { villageAir } from "../../src/core/ww2cm/village-forces";
import { villageForces, villageJson } from "./ww2cm";

/**
 * Seed 002 with its air part on the shipped village table (core/ww2cm/village-forces.ts `villageAir`),
 * for the recorded air and night games (tests/fixtures/games/record-ww2cm-air.ts) and their tests.
 */
export const airSetup = (night: boolean) => {
  const f = villageForces();
  const a = villageAir(night);
  return { sides: f.sides, units: [...f.units, ...a.units], air: a.air };
};

/** The game opened on the CLI's rulesets (the 3D table the air rules measure on). */
export async function airGame(seed: string, night: boolean, turnLimit = 2) {
  const { registry } = await loadRulesets({ charts: undefined, units: undefined });
  const text = JSON.stringify({
    format: GAME_FORMAT,
    ruleset: "ww2cm",
    name: night ? "Village at night" : "Village from the air",
    seed,
    table: villageJson(),
    ...airSetup(night),
    turnLimit,
    commands: [],
  });
  const f = parseGameText(text, registry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, registry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return { session: s.value, registry };
}

/** blue's flight: north along x = 47 over red's squad (45–59, 78); guns and bomb at it */
const FLY: Ww2Command = {
  type: "fly",
  aircraft: "b-plane",
  entry: [47, 0],
  exit: [47, 90],
  attacks: [
    { weapon: 0, unit: "r-squad" },
    { weapon: 2, unit: "r-squad" },
  ],
};
/** red's fighter from (0, 90) to (94, 0): crosses x = 47 at y = 45 */
const INTERCEPT: Ww2Command = { type: "intercept", interceptor: "r-fighter", entry: [0, 90], exit: [94, 0] };

/** Plays to the end (bounded): the flight and the interception when they may be sent, else the plain player. */
export function playAir(s0: Session, limit = 2000): Session {
  let s = s0;
  for (let guard = 0; !s.game.over(s.now) && guard < limit; guard++) {
    const now = s.now as Ww2State;
    const [seat] = s.game.seatsToAct(now) as [string];
    const plane = now.air?.planes.find((p) => p.id === "b-plane");
    const options: Ww2Command[] = now.air?.pending
      ? [INTERCEPT, { type: "intercept", interceptor: null }]
      : now.phase === "air" && seat === "blue" && plane?.status === "arrived"
        ? [FLY, { type: "next" }]
        : plainCandidates(now, seat);
    let taken: Session | null = null;
    for (const c of options) {
      const r = playAs(s, seat, c);
      if (r.ok) {
        taken = r.value;
        break;
      }
    }
    if (!taken) throw new Error(`nothing of ${JSON.stringify(options)} was accepted`);
    s = taken;
  }
  return s;
}
