// The rating card (issue 16, point 3) on a desktop and a phone: made by the engine worker
// after Start, folded under its label; every scale, what the numbers mean, what newspapers'
// grades correspond to; the label in the library and on the print page, kept over a reload;
// German; "not rateable" with the reason for a puzzle with several solutions; hidden while
// the givens are entered.
import AxeBuilder from "@axe-core/playwright";
import { test, expect, open, cell, paste, UNIQUE, SEVERAL } from "./fixtures.mjs";

const EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};

const card = (page) => page.locator("#rating-card");
const summary = (page) => page.locator("#rating-card summary");
const section = (page, i) => page.locator("#rating-card p").nth(i);
const nav = (page, name) => page.locator(`#nav-${name}`).click();
const language = async (page, name) => {
  const details = page.locator("#settings");
  if (!(await details.evaluate((d) => d.open))) await page.locator("#settings summary").click();
  await page.getByLabel(name).check();
};

async function openCard(page) {
  if (!(await card(page).evaluate((d) => d.open))) await summary(page).click();
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport, ...(size === "phone" ? { isMobile: true, hasTouch: true } : {}) });

    test("every scale of the puzzle on the board, in the library and on the print page, over a reload and in German", async ({ page }) => {
      test.setTimeout(60_000);
      await open(page);
      // Entering: no card.
      await cell(page, 1, 1).click();
      await page.keyboard.press("4");
      await expect(card(page)).toBeHidden();
      // top1465 #1, played: rated in the worker.
      await paste(page, UNIQUE);
      await expect(card(page)).toBeVisible();
      await expect(summary(page)).toHaveText("Rating: extreme", { timeout: 20_000 });
      await openCard(page);
      await expect(section(page, 0)).toContainText("The scales");
      await expect(section(page, 0)).toContainText("HoDoKu: 5,328 points, extreme");
      await expect(section(page, 0)).toContainText("Sudoku Explainer: ER 9.0 · EP 1.2 · ED 1.2");
      await expect(section(page, 0)).toContainText("Stepwise points: 481.5 in total");
      await expect(section(page, 0)).toContainText("Lowest total over eight rotated, mirrored or relabelled copies");
      await expect(section(page, 0)).toContainText("Forcing Net Verity ×1");
      await expect(section(page, 1)).toContainText("What do these numbers mean?");
      await expect(section(page, 2)).toContainText("The Times, “Fiendish”: about our “medium”");
      await expect(section(page, 2)).toContainText("The Times, “Super Fiendish”: about our “hard”");
      // The open card, light and dark: no serious or critical axe-core finding.
      for (const scheme of ["light", "dark"]) {
        await page.emulateMedia({ colorScheme: scheme });
        const result = await new AxeBuilder({ page }).include("#rating-card").analyze();
        const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(bad.map((v) => `${v.id}: ${v.nodes[0].target.join(" ")}`), scheme).toEqual([]);
      }
      // A paragraph per section, its lines kept (the heading, its first line, is bold by CSS).
      expect(await section(page, 0).evaluate((p) => getComputedStyle(p).whiteSpace)).toBe("pre-line");

      // The label is the library's and the print page's.
      await nav(page, "library");
      await expect(page.locator(".game-row.current")).toContainText("Standard · extreme");
      await nav(page, "print");
      await expect(page.locator(".print-caption").first()).toHaveText("Standard · extreme");
      await page.locator("#print-back").click();
      await page.locator("#nav-play").click();

      // Over a reload: the label at once (saved with the game), the card again from the worker.
      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(summary(page)).toHaveText("Rating: extreme");
      await openCard(page);
      await expect(section(page, 0)).toContainText("HoDoKu: 5,328 points, extreme");

      // German: the card is said again, numbers as German writes them.
      await language(page, "Deutsch");
      await expect(summary(page)).toHaveText("Bewertung: extrem");
      await expect(section(page, 0)).toContainText("HoDoKu: 5.328 Punkte, extrem");
      await expect(section(page, 0)).toContainText("ER 9,0 · EP 1,2 · ED 1,2");
      await expect(section(page, 1)).toContainText("Was bedeuten diese Zahlen?");
      await expect(section(page, 2)).toContainText("The Times, „Fiendish“: etwa unser „mittel“");
      await language(page, "English");
      await expect(section(page, 0)).toContainText("HoDoKu: 5,328 points");

      // Another puzzle: its own label.
      await paste(page, EASY);
      await expect(summary(page)).toHaveText("Rating: easy", { timeout: 20_000 });
    });

    test("a puzzle with several solutions is not rateable, with the reason", async ({ page }) => {
      await open(page);
      await paste(page, SEVERAL);
      const start = page.getByRole("button", { name: "Start playing" });
      if (await start.isVisible()) await start.click();
      await expect(card(page)).toBeVisible();
      await openCard(page);
      await expect(section(page, 0)).toHaveText(
        "Not rateable\n• The givens allow more than one solution: a rating would depend on which one you find.",
      );
      await expect(summary(page)).toHaveText("Rating: unrated");
    });
  });
}
