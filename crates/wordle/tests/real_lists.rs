//! Wordle in nb, de, es, pl and uk on Debian's word lists: feedback (the scorer and the
//! table) against a naive scorer on random pairs with repeated letters.
//!
//! The lists are GPL and are read at run time from `/usr/share/dict` (`.ci/run` installs
//! `wnorwegian`, `wngerman`, `wspanish`, `wpolish`, `wukrainian`); a test whose list is absent
//! says so and passes. Ignored by default: `cargo test -p wordgames-wordle --test real_lists --
//! --ignored`.

use std::io::BufRead;
use wordgames_wordle::{FromPuzzle as _, Play as _};

use wordgames_lexicon::Profile;
use wordgames_test_support::DEBIAN_WORD_LISTS;
use wordgames_wordle::{Feedback, Mark, Mode, WordList, Wordle};

/// The distinct five-letter words of a list, normalized by the profile (lines that are not
/// UTF-8 read as ISO-8859-1, as Debian's bokmaal is).
fn fives(profile: &'static Profile, path: &str) -> Option<Vec<String>> {
    let Ok(file) = std::fs::File::open(path) else {
        eprintln!("skipped: {path} is absent (apt-get install the Debian word list)");
        return None;
    };
    let mut words = Vec::new();
    for line in std::io::BufReader::new(file).split(b'\n') {
        let line = line.unwrap();
        let text = match String::from_utf8(line) {
            Ok(t) => t,
            Err(e) => e.as_bytes().iter().map(|&b| char::from(b)).collect(),
        };
        if let Ok(w) = profile.normalize(&text)
            && w.chars().count() == 5
        {
            words.push(w);
        }
    }
    words.sort();
    words.dedup();
    Some(words)
}

/// Wordle's rule written plainly: greens first, then yellows left to right while unmatched
/// copies of the letter remain in the answer.
fn naive(guess: &str, answer: &str) -> Vec<Mark> {
    let g: Vec<char> = guess.chars().collect();
    let a: Vec<char> = answer.chars().collect();
    let mut marks = vec![Mark::Grey; g.len()];
    let mut left: Vec<Option<char>> = a.iter().map(|&c| Some(c)).collect();
    for i in 0..g.len() {
        if g[i] == a[i] {
            marks[i] = Mark::Green;
            left[i] = None;
        }
    }
    for i in 0..g.len() {
        if marks[i] == Mark::Green {
            continue;
        }
        if let Some(j) = left.iter().position(|&c| c == Some(g[i])) {
            marks[i] = Mark::Yellow;
            left[j] = None;
        }
    }
    marks
}

fn repeats(w: &str) -> bool {
    let mut seen: Vec<char> = Vec::new();
    w.chars().any(|c| {
        let again = seen.contains(&c);
        seen.push(c);
        again
    })
}

struct Mix(u64);

impl Mix {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

#[test]
#[ignore = "reads Debian's word lists from /usr/share/dict; .ci/run runs it"]
fn feedback_on_debian_lists_agrees_with_a_naive_scorer() {
    for &(tag, path) in DEBIAN_WORD_LISTS {
        let profile = Profile::by_tag(tag).unwrap();
        let Some(words) = fives(profile, path) else {
            continue;
        };
        let with_repeats: Vec<&String> = words.iter().filter(|w| repeats(w)).collect();
        let non_ascii = words.iter().filter(|w| !w.is_ascii()).count();
        eprintln!(
            "{tag}: {} five-letter words, {} with a repeated letter, {non_ascii} with a letter outside a-z",
            words.len(),
            with_repeats.len()
        );
        assert!(with_repeats.len() > 100 && non_ascii > 50);
        let mut rng = Mix(tag.len() as u64 * 7919);
        // The scorer on 5,000 pairs, at least one word of each with a repeated letter.
        for _ in 0..5_000 {
            let g = with_repeats[rng.below(with_repeats.len())];
            let a = &words[rng.below(words.len())];
            let (g, a) = if rng.below(2) == 0 { (g, a) } else { (a, g) };
            let fb = Feedback::score_in(g, a, profile).unwrap();
            assert_eq!(
                fb.marks().collect::<Vec<_>>(),
                naive(g, a),
                "{tag}: {g} / {a}"
            );
        }
        // The table of a game over 400 answers and 1,500 guesses, repeated letters and the
        // language's own letters among them; then a hard-mode game played to the end.
        let mut answers: Vec<&str> = (0..400)
            .map(|i| {
                if i % 2 == 0 {
                    with_repeats[rng.below(with_repeats.len())].as_str()
                } else {
                    words[rng.below(words.len())].as_str()
                }
            })
            .collect();
        answers.sort();
        answers.dedup();
        let mut guesses: Vec<&str> = (0..1_500)
            .map(|_| words[rng.below(words.len())].as_str())
            .collect();
        guesses.extend(&answers);
        guesses.sort();
        guesses.dedup();
        let wordle = Wordle::new(
            WordList::new_in(&answers, profile).unwrap(),
            WordList::new_in(&guesses, profile).unwrap(),
        )
        .unwrap();
        for _ in 0..5_000 {
            let g = rng.below(wordle.guesses().len()) as u32;
            let a = rng.below(wordle.answers().len()) as u32;
            let (gw, aw) = (wordle.guess_word(g), wordle.answer_word(a));
            assert_eq!(
                wordle.feedback(g, a).marks().collect::<Vec<_>>(),
                naive(gw, aw),
                "{tag}: table {gw} / {aw}"
            );
        }
        let answer = rng.below(wordle.answers().len()) as u32;
        let puzzle = wordle.puzzle(answer).unwrap();
        let mut game = wordgames_wordle::Game::from_puzzle(&puzzle, (&wordle, Mode::Hard)).unwrap();
        let mut state = wordle.start(Mode::Hard);
        while !game.is_over() {
            // The first candidate is always allowed in hard mode.
            let word = state.candidate_words(&wordle)[0].to_string();
            let fb = game.play(&word).unwrap();
            state.play(&wordle, &word, &fb.to_string()).unwrap();
            for (c, m) in word.chars().zip(fb.marks()) {
                assert!(game.key(c).is_some_and(|k| k >= m));
            }
        }
        assert!(game.status() == wordgames_wordle::Status::Won || game.turns().len() == 6);
    }
}
