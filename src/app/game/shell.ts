import { type GameFile, parseGameText, validateGame } from "../../core/game/format";
import { SPECTATOR_SEAT } from "../../core/game/ruleset";
import type { Problem } from "../../core/problems";
import { err, ok, type Result } from "../../core/result";
import { ComputerClient, type SpawnComputer, spawnComputerWorker } from "../ai/computer-client";
import type { GameClient, Refusal, SeatId, SeatSnapshot, Unsubscribe } from "../client/game-client";
import { LocalClient } from "../client/local-client";
import type { NetworkClient } from "../client/network-client";
import type { KeyValueStorage } from "../files/autosave";
import type { AppStore } from "../store/store";
import type { GameAdapter, ShellApi } from "./adapter";
import { clearGameAutosave, writeGameAutosave } from "./autosave";
import { ComputerSeat } from "./computer-seat";
import { type ComputerWanted, computerStoreOf } from "./computer-store";
import type { TableBefore } from "./table-back";

/**
 * The one game controller of the page (issue 36 item 2): it plays every ruleset, in every mode, through
 * a `GameClient` (src/app/client) and reads only the snapshot of the seat on screen.
 *
 * - **Hot-seat**: the page is the host (`LocalClient`, with the seed and the whole log). The screen
 *   shows the seat the ruleset's adapter names for the player at the table, sends each command as the
 *   seat the adapter names, and goes behind the hand-over screen when the player changes. The host's
 *   whole file is autosaved after every entry; a reload resumes it (launcher.ts).
 * - **Online**: the host is the game server and the client a `NetworkClient` holding one seat (the
 *   invite link's; a watch link's is the spectator). The page shows and sends only as that seat; no
 *   hand-over, no autosave (the server keeps the game: the link resumes it).
 * - **Replay**: a slider over the log: the seat's snapshot after n entries, as that seat may see it.
 * - **Undo** (the engine's, while no die followed) and leaving, for every ruleset the same.
 *
 * The hot-seat host answers in the same call; the shell acts on it at once, so a hot-seat page changes
 * synchronously (the tests and Firestrike's UI rely on it), and `answered` says what it answered.
 */
export class GameShell implements ShellApi {
  private adapter!: GameAdapter;
  private client: GameClient | null = null;
  private hot: LocalClient | null = null;
  private net: NetworkClient | null = null;
  private stop: Unsubscribe | null = null;
  /** the seat whose view is on screen */
  private watched: SeatId | null = null;
  /** hot-seat: the side at the table (whose controls are shown); online: the page's seat */
  private player: SeatId | null = null;
  private live: SeatSnapshot | null = null;
  private replayAt: number | null = null;
  private before: TableBefore | null = null;
  answered: Result<void, Refusal> | null = null;
  /** the computer's seat in a hot-seat game against it (issue 34), else null */
  private computer: ComputerSeat | null = null;
  private games = 0;
  /** how the computer's worker starts (tests hand in one that runs in Node) */
  spawnComputer: SpawnComputer = spawnComputerWorker;
  /** the computer's time budget per decision, ms */
  computerBudgetMs = 2000;

  constructor(
    private readonly app: AppStore,
    private readonly storage: KeyValueStorage | null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Hands the shell its ruleset's adapter (made with the shell, so its UI facade can play through it). */
  use(adapter: GameAdapter): this {
    this.adapter = adapter;
    return this;
  }

  /** the ruleset's id */
  get ruleset(): string {
    return this.adapter.id;
  }
  /** the ruleset's adapter, which is also its UI's facade (the panels call it) */
  get api(): GameAdapter {
    return this.adapter;
  }
  /** the hot-seat host of the game on (tests, the page's own Save); null online */
  get local(): LocalClient | null {
    return this.hot;
  }
  /** the seat whose view is on screen */
  get seatOnScreen(): SeatId | null {
    return this.watched;
  }
  /** the seat this page acts as now: the player at the table (hot-seat) or the link's seat (online) */
  get seatToPlay(): SeatId | null {
    return this.player === SPECTATOR_SEAT ? null : this.player;
  }
  /** whether the game on is online */
  get isOnline(): boolean {
    return this.net !== null;
  }
  /** the game now, as the seat on screen sees it */
  get snapshot(): SeatSnapshot | null {
    return this.live;
  }
  /** the seat the computer plays in the game on (null: none) */
  get computerSeat(): SeatId | null {
    return this.computer?.seat ?? null;
  }
  /** the replay slider's position (null: the game now) */
  get replaying(): number | null {
    return this.replayAt;
  }

  /**
   * Starts a game from a game file's JSON (its set-up, a seed, maybe a log). New game's choice of a
   * computer opponent (`computerStoreOf(app).wanted`) goes with it: a game opened from a file or
   * resumed is played by the people at the page.
   */
  start(json: unknown, source: string): Result<void, Problem[]> {
    const file = validateGame(json, this.adapter.registry);
    return file.ok
      ? this.open(file.value, source, computerStoreOf(this.app).getState().computer.wanted)
      : file;
  }

  /** Opens a saved game file's text; a bad, newer or other ruleset's file is refused with its problems. */
  load(text: string, fileName: string): Result<void, Problem[]> {
    const file = parseGameText(text, this.adapter.registry);
    return file.ok ? this.open(file.value, `game:${fileName}`) : file;
  }

  /**
   * Resumes an autosaved game (the table before it comes with the record). A game against the computer
   * resumes against it: the record keeps its side and level (a reload used to hand its seat to people).
   */
  resume(
    text: string,
    before: TableBefore | null,
    computer: ComputerWanted | null = null,
  ): Result<void, Problem[]> {
    const file = parseGameText(text, this.adapter.registry);
    const r = file.ok ? this.open(file.value, "game:autosave", computer) : file;
    if (r.ok) this.before = before ?? this.before;
    return r;
  }

  private open(
    file: GameFile,
    source: string,
    wanted: ComputerWanted | null = null,
  ): Result<void, Problem[]> {
    if (file.ruleset !== this.adapter.id)
      return err([
        { path: "$.ruleset", message: `this is a ${file.ruleset} game, not a ${this.adapter.id} one` },
      ]);
    const a = this.adapter;
    const c = LocalClient.open(file, {
      registry: a.registry,
      ...(a.fileOf ? { fileOf: (s, at, o) => a.fileOf!(s, at, o) } : {}),
      changed: (text) => this.autosave(text),
      now: this.now,
    });
    if (!c.ok) return c;
    this.remember();
    this.close();
    this.hot = c.value;
    this.client = c.value;
    const computer = wanted ? c.value.seats[wanted.side] : undefined;
    if (wanted && computer && c.value.seats.length === 2)
      this.computer = new ComputerSeat(computer, wanted.level, ++this.games, this.computerDeps());
    const first = c.value.snapshot(c.value.seats[0]!)!;
    a.begin(first, { online: false });
    this.autosave(c.value.hostFileText());
    this.player = this.playerOf(first, null);
    this.watch(this.shownSeat(first), source);
    const to = this.handOverFor({ before: null, after: this.player, live: this.live!, opening: true });
    if (to) a.handOver(to);
    this.computer?.start();
    return ok(undefined);
  }

  private computerDeps(): ConstructorParameters<typeof ComputerSeat>[3] {
    const store = computerStoreOf(this.app);
    return {
      client: new ComputerClient(this.spawnComputer),
      watch: (seat, l) => this.client?.watch(seat, l) ?? (() => {}),
      play: (seat, command) => this.play(seat, command),
      mayAct: () => this.replayAt === null,
      state: () => store.getState().computer,
      set: (patch) => store.getState().setComputer(patch),
      budgetMs: this.computerBudgetMs,
      // the policy's tie-breaks: the page's own numbers, never drawn from the game's dice
      rndSeed: () => Math.floor(Math.random() * 2 ** 31),
    };
  }

  /** The person's seat in a game against the computer: the other one. */
  private humanSeat(live: SeatSnapshot): SeatId | null {
    return live.seats.find((s) => s !== this.computer?.seat) ?? null;
  }

  /**
   * Plays (or watches) an online game through a joined network client: the page shows and sends only as
   * the client's one seat, and never autosaves (the server keeps the game).
   */
  joinOnline(net: NetworkClient): Result<void, Problem[]> {
    const seat = net.seats[0];
    const first = seat ? net.snapshot(seat) : null;
    if (!seat || !first)
      return err([{ path: "$", message: "the server sent no view of the game for this link's seat" }]);
    if (net.ruleset !== this.adapter.id)
      return err([{ path: "$.ruleset", message: `the game is ${net.ruleset}'s, not ${this.adapter.id}'s` }]);
    this.remember();
    this.close();
    this.net = net;
    this.client = net;
    this.adapter.begin(first, { online: true });
    this.player = seat;
    this.watch(seat, `online:${net.invite.game}`);
    return ok(undefined);
  }

  /** The table before the first game of this page (given back on leaving). */
  private remember(): void {
    if (this.client) return;
    const st = this.app.getState();
    this.before = { table: st.table, source: st.source };
  }

  private playerOf(live: SeatSnapshot, current: SeatId | null): SeatId | null {
    if (this.net) return this.player;
    if (this.computer) return this.humanSeat(live);
    const a = this.adapter;
    return a.playerOf
      ? a.playerOf(live, current)
      : (live.seatsToAct.find((s) => live.seats.includes(s)) ?? current ?? live.seats[0] ?? null);
  }

  private shownSeat(live: SeatSnapshot): SeatId {
    const player = this.player ?? live.seats[0]!;
    // against the computer the screen shows the person's seat only: the computer's is never on it
    if (this.computer) return this.humanSeat(live) ?? player;
    return this.net ? player : (this.adapter.shownSeat?.(live, player) ?? player);
  }

  private handOverFor(change: Parameters<NonNullable<GameAdapter["handOverAfter"]>>[0]): string | null {
    // online, and against the computer (one person at the page), there is no one to hand over to
    if (this.net || this.computer) return null;
    if (this.adapter.handOverAfter) return this.adapter.handOverAfter(change);
    return change.after !== null && change.after !== change.before && !change.live.over && !change.opening
      ? change.after
      : null;
  }

  private watch(seat: SeatId, source?: string): void {
    this.stop?.();
    this.watched = seat;
    let first = true;
    this.stop =
      this.client?.watch(seat, (snap) => {
        this.live = snap;
        if (this.replayAt === null)
          this.adapter.publish(snap, { live: snap, source: first ? source : undefined });
        first = false;
        // Online, another player's move may hand this page the turn: nothing to switch, the seat is one.
      }) ?? null;
  }

  /**
   * Sends one command as `seat`. Hot-seat, the host answers in the same call and the page follows the
   * player to act (handing the screen over when the player changes); online, it resolves when the server
   * answers, the banner counting it as sent meanwhile. A refusal is shown by the ruleset's UI.
   */
  play(seat: SeatId, command: unknown): Promise<Result<void, Refusal>> {
    this.answered = null;
    const c = this.client;
    if (!c) return Promise.resolve(this.refuse({ code: "not-allowed", message: "no game is in progress" }));
    if (this.replayAt !== null)
      return Promise.resolve(this.refuse({ code: "not-allowed", message: "leave replay to play on" }));
    if (this.computer && seat === this.computer.seat && !this.computer.playing)
      return Promise.resolve(
        this.refuse({ code: "wrong-seat", message: `the computer plays ${seat}: its moves are its own` }),
      );
    if (this.net) {
      if (seat === SPECTATOR_SEAT)
        return Promise.resolve(
          this.refuse({ code: "not-allowed", message: "you are watching this game: a spectator cannot act" }),
        );
      const net = this.net;
      this.sending(1);
      return net.play(seat, command).then((r) => {
        this.sending(-1);
        if (!r.ok && this.net === net) this.adapter.refused(r.error);
        return r;
      });
    }
    const r = this.hot!.playNow(seat, command);
    this.answered = r;
    if (!r.ok) return Promise.resolve(this.refuse(r.error));
    this.follow(command);
    return Promise.resolve(r);
  }

  /** The seat a command goes as in hot-seat (the adapter may name it from the command); online, the page's. */
  seatOf(command: unknown): SeatId | null {
    if (this.net) return this.player;
    const live = this.live;
    if (!live || !this.player) return this.player;
    return this.adapter.seatOf ? this.adapter.seatOf(command, live, this.player) : this.player;
  }

  /** Sends a command as the seat the shell names for it (`seatOf`). */
  send(command: unknown): Promise<Result<void, Refusal>> {
    const seat = this.seatOf(command);
    if (!seat) {
      this.answered = null;
      return Promise.resolve(this.refuse({ code: "not-allowed", message: "no game is in progress" }));
    }
    return this.play(seat, command);
  }

  /**
   * Undoes the last entry (the engine's undo: only while no die has followed it). Hot-seat, whichever
   * side made it may; online, only this page's seat, as the server judges.
   */
  undo(): Promise<Result<void, Refusal>> {
    this.answered = null;
    if (!this.client)
      return Promise.resolve(this.refuse({ code: "not-allowed", message: "no game is in progress" }));
    if (this.replayAt !== null)
      return Promise.resolve(this.refuse({ code: "not-allowed", message: "leave replay to play on" }));
    if (this.net) {
      const net = this.net;
      const seat = this.player ?? SPECTATOR_SEAT;
      return net.undo(seat).then((r) => {
        if (!r.ok && this.net === net) this.adapter.refused(r.error);
        return r;
      });
    }
    const seat = this.player && this.player !== SPECTATOR_SEAT ? this.player : this.hot!.seats[0]!;
    const r = this.hot!.undoNow(seat);
    this.answered = r;
    if (!r.ok) return Promise.resolve(this.refuse(r.error));
    this.follow(undefined);
    return Promise.resolve(r);
  }

  /** After an accepted hot-seat change: the page follows the player to act, handing over if it changed. */
  private follow(command: unknown): void {
    const live = this.live;
    if (!live || this.net) return;
    const before = this.player;
    this.player = this.playerOf(live, before);
    const seat = this.shownSeat(live);
    if (seat !== this.watched) this.watch(seat);
    const to = this.handOverFor({ before, after: this.player, live: this.live!, command });
    if (to) this.adapter.handOver(to);
  }

  private refuse(why: Refusal): { ok: false; error: Refusal } {
    this.answered = err(why);
    this.adapter.refused(why);
    return err(why);
  }

  private sending(d: number): void {
    const o = this.app.getState().match.online;
    if (o) this.app.getState().setMatch({ online: { ...o, sending: Math.max(0, o.sending + d) } });
  }

  /**
   * The replay slider: the seat on screen's snapshot after the first `n` entries, as it may see it
   * (null or the last entry: the game now). Online the server answers; a late answer for a position
   * left meanwhile is dropped.
   */
  replayTo(n: number | null): void {
    const live = this.live;
    const seat = this.watched;
    if (!live || !seat || !this.client) return;
    const at = n === null || n >= live.entries ? null : Math.max(0, Math.floor(n));
    this.replayAt = at;
    if (at === null) {
      this.adapter.publish(live, { live });
      this.computer?.poke();
      return;
    }
    if (this.hot) {
      const snap = this.hot.snapshotAtNow(seat, at);
      if (snap) this.adapter.publish(snap, { live });
      return;
    }
    const net = this.net!;
    void net.snapshotAt(seat, at).then((snap) => {
      if (this.net !== net || this.replayAt !== at) return;
      if (snap) this.adapter.publish({ ...snap, replayAt: at }, { live: this.live ?? live });
      else
        this.adapter.refused({ code: "not-allowed", message: `the server sent no view after ${at} entries` });
    });
  }

  /** The hand-over screen was dismissed by the player now at the table. */
  handedOver(): void {
    this.adapter.handOver(null);
  }

  /**
   * The file Save downloads. Hot-seat the page is the host, so it is the host's copy (the whole log and
   * the seed: it can be opened and played on); online, the seat's own file from the server (its log as
   * it may see it, the seed once the game is over).
   */
  async saveFile(): Promise<string | null> {
    if (this.hot) return this.hot.hostFileText();
    if (!this.net || !this.player) return null;
    const r = await this.net.fileText(this.player);
    if (r.ok) return r.value;
    this.adapter.refused(r.error);
    return null;
  }

  /** The seat on screen's own copy of the game file (its log as it may see it, the seed once it is over). */
  async seatFile(): Promise<string | null> {
    if (!this.client || !this.watched) return null;
    const r = await this.client.fileText(this.watched);
    if (r.ok) return r.value;
    this.adapter.refused(r.error);
    return null;
  }

  /** Ctrl+Z in a game. */
  undoKey(): void {
    if (this.adapter.undoKey) this.adapter.undoKey();
    else void this.undo();
  }

  /** Leaves the game and gives the table back as it was before (a hot-seat game's autosave goes). */
  leave(): void {
    const online = this.net !== null;
    this.close();
    if (this.storage && !online) clearGameAutosave(this.storage);
    const back = this.before;
    this.before = null;
    this.adapter.left(back, { online });
  }

  private close(): void {
    this.computer?.stop();
    this.computer = null;
    this.stop?.();
    this.stop = null;
    this.client?.close();
    this.client = null;
    this.hot = null;
    this.net = null;
    this.live = null;
    this.watched = null;
    this.player = null;
    this.replayAt = null;
  }

  private autosave(text: string): void {
    if (!this.storage) return;
    const seats = this.hot?.seats ?? [];
    const side = this.computer ? seats.indexOf(this.computer.seat) : -1;
    const computer = side === 0 || side === 1 ? { side: side as 0 | 1, level: this.computer!.level } : null;
    const failed = writeGameAutosave(this.storage, { game: text, before: this.before, computer });
    if (failed) this.app.getState().setNotice(failed);
  }
}

/** A shell with its ruleset's adapter, made with it (the page's host, and tests'). */
export function shellWith<A extends GameAdapter>(
  app: AppStore,
  storage: KeyValueStorage | null,
  make: (shell: GameShell) => A,
  now?: () => Date,
): { shell: GameShell; api: A } {
  const shell = new GameShell(app, storage, now);
  const api = make(shell);
  shell.use(api);
  return { shell, api };
}
