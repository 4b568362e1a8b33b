// A puzzle made on the device (issue 17): "New puzzle" with one button per level on the
// first screen and on the games screen; the puzzle is made in an engine worker of its own
// (the board stays responsive; Stop ends it), opens as a new game ready to play, and is
// kept over a reload like any other game. Phone and desktop; screenshots light and dark to
// /tmp/stepwise-gen.
import { test, expect, open, cell, givens } from "./fixtures.mjs";

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(`new puzzle on ${size}`, () => {
    test.use(options);

    test("a level's button makes a unique puzzle, ready to play, kept over a reload", async ({ page }) => {
      await open(page);
      const group = page.getByRole("group", { name: "New puzzle:" }).first();
      await expect(group).toBeVisible();
      await group.getByRole("button", { name: "hard" }).click();
      // The new game opens in play: the entry strip goes, the givens are there.
      await expect(page.locator("#entry-strip")).toBeHidden({ timeout: 20_000 });
      await expect(page.locator("#verdict")).toHaveText("Unique ✓");
      const made = await givens(page);
      expect(made.replace(/\./g, "").length).toBeGreaterThanOrEqual(17);
      // Playable: a digit goes into an empty cell.
      const empty = made.indexOf(".");
      await cell(page, Math.floor(empty / 9) + 1, (empty % 9) + 1).click();
      await page.keyboard.press("5");
      await expect(page.locator(`#cell-${empty}`)).toContainText("5");
      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      expect(await givens(page)).toBe(made);
      await expect(page.locator("#entry-strip")).toBeHidden();
      await expect(page.locator(`#cell-${empty}`)).toContainText("5");
      // It is a game of the library, where another level can be asked for.
      await page.locator("#nav-library").click();
      await expect(page.locator(".library li")).toHaveCount(1);
      await page.getByRole("group", { name: "New puzzle:" }).getByRole("button", { name: "easy" }).click();
      await expect(page.locator("#entry-strip")).toBeHidden({ timeout: 20_000 });
      await expect.poll(() => givens(page)).not.toBe(made);
      await page.locator("#nav-library").click();
      await expect(page.locator(".library li")).toHaveCount(2);
    });

    test("Stop ends the making; the board stays as it was and answers meanwhile", async ({ page }) => {
      // The worker's wasm arrives late, so the making lasts long enough to be stopped.
      await page.context().route("**/engine_worker_bg.wasm", async (route) => {
        await new Promise((r) => setTimeout(r, 4000));
        await route.continue().catch(() => {});
      });
      await open(page);
      const group = page.getByRole("group", { name: "New puzzle:" }).first();
      await group.getByRole("button", { name: "extreme" }).click();
      const status = group.getByRole("status");
      await expect(status).toBeVisible();
      // The board answers while the worker works.
      await cell(page, 1, 1).click();
      await page.keyboard.press("7");
      await expect(page.locator("#cell-0")).toContainText("7");
      await status.getByRole("button", { name: "Stop" }).click();
      await expect(status).toBeHidden();
      await expect(page.locator("#entry-strip")).toBeVisible();
    });

    test("screenshots, light and dark", async ({ browser }) => {
      for (const scheme of ["light", "dark"]) {
        const ctx = await browser.newContext({ ...options, colorScheme: scheme });
        const page = await ctx.newPage();
        await open(page);
        await page.screenshot({ path: `/tmp/stepwise-gen/${size}-first-${scheme}.png`, fullPage: true });
        await page.getByRole("group", { name: "New puzzle:" }).getByRole("button", { name: "medium" }).click();
        await expect(page.locator("#entry-strip")).toBeHidden({ timeout: 20_000 });
        await page.screenshot({ path: `/tmp/stepwise-gen/${size}-made-${scheme}.png` });
        await page.locator("#nav-library").click();
        await page.screenshot({ path: `/tmp/stepwise-gen/${size}-games-${scheme}.png` });
        await ctx.close();
      }
    });
  });
}
