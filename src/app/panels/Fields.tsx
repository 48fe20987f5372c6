import { useEffect, useState } from "react";
import { capProblems, moreProblemsText, PROBLEM_CAP } from "../../core/problems";
import { useApp } from "../store/hooks";
import type { FieldSpec } from "./property-fields";

const asText = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/**
 * One field of a property form. Text and numbers commit on Enter or when the field loses focus; selects
 * and checkboxes at once. When the validator refuses a change, its message shows under the field, the
 * typed text stays for correcting, and the table keeps its old value; Esc puts the old value back.
 */
export function Field({
  spec,
  value,
  errorKey,
  commit,
}: {
  spec: FieldSpec;
  value: unknown;
  /** the key refusals for this field are filed under (see `fieldKey`) */
  errorKey: string;
  commit(raw: string | boolean): boolean;
}) {
  const [text, setText] = useState(asText(value));
  useEffect(() => setText(asText(value)), [value]);
  const error = useApp((s) => (s.editError?.field === errorKey ? s.editError : null));
  const id = `field-${errorKey}`;
  const testId = `prop-${spec.key}`;
  const submit = () => {
    if (text !== asText(value)) commit(text);
  };
  let input: React.ReactNode;
  if (spec.kind === "checkbox")
    input = (
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        data-testid={testId}
        onChange={(e) => commit(e.target.checked)}
      />
    );
  else if (spec.kind === "select")
    input = (
      <select id={id} value={asText(value)} data-testid={testId} onChange={(e) => commit(e.target.value)}>
        {spec.options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  else
    input = (
      <input
        id={id}
        type="text"
        inputMode={spec.kind === "number" ? "decimal" : "text"}
        className={spec.kind === "number" ? "num" : "txt"}
        value={text}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
        onChange={(e) => setText(e.target.value)}
        onBlur={submit}
        onKeyDown={(e) => {
          if (e.key === "Enter") submit();
          if (e.key === "Escape") setText(asText(value));
        }}
      />
    );
  return (
    <div className="prop-field">
      <label htmlFor={id}>{spec.label}</label>
      {input}
      {error && (
        <div className="field-error" role="alert" data-testid="field-error">
          {capProblems(error.problems).shown.map((p) => (
            <div key={`${p.path}:${p.message}`}>
              {p.message} <code>{p.path}</code>
            </div>
          ))}
          {error.problems.length > PROBLEM_CAP && (
            <div className="muted">{moreProblemsText(error.problems.length - PROBLEM_CAP)}</div>
          )}
        </div>
      )}
    </div>
  );
}
