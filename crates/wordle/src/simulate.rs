//! Playing every answer with a strategy: the decision tree and its statistics.

use std::fmt::Write as _;

use crate::{Error, Feedback, Mode, Result, State, Strategy, Wordle, partition};

/// The most guesses on one branch before [`simulate()`] gives up with [`Error::TurnLimit`].
pub const MAX_TURNS: usize = 20;

/// The most guesses on one branch for a strategy that may waste guesses
/// ([`Strategy::may_waste_guesses`], the random-word baseline) before [`simulate()`] gives up
/// with [`Error::TurnLimit`].
pub const MAX_RANDOM_TURNS: usize = 1000;

/// The number of guesses Wordle allows; solving in more counts as a failure.
pub const WORDLE_GUESSES: usize = 6;

/// A node of a decision tree: the guess to play, whether it can win here, and the subtree for
/// every other feedback.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Node {
    /// The word to guess.
    pub guess: String,
    /// Whether the guess is one of the answers still possible (all green ends the game).
    pub wins: bool,
    /// The subtree after each feedback other than all green, in increasing code order.
    pub children: Vec<(Feedback, Node)>,
}

/// A strategy written out: which guess to play after every sequence of feedback.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Entropy, Mode, Wordle, simulate};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet".parse()?)?;
/// let sim = simulate(&wordle, &mut Entropy::new(), Mode::Normal)?;
/// assert_eq!(sim.tree.verify(&wordle, Mode::Normal)?, sim.stats); // replays every answer
/// assert_eq!(sim.tree.to_lines().lines().count(), 5); // one line per answer
/// assert!(sim.tree.to_json().starts_with("{\"guess\":"));
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tree {
    /// The first guess.
    pub root: Node,
}

/// Statistics of a strategy over a list of answers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Stats {
    /// The number of answers played.
    pub answers: u64,
    /// The total number of guesses over all answers.
    pub total: u64,
    /// The most guesses any answer needed.
    pub max: u64,
    /// Answers that needed more than 6 guesses.
    pub failures: u64,
    /// `histogram[i]`: the answers solved in `i + 1` guesses.
    pub histogram: Vec<u64>,
}

impl Stats {
    /// The average number of guesses (0 with no answer).
    pub fn average(&self) -> f64 {
        mean(self.total, self.answers)
    }

    fn record(&mut self, guesses: u64) {
        self.answers += 1;
        self.total += guesses;
        self.max = self.max.max(guesses);
        if guesses > WORDLE_GUESSES as u64 {
            self.failures += 1;
        }
        let i = guesses as usize - 1;
        if self.histogram.len() <= i {
            self.histogram.resize(i + 1, 0);
        }
        self.histogram[i] += 1;
    }
}

/// `total / count` as a float, 0 for a count of 0.
pub(crate) fn mean(total: u64, count: u64) -> f64 {
    if count == 0 {
        0.0
    } else {
        total as f64 / count as f64
    }
}

/// The result of [`simulate()`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Simulation {
    /// The decision tree the strategy played.
    pub tree: Tree,
    /// Its statistics over every answer.
    pub stats: Stats,
}

/// Plays every answer of `wordle` with `strategy`, from the start, in `mode`.
///
/// The games share their common prefixes: the strategy is asked once per distinct position, so
/// this builds the strategy's decision tree. For a given strategy (and seed) the result is
/// deterministic.
///
/// # Errors
///
/// The strategy's errors; [`Error::HardMode`] if it breaks the hard-mode rule;
/// [`Error::NoProgress`] if a guess leaves the candidates unchanged without winning (unless
/// [`Strategy::may_waste_guesses`]); [`Error::TurnLimit`] if a branch reaches [`MAX_TURNS`]
/// guesses ([`MAX_RANDOM_TURNS`] for a strategy that may waste guesses).
pub fn simulate<S: Strategy + ?Sized>(
    wordle: &Wordle,
    strategy: &mut S,
    mode: Mode,
) -> Result<Simulation> {
    simulate_from(wordle, strategy, &wordle.start(mode))
}

/// [`simulate()`] from a position reached already: plays every candidate answer of `state`.
///
/// # Errors
///
/// As [`simulate()`], and [`Error::NoCandidates`] if no answer is left.
pub fn simulate_from<S: Strategy + ?Sized>(
    wordle: &Wordle,
    strategy: &mut S,
    state: &State,
) -> Result<Simulation> {
    if state.candidates().is_empty() {
        return Err(Error::NoCandidates);
    }
    let root = play(wordle, strategy, state)?;
    let tree = Tree { root };
    let mut stats = Stats::default();
    tree.walk(|_, depth| stats.record((state.history().len() + depth) as u64));
    Ok(Simulation { tree, stats })
}

fn play<S: Strategy + ?Sized>(wordle: &Wordle, strategy: &mut S, state: &State) -> Result<Node> {
    let turns = state.history().len() + 1;
    let wastes = strategy.may_waste_guesses();
    let limit = if wastes { MAX_RANDOM_TURNS } else { MAX_TURNS };
    if turns > limit {
        return Err(Error::TurnLimit {
            strategy: strategy.name(),
            turns: turns - 1,
            candidates: state.candidates().len(),
        });
    }
    let g = strategy.choose(wordle, state)?;
    state.check_guess(wordle, g)?;
    let groups = partition::groups(wordle.row(g), state.candidates());
    let win = wordle.win_code();
    if !wastes && groups.len() == 1 && groups[0].0 != win {
        return Err(Error::NoProgress {
            strategy: strategy.name(),
            turns,
            candidates: state.candidates().len(),
        });
    }
    let mut node = Node {
        guess: wordle.guess_word(g).to_string(),
        wins: false,
        children: Vec::new(),
    };
    for (code, _) in groups {
        if code == win {
            node.wins = true;
            continue;
        }
        let fb = Feedback::new_unchecked(code, wordle.word_len());
        let mut next = state.clone();
        next.apply(wordle, g, fb)?;
        node.children.push((fb, play(wordle, strategy, &next)?));
    }
    Ok(node)
}

impl Tree {
    /// Calls `f(node, guesses)` for every winning node with the number of guesses it takes to
    /// get there (1 at the root).
    fn walk<F: FnMut(&Node, usize)>(&self, mut f: F) {
        fn go<F: FnMut(&Node, usize)>(n: &Node, depth: usize, f: &mut F) {
            if n.wins {
                f(n, depth);
            }
            for (_, c) in &n.children {
                go(c, depth + 1, f);
            }
        }
        go(&self.root, 1, &mut f);
    }

    /// The statistics of the tree as it claims them (one answer per winning node).
    pub fn stats(&self) -> Stats {
        let mut s = Stats::default();
        self.walk(|_, d| s.record(d as u64));
        s
    }

    /// Plays every answer of `wordle` through the tree, scoring each guess directly from the
    /// letters (not from the feedback table), and returns the statistics.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidTree`] if an answer reaches a feedback the tree has no branch for, the
    /// tree guesses a word that is not allowed, breaks hard mode, or claims a win for a word
    /// that is not an answer.
    pub fn verify(&self, wordle: &Wordle, mode: Mode) -> Result<Stats> {
        let mut stats = Stats::default();
        let mut claimed = 0u64;
        self.walk(|_, _| claimed += 1);
        for answer in wordle.answers().iter() {
            let mut node = &self.root;
            let mut history: Vec<(u32, Feedback)> = Vec::new();
            let fail = |reason: String| Error::InvalidTree {
                answer: answer.to_string(),
                reason,
            };
            loop {
                let g = wordle
                    .guess_id(&node.guess)
                    .map_err(|_| fail(format!("{:?} is not an allowed guess", node.guess)))?;
                if mode == Mode::Hard {
                    for &(p, fb) in &history {
                        if !wordle.hard_ok(p, fb, g) {
                            return Err(fail(format!("{:?} breaks hard mode", node.guess)));
                        }
                    }
                }
                let fb = Feedback::score(&node.guess, answer)?;
                if fb.is_win() {
                    if !node.wins {
                        return Err(fail("a win at a node not marked as winning".into()));
                    }
                    stats.record(history.len() as u64 + 1);
                    break;
                }
                history.push((g, fb));
                match node.children.iter().find(|(f, _)| *f == fb) {
                    Some((_, child)) => node = child,
                    None => return Err(fail(format!("no branch for {} after {}", fb, node.guess))),
                }
            }
        }
        if claimed != stats.answers {
            return Err(Error::InvalidTree {
                answer: String::new(),
                reason: format!(
                    "the tree has {claimed} winning nodes for {} answers",
                    stats.answers
                ),
            });
        }
        Ok(stats)
    }

    /// The tree as JSON: `{"guess":"salet","wins":false,"children":{"..y..":{...}}}`.
    pub fn to_json(&self) -> String {
        fn go(n: &Node, out: &mut String) {
            let _ = write!(out, "{{\"guess\":\"{}\",\"wins\":{}", n.guess, n.wins);
            if !n.children.is_empty() {
                out.push_str(",\"children\":{");
                for (i, (fb, c)) in n.children.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    let _ = write!(out, "\"{fb}\":");
                    go(c, out);
                }
                out.push('}');
            }
            out.push('}');
        }
        let mut out = String::new();
        go(&self.root, &mut out);
        out
    }

    /// One line per answer, sorted by answer: the answer, its number of guesses, then each
    /// guess with its feedback, e.g. `cigar 3 salet ..y.. crony y.... cigar ggggg`.
    pub fn to_lines(&self) -> String {
        fn go(n: &Node, path: &mut Vec<String>, lines: &mut Vec<String>) {
            if n.wins {
                let len = n.guess.len();
                let mut l = format!("{} {}", n.guess, path.len() / 2 + 1);
                for p in path.iter() {
                    l.push(' ');
                    l.push_str(p);
                }
                let _ = write!(l, " {} {}", n.guess, "g".repeat(len));
                lines.push(l);
            }
            for (fb, c) in &n.children {
                path.push(n.guess.clone());
                path.push(fb.to_string());
                go(c, path, lines);
                path.truncate(path.len() - 2);
            }
        }
        let mut lines = Vec::new();
        go(&self.root, &mut Vec::new(), &mut lines);
        lines.sort();
        let mut out = lines.join("\n");
        out.push('\n');
        out
    }
}
