// The web app's service worker: it keeps the page, its script and style, and the WebAssembly
// module (which holds the lexicon and makes the puzzles), so that a reload with the server gone
// still plays the day's Letter Boxed, Word Blender, Wordle and wordseq. It never keeps an
// answer of the API (`/api/`): Nettle asks the server every time.
//
// Network first: a page the server serves is always the newest one, and the kept copy is
// refreshed; only when the server cannot be reached is the kept copy served.
'use strict';

const CACHE = 'wordgames-page-v2';
const KEEP = ['/', '/app.js', '/app.css', '/favicon.svg', '/pkg/wordgames.js', '/pkg/wordgames_bg.wasm'];
// The lexicon of a server of another language, which the module plays: kept when the server
// has one (a server of the embedded English lexicon answers 404, and nothing is kept).
const LEXICON = '/lexicon.fst';
// How its list spells the words its language folds (canción for cancion), kept beside it.
const SPELLINGS = '/lexicon.spellings';
// The frequencies of its words (the module builds in English's alone), kept beside it.
const FREQUENCIES = '/lexicon.frequencies';
const SERVED = [LEXICON, SPELLINGS, FREQUENCIES];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(KEEP);
    for (const path of SERVED) {
      try {
        const kept = await fetch(path);
        if (kept.ok) await cache.put(path, kept);
      } catch (_) { /* none */ }
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return; // never kept
  // The page is one document whatever its query (`?date=`): kept under `/`.
  const key = request.mode === 'navigate' ? '/' : url.pathname;
  if (!KEEP.includes(key) && !SERVED.includes(key)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const fresh = await fetch(request);
      if (fresh.ok) await cache.put(key, fresh.clone());
      return fresh;
    } catch (error) {
      const kept = await cache.match(key);
      if (kept) return kept;
      throw error;
    }
  })());
});
