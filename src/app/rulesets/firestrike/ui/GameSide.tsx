import { DeadGroundPanel } from "../../../panels/DeadGroundPanel";
import { LosPanel } from "../../../panels/LosPanel";
import { MeasurePanel } from "../../../panels/MeasurePanel";
import { useApp } from "../../../store/hooks";
import { CombatPanel } from "./CombatPanel";
import { DeployPanel } from "./DeployPanel";
import { LogPanel } from "./LogPanel";
import { StepPanel } from "./StepPanel";

/** The side panel in a game: the measuring tools' panels when one is in use, else the step, the calculator and the log. */
export function GameSide() {
  const tool = useApp((s) => s.tool);
  const stage = useApp((s) => s.game.view?.stage);
  const step = useApp((s) => s.game.view?.state?.step);
  if (tool === "measure") return <MeasurePanel />;
  if (tool === "los") return <LosPanel />;
  if (tool === "deadground") return <DeadGroundPanel />;
  return (
    <>
      {stage === "deploy" ? <DeployPanel /> : <StepPanel />}
      {(step === "first-direct-fire" || step === "second-direct-fire") && <CombatPanel />}
      {stage !== "deploy" && <LogPanel />}
    </>
  );
}
