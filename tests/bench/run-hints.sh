#!/usr/bin/env bash
# Next-hint latency on the solution paths of top1465: natively (`cargo bench --bench hints`),
# then the same positions with the engine compiled to wasm32 in node (V8) and, when Chromium
# (/usr/bin/chromium or $STEPWISE_CHROMIUM) and Playwright are present, in headless Chromium
# (top1465 is committed whole in tests/data/, so no other data is needed); the wasm tables show
# p50/p99/max against the native run just made. Goal (issue 6): p99 <= 5 ms native, <= 50 ms
# in the browser. Arguments: --every N (every Nth puzzle, for all three), --window MS (how
# long each position's call is repeated in wasm, default 0.5).
#   tests/bench/run-hints.sh --every 5
set -euo pipefail
cd "$(dirname "$0")/../.."
every=1
wasm_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --every) every="$2"; shift 2 ;;
    --window) wasm_args+=(--window "$2"); shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
native=$(mktemp)
trap 'rm -f "$native"' EXIT

cargo bench --bench hints -- --every "$every" | tee "$native"
(cd tests/wasm-bench && node build.mjs)
echo
node tests/wasm-bench/run.mjs --hints --every "$every" --native "$native" "${wasm_args[@]}"
if [ -x "${STEPWISE_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo
  node tests/wasm-bench/run-browser.mjs --hints --every "$every" --native "$native" "${wasm_args[@]}" \
    || echo "(Chromium run failed: run npm install in tests/browser, or set PLAYWRIGHT_DIR)"
fi
