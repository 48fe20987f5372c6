import "./game.css";
import { useApp } from "../../../store/hooks";
import { HandOver, ReplayBar, ResultScreen } from "./Screens";
import { SetupDialog } from "./SetupDialog";

export { GameHeader } from "./GameHeader";
export { GameSide } from "./GameSide";

/** The game's full-page screens: the set-up dialog, the deployment hand-over, the result, the replay bar. */
export function GameOverlays() {
  const setup = useApp((s) => s.match.setupOf === "firestrike");
  return (
    <>
      {setup && <SetupDialog />}
      <HandOver />
      <ResultScreen />
      <ReplayBar />
    </>
  );
}
