//! The share summary: a few highlighted guesses that tell the story of a game without spoiling it.
//!
//! A finished game is summarised as
//!
//! ```text
//! Nettle #12: 🎉/7
//! 1: 🔼🔼🔽🔽🔽
//! 4: 🔼🔽
//! 7: ✅
//! ```
//!
//! (`🏳️` instead of `🎉` for a game given up, which has no `✅` line). A guess is highlighted when
//! any of three rules picks it:
//!
//! 1. **improvement:** its clue is shorter than every clue before it (so the first guess always
//!    is);
//! 2. **the longest clue** of the game (the earliest, if several are as long);
//! 3. **path analysis:** see each clue as the list of words on its route, from the guess's own word
//!    in the sense used to the target, and count for every word how many clues pass through it.
//!    The candidates are the clues of at least 2 steps, keyed by their first word; sorted by clue
//!    length (shorter first), then by that first word's count (more first), then by guess number
//!    (later first), the first `ceil(G / 25)` distinct keys are the *waypoints*. Then walk the
//!    guesses in order and highlight a clue when it has at least 2 steps, passes through a
//!    waypoint (any word of its route, its own first word included), and no word on it already
//!    has a recorded clue length less than or equal to its own; on highlighting, record its length
//!    against the word one step ahead (two steps ahead when the clue is longer than 3).
//!
//! `G` counts the guesses that were answered (a guess that is not a word does not count), the
//! winning one included.
//!
//! # Example
//!
//! ```
//! use wordgames_puzzles::nettle::share::{summary, Guess, Outcome};
//!
//! let guesses: Vec<Guess<&str>> = vec![
//!     Guess::new("🔼🔼🔽", ["cat", "feline", "carnivore", "dog"]),
//!     Guess::new("🔼🔼🔼🔽🔽", ["kitten", "cat", "feline", "carnivore", "canine", "dog"]),
//!     Guess::new("🔽", ["canine", "dog"]),
//!     Guess::new("", ["dog"]),
//! ];
//! let text = summary(3, &guesses, Outcome::Won);
//! assert_eq!(text, "Nettle #3: 🎉/4\n1: 🔼🔼🔽\n2: 🔼🔼🔼🔽🔽\n3: 🔽\n4: ✅");
//! ```

use std::{
    collections::{HashMap, HashSet},
    hash::Hash,
};

/// One answered guess: its emoji clue and the words along its route, from the guess's own word
/// (in the sense used) to the target. A clue of `n` steps has `n + 1` words; the winning guess
/// has an empty clue and one word.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Guess<W> {
    /// The clue as shown to the player: one emoji per step.
    pub clue: String,
    /// The words on the route, guess first, target last.
    pub route: Vec<W>,
}

impl<W> Guess<W> {
    /// A guess from its clue and route.
    pub fn new(clue: impl Into<String>, route: impl IntoIterator<Item = impl Into<W>>) -> Guess<W> {
        Guess {
            clue: clue.into(),
            route: route.into_iter().map(Into::into).collect(),
        }
    }

    /// The number of steps of the clue.
    pub fn steps(&self) -> usize {
        self.route.len().saturating_sub(1)
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// The last guess found the target.
    Won,
    /// The player gave up after the guesses listed.
    GaveUp,
}

/// The 0-based indices of the guesses that the three rules highlight, in order. The winning
/// guess is not among them (it gets its own `✅` line).
pub fn highlighted<W: Eq + Hash>(guesses: &[Guess<W>], outcome: Outcome) -> Vec<usize> {
    let clues = match outcome {
        Outcome::Won => &guesses[..guesses.len().saturating_sub(1)],
        Outcome::GaveUp => guesses,
    };
    let mut chosen = vec![false; clues.len()];

    // Rule 1: improvements.
    let mut best = usize::MAX;
    for (i, g) in clues.iter().enumerate() {
        if g.steps() < best {
            chosen[i] = true;
            best = g.steps();
        }
    }

    // Rule 2: the longest clue, the earliest of equals.
    if let Some((i, _)) = clues
        .iter()
        .enumerate()
        .rev()
        .max_by_key(|(_, g)| g.steps())
    {
        chosen[i] = true;
    }

    // Rule 3: path analysis.
    let mut through: HashMap<&W, usize> = HashMap::new();
    for g in clues {
        let distinct: HashSet<&W> = g.route.iter().collect();
        for w in distinct {
            *through.entry(w).or_default() += 1;
        }
    }
    let mut candidates: Vec<usize> = (0..clues.len())
        .filter(|&i| clues[i].steps() >= 2)
        .collect();
    candidates.sort_by(|&a, &b| {
        let (ga, gb) = (&clues[a], &clues[b]);
        ga.steps()
            .cmp(&gb.steps())
            .then_with(|| through[&gb.route[0]].cmp(&through[&ga.route[0]]))
            .then_with(|| b.cmp(&a))
    });
    let wanted = guesses.len().div_ceil(25);
    let mut waypoints: Vec<&W> = Vec::new();
    for i in candidates {
        let key = &clues[i].route[0];
        if waypoints.len() == wanted {
            break;
        }
        if !waypoints.contains(&key) {
            waypoints.push(key);
        }
    }
    let mut recorded: HashMap<&W, usize> = HashMap::new();
    for (i, g) in clues.iter().enumerate() {
        let len = g.steps();
        if len < 2 || !g.route.iter().any(|w| waypoints.contains(&w)) {
            continue;
        }
        if g.route
            .iter()
            .any(|w| recorded.get(w).is_some_and(|&r| r <= len))
        {
            continue;
        }
        chosen[i] = true;
        let ahead = if len > 3 { 2 } else { 1 };
        let slot = recorded.entry(&g.route[ahead]).or_insert(len);
        *slot = (*slot).min(len);
    }

    (0..clues.len()).filter(|&i| chosen[i]).collect()
}

/// The title of a share summary: `Nettle #326` for puzzle number 326; `Nettle (free play)` for
/// a game of a chosen target, which is no day's puzzle and has no number.
pub fn title(number: Option<u64>) -> String {
    match number {
        Some(number) => format!("Nettle #{number}"),
        None => "Nettle (free play)".to_string(),
    }
}

/// The share summary text of a finished game: see the [module documentation](self).
pub fn summary<W: Eq + Hash>(number: u64, guesses: &[Guess<W>], outcome: Outcome) -> String {
    titled(&title(Some(number)), guesses, outcome)
}

/// The share summary of a game of a chosen target, which is no day's puzzle and has no
/// number: [`summary`] titled `Nettle (free play)`.
pub fn free_play_summary<W: Eq + Hash>(guesses: &[Guess<W>], outcome: Outcome) -> String {
    titled(&title(None), guesses, outcome)
}

/// [`summary`] under a title of the caller's (`Nettle #326` for [`summary`]).
pub fn titled<W: Eq + Hash>(title: &str, guesses: &[Guess<W>], outcome: Outcome) -> String {
    let count = guesses.len();
    let mark = match outcome {
        Outcome::Won => "🎉",
        Outcome::GaveUp => "🏳️",
    };
    let mut lines = vec![format!("{title}: {mark}/{count}")];
    for i in highlighted(guesses, outcome) {
        lines.push(format!("{}: {}", i + 1, guesses[i].clue));
    }
    if outcome == Outcome::Won && count > 0 {
        lines.push(format!("{count}: ✅"));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(route: &[&str]) -> Guess<String> {
        // One 🔼 per step: the emoji do not matter to the rules, only the lengths and words.
        Guess::new("🔼".repeat(route.len() - 1), route.iter().copied())
    }

    #[test]
    fn improvement_rule_alone() {
        // Lengths 4, 5, 3, 3, 1, then the win. Improvements: #1 (4), #3 (3), #5 (1).
        // Longest: #2 (5). Path analysis: G = 6, one waypoint. Candidates (>= 2 steps): #3 and #4
        // (3 steps), #1 (4), #2 (5). #3 starts at "c3" which one clue passes through; #4 starts
        // at "d4" which one clue passes through; equal counts, so the later guess #4 wins:
        // waypoint "d4". Only #4 passes through d4, so #4 is highlighted too.
        let guesses = vec![
            g(&["a1", "x1", "x2", "x3", "t"]),
            g(&["b2", "y1", "y2", "y3", "y4", "t"]),
            g(&["c3", "z1", "z2", "t"]),
            g(&["d4", "w1", "w2", "t"]),
            g(&["e5", "t"]),
            g(&["t"]),
        ];
        assert_eq!(highlighted(&guesses, Outcome::Won), [0, 1, 2, 3, 4]);
        let text = summary(9, &guesses, Outcome::Won);
        assert_eq!(
            text,
            "Nettle #9: 🎉/6\n1: 🔼🔼🔼🔼\n2: 🔼🔼🔼🔼🔼\n3: 🔼🔼🔼\n4: 🔼🔼🔼\n5: 🔼\n6: ✅"
        );
    }

    #[test]
    fn longest_rule_takes_the_earliest_of_equals() {
        // Lengths 2, 6, 6, 1, win. Improvements: #1 (2), #4 (1). Longest: #2 (first of the 6s).
        // Path analysis: candidates #1 (2 steps, key "a"), #2, #3 (6 steps). Waypoint "a" (the
        // shortest). Passing through "a": only #1, already highlighted. #3 is not highlighted.
        let guesses = vec![
            g(&["a", "m", "t"]),
            g(&["b", "p1", "p2", "p3", "p4", "p5", "t"]),
            g(&["c", "q1", "q2", "q3", "q4", "q5", "t"]),
            g(&["d", "t"]),
            g(&["t"]),
        ];
        assert_eq!(highlighted(&guesses, Outcome::Won), [0, 1, 3]);
    }

    #[test]
    fn path_analysis_counts_records_and_waypoints() {
        // Hub word "h" lies on the routes of #1, #2, #3. Lengths: #1 = 3, #2 = 2, #3 = 4, #4 = 5.
        //
        // Improvements: #1 (3), #2 (2). Longest: #4 (5).
        // Counts: h: 3 (on #1, #2, #3), t: 4, each first word: 1, and "k" 2 (#3 and #4).
        // Candidates sorted: #2 (2 steps, key "h"!) then #1 (3 steps, key "a"), #3 (4), #4 (5).
        // G = 5 guesses, one waypoint: "h" (the first word of #2, which starts at the hub).
        // Walk: #1 passes through h, 3 steps, nothing recorded: highlighted, record 3 against
        // its word one step ahead ("h"). #2 passes through h (its own first word), 2 steps, h has
        // 3 recorded, 3 > 2: highlighted; record 2 against "k". #3 passes through h, 4 steps, but
        // h has 3 <= 4 recorded: not highlighted. #4 does not pass through h.
        let guesses = vec![
            g(&["a", "h", "k", "t"]),
            g(&["h", "k", "t"]),
            g(&["c", "h", "x", "k", "t"]),
            g(&["d", "y1", "y2", "y3", "k", "t"]),
            g(&["t"]),
        ];
        assert_eq!(highlighted(&guesses, Outcome::Won), [0, 1, 3]);

        // Without rules 1 and 2 picking #1, make it long: #1 = 6 steps through the hub and
        // #2 = 4 steps also through the hub, then #3 = 5 steps.
        // Improvements: #1 (6), #2 (4). Longest: #1.
        // Candidates: #2 (4 steps, key "b"), #3 (5, "c"), #1 (6, "a"): waypoint "b".
        // Walk: #1 does not pass through "b". #2: 4 steps, highlighted (already), record 4 two
        // steps ahead (clue longer than 3): route[2] = "h". #3 does not pass through "b".
        // Nothing new: the rule only re-confirms #2.
        let guesses = vec![
            g(&["a", "p", "q", "r", "s", "h", "t"]),
            g(&["b", "b1", "h", "b2", "t"]),
            g(&["c", "c1", "h", "c2", "c3", "t"]),
            g(&["t"]),
        ];
        assert_eq!(highlighted(&guesses, Outcome::Won), [0, 1]);
    }

    #[test]
    fn path_analysis_can_add_a_guess_no_other_rule_picks() {
        // Lengths: #1 = 2 (key "w"), #2 = 3 through "w", #3 = 4 through "w".
        // Improvements: #1 only (2 is never beaten). Longest: #3.
        // Waypoint: "w" (#1 is the shortest candidate).
        // Walk: #1 through w (own first word), 2 steps: highlighted (already), record 2 against
        // route[1] = "m". #2 = ["e", "w", "n", "t"]: passes through w, 3 steps, no word on it has
        // a record (m is not on it): highlighted by path analysis alone; record 3 against "w".
        // #3 = ["f", "w", "x", "y", "t"]: w has 3 recorded, 3 <= 4: not highlighted by rule 3, but
        // it is the longest.
        let guesses = vec![
            g(&["w", "m", "t"]),
            g(&["e", "w", "n", "t"]),
            g(&["f", "w", "x", "y", "t"]),
            g(&["t"]),
        ];
        assert_eq!(highlighted(&guesses, Outcome::Won), [0, 1, 2]);
        let text = summary(1, &guesses, Outcome::Won);
        assert_eq!(
            text,
            "Nettle #1: 🎉/4\n1: 🔼🔼\n2: 🔼🔼🔼\n3: 🔼🔼🔼🔼\n4: ✅"
        );
    }

    #[test]
    fn waypoint_count_grows_with_the_game() {
        // 26 guesses: ceil(26 / 25) = 2 waypoints. 25 clues of 3 steps through distinct words
        // and one win; every candidate has count 1 and length 3, so the two latest guesses'
        // first words (#25 and #24) are the waypoints.
        let mut guesses: Vec<Guess<String>> = (0..25)
            .map(|i| {
                let (a, b, c) = (format!("a{i}"), format!("b{i}"), format!("c{i}"));
                Guess::new("🔼🔼🔼", [a, b, c, "t".to_string()])
            })
            .collect();
        guesses.push(Guess::new("", ["t".to_string()]));
        // Improvements: #1 only. Longest: #1 (earliest). Path analysis: #24 and #25.
        assert_eq!(highlighted(&guesses, Outcome::Won), [0, 23, 24]);
    }

    #[test]
    fn giving_up() {
        let guesses = vec![g(&["a", "b", "t"]), g(&["c", "d", "e", "t"])];
        assert_eq!(
            summary(4, &guesses, Outcome::GaveUp),
            "Nettle #4: 🏳️/2\n1: 🔼🔼\n2: 🔼🔼🔼"
        );
        assert_eq!(
            summary::<String>(4, &[], Outcome::GaveUp),
            "Nettle #4: 🏳️/0"
        );
        assert_eq!(summary::<String>(4, &[], Outcome::Won), "Nettle #4: 🎉/0");
    }
}
