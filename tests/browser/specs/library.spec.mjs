// Saved games, sharing and export (issue 5, points 7 and 8), on a desktop and a phone
// viewport: the library lists, continues and deletes games; old saves migrate and damaged
// entries are survived; share links reopen the same position in a fresh browser; the SVG
// download is named and valid; copy as text. (Printing is a page of its own:
// print.spec.mjs.)
import { readFileSync } from "node:fs";
import { test, expect, open, cell, paste, storedAll, UNIQUE } from "./fixtures.mjs";

const EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const V1_SAVE = readFileSync(new URL("../../fixtures/save-v1.txt", import.meta.url), "utf8");
const SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 740 },
};

const nav = (page, name) => page.locator(`#nav-${name}`).click();
const rows = (page) => page.locator(".game-list:not(.unreadable) .game-row");

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport, ...(size === "phone" ? { isMobile: true, hasTouch: true } : {}) });

    test("the library lists games in progress and finished, continues and deletes with undo", async ({ page }) => {
      await open(page);
      await nav(page, "library");
      await expect(page.locator(".library")).toContainText("No saved games yet");
      await nav(page, "play");
      await paste(page, UNIQUE);
      await cell(page, 1, 2).click();
      await page.keyboard.press("5");
      // A second game: the first stays in the library.
      await paste(page, EASY);
      await nav(page, "library");
      await expect(rows(page)).toHaveCount(2);
      await expect(page.locator("#lib-open")).toHaveText("In progress");
      await expect(rows(page).first()).toHaveClass(/current/);
      await expect(rows(page).first()).toContainText("Standard · easy");
      // top1465 #1 is rated Extreme since the forcing nets (issue 15); until the rating worker
      // has walked its path the row says "unrated".
      await expect(rows(page).nth(1)).toContainText(/Standard · (unrated|extreme)/);
      await expect(rows(page).nth(1)).toContainText("1% done · 19 of 81 cells filled");
      await expect(rows(page).nth(1)).toContainText(/Last played \S/);
      // Continue the first game: its digit is back.
      await rows(page).nth(1).getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(cell(page, 1, 2)).toHaveText("5");
      await expect(page.locator(".cell.given")).toHaveCount(18);
      // Delete the other one, undo, delete again.
      await nav(page, "library");
      await expect(rows(page)).toHaveCount(2);
      const other = rows(page).filter({ hasText: "easy" });
      const id = await other.getAttribute("data-id");
      await other.getByRole("button", { name: "Delete" }).click();
      await expect(rows(page)).toHaveCount(1);
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(rows(page)).toHaveCount(2);
      await rows(page).filter({ hasText: "easy" }).getByRole("button", { name: "Delete" }).click();
      await expect(rows(page)).toHaveCount(1);
      expect(await page.evaluate((k) => localStorage.getItem(k), `stepwise/v1/games/${id}`)).toBeNull();
      // A new blank game; a reload comes back to it, the saved game stays listed.
      await page.locator("#library-new").click();
      await expect(page.locator(".cell.given")).toHaveCount(0);
      await page.reload();
      await expect(page.locator(".cell.given")).toHaveCount(0);
      await nav(page, "library");
      await expect(rows(page)).toHaveCount(1);
    });

    test("a finished game is listed as finished with its time", async ({ page }) => {
      await open(page);
      // The solution of EASY with r1c1 left open, then fill it in.
      const solved = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
      await paste(page, "." + solved.slice(1));
      await cell(page, 1, 1).click();
      await page.keyboard.press("4");
      await nav(page, "library");
      await expect(page.locator("#lib-done")).toHaveText("Finished");
      await expect(page.locator(".game-list", { has: page.locator("#lib-done") }).locator(".game-row")).toContainText(/Solved in \d+:\d\d/);
    });

    test("an old single save migrates and a damaged entry is skipped with a notice, kept", async ({ page }) => {
      await open(page);
      await page.evaluate((v1) => {
        localStorage.clear();
        localStorage.setItem("stepwise/v1/current", v1);
        localStorage.setItem("stepwise/v1/games/bad1", "<img src=x onerror=alert(1)> not a save");
        localStorage.setItem("stepwise/v1/games/Foreign!", "{}");
      }, V1_SAVE);
      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      // The v1 game is on the board: diagonal, 18 givens, the player's 5 in r1c2 and 7 in r8c2.
      await expect(page.locator(".cell.given")).toHaveCount(18);
      await expect(cell(page, 1, 2)).toHaveText("5");
      await expect(cell(page, 1, 2)).toHaveClass(/player/);
      await expect(page.getByLabel("Diagonal", { exact: true })).toBeChecked();
      const notice = page.locator(".notice");
      await expect(notice).toContainText("stepwise/v1/games/bad1 (the entry is not a saved game of this app)");
      await expect(notice).toContainText("stepwise/v1/games/Foreign! (the entry's name is not a game id)");
      await expect(page.locator(".notice img")).toHaveCount(0);
      const store = await storedAll(page);
      expect(store["stepwise/v1/current"]).toBeUndefined();
      expect(store["stepwise/v1/games/bad1"]).toContain("<img");
      const id = store["stepwise/v1/current-id"];
      expect(store[`stepwise/v1/games/${id}`]).toMatch(/^stepwise-entry 2\n[\s\S]*stepwise-save 3\nvariant diagonal\n/);
      // The library lists the migrated game and names the unreadable entries.
      await nav(page, "library");
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText("Diagonal");
      const bad = page.locator(".game-list.unreadable .game-row");
      await expect(bad).toHaveCount(2);
      await bad.filter({ hasText: "bad1" }).getByRole("button", { name: "Remove" }).click();
      await expect(bad).toHaveCount(1);
      expect(await page.evaluate(() => localStorage.getItem("stepwise/v1/games/bad1"))).toBeNull();
    });

    test("a share link opens the same position in a fresh browser", async ({ page, browser, baseURL }) => {
      await open(page);
      await paste(page, UNIQUE);
      await page.getByLabel("Diagonal", { exact: true }).check();
      await cell(page, 1, 2).click();
      await page.keyboard.press("5");
      await page.locator("#share-progress").check();
      await page.locator("#share-link").click();
      const link = await page.locator("#share-output").inputValue();
      expect(link).toMatch(/\/stepwise\/#p=1d[A-Za-z0-9_-]+$/);

      const context = await browser.newContext({ viewport, serviceWorkers: "block" });
      const fresh = await context.newPage();
      const problems = [];
      fresh.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      fresh.on("pageerror", (e) => problems.push(e.message));
      await fresh.goto(link);
      await expect(fresh.getByRole("grid")).toBeVisible();
      await expect(fresh.locator(".cell.given")).toHaveCount(18);
      await expect(fresh.locator("#cell-1")).toHaveText("5");
      await expect(fresh.locator("#cell-1")).toHaveClass(/player/);
      await expect(fresh.getByLabel("Diagonal", { exact: true })).toBeChecked();
      await expect(fresh.locator("#announcer")).toHaveText("Opened the puzzle from the link as a new game.");
      // The link left the address bar, and the game is in the new browser's library.
      expect(new URL(fresh.url()).hash).toBe("");
      await fresh.reload();
      await expect(fresh.locator("#cell-1")).toHaveText("5");
      await fresh.locator("#nav-library").click();
      await expect(fresh.locator(".game-row")).toHaveCount(1);
      // A puzzle text in ?p= opens too; a damaged link says what is wrong and changes nothing.
      await fresh.goto(`${baseURL}?p=${EASY}`);
      await expect(fresh.locator(".cell.given")).toHaveCount(EASY.replace(/0/g, "").length);
      await fresh.goto(`${baseURL}#p=${link.split("#p=")[1].slice(0, 12)}`);
      await expect(fresh.locator(".notice")).toHaveText(/This link could not be opened: the code is cut off\./);
      await expect(fresh.locator(".cell.given")).toHaveCount(EASY.replace(/0/g, "").length);
      expect(problems).toEqual([]);
      await context.close();
    });

    test("a SudokuWiki-style ?bd= link opens its puzzle and leaves the address bar", async ({ page }) => {
      await page.goto(`./?bd=${EASY}`);
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(page.locator(".cell.given")).toHaveCount(EASY.replace(/0/g, "").length);
      await expect(page.locator("#cell-2")).toHaveText("3");
      await expect(page).toHaveURL(/\/stepwise\/$/);
    });

    test("a code typed on the games screen opens; a typo is caught", async ({ page }) => {
      await open(page);
      await paste(page, EASY);
      await page.locator("#share-link").click();
      const code = (await page.locator("#share-output").inputValue()).split("#p=")[1];
      await nav(page, "library");
      await page.locator("#library-new").click();
      await expect(page.locator(".cell.given")).toHaveCount(0);
      await nav(page, "library");
      const flipped = code.slice(0, 6) + (code[6] === "A" ? "B" : "A") + code.slice(7);
      await page.locator("#open-code-text").fill(flipped);
      await page.locator("#open-code-go").click();
      await expect(page.locator("#open-code-message")).toContainText(/check character|goes on after its end|not 1–9|cut off/);
      await page.locator("#open-code-text").fill(code);
      await page.locator("#open-code-go").click();
      await expect(page.locator(".cell.given")).toHaveCount(EASY.replace(/0/g, "").length);
    });

    test("SVG download: named with timestamp and level, valid SVG with 81 cells", async ({ page }) => {
      await open(page);
      await paste(page, EASY);
      // The level in the name is the rating's, which the engine worker sends after Start
      // (under load it came after the click, and the file was named "unrated").
      await expect(page.locator("#rating-card summary")).toHaveText("Rating: easy", { timeout: 20_000 });
      await cell(page, 1, 1).click();
      await page.keyboard.press("4");
      const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#share-svg").click()]);
      const name = download.suggestedFilename();
      expect(name).toMatch(/^sudoku-20\d{6}T\d{6}-easy\.svg$/);
      const text = readFileSync(await download.path(), "utf8");
      const parsed = await page.evaluate((svg) => {
        const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
        return {
          error: doc.getElementsByTagName("parsererror").length,
          root: doc.documentElement.localName,
          cells: doc.querySelectorAll("rect.cell").length,
          thick: doc.querySelectorAll("line.thick").length,
          thin: doc.querySelectorAll("line.thin").length,
          givens: doc.querySelectorAll("text.given").length,
          player: doc.querySelectorAll("text.player").length,
        };
      }, text);
      expect(parsed).toEqual({ error: 0, root: "svg", cells: 81, thick: 4, thin: 12, givens: 32, player: 0 });
      await expect(page.locator(".share p")).toContainText(name);
      // With progress: the player's digit is drawn too.
      await page.locator("#share-progress").check();
      const [second] = await Promise.all([page.waitForEvent("download"), page.locator("#share-svg").click()]);
      expect(readFileSync(await second.path(), "utf8")).toContain('class="player"');
    });

    test("copy as text and copy link use the clipboard; without it the text is selected to copy", async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL).origin });
      await open(page);
      await paste(page, UNIQUE);
      await cell(page, 1, 2).click();
      await page.keyboard.press("5");
      await page.locator("#share-text").click();
      await expect(page.locator(".copy-field")).toContainText("Copied:");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(UNIQUE);
      await expect(page.locator("#share-output")).toHaveValue(UNIQUE);
      await page.locator("#share-progress").check();
      await page.locator("#share-text").click();
      const withDigit = UNIQUE.slice(0, 1) + "5" + UNIQUE.slice(2);
      await expect(page.locator("#share-output")).toHaveValue(withDigit);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(withDigit);
      // The clipboard refuses: the field is focused with its text selected.
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
      });
      await page.locator("#share-link").click();
      await expect(page.locator(".copy-field")).toContainText("Copying is not allowed here");
      await expect(page.locator("#share-output")).toBeFocused();
      const selected = await page.evaluate(() => {
        const i = document.getElementById("share-output");
        return i.value.slice(i.selectionStart, i.selectionEnd);
      });
      expect(selected).toMatch(/#p=1s/);
    });
  });
}
