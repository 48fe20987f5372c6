import { capProblems, moreProblemsText, PROBLEM_CAP, type Problem } from "../core/problems";

/**
 * Everything the command line prints goes through here, so text from a file (a table's name, a unit
 * type, a key, a stat line's name) or from the command line itself can never drive the terminal: an
 * ANSI sequence cannot clear the screen or recolour a line, and a newline inside a value cannot forge
 * a second line such as `fake.json: ok`. Control characters are shown as escapes instead.
 */

// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F): the characters a terminal acts on.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeOne(c: string): string {
  return NAMED[c] ?? `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
}

/** A value for the middle of a message: every control character escaped, newlines too. */
export function oneLine(value: string): string {
  return value.replace(CONTROLS, escapeOne);
}

/** A whole message: its own line breaks kept, every other control character escaped. */
export function terminalText(text: string): string {
  return text.replace(CONTROLS_BUT_NEWLINE, escapeOne);
}

/** Prints a message on stdout, escaped. */
export function printOut(text: string): void {
  console.log(terminalText(text));
}

/** Prints a message on stderr, escaped. */
export function printErr(text: string): void {
  console.error(terminalText(text));
}

/**
 * One JSON value on one line. JSON.stringify escapes C0 controls (newline included) but passes DEL and
 * the C1 controls through raw; those are escaped as \u00XX, which reads back as the same string.
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Problems one per line as `file: path: sentence`, each part escaped so none can start a new line: the
 * first `cap` of them, then a line counting the rest (a table with a million points off the table
 * printed 115 MB). Only the lines shown are formatted.
 */
export function problemReport(file: string, problems: readonly Problem[], cap = PROBLEM_CAP): string {
  const { shown, more } = capProblems(problems, cap);
  const f = oneLine(file);
  const lines = shown.map((p) => `${f}: ${oneLine(p.path)}: ${oneLine(p.message)}`);
  if (more > 0) lines.push(`${f}: ${moreProblemsText(more)}`);
  return lines.join("\n");
}
