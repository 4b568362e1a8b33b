// Rating time per puzzle, shared by run.mjs and run-browser.mjs with --rate (in Chromium it is
// passed to page.evaluate, so it must be self-contained: no imports, no outer variables but
// `globalThis.benchSetup`, which the host installs from wasm-setup.mjs).
// args: { wasm: base64 string, files: [{ name, text }] (the first is used), every, warmupMs,
//         copies }
// As `cargo bench --bench rating` does natively: each puzzle is checked first (untimed: one
// solution, its solution kept), then each scale is timed on its own per puzzle (HoDoKu, SE,
// the seed's points), then the three together with one memo as the app's rating card walks
// them (the goal's figure), and with copies > 0 the symmetry-robust minimum over the seed's
// eight copies. Each call takes milliseconds, so Chromium's 100 µs clock grain does not matter.
export async function ratingCore(args) {
  const { instantiateBench, loadPuzzles } = globalThis.benchSetup;
  const w = await instantiateBench(args.wasm);
  const now = () => performance.now();
  const file = args.files[0];
  const n = loadPuzzles(w, file.text, args.every);
  const rateable = w.checks();
  const scales = args.copies > 0 ? 4 : 3;
  // Let V8 finish optimising the hot functions (see bench-core.mjs) before timing.
  const warmEnd = now() + args.warmupMs;
  for (let i = 0; now() < warmEnd; i = (i + 1) % n) {
    for (let s = 0; s < 3; s++) w.rate(i, s);
  }
  // Each scale apart (0-2), then the three together with one memo (4, what the app's
  // rating card does), then the robust minimum (3) if asked.
  const order = scales > 3 ? [0, 1, 2, 4, 3] : [0, 1, 2, 4];
  const total = new Float64Array(5);
  const all = new Float64Array(n);
  let checksum = 0;
  for (let i = 0; i < n; i++) {
    for (const s of order) {
      const start = now();
      const r = w.rate(i, s);
      const ms = now() - start;
      if (r < 0) continue;
      if (s !== 4) checksum += r;
      total[s] += ms;
      if (s === 4) all[i] = ms;
    }
  }
  const per = Array.from(total, (t) => t / rateable);
  const allSorted = Float64Array.from(all).sort();
  return {
    file: file.name, puzzles: n, rateable, checksum,
    hodoku: per[0], se: per[1], seed: per[2], robust: scales > 3 ? per[3] : null,
    apart: per[0] + per[1] + per[2], all: per[4], allMax: allSorted[n - 1],
  };
}
