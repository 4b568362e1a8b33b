// The measurement itself, shared by run.mjs (node) and run-browser.mjs (Chromium, where it
// is passed to page.evaluate, so it must be self-contained: no imports, no outer variables but
// `globalThis.benchSetup`, which the host installs from wasm-setup.mjs).
// args: { wasm: base64 string, files: [{ name, text }], reps, every, seed, warmupMs }
export async function benchCore(args) {
  const { instantiateBench, loadPuzzles } = globalThis.benchSetup;
  const w = await instantiateBench(args.wasm);
  const now = () => performance.now();
  const results = [];
  for (const file of args.files) {
    const n = loadPuzzles(w, file.text, args.every);
    const checksum = w.run(2); // warm-up (also the checksum: n for all-unique sets)
    // V8 runs wasm first as Liftoff (baseline) code and compiles hot functions with
    // TurboFan in the background; the optimised code only serves calls made after it is
    // ready (no on-stack replacement). One short pass can end before that, leaving the
    // timed runs 1.8-2x slower, so keep warming up for a fixed time.
    const warmEnd = now() + args.warmupMs;
    while (now() < warmEnd) w.run(2);
    const times = [];
    for (let r = 0; r < args.reps; r++) {
      const t0 = now();
      w.run(2);
      times.push(now() - t0);
    }
    times.sort((a, b) => a - b);
    results.push({
      file: file.name, puzzles: n, checksum,
      median_us: (times[times.length >> 1] * 1000) / n,
      best_us: (times[0] * 1000) / n,
    });
  }
  if (args.seed) {
    const mem = new Uint8Array(w.memory.buffer, w.alloc(81), 81);
    for (let j = 0; j < 81; j++) mem[j] = args.seed.charCodeAt(j);
    w.load(1);
    const t0 = now();
    const solutions = w.run(0);
    results.push({ file: 'seed full count', puzzles: 1, checksum: solutions, seconds: (now() - t0) / 1000 });
  }
  return results;
}
