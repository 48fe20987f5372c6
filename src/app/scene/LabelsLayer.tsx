import type { ReactNode } from "react";
import { capProblems, moreProblemsText, PROBLEM_CAP } from "../../core/problems";
import { sideColour } from "../../geometry/render/palette";
import { RulesetPart } from "../game/ruleset-part";
import { useApp } from "../store/hooks";
import { useAssets, useOverlays } from "./context";
import { labelRef, UNIT_LABEL_LIFT } from "./labels";

/** One label pinned to a 3D point; the probe in the canvas moves it (the ref re-registers on every render). */
function Pinned({
  id,
  at,
  children,
}: {
  id: string;
  at: readonly [number, number, number];
  children: ReactNode;
}) {
  return (
    <div className="pin" ref={labelRef(id, at)}>
      {children}
    </div>
  );
}

/** Unit names and states, tape and ring readings, and refused-edit messages, over the canvas. */
export function LabelsLayer() {
  const units = useAssets((s) => s.units);
  const showLabels = useApp((s) => s.view.showLabels);
  const labelSide = useApp((s) => s.view.labelSide);
  const selected = useApp((s) => s.selectedUnitId);
  const los = useApp((s) => (s.tool === "los" ? s.los : null));
  const eyeUnit = useApp((s) => (s.view.camera === "eye" ? s.view.eyeUnitId : null));
  const tape = useOverlays((s) => s.tape);
  const rings = useOverlays((s) => s.rings);
  const editError = useApp((s) => s.editError);
  const scale = useAssets((s) => s.terrain?.scale.exaggeration ?? 1);
  const marks = useApp((s) => s.match.marks);
  const ruleset = useApp((s) => s.match.ruleset);
  const role = (id: string) =>
    id === los?.observerId ? "observer" : id === los?.targetId ? "target" : id === selected ? "selected" : "";
  return (
    <div className="labels" aria-hidden="true">
      {/* Zone and move-area labels first, so unit labels are drawn over them (issue 23 item 8). */}
      {ruleset && <RulesetPart ruleset={ruleset} part="labels" />}
      {showLabels &&
        units?.anchors
          .filter((a) => a.unitId !== eyeUnit && (labelSide === null || a.side === labelSide))
          .map((a) => (
            <Pinned key={a.unitId} id={`u:${a.unitId}`} at={[a.x, a.y, a.topZ + UNIT_LABEL_LIFT]}>
              <div
                className={`unit-label ${role(a.unitId)}`}
                style={{ borderColor: sideColour(a.side) }}
                data-unit={a.unitId}
              >
                <b>{a.unitId}</b>
                {a.states.length > 0 && <span className="states">{a.states.join(" · ")}</span>}
                {marks.get(a.unitId)?.length ? (
                  <span className="chips" data-testid="unit-chips">
                    {marks.get(a.unitId)!.map((c) => (
                      <i key={c.kind} className={`chip chip-${c.kind}`}>
                        {c.text}
                      </i>
                    ))}
                  </span>
                ) : null}
              </div>
            </Pinned>
          ))}
      {tape && (
        <Pinned key="tape" id="tape" at={tape.labelAt}>
          <div className="tape-label" data-testid="tape-label">
            {tape.label}
          </div>
        </Pinned>
      )}
      {rings.map((r) => (
        <Pinned key={r.label} id={`ring:${r.label}`} at={r.labelAt}>
          <div className="ring-label" style={{ color: r.colour }}>
            {r.label}
          </div>
        </Pinned>
      ))}
      {editError?.at && (
        <Pinned key="edit-error" id="edit-error" at={[editError.at[0], editError.at[1], 0.4 * scale]}>
          <div className="edit-error" data-testid="edit-error-bubble">
            <b>{editError.title}</b>
            {capProblems(editError.problems).shown.map((p) => (
              <div key={`${p.path}:${p.message}`}>
                <code>{p.path}</code> {p.message}
              </div>
            ))}
            {editError.problems.length > PROBLEM_CAP && (
              <div className="muted">{moreProblemsText(editError.problems.length - PROBLEM_CAP)}</div>
            )}
          </div>
        </Pinned>
      )}
    </div>
  );
}
