// Keyboard and small things (issue 14, point 8): Tab onto the board selects a cell; arrows
// wrap round the edges; "?" (key and button) shows every shortcut, the Z/X/C modes included;
// the long-press help only on touch screens; the clock stands still while the board is off
// the screen; a reload returns to the screen the player was on. Desktop and phone.
import { test, expect, open, cell, paste, UNIQUE } from "./fixtures.mjs";

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
};
const selected = (page) => page.locator('.cell[aria-selected="true"]');

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(`keyboard and small things on ${size}`, () => {
    test.use(options);

    test("Tab onto the board selects a cell; arrows wrap; ? shows every shortcut", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await page.reload();
      await expect(selected(page)).toHaveCount(0);
      // The board comes right after the screens in the Tab order.
      await page.locator("#nav-lab").focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("grid")).toBeFocused();
      await expect(cell(page, 1, 1)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowLeft");
      await expect(cell(page, 1, 9)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowUp");
      await expect(cell(page, 9, 1)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowDown");
      await expect(cell(page, 1, 1)).toHaveAttribute("aria-selected", "true");
      // ? opens the shortcuts, every mode key among them; ? again folds them away.
      const shortcuts = page.locator("#shortcuts");
      await expect(shortcuts.locator("ul")).toBeHidden();
      await page.keyboard.press("?");
      await expect(shortcuts.locator("ul")).toBeVisible();
      await expect(shortcuts).toContainText("Z · X · C");
      await expect(shortcuts).toContainText("Mode: digit · corner · candidate");
      await expect(shortcuts).toContainText("Ctrl + Shift + Z, Ctrl + Y");
      await expect(shortcuts.locator("li")).toHaveCount(12);
      await page.keyboard.press("?");
      await expect(shortcuts.locator("ul")).toBeHidden();
      // The button does the same.
      await page.getByText("Keyboard shortcuts (?)").click();
      await expect(shortcuts.locator("ul")).toBeVisible();
      // The long-press help is said on touch screens only.
      await expect(page.locator("#keypad-help")).toHaveCount(options.hasTouch ? 1 : 0);
    });

    test("the clock stands still off the board; a reload returns to the screen the player was on", async ({ page }) => {
      // Fake timers that stand still until the test moves them (as play.spec.mjs does).
      const t0 = new Date("2026-01-01T10:00:00Z");
      await page.clock.install({ time: t0 });
      await page.goto("./");
      await expect(page.getByRole("grid")).toBeVisible();
      await page.clock.pauseAt(new Date(t0.getTime() + 10 * 60_000));
      await paste(page, UNIQUE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.clock.runFor(5000);
      await expect(page.locator("#clock")).toHaveText("0:05");
      await page.getByRole("button", { name: "Games", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Saved games" })).toBeVisible();
      await page.clock.runFor(30_000);
      await expect(page.locator("#clock")).toHaveText("0:05");
      await page.reload();
      await expect(page.getByRole("heading", { name: "Saved games" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Games", exact: true })).toHaveAttribute("aria-pressed", "true");
      await page.getByRole("button", { name: "Board", exact: true }).click();
      await expect(page.getByRole("grid")).toBeVisible();
      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(page.getByRole("button", { name: "Board", exact: true })).toHaveAttribute("aria-pressed", "true");
    });
  });
}
