import type { Pt } from "../../core/geom2d";
import type { AppStore } from "../store/store";
import type { ToolId } from "../store/types";

/**
 * Tools are small hierarchical state machines in the tldraw manner (idle → pointing → dragging), one
 * file per state. They see the table through plain events (table points in inches, screen pixels), and
 * act only through store actions, so tests drive them in Node with no DOM and no WebGL.
 */

/** A pointer event on the table. */
export interface PointerInput {
  /** where the pointer meets the table, inches */
  point: Pt;
  /** screen pixels, for drag thresholds */
  screen: readonly [number, number];
  button: number;
  shift: boolean;
  alt: boolean;
  ctrl: boolean;
  /** table inches per screen pixel near the pointer, for hit tolerances that feel the same at any zoom */
  inchesPerPixel: number;
}

/** A key press while the canvas has focus. */
export interface KeyInput {
  key: string;
  ctrl: boolean;
  shift: boolean;
}

/** What a state is given: the store, the tool's private memory, and a way to move to another state. */
export interface ToolRuntime<D> {
  readonly app: AppStore;
  data: D;
  readonly state: string;
  go(state: string, info?: unknown): void;
}

/** One state of a tool. `down` returns true to capture the gesture (the camera then stays still). */
export interface StateNode<D> {
  readonly id: string;
  enter?(t: ToolRuntime<D>, info?: unknown): void;
  exit?(t: ToolRuntime<D>): void;
  down?(t: ToolRuntime<D>, e: PointerInput): boolean;
  move?(t: ToolRuntime<D>, e: PointerInput): void;
  up?(t: ToolRuntime<D>, e: PointerInput): void;
  /** a press and release without dragging, not captured by `down` */
  click?(t: ToolRuntime<D>, e: PointerInput): void;
  doubleClick?(t: ToolRuntime<D>, e: PointerInput): void;
  /** returns true when the key was used */
  key?(t: ToolRuntime<D>, e: KeyInput): boolean;
  cancel?(t: ToolRuntime<D>): void;
}

/** The interface the pointer bridge and the tests talk to. */
export interface Tool {
  readonly id: ToolId;
  readonly state: string;
  down(e: PointerInput): boolean;
  move(e: PointerInput): void;
  up(e: PointerInput): void;
  click(e: PointerInput): void;
  doubleClick(e: PointerInput): void;
  key(e: KeyInput): boolean;
  cancel(): void;
}

/** Runs a set of states; unknown transitions throw, since they are programming errors. */
export class ToolMachine<D> implements Tool, ToolRuntime<D> {
  private readonly states: Map<string, StateNode<D>>;
  private current: StateNode<D>;

  constructor(
    readonly id: ToolId,
    readonly app: AppStore,
    states: readonly StateNode<D>[],
    initial: string,
    public data: D,
  ) {
    this.states = new Map(states.map((s) => [s.id, s]));
    this.current = this.node(initial);
    this.current.enter?.(this);
  }

  private node(id: string): StateNode<D> {
    const s = this.states.get(id);
    if (!s) throw new Error(`tool ${this.id} has no state "${id}"`);
    return s;
  }

  get state(): string {
    return this.current.id;
  }

  go(state: string, info?: unknown): void {
    const next = this.node(state);
    this.current.exit?.(this);
    this.current = next;
    next.enter?.(this, info);
  }

  down(e: PointerInput): boolean {
    return this.current.down?.(this, e) ?? false;
  }
  move(e: PointerInput): void {
    this.current.move?.(this, e);
  }
  up(e: PointerInput): void {
    this.current.up?.(this, e);
  }
  click(e: PointerInput): void {
    this.current.click?.(this, e);
  }
  doubleClick(e: PointerInput): void {
    this.current.doubleClick?.(this, e);
  }
  key(e: KeyInput): boolean {
    return this.current.key?.(this, e) ?? false;
  }
  cancel(): void {
    this.current.cancel?.(this);
  }
}

/** Screen distance a press must travel before it counts as a drag, pixels. */
export const DRAG_THRESHOLD_PX = 4;

/** True when the pointer has moved far enough from `from` to start a drag. */
export function movedPastThreshold(from: readonly [number, number], e: PointerInput): boolean {
  return Math.hypot(e.screen[0] - from[0], e.screen[1] - from[1]) > DRAG_THRESHOLD_PX;
}
