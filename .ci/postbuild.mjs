// trunk post_build hook (see Trunk.toml). Runs on the staging dir before it becomes dist/:
// 1. Content-Security-Policy: trunk injects one inline module script (the wasm loader; plus
//    the autoreload script under `trunk serve`). Their sha256 hashes replace the
//    STEPWISE_INLINE_SCRIPT_HASHES placeholder, so the CSP needs no 'unsafe-inline'.
// 2. Service worker: the list of every file of the build and a hash over all of them replace
//    the placeholders in sw.js. Release builds precache; debug builds (trunk serve) get a
//    pass-through worker so development never sees stale files.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
const profile = process.env.TRUNK_PROFILE || "debug";
if (!staging) {
  console.error("postbuild: TRUNK_STAGING_DIR is not set (run me from trunk)");
  process.exit(1);
}

// --- 1. CSP hashes of inline scripts -------------------------------------------------------
const indexPath = join(staging, "index.html");
let html = readFileSync(indexPath, "utf8");
// `trunk serve` fills two placeholders of its autoreload script per response, which would
// change the script after it was hashed; fill them here (with what trunk uses when it has no
// fixed host) so the served bytes are the hashed bytes.
html = html
  .replaceAll("'{{__TRUNK_ADDRESS__}}'", "window.location.host")
  .replaceAll("'{{__TRUNK_WS_BASE__}}'", 'new URL(".", document.baseURI).pathname');
const hashes = [];
for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
  if (/\bsrc\s*=/.test(m[1])) continue;
  hashes.push(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
}
if (!html.includes("STEPWISE_INLINE_SCRIPT_HASHES")) {
  console.error("postbuild: the CSP placeholder is missing from index.html");
  process.exit(1);
}
html = html.replace("STEPWISE_INLINE_SCRIPT_HASHES", hashes.join(" "));
writeFileSync(indexPath, html);

// --- 2. Precache list and build hash -------------------------------------------------------
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
const swPath = join(staging, "sw.js");
const list = files(staging)
  .map((p) => relative(staging, p).split(sep).join("/"))
  .filter((p) => p !== "sw.js" && !p.startsWith("."))
  .sort();
const build = createHash("sha256");
for (const p of list) build.update(p).update("\0").update(readFileSync(join(staging, p)));
const buildHash = build.digest("hex").slice(0, 16);
// The solver lab's files are left out: the service worker keeps them when the lab is first
// opened (assets/sw.js, LAZY), so a player who never opens it never downloads them. The
// print page's (print.html, print-start.js, print-page.css, print_ui*) are precached like
// the app's own: printing works offline.
const lazy = (p) => /^lab[-_.]/.test(p);
const precache = profile === "release" ? list.filter((p) => !lazy(p)).map((p) => "./" + p) : [];

let sw = readFileSync(swPath, "utf8");
for (const [placeholder, value] of [
  ['"__STEPWISE_PRECACHE__"', JSON.stringify(precache)],
  ["__STEPWISE_BUILD__", buildHash],
  ["__STEPWISE_MODE__", profile === "release" ? "precache" : "dev"],
]) {
  if (!sw.includes(placeholder)) {
    console.error(`postbuild: placeholder ${placeholder} missing from sw.js`);
    process.exit(1);
  }
  sw = sw.replace(placeholder, value);
}
writeFileSync(swPath, sw);
console.log(
  `postbuild: ${profile}, build ${buildHash}, ${precache.length} files precached, ` +
    `${hashes.length} inline script hash(es) in the CSP`,
);
