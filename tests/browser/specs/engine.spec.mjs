// The engine off the main thread (issue 13, point 3): hints come from the engine worker; a
// slow answer shows "Thinking…" only past 150 ms and never blocks the board; a worker that
// cannot load leaves the board playable, says hints are unavailable, and the next ask
// starts a new one.
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
