// Times the wasm solver in headless Debian Chromium through Playwright (no server: the
// module bytes and puzzles are handed to the page). Playwright comes from tests/browser
// (`npm install` there), or from the directory in $PLAYWRIGHT_DIR.
//   node run-browser.mjs [--reps 3] [--every 1] [--skip-count] [--warmup 500] [--native bench-output.txt]
//   node run-browser.mjs --hints [--every 1] [--window 0.5] [--set forum-hardest-11plus.txt] [--native hints-bench-output.txt]
//   node run-browser.mjs --rate [--every 1] [--copies 8] [--set forum-hardest-11plus.txt]
//   node run-browser.mjs --lab [--every 1] [--reps 3] [--set top1465.txt]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { benchCore } from './bench-core.mjs';
import { hintsCore } from './hints-core.mjs';
import { labCore } from './lab-core.mjs';
import { ratingCore } from './rating-core.mjs';
import { here, inputs, options, report, reportHints, reportLab, reportRating } from './common.mjs';
import { setupScript } from './wasm-setup.mjs';

const require = createRequire(join(process.env.PLAYWRIGHT_DIR ?? join(here, '../browser'), 'package.json'));
const { chromium } = require('@playwright/test');

const o = options(process.argv.slice(2));
const browser = await chromium.launch({
  executablePath: process.env.STEPWISE_CHROMIUM || process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-quic',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', ...(process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : [])],
});
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: setupScript() });
  const version = browser.version();
  if (o.lab) reportLab(`Chromium ${version}`, await page.evaluate(labCore, inputs(o)), o);
  else if (o.rate) reportRating(`Chromium ${version}`, await page.evaluate(ratingCore, inputs(o)), o);
  else if (o.hints) reportHints(`Chromium ${version}`, await page.evaluate(hintsCore, inputs(o)), o);
  else report(`Chromium ${version}`, await page.evaluate(benchCore, inputs(o)), o);
} finally {
  await browser.close();
}
