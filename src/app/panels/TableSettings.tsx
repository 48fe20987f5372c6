import { useApp, useAppStore } from "../store/hooks";
import { Field } from "./Fields";
import { commitTableField, fieldKey, fieldValue, TABLE_FIELDS } from "./property-fields";

/** The table's name, size, scale, hill level height, turn limit and LOS settings, edited in place. */
export function TableSettings() {
  const app = useAppStore();
  const table = useApp((s) => s.table);
  const refused = useApp((s) => s.editError?.field?.startsWith("table.") ?? false);
  return (
    <details className="props" data-testid="table-settings" open={refused || undefined}>
      <summary>Table settings</summary>
      {TABLE_FIELDS.map((spec) => (
        <Field
          key={spec.key}
          spec={spec}
          value={fieldValue(table, spec.key)}
          errorKey={fieldKey("table", spec.key)}
          commit={(raw) => commitTableField(app, spec, raw)}
        />
      ))}
    </details>
  );
}
