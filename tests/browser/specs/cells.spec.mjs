// Issue 14, point 8 and the rough edges, on a desktop and a phone: German names cells its own
// way (Z4S5) in a hint and in the typo help; the library shows a mini board and a name for
// each game, renamed in place and kept over a reload; erasing a digit puts back the notes
// its placement took from its peers (over a reload too); no cell is selected before the
// player asks for one.
import { mkdirSync } from "node:fs";
import { test, expect, open, cell, paste, UNIQUE } from "./fixtures.mjs";
import { SKYSCRAPER } from "./hint-data.mjs";

const SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};
/** No solution, and no digit repeats: the likely typo is r7c2, which should be 6. */
const TYPO = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.4....28....419..5....8..79";
const EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const SHOTS = process.env.STEPWISE_SHOTS || "test-results/cells-shots";

const rung = (page, n) => page.locator(`#hint-panel .hint-rung[data-rung="${n}"]`);
const hintButton = (page, name) => page.locator("#hint-panel").getByRole("button", { name, exact: true });
const settings = async (page) => {
  const details = page.locator("#settings");
  if (!(await details.evaluate((d) => d.open))) await page.locator("#settings summary").click();
};
const language = async (page, name) => {
  await settings(page);
  await page.getByLabel(name).check();
};
const nav = (page, name) => page.locator(`#nav-${name}`).click();
const rows = (page) => page.locator(".game-list:not(.unreadable) .game-row");
const notes = (c) => c.locator(".note").allTextContents();

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport, ...(size === "phone" ? { isMobile: true, hasTouch: true } : {}) });

    test("German names cells Z4S5 in a hint and in the typo help; the notation stays r4c5", async ({ page }) => {
      await open(page);
      await paste(page, SKYSCRAPER);
      await language(page, "Deutsch");
      await page.locator("#hint-button").click();
      await hintButton(page, "Zeig, wo").click();
      await expect(rung(page, 2)).toHaveText("Folge der Kette (4)r5c4 = (4)r3c4 - (4)r3c7 = (4)r6c7.");
      await hintButton(page, "Zeig, warum").click();
      await expect(rung(page, 3)).toContainText("Angenommen, in Z5S4 steht keine 4.");
      await expect(rung(page, 3)).not.toContainText(/\br\dc\d/);
      await language(page, "English");
      await expect(rung(page, 3)).toContainText("Suppose r5c4 is not 4.");
      await expect(rung(page, 3)).not.toContainText(/\bZ\dS\d/);
      // The typo help, in German.
      await language(page, "Deutsch");
      await page.getByLabel("Rätsel einfügen").fill(TYPO);
      await page.getByRole("button", { name: "Rätsel laden" }).click();
      await expect(page.locator("#verdict")).toContainText("Z7S2: Meintest du 6?");
      await expect(page.locator("#verdict")).not.toContainText(/\br\dc\d/);
    });

    test("the library shows a mini board and a name per game; a rename survives a reload", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await cell(page, 1, 2).click();
      await page.keyboard.press("5");
      await paste(page, EASY);
      await nav(page, "library");
      await expect(rows(page)).toHaveCount(2);
      const boards = page.locator(".game-row .mini-board");
      await expect(boards).toHaveCount(2);
      // The older game: 18 givens and the player's 5 in r1c2.
      const older = rows(page).nth(1);
      // Two texts: the givens and the player's digits, each digit at its cell's centre.
      await expect(older.locator(".mini-board text").first()).toHaveText("436815986721275349");
      await expect(older.locator(".mini-board text.p")).toHaveText("5");
      await expect(older.locator(".mini-board text.p")).toHaveAttribute("x", "1.5 ");
      await expect(older.locator(".mini-board text.p")).toHaveAttribute("y", "0.8 ");
      await expect(older.locator(".mini-board")).toHaveAttribute("role", "img");
      await expect(older.locator(".mini-board")).toHaveAttribute("aria-label", "Board: 18 givens and your digits");
      // Names: a default saying how the game began and when.
      const name = older.getByRole("textbox", { name: /Name of this game/ });
      await expect(name).toHaveValue(/^Pasted · \S/);
      await expect(rows(page).first().getByRole("textbox")).toHaveValue(/^Pasted · \S/);
      await name.fill("Saturday paper, p. 12");
      await name.press("Enter");
      await expect(older.getByRole("textbox")).toHaveValue("Saturday paper, p. 12");
      await page.reload();
      await expect(page.getByRole("grid").or(page.locator(".library"))).toBeVisible();
      if (!(await page.locator(".library").isVisible())) await nav(page, "library");
      await expect(rows(page)).toHaveCount(2);
      await expect(rows(page).first().getByRole("textbox", { name: /Name of this game/ })).toHaveValue(/^Pasted · /);
      await expect(rows(page).nth(1).getByRole("textbox")).toHaveValue("Saturday paper, p. 12");
      // In German, the default says it in German; the player's name stays as typed.
      await nav(page, "play");
      await language(page, "Deutsch");
      await nav(page, "library");
      await expect(rows(page).first().getByRole("textbox")).toHaveValue(/^Eingefügt · \S/);
      await expect(rows(page).nth(1).getByRole("textbox")).toHaveValue("Saturday paper, p. 12");
      await expect(rows(page).nth(1).locator(".mini-board")).toHaveAttribute("aria-label", "Brett: 18 Vorgaben und deine Ziffern");
      await nav(page, "play");
      await language(page, "English");
      await nav(page, "library");
      // Emptied, the name goes back to the default.
      const renamed = rows(page).nth(1).getByRole("textbox");
      await renamed.fill("");
      await renamed.press("Enter");
      await page.reload();
      if (!(await page.locator(".library").isVisible())) await nav(page, "library");
      await expect(rows(page).nth(1).getByRole("textbox")).toHaveValue(/^Pasted · \S/);
      // Screenshots, light and dark, for a person to look at.
      mkdirSync(SHOTS, { recursive: true });
      for (const scheme of ["light", "dark"]) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: `${SHOTS}/library-${size}-${scheme}.png` });
        if (size === "phone") {
          await page.setViewportSize({ width: 320, height: 700 });
          await page.screenshot({ path: `${SHOTS}/library-320-${scheme}.png` });
          await page.setViewportSize(viewport);
        }
      }
    });

    test("erasing a digit puts back the notes its placement took from its peers", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await settings(page);
      await page.getByLabel("Remove a placed digit from its peers’ notes").check();
      await page.locator("#settings summary").click();
      await page.getByRole("button", { name: "Fill candidates" }).click();
      // r1c2 has candidates 1 2 5 6 9; r1c9 shares the 5 (top1465 #1).
      await expect(cell(page, 1, 9).locator(".note")).toContainText(["5"]);
      const peerBefore = await notes(cell(page, 1, 9));
      const blockBefore = await notes(cell(page, 2, 1));
      await cell(page, 1, 2).click();
      await page.keyboard.press("5");
      await expect(cell(page, 1, 2)).toHaveText("5");
      expect(await notes(cell(page, 1, 9))).not.toContain("5");
      // Later work elsewhere stays.
      await cell(page, 9, 9).click();
      await page.keyboard.press("Delete");
      await cell(page, 1, 2).click();
      await page.keyboard.press("Delete");
      await expect(cell(page, 1, 2).locator(".digit")).toHaveCount(0);
      await expect.poll(() => notes(cell(page, 1, 9))).toEqual(peerBefore);
      expect(await notes(cell(page, 2, 1))).toEqual(blockBefore);
      await expect(cell(page, 9, 9).locator(".note")).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      await expect.poll(() => notes(cell(page, 1, 9))).toEqual(peerBefore);
      // Undo takes the notes out with the erase, redo puts them back.
      await page.keyboard.press("Control+z");
      await expect(cell(page, 1, 2)).toHaveText("5");
      expect(await notes(cell(page, 1, 9))).not.toContain("5");
    });

    test("no cell is selected before the player picks one; a tap selects only its own cell", async ({ page }) => {
      // Every frame from the first paint on: a selected cell before any input is a flash.
      await page.addInitScript(() => {
        window.__selectedSeen = [];
        const look = () => {
          for (const c of document.querySelectorAll(".cell.selected")) window.__selectedSeen.push(c.id);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await open(page);
      await paste(page, UNIQUE);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.__selectedSeen)).toEqual([]);
      // A slow tap on r5c5: r1c1 is never selected on the way (the board takes the focus
      // on the press, before the tap's click selects its cell).
      const box = await cell(page, 5, 5).boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(150);
      await page.mouse.up();
      await expect(cell(page, 5, 5)).toHaveClass(/selected/);
      // The frame watcher records the selection on its next animation frame, which may come
      // after the class is seen: wait for it, then nothing else may have been selected.
      const seen = () => page.evaluate(() => [...new Set(window.__selectedSeen)]);
      await expect.poll(seen).toContain("cell-40");
      expect(await seen()).toEqual(["cell-40"]);
    });
  });
}
