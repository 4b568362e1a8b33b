// Shared fixture: every test fails on a console error, an uncaught exception or a Rust panic
// (the app's panic hook, web::report_panics, reports panics through console.error), and on any request that
// leaves the app's origin.
import { test as base, expect } from "@playwright/test";

export const UNIQUE =
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
/** The same puzzle without r1c1 and r1c5: several solutions. */
export const SEVERAL = "........." + UNIQUE.slice(9);

export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const problems = [];
    const origin = new URL(baseURL).origin;
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console.error: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
    page.on("request", (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:"))
        problems.push(`request to another origin: ${url}`);
    });
    await use(page);
    expect(problems, "no console errors, panics or foreign requests").toEqual([]);
  },
});
export { expect };

/** Opens the app and waits until the board takes input. */
export async function open(page) {
  await page.goto("./");
  await expect(page.getByRole("grid")).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName("stepwise:interactive").length > 0);
}

/** The board's givens as an 81-character line (`.` for a cell without a given). */
export function givens(page) {
  return page.evaluate(() =>
    Array.from({ length: 81 }, (_, i) => {
      const c = document.getElementById(`cell-${i}`);
      return c.classList.contains("given") ? c.textContent.trim() : ".";
    }).join(""),
  );
}

/** The cell at 1-based row and column. */
export function cell(page, row, col) {
  return page.locator(`#cell-${(row - 1) * 9 + (col - 1)}`);
}

/** Pastes `text` into the paste field and presses "Load puzzle". */
export async function paste(page, text) {
  await page.getByLabel("Paste a puzzle").fill(text);
  await page.getByRole("button", { name: "Load puzzle" }).click();
}

/**
 * Everything in localStorage, each value as the app reads it: since gloo-storage the app
 * writes every value as a JSON string holding its versioned text; earlier releases wrote the
 * plain text, which is still read as it is.
 */
export function storedAll(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage).map((key) => {
        const value = localStorage.getItem(key);
        try {
          const text = JSON.parse(value);
          if (typeof text === "string") return [key, text];
        } catch {}
        return [key, value];
      }),
    ),
  );
}

/** The text the app reads under `key` (null if there is none); see `storedAll`. */
export async function stored(page, key) {
  return (await storedAll(page))[key] ?? null;
}

/** The stored entry text of the game on the board (its head; older moves are in blocks). */
export async function currentEntry(page) {
  const all = await storedAll(page);
  return all[`stepwise/v1/games/${all["stepwise/v1/current-id"]}`] ?? null;
}
