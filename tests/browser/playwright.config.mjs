// Playwright on Debian's Chromium (/usr/bin/chromium), or the Chromium or Chrome that
// $STEPWISE_CHROMIUM names (the Pages workflow: the runner's Chrome); never
// `npx playwright install`.
// The suite runs against the production build (dist/, `trunk build --release --public-url ./`)
// mounted under a sub-path, like GitHub Pages.
import { defineConfig } from "@playwright/test";

export const PORT = Number(process.env.STEPWISE_TEST_PORT || 4173);
export const BASE = `http://127.0.0.1:${PORT}/stepwise/`;

export default defineConfig({
  testDir: "./specs",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: BASE,
    browserName: "chromium",
    serviceWorkers: "allow",
    launchOptions: {
      executablePath: process.env.STEPWISE_CHROMIUM || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `node serve.mjs --dist ../../dist --base /stepwise/ --port ${PORT} --test-hooks`,
    url: BASE,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
