//! The exact ranking of first guesses: checked against `solve_with_first` on small lists, with
//! cut-offs, resumption and hard mode. The classic-list runs are `#[ignore]`d:
//! `cargo test --release -p wordgames-wordle --test main -- openers:: --ignored --nocapture`.

use std::sync::Mutex;

use crate::wordle_of;

use wordgames_wordle::{
    Mode, OpenerReport, OpenerValue, OpenersOptions, SearchOptions, Shard, WordList, Wordle,
    merge_opener_rankings, rank_openers, rank_openers_shard, solve_with_first,
};

fn small() -> Wordle {
    wordle_of(
        "cigar\nrebut\nsissy\nhumph\nawake\nserve\nheath\ndwarf\nmodel\nkarma\nstink\ngrade\nquiet\nbench\nabate\nfeign\nmajor\ndeath\nfresh\ncrust",
        "salet\ncrane\nxylyl\nsoare\nroate\nfuzzy",
    )
}

#[test]
fn every_exact_total_matches_the_tree_of_that_opener() {
    let wordle = small();
    for mode in [Mode::Normal, Mode::Hard] {
        let all = wordle.guesses().len();
        let opts = OpenersOptions::default().with_mode(mode).with_top(all);
        let ranking = rank_openers(&wordle, opts, &[], &|_| {}).unwrap();
        assert_eq!(ranking.len(), all);
        for &(g, v) in &ranking {
            let sim = solve_with_first(&wordle, mode, g, SearchOptions::default());
            match (v, sim) {
                (OpenerValue::Exact(t), Ok(sim)) => assert_eq!(u64::from(t), sim.stats.total),
                (OpenerValue::AtLeast(_), Err(_)) => {} // infeasible within six guesses
                (v, sim) => panic!("{}: {v} against {sim:?}", wordle.guess_word(g)),
            }
        }
        // Best first.
        assert!(ranking.windows(2).all(|w| w[0].1.value() <= w[1].1.value()));
    }
}

#[test]
fn cut_offs_keep_the_top_exact_and_bound_the_rest() {
    let wordle = small();
    let full = rank_openers(
        &wordle,
        OpenersOptions::default().with_top(wordle.guesses().len()),
        &[],
        &|_| {},
    )
    .unwrap();
    for top in [1, 3] {
        let reports = Mutex::new(Vec::new());
        let ranking = rank_openers(
            &wordle,
            OpenersOptions::default().with_top(top),
            &[],
            &|r| reports.lock().unwrap().push(*r),
        )
        .unwrap();
        assert_eq!(reports.lock().unwrap().len(), ranking.len());
        // The top places are exact and equal to the full ranking's values.
        for i in 0..top {
            assert!(matches!(ranking[i].1, OpenerValue::Exact(_)));
            assert_eq!(ranking[i].1.value(), full[i].1.value());
        }
        // Every bound is a true lower bound.
        for &(g, v) in &ranking {
            let exact = full.iter().find(|r| r.0 == g).unwrap().1.value();
            match v {
                OpenerValue::Exact(t) => assert_eq!(t, exact),
                OpenerValue::AtLeast(b) => {
                    assert!(b <= exact);
                    assert!(b > full[top - 1].1.value());
                }
            }
        }
    }
}

#[test]
fn a_resumed_run_skips_what_it_has_and_ends_the_same() {
    let wordle = small();
    let opts = OpenersOptions::default().with_top(2);
    let whole = rank_openers(&wordle, opts, &[], &|_| {}).unwrap();
    let first = rank_openers(&wordle, opts.with_limit(Some(8)), &[], &|_| {}).unwrap();
    assert_eq!(first.len(), 8);
    let searched = Mutex::new(0usize);
    let rest = rank_openers(&wordle, opts, &first, &|_| *searched.lock().unwrap() += 1).unwrap();
    assert_eq!(*searched.lock().unwrap(), wordle.guesses().len() - 8);
    assert_eq!(rest.len(), whole.len());
    assert_eq!(rest[..2], whole[..2]);
    // The text form round-trips (checkpoint files).
    for (_, v) in &rest {
        assert_eq!(v.to_string().parse::<OpenerValue>().unwrap(), *v);
    }
    assert!("7920x".parse::<OpenerValue>().is_err());
    assert!(rank_openers(&wordle, opts.with_top(0), &[], &|_| {}).is_err());
}

/// A sub-instance of the classic lists: every 40th answer, and every 90th guess besides.
fn classic_sample() -> Wordle {
    let (answers, guesses) = (WordList::classic_answers(), WordList::classic_guesses());
    let answers: Vec<&str> = answers.iter().step_by(40).collect();
    let guesses: Vec<&str> = guesses.iter().step_by(90).collect();
    wordle_of(&answers.join("\n"), &guesses.join("\n"))
}

#[test]
fn merged_shards_give_the_one_machine_top() {
    for wordle in [small(), classic_sample()] {
        for mode in [Mode::Normal, Mode::Hard] {
            for top in [1, 3] {
                let opts = OpenersOptions::default().with_mode(mode).with_top(top);
                let whole = rank_openers(&wordle, opts, &[], &|_| {}).unwrap();
                for count in [1, 2, 3, 7] {
                    let parts: Vec<_> = Shard::all(count)
                        .map(|shard| {
                            rank_openers_shard(&wordle, opts, shard, &[], &|_| {}).unwrap()
                        })
                        .collect();
                    // The shards split the openers: each once.
                    let sizes: usize = parts.iter().map(Vec::len).sum();
                    assert_eq!(sizes, wordle.guesses().len());
                    // In any order.
                    let mut reversed = parts.clone();
                    reversed.reverse();
                    let merged = merge_opener_rankings(reversed).unwrap();
                    assert_eq!(merged.len(), whole.len(), "{mode:?} {count} shards");
                    assert_eq!(
                        merged[..top],
                        whole[..top],
                        "{mode:?} top {top}, {count} shards"
                    );
                    if count > 1 {
                        // The same shard twice is refused.
                        assert!(merge_opener_rankings([&parts[0], &parts[0]]).is_err());
                    }
                }
            }
        }
    }
    assert!(Shard::new(3, 3).is_err());
    assert!(Shard::new(0, 0).is_err());
    assert_eq!(Shard::new(2, 7).unwrap().to_string(), "2/7");
    assert_eq!(
        Shard::new(1, 3).unwrap().take(&[0, 1, 2, 3, 4, 5, 6]),
        [1, 4]
    );
}

/// One line on stderr per opener ranked, for the long runs.
fn print_progress(wordle: &Wordle, r: &OpenerReport) {
    eprintln!(
        "[{}/{}] {} {}",
        r.done,
        r.total,
        wordle.guess_word(r.guess),
        r.value
    )
}

#[test]
#[ignore = "classic lists, the 40 best openers by entropy; run in release (minutes)"]
fn salet_is_best_among_the_first_openers_by_entropy() {
    let wordle = Wordle::classic();
    let opts = OpenersOptions::default().with_limit(Some(40));
    let ranking = rank_openers(&wordle, opts, &[], &|r| print_progress(&wordle, r)).unwrap();
    assert_eq!(wordle.guess_word(ranking[0].0), "salet");
    assert_eq!(ranking[0].1, OpenerValue::Exact(7920));
}

#[test]
#[ignore = "classic lists, every opener: the full proof, about 12 minutes of CPU time"]
fn salet_is_the_best_opener() {
    let wordle = Wordle::classic();
    let ranking = rank_openers(&wordle, OpenersOptions::default(), &[], &|r| {
        print_progress(&wordle, r)
    })
    .unwrap();
    assert_eq!(ranking.len(), wordle.guesses().len());
    assert_eq!(wordle.guess_word(ranking[0].0), "salet");
    assert_eq!(ranking[0].1, OpenerValue::Exact(7920));
    assert!(ranking[1].1.value() > 7920);
}
