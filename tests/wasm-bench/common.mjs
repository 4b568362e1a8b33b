// Shared by the node and Chromium runners: arguments, inputs, and the result table.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = dirname(fileURLToPath(import.meta.url));
export const FILES = ['17-clue.txt', 'top1465.txt', 'forum-hardest-11plus.txt'];
export const SEED = '050070090400000008000020000003010800000000000009060100000080000200000009060050000';

export function options(argv) {
  const o = {
    reps: 3, every: 1, skipCount: false, native: null, warmupMs: 500,
    hints: false, windowMs: 0.5, set: null, rate: false, copies: 0, lab: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--reps') o.reps = Math.max(1, Number(argv[++i]));
    else if (a === '--every') o.every = Math.max(1, Number(argv[++i]));
    else if (a === '--skip-count') o.skipCount = true;
    else if (a === '--native') o.native = argv[++i]; // output of `cargo bench --bench uniqueness`
    else if (a === '--warmup') o.warmupMs = Math.max(0, Number(argv[++i])); // ms per file
    else if (a === '--hints') o.hints = true; // next-hint latency instead of the solver
    else if (a === '--window') o.windowMs = Math.max(0, Number(argv[++i])); // ms per position
    else if (a === '--set') o.set = argv[++i]; // the hint or rating benchmark's data set (default top1465)
    else if (a === '--rate') o.rate = true; // rating time per puzzle instead of the solver
    else if (a === '--lab') o.lab = true; // dancing links against the exact solver
    else if (a === '--copies') o.copies = Math.max(0, Number(argv[++i])); // > 0: time the robust minimum too
  }
  return o;
}

// Where a data set is, as `tests/common/data.rs` decides for the native benchmarks: the full
// set in $STEPWISE_DATA when it is there, else the
// committed tests/data/ (whole, or for the two big sets every k-th puzzle).
const SAMPLES = {
  '17-clue.txt': ['17-clue.every-10th.txt', 10],
  'forum-hardest-11plus.txt': ['forum-hardest-11plus.every-20th.txt', 20],
};
export function dataFile(name) {
  const fullDir = process.env.STEPWISE_DATA || null;
  const committed = join(here, '../data');
  const sample = SAMPLES[name];
  if (sample && fullDir && existsSync(join(fullDir, name))) {
    return { path: join(fullDir, name), source: `${name}: full set, ${join(fullDir, name)}` };
  }
  if (sample) {
    return {
      path: join(committed, sample[0]),
      source: `${name}: tests/data/${sample[0]}, every ${sample[1]}th puzzle only (set STEPWISE_DATA for the full set)`,
    };
  }
  return { path: join(committed, name), source: `${name}: tests/data/${name} (whole)` };
}

/** The bench module's bytes as base64: the build of build.mjs (the shipped engine worker's
 *  settings); STEPWISE_BENCH_WASM times another one, e.g. target/…/stepwise_wasm_bench.wasm
 *  after a plain `cargo build --release`. */
export function benchWasm() {
  const wasmPath =
    process.env.STEPWISE_BENCH_WASM ??
    join(here, 'target/wasm32-unknown-unknown/release/stepwise_wasm_bench.opt.wasm');
  console.log(`wasm: ${wasmPath}`);
  return readFileSync(wasmPath).toString('base64');
}

export function inputs(o) {
  const files = o.lab ? [o.set ?? LAB_FILE] : o.hints || o.rate ? [o.set ?? HINT_FILE] : FILES;
  return {
    wasm: benchWasm(),
    files: files.map((name) => {
      const { path, source } = dataFile(name);
      console.log(source);
      return { name, text: readFileSync(path, 'latin1') };
    }),
    reps: o.reps,
    every: o.every,
    warmupMs: o.warmupMs,
    windowMs: o.windowMs,
    seed: o.skipCount ? null : SEED,
    copies: o.copies,
  };
}

// The hint and rating benchmarks' puzzles, as in `cargo bench --bench hints` and `--bench rating`.
export const HINT_FILE = 'top1465.txt';

// The lab benchmark's puzzles, as `cargo bench --bench lab -- --dlx-only` times them all.
export const LAB_FILE = 'forum-hardest-11plus.txt';

// Dancing links against the exact solver (issue 18: within 3x), µs per puzzle.
export function reportLab(engine, r, o) {
  console.log(`the solver lab, wasm in ${engine}: ${r.puzzles} puzzles of ${r.file} (every ${o.every}), ${o.reps} rounds, each method on the whole set per call; µs per puzzle`);
  console.log(`  exact solver    median ${r.exact.toFixed(1).padStart(8)}  best ${r.exactBest.toFixed(1).padStart(8)}`);
  console.log(`  dancing links   median ${r.dlx.toFixed(1).padStart(8)}  best ${r.dlxBest.toFixed(1).padStart(8)}`);
  console.log(`dancing links / exact solver: ${(r.dlx / r.exact).toFixed(2)}x (medians), ${(r.dlxBest / r.exactBest).toFixed(2)}x (best runs); goal: within 3x`);
  if (r.unique[0] !== r.unique[1]) throw new Error(`the methods disagree: ${r.unique[0]} and ${r.unique[1]} proved unique`);
  console.log(`both proved ${r.unique[1]} of ${r.puzzles} unique`);
}

// The native line of `cargo bench --bench hints`: positions and p50/p99/max in ms.
function nativeHints(path) {
  if (!path) return null;
  const m = readFileSync(path, 'utf8')
    .match(/over (\d+) positions .*p50 ([0-9.]+) ms, p99 ([0-9.]+) ms, max ([0-9.]+) ms/);
  return m ? { positions: Number(m[1]), p50: Number(m[2]), p99: Number(m[3]), max: Number(m[4]) } : null;
}

// Next-hint latency table: wasm against native, with the goals.
export function reportHints(engine, r, o) {
  const nat = nativeHints(o.native);
  console.log(`next-hint latency, wasm in ${engine}: ${r.positions} positions of ${r.puzzles} puzzles of ${r.file} (every ${o.every}), each call repeated for ${o.windowMs} ms; walking the paths took ${(r.pathsMs / 1000).toFixed(1)} s`);
  if (nat && nat.positions !== r.positions) {
    console.log(`  (native run had ${nat.positions} positions: use the same --every for both)`);
  }
  console.log(`${''.padEnd(6)} ${'wasm ms'.padStart(9)} ${'native ms'.padStart(9)} ${'wasm/nat'.padStart(8)}`);
  for (const k of ['p50', 'p99', 'max']) {
    const n = nat?.[k];
    const ratio = n ? (r[k] / n).toFixed(2) : '-';
    console.log(`${k.padEnd(6)} ${r[k].toFixed(3).padStart(9)} ${(n !== undefined ? n.toFixed(3) : '-').padStart(9)} ${ratio.padStart(8)}`);
  }
  console.log(`goal: p99 <= 5 ms native, <= 50 ms in the browser; wasm p99 ${r.p99 <= 50 ? 'meets' : 'MISSES'} 50 ms`);
  console.log(`full path per puzzle, wasm in ${engine}: average ${r.pathAvg.toFixed(1)} ms, max ${r.pathMax.toFixed(1)} ms (goals: top1465 average <= 30 ms, forum-hardest max <= 1 s in Chromium)`);
}

// Our native µs/puzzle ("ours best" column) and seed count seconds from the bench output.
function nativeFigures(path) {
  const figures = {};
  if (!path) return figures;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const cols = line.trim().split(/\s+/);
    if (FILES.includes(cols[0]) && cols.length >= 8) figures[cols[0]] = Number(cols[5]);
    const m = line.match(/ours count_all ([0-9.]+) s/);
    if (m) figures['seed full count'] = Number(m[1]);
  }
  return figures;
}

export function report(engine, results, o) {
  const native = nativeFigures(o.native);
  console.log(`wasm in ${engine}: count(p, 2), ${o.reps} repetition(s), every ${o.every} puzzle(s); µs/puzzle`);
  console.log(`${'file'.padEnd(26)} ${'puzzles'.padStart(7)} ${'wasm med'.padStart(9)} ${'wasm best'.padStart(9)} ${'native'.padStart(8)} ${'wasm/nat'.padStart(8)}`);
  for (const r of results) {
    const nat = native[r.file];
    if (r.seconds !== undefined) {
      const ratio = nat ? (r.seconds / nat).toFixed(3) : '-';
      console.log(`seed full count: ${r.checksum} solutions in ${r.seconds.toFixed(2)} s (native ${nat ?? '-'} s, wasm/native ${ratio})`);
      continue;
    }
    const ratio = nat ? (r.best_us / nat).toFixed(3) : '-';
    console.log(`${r.file.padEnd(26)} ${String(r.puzzles).padStart(7)} ${r.median_us.toFixed(2).padStart(9)} ${r.best_us.toFixed(2).padStart(9)} ${(nat ? nat.toFixed(2) : '-').padStart(8)} ${ratio.padStart(8)}`);
    if (r.checksum !== r.puzzles) throw new Error(`${r.file}: checksum ${r.checksum}, expected ${r.puzzles} unique puzzles`);
  }
}

// Rating time table (issue 16's goal: all three scales together <= 15 ms native, <= 30 ms in
// the browser, on top1465 on average); the native figures are `cargo bench --bench rating`'s.
export function reportRating(engine, r, o) {
  console.log(`rating time per puzzle, wasm in ${engine}: ${r.rateable} rateable of ${r.puzzles} puzzles of ${r.file} (every ${o.every}), checksum ${r.checksum}`);
  const row = (name, ms) => console.log(`  ${name.padEnd(34)} ${ms.toFixed(2).padStart(8)} ms`);
  row('HoDoKu', r.hodoku);
  row('Sudoku Explainer', r.se);
  row("the seed's points", r.seed);
  row('the three apart', r.apart);
  row('all three (one memo, as the app)', r.all);
  if (r.robust !== null) row('robust minimum (8 copies), extra', r.robust);
  console.log(`  all three, slowest puzzle            ${r.allMax.toFixed(2).padStart(8)} ms`);
  // The goal is set on top1465; other sets (the hardest list) are reported, not judged.
  if (r.file === 'top1465.txt') {
    console.log(`goal: all three <= 30 ms in the browser on average; ${r.all <= 30 ? 'meets' : 'MISSES'} it`);
  } else {
    console.log('goal: set on top1465.txt only (all three <= 30 ms in the browser on average)');
  }
}
