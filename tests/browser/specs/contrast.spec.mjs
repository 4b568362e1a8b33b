// WCAG AA contrast for everything written in a cell (issue 5, point 10), measured by the
// test itself: axe-core leaves most cells "for review" (their rings are pseudo-elements and
// the diagonals and hint areas are gradients). For every digit, note, flag and hint mark in
// every highlight state, its colour is composited over the cell's real background (the
// background colour, an inset tint such as the hint area's, and the hint area's hatching as
// a worst case) and the ratio must be at least 4.5:1; the hint's chain arrows (graphics)
// at least 3:1 against the board. In both themes, whether the theme follows the system or
// was chosen in the settings against it.
import { test, expect, open, cell, paste, UNIQUE, SEVERAL } from "./fixtures.mjs";
import { SKYSCRAPER } from "./hint-data.mjs";

const AA = 4.5;

/** In the page: every text in every cell with its contrast ratio, the worst per kind. */
function measureCells(AA) {
  const parse = (s) => {
    let m = s.match(/^rgba?\(([^)]*)\)/);
    if (m) {
      const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    }
    m = s.match(/^color\(srgb ([^)]*)\)/);
    if (m) {
      const p = m[1].split(/[\s/]+/).filter(Boolean).map(Number);
      return [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1];
    }
    throw new Error(`colour not understood: ${s}`);
  };
  const over = (top, under) => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1);
  };
  const lum = (c) => {
    const ch = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  // The colour behind an element: its own and its ancestors' background colours, composited.
  const backdrop = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] === 1) break;
    }
    return layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  // Inset shadows that cover the whole cell (a tint), and hatch stripes drawn over it.
  const tints = (style) =>
    [...style.boxShadow.matchAll(/(rgba?\([^)]*\))([^,]*)/g)]
      .filter(([, , rest]) => rest.includes("inset") && Math.max(...(rest.match(/[\d.]+px/g) || ["0"]).map(parseFloat)) > 40)
      .map(([, c]) => parse(c));
  const stripes = (style) =>
    style.backgroundImage.startsWith("repeating-linear-gradient")
      ? [...style.backgroundImage.matchAll(/rgba?\([^)]*\)/g)].map((m) => parse(m[0])).filter((c) => c[3] > 0)
      : [];
  const worst = {};
  for (const cellEl of document.querySelectorAll(".board .cell")) {
    const style = getComputedStyle(cellEl);
    let bg = backdrop(cellEl);
    for (const t of tints(style)) bg = over(t, bg);
    const backgrounds = [bg, ...stripes(style).map((s) => over(s, bg))];
    const texts = cellEl.querySelectorAll(".digit, .centre-notes > span, .corner-notes .note, .flag, .hint-cand, .hint-place");
    for (const el of texts) {
      const own = parse(getComputedStyle(el).backgroundColor);
      for (const b of backgrounds) {
        const under = own[3] > 0 ? over(own, b) : b;
        const fg = over(parse(getComputedStyle(el).color), under);
        const r = ratio(fg, under);
        const states = [...cellEl.classList].filter((c) => !/^(cell|thick-|group-|at-)/.test(c)).sort();
        const kind = `${el.className.split(" ")[0]}${el.classList.contains("hl") ? ".hl" : ""} in ${states.length ? "." + states.join(".") : "a plain cell"}`;
        if (!worst[kind] || r < worst[kind].ratio) worst[kind] = { ratio: Math.round(r * 100) / 100, text: el.textContent, need: AA };
      }
    }
  }
  // The hint's chain arrows are graphics, not text: WCAG's 3:1 for non-text contrast, against
  // the board's own background (they cross many cells).
  const board = backdrop(document.querySelector(".board"));
  for (const el of document.querySelectorAll(".hint-link, .hint-arrowhead")) {
    const st = getComputedStyle(el);
    const paint = parse(el.classList.contains("hint-link") ? st.stroke : st.fill);
    const r = ratio(over(paint, board), board);
    const kind = `${el.getAttribute("class")} arrow`;
    if (!worst[kind] || r < worst[kind].ratio) worst[kind] = { ratio: Math.round(r * 100) / 100, text: "", need: 3 };
  }
  return worst;
}

/** Puts the board through its highlight states, measuring each. */
async function everyState(page) {
  const seen = {};
  const measure = async () => Object.assign(seen, await page.evaluate(measureCells, AA));
  const key = (d) => page.getByRole("button", { name: new RegExp(`^${d}, \\d left$`) });
  await paste(page, UNIQUE);
  // Notes (centre, corner, a highlighted candidate), a conflict, a wrong digit, selection,
  // the selected cell's houses and the same digit elsewhere.
  await page.getByRole("button", { name: "Fill candidates" }).click();
  await cell(page, 1, 2).click();
  await page.keyboard.press("4");
  await cell(page, 1, 3).click();
  await page.keyboard.press("2");
  await cell(page, 1, 4).click();
  await page.keyboard.press("Shift+Digit8");
  await page.getByRole("button", { name: "Check my digits" }).click();
  await cell(page, 2, 2).click();
  await measure();
  await page.getByRole("button", { name: "Candidate", exact: true }).click();
  await key(5).click();
  await key(5).click();
  await measure();
  await page.getByRole("button", { name: "Digit", exact: true }).click();
  await cell(page, 2, 7).click();
  await measure();
  // The variants' tints: colour groups and diagonals, with digits and notes on them.
  for (const v of ["Colour + diagonal", "Diagonal", "Colour"]) {
    await page.getByLabel(v, { exact: true }).check();
    await measure();
  }
  await page.getByLabel("Standard", { exact: true }).check();
  // Where two solutions differ.
  await paste(page, SEVERAL);
  await cell(page, 9, 9).click();
  await measure();
  // A hint: its area, pattern cells and candidates, eliminations; then a placement.
  await paste(page, SKYSCRAPER);
  await page.locator("#hint-button").click();
  await page.locator("#hint-panel").getByRole("button", { name: "Show where", exact: true }).click();
  await measure();
  await page.locator("#hint-panel").getByRole("button", { name: "Close", exact: true }).click();
  await paste(page, UNIQUE);
  await page.locator("#hint-button").click();
  await page.locator("#hint-panel").getByRole("button", { name: "Show where", exact: true }).click();
  await expect(page.locator(".hint-place")).toHaveCount(1);
  await measure();
  return seen;
}

const THEMES = [
  { name: "light (system)", system: "light", choice: null },
  { name: "dark (system)", system: "dark", choice: null },
  { name: "dark chosen on a light system", system: "light", choice: "Dark" },
  { name: "light chosen on a dark system", system: "dark", choice: "Light" },
];

for (const theme of THEMES) {
  test(`every digit, note and mark in a cell is at least ${AA}:1 on its background: ${theme.name}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: theme.system });
    await open(page);
    if (theme.choice) {
      await page.locator("#settings summary").click();
      await page.getByLabel(theme.choice, { exact: true }).check();
      await page.locator("#settings summary").click();
    }
    const seen = await everyState(page);
    const kinds = Object.keys(seen);
    // The states above reach every kind of text mark.
    for (const mark of ["digit in", "note.hl in", "flag in", "hint-cand in", "hint-place in", "hint-link strong", "hint-link weak"]) {
      expect(kinds.some((k) => k.startsWith(mark)), `${mark} measured`).toBe(true);
    }
    const low = Object.entries(seen).filter(([, v]) => v.ratio < v.need).map(([k, v]) => `${k}: ${v.ratio} < ${v.need} ("${v.text}")`);
    const lowest = (need) => Object.entries(seen).filter(([, v]) => v.need === need).sort(([, a], [, b]) => a.ratio - b.ratio)[0];
    const [textKind, text] = lowest(AA);
    const [arrowKind, arrow] = lowest(3);
    console.log(`contrast ${theme.name}: ${kinds.length} kinds, lowest text ${text.ratio.toFixed(2)}:1 (${textKind}), lowest arrow ${arrow.ratio.toFixed(2)}:1 (${arrowKind})`);
    expect(low, "below the WCAG AA minimum").toEqual([]);
  });
}
