// An honest verdict for setters and newspaper solvers (issue 14, points 3 and 6): givens
// with a typo that breaks no house point at the likely culprit and its correction, and
// "Start playing" is refused with that help; givens with several solutions give their count,
// mark every cell not fixed in every solution, and offer a given that makes the puzzle
// unique, in one click. Typed cell by cell on a phone and a desktop, each with a reload.
// STEPWISE_SHOTS=dir saves screenshots of the new states, light and dark.
import { test, expect, open, cell, paste, UNIQUE, SEVERAL } from "./fixtures.mjs";

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};
const key = (page, digit) => page.getByRole("button", { name: new RegExp(`^${digit}, \\d left$`) });
const at = (i) => [Math.floor(i / 9) + 1, (i % 9) + 1];
const index = (row, col) => (row - 1) * 9 + (col - 1);

/** `UNIQUE` with the digit at (row, col) replaced (`.` to leave the cell empty). */
function changed(row, col, digit) {
  const i = index(row, col);
  return UNIQUE.slice(0, i) + digit + UNIQUE.slice(i + 1);
}

/** Types `givens` cell by cell: tapping the keypad on a phone, keys on a desktop. */
async function typeGivens(page, givens, touch) {
  for (let i = 0; i < 81; i++) {
    if (givens[i] === ".") continue;
    await cell(page, ...at(i)).click();
    if (touch) await key(page, givens[i]).click();
    else await page.keyboard.press(givens[i]);
  }
}

/** Screenshots of the page as it is, light and dark, when STEPWISE_SHOTS names a folder. */
async function shots(page, name) {
  const dir = process.env.STEPWISE_SHOTS;
  if (!dir) return;
  const width = page.viewportSize().width;
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${dir}/${name}-${width}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

// A typo the solver alone can see: r5c2 holds 8 in the newspaper, 1 was typed; no house has
// a digit twice, yet there is no solution. Five givens could be to blame, and only one
// change makes the puzzle unique.
const TYPO = changed(5, 2, "1");
const TYPO_VERDICT =
  "No solution, though no digit repeats in a house. The likely typo is one of the 5 marked " +
  "givens: without any one of them the puzzle can be solved. r5c2: did you mean 8?";
const SUSPECTS = ["r5c2", "r7c4", "r8c1", "r8c3", "r9c1"];

// A setter's puzzle without r6c4: 975 solutions, and 2 in r3c4 makes it unique.
const OPEN = changed(6, 4, ".");

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(`the verdict on ${size}`, () => {
    test.use(options);
    const touch = !!options.hasTouch;

    test("the typo path: the likely culprit is marked, Start is refused with that help, the correction fixes it", async ({ page }) => {
      await open(page);
      await typeGivens(page, TYPO, touch);
      const verdict = page.locator("#verdict");
      await expect(verdict).toHaveText(TYPO_VERDICT);
      const marked = page.locator(".cell.differs");
      await expect(marked).toHaveCount(SUSPECTS.length);
      for (const name of SUSPECTS) {
        const [row, col] = [Number(name[1]), Number(name[3])];
        await expect(cell(page, row, col)).toHaveClass(/differs/);
        await expect(cell(page, row, col)).toHaveClass(/given/);
        await expect(cell(page, row, col)).toHaveAttribute("aria-label", /marked by the verdict/);
      }
      // "Start playing" is refused; the verdict just above says what to correct.
      await page.locator("#start-playing").click();
      const refused = page.locator("#start-refused");
      await expect(refused).toBeVisible();
      await expect(refused).toHaveText("A puzzle without a solution cannot be played: correct the givens first.");
      await expect(page.locator("#entry-strip")).toBeVisible();
      await shots(page, "typo");

      await page.reload();
      await expect(page.locator("#verdict")).toHaveText(TYPO_VERDICT);
      await expect(page.locator(".cell.differs")).toHaveCount(SUSPECTS.length);
      await expect(page.locator("#start-refused")).toBeHidden();
      await page.locator("#start-playing").click();
      await expect(page.locator("#start-refused")).toBeVisible();
      await expect(page.locator("#entry-strip")).toBeVisible();

      // The correction the verdict suggests makes the puzzle unique; then play starts.
      await cell(page, 5, 2).click();
      if (touch) await key(page, "8").click();
      else await page.keyboard.press("8");
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      await expect(page.locator(".cell.differs")).toHaveCount(0);
      await expect(page.locator("#start-refused")).toBeHidden();
      await page.locator("#start-playing").click();
      await expect(page.locator("#entry-strip")).toBeHidden();
    });

    test("a non-unique puzzle's verdict: the count, every open cell marked, one click to unique", async ({ page }) => {
      await open(page);
      await typeGivens(page, OPEN, touch);
      const verdict = page.locator("#verdict");
      const several =
        "Several solutions: 975. The 61 marked cells are not fixed in every solution: adding a " +
        "given in one of these cells would narrow it.";
      await expect(verdict).toHaveText(several);
      await expect(page.locator(".cell.differs")).toHaveCount(61);
      await expect(page.locator(".cell.differs.given")).toHaveCount(0);
      const offer = page.locator("#unique-with");
      await expect(offer).toHaveText("Add 2 in r3c4: unique");
      await shots(page, "several");

      await page.reload();
      await expect(page.locator("#verdict")).toHaveText(several);
      await expect(page.locator(".cell.differs")).toHaveCount(61);
      await expect(page.locator("#unique-with")).toHaveText("Add 2 in r3c4: unique");
      await page.locator("#unique-with").click();
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      await expect(cell(page, 3, 4)).toHaveClass(/given/);
      await expect(cell(page, 3, 4)).toContainText("2");
      await expect(page.locator("#unique-with")).toBeHidden();
      await expect(page.locator(".cell.differs")).toHaveCount(0);
      await expect(page.locator("#start-playing")).toHaveClass(/start-ready/);

      // Fewer givens: too many solutions to count here, and no single given helps; it says so.
      await paste(page, SEVERAL);
      await expect(page.locator("#verdict")).toHaveText(
        "Several solutions: at least 10,000. The 64 marked cells are not fixed in every " +
          "solution: adding a given in one of these cells would narrow it. No single given makes it unique.",
      );
      await expect(page.locator("#unique-with")).toBeHidden();
      // A pasted puzzle is played at once; with several solutions that is allowed (the
      // banner says what it costs), and the suggestion is for setters, not while playing.
      await expect(page.locator("#play-banner")).toBeVisible();
      await expect(page.locator(".cell.differs")).toHaveCount(64);
    });
  });
}
