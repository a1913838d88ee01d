//! The day's edition: every game's pinned puzzle of a date, and never an answer in it.

use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Date,
    daily::{EditionGame, GameId, Publisher},
};
use wordgames_wordle::WordList;
use wordgames_wordnet::WordNet;

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

#[test]
fn the_edition_of_the_first_day_is_pinned() {
    let english = Lexicon::english();
    let answers = WordList::classic_answers();
    let publisher = Publisher::new(&english, &answers, WordNet::bundled().unwrap());
    let edition = publisher.edition(date("2026-01-01")).unwrap();
    assert_eq!(edition.date, date("2026-01-01"));
    assert_eq!(
        (edition.lexicon.words, edition.lexicon.common),
        (242_844, 39_095)
    );
    let games: Vec<GameId> = edition.games.iter().map(|g| g.game).collect();
    assert_eq!(games, GameId::ALL);
    assert!(edition.games.iter().all(|g| g.number == 1));
    match &edition.games[0].puzzle {
        EditionGame::LetterBoxed {
            board, sides, par, ..
        } => {
            assert_eq!(board, "dpt clr ahx bei");
            assert_eq!(sides, &["dpt", "clr", "ahx", "bei"]);
            assert_eq!(*par, 2);
        }
        other => panic!("{other:?}"),
    }
    match &edition.games[1].puzzle {
        EditionGame::WordBlender { letters, words, .. } => {
            assert_eq!((letters.as_str(), *words), ("siseop", 13));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        edition.games[2].puzzle,
        EditionGame::Wordle {
            word_length: 5,
            guesses: 6,
            ..
        }
    ));
    match &edition.games[3].puzzle {
        EditionGame::Wordseq {
            grid,
            optimum,
            word_length,
            difficulty,
            ..
        } => {
            assert_eq!(grid, &["lnrb", "oens", "rgsa"]);
            assert_eq!((*optimum, *word_length, *difficulty), (7, 4, "normal"));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(edition.games[4].puzzle, EditionGame::Nettle {});
    assert!(publisher.edition(date("2025-12-31")).is_err());
}

/// A lexicon too small for the board games: each says why in its own entry, and the others
/// stand (Wordle has its own list; two common nouns are enough for Nettle).
#[test]
fn a_game_the_sources_cannot_make_is_an_entry_not_an_error() {
    let tiny = Lexicon::from_words(["cat", "dog"]).unwrap();
    let answers = WordList::classic_answers();
    let publisher = Publisher::new(&tiny, &answers, WordNet::bundled().unwrap());
    assert_eq!(publisher.nettle_targets().map(<[_]>::len), Some(2));
    let edition = publisher.edition(date("2026-03-14")).unwrap();
    for entry in &edition.games {
        match (entry.game, &entry.puzzle) {
            (GameId::Wordle, EditionGame::Wordle { .. }) => {}
            (GameId::Nettle, EditionGame::Nettle {}) => {}
            (_, EditionGame::Unavailable { error }) => assert!(!error.is_empty()),
            other => panic!("{other:?}"),
        }
        assert_eq!(entry.number, 73);
    }
}

/// Over several dates, the document holds none of the answers: no Letter Boxed solution word,
/// no Word Blender word, not the Wordle answer, not the Nettle target.
#[cfg(feature = "serde")]
#[test]
fn the_document_never_holds_an_answer() {
    use wordgames_puzzles::{letter_boxed, nettle, word_blender, wordle};
    let english = Lexicon::english();
    let answers = WordList::classic_answers();
    let wn = WordNet::bundled().unwrap();
    let publisher = Publisher::new(&english, &answers, wn);
    let targets = publisher.nettle_targets().unwrap();
    for day in ["2026-01-01", "2026-02-14", "2026-11-22", "2027-07-04"] {
        let d = date(day);
        let json = serde_json::to_string(&publisher.edition(d).unwrap()).unwrap();
        let words_in = |json: &str| -> Vec<String> {
            json.split(|c: char| !c.is_ascii_lowercase())
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect()
        };
        let tokens = words_in(&json);
        let mut secrets: Vec<String> = letter_boxed::daily(&english, d).unwrap().puzzle.solution;
        secrets.extend(word_blender::daily(&english, d).unwrap().puzzle.words);
        secrets.push(wordle::daily_from_answers(&answers, d).unwrap().puzzle.word);
        secrets.push(nettle::daily(wn, targets, d).unwrap().puzzle.word);
        for secret in secrets {
            assert!(
                !tokens.contains(&secret),
                "{day}: {secret} appears in {json}"
            );
        }
    }
}
