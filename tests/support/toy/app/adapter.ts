import type { Refusal, SeatSnapshot } from "../../../../src/app/client/game-client";
import type { GameAdapter } from "../../../../src/app/game/adapter";
import { createOnlineGame } from "../../../../src/app/game/online-page";
import type { GameShell } from "../../../../src/app/game/shell";
import { giveTableBack, type TableBefore } from "../../../../src/app/game/table-back";
import { NO_MATCH } from "../../../../src/app/store/match-slice";
import type { AppStore } from "../../../../src/app/store/store";
import { GAME_FORMAT } from "../../../../src/core/game/format";
import { type RulesetRegistry, registryOf } from "../../../../src/core/game/ruleset";
import type { ToyCommand } from "../core/ruleset";
import { toyRuleset } from "../core/ruleset";
import { NO_TOY, type ToyApi, type ToySnapshot, toyOf, toyStoreOf } from "./store";

/**
 * The toy's adapter to the one game shell (src/app/game/shell.ts) and its panel's facade. It holds no
 * client, session or log: it puts the snapshot the shell hands it into the toy's store and names the
 * game on in `match.ruleset`. The shell does everything else (hot-seat with its default hand-over when
 * the unit to act changes, online, replay, autosave and resume, undo, leaving). The toy plays on no
 * table: the table on screen stays as it was and is given back as it was.
 */
export class ToyGame implements GameAdapter, ToyApi {
  readonly id = toyRuleset.id;
  readonly registry: RulesetRegistry = registryOf(toyRuleset);

  constructor(
    private readonly app: AppStore,
    readonly shell: GameShell,
  ) {}

  begin(): void {
    toyOf(this.app).setToy({ ...NO_TOY });
  }

  publish(snap: SeatSnapshot): void {
    const toy = toyStoreOf(this.app);
    toy.setState({ toy: { ...toy.getState().toy, snapshot: snap as ToySnapshot, refusal: null } });
    const st = this.app.getState();
    if (st.match.ruleset !== this.id)
      // an online game keeps its connection line (the shell's `match.online`)
      this.app.setState({ match: { ...NO_MATCH, ruleset: this.id, online: st.match.online }, tool: "game" });
  }

  handOver(to: string | null): void {
    toyOf(this.app).setToy({ handOver: to });
  }

  refused(why: Refusal): void {
    toyOf(this.app).setToy({ refusal: why.message });
  }

  left(before: TableBefore | null): void {
    toyStoreOf(this.app).setState({ toy: NO_TOY });
    giveTableBack(this.app, before);
  }

  /** A new game's file JSON: units a and b with their secret orders, the dice from `seed`. */
  gameJson(seed: string): Record<string, unknown> {
    return {
      format: GAME_FORMAT,
      ruleset: this.id,
      name: "Toy duel",
      // 128 random bits unless a seed is given (a test's, so its game replays)
      seed:
        seed.trim() ||
        Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, "0")).join(
          "",
        ),
      units: [
        { id: "a", order: "flank left" },
        { id: "b", order: "hold the ridge" },
      ],
      commands: [],
    };
  }

  /** Starts a hot-seat game, or makes an online one (its links shown); resolves with why not, or null. */
  async start(seed: string, online: boolean): Promise<string | null> {
    const json = this.gameJson(seed);
    if (!online) {
      const r = this.shell.start(json, "game:new");
      return r.ok ? null : r.error.map((p) => `${p.path} ${p.message}`).join("; ");
    }
    const r = await createOnlineGame(json);
    if (!r.ok) return r.problems.map((p) => `${p.path}: ${p.message}`).join("; ");
    this.app.getState().setMatch({ setupOf: null, setupOnline: false, links: r.links });
    return null;
  }

  play(command: ToyCommand): void {
    void this.shell.send(command);
  }

  undo(): void {
    void this.shell.undo();
  }

  replayTo(n: number | null): void {
    this.shell.replayTo(n);
  }

  handedOver(): void {
    this.shell.handedOver();
  }

  leave(): void {
    this.shell.leave();
  }
}
