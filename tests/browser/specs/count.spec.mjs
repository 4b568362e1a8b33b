// Counting every solution of a non-unique puzzle in a web worker (the engine's count_all
// with progress, BRIEF "solution counting"): live progress, the exact total, Stop, a reset
// when the givens change, the page answering while it counts, German numbers.
import { test, expect, open, paste } from "./fixtures.mjs";

/** The seed's counting puzzle: 14,297,616 solutions (the seed author's program: 8 hours). */
const SEED = "050070090400000008000020000003010800000000000009060100000080000200000009060050000";
/** Eight givens: astronomically many solutions, a count that never ends in a test. */
const OPEN = "12345678." + ".".repeat(72);

const start = (page) => page.locator("#count-start");
const stop = (page) => page.locator("#count-stop");
const message = (page) => page.locator("#count-message");

test("the seed's 14,297,616 solutions are counted exactly, with live progress", async ({ page }) => {
  await open(page);
  await expect(start(page)).toBeHidden();
  await paste(page, SEED);
  await expect(page.locator("#verdict")).toContainText("Several solutions");
  await start(page).click();
  await expect(stop(page)).toBeVisible();
  await expect(page.locator(".solution-count progress")).toBeVisible();
  await expect(message(page)).toContainText(/^Counting… [\d,]+ solutions so far$/);
  await expect(message(page)).toHaveText(/^14,297,616 solutions, counted in \d+\.\d s\.$/, { timeout: 60_000 });
  await expect(stop(page)).toBeHidden();
  await expect(start(page)).toBeHidden();
});

test("the page answers while it counts; other givens reset the count; Stop ends it", async ({ page }) => {
  await open(page);
  await paste(page, OPEN);
  await start(page).click();
  await expect(message(page)).toHaveText(/^Counting… \d{1,3}(,\d{3})+ solutions so far$/, { timeout: 20_000 });
  // The page still takes input while the worker counts, and the count goes on.
  await page.locator("#cell-80").click();
  await page.keyboard.press("Digit9");
  await expect(page.locator("#cell-80")).toContainText("9");
  await expect(stop(page)).toBeVisible();
  // Another puzzle, another verdict: the old count is gone.
  await paste(page, OPEN.replace("1", "9"));
  await expect(start(page)).toBeVisible();
  await expect(message(page)).toBeHidden();
  await start(page).click();
  await expect(message(page)).toHaveText(/^Counting… \d{1,3}(,\d{3})+ solutions so far$/, { timeout: 20_000 });
  await stop(page).click();
  await expect(message(page)).toHaveText(/^Stopped after [\d,]+ solutions\.$/);
  const stopped = await message(page).textContent();
  await page.waitForTimeout(500);
  await expect(message(page)).toHaveText(stopped);
  await expect(start(page)).toBeVisible();
});

test("German: Lösungen zählen, with German thousands separators", async ({ page }) => {
  await open(page);
  await paste(page, SEED);
  await page.locator("#settings summary").click();
  await page.getByLabel("Deutsch").check();
  await page.getByRole("button", { name: "Alle Lösungen zählen" }).click();
  await expect(message(page)).toHaveText(/^14\.297\.616 Lösungen, gezählt in \d+,\d s\.$/, { timeout: 60_000 });
});
