import { useApp, useAppStore } from "../store/hooks";
import { shapeName, shapeOf } from "../store/shapes";
import { deleteShape } from "../tools/editor/shape-edits";
import { Field } from "./Fields";
import { commitShapeField, fieldKey, fieldsOf, fieldValue } from "./property-fields";

/** The selected feature, deployment zone or objective: its properties, edited in place. */
export function ShapeProperties() {
  const app = useAppStore();
  const ref = useApp((s) => s.selectedShape);
  const table = useApp((s) => s.table);
  const vertex = useApp((s) => s.selectedVertex);
  const record = ref ? shapeOf(table, ref) : null;
  if (!ref || !record) return null;
  const target =
    record.kind === "feature" ? record.feature : record.kind === "zone" ? record.zone : record.objective;
  const what =
    record.kind === "feature"
      ? record.feature.type
      : record.kind === "zone"
        ? "deployment zone"
        : "objective";
  const name = shapeName(table, ref);
  return (
    <section className="props" data-testid="shape-properties" data-shape={name}>
      <h3>
        {record.kind === "zone" ? "Deployment zone" : name} <small>{what}</small>
      </h3>
      {fieldsOf(app, ref).map((spec) => (
        <Field
          key={fieldKey(ref, spec.key)}
          spec={spec}
          value={fieldValue(target, spec.key)}
          errorKey={fieldKey(ref, spec.key)}
          commit={(raw) => commitShapeField(app, ref, spec, raw)}
        />
      ))}
      <p className="hint">
        {record.kind === "objective" || (record.kind === "feature" && record.feature.type === "smoke")
          ? "Drag it to move it; drag the small handle to change its radius."
          : `Drag its body to move it, a square to move a point, a small square to add one. Alt-click an edge adds a point there, Alt-click a point removes it.${vertex !== null ? ` Point ${vertex} is selected: Delete removes it.` : ""}`}
      </p>
      <button
        type="button"
        data-testid="delete-shape"
        onClick={() => {
          if (app.getState().tryEdit(`Deleted ${name}`, (d) => deleteShape(d, ref)))
            app.getState().selectShape(null);
        }}
      >
        Delete {record.kind === "zone" ? "zone" : name}
      </button>
    </section>
  );
}
