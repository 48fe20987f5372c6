/**
 * Phase marks for one CLI process (SIGHTLINE_TIMING=1): each mark is the time since the process
 * started (performance.now()), printed to stderr as the process exits, so where a short command spends
 * its start-up can be read without a profiler (issue 37). Off, a mark costs one comparison.
 */
const on = typeof process !== "undefined" && process.env.SIGHTLINE_TIMING === "1";
const marks: [string, number, number][] = [];
/** CPU ms of this process (every thread) since it started. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Records that `phase` ended now. */
export function mark(phase: string): void {
  if (!on) return;
  if (marks.length === 0)
    process.once("exit", () => {
      let prev = 0;
      let prevCpu = 0;
      const rows = marks.map(([p, t, c]) => {
        const row = `${t.toFixed(1).padStart(7)} ms  +${(t - prev).toFixed(1).padStart(6)}  cpu ${c.toFixed(1).padStart(6)} +${(c - prevCpu).toFixed(1).padStart(6)}  ${p}`;
        prev = t;
        prevCpu = c;
        return row;
      });
      process.stderr.write(
        `sightline timing (wall ms since the process started, then CPU ms of all its threads):\n${rows.join("\n")}\n`,
      );
    });
  marks.push([phase, performance.now(), cpuMs()]);
}
