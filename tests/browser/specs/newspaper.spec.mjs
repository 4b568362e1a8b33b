// A newspaper game survives (issue 13, point 1): played with pen-only hints only — no notes
// written, Direct Pointing and Direct Hidden Pair among them — to the end, reloaded in the
// middle and at the end, continued and undone; and a game the release of 2026-11-23 set
// aside as unreadable (a pen-only hint saved as `step:Direct_Pointing`) opens again, whole.
// Desktop and phone.
import { readFileSync } from "node:fs";
import { test, expect, open, cell, paste, storedAll } from "./fixtures.mjs";

/** A puzzle of the seed whose pen-only path uses Direct Pointing (4×) and Direct Hidden
 *  Pair (2×): 64 hints from start to end. */
const NEWSPAPER = "000000000000001002003000040000030000005460000070000801000040000020500060180000000";
/** A library entry written by the release of 2026-11-23 (see tests/fixtures/README.md). */
const SET_ASIDE = readFileSync(new URL("../../fixtures/entry-v2-direct-techniques.txt", import.meta.url), "utf8");

const SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 740 },
};

const hintPanel = (page) => page.locator("#hint-panel");
const hintButton = (page, name) => hintPanel(page).getByRole("button", { name, exact: true });
const toolbarUndo = (page) => page.locator(".toolbar").getByRole("button", { name: "Undo", exact: true });
/** The stored game on the board: its entry with its history blocks put back in. */
async function saved(page) {
  const all = await storedAll(page);
  const id = all["stepwise/v1/current-id"];
  let text = all[`stepwise/v1/games/${id}`];
  for (let i = 0; all[`stepwise/v1/moves/${id}/${i}`] !== undefined; i++) text += all[`stepwise/v1/moves/${id}/${i}`];
  return text;
}
const filled = (page) => page.locator(".cell.player");

/** Asks for a hint and climbs the ladder to its action; returns rung 1's text. */
async function applyOneHint(page) {
  await page.locator("#hint-button").click();
  await expect(hintPanel(page)).toBeVisible();
  const first = await hintPanel(page).locator('.hint-rung[data-rung="1"]').textContent();
  for (const step of ["Show where", "Show why"]) {
    const more = hintButton(page, step);
    if (await more.isVisible()) await more.click();
  }
  const before = await filled(page).count();
  await hintPanel(page).locator(".hint-action").click();
  await expect(filled(page)).toHaveCount(before + 1);
  return first;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport, ...(size === "phone" ? { isMobile: true, hasTouch: true } : {}) });

    test("a newspaper game played with pen-only hints to the end survives reloads and undo", async ({ page }) => {
      test.setTimeout(240_000);
      await open(page);
      await paste(page, NEWSPAPER);
      const givens = await page.locator(".cell.given").count();
      const empty = 81 - givens;
      const rungOnes = [];
      for (let i = 0; i < empty; i++) {
        rungOnes.push(await applyOneHint(page));
        if (i === 30) {
          // A reload in the middle: the game, its hints and its history come back.
          await page.reload();
          await expect(page.getByRole("grid")).toBeVisible();
          await expect(filled(page)).toHaveCount(31);
          await expect(page.locator(".notice")).toHaveCount(0);
        }
      }
      await expect(page.locator("#finish")).toContainText(`${empty} hints`);
      const text = await saved(page);
      expect(text).toMatch(/\nstepwise-save 3\n/);
      expect(text).toMatch(/\nmove step:direct-pointing /);
      expect(text).toMatch(/\nmove step:direct-hidden-pair /);
      expect(text).not.toMatch(/step:[A-Z]/);
      // The Direct hints said that an unwritten fact comes first.
      expect(rungOnes.filter((t) => /fact first/.test(t)).length).toBeGreaterThanOrEqual(2);

      // A reload at the end: solved, whole.
      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(page.locator(".notice")).toHaveCount(0);
      await expect(filled(page)).toHaveCount(empty);
      await expect(page.locator("#finish")).toBeVisible();
      // Undo walks back through the hints (two moves), survives a reload, and redoes.
      await toolbarUndo(page).click();
      await toolbarUndo(page).click();
      await expect(filled(page)).toHaveCount(empty - 2);
      await page.reload();
      await expect(filled(page)).toHaveCount(empty - 2);
      await page.getByRole("button", { name: "Redo", exact: true }).click();
      await expect(filled(page)).toHaveCount(empty - 1);
      // And the game goes on: the last hint again.
      await applyOneHint(page);
      await expect(filled(page)).toHaveCount(empty);
      await expect(page.locator("#finish")).toBeVisible();
    });

    test("a game the previous release set aside as unreadable opens again, whole", async ({ page }) => {
      await page.addInitScript((entry) => {
        if (!localStorage.getItem("stepwise/test/seeded")) {
          localStorage.setItem("stepwise/test/seeded", "1");
          localStorage.setItem("stepwise/v1/games/mi9xq0a", entry);
          localStorage.setItem("stepwise/v1/current-id", "mi9xq0a");
        }
      }, SET_ASIDE);
      await open(page);
      // No "could not be read" notice: the entry is the game on the board.
      await expect(page.locator(".notice")).toHaveCount(0);
      const digits = SET_ASIDE.match(/^digits (.*)$/m)[1];
      const placed = [...digits].filter((c) => c !== ".").length;
      expect(placed).toBe(15);
      await expect(filled(page)).toHaveCount(placed);
      for (const [i, c] of [...digits].entries()) {
        if (c !== ".") await expect(page.locator(`#cell-${i}`)).toHaveText(c);
      }
      // Its whole history is there: 15 undos lead back to the givens.
      for (let i = 0; i < 15; i++) await toolbarUndo(page).click();
      await expect(filled(page)).toHaveCount(0);
      await expect(toolbarUndo(page)).toHaveAttribute("aria-disabled", "true");
      // Written back in the new format, readable after a reload.
      await page.reload();
      await expect(page.locator(".notice")).toHaveCount(0);
      await expect(filled(page)).toHaveCount(0);
      const text = await saved(page);
      expect(text).toMatch(/\nstepwise-save 3\n/);
      expect(text).toMatch(/\nmove step:direct-pointing /);
      await page.getByRole("button", { name: "Redo", exact: true }).click();
      await expect(filled(page)).toHaveCount(1);
      // It is listed in the library as a game in progress, not as unreadable.
      await page.locator("#nav-library").click();
      await expect(page.locator(".game-list.unreadable")).toHaveCount(0);
      await expect(page.locator(".game-list:not(.unreadable) .game-row")).toHaveCount(1);
    });
  });
}
