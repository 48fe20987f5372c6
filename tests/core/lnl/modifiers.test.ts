import { describe, expect, it } from "vitest";
import {
  type DftFacts,
  dftModifiers,
  type OftFacts,
  oftModifiers,
  total,
} from "../../../src/core/lnl/modifiers";

/** seed 004, the DFT and OFT tables: every line on its own, then combinations. */

const dft0: DftFacts = {
  leaderLm: 0,
  adjacent: false,
  target: { vehicle: false, moving: false, lowCrawlOrStealth: false },
  degradingHexes: 0,
  firerPassenger: null,
  firerInSmoke: false,
  vehicleMgAfterPivot: false,
  afterAssaultMove: null,
  night: { dark: false, distanceHexes: 3, lit: false },
  targetTm: 0,
};
const lines = (f: Partial<DftFacts>) =>
  dftModifiers({ ...dft0, ...f }).attacker.map((m) => [m.line, m.value]);

describe("DFT modifiers, line by line", () => {
  it("no facts, no modifiers; TM 0 on the defender", () => {
    expect(lines({})).toEqual([]);
    expect(dftModifiers(dft0).defenderTm).toMatchObject({ line: "DFT 11", value: 0 });
  });
  it.each([
    ["DFT 1 leader LM", { leaderLm: 2 }, [["DFT 1", 2]]],
    ["DFT 2 adjacent", { adjacent: true }, [["DFT 2", 2]]],
    [
      "DFT 3 moving non-vehicle",
      { target: { vehicle: false, moving: true, lowCrawlOrStealth: false } },
      [["DFT 3", 1]],
    ],
    ["DFT 3 not for low crawl", { target: { vehicle: false, moving: true, lowCrawlOrStealth: true } }, []],
    ["DFT 4 one degrading hex", { degradingHexes: 1 }, [["DFT 4", -1]]],
    ["DFT 4 two degrading hexes", { degradingHexes: 2 }, [["DFT 4", -2]]],
    ["DFT 4 counts at most two", { degradingHexes: 5 }, [["DFT 4", -2]]],
    ["DFT 5 passenger, moving transport", { firerPassenger: "moving-transport" }, [["DFT 5", -2]]],
    ["DFT 6 passenger, still transport", { firerPassenger: "still-transport" }, [["DFT 6", -1]]],
    ["DFT 6 firing from smoke", { firerInSmoke: true }, [["DFT 6", -1]]],
    [
      "DFT 6 is one line: passenger and smoke do not stack",
      { firerInSmoke: true, firerPassenger: "still-transport" },
      [["DFT 6", -1]],
    ],
    [
      "DFT 7 moving vehicle target",
      { target: { vehicle: true, moving: true, lowCrawlOrStealth: false } },
      [["DFT 7", -1]],
    ],
    [
      "DFT 7 not for a still vehicle",
      { target: { vehicle: true, moving: false, lowCrawlOrStealth: false } },
      [],
    ],
    ["DFT 8 vehicle MG after pivot", { vehicleMgAfterPivot: true }, [["DFT 8", -1]]],
    ["DFT 9 vehicle MGs after AM", { afterAssaultMove: "vehicle-mg" }, [["DFT 9", -2]]],
    ["DFT 9 MMC/SMC after AM", { afterAssaultMove: "infantry" }, [["DFT 9", -2]]],
    [
      "DFT 10 night beyond two hexes",
      { night: { dark: true, distanceHexes: 3, lit: false } },
      [["DFT 10", -3]],
    ],
    ["DFT 10 not at two hexes", { night: { dark: true, distanceHexes: 2, lit: false } }, []],
    ["DFT 10 not under a star shell", { night: { dark: true, distanceHexes: 5, lit: true } }, []],
  ] as const)("%s", (_name, facts, expected) => {
    expect(lines(facts as Partial<DftFacts>)).toEqual(expected);
  });
  it("DFT 11: the TM goes on the defender's roll, capped at +4", () => {
    expect(dftModifiers({ ...dft0, targetTm: 3 }).defenderTm.value).toBe(3);
    expect(dftModifiers({ ...dft0, targetTm: 6 }).defenderTm.value).toBe(4);
    expect(dftModifiers({ ...dft0, targetTm: -1 }).defenderTm.value).toBe(-1);
  });
  it("lines add up", () => {
    const m = dftModifiers({ ...dft0, leaderLm: 1, adjacent: true, degradingHexes: 1, firerInSmoke: true });
    expect(total(m.attacker)).toBe(1 + 2 - 1 - 1);
  });
});

const oft0: OftFacts = {
  armorLeaderLm: 0,
  degradingHexes: 0,
  assaultMoveWithSw: false,
  smcNonHeroWithSw: false,
  hatchesOpen: false,
  turretRotates: false,
  pivotsToFire: false,
  vehicleAssaultOrOpsComplete: false,
  firerInSmoke: false,
  aaAtAircraft: false,
  night: { dark: false, distanceHexes: 3, lit: false },
  adjacent: false,
  targetMovedOrAssault: false,
  targetTm: 0,
};
const oft = (f: Partial<OftFacts>) => {
  const m = oftModifiers({ ...oft0, ...f });
  return [...m.firer, ...m.target].map((x) => [x.line, x.value]);
};

describe("OFT modifiers, line by line", () => {
  it.each([
    ["firer 1 armour leader", { armorLeaderLm: 1 }, [["OFT firer 1", -1]]],
    ["firer 2 degrading", { degradingHexes: 2 }, [["OFT firer 2", 2]]],
    ["firer 2 at most two", { degradingHexes: 4 }, [["OFT firer 2", 2]]],
    ["firer 3 AM with SW", { assaultMoveWithSw: true }, [["OFT firer 3", 1]]],
    ["firer 4 SMC with SW", { smcNonHeroWithSw: true }, [["OFT firer 4", 1]]],
    ["firer 5 open hatches", { hatchesOpen: true }, [["OFT firer 5", -1]]],
    ["firer 6 turret rotates", { turretRotates: true }, [["OFT firer 6", 1]]],
    ["firer 7 pivot to fire", { pivotsToFire: true }, [["OFT firer 7", 1]]],
    ["firer 8 AM vehicle or Ops Complete", { vehicleAssaultOrOpsComplete: true }, [["OFT firer 8", 2]]],
    ["firer 9 smoke", { firerInSmoke: true }, [["OFT firer 9", 1]]],
    ["firer 10 AA at aircraft", { aaAtAircraft: true }, [["OFT firer 10", 2]]],
    ["firer 11 night", { night: { dark: true, distanceHexes: 4, lit: false } }, [["OFT firer 11", 3]]],
    ["target 1 adjacent", { adjacent: true }, [["OFT target 1", -2]]],
    ["target 2 moved", { targetMovedOrAssault: true }, [["OFT target 2", 1]]],
    ["target 3 TM", { targetTm: 2 }, [["OFT target 3", 2]]],
    ["target 3 TM capped at +4", { targetTm: 5 }, [["OFT target 3", 4]]],
  ] as const)("%s", (_n, facts, expected) => {
    expect(oft(facts as Partial<OftFacts>)).toEqual(expected);
  });
  it("no facts, no modifiers", () => expect(oft({})).toEqual([]));
});
