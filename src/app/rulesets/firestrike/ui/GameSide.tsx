import { DeadGroundPanel } from "../../../panels/DeadGroundPanel";
import { LosPanel } from "../../../panels/LosPanel";
import { MeasurePanel } from "../../../panels/MeasurePanel";
import { useApp } from "../../../store/hooks";
import { useFirestrikeStore } from "../store/game-store";
import { CombatPanel } from "./CombatPanel";
import { DeployPanel } from "./DeployPanel";
import { LogPanel } from "./LogPanel";
import { AutoResultsNotice } from "./StepNotices";
import { StepPanel } from "./StepPanel";
import { seatTurn } from "./seat";

/**
 * The side panel in a game: the measuring tools' panels when one is in use, else the step, the
 * calculator and the log. Online, the step's controls are disabled, with why, while this page's seat
 * may not act (issue 39 item 8); the log stays usable.
 */
export function GameSide() {
  const tool = useApp((s) => s.tool);
  const v = useFirestrikeStore((s) => s.game.view);
  const online = useApp((s) => s.match.online);
  if (tool === "measure") return <MeasurePanel />;
  if (tool === "los") return <LosPanel />;
  if (tool === "deadground") return <DeadGroundPanel />;
  const stage = v?.stage;
  const step = v?.state?.step;
  const turn = v ? seatTurn(v, online) : { may: true, why: null };
  return (
    <>
      <AutoResultsNotice />
      <fieldset
        className="bare"
        disabled={!turn.may}
        title={turn.why ?? undefined}
        data-testid="seat-controls"
        data-may-act={turn.may}
      >
        {!turn.may && stage === "play" && (
          <p className="hint" data-testid="seat-waiting">
            {turn.why?.replace(/^./, (c) => c.toUpperCase())}
            {online?.spectator ? "." : ": these controls are for the side to act."}
          </p>
        )}
        {stage === "deploy" ? <DeployPanel /> : <StepPanel />}
        {(step === "first-direct-fire" || step === "second-direct-fire") && <CombatPanel />}
      </fieldset>
      {stage !== "deploy" && <LogPanel />}
    </>
  );
}
