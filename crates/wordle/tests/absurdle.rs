//! Absurdle: the host's rule and tie-break, a published fact, and the exact search.
//! The search over the classic lists is `#[ignore]`d: run it with
//! `cargo test --release -p wordgames-wordle --test absurdle -- --ignored --nocapture`.

use crate::wordle_of;
use wordgames_wordle::{Absurdle, AbsurdleOptions, Error, Wordle, absurdle_reply, solve_absurdle};

fn reply(wordle: &Wordle, guess: &str) -> (String, Vec<String>) {
    let all: Vec<u32> = (0..wordle.answers().len() as u32).collect();
    let (fb, kept) = absurdle_reply(wordle, &all, wordle.guess_id(guess).unwrap());
    (
        fb.to_string(),
        kept.iter()
            .map(|&a| wordle.answer_word(a).to_string())
            .collect(),
    )
}

#[test]
fn the_host_keeps_the_largest_bucket() {
    let w = wordle_of("ab\nac\nad\nxy", "az");
    // a green: {ab, ac, ad} against {xy}.
    assert_eq!(reply(&w, "az").0, "g.");
    assert_eq!(reply(&w, "az").1, ["ab", "ac", "ad"]);
}

#[test]
fn ties_go_to_fewest_greens_then_fewest_yellows_then_lowest_code() {
    // ab is all green to itself, cd all grey: one each, grey wins.
    let w = wordle_of("ab\ncd", "zz");
    assert_eq!(reply(&w, "ab"), ("..".into(), vec!["cd".into()]));
    // ba: a yellow; cd: grey; one each, no green: fewest yellows.
    let w = wordle_of("ba\ncd", "ax");
    assert_eq!(reply(&w, "ax"), ("..".into(), vec!["cd".into()]));
    // ac: g. (code 2), cb: .g (code 6): one green each, no yellow: the lowest code.
    let w = wordle_of("ac\ncb", "ab");
    assert_eq!(reply(&w, "ab"), ("g.".into(), vec!["ac".into()]));
    // A yellow beats a green at equal size.
    let w = wordle_of("ac\nba", "ab");
    assert_eq!(reply(&w, "ab").0, "yy");
}

#[test]
fn terns_splits_the_classic_answers_as_qntm_describes() {
    // qntm's Absurdle page: TERNS splits the 2,315 answers into 110 buckets; CIGAR is in one of
    // 136 (..y..), REBUT of 12 (ygy..), SISSY of 119 (....y), HUMPH of 256 (.....).
    // The classic answers, with TERNS as the one extra guess (a small table, fast in debug).
    let wordle = Wordle::new(
        wordgames_wordle::WordList::classic_answers(),
        "terns".parse().unwrap(),
    )
    .unwrap();
    let terns = wordle.guess_id("terns").unwrap();
    let mut sizes = std::collections::BTreeMap::new();
    for a in 0..wordle.answers().len() as u32 {
        *sizes
            .entry(wordle.feedback(terns, a).to_string())
            .or_insert(0) += 1;
    }
    assert_eq!(sizes.len(), 110);
    assert_eq!(sizes["..y.."], 136);
    assert_eq!(sizes["ygy.."], 12);
    assert_eq!(sizes["....y"], 119);
    assert_eq!(sizes["....."], 256);
    let mut game = Absurdle::new(&wordle);
    assert_eq!(game.play("TERNS").unwrap().to_string(), ".....");
    assert_eq!(game.candidates().len(), 256);
    assert!(!game.is_won());
    assert!(game.play("humph").is_ok());
    // The feedback table agrees with the reference scorer on every answer.
    for a in 0..wordle.answers().len() as u32 {
        let fb = wordgames_wordle::Feedback::score("terns", wordle.answer_word(a)).unwrap();
        assert_eq!(wordle.feedback(terns, a), fb);
    }
    assert!(matches!(game.play("xx"), Err(Error::GuessLength { .. })));
}

#[test]
fn the_search_finds_the_shortest_win_and_respects_openings() {
    // Eight ?ake answers and two splitters: bclm keeps {rake take wake fake} (the largest
    // part), rtwf then sets them apart: 3 guesses. rtwf first keeps {bake cake lake make}:
    // bclm, then the last word.
    let w = wordle_of(
        "bake\ncake\nlake\nmake\nrake\ntake\nwake\nfake",
        "bclm\nrtwf",
    );
    let sol = solve_absurdle(&w, &[], AbsurdleOptions::default()).unwrap();
    assert_eq!(sol.total, 3);
    assert_eq!(sol.guesses.len(), 3);
    assert!(sol.replies[2].is_win());
    // Replaying the line through the host wins in as many guesses.
    let mut game = Absurdle::new(&w);
    for &g in &sol.guesses {
        game.play(w.guess_word(g)).unwrap();
    }
    assert!(game.is_won());
    // Opening with a candidate costs one more: bake keeps the other seven.
    let bake = w.guess_id("bake").unwrap();
    let sol = solve_absurdle(&w, &[bake], AbsurdleOptions::default()).unwrap();
    assert_eq!(sol.guesses[0], bake);
    assert_eq!(sol.total, 4);
    // Too short a limit, or too small a budget, is an error, never a wrong answer.
    let short = AbsurdleOptions::default().with_max_guesses(2);
    assert!(matches!(
        solve_absurdle(&w, &[], short),
        Err(Error::Infeasible { .. })
    ));
    let poor = AbsurdleOptions::default().with_budget(0);
    assert!(matches!(
        solve_absurdle(&w, &[], poor),
        Err(Error::BudgetExhausted(..))
    ));
}

#[test]
#[ignore = "classic lists, exact search; run in release"]
fn classic_absurdle_is_won_in_four_at_best() {
    let wordle = Wordle::classic();
    let sol = solve_absurdle(&wordle, &[], AbsurdleOptions::default()).unwrap();
    let line: Vec<String> = sol
        .guesses
        .iter()
        .zip(&sol.replies)
        .map(|(&g, fb)| format!("{} {fb}", wordle.guess_word(g)))
        .collect();
    println!(
        "{} guesses, {} positions: {}",
        sol.total,
        sol.nodes,
        line.join(", ")
    );
    assert_eq!(sol.total, 4);
}
