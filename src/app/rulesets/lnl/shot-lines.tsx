import type { ShotPlan } from "../../../core/lnl/fire";
import { calculatorLines } from "./fire-lines";

/**
 * The fire calculator's lines of a planned shot (fire-lines.ts), as the side panel, the Opportunity Fire
 * offer and the fire dialog show them: a heading, then the firepower and each modifier with its card line.
 */
export function ShotLines({ plan, testId = "lnl-fire-preview" }: { plan: ShotPlan; testId?: string }) {
  const c = calculatorLines(plan);
  return (
    <div data-testid={testId}>
      <p>{c.head}</p>
      <ul className="reasons" data-testid={`${testId}-lines`} data-table={c.oft ? "OFT" : "DFT"}>
        {c.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
