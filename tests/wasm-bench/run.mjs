// Times the wasm solver in node (V8, the engine Chromium uses).
//   cargo build --release --target wasm32-unknown-unknown   (in tests/wasm-bench)
//   node run.mjs [--reps 3] [--every 1] [--skip-count] [--warmup 500] [--native bench-output.txt]
import { benchCore } from './bench-core.mjs';
import { inputs, options, report } from './common.mjs';

const o = options(process.argv.slice(2));
report(`node ${process.version}`, await benchCore(inputs(o)), o);
