// A quiet model (issue 13, point 4): the clock is not game state. A tick re-renders the clock
// only — no storage write, no cell re-rendered; the time is written when the page is hidden;
// and a move of a long game does not rewrite its whole history. The figures (bytes written
// per move on a 300-move game and per idle minute) are printed for the record.
import { test, expect, cell, paste, currentEntry, stored, UNIQUE } from "./fixtures.mjs";

const T0 = new Date("2026-11-24T09:00:00Z");

/** Opens the app with a fake clock and counts every localStorage write (keys and bytes). */
async function openCounting(page) {
  await page.addInitScript(() => {
    window.__writes = [];
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key !== "stepwise/probe") window.__writes.push([key, String(value).length]);
      return set.call(this, key, value);
    };
  });
  await page.clock.install({ time: T0 });
  await page.goto("./");
  await expect(page.getByRole("grid")).toBeVisible();
  await page.clock.pauseAt(new Date(T0.getTime() + 10 * 60_000));
}

const writes = (page) => page.evaluate(() => window.__writes.splice(0));
const bytes = (list) => list.reduce((n, [, b]) => n + b, 0);

test("an idle game writes nothing and re-renders only the clock; hiding the page writes the time", async ({ page }) => {
  await openCounting(page);
  await paste(page, UNIQUE);
  await cell(page, 1, 2).click();
  await page.keyboard.press("5");
  await page.clock.runFor(2000);
  // The rater (in the engine worker) stores the puzzle's level once, when it answers: wait
  // for that write, so a slow answer under load is not taken for a write of the idle minute.
  await expect
    .poll(async () => (await currentEntry(page)) ?? "", { timeout: 60_000 })
    .toMatch(/\nlevel (?!unrated)/);
  await writes(page);
  // Watch the 81 cells for any change while the clock runs.
  await page.evaluate(() => {
    window.__cellChanges = 0;
    new MutationObserver((records) => (window.__cellChanges += records.length)).observe(
      document.querySelector('[role="grid"]'),
      { subtree: true, childList: true, attributes: true, characterData: true },
    );
  });
  await page.clock.runFor(60_000);
  await expect(page.locator("#clock")).toHaveText("1:02");
  const idle = await writes(page);
  expect(idle, "no write during an idle minute").toEqual([]);
  expect(await page.evaluate(() => window.__cellChanges), "no cell re-rendered by a tick").toBe(0);
  console.log(`figures: idle minute: ${idle.length} writes, ${bytes(idle)} bytes`);

  // Hidden: the time is taken into the game and written once.
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const hidden = await writes(page);
  expect(hidden.filter(([k]) => k.startsWith("stepwise/v1/games/")).length).toBeGreaterThan(0);
  const entry = await currentEntry(page);
  expect(entry).toMatch(/\ntime 62000\n/);
  // Reloaded, the clock goes on from there.
  await page.evaluate(() => delete document.hidden);
  await page.reload();
  await expect(page.locator("#clock")).toHaveText("1:02");
});

test("a move of a 300-move game writes the entry's head and newest moves, not the whole history", async ({ page }) => {
  test.setTimeout(120_000);
  await openCounting(page);
  await paste(page, UNIQUE);
  await cell(page, 1, 2).click();
  // 300 moves: centre notes toggled on and off in r1c2 (Ctrl+digit is a centre note).
  for (let i = 0; i < 300; i++) await page.keyboard.press(`Control+${1 + (i % 9)}`);
  const key = `stepwise/v1/games/${await stored(page, "stepwise/v1/current-id")}`;
  await expect.poll(() => stored(page, key)).toMatch(/\nblocks 9\n/);
  await writes(page);
  // The next 20 moves: what each writes.
  const perMove = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press(`Control+${1 + (i % 9)}`);
    await expect.poll(async () => (await page.evaluate(() => window.__writes.length)) > 0).toBe(true);
    perMove.push(bytes(await writes(page)));
  }
  const whole = await page.evaluate((id) => {
    let n = localStorage.getItem(`stepwise/v1/games/${id}`).length;
    for (let i = 0; localStorage.getItem(`stepwise/v1/moves/${id}/${i}`) !== null; i++)
      n += localStorage.getItem(`stepwise/v1/moves/${id}/${i}`).length;
    return n;
  }, key.split("/").pop());
  const average = perMove.reduce((a, b) => a + b, 0) / perMove.length;
  console.log(
    `figures: 300-move game: ${Math.round(average)} bytes written per move on average ` +
      `(max ${Math.max(...perMove)}), the whole stored game ${whole} bytes`,
  );
  expect(Math.max(...perMove)).toBeLessThan(whole / 4);
  // Reloaded, the whole history is there: undo goes back move by move.
  await page.reload();
  await expect(cell(page, 1, 2).locator(".centre-notes")).toBeVisible();
  const undo = page.locator(".toolbar").getByRole("button", { name: "Undo", exact: true });
  for (let i = 0; i < 40; i++) await undo.click();
  await page.reload();
  await expect(undo).toHaveAttribute("aria-disabled", "false");
});
