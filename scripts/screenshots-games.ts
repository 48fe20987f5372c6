/**
 * Screenshots of the Firefight, Lock 'n Load, WWII-in-cm and hex fire/assault pages (issues 38, 33, 32), taken by clicks
 * as a player would, so
 * the pictures in docs/screenshots/ stay current. Firefight and Lock 'n Load are played to their end
 * (issue 38 item 6): start, mid-game (the first fight / shot resolved) and the result card.
 *   node scripts/start.mjs --port 5871 &   then   npx tsx scripts/screenshots-games.ts [--port 5871] [--only ww2cm]
 * Chromium (/usr/bin/chromium, tests/e2e/support/browser.ts) at 1600×900 (Lock 'n Load at 1280×800), SwiftShader.
 */
import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { hexCenter, hexDistance, parseHexLabel } from "../src/core/hex/grid";
import { isMmc } from "../src/core/lnl/vocab";
import { gridOf } from "../src/core/table/hex-settings";
import type { HexSettings } from "../src/core/table/schema";
import { skirmishFile } from "../tests/app/rulesets/ww2cm/skirmish-scenario";
import { launch, tableToPage } from "../tests/e2e/support/browser";
import { clickSurface } from "../tests/e2e/support/game";

const port = Number(process.argv[process.argv.indexOf("--port") + 1]) || 5871;
const OUT = new URL("../docs/screenshots/", import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

const settle = (page: Page, ms = 1500) => page.waitForTimeout(ms);
const shot = async (page: Page, name: string) => {
  await settle(page);
  await page.screenshot({ path: `${OUT}${name}.png` });
  console.log(`docs/screenshots/${name}.png`);
};

/** Polls `fn` every 250 ms until it is true; throws naming `what` after `ms` (the tests' poll is vitest's). */
async function until(page: Page, what: string, fn: () => Promise<boolean>, ms = 60_000) {
  for (let waited = 0; waited <= ms; waited += 250) {
    if (await fn()) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`screenshots: timed out after ${ms / 1000} s waiting for ${what}`);
}

/** Clicks table point (x, y) in the top view (the tests' helper waits with vitest, which is not here). */
async function clickTable(page: Page, x: number, y: number) {
  const top = page.getByTestId("camera-top");
  if ((await top.getAttribute("aria-pressed")) !== "true") await top.click();
  await page.locator('[data-testid="camera-top"][aria-pressed="true"]').waitFor();
  await settle(page, 300);
  await clickSurface(page, x, y);
}

/** Clicks one of `unit`'s models on the table (picks it), then (x, y): as a player deploys or moves it. */
async function unitTo(page: Page, unit: string, x: number, y: number) {
  const table = (await page.evaluate(() =>
    (window as unknown as { __sightline: { table(): unknown } }).__sightline.table(),
  )) as { units: { formation?: string; x: number; y: number; posture?: string }[] };
  const m = table.units.find((u) => u.formation === unit && u.posture !== "prone");
  if (!m) throw new Error(`screenshots: no model of ${unit} on the table`);
  await clickTable(page, m.x, m.y);
  await until(page, `${unit} picked`, async () => (await page.getByTestId("ff-unit").inputValue()) === unit);
  await clickTable(page, x, y);
}

async function handOver(page: Page) {
  await page.getByTestId("ff-handed-over").click();
}

async function firefight(page: Page) {
  await page.getByTestId("new-game-ruleset").selectOption("firefight");
  await page.getByTestId("new-game").click();
  await page.getByTestId("ff-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("ff-table").selectOption("firefight-farm");
  await page.getByTestId("ff-turn-limit").fill("2");
  await shot(page, "firefight-setup");
  await page.getByTestId("ff-start").click();
  await page.getByTestId("ff-side").waitFor({ timeout: 60_000 });
  await page.getByTestId("camera-orbit").click();
  await shot(page, "firefight-start");
  // Deployment by clicks: a unit, then the table in the zone.
  await unitTo(page, "blue-rifles-1", 6, 5.5);
  await unitTo(page, "blue-gunners", 40, 6.5);
  await shot(page, "firefight-deploy-top");
  await page.getByTestId("ff-done").click();
  await handOver(page);
  await unitTo(page, "red-veterans", 6, 42.5);
  await page.getByTestId("ff-done").click();
  await handOver(page);
  // Movement: the picked unit's allowance ring, and the hovered path with its cost.
  await clickTable(page, 26, 4); // on one of blue-rifles-2's models: picks it
  const [px, py] = await tableToPage(page, 26.5, 7.5, 0);
  await page.mouse.move(px, py);
  await shot(page, "firefight-move-top");
  await page.getByTestId("camera-orbit").click();
  await settle(page, 500);
  // the same table point seen from the 3D camera is another spot of the page
  const [qx, qy] = await tableToPage(page, 26.5, 7.5, 0);
  await page.mouse.move(qx, qy);
  await shot(page, "firefight-move-3d");
  // To the end: Done, resolve and pair (the panel names a couple still to pair) until the game is over;
  // the first resolved fight, with the game still on, is the mid-game picture.
  const at = () => page.getByTestId("ff-replay-at").textContent();
  const over = async () => (await page.getByTestId("ff-over").count()) > 0;
  let mid = false;
  for (let i = 0; i < 300 && !(await over()); i++) {
    if ((await page.getByTestId("ff-handover").count()) > 0) {
      await handOver(page);
      await until(
        page,
        "the firefight hand-over to go",
        async () => (await page.getByTestId("ff-handover").count()) === 0,
      );
      continue;
    }
    const before = await at();
    const resolve = page.locator('[data-testid^="ff-resolve-"]');
    const resolving = (await resolve.count()) > 0;
    if (resolving) await resolve.first().click();
    else await page.getByTestId("ff-done").click();
    const refusal = page.getByTestId("ff-refusal");
    const owed = async () =>
      /^(\S+) and (\S+) see each other/.exec(
        (await refusal.count()) > 0 ? ((await refusal.textContent()) ?? "") : "",
      );
    await until(
      page,
      "the firefight to take the step",
      async () => (await over()) || (await at()) !== before || (await owed()) !== null,
    );
    const m = await owed();
    if (m) {
      await page.getByTestId("ff-unit").selectOption(m[1]!);
      await page.getByTestId("ff-enemy").selectOption(m[2]!);
      await page.getByTestId("ff-pair").click();
      await until(page, `the pairing of ${m[1]} and ${m[2]}`, async () => (await refusal.count()) === 0);
    }
    if (resolving && !mid && !(await over()) && (await page.getByTestId("ff-handover").count()) === 0) {
      await shot(page, "firefight-mid");
      mid = true;
    }
  }
  if (!(await over())) throw new Error("screenshots: the firefight did not end within 300 steps");
  await page.getByTestId("ff-result").waitFor({ timeout: 60_000 });
  await shot(page, "firefight-result");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("ff-leave").click();
}

/** What the Lock 'n Load page renders from (the LnL slice of the app store, read as the test hooks give it). */
interface LnlShown {
  snapshot: {
    view: {
      phase: string;
      opWindow: unknown;
      activation: unknown;
      rallyTried: string[];
      units: {
        id: string;
        side: string;
        hex: string;
        kind: string;
        shaken?: boolean;
        eliminated?: boolean;
        carriedBy?: string | null;
        fired?: boolean;
        moved?: boolean;
        opsComplete?: boolean;
      }[];
    };
    seatsToAct: string[];
    entries: number;
    over: boolean;
  } | null;
  picked: string[];
  target: string | null;
  moves: { hex: string; melee: boolean }[];
  preview: { plan: unknown; why: string | null } | null;
  handOver: string | null;
}

async function lnl(page: Page) {
  // Lock 'n Load's pictures at 1280×800 (issue 38: the side panel's log must stay in view there)
  await page.setViewportSize({ width: 1280, height: 800 });
  const grid = gridOf(
    (JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings }).hex,
  );
  const clickHex = async (label: string) => {
    const [x, y] = hexCenter(grid, parseHexLabel(grid, label)!);
    await clickSurface(page, x, y);
  };
  const apart = (a: string, b: string) => hexDistance(parseHexLabel(grid, a)!, parseHexLabel(grid, b)!);
  const shown = async (): Promise<LnlShown> =>
    JSON.parse(
      await page.evaluate(() =>
        (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
      ),
    ).lnl;
  const pickedIs = async (ids: string[]) =>
    (await shown()).picked.sort().join(",") === [...ids].sort().join(",");
  /** Picks the stack in `hex`: what else is picked is unpicked by its box, then a click on the hex. */
  const pickStack = async (hex: string, ids: string[]) => {
    for (const id of (await shown()).picked)
      if (!ids.includes(id)) await page.getByTestId(`lnl-pick-${id}`).click();
    if ((await shown()).picked.length === 0) await clickHex(hex);
    else
      for (const id of ids)
        if (!(await shown()).picked.includes(id)) await page.getByTestId(`lnl-pick-${id}`).click();
    await until(page, `the stack in ${hex} picked`, () => pickedIs(ids));
  };
  /** Makes `hex` the target; true when the fire calculator says the shot may be fired. */
  const aim = async (hex: string) => {
    await clickHex(hex);
    await until(page, `${hex} as the target, checked`, async () => {
      const n = await shown();
      return n.target === hex && n.preview !== null;
    });
    const p = (await shown()).preview!;
    return p.plan !== null && p.why === null;
  };

  await page.getByTestId("new-game-ruleset").selectOption("lnl");
  await page.getByTestId("new-game").click();
  await page.getByTestId("lnl-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("lnl-setup-table").selectOption("shipped");
  await page.getByTestId("lnl-setup-turns").fill("1");
  // a fixed dice seed: the same game, so the same pictures, on every run
  await page.getByTestId("lnl-setup-seed").fill("screenshots-lnl-1");
  await shot(page, "lnl-setup");
  await page.getByTestId("lnl-start").click();
  await page.getByTestId("lnl-tool-play").click();
  await page.getByTestId("lnl-side").waitFor({ timeout: 60_000 });
  await page
    .getByTestId("camera-top")
    .click()
    .catch(() => undefined);
  await shot(page, "lnl-start");
  // Past the rally phase, a friendly stack picked by clicking its hex: its legal moves with their MP.
  for (let i = 0; i < 6; i++) {
    if ((await page.getByTestId("lnl-handover").count()) > 0)
      await page.getByTestId("lnl-handed-over").click();
    else if ((await page.getByTestId("lnl-end-rally").count()) > 0)
      await page.getByTestId("lnl-end-rally").click();
    else break;
    await settle(page, 800);
  }
  const side = /to act: (\w+)/.exec((await page.getByTestId("lnl-turn").textContent()) ?? "")?.[1] ?? "blue";
  const first = (await shown()).snapshot?.view.units.find((u) => u.side === side && !u.eliminated);
  if (first) {
    await clickHex(first.hex);
    await until(page, `the stack in ${first.hex} picked`, async () => (await shown()).picked.length > 0);
  }
  await shot(page, "lnl-moves");

  // To the end of the one-turn game, as tests/e2e/lnl-game.test.ts plays it: rally what may rally, fire
  // at the nearest enemy the calculator allows (the first shot's preview and its result are the
  // mid-game pictures), Opportunity Fire when offered, else a step toward the enemy, else Pass.
  let shots = 0;
  let moves = 0;
  let ofShot = false;
  let midTaken = false;
  for (let i = 0; i < 400; i++) {
    const now = await shown();
    const snap = now.snapshot!;
    if (snap.over) break;
    if (now.handOver) {
      await page.getByTestId("lnl-handed-over").click();
      await until(page, "the hand-over to go", async () => (await shown()).handOver === null);
      continue;
    }
    const v = snap.view;
    const seat = snap.seatsToAct[0]!;
    const mine = v.units.filter((u) => u.side === seat && !u.eliminated && !u.carriedBy);
    const enemyHexes = [
      ...new Set(v.units.filter((u) => u.side !== seat && !u.eliminated).map((u) => u.hex)),
    ];
    const stacks = [...new Set(mine.map((u) => u.hex))].map((hex) => ({
      hex,
      ids: mine.filter((u) => u.hex === hex).map((u) => u.id),
    }));
    let firedNow = false;
    if (v.phase === "rally") {
      const leader = (hex: string) => mine.some((l) => l.kind === "leader" && !l.shaken && l.hex === hex);
      const shaken = mine.find(
        (u) =>
          u.shaken &&
          !v.rallyTried.includes(u.id) &&
          (!isMmc(u.kind as Parameters<typeof isMmc>[0]) || leader(u.hex)),
      );
      if (shaken) {
        for (const id of now.picked) await page.getByTestId(`lnl-pick-${id}`).click();
        await page.getByTestId(`lnl-pick-${shaken.id}`).click();
        await until(page, `${shaken.id} picked`, () => pickedIs([shaken.id]));
        await page.getByTestId("lnl-rally").click();
      } else await page.getByTestId("lnl-end-rally").click();
    } else if (v.opWindow) {
      // the offer's dialog: the first stack it lists fires (its calculator lines shown), else Let it pass
      const offer = page.getByTestId("lnl-of-dialog");
      await offer.waitFor();
      const first = offer.getByTestId("lnl-of-stack").first();
      if (await first.count()) {
        await first.click();
        await until(
          page,
          "the Opportunity Fire check",
          async () => !(await offer.getByTestId("lnl-of-fire").isDisabled()),
        );
        if (!ofShot) await shot(page, "lnl-op-fire");
        ofShot = true;
        await offer.getByTestId("lnl-of-fire").click();
        firedNow = true;
      } else await offer.getByTestId("lnl-of-pass").click();
    } else if (v.activation) {
      await page.getByTestId("lnl-pass").click(); // "End the move"
    } else {
      let acted = false;
      const fresh = stacks.filter((x) =>
        x.ids.some((id) => {
          const u = v.units.find((w) => w.id === id)!;
          return !u.opsComplete && !u.fired && !u.moved;
        }),
      );
      for (const st of fresh.slice(0, 3)) {
        await pickStack(st.hex, st.ids);
        const near = [...enemyHexes].sort((a, b) => apart(st.hex, a) - apart(st.hex, b)).slice(0, 2);
        for (const hex of near)
          if (await aim(hex)) {
            if (shots === 0) {
              await page.getByTestId("lnl-fire-preview").scrollIntoViewIfNeeded();
              await shot(page, "lnl-fire");
            }
            await page.getByTestId("lnl-fire").click();
            await page.getByTestId("lnl-fire-dialog").waitFor();
            if (shots === 0) await shot(page, "lnl-fire-dialog");
            shots++;
            firedNow = true;
            acted = true;
            break;
          }
        if (acted) break;
        const steps = (await shown()).moves.filter((m) => !m.melee);
        if (steps.length && moves < 6 && near.length) {
          await clickHex(steps.sort((a, b) => apart(a.hex, near[0]!) - apart(b.hex, near[0]!))[0]!.hex);
          moves++;
          acted = true;
          break;
        }
      }
      if (!acted) await page.getByTestId("lnl-pass").click();
    }
    // The page takes the entry (a new one in the log) or says why not.
    await until(page, "the page to take the entry", async () => {
      const n = await shown();
      if ((await page.getByTestId("lnl-error").count()) > 0)
        throw new Error(
          `screenshots: the page refused: ${await page.getByTestId("lnl-error").textContent()}`,
        );
      return n.snapshot!.entries !== snap.entries || n.snapshot!.over;
    });
    // every shot's dialog (the DFT lines and the dice) is read, then closed
    if (firedNow) {
      await page.getByTestId("lnl-fire-dialog").waitFor();
      await page.getByTestId("lnl-fire-close").click();
    }
    if (firedNow && shots === 1 && !midTaken && !(await shown()).snapshot!.over) {
      midTaken = true;
      // the shot's result on the table and in the log, past the hand-over screen if the seat changed
      if ((await shown()).handOver) {
        await page.getByTestId("lnl-handed-over").click();
        await until(page, "the hand-over to go", async () => (await shown()).handOver === null);
      }
      await shot(page, "lnl-mid");
    }
  }
  if (!(await shown()).snapshot?.over)
    throw new Error("screenshots: the Lock 'n Load game did not end within 400 entries");
  await page.getByTestId("lnl-result").waitFor({ timeout: 60_000 });
  await shot(page, "lnl-result");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("lnl-leave").click();
  await page.setViewportSize({ width: 1600, height: 900 });
}

/** Table cm as the page's inches (seed 002's tables are written in cm). */
const cm = (n: number) => n / 2.54;

async function ww2cm(page: Page) {
  await page.getByTestId("new-game-ruleset").selectOption("ww2cm");
  await page.getByTestId("new-game").click();
  await page.getByTestId("ww2-setup").waitFor({ timeout: 60_000 });
  await shot(page, "ww2cm-setup");
  await page.getByTestId("ww2-start").click();
  await page.getByTestId("ww2-side").waitFor({ timeout: 60_000 });
  // Movement: the squad picked by a click on one of its models, its 4 cm ring.
  await clickTable(page, cm(40), cm(15));
  await shot(page, "ww2cm-move-top");
  await clickTable(page, cm(45), cm(18));
  await page.getByTestId("ww2-next").click();
  // Shooting: the MG team, the 13 cm circle on the red squad, every modifier in the side panel.
  await clickTable(page, cm(70), cm(14));
  await clickTable(page, cm(53), cm(78));
  await shot(page, "ww2cm-shoot-top");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("ww2-leave").click();
  // The skirmish of the browser test: the MG's circle on a squad behind the hedge and the wood (two
  // pieces of cover), then the tank picked with a pivot chosen (its ring a quarter smaller).
  await page.getByTestId("open-game-file").setInputFiles({
    name: "skirmish.game.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(skirmishFile("ww2cm-e2e-2-8"))),
  });
  await page.getByTestId("ww2-side").waitFor({ timeout: 60_000 });
  await clickTable(page, cm(113), cm(20));
  await page.getByTestId("ww2-pivot-left").click();
  await shot(page, "ww2cm-pivot-top");
  await page.getByTestId("ww2-next").click();
  await clickTable(page, cm(79), cm(15));
  await clickTable(page, cm(79), cm(58));
  await shot(page, "ww2cm-cover-top");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("ww2-leave").click();
  await ww2cmAir(page);
}

/**
 * issue 35: the set-up's "Air and night" (day): the drop's and the glider's marks; blue's air sub-phase
 * by clicks (Fly, entry and exit on the edges, the weapons' targets, Fly), red's interception by clicks;
 * the flight at its altitude with the AA-seen stretch in red. Then a night game's 50 cm ring.
 */
async function ww2cmAir(page: Page) {
  const side = page.getByTestId("ww2-side");
  await page.getByTestId("new-game").click();
  await page.getByTestId("ww2-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("ww2-air-choice").selectOption("air");
  await page.getByTestId("ww2-seed").fill("ww2cm-air-page-5");
  await page.getByTestId("ww2-turns").fill("2");
  await page.getByTestId("ww2-start").click();
  await side.waitFor({ timeout: 60_000 });
  await page.getByTestId("camera-top").click();
  await shot(page, "ww2cm-landings-top");
  for (let i = 0; i < 3; i++) {
    await page.getByTestId("ww2-next").click();
    await settle(page, 600);
  }
  await page.getByTestId("ww2-pick-plane-b-plane").click();
  await clickTable(page, cm(47), cm(3));
  await clickTable(page, cm(47), cm(87));
  await page.getByTestId("ww2-weapon-0").selectOption("r-squad");
  await page.getByTestId("ww2-weapon-2").selectOption("r-squad");
  await page.getByTestId("ww2-fly").click();
  await page.getByTestId("ww2-handed-over").click();
  await page.getByTestId("ww2-intercept-with-r-fighter").click();
  await clickTable(page, cm(5), cm(88));
  await clickTable(page, cm(94), cm(4));
  await page.getByTestId("ww2-intercept").click();
  await until(page, "the flight in the log", async () =>
    ((await side.textContent()) ?? "").includes("flies (47, 0)"),
  );
  await page.getByTestId("ww2-handed-over").click();
  await shot(page, "ww2cm-air-top");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("ww2-leave").click();
  await page.getByTestId("new-game").click();
  await page.getByTestId("ww2-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("ww2-air-choice").selectOption("night");
  await page.getByTestId("ww2-seed").fill("ww2cm-night-page-1");
  await page.getByTestId("ww2-start").click();
  await side.waitFor({ timeout: 60_000 });
  await clickTable(page, cm(40), cm(15));
  await shot(page, "ww2cm-night-top");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("ww2-leave").click();
}

/** The hex fire/assault game of tests/e2e/hexfire-game.test.ts, to the Op Fire result with its card lines. */
async function hexfire(page: Page) {
  const grid = gridOf(
    (JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings }).hex,
  );
  const clickHex = async (label: string) => {
    const [x, y] = hexCenter(grid, parseHexLabel(grid, label)!);
    await clickSurface(page, x, y);
    await settle(page, 800);
  };
  await page.getByTestId("new-game-ruleset").selectOption("hexfire");
  await page.getByTestId("new-game").click();
  await page.getByTestId("hexfire-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("hexfire-setup-table").selectOption("hamlet");
  await page.getByTestId("hexfire-setup-seed").fill("hexfire-page-1");
  await page.getByTestId("hexfire-setup-turns").fill("2");
  await page.getByTestId("hexfire-start").click();
  await page.getByTestId("hexfire-side").waitFor({ timeout: 60_000 });
  await page.getByTestId("hexfire-tool-play").click();
  await clickHex("I2"); // blue's AFV: its moves light up
  await shot(page, "hexfire-moves");
  await clickHex("I7");
  await page.getByTestId("hexfire-handed-over").click();
  await clickHex("I8"); // red's AFV Op Fires at it
  await shot(page, "hexfire-op-fire-preview");
  await page.getByTestId("hexfire-fire").click();
  await shot(page, "hexfire-op-fire-result");
}

const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
page.on("pageerror", (e) => console.error(`page error: ${e.message}`));
await page.goto(`http://127.0.0.1:${port}/`);
await page.locator("canvas").waitFor({ timeout: 120_000 });
await settle(page, 3000);
// --only <name>: one game's pictures (the others' stay as they are)
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const games: [string, (page: Page) => Promise<void>][] = [
  ["firefight", firefight],
  ["lnl", lnl],
  ["ww2cm", ww2cm],
  ["hexfire", hexfire],
];
for (const [name, run] of games) if (only === null || only === name) await run(page);
await browser.close();
