// The measurement itself, shared by run.mjs (node) and run-browser.mjs (Chromium, where it
// is passed to page.evaluate, so it must be self-contained: no imports, no outer variables).
// args: { wasm: base64 string, files: [{ name, text }], reps, every, seed, warmupMs }
export async function benchCore(args) {
  const bytes = Uint8Array.from(atob(args.wasm), (c) => c.charCodeAt(0));
  const module = await WebAssembly.compile(bytes);
  // The engine's MILP crate reads the clock through wasm-bindgen (web-time): imports the
  // timed code never calls, stubbed so the bare module instantiates.
  const imports = {};
  for (const { module: m, name } of WebAssembly.Module.imports(module)) {
    (imports[m] ??= {})[name] = () => { throw new Error(`${m}.${name}: not for the bench`); };
  }
  const instance = await WebAssembly.instantiate(module, imports);
  const w = instance.exports;
  const now = () => performance.now();
  const results = [];
  for (const file of args.files) {
    const lines = file.text.split('\n').filter((l) => l.length >= 81)
      .filter((_, i) => i % args.every === 0);
    const n = lines.length;
    const ptr = w.alloc(n * 81);
    const mem = new Uint8Array(w.memory.buffer, ptr, n * 81);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < 81; j++) mem[i * 81 + j] = lines[i].charCodeAt(j);
    }
    w.load(n);
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
