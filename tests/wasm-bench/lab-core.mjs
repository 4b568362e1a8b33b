// Dancing links against the exact solver (issue 18's "within 3x"), shared by run.mjs and
// run-browser.mjs with --lab (in Chromium it is passed to page.evaluate, so it must be
// self-contained: no imports, no outer variables but `globalThis.benchSetup`).
// args: { wasm: base64 string, files: [{ name, text }] (the first is used), every, reps,
//         warmupMs }
// Each timed call solves the whole set with one method (milliseconds, so Chromium's 100 µs
// clock grain does not matter); the two methods alternate, `reps` rounds, after a warm-up.
export async function labCore(args) {
  const { instantiateBench, loadPuzzles } = globalThis.benchSetup;
  const w = await instantiateBench(args.wasm);
  const now = () => performance.now();
  const file = args.files[0];
  const n = loadPuzzles(w, file.text, args.every);
  const unique = [w.lab(0), w.lab(1)];
  // Let V8 finish optimising both methods (see bench-core.mjs) before timing.
  const warmEnd = now() + args.warmupMs;
  while (now() < warmEnd) { w.lab(0); w.lab(1); }
  const times = [[], []];
  for (let r = 0; r < args.reps; r++) {
    for (const m of [0, 1]) {
      const t0 = now();
      w.lab(m);
      times[m].push(((now() - t0) * 1000) / n);
    }
  }
  const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
  return {
    file: file.name, puzzles: n, unique,
    exact: median(times[0]), dlx: median(times[1]),
    exactBest: Math.min(...times[0]), dlxBest: Math.min(...times[1]),
  };
}
