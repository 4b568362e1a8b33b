// The solver lab (issue 18): its own page (lab.html, its own wasm and worker), opened from the
// menu with the board's puzzle; every method run one after another and side by side, live
// progress, cancel, the time limit, the charts and their tables, watching backtracking solve,
// the seed's band count, German, offline after the first visit, nothing of it precached;
// screenshots at 390×844 and 1280×900, light and dark (to /tmp/stepwise-lab); the methods'
// times in Chromium printed.
import { test, expect, open, paste } from "./fixtures.mjs";
import { mkdirSync } from "node:fs";

/** The course report's easy_02 and easy_01. */
const EASY_02 = "083021007960305821251006093048102070029004030030708040370009014810253069690407082";
const EASY_01 = "010040280250830069084000000000050900700390028196280073008000690009760815060028000";
/** easy_02 with r1c7 given 4: no solution, though no two givens clash. */
const NONE = "083021407960305821251006093048102070029004030030708040370009014810253069690407082";
/** From the hardest list (tests/data/forum-hardest-11plus.every-20th.txt). */
const HARD = [
  "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
  "98.7..6..7..5..94.....6....47...3....2...5.....96..4..2...5..1..9.8..2....8.....6",
  "98.7..6..5...9..7...7..4...4...3.2....59...8......1..31...8...7.2....5....94...6.",
];
const SHOTS = "/tmp/stepwise-lab";

async function openLab(page, puzzle, extra = "") {
  await page.goto(`./lab.html?p=${puzzle}&v=standard${extra}`);
  await expect(page.locator("#lab-run")).toBeVisible();
}

/** Leaves only `methods` ticked. */
async function choose(page, methods) {
  for (const box of await page.locator('input[name="method"]').all()) {
    await box.setChecked(methods.includes(await box.getAttribute("value")));
  }
}

const row = (page, method) => page.locator(`tr[data-method="${method}"]`);
const status = (page, method) => row(page, method).locator(".lab-status");

test("the menu opens the lab with the board's puzzle; one after another, every method answers", async ({ page }) => {
  await open(page);
  await paste(page, EASY_02);
  await page.locator("#nav-lab").click();
  await expect(page).toHaveURL(/lab\.html\?p=\.83\.21\.\.7/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solver lab");
  await page.locator("#lab-run").click();
  await expect(page.locator("#lab-cancel")).toBeEnabled();
  for (const m of ["exact", "backtracking", "dlx", "milp", "sat"]) {
    await expect(status(page, m)).toHaveText("one solution, proven unique", { timeout: 20_000 });
  }
  await expect(status(page, "genetic")).toHaveText("a solution (not proven unique)", { timeout: 20_000 });
  await expect(row(page, "backtracking")).toContainText("405 digits tried");
  await expect(row(page, "backtracking")).toContainText("digits tried to the first solution 213");
  await expect(row(page, "milp")).toContainText("equations 324");
  await expect(page.locator("#lab-run")).toBeEnabled();
  // Both charts, each with its table.
  await expect(page.locator("#chart-fitness polyline")).toHaveCount(1);
  await expect(page.locator("#chart-depth polyline")).toHaveCount(1);
  await page.locator("#chart-fitness summary").click();
  await expect(page.locator("#chart-fitness tbody tr").last()).toContainText("0");
});

test("fast methods are timed warm: the reference beats dancing links, and the table says how it timed them", async ({ page }) => {
  // Timed once, the first method in a fresh worker paid for V8 compiling its code: our exact
  // solver took ~2 ms and looked slower than dancing links (~1 ms) on a hard puzzle.
  const ms = (text) => (text.endsWith(" s") ? parseFloat(text.replace(",", ".")) * 1000 : parseFloat(text.replace(",", ".")));
  for (const [lang, mean, runs, cold] of [
    ["en", "time: the mean of", "warm runs", "first run (cold)"],
    ["de", "Zeit: Mittel aus", "warmen Läufen", "erster Lauf (kalt)"],
  ]) {
    await openLab(page, HARD[0], `&lang=${lang}`);
    await choose(page, ["exact", "dlx"]);
    await page.locator("#lab-run").click();
    await expect(page.locator("#lab-run")).toBeEnabled({ timeout: 20_000 });
    const time = async (m) => ms(await row(page, m).locator("td").nth(1).textContent());
    const [exact, dlx] = [await time("exact"), await time("dlx")];
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThan(dlx);
    for (const m of ["exact", "dlx"]) {
      const detail = row(page, m).locator(".lab-detail");
      await expect(detail).toContainText(new RegExp(`${mean} [\\d.,]+ ${runs}`));
      await expect(detail).toContainText(new RegExp(`${cold.replace(/[()]/g, "\\$&")} [\\d.,]+ m?s`));
    }
  }
});

test("side by side, cancel, and the time limit; a puzzle without a solution", async ({ page }) => {
  await openLab(page, NONE);
  await choose(page, ["exact", "dlx", "genetic"]);
  await page.locator("#lab-limit").fill("60");
  await page.locator("#lab-limit").dispatchEvent("change");
  await page.locator("#lab-side-by-side").check();
  await page.locator("#lab-run").click();
  await expect(status(page, "exact")).toHaveText("no solution");
  await expect(status(page, "dlx")).toHaveText("no solution");
  // The genetic algorithm cannot know: it runs, with live progress, until cancelled.
  await expect(status(page, "genetic")).toHaveText("running…");
  await expect(row(page, "genetic")).toContainText(/\d+ generations/, { timeout: 10_000 });
  await page.locator("#lab-cancel").click();
  await expect(status(page, "genetic")).toHaveText("cancelled");
  await expect(row(page, "milp")).toBeHidden();
  // A limit of half a second stops it and says so.
  await choose(page, ["genetic"]);
  await page.locator("#lab-limit").fill("0.5");
  await page.locator("#lab-limit").dispatchEvent("change");
  await page.locator("#lab-run").click();
  await expect(status(page, "genetic")).toHaveText("stopped at the time limit", { timeout: 10_000 });
});

test("watch it solve: a step, then play to the solution; the seed's band count", async ({ page }) => {
  await openLab(page, EASY_02);
  await page.locator("#lab-step").click();
  await expect(page.locator("#lab-watch-line")).toHaveText("Digits tried: 4 · r1c1 = 4");
  await page.locator("#lab-speed").fill("500");
  await page.locator("#lab-play").click();
  await expect(page.locator("#lab-play")).toHaveText("Pause");
  await expect(page.locator("#lab-watch-line")).toHaveText("Digits tried: 213 · Solution found.", { timeout: 10_000 });
  await expect(page.locator(".lab-watch .mini-cell").first()).toHaveText("4");
  await page.locator("#lab-restart").click();
  await expect(page.locator("#lab-watch-line")).toHaveText("Digits tried: 0");
  await page.locator("#lab-facts-count").click();
  await expect(page.locator("#lab-facts-result")).toHaveText(
    /^2,612,736 completions of the first band for the first row 1–9, counted in [\d.]+ m?s\. 948,109,639,680 first bands/,
    { timeout: 20_000 },
  );
});

test("watch dancing links solve: forced digits and choices, taken back, to the solution; German", async ({ page }) => {
  await openLab(page, HARD[0]);
  await page.locator('input[name="lab-watch-method"][value="dlx"]').check();
  await expect(page.locator("#lab-watch-about")).toContainText("Algorithm X always fills");
  await expect(page.locator("#lab-watch-line")).toHaveText("Rows chosen: 0");
  await page.locator("#lab-step").click();
  await expect(page.locator("#lab-watch-line")).toHaveText(/^Rows chosen: 1 · r\dc\d = \d \((forced|1 of \d)\)$/);
  // Played on: a digit with a real choice, a digit taken back, and the solution.
  await page.locator("#lab-speed").fill("500");
  const seen = new Set();
  await page.locator("#lab-play").click();
  await expect(async () => {
    const line = await page.locator("#lab-watch-line").textContent();
    if (/ of \d\)$/.test(line)) seen.add("choice");
    if (/←$/.test(line)) seen.add("back");
    if (/forced\)$/.test(line)) seen.add("forced");
    expect(line).toMatch(/Solution found\.$/);
  }).toPass({ timeout: 60_000, intervals: [20] });
  expect([...seen].sort()).toEqual(["back", "choice", "forced"]);
  const solved = await page.locator(".lab-watch .mini-cell").allTextContents();
  expect(solved.filter((t) => /^[1-9]$/.test(t))).toHaveLength(81);
  // Back to naive backtracking starts over.
  await page.locator('input[name="lab-watch-method"][value="backtracking"]').check();
  await expect(page.locator("#lab-watch-line")).toHaveText("Digits tried: 0");
  await openLab(page, EASY_02, "&lang=de");
  await page.locator('input[name="lab-watch-method"][value="dlx"]').check();
  await page.locator("#lab-step").click();
  await expect(page.locator("#lab-watch-line")).toHaveText(/^Gewählte Zeilen: 1 · Z\dS\d = \d \(erzwungen\)$/);
});

test("German words and numbers", async ({ page }) => {
  await openLab(page, EASY_01, "&lang=de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Löser-Labor");
  await choose(page, ["backtracking", "dlx"]);
  await page.getByRole("button", { name: "Starten" }).click();
  await expect(status(page, "backtracking")).toHaveText("eine Lösung, als einzige bewiesen");
  await expect(row(page, "backtracking")).toContainText("4.716 probierte Ziffern");
  await page.locator("#lab-facts-count").click();
  await expect(page.locator("#lab-facts-result")).toContainText("2.612.736 Vervollständigungen");
});

test("nothing of the lab is precached; after one visit it works offline", async ({ page, context }) => {
  await open(page);
  const sw = await (await page.request.get("./sw.js")).text();
  const precache = JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1]);
  expect(precache).toContain("./index.html");
  expect(precache.filter((f) => f.includes("lab"))).toEqual([]);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const keys = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names[0]);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(keys.some((k) => k.endsWith("/index.html"))).toBe(true);
  expect(keys.filter((k) => /\/lab[-_.]/.test(k))).toEqual([]);
  // The first visit keeps the lab's files; then it opens and runs offline.
  await openLab(page, EASY_02);
  await choose(page, ["dlx"]);
  await page.locator("#lab-run").click();
  await expect(status(page, "dlx")).toHaveText("one solution, proven unique");
  await context.setOffline(true);
  await openLab(page, EASY_02);
  await choose(page, ["dlx", "sat"]);
  await page.locator("#lab-run").click();
  await expect(status(page, "sat")).toHaveText("one solution, proven unique");
  await context.setOffline(false);
});

test("screenshots: phone and desktop, light and dark", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [[390, 844], [1280, 900]]) {
    for (const theme of ["light", "dark"]) {
      await page.setViewportSize({ width: w, height: h });
      await openLab(page, EASY_01, `&theme=${theme}`);
      await page.locator("#lab-run").click();
      await expect(status(page, "genetic")).not.toHaveText(/running|waiting/, { timeout: 30_000 });
      await expect(status(page, "sat")).not.toHaveText(/running|waiting|^$/, { timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/lab-${w}-${theme}.png` });
      await page.locator(".lab-results").screenshot({ path: `${SHOTS}/lab-results-${w}-${theme}.png` });
      // No sideways scrolling of the page itself.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  }
});

test("Chromium timings of every method (printed)", async ({ page }) => {
  test.setTimeout(300_000);
  const lines = [];
  for (const [name, p] of [["easy_02", EASY_02], ["easy_01", EASY_01], ...HARD.map((h, i) => [`hard_${i + 1}`, h])]) {
    await openLab(page, p);
    await page.locator("#lab-limit").fill("20");
    await page.locator("#lab-limit").dispatchEvent("change");
    if (name.startsWith("hard")) await choose(page, ["exact", "backtracking", "dlx", "milp", "sat"]);
    await page.locator("#lab-run").click();
    await expect(page.locator("#lab-run")).toBeEnabled({ timeout: 240_000 });
    for (const tr of await page.locator("tr[data-method]:visible").all()) {
      const cells = await tr.locator("th, td").allTextContents();
      lines.push(`${name}\t${cells.slice(0, 4).join("\t")}`);
    }
  }
  console.log("Chromium timings\n" + lines.join("\n"));
});

// Opt-in (STEPWISE_LAB_HARD=N): the MILP method on N puzzles spread over the committed hardest
// sample, in Chromium through the lab page and its worker; prints the times and how many took
// at most 2 s (issue 18's goal).
test("MILP on a hard sample in Chromium (opt-in, printed)", async ({ page }) => {
  const n = Number(process.env.STEPWISE_LAB_HARD || 0);
  test.skip(!n, "set STEPWISE_LAB_HARD=N to run");
  test.setTimeout(n * 30_000 + 60_000);
  const { readFileSync } = await import("node:fs");
  const all = readFileSync(new URL("../../data/forum-hardest-11plus.every-20th.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim().length >= 81);
  const step = Math.max(1, Math.floor(all.length / n));
  const times = [];
  const firsts = [];
  for (let i = 0; i < n; i++) {
    await openLab(page, all[i * step].trim());
    await choose(page, ["milp"]);
    await page.locator("#lab-limit").fill("30");
    await page.locator("#lab-limit").dispatchEvent("change");
    await page.locator("#lab-run").click();
    await expect(page.locator("#lab-run")).toBeEnabled({ timeout: 40_000 });
    const ms = (text) => (text.endsWith(" s") ? parseFloat(text) * 1000 : parseFloat(text));
    times.push(ms(await row(page, "milp").locator("td").nth(1).textContent()));
    const detail = await row(page, "milp").locator(".lab-detail").textContent();
    firsts.push(ms(detail.match(/first solution after ([\d.]+ m?s)/)[1]));
  }
  for (const [what, list] of [["with the uniqueness proof", times], ["to the first solution", firsts]]) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `MILP in Chromium on ${n} hard puzzles, ${what}: median ${sorted[Math.floor(n / 2)].toFixed(0)} ms, ` +
        `max ${sorted[n - 1].toFixed(0)} ms, within 2 s: ${list.filter((t) => t <= 2000).length}/${n}`,
    );
  }
});
