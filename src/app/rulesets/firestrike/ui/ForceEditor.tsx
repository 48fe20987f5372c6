import { useMemo } from "react";
import type { Charts } from "../../../../core/firestrike/charts/schema";
import {
  type FormationDraft,
  rosterDefaults,
  type SideDraft,
} from "../../../../core/firestrike/match/forces";
import { READY_FORCES } from "../../../../core/firestrike/match/ready-forces";
import type { StatBook } from "../../../../core/firestrike/stats/schema";
import {
  AIR_LEVELS,
  type AirLevel,
  FORMATION_LEVELS,
  type FormationLevel,
  GRADES,
  type Grade,
} from "../../../../core/firestrike/vocab";
import { sideColour } from "../../../../geometry/render/palette";
import { loadedForceId } from "../loaded-force";

/** A small "seed" or "project default" tag, with the note as its tooltip. */
export function SourceTag({ source, note }: { source: string; note: string }) {
  return (
    <span className={`src-tag ${source === "seed" ? "seed" : "default"}`} title={note}>
      {source}
    </span>
  );
}

/**
 * One side of the set-up: its Combat Roster (each value pre-filled from the charts and tagged seed or
 * project default) and its forces: a ready-made force or nested formations built by hand, each with a
 * troop grade and its bases (HQ bases among them).
 */
export function ForceEditor({
  side,
  charts,
  stats,
  onChange,
  tableForce,
}: {
  side: SideDraft;
  charts: Charts;
  stats: StatBook;
  onChange(next: SideDraft): void;
  /** the formations built from the table's own units for this side, if it has any */
  tableForce: FormationDraft[] | null;
}) {
  const d = rosterDefaults(charts, side.quality);
  const set = (patch: Partial<SideDraft>) => onChange({ ...side, ...patch });
  // The ready-made force the formations are, unedited (also the one a new game starts with).
  const loaded = useMemo(() => loadedForceId(side, tableForce), [side, tableForce]);
  const setF = (i: number, patch: Partial<FormationDraft>) =>
    set({ formations: side.formations.map((f, k) => (k === i ? { ...f, ...patch } : f)) });
  const lines = stats.lines;
  const tag = (k: string) => <SourceTag source={d[k]!.source} note={d[k]!.note} />;
  return (
    <fieldset className="force" data-testid={`force-${side.id}`} style={{ borderColor: sideColour(side.id) }}>
      <legend style={{ color: sideColour(side.id) }}>
        <input aria-label="Side name" value={side.name} onChange={(e) => set({ name: e.target.value })} />
      </legend>
      <div className="roster">
        <label>
          Command quality{" "}
          <select
            data-testid={`quality-${side.id}`}
            value={side.quality}
            onChange={(e) => {
              const q = rosterDefaults(charts, e.target.value);
              set({
                quality: e.target.value,
                commandRating: q.commandRating!.value as number,
                discoveryRating: q.discoveryRating!.value as number,
                sabr: q.sabr!.value as number,
              });
            }}
          >
            {Object.keys(charts.command.qualities).map((q) => (
              <option key={q}>{q}</option>
            ))}
          </select>
        </label>
        <label>
          Command rating{" "}
          <input
            type="number"
            min={1}
            max={20}
            value={side.commandRating}
            onChange={(e) => set({ commandRating: Number(e.target.value) })}
          />{" "}
          {tag("commandRating")}
        </label>
        <label>
          Discovery rating{" "}
          <input
            type="number"
            min={1}
            max={21}
            value={side.discoveryRating}
            onChange={(e) => set({ discoveryRating: Number(e.target.value) })}
          />{" "}
          {tag("discoveryRating")}
        </label>
        <label>
          SABR{" "}
          <input
            type="number"
            min={1}
            max={40}
            value={side.sabr}
            onChange={(e) => set({ sabr: Number(e.target.value) })}
          />{" "}
          {tag("sabr")}
        </label>
        <label>
          Air superiority{" "}
          <select
            value={side.airSuperiority}
            onChange={(e) => set({ airSuperiority: e.target.value as AirLevel })}
          >
            {AIR_LEVELS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>{" "}
          {tag("airSuperiority")}
        </label>
        <label>
          <input
            type="checkbox"
            checked={side.airLittoralSupremacy}
            onChange={(e) => set({ airLittoralSupremacy: e.target.checked })}
          />{" "}
          Air littoral supremacy {tag("airLittoralSupremacy")}
        </label>
        <label>
          <input
            type="checkbox"
            checked={side.secondImpactZone}
            onChange={(e) => set({ secondImpactZone: e.target.checked })}
          />{" "}
          2nd impact zone technology {tag("secondImpactZone")}
        </label>
        <label>
          Off-board batteries{" "}
          <input
            type="number"
            min={0}
            max={4}
            value={side.offBoardBatteries}
            onChange={(e) => set({ offBoardBatteries: Number(e.target.value) })}
          />{" "}
          {tag("offBoardBatteries")}
        </label>
      </div>
      <label>
        Ready-made force{" "}
        <select
          data-testid={`ready-${side.id}`}
          value={loaded}
          onChange={(e) => {
            const id = e.target.value;
            const f = READY_FORCES.find((x) => x.id === id);
            const formations = id === "table" ? tableForce : f ? f.formations(side.id) : null;
            if (!formations) return;
            set({ formations });
          }}
        >
          {/* The force loaded stays named here, not "choose…" (issue 23 item 8). */}
          <option value="">
            {loaded === "" && side.formations.length > 0 ? "(edited: the formations below)" : "choose…"}
          </option>
          {READY_FORCES.map((f) => (
            <option key={f.id} value={f.id} title={f.description}>
              {f.name}
            </option>
          ))}
          {tableForce && <option value="table">The table's own {side.id} units</option>}
        </select>
      </label>
      <ul className="formations">
        {side.formations.map((f, i) => (
          <li key={f.id} data-testid="formation">
            <div className="row wrap">
              <input
                aria-label="Formation name"
                value={f.name}
                onChange={(e) => setF(i, { name: e.target.value })}
              />
              <select
                aria-label="Level"
                value={f.level}
                onChange={(e) => setF(i, { level: e.target.value as FormationLevel })}
              >
                {FORMATION_LEVELS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
              <select
                aria-label="Under"
                value={f.parent ?? ""}
                onChange={(e) => setF(i, { parent: e.target.value || null })}
              >
                <option value="">top level</option>
                {side.formations
                  .filter((g) => g.id !== f.id)
                  .map((g) => (
                    <option key={g.id} value={g.id}>
                      under {g.name}
                    </option>
                  ))}
              </select>
              <select
                aria-label="Grade"
                data-testid="formation-grade"
                value={f.grade}
                onChange={(e) => setF(i, { grade: e.target.value as Grade })}
              >
                {GRADES.map((g) => (
                  <option key={g}>{g}</option>
                ))}
              </select>
              <button
                type="button"
                aria-label="Remove formation"
                onClick={() => set({ formations: side.formations.filter((_, k) => k !== i) })}
              >
                ×
              </button>
            </div>
            <ul className="bases">
              {f.bases.map((b, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a base line is its place in the list
                <li key={j} className="row">
                  <input
                    type="number"
                    min={1}
                    max={30}
                    aria-label="Count"
                    value={b.count}
                    onChange={(e) =>
                      setF(i, {
                        bases: f.bases.map((x, k) =>
                          k === j ? { ...x, count: Math.max(1, Number(e.target.value)) } : x,
                        ),
                      })
                    }
                  />
                  <select
                    aria-label="Stat line"
                    value={b.statLine}
                    onChange={(e) =>
                      setF(i, {
                        bases: f.bases.map((x, k) => (k === j ? { ...x, statLine: e.target.value } : x)),
                      })
                    }
                  >
                    {lines.map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                      </option>
                    ))}
                  </select>
                  <label title="start the game inside this formation's transports">
                    <input
                      type="checkbox"
                      checked={b.mounted ?? false}
                      onChange={(e) =>
                        setF(i, {
                          bases: f.bases.map((x, k) => (k === j ? { ...x, mounted: e.target.checked } : x)),
                        })
                      }
                    />{" "}
                    mounted
                  </label>
                  <button
                    type="button"
                    aria-label="Remove bases"
                    onClick={() => setF(i, { bases: f.bases.filter((_, k) => k !== j) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => setF(i, { bases: [...f.bases, { statLine: "infantry", count: 1 }] })}
            >
              + bases
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          set({
            formations: [
              ...side.formations,
              {
                id: `${side.id}-f${Date.now().toString(36)}`,
                name: `Formation ${side.formations.length + 1}`,
                level: side.formations.length === 0 ? "battalion" : "company",
                parent: side.formations[0]?.id ?? null,
                grade: "seasoned",
                training: "trained",
                bases: side.formations.length === 0 ? [{ statLine: "HQ", count: 1 }] : [],
              },
            ],
          })
        }
      >
        + formation
      </button>
    </fieldset>
  );
}
