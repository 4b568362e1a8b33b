// Screenshots of every screen state for a human look (not a test): phone 360×740 and
// desktop 1280×800, light and dark. Writes PNGs outside the repository.
//   node screenshots.mjs [outdir]      (default /tmp/stepwise-screens; needs a built dist/)
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

const out = process.argv[2] || "/tmp/stepwise-screens";
mkdirSync(out, { recursive: true });
const port = 4174;
const base = `http://127.0.0.1:${port}/stepwise/`;
const server = spawn("node", ["serve.mjs", "--port", String(port)], { cwd: import.meta.dirname, stdio: "ignore" });
await sleep(500);

const UNIQUE = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const SEVERAL = "........." + UNIQUE.slice(9);
const browser = await chromium.launch({
  executablePath: process.env.STEPWISE_CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const sizes = {
  phone: { width: 360, height: 740, isMobile: true, hasTouch: true },
  landscape: { width: 740, height: 360, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800 },
};
try {
  for (const [size, v] of Object.entries(sizes)) {
    for (const scheme of ["light", "dark"]) {
      const context = await browser.newContext({
        viewport: { width: v.width, height: v.height }, isMobile: !!v.isMobile, hasTouch: !!v.hasTouch,
        colorScheme: scheme, serviceWorkers: "block",
      });
      const page = await context.newPage();
      page.on("console", (m) => m.type() === "error" && console.log(`[${size}/${scheme}] console.error: ${m.text()}`));
      await page.goto(base);
      await page.getByRole("grid").waitFor();
      const shot = async (name, full = false) =>
        page.screenshot({ path: `${out}/${size}-${scheme}-${name}.png`, fullPage: full });
      await shot("empty");
      await page.getByLabel("Paste a puzzle").fill(SEVERAL);
      await page.getByRole("button", { name: "Load puzzle" }).click();
      await page.locator("#cell-1").click();
      await page.keyboard.press("7");
      await page.keyboard.press("ArrowDown");
      await shot("several", true);
      await page.getByLabel("Paste a puzzle").fill("12x45");
      await page.getByRole("button", { name: "Load puzzle" }).click();
      await page.getByLabel("Colour + diagonal").check();
      await shot("color-diagonal-error", true);
      await page.getByLabel("Standard").check();
      await page.getByLabel("Paste a puzzle").fill(UNIQUE);
      await page.getByRole("button", { name: "Load puzzle" }).click();
      await page.locator("#cell-10").click();
      await page.keyboard.press("5");
      await shot("unique");
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`screenshots in ${out}`);
