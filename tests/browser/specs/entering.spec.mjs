// Entering and playing cannot be confused (issue 14, point 2): the mode is said above the
// board and on its frame; once the givens are unique, "Start playing" is the obvious next
// step within thumb reach; a digit typed after that while still entering asks "Start
// playing?" instead of silently becoming a given. Desktop and phone, each with a reload.
import { test, expect, open, cell, UNIQUE } from "./fixtures.mjs";

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
  "small phone": { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true },
};
const key = (page, digit) => page.getByRole("button", { name: new RegExp(`^${digit}, \\d left$`) });

/** Types UNIQUE's givens cell by cell: tapping the keypad on a phone, keys on a desktop. */
async function typeGivens(page, touch) {
  for (let i = 0; i < 81; i++) {
    if (UNIQUE[i] === ".") continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    if (touch) await key(page, UNIQUE[i]).click();
    else await page.keyboard.press(UNIQUE[i]);
  }
}

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(`entering on ${size}`, () => {
    test.use(options);
    const touch = !!options.hasTouch;

    test("the mode is unmistakable; unique givens make Start the next step, in thumb reach", async ({ page }) => {
      await open(page);
      const strip = page.locator("#entry-strip");
      await expect(strip).toBeVisible();
      await expect(strip).toContainText("Typing in the puzzle");
      await expect(strip).toContainText("digits printed in the newspaper");
      await expect(page.locator(".board")).toHaveClass(/entering/);
      await expect(page.locator("#start-playing")).not.toHaveClass(/start-ready/);
      await typeGivens(page, touch);
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      const start = page.locator("#start-playing");
      await expect(start).toHaveClass(/primary/);
      if (touch) {
        await page.evaluate(() => window.scrollTo(0, 0));
        // On the screen without scrolling, in its lower half (where the thumb is).
        const box = await start.boundingBox();
        const height = options.viewport.height;
        expect(box.y + box.height, "visible without scrolling").toBeLessThanOrEqual(height);
        expect(box.y, "in the lower half").toBeGreaterThan(height / 2);
      }
      await page.reload();
      await expect(page.locator("#entry-strip")).toBeVisible();
      await expect(page.locator("#start-playing")).toHaveClass(/primary/);
      await page.locator("#start-playing").click();
      await expect(page.locator("#entry-strip")).toBeHidden();
      await expect(page.locator(".board")).not.toHaveClass(/entering/);
    });

    test("forgot to start: a digit typed into unique givens asks “Start playing?”", async ({ page }) => {
      await open(page);
      await typeGivens(page, touch);
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      // The solution's 6 in r1c2, typed while still entering.
      await cell(page, 1, 2).click();
      if (touch) await key(page, 6).click();
      else await page.keyboard.press("6");
      const prompt = page.locator("#start-prompt");
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText("Are you solving now? Then the 6 in r1c2 is your own digit.");
      await expect(cell(page, 1, 2)).toHaveText("");
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      if (touch) {
        await page.evaluate(() => window.scrollTo(0, 0));
        // The sheet leaves the board in view.
        const [board, sheet] = [await page.locator(".board").boundingBox(), await prompt.boundingBox()];
        expect(sheet.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
      }
      // A reload forgets the question, not the givens.
      await page.reload();
      await expect(page.locator("#start-prompt")).toBeHidden();
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      await cell(page, 1, 2).click();
      await page.keyboard.press("6");
      await expect(prompt).toBeVisible();
      await prompt.getByRole("button", { name: "Yes, start playing" }).click();
      await expect(prompt).toBeHidden();
      await expect(page.locator("#entry-strip")).toBeHidden();
      await expect(cell(page, 1, 2)).toHaveText("6");
      await expect(cell(page, 1, 2)).toHaveClass(/player/);
      // Undo takes back the digit, then the start.
      await page.keyboard.press("Control+z");
      await expect(cell(page, 1, 2)).toHaveText("");
    });

    test("a printed digit after all: “No” adds it as a given and asks no more", async ({ page }) => {
      await open(page);
      await typeGivens(page, touch);
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      await cell(page, 1, 2).click();
      await page.keyboard.press("6");
      await page.locator("#start-prompt").getByRole("button", { name: "No, 6 is printed" }).click();
      await expect(cell(page, 1, 2)).toHaveText("6");
      await expect(cell(page, 1, 2)).toHaveClass(/given/);
      await cell(page, 1, 3).click();
      await page.keyboard.press("8");
      await expect(page.locator("#start-prompt")).toBeHidden();
      await expect(cell(page, 1, 3)).toHaveClass(/given/);
      await page.reload();
      await expect(cell(page, 1, 3)).toHaveClass(/given/);
      await expect(page.locator("#entry-strip")).toBeVisible();
    });
  });
}

/** Steady on a phone and a desktop (issue 14, point 7): the keypad and everything above it stay where
 *  they are while a whole puzzle is typed in on the keypad (the verdict's words change under
 *  it), then played to its first digits; measured after every tap, page coordinates. */
for (const [size, options] of Object.entries(VIEWPORTS)) {
  test(`steady on ${size}: the keypad does not move while a whole puzzle is typed`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(options.viewport);
    await open(page);
    const where = () =>
      page.evaluate(() => {
        const y = (sel) => Math.round((document.querySelector(sel).getBoundingClientRect().top + window.scrollY) * 100) / 100;
        return { keypad: y(".keypad"), board: y(".board"), start: y("#start-playing") };
      });
    const first = await where();
    const seen = [];
    const verdicts = new Set();
    for (let i = 0; i < 81; i++) {
      if (UNIQUE[i] === ".") continue;
      await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
      await key(page, UNIQUE[i]).click();
      verdicts.add(await page.locator("#verdict").textContent());
      seen.push(await where());
    }
    // The verdict changed on the way (several solutions, then one), so the line did change.
    expect(verdicts.size).toBeGreaterThan(1);
    await expect(page.locator("#verdict")).toHaveText("Unique ✓");
    const moved = (k) => Math.max(...seen.map((s) => Math.abs(s[k] - first[k])));
    console.log(`${size}: keypad moved ${moved("keypad")} px, board ${moved("board")} px, Start ${moved("start")} px over ${seen.length} givens`);
    expect(moved("keypad")).toBe(0);
    expect(moved("start")).toBe(0);
    expect(moved("board")).toBe(0);
    await page.reload();
    await expect(page.locator("#start-playing")).toHaveClass(/start-ready/);
    expect((await where()).keypad).toBe(first.keypad);
  });
}
