import { lazy, Suspense } from "react";
import type { Table } from "../core/table/schema";
import { DeadGroundPanel } from "./panels/DeadGroundPanel";
import { HelpOverlay } from "./panels/HelpOverlay";
import { HexLosPanel } from "./panels/HexLosPanel";
import { KeptSaves } from "./panels/KeptSaves";
import { LosPanel } from "./panels/LosPanel";
import { MeasurePanel } from "./panels/MeasurePanel";
import { ProblemsDialog } from "./panels/ProblemsDialog";
import { StatusBar } from "./panels/StatusBar";
import { Toolbar } from "./panels/Toolbar";
import { UnitPanel } from "./panels/UnitPanel";
import { SceneContext, type SceneStores } from "./scene/context";
import { LabelsLayer } from "./scene/LabelsLayer";
import { OverviewInset } from "./scene/OverviewInset";
import { TableCanvas } from "./scene/TableCanvas";
import { StoreContext, useApp } from "./store/hooks";
import type { AppStore } from "./store/store";

const EditorPanel = lazy(() => import("./panels/EditorPanel"));
const game = () => import("./game/ui");
const GameHeader = lazy(() => game().then((m) => ({ default: m.GameHeader })));
const GameSide = lazy(() => game().then((m) => ({ default: m.GameSide })));
const GameOverlays = lazy(() => game().then((m) => ({ default: m.GameOverlays })));

/** The side panel for the active tool. */
function ToolPanel() {
  const tool = useApp((s) => s.tool);
  switch (tool) {
    case "select":
      return <UnitPanel />;
    case "measure":
      return <MeasurePanel />;
    case "los":
      return <LosPanel />;
    case "hexlos":
      return <HexLosPanel />;
    case "deadground":
      return <DeadGroundPanel />;
    default:
      return (
        <Suspense fallback={<p className="hint">Loading the editor…</p>}>
          <EditorPanel />
        </Suspense>
      );
  }
}

/** The page: toolbar, the 3D table, the tool's panel and the status line. */
export function App({ app, scene, original }: { app: AppStore; scene: SceneStores; original: Table | null }) {
  return (
    <StoreContext.Provider value={app}>
      <SceneContext.Provider value={scene}>
        <Page original={original} />
      </SceneContext.Provider>
    </StoreContext.Provider>
  );
}

/** The page inside the providers; a game in progress swaps in its header, side panel and screens. */
function Page({ original }: { original: Table | null }) {
  const inGame = useApp((s) => s.game.view !== null);
  const setup = useApp((s) => s.game.setupOpen);
  return (
    <div className="app">
      {inGame ? (
        <Suspense fallback={<Toolbar />}>
          <GameHeader />
        </Suspense>
      ) : (
        <Toolbar />
      )}
      <main>
        <div className="canvas-host">
          <TableCanvas />
          <LabelsLayer />
          <HelpOverlay />
          <OverviewInset />
        </div>
        <aside className="side">
          {inGame ? (
            <Suspense fallback={<p className="hint">Loading the game…</p>}>
              <GameSide />
            </Suspense>
          ) : (
            <ToolPanel />
          )}
        </aside>
      </main>
      <KeptSaves />
      <StatusBar original={original} />
      {(inGame || setup) && (
        <Suspense fallback={null}>
          <GameOverlays />
        </Suspense>
      )}
      <ProblemsDialog />
    </div>
  );
}
