// The console as an installable web app: pages come from the network; when it is down, the last
// console page seen is shown (its calls then fail with the console's own "operation failed").
const CACHE = 'console-shell-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Console pages only: never the API, files or streams, even when opened as a page. */
const isConsolePage = (request) => {
  const { origin, pathname } = new URL(request.url);
  return request.mode === 'navigate' && origin === self.location.origin && !/^\/(admin|media|mqtt)\b/.test(pathname);
};

self.addEventListener('fetch', (event) => {
  if (!isConsolePage(event.request)) return;
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put('/', copy)));
        }
        return response;
      })
      .catch(() => caches.match('/').then((cached) => cached ?? Response.error())),
  );
});
