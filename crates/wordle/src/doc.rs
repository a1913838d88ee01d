//! The public document of a game's analysis, one shape for every front end.

use crate::{Analysis, Mode, TurnAnalysis};

/// A game's analysis as every front end shows it: `wordgames wordle analyze --json` (and the
/// analysis of `wordgames play wordle --json --analyze`) print this document, and the Python
/// package's `wordle.analyze` reads it.
///
/// Where [`Analysis`] (serialized with the `serde` feature) is the data, this is the view: the
/// mode, each feedback and each method as the text a player reads, the game's skill and luck
/// computed. Its fields serialize in alphabetical order, a turn's in camelCase: `{"answer":
/// "crane","luck":…,"mode":"normal","skill":…,"turns":[{"best":"salet","candidatesAfter":…,
/// "candidatesBefore":2315,…,"feedback":"..g.y","guess":"slate",…,"method":"exact",…}],
/// "won":true}`.
///
/// ```
/// use wordgames_wordle::{AnalysisDoc, AnalysisOptions, Mode, Wordle, analyze};
///
/// let wordle = Wordle::classic();
/// let answer = wordle.answer_id("crane").unwrap();
/// let guesses = [wordle.guess_id("crane").unwrap()];
/// let analysis = analyze(&wordle, Mode::Normal, answer, &guesses, AnalysisOptions::default())?;
/// let json = serde_json::to_value(AnalysisDoc::new(&analysis))?;
/// assert_eq!((json["answer"].as_str(), json["won"].as_bool()), (Some("crane"), Some(true)));
/// assert_eq!(json["turns"][0]["feedback"], "ggggg");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[non_exhaustive]
pub struct AnalysisDoc<'a> {
    /// The answer.
    pub answer: &'a str,
    /// The game's luck in bits, the sum of its guesses' ([`Analysis::luck`]).
    pub luck: f64,
    /// `normal` or `hard`.
    pub mode: &'static str,
    /// The game's skill, the average of its guesses' ([`Analysis::skill`]).
    pub skill: f64,
    /// Each guess.
    pub turns: Vec<TurnAnalysisDoc<'a>>,
    /// Whether the game was won ([`Analysis::won`]).
    pub won: bool,
}

/// A guess of an analysed game, as [`AnalysisDoc`] shows it: a [`TurnAnalysis`] with its
/// feedback and method as text.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct TurnAnalysisDoc<'a> {
    /// The best guess at this point.
    pub best: &'a str,
    /// The candidates after the guess.
    pub candidates_after: usize,
    /// The candidates before it.
    pub candidates_before: usize,
    /// The average size of the part an answer lands in after the guess.
    pub expected_after: f64,
    /// Expected guesses to finish, this one included, playing the best guess.
    pub expected_best: f64,
    /// Expected guesses to finish, this one included, playing the player's guess.
    pub expected_guess: f64,
    /// The feedback, as [`Feedback`](crate::Feedback)'s `Display` writes it.
    pub feedback: String,
    /// The player's guess.
    pub guess: &'a str,
    /// The guess's luck, in bits.
    pub luck: f64,
    /// How both expectations were computed (`exact`, or `lookahead (width N)` as
    /// [`Method`](crate::Method)'s `Display` writes it).
    pub method: String,
    /// The guess's skill, `100 * expected_best / expected_guess`.
    pub skill: f64,
}

impl<'a> AnalysisDoc<'a> {
    /// The document of `analysis`.
    pub fn new(analysis: &'a Analysis) -> AnalysisDoc<'a> {
        AnalysisDoc {
            answer: &analysis.answer,
            luck: analysis.luck(),
            mode: match analysis.mode {
                Mode::Normal => "normal",
                Mode::Hard => "hard",
            },
            skill: analysis.skill(),
            turns: analysis.turns.iter().map(TurnAnalysisDoc::new).collect(),
            won: analysis.won,
        }
    }
}

impl<'a> TurnAnalysisDoc<'a> {
    /// The document of `turn`.
    pub fn new(turn: &'a TurnAnalysis) -> TurnAnalysisDoc<'a> {
        TurnAnalysisDoc {
            best: &turn.best,
            candidates_after: turn.candidates_after,
            candidates_before: turn.candidates_before,
            expected_after: turn.expected_after,
            expected_best: turn.expected_best,
            expected_guess: turn.expected_guess,
            feedback: turn.feedback.to_string(),
            guess: &turn.guess,
            luck: turn.luck,
            method: turn.method.to_string(),
            skill: turn.skill,
        }
    }
}
