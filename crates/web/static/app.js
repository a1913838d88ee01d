// wordgames web app: plain JavaScript, no framework, no build step.
//
// Every game is a list of moves kept in localStorage (keyed by date and game). Each move sends
// the whole list to the server, which replays it through the library and answers with the
// verdicts and the state; the server keeps nothing, and names an answer only once the game
// (or, in Word Blender, the round) is over.
//
// When the server carries the page's WebAssembly module (/pkg/), the page loads it and the
// module answers the four page games' requests (Letter Boxed, Word Blender, Wordle, wordseq)
// with the server's own replay code and puzzles; a service worker (/sw.js) keeps the page and
// the module, so a reload with the server gone still plays them. Nettle always asks the server.
// `?server` keeps every game on the server.
'use strict';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);

/** Makes an element: el('li', {class: 'x', text: 'hi'}, child, ...). Text is never markup. */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') node.textContent = v;
    else if (k === 'class') node.className = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

// The WebAssembly module, once loaded (null: every request goes to the server).
let wasm = null;
// The requests the module answers, as the server does.
const IN_PAGE = new Set(['/api/letter-boxed', '/api/word-blender', '/api/wordle', '/api/wordseq']);

/** Loads the module unless `?server` asks for the server; null when it is not there. */
async function loadModule() {
  if (params.has('server') || typeof WebAssembly !== 'object') return null;
  try {
    const m = await import('/pkg/wordgames.js');
    const exports = await m.default({ module_or_path: '/pkg/wordgames_bg.wasm' });
    // The module's memory in bytes, for the browser test's measurements.
    window.wordgamesMemory = () => exports.memory.buffer.byteLength;
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js').catch((e) => console.warn('wordgames: no service worker:', e));
    }
    return m;
  } catch (e) {
    console.info('wordgames: the page asks the server (no module):', e.message);
    return null;
  }
}

/** The lexicon of a server of another language (`/lexicon.fst`, with its spellings and its
 * words' frequencies, kept by the service worker for offline play) given to the module, which then plays that language's games as the server
 * does; the embedded English lexicon needs none (the server answers 404). False when the
 * module cannot take it: the page then asks the server. */
async function loadPageLexicon() {
  let response;
  try {
    response = await fetch('/lexicon.fst');
  } catch (_) {
    return true; // offline, and no lexicon kept: the module's own English one
  }
  if (!response.ok) return true;
  const about = Object.fromEntries((response.headers.get('X-Wordgames-Lexicon') || '')
    .split(';').map((field) => field.trim().split('=')));
  // How the list spells the words the language folds (canción for cancion), so that the
  // module shows them as the server does; without it the module shows the folded words.
  let spellings;
  try {
    const spelled = await fetch('/lexicon.spellings');
    if (spelled.ok) spellings = new Uint8Array(await spelled.arrayBuffer());
  } catch (_) { /* offline, none kept: the folded words */ }
  // The frequencies of its words: the module builds in English's alone, and deals the
  // server's puzzles only with the same frequencies (404 when the lexicon has none).
  let frequencies;
  try {
    const sent = await fetch('/lexicon.frequencies');
    if (sent.ok) frequencies = new Uint8Array(await sent.arrayBuffer());
  } catch (_) { /* offline, none kept: the module says whether it can play without */ }
  try {
    const bytes = new Uint8Array(await response.arrayBuffer());
    wasm.usePageLexicon(bytes, about.lang || '', about.frequencies === 'shipped', spellings, frequencies);
    return true;
  } catch (e) {
    console.warn('wordgames: the module cannot play the server\'s lexicon:', e.message || e);
    return false;
  }
}

/** Thrown when the server cannot be reached. */
class Offline extends Error {}

async function api(path, body) {
  if (wasm && IN_PAGE.has(path)) {
    try {
      return JSON.parse(wasm.replay(path, JSON.stringify(body)));
    } catch (e) {
      throw new Error(e.message || String(e));
    }
  }
  const init = body === undefined ? {} : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
  let response;
  try {
    response = await fetch(path, init);
  } catch (_) {
    throw new Offline('the server cannot be reached: you are offline');
  }
  let data = null;
  try { data = await response.json(); } catch (_) { /* not JSON */ }
  if (!response.ok) {
    throw new Error((data && data.error) || `the server answered ${response.status}`);
  }
  return data;
}

// The player's own date (the browser's time zone), as `wordgames daily` uses the local date;
// the server serves every date up to tomorrow in UTC, so no zone is ahead of it.
function localToday() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
let DATE = params.get('date') || localToday();

// The language of the server's words: the edition's `language` (tag, name, alphabet and the
// Wordle keyboard's rows), English when it has none. Nettle stays English.
const ENGLISH = {
  tag: 'en', name: 'English', alphabet: 'abcdefghijklmnopqrstuvwxyz',
  keyboard: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
};
let LANGUAGE = ENGLISH;
let LETTERS = new Set(ENGLISH.alphabet);

/** Takes the edition's language, and says on the page what stays English. */
function setLanguage(language) {
  LANGUAGE = language || ENGLISH;
  LETTERS = new Set(LANGUAGE.alphabet);
  document.documentElement.lang = LANGUAGE.tag;
  if (LANGUAGE.tag === 'en') return;
  const note = (panel, text) => $(panel).querySelector('h2').after(el('p', { class: 'note lang-note', text }));
  note('panel-nettle', 'Nettle is played in English: its routes run through WordNet, which is English.');
}

const store = {
  // Another language's games are kept apart from the English ones of the same date.
  key: (game) => (LANGUAGE.tag === 'en' ? `wordgames:${DATE}:${game}` : `wordgames:${LANGUAGE.tag}:${DATE}:${game}`),
  load(game, fallback) {
    try {
      const v = JSON.parse(localStorage.getItem(this.key(game)));
      return v && typeof v === 'object' ? v : fallback;
    } catch (_) { return fallback; }
  },
  save(game, value) {
    try { localStorage.setItem(this.key(game), JSON.stringify(value)); } catch (_) { /* full or off */ }
  },
};

let toastTimer = null;
function toast(text) {
  const t = $('toast');
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { t.hidden = true; }, 2500);
}

// A game's reply from `api`, or null once the error is said in its message line `messageId`.
async function replay(path, body, messageId) {
  try {
    return await api(path, body);
  } catch (e) {
    say(messageId, e.message, true);
    return null;
  }
}

function say(id, text, bad = false) {
  const m = $(id);
  m.textContent = text || '';
  m.classList.toggle('bad', !!bad);
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
  } catch (_) {
    const area = el('textarea', { class: 'sr-only' });
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  toast('Copied to the clipboard');
}

/** The end-of-game box: a title, lines, and the share summary with a copy button. */
function showEnd(id, title, lines, share) {
  const box = $(id);
  box.replaceChildren(el('h3', { text: title }));
  for (const line of lines) box.append(typeof line === 'string' ? el('p', { text: line }) : line);
  if (share) {
    box.append(el('div', { class: 'share' },
      el('pre', { id: `${id}-share`, class: 'share-text', text: share }),
      el('button', { type: 'button', class: 'primary copy', onclick: () => copyText(share) }, 'Copy')));
  }
  box.hidden = false;
}

function setStatus(game, status) {
  $(`panel-${game}`).dataset.status = status;
}


// ---------------------------------------------------------------- preferences, statistics, help

/** The player's choices, kept in this browser: the theme (system, light, dark) and the
 * high-contrast colours. */
const prefs = {
  load() {
    try { return JSON.parse(localStorage.getItem('wordgames:prefs')) || {}; } catch (_) { return {}; }
  },
  save(p) {
    try { localStorage.setItem('wordgames:prefs', JSON.stringify(p)); } catch (_) { /* full or off */ }
  },
};

function applyPrefs() {
  const p = prefs.load();
  const root = document.documentElement;
  if (p.theme === 'light' || p.theme === 'dark') root.dataset.theme = p.theme;
  else delete root.dataset.theme;
  if (p.contrast) root.dataset.contrast = 'high';
  else delete root.dataset.contrast;
  $('theme').textContent = `Theme: ${p.theme || 'system'}`;
  $('contrast').checked = !!p.contrast;
  // The rules name the colours the tiles have.
  const [right, elsewhere] = colourNames();
  for (const n of document.querySelectorAll('.colour-right')) n.textContent = right[0].toUpperCase() + right.slice(1);
  for (const n of document.querySelectorAll('.colour-elsewhere')) n.textContent = elsewhere;
}

/** The names of the colours of a letter in the right place and of one elsewhere: green and
 * yellow, or orange and blue in high contrast. */
function colourNames() {
  return prefs.load().contrast ? ['orange', 'blue'] : ['green', 'yellow'];
}

/** Says `text` to screen readers (a live region that only they read). */
function announce(text) {
  const a = $('announce');
  a.textContent = '';
  setTimeout(() => { a.textContent = text; }, 30);
}

// What the game's own keys are: the tabs, Wordle's on-screen keys, the letters of Letter Boxed,
// Word Blender and wordseq. Every other button has an action of its own (Undo, Give up, Copy…).
const GAME_KEYS = '[role="tab"], .key, .lb-letter, .tiles button, .ws-grid button';

/** Whether a key pressed on the computer's keyboard goes to the game shown, whatever has focus:
 * the page, a tab, an on-screen key or letter, the hard-mode box. Not in a text field or a
 * dialog, and Enter on another button stays that button's. */
function typedForGame(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return false;
  const t = e.target;
  if (!(t instanceof Element)) return true;
  if (t.matches('input:not([type="checkbox"]), textarea, select') || t.closest('dialog')) return false;
  return !(e.key === 'Enter' && t.matches('button') && !t.matches(GAME_KEYS));
}

/** Letters, Backspace and Enter typed anywhere on the page go to the word field `inputId` of
 * `game` (Letter Boxed, Word Blender) while it takes words; `enter` plays the word. */
function typeInto(game, inputId, enter, changed = () => {}) {
  document.addEventListener('keydown', (e) => {
    const input = $(inputId);
    if (current !== game || input.disabled || !typedForGame(e)) return;
    if (e.key === 'Enter') enter();
    else if (e.key === 'Backspace') input.value = [...input.value].slice(0, -1).join('');
    else if (LETTERS.has(e.key.toLowerCase()) && [...input.value].length < input.maxLength) input.value += e.key.toLowerCase();
    else return;
    e.preventDefault();
    changed();
  });
}

// A button of the games clicked with a mouse or a finger (not a game key) gives the focus back
// to the page, so that Enter then plays the word typed rather than pressing that button again.
document.addEventListener('click', (e) => {
  const b = e.target instanceof Element ? e.target.closest('main button') : null;
  if (b && e.detail > 0 && !b.matches(GAME_KEYS)) b.blur();
});

/** The date after `date` (YYYY-MM-DD). */
function dayAfter(date) {
  const t = new Date(`${date}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

const TITLES = {
  'letter-boxed': 'Letter Boxed', 'word-blender': 'Word Blender', wordle: 'Wordle', wordseq: 'wordseq', nettle: 'Nettle',
};
// What each game's score counts, for its distribution.
const SCORES = {
  'letter-boxed': ['word', 'words'], 'word-blender': ['round won', 'rounds won'], wordle: ['guess', 'guesses'],
  wordseq: ['move', 'moves'], nettle: ['guess', 'guesses'],
};

/** Each game's results by date, kept in this browser (`wordgames:stats`, one per language):
 * the first ending of a date counts. */
const stats = {
  key: () => (LANGUAGE.tag === 'en' ? 'wordgames:stats' : `wordgames:${LANGUAGE.tag}:stats`),
  all() {
    try {
      const v = JSON.parse(localStorage.getItem(this.key()));
      return v && typeof v === 'object' ? v : {};
    } catch (_) { return {}; }
  },
  write(all) {
    try { localStorage.setItem(this.key(), JSON.stringify(all)); } catch (_) { /* full or off */ }
  },
  record(game, won, score) {
    const all = this.all();
    all[game] = all[game] || {};
    if (all[game][DATE]) return;
    all[game][DATE] = { won: !!won, score };
    this.write(all);
  },
  summary(game) {
    const days = (this.all()[game]) || {};
    const dates = Object.keys(days).sort();
    let run = 0;
    let best = 0;
    let prev = null;
    for (const d of dates) {
      run = days[d].won ? (prev && dayAfter(prev) === d ? run + 1 : 1) : 0;
      best = Math.max(best, run);
      prev = d;
    }
    const today = localToday();
    const current = prev && (prev === today || dayAfter(prev) === today) ? run : 0;
    const dist = {};
    for (const d of dates) if (days[d].won) dist[days[d].score] = (dist[days[d].score] || 0) + 1;
    return {
      played: dates.length, wins: dates.filter((d) => days[d].won).length, current, best, dist,
      mine: days[DATE],
    };
  },
  /** Merges a file exported earlier: results of dates not already here are added. */
  merge(other) {
    if (!other || typeof other !== 'object') throw new Error('not a statistics file');
    const all = this.all();
    let added = 0;
    for (const [game, days] of Object.entries(other)) {
      if (!TITLES[game] || !days || typeof days !== 'object') continue;
      all[game] = all[game] || {};
      for (const [date, r] of Object.entries(days)) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !r || typeof r !== 'object' || all[game][date]) continue;
        all[game][date] = { won: !!r.won, score: Number(r.score) || 0 };
        added++;
      }
    }
    this.write(all);
    return added;
  },
};

function renderStats() {
  const body = $('stats-body');
  body.replaceChildren();
  for (const game of GAMES) {
    const s = stats.summary(game);
    const section = el('section', { class: 'stats-game', 'data-game': game },
      el('h3', { text: TITLES[game] }),
      el('div', { class: 'stat-row' },
        el('div', { class: 'stat' }, el('b', { text: String(s.played) }), 'Played'),
        el('div', { class: 'stat' }, el('b', { text: s.played ? `${Math.round((100 * s.wins) / s.played)}` : '0' }), 'Win %'),
        el('div', { class: 'stat' }, el('b', { text: String(s.current) }), 'Current streak'),
        el('div', { class: 'stat' }, el('b', { text: String(s.best) }), 'Max streak')));
    const scores = Object.keys(s.dist).map(Number).sort((a, b) => a - b);
    if (scores.length) {
      const most = Math.max(...Object.values(s.dist));
      const dist = el('div', { class: 'dist' });
      for (const score of scores) {
        const n = s.dist[score];
        const bar = el('span', {
          class: `bar${s.mine && s.mine.won && s.mine.score === score ? ' today' : ''}`, text: String(n),
        });
        bar.style.width = `${Math.max(8, (100 * n) / most)}%`;
        dist.append(el('span', { text: `${score} ${SCORES[game][score === 1 ? 0 : 1]}` }), bar);
      }
      section.append(dist);
    }
    body.append(section);
  }
}

/** Time to the next local midnight, when the next puzzles come out. */
function tickCountdown() {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const secs = Math.max(0, Math.floor((next - now) / 1000));
  const pad = (n) => String(n).padStart(2, '0');
  const text = `${pad(Math.floor(secs / 3600))}:${pad(Math.floor(secs / 60) % 60)}:${pad(secs % 60)}`;
  for (const id of ['countdown', 'stats-countdown']) $(id).textContent = text;
}

/** The how-to-play text of each game, with an example. */
function helpFor(game) {
  const tiles = (word, marks) => el('div', { class: 'example', 'aria-hidden': 'true' },
    ...[...word].map((c, i) => el('div', { class: `tile filled ${marks[i]}`, text: c })));
  switch (game) {
    case 'wordle':
      return [
        el('p', { text: 'Guess the word in six tries. Type a word and press Enter; each letter then shows how close it is.' }),
        tiles('crane', ['g', 'x', 'y', 'x', 'x']),
        el('p', { text: `C is in the word and in the right place (${colourNames()[0]}); A is in the word elsewhere (${colourNames()[1]}); R, N and E are not in it (grey). In hard mode every hint must be used in the next guesses.` }),
      ];
    case 'letter-boxed':
      return [
        el('p', { text: 'Make words from the letters around the square and use all twelve. Two letters in a row never come from the same side, and each word starts with the last letter of the one before.' }),
        el('p', { text: 'Example: with the sides DPT, CLR, AHX, BEI, HERITABLE – EXPECTED chain on E and use all twelve letters in two words. Try to finish in par words.' }),
      ];
    case 'word-blender':
      return [
        el('p', { text: 'Start the clock, then find words of 3 to 6 letters in the six letters. A six-letter word wins the round: when the clock runs out you go on to the next.' }),
        el('p', { text: 'Example: in S, T, O, N, E, R you find ONE, TONE, STONE and, for the round, STONER.' }),
      ];
    case 'wordseq':
      return [
        el('p', { text: 'Swap two neighbouring letters so that a row or column spells a new word. Tap a letter, then its neighbour. Every swap must make a new word; make the game last as long as you can.' }),
        el('p', { text: 'Example: in a row C A T, swapping A and T spells CTA (no word), swapping C and A spells ACT: a new word.' }),
      ];
    default:
      return [
        el('p', { text: 'Guess the hidden word. Each clue is the route from your guess to it through WordNet, one emoji per step; fewer steps means closer.' }),
        el('p', { text: 'Example: guessing DOG when the word is CAT shows 🔼🔽🔼: up to “domestic animal”, down to “domestic cat”, then up to the hidden word.' }),
      ];
  }
}

function setUpExtras() {
  applyPrefs();
  $('theme').addEventListener('click', () => {
    const p = prefs.load();
    const order = ['system', 'light', 'dark'];
    p.theme = order[(order.indexOf(p.theme || 'system') + 1) % order.length];
    prefs.save(p);
    applyPrefs();
  });
  $('contrast').addEventListener('change', (e) => {
    const p = prefs.load();
    p.contrast = e.target.checked;
    prefs.save(p);
    applyPrefs();
  });
  $('help-open').addEventListener('click', () => {
    $('help-title').textContent = `How to play ${TITLES[current] || ''}`;
    $('help-body').replaceChildren(...helpFor(current));
    $('help').showModal();
  });
  $('stats-open').addEventListener('click', () => { renderStats(); $('stats').showModal(); });
  for (const button of document.querySelectorAll('dialog [data-close]')) {
    button.addEventListener('click', () => button.closest('dialog').close());
  }
  $('stats-export').addEventListener('click', () => {
    const blob = new Blob([JSON.stringify(stats.all(), null, 1)], { type: 'application/json' });
    const a = el('a', { href: URL.createObjectURL(blob), download: `wordgames-statistics-${LANGUAGE.tag}.json` });
    document.body.append(a);
    a.click();
    a.remove();
  });
  $('stats-import').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    try {
      const added = stats.merge(JSON.parse(await file.text()));
      toast(`Imported ${added} result${added === 1 ? '' : 's'}`);
      renderStats();
    } catch (err) {
      toast(`Not imported: ${err.message}`);
    }
    e.target.value = '';
  });
  tickCountdown();
  setInterval(tickCountdown, 1000);
}

/** Each game's difficulty, as the day's edition gives it. */
function showDifficulty(byGame) {
  const z = (v) => (typeof v === 'number' ? v.toFixed(2) : '?');
  const text = {
    'letter-boxed': (e) => `Difficulty: par ${e.par}; the rarest word of the shown solution has Zipf frequency ${z(e.rarest)}.`,
    'word-blender': (e) => `Difficulty: ${e.words} words to find in the first round; the rarest has Zipf frequency ${z(e.rarest)}.`,
    wordle: (e) => `Difficulty: the answer's Zipf frequency is ${z(e.answerZipf)} (higher is more familiar)${e.entropyGuesses ? `; the entropy strategy finds it in ${e.entropyGuesses} guesses` : ''}.`,
    wordseq: (e) => `Difficulty: ${e.difficulty}; the best game has ${e.optimum} moves.`,
  };
  for (const [game, say] of Object.entries(text)) {
    const entry = byGame[game];
    $(`difficulty-${game}`).textContent = entry && !entry.error ? say(entry) : '';
  }
}

// ---------------------------------------------------------------- tabs and the day

const GAMES = ['letter-boxed', 'word-blender', 'wordle', 'wordseq', 'nettle'];
let current = null;

function select(game) {
  if (!GAMES.includes(game)) game = 'wordle';
  current = game;
  for (const g of GAMES) {
    const on = g === game;
    $(`tab-${g}`).setAttribute('aria-selected', on ? 'true' : 'false');
    $(`tab-${g}`).tabIndex = on ? 0 : -1;
    $(`panel-${g}`).hidden = !on;
  }
  if (location.hash !== `#${game}`) history.replaceState(null, '', `${location.search}#${game}`);
  if (game === 'word-blender') blender.tickNow();
  if (game === 'nettle') nettle.caption();
}

function setUpTabs() {
  const tabs = document.querySelector('.tabs');
  tabs.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-game]');
    if (b) select(b.dataset.game);
  });
  tabs.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = GAMES.indexOf(current) + (e.key === 'ArrowRight' ? 1 : GAMES.length - 1);
    select(GAMES[i % GAMES.length]);
    $(`tab-${current}`).focus();
  });
  window.addEventListener('hashchange', () => select(location.hash.slice(1)));
}

/** The day's edition: from the module (without Nettle, which the server's edition adds when
 * it answers), or from the server. */
async function loadEdition() {
  if (!wasm) return api(`/api/daily?date=${encodeURIComponent(DATE)}`);
  let local;
  try {
    local = JSON.parse(wasm.pageEditionJson(DATE, localToday()));
  } catch (e) {
    throw new Error(e.message || String(e));
  }
  // Nettle's number comes from the server, when it answers.
  api(`/api/daily?date=${encodeURIComponent(DATE)}`).then((full) => {
    const entry = full.games.find((g) => g.game === 'nettle');
    if (entry) {
      document.querySelectorAll('#tab-nettle .num, #panel-nettle h2 .num')
        .forEach((n) => { n.textContent = `#${entry.number}`; });
    }
  }).catch(() => { /* offline: Nettle says so */ });
  return local;
}

async function start() {
  setUpTabs();
  setUpExtras();
  wasm = await loadModule();
  if (wasm && !(await loadPageLexicon())) wasm = null;
  document.body.dataset.mode = wasm ? 'module' : 'server';
  $('mode').textContent = wasm
    ? 'Letter Boxed, Word Blender, Wordle and wordseq play in this page, offline too; Nettle asks the server.'
    : '';
  let edition;
  try {
    edition = await loadEdition();
  } catch (e) {
    $('loading').textContent = `No puzzles: ${e.message}`;
    $('loading').classList.add('bad');
    return;
  }
  DATE = edition.date;
  setLanguage(edition.language);
  $('date').value = DATE;
  $('date-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const d = $('date').value;
    if (!d) return;
    params.set('date', d);
    location.search = `?${params}`;
  });
  // The edition names Word Blender `blender` (its daily id); the page's panel is `word-blender`.
  const panelOf = (game) => (game === 'blender' ? 'word-blender' : game);
  for (const entry of edition.games) {
    const label = `#${entry.number}`;
    const id = panelOf(entry.game);
    document.querySelectorAll(`#tab-${id} .num, #panel-${id} h2 .num`)
      .forEach((n) => { n.textContent = label; });
  }
  $('loading').hidden = true;
  document.title = `wordgames: the puzzles of ${DATE}`;
  const byGame = Object.fromEntries(edition.games.map((g) => [panelOf(g.game), g]));
  showDifficulty(byGame);
  select(location.hash.slice(1) || 'wordle');
  // Each game restores itself from its stored moves.
  const pageGames = Promise.allSettled([
    boxed.init(byGame['letter-boxed']),
    blender.init(byGame['word-blender']),
    wordle.init(byGame.wordle),
    wordseq.init(byGame.wordseq),
  ]);
  const others = Promise.allSettled([nettle.init(byGame.nettle)]);
  await pageGames;
  performance.mark('wordgames-playable');
  await others;
  document.body.dataset.ready = 'true';
}

// ---------------------------------------------------------------- Wordle

const wordle = {
  state: { hard: false, guesses: [] },
  typed: '',
  last: null,

  async init() {
    this.state = store.load('wordle', { hard: false, guesses: [] });
    this.buildKeyboard();
    $('wordle-hard').checked = !!this.state.hard;
    $('wordle-hard').addEventListener('change', (e) => {
      if (this.state.guesses.length) { e.target.checked = this.state.hard; return; }
      this.state.hard = e.target.checked;
      store.save('wordle', this.state);
      this.send();
    });
    document.addEventListener('keydown', (e) => {
      if (current !== 'wordle' || !this.last || this.last.status !== 'playing' || !typedForGame(e)) return;
      if (e.key === 'Enter') this.key('enter');
      else if (e.key === 'Backspace') this.key('back');
      else if (LETTERS.has(e.key.toLowerCase())) this.key(e.key.toLowerCase());
      else return;
      e.preventDefault();
    });
    await this.send();
  },

  // The rows of the language's keyboard (`Profile::keyboard`), Enter and Delete around the last.
  buildKeyboard() {
    const rows = LANGUAGE.keyboard.map((row) => [...row]);
    rows[rows.length - 1] = ['+', ...rows[rows.length - 1], '-'];
    const kb = $('wordle-keyboard');
    kb.replaceChildren();
    for (const row of rows) {
      const r = el('div', { class: 'key-row' });
      for (const k of row) {
        if (k === '+') r.append(el('button', { type: 'button', class: 'key wide', 'data-key': 'enter', onclick: () => this.key('enter') }, 'Enter'));
        else if (k === '-') r.append(el('button', { type: 'button', class: 'key wide', 'data-key': 'back', 'aria-label': 'Delete', onclick: () => this.key('back') }, '⌫'));
        else r.append(el('button', { type: 'button', class: 'key', 'data-key': k, onclick: () => this.key(k) }, k));
      }
      kb.append(r);
    }
  },

  key(k) {
    if (!this.last || this.last.status !== 'playing') return;
    if (k === 'enter') { this.submit(); return; }
    const typed = [...this.typed];
    if (k === 'back') this.typed = typed.slice(0, -1).join('');
    else if (typed.length < this.last.wordLength) this.typed += k;
    this.render();
  },

  async submit() {
    if ([...this.typed].length !== this.last.wordLength) {
      say('wordle-message', `A guess has ${this.last.wordLength} letters`, true);
      this.shake();
      return;
    }
    const guess = this.typed;
    const data = await this.send([...this.state.guesses, guess]);
    if (!data) return;
    const result = data.results[data.results.length - 1];
    if (result.error) {
      say('wordle-message', result.error, true);
      this.shake();
      return;
    }
    this.typed = '';
    this.render();
    const row = data.rows[data.rows.length - 1];
    const names = { g: 'right place', y: 'elsewhere', '.': 'not in the word' };
    announce(`Guess ${data.rows.length} of ${data.maxGuesses}, ${row.word}: `
      + [...row.word].map((c, i) => `${c} ${names[row.feedback[i]]}`).join(', ')
      + (data.status === 'won' ? '. Solved!' : data.status === 'lost' ? `. The word was ${data.answer}.` : '.'));
  },

  shake() {
    const row = $('wordle-board').children[this.last ? this.last.rows.length : 0];
    if (!row) return;
    row.classList.remove('shake');
    void row.offsetWidth;
    row.classList.add('shake');
  },

  async send(guesses = this.state.guesses) {
    const data = await replay('/api/wordle', { date: DATE, hard: !!this.state.hard, guesses }, 'wordle-message');
    if (!data) return null;
    this.state.guesses = data.rows.map((r) => r.word);
    store.save('wordle', this.state);
    this.last = data;
    say('wordle-message', '');
    this.render();
    return data;
  },

  render() {
    const d = this.last;
    if (!d) return;
    const board = $('wordle-board');
    board.replaceChildren();
    for (let i = 0; i < d.maxGuesses; i++) {
      const row = el('div', { class: 'wordle-row', role: 'row' });
      const done = d.rows[i];
      const word = [...(done ? done.word : (i === d.rows.length ? this.typed : ''))];
      for (let j = 0; j < d.wordLength; j++) {
        const letter = word[j] || '';
        const mark = done ? { g: 'g', y: 'y', '.': 'x' }[done.feedback[j]] : '';
        const name = done ? { g: 'green', y: 'yellow', x: 'grey' }[mark] : (letter ? 'typed' : 'empty');
        row.append(el('div', {
          class: `tile ${letter ? 'filled' : ''} ${mark}`, role: 'gridcell',
          'aria-label': letter ? `${letter} ${name}` : 'empty', text: letter,
        }));
      }
      board.append(row);
    }
    for (const key of $('wordle-keyboard').querySelectorAll('.key[data-key]')) {
      const m = d.keyboard[key.dataset.key];
      key.classList.remove('g', 'y', 'x');
      if (m) key.classList.add({ g: 'g', y: 'y', '.': 'x' }[m]);
    }
    $('wordle-hard').disabled = d.rows.length > 0;
    setStatus('wordle', d.status);
    if (d.status === 'playing') { $('wordle-end').hidden = true; return; }
    stats.record('wordle', d.status === 'won', d.rows.length);
    const title = d.status === 'won'
      ? `Solved in ${d.rows.length}!` : `The word was ${d.answer.toUpperCase()}.`;
    showEnd('wordle-end', title, [], d.share);
  },
};

// ---------------------------------------------------------------- Letter Boxed

const boxed = {
  state: { words: [], giveUp: false },
  last: null,
  positions: {},

  async init() {
    this.state = store.load('letter-boxed', { words: [], giveUp: false });
    const input = $('lb-input');
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); this.enter(); } });
    input.addEventListener('input', () => this.drawLines());
    typeInto('letter-boxed', 'lb-input', () => this.enter(), () => this.drawLines());
    $('lb-enter').addEventListener('click', () => this.enter());
    $('lb-delete').addEventListener('click', () => { input.value = input.value.slice(0, -1); this.drawLines(); });
    $('lb-undo').addEventListener('click', () => this.undo());
    $('lb-giveup').addEventListener('click', () => this.giveUp());
    await this.send(this.state.words, this.state.giveUp);
  },

  async send(words, giveUp = false) {
    const data = await replay('/api/letter-boxed', { date: DATE, words, giveUp }, 'lb-message');
    if (!data) return null;
    this.state = { words: data.words, giveUp: data.status === 'gaveUp' };
    store.save('letter-boxed', this.state);
    const first = !this.last;
    this.last = data;
    if (first) this.buildBoard();
    this.render();
    return data;
  },

  buildBoard() {
    const box = $('lb-box');
    box.querySelectorAll('.lb-letter').forEach((b) => b.remove());
    // Sides: top, right, bottom, left; the square spans 15% to 85%.
    const at = [0.2, 0.5, 0.8];
    const place = [
      (t) => [15 + 70 * t, 15], (t) => [85, 15 + 70 * t],
      (t) => [15 + 70 * t, 85], (t) => [15, 15 + 70 * t],
    ];
    this.positions = {};
    this.last.sides.forEach((side, s) => {
      [...side].forEach((letter, i) => {
        const [x, y] = place[s](at[i]);
        this.positions[letter] = [x, y];
        const b = el('button', {
          type: 'button', class: 'lb-letter', 'data-letter': letter,
          'aria-label': `letter ${letter}`, text: letter,
          onclick: () => { $('lb-input').value += letter; this.drawLines(); },
        });
        b.style.left = `${x}%`;
        b.style.top = `${y}%`;
        box.append(b);
      });
    });
  },

  drawLines() {
    const svg = $('lb-lines');
    const NS = 'http://www.w3.org/2000/svg';
    svg.replaceChildren();
    const rect = document.createElementNS(NS, 'rect');
    for (const [k, v] of Object.entries({ x: 15, y: 15, width: 70, height: 70, class: 'lb-side' })) rect.setAttribute(k, v);
    svg.append(rect);
    const path = (word, cls) => {
      const pts = [...word].map((c) => this.positions[c]).filter(Boolean);
      if (pts.length < 2) return;
      const p = document.createElementNS(NS, 'polyline');
      p.setAttribute('points', pts.map(([x, y]) => `${x},${y}`).join(' '));
      p.setAttribute('class', cls);
      svg.append(p);
    };
    for (const w of this.last ? this.last.words : []) path(w, 'lb-line');
    path($('lb-input').value.toLowerCase(), 'lb-line current');
  },

  render() {
    const d = this.last;
    const input = $('lb-input');
    $('lb-par').textContent = `Par: ${d.par} words.`;
    const used = new Set(d.words.join(''));
    for (const b of $('lb-box').querySelectorAll('.lb-letter')) {
      b.classList.toggle('used', used.has(b.dataset.letter));
      b.classList.toggle('last', d.nextLetter === b.dataset.letter);
    }
    // The lines are drawn from the keys (`words`); the player reads the list's spelling.
    $('lb-chain').textContent = d.words.length ? (d.spelled || d.words).join(' – ') : 'No words yet';
    const playing = d.status === 'playing';
    for (const id of ['lb-input', 'lb-enter', 'lb-delete', 'lb-giveup']) $(id).disabled = !playing;
    $('lb-undo').disabled = !playing || d.words.length === 0;
    for (const b of $('lb-box').querySelectorAll('.lb-letter')) b.disabled = !playing;
    if (playing) input.value = d.nextLetter || '';
    else input.value = '';
    this.drawLines();
    setStatus('letter-boxed', d.status);
    if (playing) {
      $('lb-end').hidden = true;
      if (!$('lb-message').classList.contains('bad')) {
        say('lb-message', d.words.length ? `${d.uncovered.length} letters to go: ${d.uncovered.toUpperCase()}` : '');
      }
      return;
    }
    stats.record('letter-boxed', d.status === 'won', d.words.length);
    const best = `Best solution: ${d.solution.join(' – ')}`;
    if (d.status === 'won') {
      const par = d.madePar ? 'par!' : `par is ${d.par}`;
      showEnd('lb-end', `Solved in ${d.words.length} words (${par})`, [best], d.share);
    } else {
      showEnd('lb-end', 'You gave up', [best], d.share);
    }
    say('lb-message', '');
  },

  async enter() {
    const word = $('lb-input').value.trim().toLowerCase();
    if (word.length < 3) { say('lb-message', 'A word has at least three letters', true); return; }
    say('lb-message', '');
    const data = await this.send([...this.state.words, word]);
    if (!data) return;
    const r = data.results[data.results.length - 1];
    if (r.error) { say('lb-message', r.error, true); $('lb-input').value = word; this.drawLines(); return; }
    announce(data.status === 'won' ? `${word}: solved in ${data.words.length} words`
      : `${word} played; ${data.uncovered.length} letters to go`);
  },

  async undo() { say('lb-message', ''); await this.send(this.state.words.slice(0, -1)); },
  async giveUp() { await this.send(this.state.words, true); },
};

// ---------------------------------------------------------------- Word Blender

const blender = {
  state: { start: null, moves: [] },
  last: null,
  shown: '',
  timer: null,

  now() { return this.state.start === null ? 0 : Math.max(0, Date.now() - this.state.start); },

  async init() {
    this.state = store.load('word-blender', { start: null, moves: [] });
    const input = $('wb-input');
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); this.guess(); } });
    typeInto('word-blender', 'wb-input', () => this.guess());
    $('wb-enter').addEventListener('click', () => this.guess());
    $('wb-delete').addEventListener('click', () => { input.value = input.value.slice(0, -1); });
    $('wb-start').addEventListener('click', () => this.begin());
    $('wb-shuffle').addEventListener('click', () => this.shuffle());
    $('wb-next').addEventListener('click', () => this.move({ type: 'next' }));
    $('wb-stop').addEventListener('click', () => this.move({ type: 'stop' }));
    await this.send(this.state.moves);
    this.timer = setInterval(() => this.tick(), 250);
  },

  async begin() {
    if (this.state.start !== null) return;
    this.state.start = Date.now();
    store.save('word-blender', this.state);
    await this.send(this.state.moves);
    $('wb-input').focus();
  },

  async send(moves) {
    const data = await replay('/api/word-blender', { date: DATE, moves, ms: this.now() }, 'wb-message');
    if (!data) return null;
    // Keep only the moves that counted.
    this.state.moves = moves.filter((_, i) => data.results[i].verdict !== 'refused');
    store.save('word-blender', this.state);
    const round = data.rounds[data.rounds.length - 1];
    const before = this.last ? this.last.rounds[this.last.rounds.length - 1] : null;
    if (!before || before.number !== round.number || !this.shown) this.shown = round.letters;
    this.last = data;
    this.render();
    return data;
  },

  async move(m) {
    if (this.state.start === null) return;
    const data = await this.send([...this.state.moves, { ...m, ms: this.now() }]);
    if (!data) return;
    const r = data.results[data.results.length - 1];
    if (r.verdict === 'refused') say('wb-message', r.error, true);
    else say('wb-message', '');
  },

  async guess() {
    const input = $('wb-input');
    const word = input.value.trim().toLowerCase();
    input.value = '';
    if (!word || !this.last || this.last.status !== 'playing' || this.state.start === null) return;
    const data = await this.send([...this.state.moves, { type: 'guess', word, ms: this.now() }]);
    if (!data) return;
    const r = data.results[data.results.length - 1];
    if (r.verdict === 'found') say('wb-message', `${word.toUpperCase()}: yes!`);
    else if (r.verdict === 'timeUp') say('wb-message', 'Time is up', true);
    else say('wb-message', r.error, true);
    const round = data.rounds[data.rounds.length - 1];
    announce(r.verdict === 'found' ? `${word}: found, ${round.found.length} words this round` : `${word}: ${$('wb-message').textContent}`);
  },

  shuffle() {
    const a = [...this.shown];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    this.shown = a.join('');
    this.renderLetters();
  },

  renderLetters() {
    const d = this.last;
    const playing = d && d.status === 'playing' && this.state.start !== null;
    // The letters stay hidden until the player starts the clock.
    const started = this.state.start !== null;
    $('wb-letters').replaceChildren(...[...this.shown].map((c) => el('button', {
      type: 'button', 'aria-label': started ? `letter ${c}` : 'hidden letter', disabled: !playing,
      onclick: () => { $('wb-input').value += c; }, text: started ? c : '?',
    })));
  },

  tickNow() { this.tick(); },

  tick() {
    const d = this.last;
    if (!d) return;
    const started = this.state.start !== null;
    const playing = d.status === 'playing' && started;
    // The clock counts down from the server's time left at the last answer.
    const left = playing ? Math.max(0, d.timeLeftMs - (this.now() - this.sentAt)) : (started ? d.timeLeftMs : d.roundSeconds * 1000);
    const secs = Math.ceil(left / 1000);
    $('wb-clock-text').textContent = `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`;
    const arc = $('wb-clock-arc');
    const frac = left / (d.roundSeconds * 1000);
    arc.style.strokeDasharray = `${(frac * 100).toFixed(2)} 100`;
    arc.classList.toggle('low', secs <= 15);
    $('wb-clock').setAttribute('aria-label', `${secs} seconds left`);
    if (playing && left <= 0 && !this.expiring) {
      // Time is up: ask the server, which ends the round and names its words.
      this.expiring = true;
      this.send(this.state.moves).finally(() => { this.expiring = false; });
    }
  },

  render() {
    const d = this.last;
    this.sentAt = this.now();
    const round = d.rounds[d.rounds.length - 1];
    const started = this.state.start !== null;
    const playing = d.status === 'playing' && started;
    $('wb-round').textContent = started ? `Round ${round.number}` : 'Press start when you are ready';
    $('wb-score').textContent = `Rounds won: ${d.roundsWon} · Points: ${d.points}`;
    $('wb-start').hidden = started;
    $('wb-next').hidden = d.status !== 'roundOver';
    const over = d.status !== 'playing' && d.status !== 'roundOver';
    $('wb-stop').disabled = !started || over;
    for (const id of ['wb-input', 'wb-enter', 'wb-delete', 'wb-shuffle']) $(id).disabled = !playing;
    this.renderLetters();
    const words = $('wb-words');
    words.replaceChildren();
    for (const r of [...d.rounds].reverse()) {
      if (!started) break;
      const block = el('div', { class: 'wb-round', 'data-round': r.number });
      if (d.rounds.length > 1 || r.over) {
        block.append(el('p', { class: 'round', text: `Round ${r.number}: ${r.letters.toUpperCase()}${r.over ? (r.won ? ' (won)' : ' (over)') : ''}` }));
      }
      r.counts.forEach((n, i) => {
        const len = i + 3;
        if (!n && !r.found.some((w) => w.length === len)) return;
        const found = r.found.filter((w) => w.length === len);
        const missed = (r.missed || []).filter((w) => w.length === len);
        const line = el('div', { class: 'wb-len' }, el('b', { text: `${len} letters` }),
          el('span', { class: 'note', text: `${found.length}/${Math.max(n, found.length)}` }));
        for (const w of found) line.append(el('span', { class: 'word found', text: w }));
        for (const w of missed) line.append(el('span', { class: 'word missed', text: w }));
        block.append(line);
      });
      words.append(block);
    }
    setStatus('word-blender', started ? d.status : 'ready');
    this.tick();
    if (over) {
      stats.record('word-blender', d.roundsWon > 0, d.roundsWon);
      const missed = d.rounds.reduce((n, r) => n + (r.missed ? r.missed.length : 0), 0);
      showEnd('wb-end', `Game over: ${d.roundsWon} round${d.roundsWon === 1 ? '' : 's'} won, ${d.points} points`,
        [`Words you missed are shown with a dashed border (${missed} in all).`], d.share);
    } else {
      $('wb-end').hidden = true;
      if (d.status === 'roundOver') say('wb-message', 'Round won! The next round is ready.');
    }
  },
};

// ---------------------------------------------------------------- wordseq

const wordseq = {
  state: { moves: [], stop: false },
  last: null,
  selected: null,

  async init() {
    this.state = store.load('wordseq', { moves: [], stop: false });
    $('ws-undo').addEventListener('click', () => { say('ws-message', ''); this.send(this.state.moves.slice(0, -1)); });
    $('ws-stop').addEventListener('click', () => this.send(this.state.moves, true));
    await this.send(this.state.moves, this.state.stop);
  },

  async send(moves, stop = false) {
    const data = await replay('/api/wordseq', { date: DATE, moves, stop }, 'ws-message');
    if (!data) return null;
    this.state = { moves: data.moves, stop: stop && data.status !== 'playing' };
    store.save('wordseq', this.state);
    this.last = data;
    this.render();
    return data;
  },

  async click(r, c) {
    if (!this.last || this.last.status !== 'playing') return;
    const s = this.selected;
    if (s && Math.abs(s[0] - r) + Math.abs(s[1] - c) === 1) {
      this.selected = null;
      const move = { from: s, to: [r, c] };
      const data = await this.send([...this.state.moves, move]);
      if (!data) return;
      const v = data.results[data.results.length - 1];
      if (v.verdict === 'invalid') say('ws-message', 'No new word: that swap is not made', true);
      else if (v.verdict === 'optimal') say('ws-message', `${v.wordsFormed.join(', ')}: optimal (the best game is still ${v.bestTotal} moves)`);
      else say('ws-message', `${v.wordsFormed.join(', ')}: not optimal (the best game is now ${v.bestTotal} moves, ${v.lost} lost)`);
      announce(`Move ${data.moves.length}: ${$('ws-message').textContent}${data.status === 'playing' ? '' : '. The game is over.'}`);
      return;
    }
    this.selected = s && s[0] === r && s[1] === c ? null : [r, c];
    this.renderGrid();
  },

  renderGrid() {
    const d = this.last;
    const grid = $('ws-grid');
    const cols = d.grid[0].length;
    grid.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
    const lastMove = d.moves[d.moves.length - 1];
    const moved = (r, c) => lastMove && ((lastMove.from[0] === r && lastMove.from[1] === c) || (lastMove.to[0] === r && lastMove.to[1] === c));
    grid.replaceChildren();
    d.grid.forEach((row, r) => [...row].forEach((letter, c) => {
      const sel = this.selected && this.selected[0] === r && this.selected[1] === c;
      grid.append(el('button', {
        type: 'button', id: `ws-cell-${r}-${c}`, text: letter,
        class: `${sel ? 'selected' : ''} ${moved(r, c) ? 'moved' : ''}`,
        'aria-label': `row ${r + 1} column ${c + 1}: ${letter}`, 'aria-pressed': sel ? 'true' : 'false',
        disabled: d.status !== 'playing', onclick: () => this.click(r, c),
      }));
    }));
  },

  render() {
    const d = this.last;
    $('ws-score').textContent = `Moves: ${d.moves.length} · best game still possible: ${d.bestTotal} · the level's best: ${d.optimum}`;
    this.renderGrid();
    const list = $('ws-moves');
    list.replaceChildren();
    d.results.forEach((v) => {
      if (v.verdict === 'invalid') return;
      list.append(el('li', {},
        el('span', { text: `${v.wordsFormed.join(', ').toUpperCase()}: ` }),
        el('span', { class: `verdict-${v.verdict}`, text: v.verdict === 'optimal' ? 'optimal' : `not optimal (−${v.lost})` })));
    });
    $('ws-undo').disabled = d.status !== 'playing' || d.moves.length === 0;
    $('ws-stop').disabled = d.status !== 'playing';
    setStatus('wordseq', d.status);
    if (d.status === 'playing') { $('ws-end').hidden = true; return; }
    stats.record('wordseq', d.moves.length >= d.optimum, d.moves.length);
    const perfect = d.moves.length >= d.optimum;
    showEnd('ws-end', perfect ? `Perfect: ${d.moves.length} of ${d.optimum} moves!` : `Game over: ${d.moves.length} of ${d.optimum} moves`,
      [`The best game: ${d.bestWords.join(', ').toUpperCase()}`], d.share);
  },
};

// ---------------------------------------------------------------- Nettle

const nettle = {
  state: { guesses: [], giveUp: false, hints: {} },
  last: null,

  async init() {
    this.state = store.load('nettle', { guesses: [], giveUp: false, hints: {} });
    this.state.hints = this.state.hints || {};
    const input = $('nt-input');
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); this.guess(); } });
    $('nt-guess').addEventListener('click', () => this.guess());
    $('nt-giveup').addEventListener('click', () => this.send(this.state.guesses, { giveUp: true }));
    try {
      const { legend } = await api('/api/nettle/legend');
      $('nt-legend').replaceChildren(...legend.map((l) => el('div', {},
        el('dt', { text: l.emoji }), el('dd', { text: l.meaning }))));
    } catch (e) {
      if (e instanceof Offline) { this.offline(); return; }
      say('nt-message', e.message, true);
    }
    await this.send(this.state.guesses, { giveUp: this.state.giveUp });
  },

  // Nettle's routes live on the server (WordNet does not fit a page): without it, say so and
  // take no guesses.
  offline() {
    $('panel-nettle').dataset.offline = 'true';
    for (const id of ['nt-input', 'nt-guess', 'nt-giveup']) $(id).disabled = true;
    say('nt-message', 'Nettle asks the server, which cannot be reached: you are offline. '
      + (wasm ? 'The other four games play in this page.' : 'Try again when you are back online.'), true);
  },

  async send(guesses, { giveUp = false, hint } = {}) {
    let data;
    try {
      data = await api('/api/nettle', { date: DATE, guesses, giveUp, hint });
    } catch (e) {
      if (e instanceof Offline) this.offline();
      else say('nt-message', e.message, true);
      return null;
    }
    delete $('panel-nettle').dataset.offline;
    // Keep the guesses that count.
    const kept = guesses.filter((_, i) => data.results[i].kind === 'clue');
    this.state.guesses = kept;
    this.state.giveUp = data.status === 'gaveUp';
    if (data.hint) this.state.hints[data.hint.clue] = data.hint.text || 'this is the word: no next step';
    store.save('nettle', this.state);
    this.last = data;
    this.render();
    return data;
  },

  async guess() {
    const input = $('nt-input');
    const word = input.value.trim();
    if (!word) return;
    const data = await this.send([...this.state.guesses, word]);
    if (!data) return;
    const r = data.results[data.results.length - 1];
    if (r.kind === 'unknown') say('nt-message', `${word}: not a word I know (not counted)`, true);
    else if (r.kind === 'unreachable') say('nt-message', `${word}: no route leads from it to the hidden word (not counted)`, true);
    else { say('nt-message', ''); input.value = ''; }
    const clue = r.kind === 'clue' ? data.clues[data.clues.length - 1] : null;
    announce(!clue ? $('nt-message').textContent
      : clue.steps === 0 ? `${word}: the hidden word! Found in ${data.clues.length}.`
        : `Guess ${data.clues.length}, ${word}: ${clue.steps} step${clue.steps === 1 ? '' : 's'} from the hidden word.`);
  },

  render() {
    const d = this.last;
    const list = $('nt-clues');
    list.replaceChildren();
    d.clues.forEach((c, i) => {
      const hint = this.state.hints[i];
      list.append(el('li', { class: 'nt-clue-item' },
        el('div', { class: 'nt-clue' },
          el('span', { class: 'guess', text: c.guess }),
          el('span', { class: 'emoji', text: c.steps ? c.emoji : '✅' }),
          el('span', { class: 'note', text: c.steps === 0 ? 'the hidden word!' : c.steps === 1 ? '1 step' : `${c.steps} steps` }),
          c.bestYet && c.steps ? el('span', { class: 'best', text: 'your best yet' }) : null,
          c.steps && d.status === 'playing' && !hint ? el('button', {
            type: 'button', class: 'nt-hint-button', 'aria-label': `hint for ${c.guess}`,
            onclick: () => this.send(this.state.guesses, { hint: i }),
          }, 'Hint') : null),
        el('p', { class: 'nt-sense', text: `read as: ${c.sense}` }),
        hint ? el('p', { class: 'nt-hint', text: `hint: the next word means “${hint}”` }) : null));
    });
    // The server escapes every word in the SVG; it is markup, not script (and the page's
    // content security policy allows no inline script).
    $('nt-map').innerHTML = d.map;
    this.caption();
    const playing = d.status === 'playing';
    for (const id of ['nt-input', 'nt-guess', 'nt-giveup']) $(id).disabled = !playing;
    setStatus('nettle', d.status);
    if (playing) { $('nt-end').hidden = true; return; }
    stats.record('nettle', d.status === 'won', d.clues.length);
    const target = d.route[d.route.length - 1];
    const title = d.status === 'won'
      ? `You found it in ${d.clues.length}: ${target}` : `The word was ${target}`;
    const lines = d.route.length > 1 ? [`The route: ${d.route.join(' → ')}`] : [];
    showEnd('nt-end', title, lines, d.share);
  },

  // The map's caption: the hidden word is '?' until it is found (then the map names it), and
  // a map wider than the page (a phone, long routes) says that it scrolls sideways.
  caption() {
    if (!this.last) return;
    // Measured only while the panel shows (a hidden box has no width): on showing the tab
    // and on resizing, this runs again.
    const box = $('nt-map');
    const wide = box.scrollWidth > box.clientWidth + 1;
    box.classList.toggle('wide', wide);
    const parts = ['The map of your clues'];
    if (this.last.status !== 'won') parts.push(' (the hidden word is ', el('b', { text: '?' }), ')');
    if (wide) parts.push(el('span', { class: 'nt-map-scroll', text: ': swipe it sideways to see it all\u00a0→' }));
    $('nt-map-caption').replaceChildren(...parts);
  },
};

window.addEventListener('resize', () => nettle.caption());

document.addEventListener('DOMContentLoaded', start);
