import type { ComponentType } from "react";
import type { HexSightRules } from "../../core/los/hex-sight-rules";
import type { KeyValueStorage } from "../files/autosave";
import type { GameAdapter } from "../game/adapter";
import type { GameShell } from "../game/shell";
import type { LosEngine } from "../los/engine";
import type { AppStore } from "../store/store";
import type { Tool } from "../tools/machine";

/**
 * How a ruleset's UI plugs into the shell (issue 24 item 7, issue 36 item 2). The shell (src/app outside
 * rulesets/) knows only this contract and the registry (`./index.ts`); everything a ruleset shows or
 * does lives under src/app/rulesets/<name>/ and loads on demand, part by part, so the page's first
 * download holds no rules engine:
 *
 * - `adapter`: what the one game shell (src/app/game/shell.ts) needs of the ruleset (loaded with the
 *   rules engine): its core ruleset built with the page's LOS engine, how a seat's snapshot goes into
 *   the store and onto the table, and its hot-seat choices (game/adapter.ts). The shell does the rest
 *   (hot-seat, online, replay, autosave, undo, leaving) for every ruleset alike;
 * - `panels`: the game's header (it replaces the table toolbar), its side panel and its full-page
 *   screens (set-up dialog, hand-over, result, replay);
 * - `scene`: a layer inside the 3D canvas (markers, zones, rays); `labels`: DOM labels over it;
 * - `tool`: the table tool that turns clicks into commands while a game is on (tool id "game").
 *
 * The shell tells a ruleset's game is on by `match.ruleset` (store/match-slice.ts), which the adapter sets.
 */

/** What the shell needs besides the store to host a game: the LOS engine and the page's storage. */
export interface HostContext {
  app: AppStore;
  engine: LosEngine;
  storage: KeyValueStorage | null;
}

/** The page's game host: the one shell, playing one ruleset (src/app/game/shell.ts; store/game-host.ts). */
export type { GameHost } from "../store/game-host";

/** A ruleset's panels and screens. */
export interface RulesetPanels {
  /** the game's header: replaces the table toolbar while the game is on */
  Header: ComponentType;
  /** the game's side panel */
  Side: ComponentType;
  /** full-page screens: the set-up dialog (while `match.setupOf` is this ruleset), hand-over, result, replay */
  Overlays: ComponentType;
}

/** One ruleset's UI, as the registry lists it: its id and name now, its parts on demand. */
export interface RulesetUi {
  /** the ruleset's id: the `ruleset` field of its game files */
  id: string;
  /** its name on the "New game" menu */
  name: string;
  /** the "New game" button's title */
  blurb: string;
  /** its adapter to the game shell, loaded with the rules engine */
  adapter(ctx: HostContext & { shell: GameShell }): Promise<GameAdapter>;
  panels(): Promise<RulesetPanels>;
  /** a layer inside the canvas (rendered while this ruleset's game is on) */
  scene(): Promise<ComponentType>;
  /** DOM labels over the canvas (rendered while this ruleset's game is on, under the unit labels) */
  labels(): Promise<ComponentType>;
  /** the table tool while a game is on */
  tool(app: AppStore): Promise<Tool>;
  /**
   * Its hex sight rules (core/los/hex-sight-rules.ts), loaded on demand: the hex LOS tool reads them
   * (issue 36 item 5). Absent for a ruleset that does not play on hexes.
   */
  hexSight?(): Promise<HexSightRules>;
}
