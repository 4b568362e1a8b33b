// Candidates in a 3×3 layout (issue 14, point 1): each candidate at its fixed place in the
// cell (1 top left … 9 bottom right), every hint mark on its own candidate's place, and the
// corner-and-centre notation kept as a setting that survives a reload. Measures the smallest
// candidate font at 320 and 390 px. Desktop and phones.
import { test, expect, open, cell, paste, UNIQUE } from "./fixtures.mjs";
import { SKYSCRAPER, candidateGrid } from "./hint-data.mjs";

const VIEWPORTS = {
  "phone 320": { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true },
  "phone 390": { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

/** Where each note of the cell sits, as its digit and its place (0–2 column, 0–2 row) in
 *  the cell's thirds, from the centre of its box. */
function places(loc) {
  return loc.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll(".note, .hint-cand")]
      .filter((n) => getComputedStyle(n).visibility !== "hidden" && getComputedStyle(n).display !== "none")
      .map((n) => {
        const r = n.getBoundingClientRect();
        const x = (r.left + r.width / 2 - box.left) / box.width;
        const y = (r.top + r.height / 2 - box.top) / box.height;
        return { d: Number(n.textContent), col: Math.floor(x * 3), row: Math.floor(y * 3), cls: n.className };
      });
  });
}
const home = (d) => ({ col: (d - 1) % 3, row: Math.floor((d - 1) / 3) });
const settings = async (page) => {
  if (!(await page.locator("#settings").evaluate((d) => d.open))) await page.locator("#settings summary").click();
};

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(`candidates on ${size}`, () => {
    test.use(options);

    test("candidates sit at their fixed places, readable; the notation setting survives a reload", async ({ page }) => {
      await open(page);
      await paste(page, UNIQUE);
      await page.getByRole("button", { name: "Fill candidates" }).click();
      // r1c2 has candidates 1 2 5 6 9 (top1465 #1): each in its own third.
      for (const p of await places(cell(page, 1, 2))) expect({ col: p.col, row: p.row }, `digit ${p.d}`).toEqual(home(p.d));
      // Every candidate on the board, at its place.
      const all = await page.locator(".board").evaluate((b) =>
        [...b.querySelectorAll(".cell")].flatMap((c) => {
          const box = c.getBoundingClientRect();
          return [...c.querySelectorAll(".note")].map((n) => {
            const r = n.getBoundingClientRect();
            return {
              d: Number(n.textContent),
              col: Math.floor(((r.left + r.width / 2 - box.left) / box.width) * 3),
              row: Math.floor(((r.top + r.height / 2 - box.top) / box.height) * 3),
              size: parseFloat(getComputedStyle(n).fontSize),
            };
          });
        }),
      );
      expect(all.length).toBeGreaterThan(200);
      for (const p of all) expect({ col: p.col, row: p.row }).toEqual(home(p.d));
      const smallest = Math.min(...all.map((p) => p.size));
      console.log(`smallest candidate font at ${options.viewport.width} px: ${smallest.toFixed(2)} px`);
      if (options.viewport.width === 320) expect(smallest).toBeGreaterThanOrEqual(10);
      if (options.viewport.width === 390) expect(smallest).toBeGreaterThanOrEqual(11.5);
      await expect(page.getByRole("button", { name: "Candidate", exact: true })).toBeVisible();

      // Corner and centre notes for those who write them: the setting, kept over a reload.
      await settings(page);
      await page.getByLabel("Pencil marks as corner and centre notes").check();
      await expect(page.locator(".board")).toHaveClass(/snyder/);
      await expect(page.getByRole("button", { name: "Centre", exact: true })).toBeVisible();
      await page.reload();
      await expect(page.locator(".board")).toHaveClass(/snyder/);
      await expect(cell(page, 1, 2).locator(".centre-notes")).toHaveText("12569");
      const snyder = await places(cell(page, 1, 2));
      expect(new Set(snyder.map((p) => p.row)).size, "a centred string: one line").toBe(1);
      await settings(page);
      await page.getByLabel("Pencil marks as corner and centre notes").uncheck();
      await expect(page.locator(".board")).not.toHaveClass(/snyder/);
    });

    test("every hint mark sits on its own candidate's place, in either notation", async ({ page }) => {
      await open(page);
      await paste(page, SKYSCRAPER);
      await page.locator("#hint-button").click();
      await page.locator("#hint-panel").getByRole("button", { name: "Show where", exact: true }).click();
      // The Skyscraper removes the 4 from r5c9 and circles the 4s of its chain.
      const elim = cell(page, 5, 9);
      await expect(elim.locator(".hint-cand-elim")).toHaveText("4");
      const check = async () => {
        for (const [r, c] of [[5, 9], [5, 4], [3, 4], [3, 7], [6, 7]]) {
          const marks = (await places(cell(page, r, c))).filter((p) => p.cls.includes("hint-cand"));
          expect(marks.length, `r${r}c${c} has a mark`).toBeGreaterThan(0);
          for (const p of await places(cell(page, r, c))) expect({ col: p.col, row: p.row }, `r${r}c${c} ${p.d}`).toEqual(home(p.d));
        }
        // The note under a mark is hidden, not drawn twice.
        await expect(elim.locator(".note.pos-4")).toBeHidden();
      };
      await check();
      await page.reload();
      await expect(elim.locator(".note.pos-4")).toBeVisible();
      await settings(page);
      await page.getByLabel("Pencil marks as corner and centre notes").check();
      await page.locator("#hint-button").click();
      await page.locator("#hint-panel").getByRole("button", { name: "Show where", exact: true }).click();
      // While a hint marks candidates, the corner-and-centre board shows them in the grid too.
      await expect(elim.locator(".hint-cand-elim")).toHaveText("4");
      await check();
    });

    test("a placement is drawn on its candidate; a wrong digit is struck through where it stands", async ({ page }) => {
      await open(page);
      // Every candidate of top1465 #1: the first step is a Hidden Single, 7 in r9c3.
      await paste(page, candidateGrid(UNIQUE));
      await page.locator("#hint-button").click();
      await page.locator("#hint-panel").getByRole("button", { name: "Show where", exact: true }).click();
      const target = cell(page, 9, 3);
      await expect(target.locator(".hint-cand-place")).toHaveText("7");
      await expect(target.locator(".hint-place")).toBeHidden();
      for (const p of await places(target)) expect({ col: p.col, row: p.row }, `r9c3 ${p.d}`).toEqual(home(p.d));
      await page.locator("#hint-panel").getByRole("button", { name: "Close", exact: true }).click();
      // A wrong 1 in r9c3 (the solution has 7 there): the mark is the digit itself.
      await target.click();
      await page.keyboard.press("1");
      await page.reload();
      await page.locator("#hint-button").click();
      await page.locator("#hint-panel").getByRole("button", { name: "Show where", exact: true }).click();
      const mark = target.locator(".hint-cand-elim");
      await expect(mark).toHaveText("1");
      await expect(target.locator(".digit")).toBeHidden();
      const [cellBox, markBox] = [await target.boundingBox(), await mark.boundingBox()];
      expect(Math.abs(cellBox.x + cellBox.width / 2 - (markBox.x + markBox.width / 2))).toBeLessThan(2);
      expect(Math.abs(cellBox.y + cellBox.height / 2 - (markBox.y + markBox.height / 2))).toBeLessThan(2);
    });
  });
}

/** Screenshots of the candidate layout to look at (not compared): 320, 375 and 1280 px,
 *  light and dark, a hint open. */
test("screenshots of the candidate layout", async ({ browser }) => {
  for (const [w, h, mobile] of [[320, 640, true], [375, 740, true], [1280, 900, false]]) {
    for (const scheme of ["light", "dark"]) {
      const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile, colorScheme: scheme });
      const page = await ctx.newPage();
      await open(page);
      await paste(page, SKYSCRAPER);
      await page.locator("#hint-button").click();
      await page.locator("#hint-panel").getByRole("button", { name: "Show where", exact: true }).click();
      await page.locator(".board").screenshot({ path: `/tmp/stepwise-play2/cands-${w}-${scheme}.png` });
      await page.screenshot({ path: `/tmp/stepwise-play2/page-${w}-${scheme}.png` });
      await ctx.close();
    }
  }
});
