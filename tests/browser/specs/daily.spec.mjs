// Today's puzzle, the streak, short links and practice (issue 17 points 2–4), desktop and
// phone. The main page links to the page of today's puzzle and practice (practice.html);
// there, today's puzzle of a fixed date (the browser's clock fixed) is made by the page's
// worker and opened in the app as the day's game, reopened rather than made twice, played
// to solved with reloads in the middle and at the end, the streak shown on the page and kept
// when the game is deleted, a damaged streak record read without harm and kept; a generated
// game's short link opened in a fresh context, a damaged one refused; practice for one
// technique and from the hint history, a technique the variant cannot hold refused; German;
// offline. Screenshots light and dark to /tmp/stepwise-daily.
import { mkdirSync } from "node:fs";
import { test, expect, open, cell, storedAll, givens } from "./fixtures.mjs";

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

/** 2026-11-24, a Tuesday: an easy daily puzzle (pinned in src/game/daily/tests.rs). */
const TODAY = new Date("2026-11-24T10:00:00");
const DAILY = "...7.2.......54..3.426...71..5..7.12.79...65.46.2..3..31...682.7..82.......4.3...";
const SOLUTION = "183792546697154283542638971835967412279341658461285397314576829756829134928413765";
const SOLVED_KEY = "stepwise/v1/daily-solved";

/**
 * Fixes the local date the page reads (`new Date()` without arguments) at `TODAY`;
 * `Date.now` and the timers stay real (Playwright's fixed clock stalls the page's
 * first-paint hooks).
 */
function fixDate(page) {
  return page.addInitScript((t) => {
    const Real = Date;
    globalThis.Date = class extends Real {
      constructor(...args) {
        if (args.length === 0) super(t);
        else super(...args);
      }
      static now() {
        return Real.now();
      }
    };
  }, TODAY.getTime());
}

/** Types the solution's digit into the empty cells `from`..`to` (in cell order). */
async function fill(page, from, to) {
  const open = [...DAILY].map((c, i) => (c === "." ? i : -1)).filter((i) => i >= 0);
  for (const i of open.slice(from, to)) {
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(SOLUTION[i]);
  }
  return open.length;
}

/** Goes from the app to the page of today's puzzle and practice by the main page's link. */
async function toPractice(page) {
  await page.locator("a.practice:visible").click();
  await expect(page).toHaveURL(/practice\.html$/);
  await expect(page.locator("#daily-play")).toBeVisible({ timeout: 20_000 });
}

/** Waits until the app (just loaded) takes input and shows a game being played. */
async function playing(page) {
  await expect(page.getByRole("grid")).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName("stepwise:interactive").length > 0);
  await expect(page.locator("#entry-strip")).toBeHidden({ timeout: 30_000 });
}

/** Play on today's card; waits until the app shows the game. */
async function play(page) {
  await page.locator("#daily-play").click();
  await expect(page).not.toHaveURL(/practice\.html/, { timeout: 30_000 });
  await playing(page);
}

/** The text of the entry whose origin is today's. */
async function dailyEntries(page) {
  return Object.entries(await storedAll(page)).filter(
    ([k, v]) => k.startsWith("stepwise/v1/games/") && v.includes("\norigin daily-2026-11-24\n"),
  );
}

async function gameCount(page) {
  return Object.keys(await storedAll(page)).filter((k) => k.startsWith("stepwise/v1/games/")).length;
}

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(`daily on ${size}`, () => {
    test.use(options);

    test("today's puzzle: made on the page, opened as the day's game, reopened, solved with reloads; the streak shown and kept", async ({ page }) => {
      test.setTimeout(150_000);
      await fixDate(page);
      await page.addInitScript((key) => {
        if (!localStorage.getItem("stepwise/test/seeded")) {
          localStorage.setItem("stepwise/test/seeded", "1");
          // Two days solved before, and a damaged line (read past, kept).
          localStorage.setItem(key, JSON.stringify("stepwise-daily 1\n2026-11-22\n2026-1?-23\n2026-11-23\n"));
        }
      }, SOLVED_KEY);
      await open(page);
      await expect(page.locator("a.practice:visible")).toHaveText("Today's puzzle · Practice ›");
      await toPractice(page);
      await expect(page).toHaveTitle("Stepwise — Today's puzzle and practice");
      await expect(page.locator("h1")).toHaveText("Today's puzzle and practice");
      await expect(page.locator("#daily-title")).toHaveText("Today's puzzle");
      await expect(page.locator(".daily-card p").first()).toHaveText("Tuesday, November 24, 2026 · easy");
      await expect(page.locator(".daily-streak")).toHaveText("Streak: 2 days");
      await play(page);
      expect(await givens(page)).toBe(DAILY);
      // The app's worker made it again and kept it as the day's puzzle.
      await expect.poll(async () => (await dailyEntries(page)).length).toBe(1);
      const open_ = await fill(page, 0, 20);
      // A reload in the middle keeps it.
      await page.reload();
      await playing(page);
      expect(await givens(page)).toBe(DAILY);
      // Today's puzzle again, from the games screen: the same game, not a second one.
      await page.locator("#nav-library").click();
      await toPractice(page);
      await play(page);
      expect(await givens(page)).toBe(DAILY);
      expect(await gameCount(page)).toBe(1);
      await expect(page.locator(`#cell-${DAILY.indexOf(".")}`)).toContainText(SOLUTION[DAILY.indexOf(".")]);
      await fill(page, 20, open_);
      await expect(page.locator("#finish")).toBeVisible();
      const record = "stepwise-daily 1\n2026-11-22\n2026-1?-23\n2026-11-23\n2026-11-24\n";
      await expect.poll(async () => (await storedAll(page))[SOLVED_KEY]).toBe(record);
      // A reload at the end: still solved, still the day's game.
      await page.reload();
      await playing(page);
      await expect(page.locator("#finish")).toBeVisible();
      expect((await dailyEntries(page)).length).toBe(1);
      await toPractice(page);
      await expect(page.locator(".daily-streak")).toHaveText("Streak: 3 days · Solved today.");
      // Deleting the game keeps the streak.
      await page.goto("./");
      await page.locator("#nav-library").click();
      await page.locator(".library li button", { hasText: /Delete/ }).first().click();
      await expect(page.locator(".library li")).toHaveCount(0);
      await toPractice(page);
      await expect(page.locator(".daily-streak")).toHaveText("Streak: 3 days · Solved today.");
      expect((await storedAll(page))[SOLVED_KEY]).toBe(record);
    });

    test("a damaged streak record is read as no streak and never overwritten", async ({ page }) => {
      await fixDate(page);
      await page.addInitScript((key) => localStorage.setItem(key, "{not ours"), SOLVED_KEY);
      await open(page);
      await toPractice(page);
      await expect(page.locator(".daily-streak")).toHaveText("Streak: 0 days");
      expect(await page.evaluate((key) => localStorage.getItem(key), SOLVED_KEY)).toBe("{not ours");
    });

    test("a generated game's short link opens in a fresh context; a damaged one is refused", async ({ page, browser }) => {
      await open(page);
      await page.getByRole("group", { name: "New puzzle:" }).first().getByRole("button", { name: "medium" }).click();
      await expect(page.locator("#entry-strip")).toBeHidden({ timeout: 20_000 });
      const made = await givens(page);
      const entry = Object.entries(await storedAll(page)).find(([k]) => k.startsWith("stepwise/v1/games/"))[1];
      expect(entry).toMatch(/^stepwise-entry 2\n[^]*\norigin made [0-9a-z]{2}_[0-9a-z]+_standard_medium\n/);
      await page.getByRole("button", { name: "Copy link" }).click();
      const link = await page.locator("#share-output").inputValue();
      expect(link).toMatch(/#g=[0-9a-z]{2}_[0-9a-z]+_standard_medium$/);
      const ctx = await browser.newContext(options);
      const fresh = await ctx.newPage();
      await fresh.goto(link);
      await playing(fresh);
      expect(await givens(fresh)).toBe(made);
      expect(fresh.url()).not.toContain("#g=");
      // A damaged short link says why.
      await fresh.goto(link.replace("_medium", "_mediocre"));
      await expect(fresh.locator(".notice")).toContainText("This link could not be opened: its options are not ones this app knows.");
      await fresh.goto(link.replace(/#g=../, "#g=00"));
      await expect(fresh.locator(".notice")).toContainText("this version makes a different puzzle from it");
      await ctx.close();
    });

    test("practice: the hinted techniques first, a technique by level opens in the app and survives a reload; one the variant cannot hold", async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript(() => {
        localStorage.setItem("stepwise/v1/hinted", JSON.stringify("stepwise-hinted 1\nx-wing 2\nnaked-pair 5\ndiagonal-pincer 1\n"));
      });
      await open(page);
      await toPractice(page);
      await expect(page.locator(".practice-mine button")).toHaveText(["Naked Pair", "X-Wing", "Diagonal Pincer"], { timeout: 20_000 });
      // The page's variant is standard: it cannot hold Diagonal Pincer.
      await page.locator(".practice-mine").getByRole("button", { name: "Diagonal Pincer" }).click();
      await expect(page.locator(".practice-message")).toContainText("Diagonal Pincer needs the diagonals", { timeout: 20_000 });
      const medium = page.locator(".practice-group").filter({ hasText: "Medium" });
      await medium.getByRole("button", { name: "Naked Pair", exact: true }).click();
      await expect(page).not.toHaveURL(/practice\.html/, { timeout: 30_000 });
      await playing(page);
      const made = await givens(page);
      await page.locator("#rating-card summary").click();
      await expect(page.locator("#rating-card")).toContainText("Naked Pair", { timeout: 20_000 });
      const entry = Object.entries(await storedAll(page)).find(([k]) => k.startsWith("stepwise/v1/games/"))[1];
      expect(entry).toMatch(/\norigin made [0-9a-z]{2}_[0-9a-z]+_standard_medium_naked-pair\n/);
      await page.reload();
      await playing(page);
      expect(await givens(page)).toBe(made);
    });

    test("German: the link, today's puzzle, the streak and practice in German", async ({ page }) => {
      await fixDate(page);
      await page.addInitScript((key) => {
        localStorage.setItem(key, JSON.stringify("stepwise-daily 1\n2026-11-23\n"));
      }, SOLVED_KEY);
      await open(page);
      await page.locator("#settings summary").click();
      await page.getByLabel("Deutsch").check();
      await expect(page.locator("a.practice:visible")).toHaveText("Rätsel des Tages · Üben ›");
      await toPractice(page);
      await expect(page.locator("h1")).toHaveText("Rätsel des Tages und Üben");
      await expect(page.locator("#daily-title")).toHaveText("Rätsel des Tages");
      await expect(page.locator(".daily-card p").first()).toHaveText("Dienstag, 24. November 2026 · leicht");
      await expect(page.locator(".daily-streak")).toHaveText("Serie: 1 Tag");
      await expect(page.locator("#daily-play")).toHaveText("Spielen");
      const medium = page.locator(".practice-group").filter({ hasText: "Mittel" });
      await expect(medium.getByRole("button", { name: "Nacktes Paar", exact: true })).toBeVisible({ timeout: 20_000 });
    });

    test("screenshots, light and dark", async ({ browser }) => {
      mkdirSync("/tmp/stepwise-daily", { recursive: true });
      for (const scheme of ["light", "dark"]) {
        const ctx = await browser.newContext({ ...options, colorScheme: scheme });
        const page = await ctx.newPage();
        await fixDate(page);
        await page.addInitScript((key) => {
          localStorage.setItem(key, JSON.stringify("stepwise-daily 1\n2026-11-22\n2026-11-23\n"));
        }, SOLVED_KEY);
        await open(page);
        await page.screenshot({ path: `/tmp/stepwise-daily/${size}-first-${scheme}.png`, fullPage: true });
        await toPractice(page);
        await expect(page.locator(".practice-group").first()).toBeVisible({ timeout: 20_000 });
        await page.screenshot({ path: `/tmp/stepwise-daily/${size}-practice-${scheme}.png`, fullPage: true });
        await ctx.close();
      }
    });
  });
}

test("offline: the page of today's puzzle and practice is precached, and Play opens today's game with the network off", async ({ page, context }) => {
  test.setTimeout(90_000);
  await fixDate(page);
  await open(page);
  const sw = await (await page.request.get("./sw.js")).text();
  const precache = JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1]);
  for (const file of ["practice.html", "practice-start.js", "practice-page.css", "practice_ui.js", "practice_ui_bg.wasm", "pages.css", "en.txt", "de.txt", "engine_worker_loader.js", "engine_worker_bg.wasm"]) {
    expect(precache).toContain(`./${file}`);
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await toPractice(page);
  await expect(page.locator(".practice-group").first()).toBeVisible({ timeout: 20_000 });
  await play(page);
  expect(await givens(page)).toBe(DAILY);
  await expect.poll(async () => (await dailyEntries(page)).length).toBe(1);
  // A reload offline keeps the day's game.
  await page.reload();
  await playing(page);
  expect(await givens(page)).toBe(DAILY);
  await context.setOffline(false);
});

test("at 320 px: the link on the first screen and the page of today's puzzle without overflow", async ({ browser }) => {
  mkdirSync("/tmp/stepwise-daily", { recursive: true });
  const ctx = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  await fixDate(page);
  await open(page);
  await expect(page.locator("a.practice:visible")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: "/tmp/stepwise-daily/320-first.png", fullPage: true });
  await toPractice(page);
  await expect(page.locator(".practice-group").first()).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: "/tmp/stepwise-daily/320-practice.png", fullPage: true });
  await ctx.close();
});
