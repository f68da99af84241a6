// UCK's service worker: the built files (their names carry a content hash) from a cache, every
// page from the network, and the offline page when the network is gone. It never stores a page
// of the site: signed-in and personal HTML stays out of every cache; the offline page is the
// only HTML kept.
const VERSION = "3";
const ASSETS = `uck-assets-v${VERSION}`;
const OFFLINE = `uck-offline-v${VERSION}`;
// offline.html at /offline (the assets' html_handling drops ".html"), and the page in each other
// language UCK speaks (shared/i18n.ts); the build writes them from the catalogue
// (scripts/offline-pages.ts).
const OFFLINE_PAGES = { en: "/offline", tr: "/offline-tr", es: "/offline-es" };

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE);
      for (const url of Object.values(OFFLINE_PAGES)) {
        const response = await fetch(new Request(url, { cache: "reload" }));
        if (!response.ok) throw new Error(`offline page ${url}: ${response.status}`);
        // Stored as a fresh response: one that came through a redirect cannot answer a navigation.
        const page = new Response(await response.blob(), {
          status: 200,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
        await cache.put(url, page);
      }
      await self.skipWaiting();
    })(),
  );
});

/**
 * The visitor's language as the server picks it: the `lang` cookie the language switch sets
 * (read through the Cookie Store API where the browser has it), then the browser's languages,
 * then English.
 */
async function offlineLanguage() {
  const chosen = await self.cookieStore?.get("lang").catch(() => null);
  if (chosen && Object.hasOwn(OFFLINE_PAGES, chosen.value)) return chosen.value;
  for (const tag of self.navigator.languages ?? []) {
    const base = tag.toLowerCase().split("-")[0];
    if (Object.hasOwn(OFFLINE_PAGES, base)) return base;
  }
  return "en";
}

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
        const url = OFFLINE_PAGES[await offlineLanguage()];
        const page = await caches.match(url, { cacheName: OFFLINE });
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
