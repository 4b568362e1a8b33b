// The print page (issue 17 point 5; print.html, its own wasm, precached), on a desktop and a
// phone viewport: the menu's "Print" opens it; the game on the board first, then the
// library's games, chosen by checkbox, 1 or 4 per A4 page with variant, level and code; the
// saves read and never written; a reload; the way back to the game, intact; new puzzles of a
// chosen variant and difficulty (a level, or a range on a rating scale) made in an engine
// worker into the places, with progress and Stop, their level checked by the app's own rating
// card; German; offline; only the pages on paper (print media, Chromium's own A4 PDF);
// screenshots at 390×844 and 1280×900, light and dark, to /tmp/stepwise-print, each audited
// by axe-core.
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test, expect, open, cell, paste, storedAll, UNIQUE, SEVERAL } from "./fixtures.mjs";

const EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};
const SHOTS = "/tmp/stepwise-print";

const caption = (page) => page.locator(".print-caption");
const boxes = (page) => page.locator(".print-choose input[type=checkbox]");
const pages = (page) => page.locator(".print-page");

/** Five saved games, the easy one rated; the last pasted (UNIQUE with r1c2 = 5) on the board. */
async function fiveGames(page) {
  await open(page);
  for (const p of [EASY, SEVERAL, EASY.replace("3", "0"), UNIQUE.replace("4", "."), UNIQUE]) {
    await paste(page, p);
    // A label is saved once the engine worker's rating card has come.
    if (p === EASY) await expect(page.locator("#rating-card summary")).toHaveText("Rating: easy", { timeout: 20_000 });
  }
  await cell(page, 1, 2).click();
  await page.keyboard.press("5");
}

/** Opens the print page from the menu and waits for its pages. */
async function openPrint(page) {
  await page.locator("#nav-print").click();
  await expect(page).toHaveURL(/print\.html$/);
  await expect(page.locator(".print-sheets")).toBeVisible();
}

/** Makes new puzzles: variant, difficulty (a level's slug or "range" with scale and bounds). */
async function make(page, { variant, difficulty, scale, low, high }) {
  await page.locator("#print-variant").selectOption(variant);
  await page.locator("#print-difficulty").selectOption(difficulty);
  if (scale) {
    await page.locator("#print-scale").selectOption(scale);
    await page.locator("#print-low").fill(low);
    await page.locator("#print-high").fill(high);
  }
  await page.locator("#print-make").click();
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport, ...(size === "phone" ? { isMobile: true, hasTouch: true } : {}) });

    test("the board's game and the library's, 1 or 4 per page, read-only, over a reload, and back to the game", async ({ page }) => {
      await fiveGames(page);
      await openPrint(page);
      const before = await storedAll(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Print");
      // The game on the board first, alone on one page.
      await expect(pages(page)).toHaveCount(1);
      await expect(caption(page)).toHaveCount(1);
      await expect(caption(page)).toHaveText(/^Standard · (unrated|extreme)$/);
      await expect(page.locator(".print-code")).toHaveText(/^Code 1s[A-Za-z0-9_-]{3}( [A-Za-z0-9_-]{1,5})+$/);
      expect(await page.locator(".pgrid").first().locator(".pcell:not(:empty)").count()).toBe(18);
      await expect(boxes(page)).toHaveCount(5);
      // 4 per page: the first four; a fifth chosen makes a second page.
      await page.getByLabel("4 per page").check();
      await expect(pages(page)).toHaveCount(1);
      await expect(pages(page).first().locator(".print-puzzle")).toHaveCount(4);
      await boxes(page).nth(4).check();
      await expect(pages(page)).toHaveCount(2);
      await expect(pages(page).nth(1).locator(".print-puzzle")).toHaveCount(1);
      await expect(caption(page).filter({ hasText: "Standard · easy" }).first()).toBeVisible();
      // Unticking one takes it off the pages.
      await boxes(page).nth(0).uncheck();
      await expect(page.locator(".print-puzzle")).toHaveCount(4);
      // Nothing was written.
      expect(await storedAll(page)).toEqual(before);
      // A reload shows the saves again, 4 per page (the address keeps the layout).
      await page.reload();
      await expect(page).toHaveURL(/print\.html\?per=4$/);
      await expect(page.getByLabel("4 per page")).toBeChecked();
      await expect(caption(page)).toHaveCount(4);
      await expect(boxes(page)).toHaveCount(5);
      expect(await storedAll(page)).toEqual(before);
      // Back to the game: the same puzzle with the player's digit.
      await page.locator("#print-back").click();
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(page.locator(".cell.given")).toHaveCount(18);
      await expect(cell(page, 1, 2)).toHaveText("5");
    });

    test("new puzzles fill the four places: the level asked for, codes that reopen them rated so", async ({ page }) => {
      test.setTimeout(90_000);
      await open(page);
      await paste(page, EASY);
      await openPrint(page);
      const before = await storedAll(page);
      await page.getByLabel("4 per page").check();
      await make(page, { variant: "diagonal", difficulty: "easy" });
      await expect(page.locator("#print-make")).toBeEnabled({ timeout: 30_000 });
      await expect(pages(page)).toHaveCount(1);
      await expect(caption(page)).toHaveText(Array(4).fill("Diagonal · easy"));
      await expect(page.locator(".print-choose strong")).toHaveCount(4);
      // The saved game is still offered, not printed.
      await expect(boxes(page)).toHaveCount(5);
      await expect(boxes(page).nth(4)).not.toBeChecked();
      for (const p of await page.locator(".print-puzzle").all()) {
        expect(await p.locator(".pcell.dm").count()).toBe(9);
        expect(await p.locator(".pcell:not(:empty)").count()).toBeGreaterThan(11);
      }
      // The address keeps them (not the storage): a reload shows the same four.
      const codes = await page.locator(".print-code").allTextContents();
      await page.reload();
      await expect(page.locator(".print-code")).toHaveText(codes);
      await expect(caption(page)).toHaveText(Array(4).fill("Diagonal · easy"));
      // A range on a rating scale: HoDoKu 1000–1600, one puzzle; its label from its rating card.
      await page.getByLabel("1 per page").check();
      await make(page, { variant: "standard", difficulty: "range", scale: "hodoku", low: "1000", high: "1600" });
      await expect(page.locator("#print-make")).toBeEnabled({ timeout: 30_000 });
      await expect(caption(page)).toHaveText(/^Standard · (medium|hard|expert)$/);
      await expect(boxes(page)).toHaveCount(6);
      // A range that cannot be read is said, and nothing is made.
      await make(page, { variant: "standard", difficulty: "range", scale: "se", low: "4.5", high: "2.0" });
      await expect(page.locator(".print-message")).toContainText("Write the range as two numbers");
      // A range hard to hit: progress, then Stop; the page answers meanwhile.
      await make(page, { variant: "color-diagonal", difficulty: "range", scale: "se", low: "11.8", high: "11.9" });
      await expect(page.locator(".print-making")).toContainText(/^Puzzle 1 of 1\. Making a puzzle(…|: try \d+)/);
      await page.getByLabel("4 per page").check();
      await expect(page.locator(".print-page.four")).toHaveCount(1);
      await page.locator("#print-stop").click();
      await expect(page.locator(".print-making")).toBeHidden();
      await expect(page.locator("#print-make")).toBeEnabled();
      await expect(page.locator(".print-message")).toBeHidden();
      expect(await storedAll(page)).toEqual(before);
      // The level check: a printed code, typed back in the app, is rated as printed.
      await page.getByLabel("1 per page").check();
      // The list: the range's puzzle, the four diagonal ones, the saved game.
      await boxes(page).nth(1).check();
      const diagonal = pages(page).filter({ hasText: "Diagonal · easy" }).first();
      const code = (await diagonal.locator(".print-code").textContent()).replace(/^Code /, "");
      const givens = await diagonal.locator(".pcell:not(:empty)").count();
      await page.locator("#print-back").click();
      await page.locator("#nav-library").click();
      await page.locator("#open-code-text").fill(code);
      await page.locator("#open-code-go").click();
      await expect(page.locator(".cell.given")).toHaveCount(givens);
      await expect(page.locator(".bar-info")).toContainText("Diagonal");
      await expect(page.locator("#rating-card summary")).toHaveText("Rating: easy", { timeout: 20_000 });
    });
  });
}

test("an earlier release's remembered print screen opens the board", async ({ page }) => {
  await open(page);
  await paste(page, EASY);
  await page.evaluate(() => localStorage.setItem("stepwise/v1/screen", JSON.stringify("print")));
  await page.reload();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.locator(".cell.given")).toHaveCount(32);
});

test("on paper only the pages print: 2 × 2 on A4, one page per sheet (print media and Chromium's PDF)", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await fiveGames(page);
  await openPrint(page);
  await page.getByLabel("4 per page").check();
  await boxes(page).nth(4).check();
  await expect(pages(page)).toHaveCount(2);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".print-controls")).toBeHidden();
  const grids = await pages(page).first().locator(".pgrid").evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
    }),
  );
  // 2 × 2: two columns, two rows, square grids of equal size.
  expect(grids[0].y).toBe(grids[1].y);
  expect(grids[1].x).toBeGreaterThan(grids[0].x + grids[0].w - 1);
  expect(grids[2].y).toBeGreaterThan(grids[0].y + grids[0].h - 1);
  expect(grids[2].x).toBe(grids[0].x);
  for (const b of grids) expect(Math.abs(b.w - b.h)).toBeLessThanOrEqual(1);
  // 186 mm at 96 dpi ≈ 703 px.
  expect(Math.round((await pages(page).first().boundingBox()).width)).toBeGreaterThan(690);
  expect(await pages(page).first().evaluate((e) => getComputedStyle(e).breakAfter)).toBe("page");
  await page.screenshot({ path: `${SHOTS}/print-media-four.png`, fullPage: true });
  // The PDF Chromium prints on A4: one sheet per page.
  const sheets = async () => {
    const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
    return (pdf.match(/\/Type\s*\/Page[^s]/g) || []).length;
  };
  expect(await sheets()).toBe(2);
  await page.emulateMedia({ media: "screen" });
  await page.getByLabel("1 per page").check();
  await expect(pages(page)).toHaveCount(5);
  await page.emulateMedia({ media: "print" });
  expect((await pages(page).first().locator(".pgrid").boundingBox()).width).toBeGreaterThan(600);
  expect(await sheets()).toBe(5);
});

test("in German and the chosen theme: the page's words, captions and progress", async ({ page }) => {
  await open(page);
  await paste(page, EASY);
  await expect(page.locator("#rating-card summary")).toHaveText("Rating: easy", { timeout: 20_000 });
  await page.locator("#settings summary").click();
  await page.getByLabel("Deutsch").check();
  await page.getByLabel("Dunkel", { exact: true }).check();
  await expect(page.locator("#nav-print")).toHaveText("Drucken");
  await page.emulateMedia({ colorScheme: "light" });
  await openPrint(page);
  // The settings' language and theme.
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(16, 22, 28)");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drucken");
  await expect(page.locator("#print-back")).toHaveText("← Zurück zum Spiel");
  await expect(caption(page)).toHaveText("Standard · leicht");
  await expect(page.locator(".print-code")).toHaveText(/^Code 1s/);
  await page.getByLabel("4 pro Seite").check();
  await make(page, { variant: "color", difficulty: "medium" });
  await expect(page.locator("#print-make")).toBeEnabled({ timeout: 30_000 });
  await expect(caption(page)).toHaveText(Array(4).fill("Farben · mittel"));
  // A range with a decimal comma, hard to hit: the worker's progress in German, then Stop.
  await make(page, { variant: "standard", difficulty: "range", scale: "se", low: "11,8", high: "11,9" });
  await expect(page.locator(".print-making")).toContainText(/^Rätsel 1 von 4\. Erzeuge ein Rätsel: Versuch \d+/);
  await page.getByRole("button", { name: "Anhalten" }).click();
  await expect(page.locator(".print-making")).toBeHidden();
  await make(page, { variant: "standard", difficulty: "range", scale: "se", low: "4,5", high: "2,0" });
  await expect(page.locator(".print-message")).toContainText("Gib den Bereich als zwei Zahlen an");
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES.phone);
  await page.screenshot({ path: `${SHOTS}/phone-de-dark.png`, fullPage: true });
});

test("offline: the print page is precached, reads the saves and makes new puzzles with the network off", async ({ page, context }) => {
  await open(page);
  const sw = await (await page.request.get("./sw.js")).text();
  const precache = JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1]);
  for (const file of ["print.html", "print-start.js", "print-page.css", "print_ui.js", "print_ui_bg.wasm", "en.txt", "de.txt", "engine_worker_loader.js", "engine_worker_bg.wasm"]) {
    expect(precache).toContain(`./${file}`);
  }
  await paste(page, EASY);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await openPrint(page);
  await expect(caption(page)).toHaveText(/^Standard · (easy|unrated)$/);
  await make(page, { variant: "standard", difficulty: "hard" });
  await expect(page.locator("#print-make")).toBeEnabled({ timeout: 30_000 });
  await expect(caption(page)).toHaveText("Standard · hard");
  // A reload offline: the saved game and the new puzzle (kept in the address), then back.
  await page.reload();
  await expect(caption(page)).toHaveText("Standard · hard");
  await expect(boxes(page)).toHaveCount(2);
  await page.locator("#print-back").click();
  await expect(page.locator(".cell.given")).toHaveCount(32);
  await context.setOffline(false);
});

test("screenshots and axe-core: phone 390×844 and desktop 1280×900, light and dark", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await fiveGames(page);
  await openPrint(page);
  await page.getByLabel("4 per page").check();
  await make(page, { variant: "color-diagonal", difficulty: "easy" });
  await expect(page.locator("#print-make")).toBeEnabled({ timeout: 30_000 });
  await page.locator("#print-difficulty").selectOption("range");
  for (const [name, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    for (const scheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png`, fullPage: true });
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${v.id}: ${v.nodes[0].target.join(" ")}`), `${name} ${scheme}`).toEqual([]);
    }
  }
});
