// Every sentence in German (issue 5, point 12): the engine's hint explanations, technique
// and house names and the parser's errors come from the German table once the switch says
// Deutsch, and an open hint follows the switch; on a desktop and a phone viewport.
import { test, expect, open, paste, UNIQUE } from "./fixtures.mjs";
import { SKYSCRAPER } from "./hint-data.mjs";

const SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 740 },
};
const rung = (page, n) => page.locator(`#hint-panel .hint-rung[data-rung="${n}"]`);
const hintButton = (page, name) => page.locator("#hint-panel").getByRole("button", { name, exact: true });
const language = async (page, name) => {
  const details = page.locator("#settings");
  if (!(await details.evaluate((d) => d.open))) await page.locator("#settings summary").click();
  await page.getByLabel(name).check();
};

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport });

    test("German hints: technique, houses, chain and removals in German; the open hint follows the switch", async ({ page }) => {
      await open(page);
      await paste(page, SKYSCRAPER);
      await language(page, "Deutsch");
      await page.locator("#hint-button").click();
      await expect(rung(page, 1)).toHaveText("Skyscraper mit der Ziffer 4.");
      await hintButton(page, "Zeig, wo").click();
      await expect(rung(page, 2)).toHaveText("Folge der Kette (4)r5c4 = (4)r3c4 - (4)r3c7 = (4)r6c7.");
      await hintButton(page, "Zeig, warum").click();
      const why = rung(page, 3);
      await expect(why).toContainText("Angenommen, in Z5S4 steht keine 4.");
      await expect(why).toContainText("Dann steht, entlang der drei Glieder (▶ erklärt jedes), in Z6S7 die 4.");
      await expect(why).toContainText("entferne 4 aus Z5S9 und Z6S6.");
      // Each link's sentence is the playback's, shown with its link.
      await page.getByRole("button", { name: "Nächstes Glied" }).click();
      await expect(page.locator("#hint-panel .hint-current")).toHaveText("Dann steht in Z3S4 die 4 (die einzige andere 4 in Spalte 4).");
      await page.getByRole("button", { name: "Ein Glied zurück" }).click();
      // German names cells Z4S5 (Zeile, Spalte); only the chain's notation keeps r4c5.
      await expect(why).not.toContainText(/\br\dc\d/);
      await expect(rung(page, 1)).not.toContainText(/\br\dc\d/);
      await expect(page.locator("#hint-panel")).not.toContainText(/\b(row|column|block|remove|Suppose|Then)\b/);
      // Switching the language re-says the open hint.
      await language(page, "English");
      await expect(rung(page, 1)).toHaveText("There is a Skyscraper on the digit 4.");
      await expect(rung(page, 3)).toContainText("Suppose r5c4 is not 4.");
      await language(page, "Deutsch");
      await expect(rung(page, 1)).toHaveText("Skyscraper mit der Ziffer 4.");
      // The "all steps" list names the techniques in German.
      await page.locator("#hint-panel").getByRole("button", { name: "Schließen" }).click();
      await page.getByRole("button", { name: "Alle Schritte" }).click();
      await expect(page.locator(".hint-step").first()).toBeVisible();
      await expect(page.locator(".hint-step", { hasText: "Skyscraper: Entferne 4 aus Z5S9 und Z6S6" })).toHaveCount(1);
      await expect(page.locator(".hint-step").filter({ hasText: /remove|Remove/ })).toHaveCount(0);
    });

    test("German parse errors name the place and the house in German", async ({ page }) => {
      await open(page);
      await language(page, "Deutsch");
      const cases = [
        ["12345", "5 Felder gefunden, 81 nötig"],
        ["4...3..?" + UNIQUE.slice(8), "Unbekanntes Zeichen „?“ an Stelle 8"],
        ["44" + UNIQUE.slice(2), "Die 4 steht zweimal in Zeile 1: Z1S1 und Z1S2"],
        ["", "Kein Rätsel gefunden: Der Text ist leer"],
      ];
      for (const [text, message] of cases) {
        await page.getByLabel("Rätsel einfügen").fill(text);
        await page.getByRole("button", { name: "Rätsel laden" }).click();
        await expect(page.locator("#paste-message")).toContainText(message);
      }
    });

    test("one of something is said in the singular in both languages; the header names the stage in German", async ({ page }) => {
      await open(page);
      await language(page, "Deutsch");
      await expect(page.locator(".bar-info")).toHaveText("Standard · Eingabe der Vorgaben");
      await language(page, "English");
      await paste(page, "1");
      await expect(page.locator("#paste-message")).toHaveText("found 1 cell, need 81");
      await paste(page, "1" + ".".repeat(80));
      await expect(page.locator("#paste-message")).toHaveText("Loaded 1 given.");
      await language(page, "Deutsch");
      await expect(page.locator("#paste-message")).toHaveText("1 Vorgabe geladen.");
      await expect(page.locator(".bar-info")).toHaveText("Standard · Spiel läuft");
    });

    test("the paste message follows the language switch", async ({ page }) => {
      await open(page);
      await paste(page, "12345");
      await expect(page.locator("#paste-message")).toHaveText("found 5 cells, need 81");
      await language(page, "Deutsch");
      await expect(page.locator("#paste-message")).toHaveText("5 Felder gefunden, 81 nötig");
      await page.getByLabel("Rätsel einfügen").fill(UNIQUE);
      await page.getByRole("button", { name: "Rätsel laden" }).click();
      await expect(page.locator("#paste-message")).toHaveText(/^\d+ Vorgaben geladen\.$/);
      await language(page, "English");
      await expect(page.locator("#paste-message")).toHaveText(/^Loaded \d+ givens\.$/);
    });
  });
}

// The German table is a file of its own (kept out of the main bundle): fetched the first
// time German is wanted, precached by the service worker, so German works offline too.
test("the German table is fetched only when German is wanted, and is there offline", async ({ page, context }) => {
  const fetched = [];
  page.on("request", (r) => r.url().endsWith("/de.txt") && fetched.push(r.url()));
  await open(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.locator("#hint-button")).toHaveText("Hint");
  expect(fetched, "no German table for an English page").toEqual([]);
  await language(page, "Deutsch");
  await expect(page.locator("#hint-button")).toHaveText("Tipp");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(fetched.length).toBeGreaterThanOrEqual(1);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("#hint-button")).toHaveText("Tipp");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await context.setOffline(false);
});

// The page's English words are a file of their own too (en.txt, kept out of the main bundle
// like German): fetched before the app mounts, precached, so English works offline; a page
// that cannot have them says so instead of showing message keys, and keeps the saves.
test("the English words come from en.txt, offline too; without them the page says why", async ({ page, context }) => {
  const fetched = [];
  page.on("request", (r) => r.url().endsWith("/en.txt") && fetched.push(r.url()));
  await open(page);
  await expect(page.locator("#hint-button")).toHaveText("Hint");
  expect(fetched.length, "en.txt asked for").toBeGreaterThanOrEqual(1);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("#hint-button")).toHaveText("Hint");
  await context.setOffline(false);

  const fresh = await context.browser().newContext({ serviceWorkers: "block" });
  const broken = await fresh.newPage();
  await broken.route("**/en.txt", (route) => route.fulfill({ status: 404, body: "" }));
  await broken.goto(page.url());
  await expect(broken.locator("body")).toHaveText(/could not load its words.*reload the page/);
  await expect(broken.getByRole("grid")).toHaveCount(0);
  await fresh.close();
});
