// Builds the wasm bench as the app's engine worker is built, so the node and Chromium figures
// are the shipped worker's: Rust at the root's [profile.wasm-release] opt-level (with the
// crate's default inline-hot feature, as index.html sets for the worker), then binaryen's
// wasm-opt with the flags of index.html's engine_worker link. Writes
// target/wasm32-unknown-unknown/release/stepwise_wasm_bench.opt.wasm (common.mjs reads it).
//   node build.mjs            (in tests/wasm-bench; wasm-opt from tests/browser/node_modules)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');

/** The opt-level of the root Cargo.toml's [profile.wasm-release]. */
function wasmOptLevel() {
  const toml = readFileSync(join(root, 'Cargo.toml'), 'utf8');
  const section = toml.split(/^\[/m).find((s) => s.startsWith('profile.wasm-release]'));
  const level = section?.match(/^opt-level\s*=\s*"?(\w+)"?/m)?.[1];
  if (!level) throw new Error('no opt-level in [profile.wasm-release] of Cargo.toml');
  return level;
}

/** The wasm-opt arguments of index.html's engine_worker link: `-O<level>` and its params. */
function engineWorkerWasmOpt() {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const link = html.split('<link').find((l) => l.includes('data-bin="engine_worker"'));
  const level = link?.match(/data-wasm-opt="(\w+)"/)?.[1];
  if (!level) throw new Error('no data-wasm-opt on the engine_worker link of index.html');
  const params = link.match(/data-wasm-opt-params="([^"]*)"/)?.[1] ?? '';
  return [`-O${level}`, ...params.split(/\s+/).filter(Boolean)];
}

const opt = wasmOptLevel();
const flags = engineWorkerWasmOpt();
console.log(`cargo build at opt-level ${opt}; wasm-opt ${flags.join(' ')}`);
execFileSync('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown'], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, CARGO_PROFILE_RELEASE_OPT_LEVEL: opt },
});
const out = join(here, 'target/wasm32-unknown-unknown/release/stepwise_wasm_bench');
const wasmOpt = join(root, 'tests/browser/node_modules/.bin/wasm-opt');
execFileSync(wasmOpt, [...flags, `${out}.wasm`, '-o', `${out}.opt.wasm`], { stdio: 'inherit' });
console.log(`wrote ${out}.opt.wasm`);
