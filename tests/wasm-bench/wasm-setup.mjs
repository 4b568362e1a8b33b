// The setup the three measurements share (bench-core.mjs, hints-core.mjs, rating-core.mjs):
// the bench module instantiated, and puzzles loaded into it. In Chromium the measurements run
// through page.evaluate, where imports do not reach, so each host installs these two as
// `globalThis.benchSetup` before it calls one: run.mjs with installSetup(), run-browser.mjs in
// the page with setupScript(). Both functions are self-contained for that reason.

/** The bench module instantiated from its bytes (base64); returns its exports. */
export async function instantiateBench(wasm) {
  const bytes = Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0));
  const module = await WebAssembly.compile(bytes);
  // The engine's MILP crate reads the clock through wasm-bindgen (web-time): imports the
  // timed code never calls, stubbed so the bare module instantiates.
  const imports = {};
  for (const { module: m, name } of WebAssembly.Module.imports(module)) {
    (imports[m] ??= {})[name] = () => { throw new Error(`${m}.${name}: not for the bench`); };
  }
  const instance = await WebAssembly.instantiate(module, imports);
  return instance.exports;
}

/** Every `every`-th puzzle line of `text` (81 characters or more) copied into the module's
 *  memory and loaded (`w.load`); returns how many. */
export function loadPuzzles(w, text, every) {
  const lines = text.split('\n').filter((l) => l.length >= 81)
    .filter((_, i) => i % every === 0);
  const n = lines.length;
  const ptr = w.alloc(n * 81);
  const mem = new Uint8Array(w.memory.buffer, ptr, n * 81);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < 81; j++) mem[i * 81 + j] = lines[i].charCodeAt(j);
  }
  w.load(n);
  return n;
}

/** Installs the setup in this process (node). */
export function installSetup() {
  globalThis.benchSetup = { instantiateBench, loadPuzzles };
}

/** A script that installs the setup in a page (for page.addScriptTag). */
export function setupScript() {
  return `globalThis.benchSetup = { instantiateBench: ${instantiateBench}, loadPuzzles: ${loadPuzzles} };`;
}
