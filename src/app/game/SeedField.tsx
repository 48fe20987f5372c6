/**
 * The set-up dialogs' dice seed field (hot-seat only: online, the server rolls with a seed of its own).
 * One component for every ruleset's dialog, so the field reads and behaves the same in each (issue 38).
 * `testId` keeps each dialog's own test id; `placeholder` says what an empty field means. A line of
 * its own, label and field together (`LINE`): in a dialog's flow it ran on from the checkbox before it
 * and wrapped apart from its field.
 */

const LINE = { display: "block", whiteSpace: "nowrap", margin: "6px 0" } as const;

export function SeedField({
  value,
  onChange,
  testId,
  placeholder,
}: {
  value: string;
  onChange: (seed: string) => void;
  testId: string;
  placeholder?: string;
}) {
  return (
    <label
      style={LINE}
      title="The same seed and the same commands give the same dice. The page keeps it as the game's host; a shared file carries only its SHA-256 until the game ends"
    >
      Dice seed{" "}
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        data-testid={testId}
      />
    </label>
  );
}
