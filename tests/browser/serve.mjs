// A tiny static server for the browser tests: mounts a trunk build (dist/) under a sub-path,
// as GitHub Pages does (https://user.github.io/<repo>/). No caching headers, so every test
// sees the files it should.
//
//   node serve.mjs [--dist ../../dist] [--base /stepwise/] [--port 4173] [--test-hooks] [--gzip]
//
// --gzip compresses responses for clients that accept it, as GitHub Pages does (the page
// benchmark measures what a phone downloads).
//
// --test-hooks adds GET <base>__bump, after which sw.js is served with one more comment line:
// byte-different, so the browser sees "a new version" (the update-flow test).
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { resolve, join, extname, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const dist = resolve(here, opt("--dist", "../../dist"));
const base = opt("--base", "/stepwise/");
const port = Number(opt("--port", "4173"));
const testHooks = args.includes("--test-hooks");
const gzip = args.includes("--gzip");
let bumps = 0;

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

createServer(async (req, res) => {
  const url = new URL(req.url, "http://localhost");
  const path = decodeURIComponent(url.pathname);
  if (path === base.slice(0, -1)) {
    res.writeHead(301, { location: base }).end();
    return;
  }
  if (!path.startsWith(base)) {
    res.writeHead(404, { "content-type": "text/plain" }).end("not under " + base);
    return;
  }
  let rel = path.slice(base.length);
  if (testHooks && rel === "__bump") {
    bumps += 1;
    res.writeHead(200, { "content-type": "text/plain" }).end(`bumped ${bumps}`);
    return;
  }
  if (rel === "" || rel.endsWith("/")) rel += "index.html";
  const file = join(dist, rel);
  if (!file.startsWith(dist)) {
    res.writeHead(403).end();
    return;
  }
  try {
    let body = await readFile(file);
    if (rel === "sw.js" && bumps > 0) body = Buffer.concat([body, Buffer.from(`\n// bump ${bumps}\n`)]);
    const headers = {
      "content-type": TYPES[extname(file)] || "application/octet-stream",
      "cache-control": "no-cache",
    };
    if (gzip && /\bgzip\b/.test(req.headers["accept-encoding"] || "") && extname(file) !== ".png") {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
}).listen(port, "127.0.0.1", () => {
  console.log(`serving ${dist} at http://127.0.0.1:${port}${base}`);
});
