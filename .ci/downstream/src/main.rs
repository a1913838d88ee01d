//! Plays one game of each kind through the public API of the packages as packaged: the daily
//! puzzle of 2026-01-01 of every game, each played to the end. Exits non-zero on any surprise.

use std::time::Duration;

use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Generator,
    daily::{GameId, Origin},
    letter_boxed, nettle,
    play::{FromPuzzle, Play},
    word_blender, wordle, wordseq,
};
use wordgames_wordle::{Mode, Status, Wordle};
use wordgames_wordnet::{Relations, WordGraph, WordNet};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let date = "2026-01-01".parse()?;
    let english = Lexicon::english();

    // Letter Boxed: play the best solution.
    let boxed = letter_boxed::daily(&english, date)?;
    let mut game = letter_boxed::Game::from_puzzle(&boxed.puzzle, &english)?;
    for word in &boxed.puzzle.solution {
        game.play(word)?;
    }
    check(game.is_over(), "Letter Boxed solved")?;
    println!("Letter Boxed #{}: {} solved", boxed.day.number, boxed.puzzle.board);

    // Word Blender: find every word of the first round, then stop.
    let blender = word_blender::WordBlenderGenerator::new(Lexicon::english())?;
    let origin = Origin::daily(GameId::WordBlender, date)?;
    let mut rng = origin.rng();
    let first = blender.generate(&mut rng)?;
    let mut round = word_blender::Game::from_puzzle(&first, (&blender, rng, Duration::from_secs(120)))?;
    let words = word_blender::daily(&english, date)?.puzzle.words;
    for (i, word) in words.iter().enumerate() {
        round.play(word, Duration::from_secs(i as u64))?;
    }
    round.stop(Duration::from_secs(60));
    check(round.is_over() && round.rounds_won() == 1, "Word Blender round won")?;
    println!("Word Blender: {} words found", words.len());

    // Wordle: guess the answer second.
    let lists = Wordle::classic();
    let today = wordle::daily(&lists, date)?;
    let mut wordle_game = wordgames_wordle::Game::from_puzzle(&today.puzzle, (&lists, Mode::Normal))?;
    wordle_game.play("salet")?;
    wordle_game.play(&today.puzzle.word)?;
    check(wordle_game.status() == Status::Won, "Wordle won")?;
    let share = wordle_game.share(&wordle::title(&Origin::Daily(today.day)));
    println!("{}", share.ok_or("no Wordle share text after the end")?);

    // wordseq: the day's level along an optimal path.
    let level = wordseq::daily(&english, date)?.puzzle;
    let dictionary =
        wordseq::Dictionary::new(
            &english,
            level.word_length(),
            &wordgames_lexicon::BlockList::english(),
        )?;
    let mut grid = wordseq::Game::from_puzzle(&level, &dictionary)?;
    for mv in level.optimal_path() {
        grid.play(mv)?;
    }
    check(grid.score()?.is_perfect(), "wordseq perfect")?;
    println!("wordseq: {}", grid.score()?);

    // Nettle, on the WordNet bundled in the package: guess the target.
    let wn = WordNet::bundled()?;
    let graph = WordGraph::build(wn, Relations::default())?;
    let targets = nettle::targets(wn, &english)?;
    let target = nettle::daily(wn, &targets, date)?.puzzle.word;
    let puzzle = nettle::Nettle::new(&graph, &target)?;
    let mut nettle_game = nettle::Game::from_puzzle(&puzzle.puzzle(), &puzzle)?;
    nettle_game.play("flower")?;
    check(nettle_game.play(&target)?.is_win(), "Nettle won")?;
    let share = nettle_game.share(&nettle::share::title(Some(1)));
    println!("{}", share.ok_or("no Nettle share text after the end")?);
    Ok(())
}

fn check(ok: bool, what: &str) -> Result<(), String> {
    if ok { Ok(()) } else { Err(format!("downstream check failed: {what}")) }
}
