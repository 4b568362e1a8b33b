// The generator compiled to wasm32, timed per level and variant in headless Chromium (issue
// 17's browser figures; the native ones are `cargo bench --bench generate`, same seeds).
//   (cd tests/wasm-bench && node build.mjs)
//   node tests/wasm-bench/generate-browser.mjs [--count 50] [--seed 1]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { benchWasm, here } from './common.mjs';
import { setupScript } from './wasm-setup.mjs';

const require = createRequire(join(process.env.PLAYWRIGHT_DIR ?? join(here, '../browser'), 'package.json'));
const { chromium } = require('@playwright/test');
const arg = (name, d) => { const i = process.argv.indexOf(name); return i > 0 ? Number(process.argv[i + 1]) : d; };
const count = arg('--count', 50);
const seed = arg('--seed', 1);
const wasm = benchWasm();

const browser = await chromium.launch({
  executablePath: process.env.STEPWISE_CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: setupScript() });
  const rows = await page.evaluate(async ({ wasm, count, seed }) => {
    const w = await globalThis.benchSetup.instantiateBench(wasm);
    // Warm up past V8's baseline tier.
    const warmEnd = performance.now() + 1500;
    for (let s = 1000; performance.now() < warmEnd; s++) w.generate(0, s % 3, s);
    const out = [];
    for (let v = 0; v < 4; v++) for (let l = 0; l < 5; l++) {
      const times = [];
      let tries = 0;
      for (let s = seed; s < seed + count; s++) {
        const t0 = performance.now();
        tries += w.generate(v, l, s);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      out.push({ v, l, median: times[Math.floor(times.length / 2)], p95: times[Math.round((times.length - 1) * 0.95)], tries });
    }
    return out;
  }, { wasm, count, seed });
  const V = ['standard', 'diagonal', 'color', 'color-diagonal'];
  const L = ['easy', 'medium', 'hard', 'expert', 'extreme'];
  console.log(`generator in Chromium ${browser.version()}: ${count} seeds from ${seed} per level and variant`);
  console.log('| variant | level | median ms | p95 ms | tries |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${V[r.v]} | ${L[r.l]} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.tries} |`);
} finally {
  await browser.close();
}
