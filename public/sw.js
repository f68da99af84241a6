// UCK's service worker: the built files (their names carry a content hash) from a cache, every
// page from the network, and the offline page when the network is gone. It never stores a page
// of the site: signed-in and personal HTML stays out of every cache; the offline page is the
// only HTML kept.
const VERSION = "2";
const ASSETS = `uck-assets-v${VERSION}`;
const OFFLINE = `uck-offline-v${VERSION}`;
// public/offline.html, served at /offline (the assets' html_handling drops ".html").
const OFFLINE_URL = "/offline";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(new Request(OFFLINE_URL, { cache: "reload" }));
      if (!response.ok) throw new Error(`offline page: ${response.status}`);
      // Stored as a fresh response: one that came through a redirect cannot answer a navigation.
      const page = new Response(await response.blob(), {
        status: 200,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
      await (await caches.open(OFFLINE)).put(OFFLINE_URL, page);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== ASSETS && name !== OFFLINE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(async () => {
        const page = await caches.match(OFFLINE_URL, { cacheName: OFFLINE });
        return page ?? Response.error();
      }),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.open(ASSETS).then(async (cache) => {
        const hit = await cache.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }),
    );
  }
});
