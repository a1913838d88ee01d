//! The page in a real browser: Chromium driven through WebDriver plays one game of each kind to
//! its end with moves computed through the library, checks what the page shows, and saves
//! screenshots (desktop and phone width) in `BROWSER_OUT`.
//!
//! For players: every game's board and keys fit a 390×844 phone unscrolled; keys typed on the
//! computer's keyboard (real key events) reach Wordle, Letter Boxed and Word Blender whatever
//! has focus; each guess's result is announced in an aria-live region; the how-to-play and
//! statistics dialogs open and close, and the statistics are exported and imported back; and
//! in each look (light, dark, each with high contrast, set with the page's own switches and
//! checked to apply) axe-core finds no serious or critical violation on any game at desktop
//! and phone size, and the colours measured from computed styles give every tile 3:1 against
//! what lies behind it and every letter and text 4.5:1.
//!
//! With the page's WebAssembly module in the server (the script builds it), the page plays the
//! four page games in the module; the test then also checks that `?server` keeps them on the
//! server, compares the module's puzzles and replies with the server's on three dates,
//! measures the page (time to the first playable puzzle, memory, the Letter Boxed exact solve
//! of the six benchmark boards in the page against this native build), opens the worker
//! example (generate, solve with progress, cancel, a budget that ends a hopeless board), and
//! last plays offline: it stops the server, reloads the page from its service worker, plays
//! today's four page games to their end and checks that Nettle says it is offline.
//!
//! Ignored by default: it needs a running server and chromedriver, which
//! `scripts/browser-test.sh` starts (and then runs this with `--ignored browser`). It reads
//! `WORDGAMES_URL` (the server), `WEBDRIVER_URL` (chromedriver), `BROWSER_OUT` (where the
//! screenshots go), `BROWSER_PROFILE` (an empty directory for Chromium's profile), and
//! optionally `BROWSER_DATE` (the puzzles to play, 2026-11-22 by default), `SERVER_PID` (the
//! server to stop for the offline pass), `WORKER_URL` (the worker example's page), and
//! `WORDGAMES_NB_URL` with `WORDGAMES_NB_WORDS` (a server of bokmål words, read with
//! `--no-frequencies`, and its word list: the Norwegian keyboard, `æ` typed and scored, a board
//! of Norwegian letters, and with `NB_SERVER_PID` a bokmål Wordle won offline),
//! `WORKER_NB_WORDS` (a bokmål list for the worker example) and `AXE_JS` (axe-core's script).

use std::{
    error::Error,
    path::PathBuf,
    time::{Duration, Instant},
};

use fantoccini::{
    Client, ClientBuilder, Locator,
    actions::{InputSource, KeyAction, KeyActions},
    key::Key,
};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};
use wordgames_lexicon::{Lexicon, ReadOptions, profile::NB};
use wordgames_puzzles::{
    Date, letter_boxed, nettle, word_blender, wordle as daily_wordle, wordseq,
};
use wordgames_wordle::{Entropy, Feedback, Mode, Strategy, Wordle};
use wordgames_wordnet::WordNet;

type Result<T = ()> = std::result::Result<T, Box<dyn Error>>;

const DESKTOP: (u32, u32) = (1280, 1000);
const PHONE: (u32, u32) = (390, 844);
/// Wordle's scored tiles (green, yellow, grey).
const SCORED_TILES: &str = "#wordle-board .tile.g, #wordle-board .tile.y, #wordle-board .tile.x";

struct Browser {
    client: Client,
    base: String,
    out: PathBuf,
    date: Date,
    /// Put before every screenshot's name (`offline-` in the offline pass).
    tag: &'static str,
}

impl Browser {
    async fn js(&self, script: &str) -> Result<Value> {
        Ok(self.client.execute(script, vec![]).await?)
    }

    /// Waits until `script` (a function body returning a boolean) returns true.
    async fn wait(&self, what: &str, script: &str) -> Result {
        let start = Instant::now();
        loop {
            if self.js(script).await? == Value::Bool(true) {
                return Ok(());
            }
            if start.elapsed() > Duration::from_secs(20) {
                let message = self
                    .js("return [...document.querySelectorAll('.message')].map(m => m.id + ': ' + m.textContent).join(' | ')")
                    .await?;
                return Err(format!("timed out waiting for {what} (messages: {message})").into());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    async fn click(&self, css: &str) -> Result {
        self.client
            .find(Locator::Css(css))
            .await
            .map_err(|e| format!("{css}: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click {css}: {e}"))?;
        Ok(())
    }

    /// Clicks `css`, then waits until `script` returns true (the click's effect, `what`).
    async fn click_until(&self, css: &str, what: &str, script: &str) -> Result {
        self.click(css).await?;
        self.wait(what, script).await
    }

    /// Runs `setup`, then waits until `script` returns true (what `setup` starts, `what`).
    async fn js_until(&self, setup: &str, what: &str, script: &str) -> Result {
        self.js(setup).await?;
        self.wait(what, script).await
    }

    /// How many elements match `css`.
    async fn count(&self, css: &str) -> Result<u64> {
        let n = self
            .js(&format!(
                "return document.querySelectorAll({}).length",
                json!(css)
            ))
            .await?;
        Ok(n.as_u64().unwrap_or(0))
    }

    /// Waits until at least `n` elements match `css` (`what` names them).
    async fn wait_count(&self, what: &str, css: &str, n: usize) -> Result {
        self.wait(
            what,
            &format!(
                "return document.querySelectorAll({}).length >= {n}",
                json!(css)
            ),
        )
        .await
    }

    /// Waits until the page (`what`) says it is ready to play.
    async fn wait_ready(&self, what: &str) -> Result {
        self.wait(what, "return document.body.dataset.ready === 'true'")
            .await
    }

    /// Goes to `url` and waits until the page is ready.
    async fn load(&self, url: &str) -> Result {
        self.client.goto(url).await?;
        self.wait_ready("the page").await
    }

    /// Presses `keys` on the computer's keyboard: real key events (WebDriver key actions) to
    /// whatever has focus. `\n` is Enter.
    async fn press(&self, keys: &str) -> Result {
        let mut actions = KeyActions::new("keyboard".to_string());
        for c in keys.chars() {
            let value = if c == '\n' { char::from(Key::Enter) } else { c };
            actions = actions
                .then(KeyAction::Down { value })
                .then(KeyAction::Up { value });
        }
        self.client.perform_actions(actions).await?;
        Ok(())
    }

    /// The `id` of the focused element, or its tag name when it has none.
    async fn focused(&self) -> Result<String> {
        let v = self
            .js("const a = document.activeElement; return a ? (a.id || a.tagName.toLowerCase()) : ''")
            .await?;
        Ok(v.as_str().unwrap_or_default().to_string())
    }

    /// Waits until the screen-reader announcement (`#announce`, an aria-live region) contains
    /// `text`.
    async fn wait_announced(&self, text: &str) -> Result {
        let waited = self
            .wait(
                &format!("the announcement of {text:?}"),
                &format!(
                    "return document.getElementById('announce').textContent.includes({})",
                    json!(text)
                ),
            )
            .await;
        if let Err(e) = waited {
            let now = self
                .js("return document.getElementById('announce').textContent")
                .await?;
            return Err(format!("{e}; announced: {now}").into());
        }
        Ok(())
    }

    async fn text(&self, css: &str) -> Result<String> {
        Ok(self.client.find(Locator::Css(css)).await?.text().await?)
    }

    /// The text of `css`, or an error naming it (`what`) and showing it when `ok` refuses it.
    async fn text_that(
        &self,
        css: &str,
        what: &str,
        ok: impl FnOnce(&str) -> bool,
    ) -> Result<String> {
        let text = self.text(css).await?;
        if !ok(&text) {
            return Err(format!("{what} {text:?}").into());
        }
        Ok(text)
    }

    async fn type_into(&self, css: &str, text: &str) -> Result {
        let input = self.client.find(Locator::Css(css)).await?;
        input.clear().await?;
        input.send_keys(text).await?;
        Ok(())
    }

    async fn open(&self, date: Date, game: &str) -> Result {
        self.load(&format!("{}/?date={date}#{game}", self.base))
            .await?;
        self.click(&format!("#tab-{game}")).await
    }

    async fn status(&self, game: &str) -> Result<String> {
        let v = self
            .js(&format!(
                "return document.getElementById('panel-{game}').dataset.status || ''"
            ))
            .await?;
        Ok(v.as_str().unwrap_or_default().to_string())
    }

    async fn wait_status(&self, game: &str, status: &str) -> Result {
        self.wait(
            &format!("{game} to be {status}"),
            &format!(
                "return document.getElementById('panel-{game}').dataset.status === '{status}'"
            ),
        )
        .await
    }

    /// Saves a screenshot of the whole page at `width` (the window is made as tall as the
    /// page for it).
    async fn screenshot(&self, name: &str, (width, height): (u32, u32)) -> Result<PathBuf> {
        // The window is taller than the page's viewport by the browser's own bars.
        let v = self
            .js("window.scrollTo(0, 0); return [Math.ceil(document.documentElement.scrollHeight), window.outerHeight - window.innerHeight]")
            .await?;
        let full = v[0].as_u64().unwrap_or(u64::from(height)) + v[1].as_u64().unwrap_or(0);
        let tall = u32::try_from(full).unwrap_or(height).clamp(height, 4000);
        self.client.set_window_size(width, tall).await?;
        tokio::time::sleep(Duration::from_millis(150)).await;
        let png = self.client.screenshot().await?;
        self.client.set_window_size(width, height).await?;
        let path = self.out.join(format!("{}{name}.png", self.tag));
        std::fs::write(&path, png)?;
        println!("screenshot: {}", path.display());
        Ok(path)
    }

    /// Saves what the window shows now, as a player sees it (nothing scrolled into view).
    async fn screenshot_viewport(&self, name: &str) -> Result<PathBuf> {
        let png = self.client.screenshot().await?;
        let path = self.out.join(format!("{}{name}.png", self.tag));
        std::fs::write(&path, png)?;
        println!("screenshot: {}", path.display());
        Ok(path)
    }

    /// No part of the page is wider than the window (nothing to scroll sideways).
    async fn assert_fits(&self, what: &str) -> Result {
        let v = self
            .js("return [document.documentElement.scrollWidth, window.innerWidth]")
            .await?;
        let (scroll, inner) = (v[0].as_u64().unwrap_or(0), v[1].as_u64().unwrap_or(0));
        if scroll > inner {
            return Err(
                format!("{what}: the page is {scroll} px wide in a {inner} px window").into(),
            );
        }
        Ok(())
    }
}

fn env(name: &str) -> Result<String> {
    std::env::var(name)
        .map_err(|_| format!("{name} is not set: run scripts/browser-test.sh").into())
}

#[tokio::test]
#[ignore = "needs a running server and chromedriver: run scripts/browser-test.sh"]
async fn browser_plays_every_game() -> Result {
    let base = env("WORDGAMES_URL")?;
    let webdriver = env("WEBDRIVER_URL")?;
    let out = PathBuf::from(env("BROWSER_OUT")?);
    let profile = env("BROWSER_PROFILE")?;
    let date: Date = std::env::var("BROWSER_DATE")
        .unwrap_or_else(|_| "2026-11-22".to_string())
        .parse()?;
    std::fs::create_dir_all(&out)?;
    let client = ClientBuilder::new(HttpConnector::new())
        .capabilities(chromium(&profile, &[]))
        .connect(&webdriver)
        .await?;
    let browser = Browser {
        client,
        base,
        out,
        date,
        tag: "",
    };
    let result = play_everything(&browser).await;
    let _ = browser.client.close().await;
    result
}

/// Chromium's capabilities: headless, its profile in the directory `profile`, and `extra` flags.
fn chromium(profile: &str, extra: &[&str]) -> serde_json::Map<String, Value> {
    let mut args = vec![
        "--headless".to_string(),
        "--no-sandbox".into(),
        "--disable-gpu".into(),
        "--disable-quic".into(),
        "--no-first-run".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--disable-dev-shm-usage".into(),
        "--hide-scrollbars".into(),
        "--force-device-scale-factor=1".into(),
        format!("--user-data-dir={profile}"),
        format!("--window-size={},{}", DESKTOP.0, DESKTOP.1),
    ];
    args.extend(extra.iter().map(|a| a.to_string()));
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".to_string(),
        json!({
            "binary": std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into()),
            "args": args,
        }),
    );
    caps
}

/// A system in dark mode (Chromium's `--force-dark-mode`, in a browser of its own with an empty
/// profile): the page, with no choice of the player's, is dark; the theme switch's light then
/// wins over the system.
async fn system_dark(b: &Browser) -> Result {
    let profile = format!("{}-system-dark", env("BROWSER_PROFILE")?);
    std::fs::create_dir_all(&profile)?;
    let client = ClientBuilder::new(HttpConnector::new())
        .capabilities(chromium(&profile, &["--force-dark-mode"]))
        .connect(&env("WEBDRIVER_URL")?)
        .await?;
    let dark = Browser {
        client,
        base: b.base.clone(),
        out: b.out.clone(),
        date: b.date,
        tag: "system-dark-",
    };
    let result = async {
        dark.open(b.date, "wordle").await?;
        let theme = dark.text("#theme").await?;
        let (background, luminance) = page_background(&dark).await?;
        if theme != "Theme: system" || luminance >= 0.05 {
            return Err(format!(
                "with a dark system the page ({theme}) has the background {background}"
            )
            .into());
        }
        dark.screenshot("wordle-desktop", DESKTOP).await?;
        set_look(&dark, ("light", false)).await?;
        dark.screenshot("wordle-desktop-light", DESKTOP).await?;
        println!("system dark: the page follows it ({background}), and the switch's light wins");
        Ok::<(), Box<dyn Error>>(())
    }
    .await;
    let _ = dark.client.close().await;
    result
}

async fn play_everything(b: &Browser) -> Result {
    b.client.set_window_size(DESKTOP.0, DESKTOP.1).await?;
    b.load(&format!("{}/?date={}", b.base, b.date)).await?;
    let cold = b
        .js("return performance.getEntriesByName('wordgames-playable')[0].startTime")
        .await?;
    println!(
        "measure: first visit (empty profile): navigation to the first playable puzzle {cold} ms"
    );
    b.js("localStorage.clear(); return true").await?;
    // Without a date, the page plays the browser's local date: within a day of UTC's.
    b.load(&format!("{}/", b.base)).await?;
    let shown = b.js("return document.getElementById('date').value").await?;
    let shown: Date = shown.as_str().unwrap_or_default().parse()?;
    if shown.days().abs_diff(Date::today().days()) > 1 {
        return Err(format!("without a date the page shows {shown}").into());
    }
    let lexicon = Lexicon::english();
    let wordle_lists = Wordle::classic();
    wordle(b, &wordle_lists).await?;
    letter_boxed(b, &lexicon).await?;
    word_blender(b, &lexicon).await?;
    wordseq(b, &lexicon).await?;
    nettle(b, &lexicon).await?;
    phone(b, &wordle_lists).await?;
    println!("every game played to its end at desktop and phone width");
    let before = Date::from_days(b.date.days() - 1).ok_or("a date")?;
    typing_anywhere(b, &lexicon, before).await?;
    dialogs(b, &wordle_lists, before).await?;
    if let Ok(axe) = std::env::var("AXE_JS") {
        accessibility(b, &std::fs::read_to_string(axe)?).await?;
    }
    system_dark(b).await?;
    if b.js("return document.body.dataset.mode").await? != "module" {
        return Err(
            "the page did not load the WebAssembly module (is bindings/wasm/pkg built?)".into(),
        );
    }
    server_mode(b).await?;
    compare(b, &lexicon).await?;
    measure(b, &lexicon).await?;
    if let Ok(url) = std::env::var("WORKER_URL") {
        worker_example(b, &url).await?;
    }
    if let (Ok(url), Ok(words)) = (
        std::env::var("WORDGAMES_NB_URL"),
        std::env::var("WORDGAMES_NB_WORDS"),
    ) {
        norwegian(b, &url, &words).await?;
    }
    offline(b, &lexicon, &wordle_lists).await?;
    if let (Ok(url), Ok(words)) = (
        std::env::var("WORDGAMES_NB_URL"),
        std::env::var("WORDGAMES_NB_WORDS"),
    ) {
        norwegian_offline(b, &url, &words).await?;
    }
    Ok(())
}

/// The page of the bokmål server offline: the service worker keeps the server's lexicon
/// (`/lexicon.fst`, and its words' frequencies, `/lexicon.frequencies`) with the page and the
/// module; with the server stopped, a reload plays the
/// day's bokmål Wordle in the module to its end.
async fn norwegian_offline(b: &Browser, url: &str, words: &str) -> Result {
    let (lexicon, _) =
        Lexicon::from_path(words, ReadOptions::for_profile(&NB).with_frequencies(false))?;
    let lists = wordgames_puzzles::wordle::for_language(&lexicon, &NB)?;
    let base = url.trim_end_matches('/').to_string();
    b.client.goto(&format!("{base}/")).await?;
    b.wait_ready("the bokmål page").await?;
    // The lexicon and its words' frequencies (the list carries its own: the module, which
    // builds in English's alone, deals the server's puzzles only with them).
    b.js_until(
        "window.keptLexicon = null; navigator.serviceWorker.ready.then(() => caches.open('wordgames-page-v2')).then((c) => Promise.all([c.match('/lexicon.fst'), c.match('/lexicon.frequencies')])).then(([l, f]) => { window.keptLexicon = !!l && !!f; }); return true",
        "the service worker's copy of the bokmål lexicon",
        "return window.keptLexicon === true && navigator.serviceWorker.controller !== null",
    )
    .await?;
    let today = stop_and_reload(b, &base, "NB_SERVER_PID").await?;
    let nb = Browser {
        client: b.client.clone(),
        base,
        out: b.out.clone(),
        date: today,
        tag: "nb-offline-",
    };
    let lang = nb.js("return document.documentElement.lang").await?;
    if lang != "nb" {
        return Err(format!("the offline page's language is {lang}, not nb").into());
    }
    let guesses = solver_guesses(&lists, today, Mode::Normal)?;
    nb.open(today, "wordle").await?;
    type_wordle(&nb, &guesses).await?;
    nb.wait_status("wordle", "won").await?;
    nb.screenshot("wordle-desktop", DESKTOP).await?;
    println!(
        "bokmål offline: the server stopped, the page reloaded and won today's ({today}) bokmål Wordle in {} guesses: {}",
        guesses.len(),
        guesses.join(" ")
    );
    Ok(())
}

/// A server of bokmål words (`--lang nb --words FILE`): the page draws the Norwegian keyboard,
/// takes `æ`, `ø` and `å` typed on the computer's keyboard, scores a guess with `æ` as the
/// library does, wins on the on-screen keys, shows a Letter Boxed board of Norwegian letters,
/// and says that Nettle and wordseq stay English.
async fn norwegian(b: &Browser, url: &str, words: &str) -> Result {
    let (lexicon, _) =
        Lexicon::from_path(words, ReadOptions::for_profile(&NB).with_frequencies(false))?;
    let lists = wordgames_puzzles::wordle::for_language(&lexicon, &NB)?;
    let answer = daily_wordle::daily(&lists, b.date)?.puzzle.word;
    let nb = Browser {
        client: b.client.clone(),
        base: url.trim_end_matches('/').to_string(),
        out: b.out.clone(),
        date: b.date,
        tag: "nb-",
    };
    nb.open(b.date, "wordle").await?;
    // The server of bokmål words sends the module its lexicon: the page plays in the module.
    let mode = nb.js("return document.body.dataset.mode").await?;
    if mode != "module" {
        return Err(format!("the bokmål page plays in {mode} mode, not in the module").into());
    }
    let rows = nb
        .js("return [...document.querySelectorAll('#wordle-keyboard .key-row')].map(r => [...r.querySelectorAll('.key')].map(k => k.dataset.key).join(' '))")
        .await?;
    let expected = json!([
        "q w e r t y u i o p å",
        "a s d f g h j k l ø æ",
        "enter z x c v b n m back"
    ]);
    if rows != expected {
        return Err(format!("the bokmål keyboard is {rows}, not {expected}").into());
    }
    // A guess with `æ`, typed as a player types it.
    let guess = if answer == "fjære" {
        "færre"
    } else {
        "fjære"
    };
    for key in guess.chars().map(String::from).chain(["Enter".to_string()]) {
        nb.js(&format!(
            "document.dispatchEvent(new KeyboardEvent('keydown', {{key: '{key}', bubbles: true}})); return true"
        ))
        .await?;
    }
    nb.wait_count("the bokmål guess", SCORED_TILES, 5).await?;
    let shown = nb
        .js("return [...document.querySelectorAll('#wordle-board .wordle-row')[0].querySelectorAll('.tile')].map(t => t.textContent + (t.classList.contains('g') ? 'g' : t.classList.contains('y') ? 'y' : '.')).join(' ')")
        .await?;
    let feedback = Feedback::score_in(guess, &answer, &NB)?.to_string();
    let expected: Vec<String> = guess
        .chars()
        .zip(feedback.chars())
        .map(|(c, m)| format!("{c}{m}"))
        .collect();
    if shown != expected.join(" ") {
        return Err(format!("the bokmål guess shows {shown}, not {}", expected.join(" ")).into());
    }
    type_wordle_from(&nb, &[guess.to_string(), answer.clone()], 1).await?;
    nb.wait_status("wordle", "won").await?;
    nb.screenshot("wordle-desktop", DESKTOP).await?;
    nb.open(b.date, "letter-boxed").await?;
    let letters = nb
        .js("return [...document.querySelectorAll('.lb-letter')].map(b => b.dataset.letter).join('')")
        .await?;
    let letters = letters.as_str().unwrap_or_default();
    if letters.chars().count() != 12
        || !letters.chars().all(|c| NB.letter(c).is_some())
        || !letters.chars().any(|c| "æøå".contains(c))
    {
        return Err(format!("the bokmål board's letters are {letters:?}").into());
    }
    nb.screenshot("letter-boxed-desktop", DESKTOP).await?;
    // Only Nettle stays English (WordNet is English): one note, in its panel.
    let notes = nb
        .js("return [...document.querySelectorAll('.lang-note')].map(n => n.closest('section').id)")
        .await?;
    if notes != json!(["panel-nettle"]) {
        return Err(format!(
            "the notes that say what stays English are in {notes}, not only Nettle's panel"
        )
        .into());
    }
    println!(
        "bokmål: the Norwegian keyboard, a guess with æ typed and scored, a board of {letters}"
    );
    Ok(())
}

/// The looks the page has: the theme (the switch's word) and whether high contrast is on.
const LOOKS: [(&str, bool); 4] = [
    ("light", false),
    ("dark", false),
    ("light", true),
    ("dark", true),
];

fn look_name((theme, contrast): (&str, bool)) -> String {
    if contrast {
        format!("{theme}-high-contrast")
    } else {
        theme.to_string()
    }
}

/// Sets the page's look with its own controls (the theme switch, the high-contrast box), then
/// checks that it applied: the page's computed background is dark or light, and the tile
/// colours are the high-contrast ones or not.
async fn set_look(b: &Browser, (theme, contrast): (&str, bool)) -> Result {
    for _ in 0..3 {
        if b.text("#theme").await? == format!("Theme: {theme}") {
            break;
        }
        b.click("#theme").await?;
    }
    if b.js("return document.getElementById('contrast').checked")
        .await?
        != Value::Bool(contrast)
    {
        b.click("#contrast").await?;
    }
    let (background, luminance) = page_background(b).await?;
    let dark = luminance < 0.05;
    if dark != (theme == "dark") || (theme == "light" && luminance < 0.8) {
        return Err(format!(
            "the {theme} theme did not apply: the page's background is {background} (luminance {luminance:.3})"
        )
        .into());
    }
    let green = b
        .js("return getComputedStyle(document.documentElement).getPropertyValue('--green').trim()")
        .await?;
    if (green == "#b4530f") != contrast {
        return Err(format!("high contrast {contrast}: the right-place colour is {green}").into());
    }
    // Wordle's rules name the colours the tiles have.
    let named = b
        .js("return document.querySelector('.colour-right').textContent + ' ' + document.querySelector('.colour-elsewhere').textContent")
        .await?;
    let want = if contrast {
        "Orange blue"
    } else {
        "Green yellow"
    };
    if named != want {
        return Err(format!("high contrast {contrast}: the rules name {named}, not {want}").into());
    }
    Ok(())
}

/// The page's computed background colour and its WCAG luminance.
async fn page_background(b: &Browser) -> Result<(String, f64)> {
    let v = b
        .js("return getComputedStyle(document.documentElement).backgroundColor")
        .await?;
    let background = v.as_str().unwrap_or_default().to_string();
    let rgb: Vec<f64> = background
        .trim_start_matches("rgba(")
        .trim_start_matches("rgb(")
        .trim_end_matches(')')
        .split(',')
        .filter_map(|c| c.trim().parse().ok())
        .collect();
    let luminance =
        wcag_luminance(&rgb).ok_or_else(|| format!("the page's background {background}"))?;
    Ok((background, luminance))
}

/// WCAG's relative luminance of an sRGB colour given as 0–255 channels.
fn wcag_luminance(rgb: &[f64]) -> Option<f64> {
    let [r, g, b] = rgb.get(..3)? else {
        return None;
    };
    let lin = |c: f64| {
        let c = c / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    Some(0.2126 * lin(*r) + 0.7152 * lin(*g) + 0.0722 * lin(*b))
}

/// WCAG contrast of what the page draws, from computed styles: `arguments[0]` is a list of
/// `[css, kind]`; a `tile` (a letter's box: Wordle's tiles and keys, the letters of the other
/// games) needs 3:1 between its fill or its border (whichever stands out more) and what lies
/// behind it, and 4.5:1 between its letter and its fill; `text` needs 4.5:1 against what is
/// behind it; `shape` (an SVG outline) 3:1 for its stroke. Colours are composed over the
/// ancestors' backgrounds with their transparency and opacity. Returns `[checked, failures]`.
const CONTRAST: &str = r#"
const rgba = (c) => {
  const m = /rgba?\(([^)]*)\)/.exec(c || '');
  if (!m) return null;
  const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(parseFloat);
  return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
};
const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
const lum = (c) => {
  const v = c.slice(0, 3).map((x) => { x /= 255; return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
};
const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => p - q); return (y + 0.05) / (x + 0.05); };
const opacity = (node) => { let o = 1; for (let n = node; n; n = n.parentElement) o *= parseFloat(getComputedStyle(n).opacity); return o; };
// What is painted behind `node`: its ancestors' backgrounds composed, the page's at the root.
const behind = (node) => {
  const layers = [];
  for (let n = node.parentElement; n; n = n.parentElement) {
    const c = rgba(getComputedStyle(n).backgroundColor);
    if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
  }
  let col = [255, 255, 255, 1];
  for (const l of layers.reverse()) col = over(l, col);
  return col;
};
const faded = (c, o) => [c[0], c[1], c[2], c[3] * o];
const hex = (c) => '#' + c.slice(0, 3).map((x) => Math.round(x).toString(16).padStart(2, '0')).join('');
const failures = [];
let checked = 0;
for (const [css, kind] of arguments[0]) {
  for (const node of document.querySelectorAll(css)) {
    if (!node.getClientRects().length) continue;
    const style = getComputedStyle(node);
    const o = opacity(node);
    const under = behind(node);
    const name = `${css} «${node.textContent.trim().slice(0, 12)}»`;
    checked++;
    if (kind === 'shape') {
      const stroke = over(faded(rgba(style.stroke), o), under);
      const r = ratio(stroke, under);
      if (r < 3) failures.push(`${name}: outline ${hex(stroke)} on ${hex(under)} is ${r.toFixed(2)}:1`);
      continue;
    }
    const bg = rgba(style.backgroundColor);
    const fill = bg && bg[3] > 0 ? over(faded(bg, o), under) : under;
    const isSvg = node instanceof SVGElement;
    const ink = over(faded(rgba(isSvg ? style.fill : style.color), o), fill);
    if (kind === 'tile') {
      const width = parseFloat(style.borderTopWidth) || 0;
      const border = width >= 1 && rgba(style.borderTopColor) ? over(faded(rgba(style.borderTopColor), o), under) : fill;
      const edge = Math.max(ratio(fill, under), ratio(border, under));
      if (edge < 3) failures.push(`${name}: fill ${hex(fill)}, border ${hex(border)} on ${hex(under)}: ${edge.toFixed(2)}:1`);
    }
    if (node.textContent.trim()) {
      const r = ratio(ink, fill);
      if (r < 4.5) failures.push(`${name}: text ${hex(ink)} on ${hex(fill)} is ${r.toFixed(2)}:1`);
    }
  }
}
return [checked, failures];
"#;

/// What `CONTRAST` checks in each game's panel.
fn contrast_targets(game: &str) -> Value {
    match game {
        "wordle" => json!([
            ["#wordle-board .tile", "tile"],
            [
                "#wordle-keyboard .key.g, #wordle-keyboard .key.y, #wordle-keyboard .key.x",
                "tile"
            ],
            ["#wordle-keyboard .key", "text"],
            ["#wordle-end h3, #wordle-end pre", "text"],
        ]),
        "letter-boxed" => json!([
            [".lb-letter", "tile"],
            ["#lb-lines .lb-side", "shape"],
            ["#lb-chain, #lb-end p", "text"],
        ]),
        "word-blender" => json!([
            ["#wb-letters button", "tile"],
            ["#wb-words .word", "text"],
            ["#wb-clock-text, #wb-score, #wb-words .note", "text"],
        ]),
        "wordseq" => json!([
            ["#ws-grid button", "tile"],
            ["#ws-moves li span, #ws-score", "text"],
        ]),
        _ => json!([
            [
                "#nt-clues .guess, #nt-clues .note, #nt-clues .best, #nt-clues .nt-sense, #nt-clues .nt-hint",
                "text"
            ],
            ["#nt-legend dd, #nt-map-caption", "text"],
            ["#nt-map g.word rect, #nt-map line", "shape"],
            ["#nt-map g.word text, #nt-map g.target text", "text"],
        ]),
    }
}

/// Every game's panel in every look (light, dark, each with high contrast on and off), at
/// desktop and phone size, the look set with the page's own switches and checked to apply:
/// axe-core (`AXE_JS`, from npm) finds no serious or critical violation, and at desktop size
/// the colours' contrast is measured (`CONTRAST`) on each game's tiles and text, and on the
/// how-to-play example's tiles. The games are over (played before), so their end boxes are
/// checked too.
async fn accessibility(b: &Browser, axe: &str) -> Result {
    let mut found = Vec::new();
    let mut runs = 0;
    let mut measured = 0;
    for (size, (width, height)) in [("desktop", DESKTOP), ("phone", PHONE)] {
        b.client.set_window_size(width, height).await?;
        b.open(b.date, "wordle").await?;
        for look in LOOKS {
            set_look(b, look).await?;
            let name = look_name(look);
            if b.js("return typeof axe").await? != "object" {
                b.client.execute(axe, vec![]).await?;
            }
            for game in [
                "letter-boxed",
                "word-blender",
                "wordle",
                "wordseq",
                "nettle",
            ] {
                b.click(&format!("#tab-{game}")).await?;
                let v = b
                    .js("return axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`))")
                    .await?;
                runs += 1;
                for violation in v.as_array().into_iter().flatten() {
                    found.push(format!(
                        "axe {game}, {name}, {size}: {}",
                        violation.as_str().unwrap_or_default()
                    ));
                }
                if size == "desktop" {
                    let v = b
                        .client
                        .execute(CONTRAST, vec![contrast_targets(game)])
                        .await?;
                    measured += v[0].as_u64().unwrap_or(0);
                    for failure in v[1].as_array().into_iter().flatten() {
                        found.push(format!(
                            "contrast {game}, {name}: {}",
                            failure.as_str().unwrap_or_default()
                        ));
                    }
                    if game == "wordle" {
                        // The how-to-play example shows a tile of each colour.
                        b.click("#help-open").await?;
                        let v = b
                            .client
                            .execute(CONTRAST, vec![json!([["#help .example .tile", "tile"]])])
                            .await?;
                        if v[0].as_u64() != Some(5) {
                            return Err(
                                format!("the how-to-play example has {} tiles", v[0]).into()
                            );
                        }
                        measured += 5;
                        for failure in v[1].as_array().into_iter().flatten() {
                            found.push(format!(
                                "contrast how-to-play, {name}: {}",
                                failure.as_str().unwrap_or_default()
                            ));
                        }
                        b.click("#help [data-close]").await?;
                    }
                }
                if size == "phone" && (game == "wordle" || look == ("dark", false)) {
                    b.screenshot(&format!("{game}-phone-{name}"), PHONE).await?;
                }
                if size == "desktop" && look.1 && game == "wordle" {
                    b.screenshot(&format!("{game}-desktop-{name}"), DESKTOP)
                        .await?;
                }
            }
        }
    }
    b.js("localStorage.removeItem('wordgames:prefs'); return true")
        .await?;
    b.client.set_window_size(DESKTOP.0, DESKTOP.1).await?;
    b.client.refresh().await?;
    b.wait_ready("the page").await?;
    if !found.is_empty() {
        return Err(format!(
            "{} accessibility failures:\n{}",
            found.len(),
            found.join("\n")
        )
        .into());
    }
    println!(
        "accessibility: {runs} axe-core runs (5 games, 4 looks, desktop and phone), no serious or critical violation; {measured} tiles, texts and outlines of 3:1 and 4.5:1 or more in the 4 looks"
    );
    Ok(())
}

/// `?server`: the page asks the server for every game, as before the module.
async fn server_mode(b: &Browser) -> Result {
    b.load(&format!("{}/?server&date={}#wordle", b.base, b.date))
        .await?;
    let mode = b.js("return document.body.dataset.mode").await?;
    if mode != "server" {
        return Err(format!("?server: the page is in mode {mode}").into());
    }
    b.wait_status("wordle", "won").await?;
    println!("?server: the page plays on the server");
    Ok(())
}

/// Runs `requests` (`[path, body or null]`) in the page, each through the server (a synchronous
/// request) and through the module, and returns `[[server, module]]`, each the reply's JSON
/// text or `{"error": message}`.
const BOTH: &str = r#"
const [requests, today] = arguments;
const ask = (path, body) => {
  const x = new XMLHttpRequest();
  x.open(body === null ? 'GET' : 'POST', path, false);
  x.setRequestHeader('Content-Type', 'application/json');
  x.send(body === null ? null : JSON.stringify(body));
  return x.responseText;
};
const local = (path, body) => {
  try {
    if (path.startsWith('/api/daily')) {
      return wasm.editionJson(new URLSearchParams(path.split('?')[1]).get('date'), today);
    }
    return wasm.replay(path, JSON.stringify(body));
  } catch (e) { return JSON.stringify({ error: e.message }); }
};
return requests.map(([path, body]) => [ask(path, body), local(path, body)]);
"#;

/// The module's puzzles and replies against the server's, on three dates: the day's edition
/// (without Nettle) and replies of every page game, games in play and over.
async fn compare(b: &Browser, lexicon: &Lexicon<&'static [u8]>) -> Result {
    b.load(&format!("{}/?date={}", b.base, b.date)).await?;
    let today = Date::today();
    let mut compared = 0;
    for date in [b.date, "2026-01-01".parse()?, today] {
        let lb = letter_boxed::daily(lexicon, date)?;
        let best = letter_boxed::LetterBoxedGenerator::new(Lexicon::english())?
            .solver(&lb.puzzle.board)
            .best(6)
            .map(|s| s.words)
            .unwrap_or_default();
        let level = wordseq::daily(lexicon, date)?.puzzle;
        let first = level.optimal_path().first().copied();
        let swap = first.map_or(
            json!([]),
            |m| json!([{"from": [m.from.0, m.from.1], "to": [m.to.0, m.to.1]}]),
        );
        let blender = word_blender::daily(lexicon, date)?.puzzle;
        let found = blender.words.first().cloned().unwrap_or_default();
        let lose = ["crane", "slate", "pious", "mound", "lynch", "bawdy"];
        let requests = json!([
            [format!("/api/daily?date={date}"), null],
            ["/api/letter-boxed", {"date": date.to_string(), "words": [best.first(), "zzz"]}],
            ["/api/letter-boxed", {"date": date.to_string(), "words": best}],
            ["/api/letter-boxed", {"date": date.to_string(), "words": [], "giveUp": true}],
            ["/api/wordle", {"date": date.to_string(), "guesses": ["crane", "zzzzz"]}],
            ["/api/wordle", {"date": date.to_string(), "hard": true, "guesses": lose}],
            ["/api/word-blender", {"date": date.to_string(), "moves": [{"type": "guess", "word": found, "ms": 500}], "ms": 900}],
            ["/api/word-blender", {"date": date.to_string(), "moves": [{"type": "guess", "word": "qqq", "ms": 10}, {"type": "stop", "ms": 2000}], "ms": 2000}],
            ["/api/wordseq", {"date": date.to_string(), "moves": swap, "stop": false}],
            ["/api/wordseq", {"date": date.to_string(), "moves": [], "stop": true}],
        ]);
        let pairs = b
            .client
            .execute(BOTH, vec![requests.clone(), json!(today.to_string())])
            .await?;
        let pairs = pairs.as_array().ok_or("the comparison's answer")?;
        for (request, pair) in requests.as_array().into_iter().flatten().zip(pairs) {
            let parse = |v: &Value| -> Result<Value> {
                Ok(serde_json::from_str(v.as_str().ok_or("a reply")?)?)
            };
            let (mut server, module) = (parse(&pair[0])?, parse(&pair[1])?);
            if request[0]
                .as_str()
                .is_some_and(|p| p.starts_with("/api/daily"))
            {
                // The server's edition has Nettle too; the module's has the four page games.
                if let Some(games) = server["games"].as_array_mut() {
                    games.retain(|g| g["game"] != "nettle");
                }
            }
            if server != module {
                return Err(format!(
                    "{} {}: the server answered\n{server}\nthe module\n{module}",
                    request[0], request[1]
                )
                .into());
            }
            compared += 1;
        }
    }
    println!("the module and the server agree: {compared} requests on 3 dates");
    Ok(())
}

/// The page's figures for docs/BENCHMARKS.md: time from navigation to the first playable
/// puzzle, memory, and the Letter Boxed exact solve of the six benchmark boards in the page
/// against this (native, release) build in the same run.
async fn measure(b: &Browser, lexicon: &Lexicon<&'static [u8]>) -> Result {
    let mut ready = Vec::new();
    for run in 0..5 {
        b.load(&format!(
            "{}/?date={}&run={run}#letter-boxed",
            b.base, b.date
        ))
        .await?;
        let ms = b
            .js("return performance.getEntriesByName('wordgames-playable')[0].startTime")
            .await?;
        ready.push(ms.as_f64().unwrap_or(f64::NAN));
    }
    println!("measure: navigation to the first playable puzzle (ms, 5 loads): {ready:?}");
    let memory = b
        .js("return [window.wordgamesMemory(), performance.memory ? performance.memory.usedJSHeapSize : 0]")
        .await?;
    println!(
        "measure: module memory {} bytes, JavaScript heap {} bytes",
        memory[0], memory[1]
    );
    let boards = b
        .js("const g = new wasm.LetterBoxedGenerator(); const out = ['bak lcs mtu ihg', 'abc def ghi jkl', 'dpt clr ahx bei']; for (const s of [1, 2, 3]) out.push(g.generate(BigInt(s)).board); g.free(); return out")
        .await?;
    let boards: Vec<String> = serde_json::from_value(boards)?;
    const PASSES: u32 = 20;
    let solve_in_page = format!(
        "const out = []; for (const board of arguments[0]) {{ const t = performance.now(); let best; for (let i = 0; i < {PASSES}; i++) {{ const s = new wasm.LetterBoxedSolver(board); best = s.best(6); s.free(); }} out.push([(performance.now() - t) / {PASSES}, best ?? null]); }} return out"
    );
    for round in 0..2 {
        let page = b
            .client
            .execute(&solve_in_page, vec![json!(boards)])
            .await?;
        for (board, got) in boards.iter().zip(page.as_array().into_iter().flatten()) {
            let parsed: letter_boxed::Board = board.parse()?;
            let start = Instant::now();
            let mut best = None;
            for _ in 0..PASSES {
                best = letter_boxed::Solver::new(&parsed, lexicon).best(6);
            }
            let native = start.elapsed().as_secs_f64() * 1000.0 / f64::from(PASSES);
            let wasm_ms = got[0].as_f64().unwrap_or(f64::NAN);
            let words = best.map(|s| s.words);
            if serde_json::to_value(&words)? != got[1] {
                return Err(
                    format!("{board}: the page solved {} , native {words:?}", got[1]).into(),
                );
            }
            println!(
                "measure: solve round {round} {board:?}: page {wasm_ms:.2} ms, native {native:.2} ms, ratio {:.2}",
                wasm_ms / native
            );
        }
    }
    Ok(())
}

/// The worker example: generate a board, solve it with progress, cancel a solve, and a
/// budget (at most 1 word) that ends a board no word solves.
async fn worker_example(b: &Browser, url: &str) -> Result {
    b.client.goto(url).await?;
    // Count the progress messages the page shows.
    b.js("window.progressSeen = 0; new MutationObserver(() => { if (document.getElementById('out').textContent.endsWith('…')) window.progressSeen++; }).observe(document.getElementById('out'), { childList: true, characterData: true, subtree: true }); return true").await?;
    b.type_into("#seed", "7").await?;
    let generated = worker_answer(b, "#generate", "a generated board", "board").await?;
    let board = generated["board"].as_str().ok_or("a board")?.to_string();
    b.type_into("#board", &board).await?;
    b.type_into("#max", "6").await?;
    let solved = worker_answer(b, "#solve", "the solve", "best").await?;
    // The par counts familiar words; the solver plays every word of the lexicon, rarer ones
    // too, so its best solution is never longer than the par, and may be shorter.
    let best = solved["best"].as_array().map_or(0, Vec::len);
    if best == 0
        || generated["par"]
            .as_u64()
            .is_none_or(|par| best as u64 > par)
    {
        return Err(format!(
            "the worker solved {board} as {solved}, par {}",
            generated["par"]
        )
        .into());
    }
    let progress = b.js("return window.progressSeen").await?;
    if progress.as_u64().unwrap_or(0) < 2 {
        return Err(format!("the worker showed {progress} progress messages").into());
    }
    b.screenshot("worker-solved", DESKTOP).await?;
    // Cancel: the worker is ended; no answer comes after. A real board solves in
    // milliseconds, so Solve and Cancel are pressed in one script, before any answer.
    b.js("document.getElementById('solve').click(); document.getElementById('cancel').click(); return true").await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    b.text_that("#out", "after cancel the page shows", |out| {
        out == "cancelled"
    })
    .await?;
    // A budget: no solution of at most 1 word ends the search with none.
    b.type_into("#max", "1").await?;
    let budget = worker_answer(b, "#solve", "the budget", "best").await?;
    if !budget["best"].is_null() {
        return Err(format!("a budget of 1 word solved {board} as {budget}").into());
    }
    b.screenshot("worker-budget", DESKTOP).await?;
    println!(
        "worker example: generated {board}, solved with {progress} progress messages, cancelled, budget ended"
    );
    if let Ok(list) = std::env::var("WORKER_NB_WORDS") {
        worker_bokmal(b, &list).await?;
    }
    Ok(())
}

/// Clicks the worker example's `button` and waits until its output (`#out`) is a JSON answer
/// with the field `key` (`what`), or an error; the answer, parsed.
async fn worker_answer(b: &Browser, button: &str, what: &str, key: &str) -> Result<Value> {
    b.click_until(
        button,
        what,
        &format!(
            "const out = document.getElementById('out').textContent; return out.includes({}) || out.startsWith('error')",
            json!(format!("\"{key}\""))
        ),
    )
    .await?;
    let out = b.text("#out").await?;
    Ok(serde_json::from_str(&out).map_err(|e| format!("the worker answered {out:?}: {e}"))?)
}

/// The worker example in bokmål: the language picker set to `nb`, a word list file chosen,
/// a board generated and solved in the worker, in Norwegian letters, solved in its par.
async fn worker_bokmal(b: &Browser, list: &str) -> Result {
    b.js("document.getElementById('lang').value = 'nb'; return true")
        .await?;
    let input = b.client.find(Locator::Css("#words")).await?;
    input.send_keys(list).await?;
    b.type_into("#seed", "11").await?;
    // The English budget's answer, which names a board too, is cleared first: only the bokmål
    // job's answer ends the wait.
    b.js("document.getElementById('out').textContent = ''; return true")
        .await?;
    let generated = worker_answer(b, "#generate", "a generated bokmål board", "board").await?;
    let board = generated["board"].as_str().ok_or("a board")?.to_string();
    let letters: String = board.chars().filter(|c| !c.is_whitespace()).collect();
    if letters.chars().count() != 12 || !letters.chars().all(|c| NB.letter(c).is_some()) {
        return Err(format!("the worker's bokmål board is {board:?}").into());
    }
    let read = b
        .text_that("#list", "the worker's word list reads", |read| {
            read.contains("(nb)")
        })
        .await?;
    b.type_into("#max", "6").await?;
    let solved = worker_answer(b, "#solve", "the bokmål solve", "best").await?;
    let best = solved["best"].as_array().ok_or("a solution")?;
    // The par counts familiar words; the solver plays every word of the list, rarer ones too,
    // so its best solution is never longer than the par, and may be shorter.
    if best.is_empty()
        || generated["par"]
            .as_u64()
            .is_none_or(|par| best.len() as u64 > par)
    {
        return Err(format!(
            "the worker solved the bokmål board {board} as {solved}, par {}",
            generated["par"]
        )
        .into());
    }
    b.screenshot("worker-nb-solved", DESKTOP).await?;
    println!("worker example in bokmål: {read}; generated {board}, solved as {best:?}");
    Ok(())
}

/// Offline: stops the server, reloads the page from the service worker, plays today's four
/// page games to their end, and checks that Nettle says it is offline.
async fn offline(b: &Browser, lexicon: &Lexicon<&'static [u8]>, lists: &Wordle) -> Result {
    b.load(&format!("{}/", b.base)).await?;
    b.js_until(
        "window.kept = -1; navigator.serviceWorker.ready.then(() => caches.open('wordgames-page-v2')).then((c) => c.keys()).then((k) => { window.kept = k.length; }); return true",
        "the service worker's copy",
        "return window.kept >= 6 && navigator.serviceWorker.controller !== null",
    )
    .await?;
    let today = stop_and_reload(b, &b.base, "SERVER_PID").await?;
    let offline = Browser {
        client: b.client.clone(),
        base: b.base.clone(),
        out: b.out.clone(),
        date: today,
        tag: "offline-",
    };
    wordle(&offline, lists).await?;
    letter_boxed(&offline, lexicon).await?;
    word_blender(&offline, lexicon).await?;
    wordseq(&offline, lexicon).await?;
    offline.open(today, "nettle").await?;
    offline
        .wait(
            "Nettle to say it is offline",
            "return document.getElementById('panel-nettle').dataset.offline === 'true' && document.getElementById('nt-input').disabled",
        )
        .await?;
    offline.screenshot("nettle-desktop", DESKTOP).await?;
    println!(
        "offline: the server stopped, the page reloaded and played today's ({today}) four page games; Nettle says it is offline"
    );
    Ok(())
}

/// The date the page at `base` shows; then the server whose process id the variable `pid_var`
/// holds is stopped, the page's games are forgotten and the page is reloaded from its service
/// worker, offline.
async fn stop_and_reload(b: &Browser, base: &str, pid_var: &str) -> Result<Date> {
    let today: Date = b
        .js("return document.getElementById('date').value")
        .await?
        .as_str()
        .unwrap_or_default()
        .parse()?;
    let pid = env(pid_var)?;
    let status = std::process::Command::new("kill").arg(&pid).status()?;
    if !status.success() {
        return Err(format!("kill {pid} failed").into());
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    if std::net::TcpStream::connect(base.trim_start_matches("http://")).is_ok() {
        return Err(format!("the server at {base} still answers").into());
    }
    b.js("localStorage.clear(); return true").await?;
    b.client.refresh().await?;
    b.wait_ready("the page, offline").await?;
    Ok(today)
}

/// Wordle: the entropy solver's guesses, typed on the on-screen keyboard.
async fn wordle(b: &Browser, lists: &Wordle) -> Result {
    let guesses = solver_guesses(lists, b.date, Mode::Normal)?;
    b.open(b.date, "wordle").await?;
    type_wordle(b, &guesses).await?;
    b.wait_status("wordle", "won").await?;
    let share = b.text("#wordle-end-share").await?;
    let number =
        wordgames_puzzles::daily::Daily::new(wordgames_puzzles::daily::GameId::Wordle, b.date)?
            .number;
    let expected = format!(
        "wordgames Wordle #{number} ({}) {}/6",
        b.date,
        guesses.len()
    );
    if !share.starts_with(&expected) {
        return Err(format!("Wordle share {share:?} should start with {expected:?}").into());
    }
    let greens = b.count("#wordle-board .tile.g").await?;
    if greens < 5 {
        return Err(format!("Wordle: {greens} green tiles").into());
    }
    b.screenshot("wordle-desktop", DESKTOP).await?;
    Ok(())
}

fn solver_guesses(lists: &Wordle, date: Date, mode: Mode) -> Result<Vec<String>> {
    let answer = daily_wordle::daily(lists, date)?.puzzle.answer;
    let mut state = lists.start(mode);
    let mut strategy = Entropy::new();
    let mut guesses = Vec::new();
    loop {
        let g = strategy.choose(lists, &state)?;
        let fb = lists.feedback(g, answer);
        state.apply(lists, g, fb)?;
        guesses.push(lists.guess_word(g).to_string());
        if fb.is_win() || guesses.len() == 6 {
            return Ok(guesses);
        }
    }
}

async fn type_wordle(b: &Browser, guesses: &[String]) -> Result {
    type_wordle_from(b, guesses, 0).await
}

/// Types `guesses[skip..]`, the rows before `skip` being already on the board.
async fn type_wordle_from(b: &Browser, guesses: &[String], skip: usize) -> Result {
    for (i, guess) in guesses.iter().enumerate().skip(skip) {
        for letter in guess.chars() {
            b.click(&format!("#wordle-keyboard .key[data-key='{letter}']"))
                .await?;
        }
        b.click("#wordle-keyboard .key[data-key='enter']").await?;
        wait_rows(b, i + 1).await?;
    }
    Ok(())
}

/// Letter Boxed: the solver's best solution, the first word tapped on the square (then taken
/// back and tapped again), the rest typed.
async fn letter_boxed(b: &Browser, lexicon: &Lexicon<&'static [u8]>) -> Result {
    let today = letter_boxed::daily(lexicon, b.date)?;
    let best = letter_boxed::LetterBoxedGenerator::new(Lexicon::english())?
        .solver(&today.puzzle.board)
        .best(6)
        .ok_or("the day's board has a solution")?;
    b.open(b.date, "letter-boxed").await?;
    let first = &best.words[0];
    for round in 0..2 {
        for letter in first.chars() {
            b.click(&format!(".lb-letter[data-letter='{letter}']"))
                .await?;
        }
        b.click("#lb-enter").await?;
        b.wait("the first word", "return document.getElementById('lb-chain').textContent.includes('–') || document.querySelectorAll('.lb-line:not(.current)').length >= 1").await?;
        if round == 0 {
            // The word is announced to screen readers.
            b.wait_announced(&format!("{first} played")).await?;
            b.screenshot("letter-boxed-playing-desktop", DESKTOP)
                .await?;
            b.click_until(
                "#lb-undo",
                "undo",
                "return document.getElementById('lb-chain').textContent === 'No words yet'",
            )
            .await?;
        }
    }
    for word in &best.words[1..] {
        b.type_into("#lb-input", word).await?;
        b.click("#lb-enter").await?;
        let n = best.words.iter().position(|w| w == word).unwrap_or(0) + 1;
        b.wait(
            "the next word",
            &format!("return document.querySelectorAll('.lb-line:not(.current)').length >= {n} || document.getElementById('panel-letter-boxed').dataset.status === 'won'"),
        )
        .await?;
    }
    b.wait_status("letter-boxed", "won").await?;
    let end = b.text("#lb-end").await?;
    if best.words.len() == today.puzzle.par && !end.contains("par!") {
        return Err(format!("Letter Boxed end {end:?} should say par!").into());
    }
    b.screenshot("letter-boxed-desktop", DESKTOP).await?;
    Ok(())
}

/// Word Blender: the round's six-letter words and a few shorter ones, then stop: the missed
/// words are shown.
async fn word_blender(b: &Browser, lexicon: &Lexicon<&'static [u8]>) -> Result {
    let round = word_blender::daily(lexicon, b.date)?.puzzle;
    let mut words: Vec<&String> = round.words.iter().filter(|w| w.len() == 6).collect();
    words.extend(round.words.iter().filter(|w| w.len() < 6).take(3));
    b.open(b.date, "word-blender").await?;
    b.click("#wb-start").await?;
    b.wait_status("word-blender", "playing").await?;
    for (i, word) in words.iter().enumerate() {
        b.type_into("#wb-input", word).await?;
        b.click("#wb-enter").await?;
        b.wait_count(&format!("{word} found"), "#wb-words .word.found", i + 1)
            .await?;
    }
    b.screenshot("word-blender-playing-desktop", DESKTOP)
        .await?;
    b.click("#wb-stop").await?;
    b.wait_status("word-blender", "won").await?;
    let missed = b.count("#wb-words .word.missed").await?;
    let expected = round.words.len() - words.len();
    if missed != expected as u64 {
        return Err(
            format!("Word Blender shows {missed} missed words, expected {expected}").into(),
        );
    }
    b.text_that("#wb-end", "Word Blender end", |end| {
        end.contains("1 round won")
    })
    .await?;
    b.screenshot("word-blender-desktop", DESKTOP).await?;
    Ok(())
}

/// wordseq: the level's optimal path, tapped cell by cell.
async fn wordseq(b: &Browser, lexicon: &Lexicon<&'static [u8]>) -> Result {
    let level = wordseq::daily(lexicon, b.date)?.puzzle;
    let path = level.optimal_path();
    b.open(b.date, "wordseq").await?;
    for (i, mv) in path.iter().enumerate() {
        b.click(&format!("#ws-cell-{}-{}", mv.from.0, mv.from.1))
            .await?;
        b.click(&format!("#ws-cell-{}-{}", mv.to.0, mv.to.1))
            .await?;
        b.wait_count(&format!("wordseq move {}", i + 1), "#ws-moves li", i + 1)
            .await?;
        let message = b.text("#ws-message").await?;
        // The move's verdict is announced to screen readers.
        b.wait_announced(&format!("Move {}: {message}", i + 1))
            .await?;
        if !message.contains("optimal") || message.contains("not optimal") {
            return Err(format!("wordseq move {}: {message:?}", i + 1).into());
        }
        if i == 1 {
            b.screenshot("wordseq-playing-desktop", DESKTOP).await?;
        }
    }
    b.wait_status("wordseq", "won").await?;
    b.text_that("#ws-end", "wordseq end", |end| end.starts_with("Perfect"))
        .await?;
    b.screenshot("wordseq-desktop", DESKTOP).await?;
    Ok(())
}

/// Nettle: two guesses, a hint on the first clue, then the target.
async fn nettle(b: &Browser, lexicon: &Lexicon<&'static [u8]>) -> Result {
    let wn = WordNet::bundled()?;
    let targets = nettle::targets(wn, lexicon)?;
    let today = nettle::daily(wn, &targets, b.date)?;
    b.open(b.date, "nettle").await?;
    for (i, guess) in ["dog", "flower"].iter().enumerate() {
        b.type_into("#nt-input", guess).await?;
        b.click("#nt-guess").await?;
        b.wait_count(&format!("clue {}", i + 1), "#nt-clues li", i + 1)
            .await?;
        // The clue is announced to screen readers.
        b.wait_announced(&format!("Guess {}, {guess}: ", i + 1))
            .await?;
    }
    b.click_until(
        "#nt-clues li:first-child .nt-hint-button",
        "the hint",
        "return document.querySelector('#nt-clues .nt-hint') !== null",
    )
    .await?;
    let map = b.count("#nt-map svg g.word").await?;
    if map != 2 {
        return Err(format!("the Nettle map shows {map} guessed words").into());
    }
    b.screenshot("nettle-playing-desktop", DESKTOP).await?;
    b.type_into("#nt-input", &today.puzzle.word).await?;
    b.click("#nt-guess").await?;
    b.wait_status("nettle", "won").await?;
    let share = b.text("#nt-end-share").await?;
    let expected = format!("Nettle #{}: 🎉/3", today.day.number);
    if !share.starts_with(&expected) {
        return Err(format!("Nettle share {share:?} should start with {expected:?}").into());
    }
    b.text_that(
        "#nt-map-caption",
        "the map of a won Nettle, on a wide screen: caption",
        |caption| caption == "The map of your clues",
    )
    .await?;
    b.screenshot("nettle-desktop", DESKTOP).await?;
    Ok(())
}

/// At phone width: every game comes back from the browser's storage as it was left (the
/// server kept nothing), nothing is wider than the screen, and a fresh Wordle (the day before)
/// is played in hard mode on the on-screen keyboard, with a guess that ignores a hint refused.
async fn phone(b: &Browser, lists: &Wordle) -> Result {
    b.client.set_window_size(PHONE.0, PHONE.1).await?;
    for (game, status) in [
        ("letter-boxed", "won"),
        ("word-blender", "won"),
        ("wordle", "won"),
        ("wordseq", "won"),
        ("nettle", "won"),
    ] {
        b.open(b.date, game).await?;
        b.wait_status(game, status).await?;
        b.assert_fits(game).await?;
        if game == "nettle" {
            // The map is wider than a phone: it scrolls in its box, and says so.
            let v = b
                .js("const box = document.getElementById('nt-map'); return [box.scrollWidth > box.clientWidth, document.getElementById('nt-map-caption').textContent]")
                .await?;
            let caption = v[1].as_str().unwrap_or_default();
            if v[0] == Value::Bool(true) && !caption.contains("swipe") {
                return Err(format!(
                    "the Nettle map scrolls but its caption {caption:?} does not say so"
                )
                .into());
            }
            if caption.contains('?') {
                return Err(
                    format!("the map of a won Nettle still hides the word: {caption:?}").into(),
                );
            }
        }
        b.screenshot(&format!("{game}-phone"), PHONE).await?;
    }
    let before = Date::from_days(b.date.days() - 1).ok_or("a date")?;
    fits_on_phone(b, before).await?;
    let guesses = solver_guesses(lists, before, Mode::Hard)?;
    b.open(before, "wordle").await?;
    if b.status("wordle").await? != "playing" {
        return Err("a fresh Wordle should be playing".into());
    }
    // Hard mode ticked: the focus is on its box, and the first guess is typed on the
    // computer's keyboard (real key events to whatever has focus).
    b.click("#wordle-hard").await?;
    let focus = b.focused().await?;
    if focus != "wordle-hard" {
        return Err(format!("after ticking hard mode the focus is on {focus}").into());
    }
    b.press(&format!("{}\n", guesses[0])).await?;
    wait_rows(b, 1).await?;
    // The guess is announced to screen readers.
    b.wait_announced("Guess 1 of 6").await?;
    // In hard mode: a guess that ignores the first row's hints is refused and not counted.
    let answer = daily_wordle::daily(lists, before)?.puzzle.answer;
    let first = lists.guess_id(&guesses[0])?;
    let feedback = lists.feedback(first, answer);
    let ignoring = (0..u32::try_from(lists.guesses().len())?)
        .find(|&g| !lists.hard_ok(first, feedback, g))
        .filter(|_| !feedback.is_win());
    if let Some(g) = ignoring {
        let word = lists.guess_word(g);
        for letter in word.chars() {
            b.click(&format!("#wordle-keyboard .key[data-key='{letter}']"))
                .await?;
        }
        b.click_until(
            "#wordle-keyboard .key[data-key='enter']",
            "the hard-mode refusal",
            "return document.getElementById('wordle-message').textContent !== ''",
        )
        .await?;
        if b.count(SCORED_TILES).await? != 5 {
            return Err(format!("hard mode counted {word}, which ignores a hint").into());
        }
        b.screenshot("wordle-phone-hard-refused", PHONE).await?;
        for _ in 0..word.len() {
            b.click("#wordle-keyboard .key[data-key='back']").await?;
        }
    }
    let mut ways = vec!["typed after ticking hard mode"];
    for (i, guess) in guesses.iter().enumerate().skip(1) {
        match i {
            1 => {
                // Letters tapped on the screen, Enter pressed on the computer's keyboard while
                // the last tapped key has focus.
                for letter in guess.chars() {
                    b.click(&format!("#wordle-keyboard .key[data-key='{letter}']"))
                        .await?;
                }
                b.press("\n").await?;
                ways.push("tapped, then Enter typed with an on-screen key focused");
            }
            2 => {
                // Typed after a game tab was clicked (the tab has focus).
                b.click("#tab-letter-boxed").await?;
                b.click("#tab-wordle").await?;
                let focus = b.focused().await?;
                if focus != "tab-wordle" {
                    return Err(format!("after clicking the tab the focus is on {focus}").into());
                }
                b.press(&format!("{guess}\n")).await?;
                ways.push("typed after clicking the game's tab");
            }
            _ => {
                type_wordle_from(b, &guesses[..=i], i).await?;
                ways.push("tapped");
            }
        }
        wait_rows(b, i + 1).await?;
    }
    b.wait_status("wordle", "won").await?;
    let share = b.text("#wordle-end-share").await?;
    if !share.contains(&format!("{}/6*", guesses.len())) {
        return Err(format!("a hard-mode share {share:?} should end its title with *").into());
    }
    b.assert_fits("wordle").await?;
    b.screenshot("wordle-phone-fresh", PHONE).await?;
    println!(
        "phone: Wordle of {before} won in hard mode, guesses {}",
        ways.join("; ")
    );
    Ok(())
}

/// Waits until `rows` rows of the Wordle board are scored.
async fn wait_rows(b: &Browser, rows: usize) -> Result {
    b.wait_count(&format!("Wordle row {rows}"), SCORED_TILES, 5 * rows)
        .await
}

/// On a 390×844 phone, each game of `date` (not yet played) shows its board and its keys or
/// word field whole without scrolling: every one of them lies inside the screen with the page
/// scrolled to its top.
async fn fits_on_phone(b: &Browser, date: Date) -> Result {
    b.client.set_window_size(PHONE.0, PHONE.1).await?;
    for (game, parts) in [
        ("wordle", "#wordle-board, #wordle-keyboard"),
        ("letter-boxed", "#lb-box, #lb-input, #lb-enter, #lb-delete"),
        (
            "word-blender",
            "#wb-clock, #wb-letters, #wb-input, #wb-enter, #wb-start",
        ),
        ("wordseq", "#ws-grid, #ws-undo, #ws-stop"),
        ("nettle", "#nt-input, #nt-guess"),
    ] {
        b.open(date, game).await?;
        b.wait_status(
            game,
            if game == "word-blender" {
                "ready"
            } else {
                "playing"
            },
        )
        .await?;
        let outside = b
            .client
            .execute(
                "window.scrollTo(0, 0); const out = []; for (const n of document.querySelectorAll(arguments[0])) { const r = n.getBoundingClientRect(); if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) out.push(`${n.id}: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`); } return [out, document.querySelectorAll(arguments[0]).length, innerWidth, innerHeight]",
                vec![json!(parts)],
            )
            .await?;
        let expected = parts.split(", ").count() as u64;
        if v_len(&outside[0]) > 0 || outside[1].as_u64() != Some(expected) {
            return Err(format!(
                "on a {}×{} phone, {game}'s board and keys do not all fit: {} outside ({} of {expected} found)",
                outside[2], outside[3], outside[0], outside[1]
            )
            .into());
        }
        b.screenshot_viewport(&format!("{game}-phone-fresh-screen"))
            .await?;
    }
    println!("phone: every game's board and keys or word field fit a 390×844 screen unscrolled");
    Ok(())
}

fn v_len(v: &Value) -> usize {
    v.as_array().map_or(0, Vec::len)
}

/// Letter Boxed and Word Blender of `date` take letters and Enter typed on the computer's
/// keyboard whatever has focus: a letter tapped on the square, a button clicked.
async fn typing_anywhere(b: &Browser, lexicon: &Lexicon<&'static [u8]>, date: Date) -> Result {
    b.client.set_window_size(DESKTOP.0, DESKTOP.1).await?;
    let board = letter_boxed::daily(lexicon, date)?.puzzle.board;
    let best = letter_boxed::LetterBoxedGenerator::new(Lexicon::english())?
        .solver(&board)
        .best(6)
        .ok_or("the day's board has a solution")?;
    let word = &best.words[0];
    b.open(date, "letter-boxed").await?;
    let first = word.chars().next().ok_or("a word")?;
    b.click(&format!(".lb-letter[data-letter='{first}']"))
        .await?;
    let letter_focus = b.focused().await?;
    if letter_focus == "lb-input" {
        return Err("tapping a letter should leave the word field alone".into());
    }
    b.press(&format!("{}\n", &word[first.len_utf8()..])).await?;
    b.wait_announced(&format!("{word} played")).await?;
    let chain = b.text("#lb-chain").await?;
    if chain.to_lowercase() != *word {
        return Err(
            format!("Letter Boxed typed with {letter_focus} focused shows {chain:?}").into(),
        );
    }
    let round = word_blender::daily(lexicon, date)?.puzzle;
    let found = round.words.first().ok_or("a word")?;
    b.open(date, "word-blender").await?;
    b.click("#wb-start").await?;
    b.wait_status("word-blender", "playing").await?;
    b.click("#wb-shuffle").await?;
    let focus = b.focused().await?;
    b.press(&format!("{found}\n")).await?;
    b.wait(
        "the typed word found",
        "return document.querySelectorAll('#wb-words .word.found').length === 1",
    )
    .await?;
    b.wait_announced(&format!("{found}: found")).await?;
    println!(
        "typed anywhere: Letter Boxed {word} after tapping {first} (focus on {letter_focus}), Word Blender {found} after Shuffle (focus on {focus})"
    );
    Ok(())
}

/// The dialogs: how to play (each game's, with an example, opened and closed by its button and
/// by Escape), and the statistics after the finished games: played, streaks and the
/// distribution of Wordle (won on `b.date` and on `before`), then exported as JSON, forgotten,
/// and imported back.
async fn dialogs(b: &Browser, lists: &Wordle, before: Date) -> Result {
    b.client.set_window_size(DESKTOP.0, DESKTOP.1).await?;
    b.open(b.date, "wordle").await?;
    let titles = [
        ("letter-boxed", "Letter Boxed"),
        ("word-blender", "Word Blender"),
        ("wordle", "Wordle"),
        ("wordseq", "wordseq"),
        ("nettle", "Nettle"),
    ];
    for (i, (game, title)) in titles.iter().enumerate() {
        b.click(&format!("#tab-{game}")).await?;
        b.click("#help-open").await?;
        let v = b
            .js("const d = document.getElementById('help'); return [d.open, document.getElementById('help-title').textContent, document.getElementById('help-body').textContent]")
            .await?;
        let example = v[2].as_str().unwrap_or_default().contains("Example")
            || b.count("#help .example .tile").await? == 5;
        if v[0] != Value::Bool(true) || v[1] != format!("How to play {title}") || !example {
            return Err(format!("the how-to-play dialog of {game}: {v}").into());
        }
        if *game == "wordle" {
            b.screenshot("help-wordle-desktop", DESKTOP).await?;
        }
        if i % 2 == 0 {
            b.click("#help [data-close]").await?;
        } else {
            b.press(&char::from(Key::Escape).to_string()).await?;
        }
        b.wait(
            "the how-to-play dialog to close",
            "return !document.getElementById('help').open",
        )
        .await?;
    }
    // Statistics: Wordle was won on both dates, by the solver's guesses.
    let counts = [
        solver_guesses(lists, b.date, Mode::Normal)?.len(),
        solver_guesses(lists, before, Mode::Hard)?.len(),
    ];
    let today = Date::today().days();
    let current = if b.date.days() == today || b.date.days() + 1 == today {
        2
    } else {
        0
    };
    b.click("#tab-wordle").await?;
    b.click("#stats-open").await?;
    let read = "const s = document.querySelector('#stats-body [data-game=\"wordle\"]'); return { open: document.getElementById('stats').open, stats: [...s.querySelectorAll('.stat b')].map((n) => Number(n.textContent)), bars: [...s.querySelectorAll('.dist .bar')].map((n) => [n.previousElementSibling.textContent, Number(n.textContent), n.classList.contains('today')]), countdown: document.getElementById('stats-countdown').textContent }";
    let v = b.js(read).await?;
    let want = json!([2, 100, current, 2]);
    let mut bars: Vec<(String, u64, bool)> = Vec::new();
    for n in [counts[0].min(counts[1]), counts[0].max(counts[1])] {
        let label = format!("{n} guesses");
        match bars.iter_mut().find(|bar| bar.0 == label) {
            Some(bar) => bar.1 += 1,
            None => bars.push((label, 1, n == counts[0])),
        }
    }
    let want_bars = json!(bars);
    let countdown = v["countdown"].as_str().unwrap_or_default();
    if v["open"] != Value::Bool(true)
        || v["stats"] != want
        || v["bars"] != want_bars
        || countdown.len() != 8
    {
        return Err(format!(
            "Wordle's statistics: {v}; expected played, win %, streak, best streak {want} and bars {want_bars}"
        )
        .into());
    }
    b.screenshot("statistics-desktop", DESKTOP).await?;
    // Export: the file the page hands to the browser, its blob read as made and its name as
    // the link gives it.
    b.js("window.exported = null; const make = URL.createObjectURL; URL.createObjectURL = (blob) => { blob.text().then((text) => { window.exported = { name: window.exportName, text }; }); return make.call(URL, blob); }; const click = HTMLAnchorElement.prototype.click; HTMLAnchorElement.prototype.click = function () { if (!this.download) return click.call(this); window.exportName = this.download; }; return true").await?;
    b.click("#stats-export").await?;
    b.wait("the export", "return window.exported !== null")
        .await?;
    let exported = b.js("return window.exported").await?;
    let text = exported["text"].as_str().unwrap_or_default();
    let json: Value = serde_json::from_str(text)?;
    let kept = kept_stats(b).await?;
    let results: usize = json
        .as_object()
        .map(|games| {
            games
                .values()
                .filter_map(Value::as_object)
                .map(|d| d.len())
                .sum()
        })
        .unwrap_or(0);
    if json != kept
        || exported["name"] != "wordgames-statistics-en.json"
        || json["wordle"][b.date.to_string()]["score"] != json!(counts[0])
        || json["wordle"][before.to_string()]["won"] != Value::Bool(true)
    {
        return Err(
            format!("the exported statistics {exported} are not those kept, {kept}").into(),
        );
    }
    let file = b.out.join("statistics-export.json");
    std::fs::write(&file, text)?;
    // Forgotten, then imported from the file.
    b.js("localStorage.removeItem('wordgames:stats'); return true")
        .await?;
    b.click("#stats [data-close]").await?;
    b.click("#stats-open").await?;
    let v = b.js(read).await?;
    if v["stats"] != json!([0, 0, 0, 0]) {
        return Err(format!("statistics forgotten, the dialog shows {v}").into());
    }
    let input = b.client.find(Locator::Css("#stats-import")).await?;
    input.send_keys(&file.display().to_string()).await?;
    let toast = format!("Imported {results} result");
    b.wait(
        "the import",
        &format!(
            "return document.getElementById('toast').textContent.startsWith({})",
            json!(toast)
        ),
    )
    .await?;
    let v = b.js(read).await?;
    let back = kept_stats(b).await?;
    if v["stats"] != want || back != json {
        return Err(format!("after the import the dialog shows {v}, the storage {back}").into());
    }
    b.press(&char::from(Key::Escape).to_string()).await?;
    b.wait(
        "the statistics to close",
        "return !document.getElementById('stats').open",
    )
    .await?;
    println!(
        "dialogs: how to play of each game opened and closed; statistics of Wordle {want} with bars {want_bars}, {results} results exported and imported back"
    );
    Ok(())
}

/// The statistics the page keeps in the browser's storage (`wordgames:stats`).
async fn kept_stats(b: &Browser) -> Result<Value> {
    let text = b
        .js("return localStorage.getItem('wordgames:stats')")
        .await?;
    Ok(serde_json::from_str(text.as_str().unwrap_or("null"))?)
}
