import { lazy, Suspense, useState } from "react";
import type { Table } from "../core/table/schema";
import { ComputerChoice } from "./game/ComputerChoice";
import { ComputerPanel } from "./game/ComputerPanel";
import { OnlineBanner } from "./game/OnlineBanner";
import { OnlineLinksDialog } from "./game/OnlineMenu";
import { RulesetPart } from "./game/ruleset-part";
import { DeadGroundPanel } from "./panels/DeadGroundPanel";
import { HelpOverlay } from "./panels/HelpOverlay";
import { HexLosPanel } from "./panels/HexLosPanel";
import { KeptSaves } from "./panels/KeptSaves";
import { LosPanel } from "./panels/LosPanel";
import { MeasurePanel } from "./panels/MeasurePanel";
import { NarrowBar } from "./panels/NarrowBar";
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

/**
 * The page inside the providers; a game in progress swaps in its ruleset's header, side panel and
 * screens (from the registry, src/app/rulesets).
 */
function Page({ original }: { original: Table | null }) {
  const ruleset = useApp((s) => s.match.ruleset);
  const setup = useApp((s) => s.match.setupOf);
  const shown = ruleset ?? setup;
  const setupOnline = useApp((s) => s.match.setupOnline);
  // A spectator's page shows the game's panels with every control disabled (it cannot act).
  const spectator = useApp((s) => s.match.online?.spectator === true);
  // Narrow screens only (styles.css): the toolbar folded behind a menu, the side panel as a sheet.
  const [menu, setMenu] = useState(false);
  const [sheet, setSheet] = useState(false);
  return (
    <div className={`app${menu ? " menu-open" : ""}${sheet ? " sheet-open" : ""}`}>
      <NarrowBar
        menu={menu}
        sheet={sheet}
        onMenu={() => setMenu(!menu)}
        onSheet={() => {
          setSheet(!sheet);
          setMenu(false);
        }}
      />
      <div className="header-slot">
        {ruleset ? <RulesetPart ruleset={ruleset} part="Header" fallback={<Toolbar />} /> : <Toolbar />}
      </div>
      <main>
        <div className="canvas-host">
          <OnlineBanner />
          <TableCanvas />
          <LabelsLayer />
          <HelpOverlay />
          <OverviewInset />
        </div>
        <aside className="side" data-testid="side-panel">
          {ruleset ? (
            <fieldset className="bare" disabled={spectator} data-testid="game-controls">
              <RulesetPart
                ruleset={ruleset}
                part="Side"
                fallback={<p className="hint">Loading the game…</p>}
              />
            </fieldset>
          ) : (
            <ToolPanel />
          )}
          {ruleset && <ComputerPanel />}
        </aside>
      </main>
      <KeptSaves />
      <StatusBar original={original} />
      {shown && <RulesetPart ruleset={shown} part="Overlays" />}
      {setup && !ruleset && !setupOnline && <ComputerChoice ruleset={setup} />}
      <OnlineLinksDialog />
      <ProblemsDialog />
    </div>
  );
}
