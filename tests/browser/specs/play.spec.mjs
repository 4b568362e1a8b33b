// Playing a puzzle (issue 5, points 1–6 and 9–11): notes, undo, checks, highlights, timer,
// keyboard and touch input, themes, accessibility (with an axe-core audit), German.
// Every test runs on a desktop and on a phone viewport.
import AxeBuilder from "@axe-core/playwright";
import { test, expect, open, cell, paste, UNIQUE, SEVERAL } from "./fixtures.mjs";

/** The unique solution of UNIQUE (from `stepwise solve`). */
const SOLUTION = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";
/** The solution with r9c9 empty: one digit from the end. */
const ALMOST = SOLUTION.slice(0, 80) + ".";

const key = (page, digit) => page.getByRole("button", { name: new RegExp(`^${digit}, \\d left$`) });
const announcer = (page) => page.locator("#announcer");
const settings = async (page) => {
  const details = page.locator("#settings");
  if (!(await details.evaluate((d) => d.open))) await page.locator("#settings summary").click();
};

/** Fake timers that stand still until the test moves them (after the app has loaded). */
const T0 = new Date("2026-01-01T10:00:00Z");
async function openFrozen(page) {
  await page.clock.install({ time: T0 });
  // Not `open`: its wait polls on timers, which the fake clock owns.
  await page.goto("./");
  await expect(page.getByRole("grid")).toBeVisible();
  await page.clock.pauseAt(new Date(T0.getTime() + 10 * 60_000));
}

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
};

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(`play on ${size}`, () => {
    test.use(options);

    test("entering: the verdict shows before play; givens and player digits look different; a non-unique puzzle plays with a banner", async ({ page }) => {
      await open(page);
      await cell(page, 1, 1).click();
      await page.keyboard.press("4");
      await expect(page.locator("#verdict")).toContainText("Several solutions");
      await expect(page.locator("#play-banner")).toHaveCount(0);
      await paste(page, UNIQUE);
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      await cell(page, 1, 2).click();
      await page.keyboard.press("6");
      const weight = (loc) => loc.evaluate((e) => Number(getComputedStyle(e).fontWeight));
      const colour = (loc) => loc.evaluate((e) => getComputedStyle(e).color);
      expect(await weight(cell(page, 1, 1))).toBeGreaterThanOrEqual(700);
      expect(await weight(cell(page, 1, 2))).toBeLessThanOrEqual(400);
      expect(await colour(cell(page, 1, 1))).not.toEqual(await colour(cell(page, 1, 2)));
      await expect(page.locator("#play-banner")).toHaveCount(0);

      await paste(page, SEVERAL);
      await expect(page.locator("#play-banner")).toContainText("more than one solution");
      await page.getByRole("button", { name: "Check my digits" }).click();
      await expect(page.locator("#check-message")).toHaveText("Checks need a puzzle with exactly one solution.");
      await expect(announcer(page)).toHaveText("Checks need a puzzle with exactly one solution.");
    });

    test("notes: corner by Shift, centre by Ctrl/Alt, mode toggle and Z/X/C, fill candidates, spoken labels", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await cell(page, 1, 2).click();
      await page.keyboard.press("Shift+Digit2");
      await page.keyboard.press("Shift+Digit6");
      await expect(cell(page, 1, 2).locator(".corner-notes .note")).toHaveText(["2", "6"]);
      await expect(announcer(page)).toHaveText("r1c2: corner note 6 added.");
      await page.keyboard.press("Alt+Digit5");
      await page.keyboard.press("Control+Digit7");
      await expect(cell(page, 1, 2).locator(".centre-notes")).toHaveText("57");
      await expect(cell(page, 1, 2)).toHaveAttribute("aria-label", "row 1, column 2, empty, candidates 5 7, corner notes 2 6");
      // Modes by key: C centre, X corner, Z digit.
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("c");
      await expect(page.getByRole("button", { name: "Candidate", exact: true })).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("2");
      await page.keyboard.press("5");
      await page.keyboard.press("5");
      await expect(cell(page, 1, 3).locator(".centre-notes")).toHaveText("2");
      await expect(announcer(page)).toHaveText("r1c3: centre note 5 removed.");
      await page.keyboard.press("x");
      await page.keyboard.press("9");
      await expect(cell(page, 1, 3).locator(".corner-notes")).toHaveText("9");
      await page.keyboard.press("z");
      await expect(page.getByRole("button", { name: "Digit", exact: true })).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("8");
      await expect(cell(page, 1, 3)).toHaveText("8");
      // The mode toggle on the keypad does the same by tap.
      await cell(page, 2, 1).click();
      await page.getByRole("button", { name: "Corner" }).click();
      await key(page, 3).click();
      await expect(cell(page, 2, 1).locator(".corner-notes")).toHaveText("3");
      await page.getByRole("button", { name: "Digit", exact: true }).click();
      // Fill candidates: every empty cell gets the digits its peers allow.
      await page.getByRole("button", { name: "Fill candidates" }).click();
      await expect(announcer(page)).toHaveText("Candidates filled in.");
      await expect(cell(page, 1, 2)).toHaveAttribute("aria-label", /^row 1, column 2, empty, candidates [1-9 ]+, corner notes 2 6$/);
      await expect(page.locator(".cell .centre-notes")).toHaveCount(81 - 18 - 1);
      // A note on a filled cell is refused and said.
      await cell(page, 1, 1).click();
      await page.keyboard.press("Shift+Digit3");
      await expect(announcer(page)).toHaveText("r1c1 holds a digit; notes go into empty cells.");
    });

    test("removing a placed digit from its peers' notes is a setting, off by default", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await page.getByRole("button", { name: "Fill candidates" }).click();
      // r1c3 is 8 in the solution, so 8 is among its candidates.
      await cell(page, 1, 2).click();
      await page.keyboard.press("8");
      await expect(cell(page, 1, 3).locator(".centre-notes")).toContainText("8");
      await page.keyboard.press("Delete");
      await settings(page);
      const box = page.getByLabel("Remove a placed digit from its peers’ notes");
      await expect(box).not.toBeChecked();
      await box.check();
      await cell(page, 1, 2).click();
      await page.keyboard.press("8");
      await expect(cell(page, 1, 3).locator(".centre-notes")).not.toContainText("8");
      await page.reload();
      await settings(page);
      await expect(page.getByLabel("Remove a placed digit from its peers’ notes")).toBeChecked();
    });

    test("undo and redo by button and by Ctrl-Z, Ctrl-Shift-Z, Ctrl-Y; a reload keeps notes, history and the timer", async ({ page }) => {
      await openFrozen(page);
      await paste(page, UNIQUE);
      await page.clock.runFor(5000);
      await expect(page.locator("#clock")).toHaveText("0:05");
      await cell(page, 1, 2).click();
      await page.keyboard.press("6");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+Digit2");
      await page.keyboard.press("Control+z");
      await expect(cell(page, 1, 3)).toHaveText("");
      await expect(announcer(page)).toHaveText("Undone: move 2.");
      await page.keyboard.press("Control+Shift+Z");
      await expect(cell(page, 1, 3).locator(".corner-notes")).toHaveText("2");
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await expect(cell(page, 1, 2)).toHaveText("");
      await expect(page.getByRole("button", { name: "Undo", exact: true })).toHaveAttribute("aria-disabled", "true");
      await page.getByRole("grid").focus();
      await page.keyboard.press("Control+z");
      await expect(announcer(page)).toHaveText("Nothing to undo.");
      await page.getByRole("button", { name: "Redo" }).click();
      await expect(cell(page, 1, 2)).toHaveText("6");
      // The keys work with the focus on a tool button too, but not in the paste field.
      await page.getByRole("button", { name: "Redo" }).focus();
      await page.keyboard.press("Control+z");
      await expect(cell(page, 1, 2)).toHaveText("");
      await page.getByLabel("Paste a puzzle").focus();
      await page.keyboard.press("Control+y");
      await expect(cell(page, 1, 2)).toHaveText("");
      await page.getByRole("button", { name: "Redo" }).focus();
      await page.keyboard.press("Control+y");
      await expect(cell(page, 1, 2)).toHaveText("6");
      await cell(page, 1, 3).click();
      await page.keyboard.press("Control+y");
      await expect(cell(page, 1, 3).locator(".corner-notes")).toHaveText("2");
      await page.keyboard.press("Control+z");

      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(cell(page, 1, 2)).toHaveText("6");
      await expect(cell(page, 1, 3)).toHaveText("");
      await expect(page.locator("#clock")).toHaveText(/^0:0[56]$/);
      // The undone note is still redoable after the reload, and the digit undoable.
      await page.getByRole("button", { name: "Redo" }).click();
      await expect(cell(page, 1, 3).locator(".corner-notes")).toHaveText("2");
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await expect(cell(page, 1, 2)).toHaveText("");
    });

    test("clearing the board is one move: Ctrl-Z brings back givens, digits and notes, and the game stays saved", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await cell(page, 1, 2).click();
      await page.keyboard.press("6");
      await cell(page, 1, 3).click();
      await page.keyboard.press("Shift+Digit2");
      await page.getByRole("button", { name: "Edit givens" }).click();
      await page.getByRole("button", { name: "Clear board" }).click();
      await expect(page.locator(".cell.given")).toHaveCount(0);
      await expect(cell(page, 1, 2)).toHaveText("");
      // The focus went to the board with the pressed button gone: Ctrl-Z works at once.
      await page.keyboard.press("Control+z");
      await expect(page.locator(".cell.given")).toHaveCount(UNIQUE.replace(/\./g, "").length);
      await expect(cell(page, 1, 2)).toHaveText("6");
      await expect(cell(page, 1, 3).locator(".corner-notes")).toHaveText("2");
      await page.keyboard.press("Control+Shift+Z");
      await expect(page.locator(".cell.given")).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await expect(cell(page, 1, 2)).toHaveText("6");
    });

    test("digit, note and arrow keys act on the board after a button was pressed with the mouse", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await cell(page, 1, 2).click();
      await page.getByRole("button", { name: "Candidate", exact: true }).click();
      await page.keyboard.press("3");
      await expect(cell(page, 1, 2).locator(".centre-notes")).toHaveText("3");
      await page.getByRole("button", { name: "Digit", exact: true }).click();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("8");
      await expect(cell(page, 1, 3)).toHaveText("8");
      await key(page, 5).click();
      await page.keyboard.press("Backspace");
      await expect(cell(page, 1, 3)).toHaveText("");
      // Text fields keep their keys.
      await page.getByLabel("Paste a puzzle").focus();
      await page.keyboard.press("7");
      await expect(cell(page, 1, 3)).toHaveText("");
    });

    test("checks: conflicts always, check my digits, check this cell, show mistakes, undo to before the first mistake", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      // r1c2 is 6 in the solution; 4 repeats r1c1's given.
      await cell(page, 1, 2).click();
      await page.keyboard.press("4");
      await expect(cell(page, 1, 2)).toHaveClass(/conflict/);
      await expect(cell(page, 1, 1)).toHaveClass(/conflict/);
      await expect(cell(page, 1, 2)).toHaveAttribute("aria-label", "row 1, column 2, 4, conflict");
      await expect(cell(page, 1, 2).locator(".flag")).toHaveCount(1);
      // Taken back, so the history holds no mistake yet.
      await page.keyboard.press("Control+z");
      await expect(page.locator(".cell.conflict")).toHaveCount(0);
      await page.keyboard.press("6");
      await expect(page.locator(".cell.conflict")).toHaveCount(0);
      // Two good moves, then a wrong digit (r1c3 is 8, not 2), then a good one.
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("2");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("9");
      await expect(page.locator(".cell.wrong")).toHaveCount(0);
      await page.getByRole("button", { name: "Check my digits" }).click();
      await expect(page.locator("#check-message")).toHaveText("One of your digits is wrong; it is marked.");
      await expect(page.locator(".cell.wrong")).toHaveCount(1);
      await expect(cell(page, 1, 3)).toHaveClass(/wrong/);
      await expect(cell(page, 1, 3)).toHaveAttribute("aria-label", "row 1, column 3, 2, wrong");
      // The marks are for that board only: the next move clears them.
      await cell(page, 2, 1).click();
      await page.keyboard.press("Shift+Digit7");
      await expect(page.locator(".cell.wrong")).toHaveCount(0);
      await cell(page, 1, 3).click();
      await page.getByRole("button", { name: "Check this cell" }).click();
      await expect(page.locator("#check-message")).toHaveText("r1c3: the digit is wrong.");
      await cell(page, 1, 5).click();
      await page.getByRole("button", { name: "Check this cell" }).click();
      await expect(page.locator("#check-message")).toHaveText("r1c5 is a given.");
      // The setting marks wrong digits at once.
      await settings(page);
      await expect(page.getByLabel("Mark wrong digits at once")).not.toBeChecked();
      await page.getByLabel("Mark wrong digits at once").check();
      await expect(cell(page, 1, 3)).toHaveClass(/wrong/);
      await page.getByLabel("Mark wrong digits at once").uncheck();
      await expect(page.locator(".cell.wrong")).toHaveCount(0);
      // Back to just before the first mistake: the 6 stays, the 2 and what followed go.
      await page.getByRole("button", { name: "Undo to before the first mistake" }).click();
      await expect(page.locator("#check-message")).toHaveText("Back to move 1, just before the first mistake.");
      await expect(cell(page, 1, 2)).toHaveText("6");
      await expect(cell(page, 1, 3)).toHaveText("");
      await expect(cell(page, 1, 4)).toHaveText("");
      await page.getByRole("button", { name: "Undo to before the first mistake" }).click();
      await expect(page.locator("#check-message")).toHaveText("No mistake so far: nothing to undo.");
    });

    test("highlights: the selected cell's houses, the same digit, candidates of the digit; each with a non-colour cue", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await page.getByLabel("Diagonal", { exact: true }).check();
      await cell(page, 5, 5).click();
      // Row, column, block and both diagonals of r5c5: 8 + 8 + 4 + 6 + 6 = 32 other cells.
      await expect(page.locator(".cell.peer")).toHaveCount(32);
      const bar = await page.locator(".cell.peer").first().evaluate((e) => getComputedStyle(e).boxShadow);
      expect(bar).toContain("inset");
      await page.getByLabel("Standard", { exact: true }).check();
      await cell(page, 5, 5).click();
      await expect(page.locator(".cell.peer")).toHaveCount(20);
      // The given 8 at r2c7 selected: every 8 on the board is marked and underlined.
      await cell(page, 2, 7).click();
      await expect(page.locator(".cell.same")).toHaveCount(await page.locator(".cell .digit").filter({ hasText: /^8$/ }).count());
      const underline = await page.locator(".cell.same .digit").first().evaluate((e) => getComputedStyle(e).textDecorationLine);
      expect(underline).toBe("underline");
      // Candidates of a chosen digit: tap 5 with an empty cell selected, notes of 5 circled.
      await page.getByRole("button", { name: "Fill candidates" }).click();
      await cell(page, 1, 2).click();
      await page.getByRole("button", { name: "Candidate", exact: true }).click();
      await key(page, 5).click();
      await key(page, 5).click();
      await expect(page.locator(".note.hl").first()).toHaveText("5");
      const n = await page.locator(".cell.cand").count();
      expect(n).toBeGreaterThan(5);
      await expect(page.locator(".note.hl")).toHaveCount(n);
      const radius = await page.locator(".note.hl").first().evaluate((e) => getComputedStyle(e).borderRadius);
      expect(radius).toBe("50%");
    });

    test("timer: runs while playing, pauses when the page is hidden, can be switched off; a finished puzzle shows time, moves and hints", async ({ page }) => {
      await openFrozen(page);
      await page.clock.runFor(3000);
      await expect(page.locator("#clock")).toHaveText("0:00");
      await paste(page, ALMOST);
      await page.clock.runFor(65_000);
      await expect(page.locator("#clock")).toHaveText("1:05");
      await expect(page.locator("#clock")).toHaveAttribute("aria-label", "Time 1:05");
      await page.evaluate(() => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await page.clock.runFor(10_000);
      await expect(page.locator("#clock")).toHaveText("1:05");
      await page.evaluate(() => {
        delete document.hidden;
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await page.clock.runFor(2000);
      await expect(page.locator("#clock")).toHaveText("1:07");
      await settings(page);
      await page.getByLabel("Timer").uncheck();
      await expect(page.locator("#clock")).toBeHidden();
      await page.clock.runFor(5000);
      await page.getByLabel("Timer").check();
      await expect(page.locator("#clock")).toHaveText("1:07");
      await cell(page, 9, 9).click();
      await page.keyboard.press("6");
      await expect(page.locator("#finish")).toHaveText("Solved! Time 1:07 · 1 move · 0 hints");
      await expect(announcer(page)).toHaveText("Solved in 1:07!");
      await page.clock.runFor(5000);
      await expect(page.locator("#clock")).toHaveText("1:07");
    });

    test("keyboard only: Tab to the board, arrows, digits, notes, erase, undo, all announced", async ({ page }) => {
      await open(page);
      await page.getByLabel("Paste a puzzle").fill(UNIQUE);
      await page.getByLabel("Paste a puzzle").press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      await page.getByRole("grid").focus();
      // Focused from the keyboard, the board selects r1c1 itself.
      await expect(cell(page, 1, 1)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("6");
      await expect(cell(page, 1, 2)).toHaveText("6");
      await expect(announcer(page)).toHaveText("r1c2: 6.");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+Digit8");
      await expect(announcer(page)).toHaveText("r1c3: corner note 8 added.");
      await page.keyboard.press("Backspace");
      await expect(cell(page, 1, 3)).toHaveAttribute("aria-label", "row 1, column 3, empty");
      await expect(announcer(page)).toHaveText("r1c3 erased.");
      await page.keyboard.press("Control+z");
      await expect(announcer(page)).toHaveText("Undone: move 3.");
      await page.keyboard.press("c");
      await expect(announcer(page)).toHaveText("Mode: Candidate.");
      // The tools are reachable by Tab and work with Enter.
      await page.getByRole("button", { name: "Undo", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(cell(page, 1, 2)).toHaveText("6");
      await expect(cell(page, 1, 3)).toHaveText("");
    });

    test("touch: the keypad's targets are at least 44 px; a long press on a digit toggles a centre note", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      for (const button of await page.locator(".keypad-area button, .toolbar button, .checks button").all()) {
        const b = await button.boundingBox();
        expect(b.height).toBeGreaterThanOrEqual(44);
        expect(b.width).toBeGreaterThanOrEqual(44);
      }
      await cell(page, 1, 2).click();
      const five = key(page, 5);
      await five.dispatchEvent("pointerdown");
      await page.waitForTimeout(700);
      await five.dispatchEvent("pointerup");
      await five.dispatchEvent("click");
      await expect(cell(page, 1, 2).locator(".centre-notes")).toHaveText("5");
      await expect(cell(page, 1, 2).locator(".digit")).toHaveCount(0);
      // A short tap still places the digit.
      await five.click();
      await expect(cell(page, 1, 2)).toHaveText("5");
      const doc = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(doc[0]).toBeLessThanOrEqual(doc[1]);
    });

    test("themes: follow the system, with a manual override kept across reloads", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await open(page);
      const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const light = await bg();
      await page.emulateMedia({ colorScheme: "dark" });
      const dark = await bg();
      expect(dark).not.toEqual(light);
      await settings(page);
      await page.getByLabel("Light", { exact: true }).check();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      expect(await bg()).toEqual(light);
      await page.getByLabel("Dark", { exact: true }).check();
      await page.emulateMedia({ colorScheme: "light" });
      expect(await bg()).toEqual(dark);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await bg()).toEqual(dark);
      await settings(page);
      await page.getByLabel("Like the system").check();
      await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
      expect(await bg()).toEqual(light);
    });

    test("German: the switch turns labels, cells and announcements German", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      // A check asked before the verdict has come says the givens are still being checked.
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      await page.getByRole("button", { name: "Check my digits" }).click();
      await expect(page.locator("#check-message")).toHaveText("All your digits are right so far.");
      await settings(page);
      await page.getByLabel("Deutsch").check();
      await expect(page.locator("#check-message")).toHaveText("Alle deine Ziffern stimmen bisher.");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("button", { name: "Kandidaten eintragen" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Rückgängig" })).toBeVisible();
      await expect(page.getByRole("grid")).toHaveAttribute("aria-label", "Sudoku-Spielfeld, 9 mal 9");
      await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", "Zeile 1, Spalte 1, Vorgabe 4");
      await cell(page, 1, 2).click();
      await page.keyboard.press("Shift+Digit2");
      await expect(cell(page, 1, 2)).toHaveAttribute("aria-label", "Zeile 1, Spalte 2, leer, Ecknotizen 2");
      // German names the cell its own way (Z1S2), as in every German sentence.
      await expect(announcer(page)).toHaveText("Z1S2: Ecknotiz 2 gesetzt.");
      await expect(page.locator("#settings summary")).toHaveText("Einstellungen");
      await page.reload();
      await expect(page.getByRole("button", { name: "Meine Ziffern prüfen" })).toBeVisible();
      await settings(page);
      await page.getByLabel("English").check();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("button", { name: "Fill candidates" })).toBeVisible();
    });

    test("accessibility audit (axe-core): no serious or critical violations, light and dark", async ({ page }) => {
      test.setTimeout(120_000);
      const audit = async (what) => {
        const result = await new AxeBuilder({ page }).analyze();
        const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0].target.join(" ")}`);
        const unsure = result.incomplete.find((v) => v.id === "color-contrast")?.nodes.length ?? 0;
        console.log(`axe ${size} ${what}: ${result.violations.length} violations, ${bad.length} serious/critical, ${result.passes.length} rules passed, ${unsure} contrast checks left for review`);
        expect(summary, `axe on ${what}`).toEqual([]);
      };
      for (const scheme of ["light", "dark"]) {
        await page.emulateMedia({ colorScheme: scheme });
        await open(page);
        await audit(`${scheme} entering`);
        await paste(page, UNIQUE);
        await page.getByRole("button", { name: "Fill candidates" }).click();
        await cell(page, 1, 2).click();
        await page.keyboard.press("4");
        await cell(page, 1, 3).click();
        await page.keyboard.press("Shift+Digit8");
        await page.getByRole("button", { name: "Check my digits" }).click();
        await cell(page, 3, 8).click();
        await audit(`${scheme} playing (notes, conflict, wrong digit, highlights)`);
        await settings(page);
        await audit(`${scheme} settings open`);
        await paste(page, SEVERAL);
        await audit(`${scheme} non-unique banner`);
        await page.evaluate(() => localStorage.clear());
      }
    });
  });
}
