// The page's budgets in Chromium (not a test: figures, printed; run after a release build):
//   node page-bench.mjs [--runs 5]
// 1. First visit on a phone profile (Lighthouse's mobile default, emulated through the
//    DevTools protocol: 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU slowed 4×; files
//    served gzipped as GitHub Pages does; a fresh profile each run): time from navigation to
//    a playable board (the app's `stepwise:interactive` mark, set once the board is mounted
//    and takes input). Goal ≤ 2.5 s.
// 2. Repeat visit from the service worker, same profile and throttling, and unthrottled.
//    Goal ≤ 200 ms.
// 3. The longest main-thread task (PerformanceObserver "longtask") while 50 hints are asked
//    on top1465 positions with full notes (paste, Hint, rung 1 shown). Goal ≤ 50 ms.
// 4. The bytes a first visit downloads (compressed, as sent), by file; the engine worker's
//    files come after the first paint.
// 5. Next-hint latency on 2 × 50 top1465 positions with full notes (start positions and the
//    position before each one's hardest step): the app's own measure from the ask to the
//    answer taken (`stepwise:hint`: the request to the engine worker, the diagnosis, finding
//    the step, its explanation and card in the worker, and the way back; Chromium delivers
//    the answer after the frame the click produced, about 10–15 ms of it). Goal p99 ≤ 50 ms.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { TOP50, DEEP50, candidateGrid } from "./specs/hint-data.mjs";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] || 5) || 5;
const port = 4175;
const base = `http://127.0.0.1:${port}/stepwise/`;
const server = spawn("node", ["serve.mjs", "--port", String(port), "--gzip"], {
  cwd: import.meta.dirname,
  stdio: "ignore",
});
await sleep(500);
const browser = await chromium.launch({
  executablePath: process.env.STEPWISE_CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.6 };

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

const interactive = (page) =>
  page.waitForFunction(() => performance.getEntriesByName("stepwise:interactive").length > 0, null, {
    timeout: 60_000,
  }).then(() => page.evaluate(() => performance.getEntriesByName("stepwise:interactive")[0].startTime));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(", ")})`;

try {
  const first = [];
  const repeat = [];
  const repeatFast = [];
  let bytes = null;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const sizes = {};
    page.on("requestfinished", async (r) => {
      const name = new URL(r.url()).pathname.split("/").pop() || "index.html";
      // A request still finishing when the run's context closes has no sizes any more.
      const got = await r.sizes().catch(() => null);
      if (got) sizes[name] = got.responseBodySize;
    });
    const cdp = await throttle(page);
    await page.goto(base);
    first.push(await interactive(page));
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null || true);
    await sleep(1500); // the worker precaches the whole app
    if (i === 0) bytes = { ...sizes };
    await page.reload();
    repeat.push(await interactive(page));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.reload();
    repeatFast.push(await interactive(page));
    await context.close();
  }
  console.log(`first visit, phone profile (1.6 Mbps, 150 ms RTT, 4x CPU), to a playable board: ${fmt(first)}`);
  console.log(`repeat visit from the service worker, same profile: ${fmt(repeat)}`);
  console.log(`repeat visit from the service worker, unthrottled: ${fmt(repeatFast)}`);
  // Files a worker fetched are not the page's to measure: gzip them from dist/.
  for (const [name, n] of Object.entries(bytes)) {
    if (n < 0) bytes[name] = gzipSync(readFileSync(new URL(`../../dist/${name}`, import.meta.url))).length;
  }
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  console.log(`first visit downloads ${(total / 1024).toFixed(1)} KB compressed (the engine worker's after the first paint):`);
  for (const [name, n] of Object.entries(bytes).sort((a, b) => b[1] - a[1]))
    console.log(`  ${name.padEnd(40)} ${(n / 1024).toFixed(1)} KB`);

  // Long tasks while asking 50 hints (unthrottled desktop).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(base);
  await interactive(page);
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(e.duration);
    }).observe({ type: "longtask", buffered: false });
  });
  // The observer sees long tasks: a 120 ms busy loop must show up.
  await page.evaluate(() =>
    setTimeout(() => {
      const end = performance.now() + 120;
      while (performance.now() < end);
    }, 0),
  );
  await sleep(300);
  const probe = await page.evaluate(() => window.__long.splice(0));
  if (!probe.some((d) => d >= 100)) throw new Error(`the long-task observer saw nothing: ${probe}`);
  const during = [];
  for (const grid of TOP50.map(candidateGrid)) {
    await page.getByLabel("Paste a puzzle").fill(grid);
    await page.getByRole("button", { name: "Load puzzle" }).click();
    await page.evaluate(() => (window.__long = []));
    await page.locator("#hint-button").click();
    await page.locator('#hint-panel .hint-rung[data-rung="1"]').waitFor();
    await sleep(30);
    during.push(...(await page.evaluate(() => window.__long)));
    await page.keyboard.press("Escape");
  }
  const longest = during.length ? Math.max(...during) : 0;
  console.log(
    `longest main-thread task while asking 50 hints on top1465 positions: ${longest.toFixed(0)} ms ` +
      `(${during.length} long tasks over 50 ms)`,
  );

  // Next-hint latency (unthrottled desktop, the same page).
  for (const [name, grids] of [
    ["start positions", TOP50.map(candidateGrid)],
    ["deep positions (before the hardest step)", DEEP50],
  ]) {
    const times = [];
    for (const grid of grids) {
      await page.getByLabel("Paste a puzzle").fill(grid);
      await page.getByRole("button", { name: "Load puzzle" }).click();
      await page.locator("#hint-button").click();
      await page.locator('#hint-panel .hint-rung[data-rung="1"]').waitFor();
      times.push(
        await page.evaluate(() => {
          const all = performance.getEntriesByName("stepwise:hint", "measure");
          return all[all.length - 1].duration;
        }),
      );
      await page.keyboard.press("Escape");
    }
    times.sort((a, b) => a - b);
    const pick = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    console.log(
      `next-hint latency, ${name}: n=${times.length} p50 ${pick(0.5).toFixed(1)} ms, ` +
        `p99 ${pick(0.99).toFixed(1)} ms (goal ≤ 50 ms)`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  server.kill();
}
