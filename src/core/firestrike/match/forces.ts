import { own } from "../../own";
import type { Problem } from "../../problems";
import { err, ok, type Result } from "../../result";
import type { Charts } from "../charts/schema";
import { type GameSetupInput, SETUP_FORMAT } from "../setup/schema";
import type { StatBook } from "../stats/schema";
import type { AirLevel, FormationLevel, Grade, Source, Training } from "../vocab";

/**
 * The force builder's model: each side's Combat Roster and its nested formations, each formation with
 * a troop grade and its bases (HQ bases among them). `buildSetup` turns it into the Firestrike set-up
 * that the game file stores as `forces`.
 */

/** Bases of one stat line in a formation. */
export interface BaseDraft {
  statLine: string;
  count: number;
  /** infantry that start the game inside the formation's transports (seed 000 §3.22) */
  mounted?: boolean;
}

/** A formation: nested under `parent`, with one grade for all its bases (seed 000 §1.4, §1.5). */
export interface FormationDraft {
  id: string;
  name: string;
  level: FormationLevel;
  parent: string | null;
  grade: Grade;
  training: Training;
  bases: BaseDraft[];
}

/** A side's Combat Roster (seed 000 turn sequence 1a-1c, §2.2, §2.3) and its formations. */
export interface SideDraft {
  id: string;
  name: string;
  /** the row of the charts' Command & Discovery table the ratings were filled from */
  quality: string;
  commandRating: number;
  discoveryRating: number;
  sabr: number;
  airSuperiority: AirLevel;
  airLittoralSupremacy: boolean;
  secondImpactZone: boolean;
  /** off-board heavy artillery batteries (seed 000 §1.3; their values are OFF_BOARD_BATTERY) */
  offBoardBatteries: number;
  formations: FormationDraft[];
}

/**
 * One off-board battery (project default: seed 000 §1.3 handles long range artillery abstractly and
 * gives no values): a heavy artillery barrage as strong as the self-propelled howitzer's.
 */
export const OFF_BOARD_BATTERY = { attack: 16, codes: "ABC", barrage: "heavy-artillery" } as const;

/** Both forces and the game length. */
export interface ForceDraft {
  name: string;
  turnLimit: number;
  sides: [SideDraft, SideDraft];
}

/** A roster value with where its default comes from, for the set-up screen's seed/project-default tags. */
export interface RosterDefault {
  value: number | string | boolean;
  source: Source;
  note: string;
}

/** The Combat Roster defaults for a command quality, each marked seed or project default. */
export function rosterDefaults(charts: Charts, quality: string): Record<string, RosterDefault> {
  const q = own(charts.command.qualities, quality) ?? charts.command.qualities.average!;
  const src = charts.command.qualitiesSource.source;
  const note = `Command & Discovery table, "${quality}" row (not printed in seed 000)`;
  return {
    commandRating: { value: q.command, source: src, note },
    discoveryRating: { value: q.discovery, source: src, note },
    sabr: { value: q.sabr, source: src, note: `SA table base rate, "${quality}" row` },
    airSuperiority: {
      value: "parity",
      source: "project default",
      note: "seed 000 §1.3 leaves the air superiority roll to the set-up; parity unless the scenario says",
    },
    airLittoralSupremacy: {
      value: false,
      source: "project default",
      note: "seed 000 §2.2 names air littoral supremacy (halves SABR); off unless the scenario says",
    },
    offBoardBatteries: {
      value: 0,
      source: "project default",
      note: "seed 000 §1.3: off-board heavy artillery is abstract; each battery places one impact zone a turn",
    },
    secondImpactZone: {
      value: false,
      source: "project default",
      note: "seed 000 §3.3: only forces with the fire support technology place 2nd impact zones",
    },
  };
}

/** A side with the chart defaults of a quality filled in and no formations. */
export function emptySide(charts: Charts, id: string, name: string, quality = "average"): SideDraft {
  const d = rosterDefaults(charts, quality);
  return {
    id,
    name,
    quality,
    commandRating: d.commandRating!.value as number,
    discoveryRating: d.discoveryRating!.value as number,
    sabr: d.sabr!.value as number,
    airSuperiority: "parity",
    airLittoralSupremacy: false,
    secondImpactZone: false,
    offBoardBatteries: 0,
    formations: [],
  };
}

/** Short base ids that read well on the table: side initial and a number ("b1", "r12"; HQs "bhq1"). */
function idMaker(sideId: string) {
  const initial = (sideId.match(/[A-Za-z0-9]/)?.[0] ?? "x").toLowerCase();
  let n = 0;
  let h = 0;
  return (hq: boolean) => (hq ? `${initial}hq${++h}` : `${initial}${++n}`);
}

/** Turns the drafts into a Firestrike set-up; undeployed bases sit at (0, 0) until deployment places them. */
export function buildSetup(draft: ForceDraft, stats: StatBook): Result<GameSetupInput, Problem[]> {
  const problems: Problem[] = [];
  const formations: GameSetupInput["formations"] = [];
  const bases: GameSetupInput["bases"] = [];
  draft.sides.forEach((side, si) => {
    const nextId = idMaker(side.id);
    const ids = new Set(side.formations.map((f) => f.id));
    if (side.formations.length === 0)
      problems.push({ path: `sides[${si}].formations`, message: `${side.name} has no formations` });
    side.formations.forEach((f, fi) => {
      const at = `sides[${si}].formations[${fi}]`;
      if (f.parent !== null && !ids.has(f.parent))
        problems.push({ path: `${at}.parent`, message: `"${f.parent}" is not a formation of ${side.name}` });
      formations.push({
        id: f.id,
        side: side.id,
        name: f.name,
        level: f.level,
        ...(f.parent ? { parent: f.parent } : {}),
      });
      const carriers: { id: string; room: number }[] = [];
      const riders: BaseDraft[] = [];
      // Bases start off the table; deployment places them.
      const undeployed = (id: string, statLine: string) => ({
        id,
        side: side.id,
        formation: f.id,
        statLine,
        grade: f.grade,
        training: f.training,
        x: 0,
        y: 0,
      });
      for (const b of f.bases) {
        const line = stats.byId.get(b.statLine);
        if (!line) {
          problems.push({ path: `${at}.bases`, message: `"${b.statLine}" is not a stat line` });
          continue;
        }
        if (b.mounted) {
          riders.push(b);
          continue;
        }
        for (let k = 0; k < b.count; k++) {
          const baseId = nextId(line.class === "HQ");
          bases.push(undeployed(baseId, b.statLine));
          const room = line.transport?.infantryBases ?? 0;
          if (room > 0) carriers.push({ id: baseId, room });
        }
      }
      for (const b of riders)
        for (let k = 0; k < b.count; k++) {
          const c = carriers.find((x) => x.room > 0);
          if (!c) {
            problems.push({
              path: `${at}.bases`,
              message: `${f.name} has no transport room left for mounted ${b.statLine} bases`,
            });
            break;
          }
          c.room -= 1;
          bases.push({ ...undeployed(nextId(false), b.statLine), carriedBy: c.id });
        }
    });
  });
  if (problems.length > 0) return err(problems);
  return ok({
    format: SETUP_FORMAT,
    name: draft.name,
    turnLimit: draft.turnLimit,
    sides: draft.sides.map((s) => ({
      id: s.id,
      name: s.name,
      quality: s.quality,
      commandRating: s.commandRating,
      discoveryRating: s.discoveryRating,
      sabr: s.sabr,
      airSuperiority: s.airSuperiority,
      airLittoralSupremacy: s.airLittoralSupremacy,
      secondImpactZone: s.secondImpactZone,
      offBoardArtillery: Array.from({ length: s.offBoardBatteries }, (_, k) => ({
        id: `${s.id}-battery-${k + 1}`,
        name: `${s.name} off-board battery ${k + 1}`,
        ...OFF_BOARD_BATTERY,
      })),
    })),
    formations,
    bases,
  });
}
