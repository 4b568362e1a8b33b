// localStorage through gloo-storage (Foundation II, point 6). The app now writes every value
// as a JSON string holding its versioned text; every earlier release wrote the plain text.
// Here: what the previous releases really stored (kept byte for byte in tests/fixtures/)
// opens whole; new writes are JSON strings and read back after a reload; a plain value the
// app has no reason to write (a sealed history block, another game) is left as it was. A
// storage missing or full (gloo-storage's StorageError) is in app.spec.mjs.
import { readFileSync } from "node:fs";
import { test, expect, open, cell, paste, stored, UNIQUE } from "./fixtures.mjs";

/** localStorage as the release e5876ac left it: a game of 41 moves (a sealed block of 32,
 *  the entry with 9), its id, and settings with a dark theme and wrong digits marked. */
const E5876AC = JSON.parse(readFileSync(new URL("../../fixtures/storage-e5876ac.json", import.meta.url), "utf8"));
/** A `stepwise-entry 1` library entry written by the release of 2026-11-23. */
const ENTRY_1 = readFileSync(new URL("../../fixtures/entry-v2-direct-techniques.txt", import.meta.url), "utf8");
const OLD_ID = E5876AC["stepwise/v1/current-id"];

const nav = (page, name) => page.locator(`#nav-${name}`).click();
const rows = (page) => page.locator(".game-list:not(.unreadable) .game-row");
/** The listed game that is not on the board (there are two). */
const other = (page) => page.locator(".game-list:not(.unreadable) .game-row:not(.current)");
const undo = (page) => page.locator(".toolbar").getByRole("button", { name: "Undo", exact: true });
/** The value under `key` exactly as stored (no decoding). */
const rawValue = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
/** What a raw value is: a JSON string (this version) or a plain text (earlier releases). */
function asJsonString(value) {
  try {
    const text = JSON.parse(value);
    return typeof text === "string" ? text : null;
  } catch {
    return null;
  }
}

/** Seeds the plain texts once, before the app's first start. */
async function seedOldRelease(page) {
  await page.addInitScript(
    ([values, entry1]) => {
      if (localStorage.getItem("stepwise/test/seeded")) return;
      localStorage.setItem("stepwise/test/seeded", "1");
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      localStorage.setItem("stepwise/v1/games/mi9xq0a", entry1);
    },
    [E5876AC, ENTRY_1],
  );
}

test("the plain texts earlier releases stored open: entry 2 with a sealed block, entry 1, settings, current id", async ({ page }) => {
  await seedOldRelease(page);
  await open(page);
  await expect(page.locator(".notice")).toHaveCount(0);
  // The game on the board is e5876ac's: the 6 in r1c2, centre notes 1234 in r1c3.
  await expect(cell(page, 1, 2)).toHaveText("6");
  await expect(cell(page, 1, 2)).toHaveClass(/player/);
  await expect(cell(page, 1, 3).locator(".centre-notes")).toHaveText("1234");
  // Its settings: dark theme, wrong digits marked.
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.locator("#settings summary").click();
  await expect(page.locator("#set-mistakes")).toBeChecked();
  await expect(page.locator('input[name="theme"][value="dark"]')).toBeChecked();
  // Opening the game rewrote its entry (last played), now a JSON string; the sealed block,
  // unchanged, and the other game were not written: still the plain texts.
  await expect.poll(async () => asJsonString(await rawValue(page, `stepwise/v1/games/${OLD_ID}`))).toMatch(/^stepwise-entry 2\n/);
  expect(await rawValue(page, `stepwise/v1/moves/${OLD_ID}/0`)).toBe(E5876AC[`stepwise/v1/moves/${OLD_ID}/0`]);
  expect(await rawValue(page, "stepwise/v1/games/mi9xq0a")).toBe(ENTRY_1);
  // The whole history is there, the sealed block's 32 moves included: 41 undos to the start.
  for (let i = 0; i < 41; i++) await undo(page).click();
  await expect(undo(page)).toHaveAttribute("aria-disabled", "true");
  await expect(cell(page, 1, 2)).toHaveText("");
  // Both games are listed; the entry-1 game continues with its 15 digits.
  await nav(page, "library");
  await expect(rows(page)).toHaveCount(2);
  await other(page).getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".cell.player")).toHaveCount(15);
});

test("new writes are JSON strings and read back after a reload; an old game continued reads back too", async ({ page }) => {
  await seedOldRelease(page);
  await open(page);
  // Continue the entry-1 game and play a move in it.
  await nav(page, "library");
  await other(page).getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".cell.player")).toHaveCount(15);
  await expect.poll(() => stored(page, "stepwise/v1/current-id")).toBe("mi9xq0a");
  await undo(page).click();
  await expect(page.locator(".cell.player")).toHaveCount(14);
  await page.locator("#settings summary").click();
  await page.locator('input[name="theme"][value="light"]').check();
  // Every value the app wrote is a JSON string holding the versioned text.
  await expect.poll(async () => asJsonString(await rawValue(page, "stepwise/v1/games/mi9xq0a"))).toMatch(/^stepwise-entry 2\n[\s\S]*\ncursor 14\n/);
  expect(asJsonString(await rawValue(page, "stepwise/v1/current-id"))).toBe("mi9xq0a");
  await expect.poll(async () => asJsonString(await rawValue(page, "stepwise/v1/settings"))).toMatch(/^stepwise-settings 1\n[\s\S]*theme light\n/);
  await page.reload();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.locator(".notice")).toHaveCount(0);
  await expect(page.locator(".cell.player")).toHaveCount(14);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

  // A new game of 40 moves: a block is sealed, written as JSON, and read back.
  await paste(page, UNIQUE);
  await cell(page, 1, 2).click();
  await page.keyboard.press("5");
  await cell(page, 1, 3).click();
  for (let i = 0; i < 39; i++) await page.keyboard.press(`Control+${1 + (i % 9)}`);
  const id = await stored(page, "stepwise/v1/current-id");
  expect(id).not.toBe("mi9xq0a");
  await expect.poll(async () => asJsonString(await rawValue(page, `stepwise/v1/moves/${id}/0`))).toMatch(/^move digit /);
  await expect.poll(async () => asJsonString(await rawValue(page, `stepwise/v1/games/${id}`))).toMatch(/\nblocks 1\n[\s\S]*\ncursor 40\n/);
  await page.reload();
  await expect(cell(page, 1, 2)).toHaveText("5");
  for (let i = 0; i < 40; i++) await undo(page).click();
  await expect(undo(page)).toHaveAttribute("aria-disabled", "true");
  await expect(cell(page, 1, 2)).toHaveText("");
  // The library still lists the three games (the one from e5876ac, the entry-1 game, this).
  await nav(page, "library");
  await expect(rows(page)).toHaveCount(3);
});
