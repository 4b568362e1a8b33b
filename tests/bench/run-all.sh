#!/usr/bin/env bash
# The uniqueness benchmark natively (ours vs the sudoku crate, same run), then the same engine
# compiled to wasm32 in node (V8) and, when Chromium (/usr/bin/chromium or $STEPWISE_CHROMIUM)
# and Playwright are present, in headless Chromium; the wasm tables end with the wasm/native
# ratio against the native run just made. Arguments go to all three: --every N (sample),
# --reps N, --skip-count. The data: the full sets in $STEPWISE_DATA, else the samples in
# tests/data/; each run's first lines say which.
#   STEPWISE_DATA=/path/to/full/sets tests/bench/run-all.sh --every 10 --skip-count
set -euo pipefail
cd "$(dirname "$0")/../.."
native=$(mktemp)
trap 'rm -f "$native"' EXIT

cargo bench --bench uniqueness -- "$@" | tee "$native"
(cd tests/wasm-bench && node build.mjs)
echo
node tests/wasm-bench/run.mjs --native "$native" "$@"
if [ -x "${STEPWISE_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo
  node tests/wasm-bench/run-browser.mjs --native "$native" "$@" \
    || echo "(Chromium run failed: run npm install in tests/browser, or set PLAYWRIGHT_DIR)"
fi
