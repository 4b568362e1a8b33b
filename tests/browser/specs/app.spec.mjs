// What a user does, in Debian's Chromium, against the production build under /stepwise/.
import { test, expect, open, cell, paste, currentEntry, UNIQUE, SEVERAL } from "./fixtures.mjs";

const key = (page, digit) => page.getByRole("button", { name: new RegExp(`^${digit}, \\d left$`) });

test("the board renders: 81 cells in an ARIA grid, thick block lines, time to playable board", async ({ page }) => {
  await open(page);
  await expect(page.getByRole("gridcell")).toHaveCount(81);
  await expect(page.getByRole("row")).toHaveCount(9);
  await expect(cell(page, 1, 3)).toHaveClass(/thick-r/);
  await expect(cell(page, 3, 1)).toHaveClass(/thick-b/);
  await expect(page.locator("#verdict")).toHaveText("Type the digits printed in the puzzle (the givens), or paste it.");
  const t = await page.evaluate(() => performance.getEntriesByName("stepwise:interactive")[0].startTime);
  console.log(`time to a playable board (cold load, fresh context): ${t.toFixed(0)} ms`);
  test.info().annotations.push({ type: "time-to-playable-ms", description: t.toFixed(0) });
});

test("typing givens and digits by keyboard; givens lock when play starts", async ({ page }) => {
  await open(page);
  await cell(page, 1, 1).click();
  await page.keyboard.press("5");
  await expect(cell(page, 1, 1)).toHaveText("5");
  await expect(cell(page, 1, 1)).toHaveClass(/given/);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(cell(page, 2, 2)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("7");
  await page.keyboard.press("Backspace");
  await expect(cell(page, 2, 2)).toHaveText("");
  await page.keyboard.press("3");
  await expect(page.locator("#verdict")).toContainText("Several solutions");

  await page.getByRole("button", { name: "Start playing" }).click();
  await cell(page, 1, 1).click();
  await page.keyboard.press("9");
  await expect(cell(page, 1, 1)).toHaveText("5");
  await expect(page.locator("#announcer")).toContainText("r1c1 is a given");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("9");
  await expect(cell(page, 1, 2)).toHaveText("9");
  await expect(cell(page, 1, 2)).toHaveClass(/player/);
  // Two givens leave every open cell open in some solution: the verdict marks them all.
  await expect(cell(page, 1, 2)).toHaveAttribute("aria-label", "row 1, column 2, 9, marked by the verdict");
  await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", "row 1, column 1, given 5");
});

test("the keypad enters and erases digits and counts what is missing", async ({ page }) => {
  await open(page);
  await paste(page, UNIQUE);
  await cell(page, 1, 2).click();
  await key(page, 1).click();
  await expect(cell(page, 1, 2)).toHaveText("1");
  await expect(key(page, 1)).toHaveAccessibleName(/^1, \d left$/);
  await page.getByRole("button", { name: "Erase" }).click();
  await expect(cell(page, 1, 2)).toHaveText("");
});

test("a pasted unique puzzle is reported unique", async ({ page }) => {
  await open(page);
  await paste(page, UNIQUE);
  await expect(page.locator("#paste-message")).toHaveText("Loaded 18 givens.");
  await expect(page.locator("#verdict")).toHaveText("Unique ✓");
  await expect(page.locator(".cell.given")).toHaveCount(18);
  await expect(page.locator(".cell.differs")).toHaveCount(0);
});

test("a pasted non-unique puzzle is reported with the open cells marked", async ({ page }) => {
  await open(page);
  await paste(page, SEVERAL);
  const verdict = page.locator("#verdict");
  await expect(verdict).toContainText("Several solutions");
  const n = Number((await verdict.textContent()).match(/The (\d+) marked cells are not fixed/)[1]);
  expect(n).toBeGreaterThanOrEqual(2);
  await expect(page.locator(".cell.differs")).toHaveCount(n);
  // Marked cells are never givens, and say so to screen readers.
  await expect(page.locator(".cell.differs.given")).toHaveCount(0);
  await expect(page.locator(".cell.differs").first()).toHaveAttribute("aria-label", /marked by the verdict/);
});

test("pasted garbage shows the parser's own message and changes nothing", async ({ page }) => {
  await open(page);
  await paste(page, UNIQUE);
  const cases = [
    ["12345", "found 5 cells, need 81"],
    ["4...3..?" + UNIQUE.slice(8), "unknown character '?' at position 8"],
    ["44" + UNIQUE.slice(2), "4 appears twice in row 1: r1c1 and r1c2"],
    ["", "no puzzle found: the text is empty"],
  ];
  for (const [text, message] of cases) {
    await paste(page, text);
    await expect(page.locator("#paste-message")).toContainText(message);
    await expect(page.locator("#paste-message")).toHaveClass(/bad/);
  }
  await expect(page.locator(".cell.given")).toHaveCount(18);
  await expect(page.locator("#verdict")).toHaveText("Unique ✓");
});

test("the variant picker draws diagonals and colour groups and changes the verdict", async ({ page }) => {
  await open(page);
  await cell(page, 1, 1).click();
  await page.keyboard.press("1");
  await cell(page, 4, 4).click();
  await page.keyboard.press("1");
  await expect(page.locator("#verdict")).toContainText("Several solutions");

  await page.getByLabel("Diagonal", { exact: true }).check();
  await expect(page.locator(".cell.diag-main")).toHaveCount(9);
  await expect(page.locator(".cell.diag-anti")).toHaveCount(9);
  await expect(page.locator("#verdict")).toHaveText("No solution: 1 appears twice in the main diagonal: r1c1 and r4c4.");

  await page.getByLabel("Colour", { exact: true }).check();
  await expect(page.locator(".cell.diag-main")).toHaveCount(0);
  for (let g = 1; g <= 9; g++) await expect(page.locator(`.cell.group-${g}`)).toHaveCount(9);
  // r1c1 and r4c4 are both the first cell of their block: colour group 1.
  await expect(page.locator("#verdict")).toHaveText("No solution: 1 appears twice in colour group 1: r1c1 and r4c4.");
});

test("a reload keeps the game (real localStorage, versioned key)", async ({ page }) => {
  await open(page);
  await paste(page, UNIQUE);
  await page.getByLabel("Colour + diagonal").check();
  await cell(page, 1, 2).click();
  await page.keyboard.press("6");
  await page.reload();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(cell(page, 1, 2)).toHaveText("6");
  await expect(cell(page, 1, 2)).toHaveClass(/player/);
  await expect(page.locator(".cell.given")).toHaveCount(18);
  await expect(page.getByLabel("Colour + diagonal")).toBeChecked();
  // One library entry per game; the id of the game on the board is kept apart.
  const saved = await currentEntry(page);
  // How the game began (pasted) is kept in the entry header.
  expect(saved).toMatch(/^stepwise-entry 2\ncreated \d+\nplayed \d+\nlevel \w+\nblocks 0\norigin pasted\nstepwise-save 3\nvariant color-diagonal\nstage playing\n/);
});

test("a damaged save is survived with a notice", async ({ page }) => {
  await open(page);
  await page.evaluate(() => localStorage.setItem("stepwise/v1/current", "<img src=x onerror=alert(1)>"));
  await page.reload();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.locator(".notice")).toContainText("not in a format this version reads");
  await expect(page.locator(".notice img")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("stepwise/v1/unreadable"))).toContain("<img");
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.locator(".notice")).toHaveCount(0);
});

test("without localStorage the app plays in memory and says so once", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await open(page);
  await expect(page.locator(".notice")).toHaveCount(1);
  await expect(page.locator(".notice")).toContainText("lives only in this tab");
  await paste(page, UNIQUE);
  await cell(page, 1, 2).click();
  await page.keyboard.press("1");
  await expect(cell(page, 1, 2)).toHaveText("1");
  await expect(page.locator(".notice")).toHaveCount(1);
});

/** With writes refused: the first digit is not saved (a blank board is not written at all)
 *  and the player is told; play goes on without a second notice. */
async function notSavedSaidOnce(page) {
  await cell(page, 1, 1).click();
  await page.keyboard.press("3");
  await expect(page.locator(".notice")).toContainText("could not be saved");
  await page.getByRole("button", { name: "OK" }).click();
  await cell(page, 1, 1).click();
  await page.keyboard.press("4");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("5");
  await expect(cell(page, 1, 2)).toHaveText("5");
  await expect(page.locator(".notice")).toHaveCount(0);
}

test("a full storage is said once and play goes on", async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith("stepwise/v1/games/")) throw new DOMException("full", "QuotaExceededError");
      return setItem.call(this, key, value);
    };
  });
  await open(page);
  await notSavedSaidOnce(page);
});

test("a storage really full (the browser's own QuotaExceededError through gloo-storage) is said once", async ({ page }) => {
  await open(page);
  // Fill localStorage to the last byte, then free a little room: enough for the app's
  // availability probe (a one-character value), too little for a game's entry.
  const fillers = await page.evaluate(() => {
    localStorage.setItem("filler/room", "x".repeat(100));
    let size = 1 << 20;
    let n = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`filler/${n}`, "x".repeat(size));
        n++;
      } catch (e) {
        if (e.name !== "QuotaExceededError") throw e;
        size >>= 1;
      }
    }
    localStorage.removeItem("filler/room");
    return n;
  });
  expect(fillers).toBeGreaterThan(1);
  await page.reload();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.locator(".notice")).toHaveCount(0);
  await notSavedSaidOnce(page);
});

test("offline: after one visit the app starts, plays and gives hints with the network off", async ({ page, context }) => {
  await open(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await paste(page, UNIQUE);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("gridcell")).toHaveCount(81);
  await expect(page.locator("#verdict")).toHaveText("Unique ✓");
  await cell(page, 1, 2).click();
  await page.keyboard.press("1");
  await expect(cell(page, 1, 2)).toHaveText("1");
  // The engine worker's files were precached too: hints work offline.
  await page.keyboard.press("Control+z");
  await page.locator("#hint-button").click();
  await expect(page.locator('#hint-panel .hint-rung[data-rung="1"]')).toHaveText(/^Look at /);
  await context.setOffline(false);
});

test("a new deploy offers “New version available — Reload” and reloads into it", async ({ page, request, baseURL }) => {
  await open(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.locator("#update-banner")).toBeHidden();
  await request.get(baseURL + "__bump");
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await expect(page.locator("#update-banner")).toBeVisible();
  await expect(page.locator("#update-banner")).toContainText("New version available");
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.locator("#update-banner")).toBeHidden();
});

test.describe("German browser", () => {
  test.use({ locale: "de-DE" });

  test("the page title and the update banner follow the language; the banner switches live", async ({ page, request, baseURL }) => {
    await open(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle("Stepwise — Sudoku-Trainer");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await request.get(baseURL + "__bump");
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await expect(page.locator("#update-banner")).toBeVisible();
    await expect(page.locator("#update-banner")).toHaveText(/^\s*Neue Version verfügbar\s*Neu laden\s*$/);
    // Switched to English while the banner shows, and back.
    await page.locator("#settings summary").click();
    await page.getByLabel("English").check();
    await expect(page.locator("#update-banner")).toHaveText(/^\s*New version available\s*Reload\s*$/);
    await expect(page).toHaveTitle("Stepwise — Sudoku coach");
    await page.getByLabel("Deutsch").check();
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Neu laden" }).click()]);
    await expect(page.getByRole("grid")).toBeVisible();
    await expect(page.locator("#update-banner")).toBeHidden();
    await expect(page.locator("#update-text")).toHaveText("Neue Version verfügbar");
  });
});

test("strict CSP, installable manifest, nothing asked of other origins", async ({ page }) => {
  await open(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("STEPWISE");
  const manifest = await (await page.request.get("manifest.webmanifest")).json();
  expect(manifest.start_url).toBe("./");
  expect(manifest.display).toBe("standalone");
  expect(manifest.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
  // Chromium's own installability check (manifest, icons, service worker with a fetch
  // handler). Playwright's contexts are incognito, which Chromium always reports; nothing else
  // may be reported.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
});

test.describe("phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("tap a cell, tap a key; targets are at least 44 px; nothing overflows", async ({ page }) => {
    await open(page);
    await paste(page, UNIQUE);
    // The paste field is below the board: loading brings the board back into view.
    await expect(page.getByRole("grid")).toBeInViewport({ ratio: 0.99 });
    await cell(page, 1, 2).tap();
    await key(page, 8).tap();
    await expect(cell(page, 1, 2)).toHaveText("8");
    for (const button of await page.locator(".keypad button").all()) {
      const box = await button.boundingBox();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // The screen switches too.
    for (const button of await page.locator(".screen-nav button").all()) {
      expect((await button.boundingBox()).height).toBeGreaterThanOrEqual(44);
    }
    const board = await page.getByRole("grid").boundingBox();
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.x + board.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("narrowest phone", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test("320 px wide: no horizontal overflow, keypad usable", async ({ page }) => {
    await open(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = await key(page, 9).boundingBox();
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });
});
