// Shared by the node and Chromium runners: arguments, inputs, and the result table.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = dirname(fileURLToPath(import.meta.url));
export const FILES = ['17-clue.txt', 'top1465.txt', 'forum-hardest-11plus.txt'];
export const SEED = '050070090400000008000020000003010800000000000009060100000080000200000009060050000';

export function options(argv) {
  const o = { reps: 3, every: 1, skipCount: false, native: null, warmupMs: 500, data: join(here, '../../../shared/data') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--reps') o.reps = Math.max(1, Number(argv[++i]));
    else if (a === '--every') o.every = Math.max(1, Number(argv[++i]));
    else if (a === '--skip-count') o.skipCount = true;
    else if (a === '--native') o.native = argv[++i]; // output of `cargo bench --bench uniqueness`
    else if (a === '--data') o.data = argv[++i];
    else if (a === '--warmup') o.warmupMs = Math.max(0, Number(argv[++i])); // ms per file
  }
  return o;
}

export function inputs(o) {
  const wasmPath = join(here, 'target/wasm32-unknown-unknown/release/stepwise_wasm_bench.wasm');
  return {
    wasm: readFileSync(wasmPath).toString('base64'),
    files: FILES.map((name) => ({ name, text: readFileSync(join(o.data, name), 'latin1') })),
    reps: o.reps,
    every: o.every,
    warmupMs: o.warmupMs,
    seed: o.skipCount ? null : SEED,
  };
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
