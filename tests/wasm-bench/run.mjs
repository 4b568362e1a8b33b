// Times the wasm solver (or, with --hints, the next-hint latency; with --rate, the rating
// time) in node (V8, the engine Chromium uses).
//   node build.mjs   (in tests/wasm-bench: the engine worker's build settings)
//   node run.mjs [--reps 3] [--every 1] [--skip-count] [--warmup 500] [--native bench-output.txt]
//   node run.mjs --hints [--every 1] [--window 0.5] [--native hints-bench-output.txt]
//   node run.mjs --rate [--every 1] [--copies 8] [--set forum-hardest-11plus.txt]
//   node run.mjs --lab [--every 1] [--reps 3] [--set top1465.txt]
import { benchCore } from './bench-core.mjs';
import { hintsCore } from './hints-core.mjs';
import { labCore } from './lab-core.mjs';
import { ratingCore } from './rating-core.mjs';
import { inputs, options, report, reportHints, reportLab, reportRating } from './common.mjs';
import { installSetup } from './wasm-setup.mjs';

const o = options(process.argv.slice(2));
installSetup();
if (o.lab) reportLab(`node ${process.version}`, await labCore(inputs(o)), o);
else if (o.rate) reportRating(`node ${process.version}`, await ratingCore(inputs(o)), o);
else if (o.hints) reportHints(`node ${process.version}`, await hintsCore(inputs(o)), o);
else report(`node ${process.version}`, await benchCore(inputs(o)), o);
