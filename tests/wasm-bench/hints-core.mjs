// Next-hint latency, shared by run.mjs and run-browser.mjs with --hints (in Chromium it is
// passed to page.evaluate, so it must be self-contained: no imports, no outer variables but
// `globalThis.benchSetup`, which the host installs from wasm-setup.mjs).
// args: { wasm: base64 string, files: [{ name, text }] (the first is used), every, windowMs,
//         warmupMs }
// The wasm walks the solution paths (`paths`, untimed, which also warms it up); then every
// position's `hint` call is timed with performance.now(), and then each puzzle's whole path. Chromium coarsens that clock to
// 100 µs on a page that is not cross-origin isolated, so a call is repeated until
// `windowMs` has passed and the mean is taken: a slow call (over the window) is timed once,
// a fast one is averaged over enough calls for the clock's grain not to matter.
export async function hintsCore(args) {
  const { instantiateBench, loadPuzzles } = globalThis.benchSetup;
  const w = await instantiateBench(args.wasm);
  const now = () => performance.now();
  const file = args.files[0];
  const n = loadPuzzles(w, file.text, args.every);
  const t0 = now();
  const positions = w.paths();
  const pathsMs = now() - t0;
  // Let V8 finish optimising the hot functions (see bench-core.mjs) before timing.
  const warmEnd = now() + args.warmupMs;
  for (let i = 0; now() < warmEnd; i = (i + 1) % positions) w.hint(i);
  const ms = new Float64Array(positions);
  let checksum = 0;
  for (let i = 0; i < positions; i++) {
    let calls = 0;
    const start = now();
    let elapsed = 0;
    do {
      checksum += w.hint(i);
      calls++;
      elapsed = now() - start;
    } while (elapsed < args.windowMs);
    ms[i] = elapsed / calls;
  }
  ms.sort();
  const pct = (p) => ms[Math.floor((positions - 1) * p)];
  // The full path of each puzzle, timed once per puzzle (tens of ms: the clock's grain does
  // not matter).
  const perPuzzle = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const start = now();
    checksum += w.path(i);
    perPuzzle[i] = now() - start;
  }
  const pathAvg = perPuzzle.reduce((a, b) => a + b, 0) / n;
  perPuzzle.sort();
  return {
    file: file.name, puzzles: n, positions, checksum, pathsMs,
    p50: pct(0.5), p99: pct(0.99), max: ms[positions - 1],
    pathAvg, pathMax: perPuzzle[n - 1],
  };
}
