// Registers the service worker (scope: this directory) and offers "New version available —
// Reload" when a new build is waiting. Plain JavaScript, so it runs even if the wasm fails.
// It only sets `hidden` and event handlers: no HTML is ever inserted. The banner's words start
// in English (index.html) and the app keeps them in the interface language
// (src/web/page_words.rs), so this file holds no text.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) return;
  var banner = document.getElementById("update-banner");
  var button = document.getElementById("update-reload");
  var updateRequested = false;

  function offer(worker) {
    if (!banner || !button) return;
    banner.hidden = false;
    button.onclick = function () {
      updateRequested = true;
      button.disabled = true;
      worker.postMessage({ type: "SKIP_WAITING" });
    };
  }

  navigator.serviceWorker.addEventListener("controllerchange", function () {
    // The first install also changes the controller (clients.claim); only an update the
    // player asked for reloads the page.
    if (updateRequested) window.location.reload();
  });

  navigator.serviceWorker
    .register("./sw.js", { scope: "./" })
    .then(function (registration) {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", function () {
        var worker = registration.installing;
        if (!worker) return;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
        });
      });
    })
    .catch(function (error) {
      // Offline support is a bonus: the app works without it, so this is a warning only.
      console.warn("service worker not registered:", error);
    });
})();
