//! Spanish words are played with or without their accents and shown as the list spells them
//! (`Lexicon::spelling`): the games check and build from the folded keys, and reveal the
//! spelling.

use std::time::Duration;

use rand_core::SeedableRng;
use wordgames_lexicon::{Lexicon, ReadOptions, profile};
use wordgames_puzzles::{
    Generator,
    play::{FromPuzzle, Play},
    rng::Pcg32,
    word_blender::{Game, Verdict, WordBlenderGenerator},
    wordle,
};

/// A small Spanish list with its own frequencies, so that every word is familiar.
fn spanish(list: &str) -> Lexicon {
    let options = ReadOptions::default().with_profile(&profile::ES);
    Lexicon::from_reader(list.as_bytes(), "es", options)
        .unwrap()
        .0
}

#[test]
fn word_blender_accepts_either_and_shows_the_accent() {
    let lexicon = spanish("camión\t4.50\nmano\t5.00\ncima\t4.00\nmía\t4.20\n");
    let generator = WordBlenderGenerator::new(lexicon)
        .unwrap()
        .with_profile(&profile::ES);
    let mut rng = Pcg32::seed_from_u64(1);
    let first = generator.generate(&mut rng).unwrap();
    let mut game = Game::from_puzzle(&first, (&generator, rng, Duration::from_secs(60))).unwrap();
    let round = game.round().clone();
    assert!(round.words.contains(&"camion".to_string()), "{round:?}");
    // Typed with its accent, and without: the same key.
    assert!(matches!(
        game.play("camión", Duration::ZERO),
        Ok(Verdict::Found { found: 1 })
    ));
    let mia = game.play("mia", Duration::ZERO);
    assert!(
        matches!(mia, Ok(Verdict::Found { found: 2 })),
        "{mia:?} {round:?}"
    );
    // Found as keys, shown as the list spells them, in the same order.
    assert_eq!(game.found(), ["mia", "camion"]);
    assert_eq!(game.found_spelled(), ["mía", "camión"]);
    Play::give_up(&mut game);
    let end = Play::answer(&game).unwrap();
    // The keys, for every check; the spellings, for the player.
    assert!(end.words.contains(&"camion".to_string()));
    assert!(end.found.contains(&"camion".to_string()));
    assert_eq!(end.spelled.len(), end.words.len());
    for (word, spelled) in end.words.iter().zip(&end.spelled) {
        let expected = match word.as_str() {
            "camion" => "camión",
            "mia" => "mía",
            other => other,
        };
        assert_eq!(spelled, expected);
    }
    assert!(end.is_found("mia") && !end.is_found("mano"));
    assert_eq!(end.found, ["mia", "camion"]);
    assert_eq!(end.found_spelled(), ["mía", "camión"]);
    assert!(end.spelled.contains(&"mía".to_string()));
}

#[test]
fn wordle_accepts_either_and_reveals_the_accent() {
    let lexicon = spanish("árbol\t4.50\nperro\t5.00\n");
    let game_wordle = wordle::for_language(&lexicon, &profile::ES).unwrap();
    let answers = game_wordle.answers();
    let arbol = answers.id("arbol").unwrap();
    for typed in ["arbol", "Árbol"] {
        let puzzle = game_wordle.puzzle(arbol).unwrap();
        let mode = wordgames_wordle::Mode::Normal;
        let mut game = wordgames_wordle::Game::from_puzzle(&puzzle, (&game_wordle, mode)).unwrap();
        assert_eq!(Play::answer(&game), None);
        Play::play(&mut game, typed).unwrap();
        assert_eq!(Play::status(&game), wordgames_puzzles::play::Status::Won);
        assert_eq!(Play::answer(&game), Some("árbol"));
        assert_eq!(game.answer_word(), "arbol");
    }
    let perro = answers.id("perro").unwrap();
    assert_eq!(answers.spelling(perro as usize), Some("perro"));
    // A solver shows guesses and candidates spelled too; the words checked stay folded.
    let guess = game_wordle.guess_id("árbol").unwrap();
    assert_eq!(game_wordle.guess_word(guess), "arbol");
    assert_eq!(game_wordle.guess_spelling(guess), "árbol");
    assert_eq!(game_wordle.answer_spelling(arbol), "árbol");
    assert_eq!(game_wordle.answer_spelling(perro), "perro");
    assert_eq!(game_wordle.guess_spelling(u32::MAX), "");
}
