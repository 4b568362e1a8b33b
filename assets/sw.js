// Stepwise service worker: precaches the whole build and serves it cache-first, so the app
// starts and plays offline. The post-build hook (.ci/postbuild.mjs) replaces the three
// placeholders below; the cache name carries the build hash, so a new deploy installs into a
// new cache and waits until the page says "Reload" (never mixing two versions).
const BUILD = "__STEPWISE_BUILD__";
const MODE = "__STEPWISE_MODE__"; // "precache" (release) or "dev" (trunk serve: no caching)
const PRECACHE = "__STEPWISE_PRECACHE__"; // becomes an array of URLs relative to this file
const CACHE = "stepwise-" + BUILD;
const PREFIX = "stepwise-";
// The solver lab's files (lab.html, lab.css, lab-start.js, lab_ui*, lab_worker*): not
// precached for every player (the post-build hook leaves them out), but kept in this build's
// cache the first time the lab is opened, so it then works offline too.
const LAZY = /\/lab[-_.][^/]*$/;

// The network's answer to `request`, kept under `key` in this build's cache when it is a lab
// file that arrived whole.
function fetchAndKeep(request, key) {
  return fetch(request).then((response) => {
    if (response.ok && LAZY.test(new URL(key).pathname)) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(key, copy));
    }
    return response;
  });
}

self.addEventListener("install", (event) => {
  if (MODE !== "precache") {
    self.skipWaiting();
    return;
  }
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // cache: "reload" bypasses the HTTP cache, so a stale file never enters a new cache.
      cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  if (MODE !== "precache") return;
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // Only our own files, inside our scope; anything else goes to the network untouched.
  if (url.origin !== self.location.origin || !url.href.startsWith(self.registration.scope)) return;
  if (request.mode === "navigate") {
    // Every page of the app is index.html (a puzzle in the URL's query is read by the app),
    // but the solver lab, which is lab.html (its puzzle in the query too), the print page,
    // print.html, and the practice page, practice.html (both precached).
    const page = url.pathname.match(/\/(lab|print|practice)\.html$/);
    const shell = new URL(page ? `./${page[1]}.html` : "./index.html", self.registration.scope).href;
    event.respondWith(
      caches
        .match(shell, { cacheName: CACHE })
        .then((hit) => hit || (page ? fetchAndKeep(shell, shell) : fetch(request))),
    );
    return;
  }
  event.respondWith(
    caches
      .match(request, { cacheName: CACHE, ignoreSearch: true })
      .then((hit) => hit || fetchAndKeep(request, url.origin + url.pathname)),
  );
});
