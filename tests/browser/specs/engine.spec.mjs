// The engine off the main thread (issue 13, point 3): hints come from the engine worker, the
// verdict on the givens from a small worker of its own; a slow answer shows "Thinking…" only past 150 ms and never
// blocks the board; a worker that cannot load leaves the board playable, says hints are
// unavailable, and the next ask starts a new one.
import { test, expect, open, cell, paste, UNIQUE } from "./fixtures.mjs";

// Every request goes through the test's routes (a service worker would answer from its cache).
test.use({ serviceWorkers: "block" });

const panel = (page) => page.locator("#hint-panel");
const rung1 = (page) => page.locator('#hint-panel .hint-rung[data-rung="1"]');

test("hints come from the engine worker, and the board stays playable while it thinks", async ({ page }) => {
  // Hold the hint worker's code back for a second, as on a slow phone network.
  let held = 0;
  await page.route("**/engine_worker_bg.wasm", async (route) => {
    held += 1;
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await open(page);
  await paste(page, UNIQUE);
  await page.locator("#hint-button").click();
  // Not at once: only past 150 ms.
  await expect(page.locator(".hint-thinking")).toBeHidden();
  await expect(page.locator(".hint-thinking")).toBeVisible();
  await expect(page.locator(".hint-thinking")).toHaveText("Thinking…");
  // The board takes a digit meanwhile (which makes the awaited hint stale).
  await cell(page, 1, 2).click();
  await page.keyboard.press("5");
  await expect(cell(page, 1, 2)).toHaveText("5");
  await expect(panel(page).locator(".hint-status")).toHaveText(
    "The board changed, so this hint no longer fits. Ask for the next one.",
  );
  // Undone, the board is the one the hint was asked on again: the answer fits after all.
  await page.keyboard.press("Control+z");
  await expect(rung1(page)).toHaveText(/\S/);
  expect(held).toBeGreaterThan(0);
});

test("a worker that cannot load: hints unavailable, the board playable, the next ask starts a new one", async ({ page }) => {
  // The worker's script fails as it starts (a broken or missing download).
  await page.route("**/engine_worker_loader.js", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: 'throw new Error("the engine is broken");' }),
  );
  await open(page);
  await paste(page, UNIQUE);
  await page.locator("#hint-button").click();
  await expect(panel(page).locator(".hint-status")).toHaveText(
    "Hints are unavailable right now: the hint engine did not answer. Your game is safe; ask again in a moment.",
  );
  await cell(page, 1, 2).click();
  await page.keyboard.press("5");
  await expect(cell(page, 1, 2)).toHaveText("5");
  // Back again: the next ask starts a new worker.
  await page.unroute("**/engine_worker_loader.js");
  await panel(page).getByRole("button", { name: "Next hint" }).click();
  await expect(rung1(page)).toHaveText(/\S/);
});

// The verdict on the givens comes from a small worker of its own (the solver is not in the
// page's bundle, and the verdict never waits on the engine worker): "Checking the givens…"
// until it answers, the board playable meanwhile; a digit twice in a house is said at once,
// without a worker.
test("the verdict comes from its own worker, never the engine's; the board is playable while it loads", async ({ page }) => {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route("**/verdict_worker_bg.wasm", async (route) => {
    await held;
    await route.continue();
  });
  // The engine worker never loads in this test: the verdict must not need it.
  await page.route("**/engine_worker_bg.wasm", () => new Promise(() => {}));
  await open(page);
  await paste(page, UNIQUE);
  await expect(page.locator("#verdict")).toHaveText("Checking the givens…");
  // A check asked meanwhile says so (not that the puzzle lacks a single solution).
  await page.getByRole("button", { name: "Check my digits" }).click();
  await expect(page.locator("#check-message")).toHaveText("Checking the givens…");
  // A given twice in a house needs no solver: said at once, worker or not.
  await page.getByRole("button", { name: "Edit givens" }).click();
  const firstEmpty = UNIQUE.indexOf(".");
  const row = Math.floor(firstEmpty / 9) + 1;
  const col = (firstEmpty % 9) + 1;
  const rowDigits = UNIQUE.slice((row - 1) * 9, row * 9).replace(/\./g, "");
  await cell(page, row, col).click();
  await page.keyboard.press(rowDigits[0]);
  await expect(page.locator("#verdict")).toHaveText(new RegExp(`^No solution: ${rowDigits[0]} appears twice in row ${row}`));
  await page.keyboard.press("Backspace");
  await expect(page.locator("#verdict")).toHaveText("Checking the givens…");
  release();
  await expect(page.locator("#verdict")).toHaveText("Unique ✓");
  // A change of the givens is judged while the engine worker is still loading: the first
  // row's givens taken away leave several solutions.
  for (let c = 1; c <= 9; c++) {
    if (UNIQUE[c - 1] === ".") continue;
    await cell(page, 1, c).click();
    await page.keyboard.press("Backspace");
  }
  await expect(page.locator("#verdict")).toHaveText(/^Several solutions/);
});

test("a verdict the worker could not give is asked again a little later", async ({ page }) => {
  await page.route("**/verdict_worker_loader.js", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: 'throw new Error("the solver is broken");' }),
  );
  await open(page);
  await paste(page, UNIQUE);
  await expect(page.locator("#verdict")).toHaveText("Checking the givens…");
  // The board stays playable meanwhile.
  const firstEmpty = UNIQUE.indexOf(".");
  await cell(page, Math.floor(firstEmpty / 9) + 1, (firstEmpty % 9) + 1).click();
  await page.waitForTimeout(1000);
  await expect(page.locator("#verdict")).toHaveText("Checking the givens…");
  await page.unroute("**/verdict_worker_loader.js");
  await expect(page.locator("#verdict")).toHaveText("Unique ✓", { timeout: 10_000 });
});

// The engine's German words (technique names, explanations) are a file of their own, which
// only the engine worker fetches, when a German hint is wanted.
test("the engine's German words are fetched by the worker only when a German hint is wanted", async ({ page }) => {
  const fetched = [];
  page.on("requestfinished", (r) => r.url().endsWith("/steps-de.txt") && fetched.push(r.url()));
  await open(page);
  await paste(page, UNIQUE);
  await page.locator("#hint-button").click();
  await expect(rung1(page)).toHaveText(/\S/);
  const english = await rung1(page).textContent();
  expect(fetched, "no engine words in German for an English page").toEqual([]);
  // The open hint is said again in German: the worker fetches the engine's German words.
  await page.locator("#settings summary").click();
  await page.getByLabel("Deutsch").check();
  await expect(page.locator("#hint-button")).toHaveText("Tipp");
  await expect(rung1(page)).not.toHaveText(english);
  await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(1);
});

// A long search (issue 15, point 6): "Stop" beside "Thinking…" ends the worker, the panel
// says so, and the next ask starts a new worker. (The search is held here by holding the
// worker's code back: real searches on the test sets end in well under a second. The
// progress reports a long search sends are tested natively: the protocol, the panel's
// model and the ladder order they follow.)
test("a search can be stopped; the next ask starts a new worker", async ({ page }) => {
  let hold = true;
  await page.route("**/engine_worker_bg.wasm", async (route) => {
    if (hold) return; // never answered: this worker never loads
    await route.continue();
  });
  await open(page);
  await paste(page, UNIQUE);
  await page.locator("#hint-button").click();
  await expect(page.locator(".hint-thinking")).toBeVisible();
  await panel(page).getByRole("button", { name: "Stop" }).click();
  await expect(panel(page).locator(".hint-status")).toHaveText(
    "Stopped. The hardest steps can take a few seconds to find; ask again whenever you like.",
  );
  await expect(panel(page).getByRole("button", { name: "Stop" })).toHaveCount(0);
  hold = false;
  await page.locator("#hint-button").click();
  await expect(rung1(page)).toHaveText(/\S/);
});
