//! The clue engine: a target word, its route table, and the clue of any guess.

use std::{cmp::Reverse, fmt};

use rand_core::SeedableRng;
use wordgames_lexicon::{Familiarity, Lexicon};
use wordgames_wordnet::{
    Lemma, LemmaId, Pos, Relation, Relations, Route, RouteTable, SenseId, WordGraph, WordNet,
};

use crate::{
    Date, Error, Result,
    daily::{DailyPuzzle, GameId},
    nettle::{
        NettleError,
        relations::relation_info,
        share::{self, Guess, Outcome},
    },
    rng::{Pcg32, shuffle},
};

/// The seed the target list is shuffled with, once: changing it renumbers every puzzle.
pub const TARGET_SEED: u64 = 0x6e65_7474_6c65; // "nettle"

/// The emoji of a step, read from the guess toward the target: the relation of the next word to
/// the current one (`dog` to `canine` is a hypernym step, 🔼).
///
/// | relation | emoji |
/// |---|---|
/// | antonym | 🚫 |
/// | hypernym, instance hypernym | 🔼 |
/// | hyponym, instance hyponym | 🔽 |
/// | part holonym | 🦵 |
/// | part meronym | 🦶 |
/// | member holonym | 🌌 |
/// | member meronym | 🌟 |
/// | substance holonym | 🍷 |
/// | substance meronym | 🍇 |
/// | homograph (same spelling, another meaning) | 🖋️ |
/// | synonym (same synset, another word) | 🟰 ([`SYNONYM_EMOJI`](crate::nettle::SYNONYM_EMOJI)) |
///
/// `None` for the relations the game does not use (attribute, domains, verb groups...). The
/// table is [`RELATIONS`](crate::nettle::RELATIONS).
///
/// # Example
/// ```
/// use wordgames_puzzles::nettle::emoji;
/// use wordgames_wordnet::Relation;
/// assert_eq!(emoji(Relation::InstanceHypernym), Some("🔼"));
/// assert_eq!(emoji(Relation::Homograph), Some("🖋️"));
/// assert_eq!(emoji(Relation::DomainTopic), None);
/// ```
pub fn emoji(relation: Relation) -> Option<&'static str> {
    relation_info(relation).map(|r| r.emoji)
}

/// The emoji clue of a route: one emoji per step.
fn clue_text(route: &Route) -> String {
    route
        .steps
        .iter()
        .map(|s| emoji(s.relation).unwrap_or("❓"))
        .collect()
}

/// One day's game: the target word and its route table over a word graph.
///
/// The graph must be built from relations that all have an emoji ([`emoji`]), such as
/// [`wordgames_wordnet::Relations::default`]. The game reads the WordNet the graph was built
/// from ([`WordGraph::wordnet`]), so the two always agree.
///
/// # Example
/// ```
/// use wordgames_puzzles::nettle::{Nettle, Verdict};
/// use wordgames_wordnet::{Relations, WordGraph, WordNet};
///
/// let graph = WordGraph::build(WordNet::bundled()?, Relations::default())?;
/// let game = Nettle::new(&graph, "canine")?;
///
/// let Verdict::Clue(clue) = game.answer("dogs")? else { panic!("dog is a word") };
/// assert_eq!(clue.emoji, "🔼"); // dog (the animal) is a kind of canine
/// assert_eq!(clue.words(), ["dog", "canine"]);
/// assert!(game.answer("canine")?.is_win());
/// assert_eq!(game.answer("florbix")?, Verdict::Unknown);
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Clone)]
pub struct Nettle<'a> {
    graph: &'a WordGraph<'a>,
    table: RouteTable<'a>,
}

/// What a guess gets: the game's verdict on it.
///
/// Exhaustive: a guess either has a route to the target (a clue), is no word, or is a word
/// without a route; there is no fourth outcome, so a `match` needs no catch-all.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Verdict {
    /// A clue: the route from the guess to the target (an empty route: the guess is the target).
    Clue(Clue),
    /// The guess is not a word WordNet knows, even after morphological lookup ("geese" is
    /// "goose"). It does not count as a guess.
    Unknown,
    /// The guess is a word, but no route leads from it to the target (a word on an island of
    /// the graph). It does not count as a guess either.
    Unreachable(LemmaId),
}

impl Verdict {
    /// Whether the verdict wins the game.
    pub fn is_win(&self) -> bool {
        matches!(self, Verdict::Clue(c) if c.is_win())
    }
}

/// A clue: the route from a guess (in the sense that gives the shortest route) to the target.
///
/// A clue carries the words it names (the route's spellings, the gloss of the sense used, the
/// hint), read from the game's WordNet when the guess was answered, so it needs no WordNet to
/// be shown and cannot be read against another one.
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Clue {
    /// The guess as typed.
    pub guess: String,
    /// The lemma it was read as (the base form for an inflection: "geese" is "goose").
    pub lemma: LemmaId,
    /// The route, starting from the sense of the guess that was used.
    pub route: Route,
    /// The emoji clue: one emoji per step; empty for the target itself.
    pub emoji: String,
    words: Vec<String>,
    gloss: String,
    /// The gloss with the target's spelling masked (empty in a clue serialized before it
    /// existed; [`Clue::sense_text`] then falls back to nothing of the gloss).
    #[cfg_attr(feature = "serde", serde(default))]
    sense_text: String,
    hint: Option<String>,
}

impl Clue {
    /// The number of steps.
    pub fn len(&self) -> usize {
        self.route.len()
    }

    /// Whether the clue has no step.
    pub fn is_empty(&self) -> bool {
        self.route.is_empty()
    }

    /// Whether the guess is the target (an empty clue).
    pub fn is_win(&self) -> bool {
        self.route.is_empty()
    }

    /// The sense of the guess the route starts from.
    pub fn sense_used(&self) -> SenseId {
        self.route.start
    }

    /// The gloss of the sense of the guess that was used, whole: it can name the target (a
    /// guess one step away often shares its synset, or its examples use the target), so show
    /// it only once the game is over; while it is played, show [`Clue::sense_text`].
    pub fn gloss(&self) -> &str {
        &self.gloss
    }

    /// The gloss of the sense used as a game in progress may show it: the target's spelling
    /// and its inflections ("berries" for berry, "programming" for program: any word the game
    /// would read as the target) masked as `___`, as in [`Clue::hint`].
    pub fn sense_text(&self) -> &str {
        &self.sense_text
    }

    /// A hint: the definition of the next word along the route (never the word itself: its
    /// spelling and the target's, with their inflections, are masked as `___` where the
    /// definition uses them). `None`
    /// for the winning guess.
    pub fn hint(&self) -> Option<&str> {
        self.hint.as_deref()
    }

    /// The route revealed: the spelling of every word on it, the guess's own first, the target
    /// last (spaces for underscores).
    pub fn words(&self) -> &[String] {
        &self.words
    }

    /// The clue of `route`, with the words it names read from `wn`.
    fn new(wn: &WordNet, guess: &str, lemma: LemmaId, route: Route) -> Clue {
        let words = route
            .senses()
            .map(|s| wn.sense(s).lemma().text().replace('_', " "))
            .collect();
        let gloss = wn.sense(route.start).synset().gloss().to_string();
        let target = route.steps.last().map_or(route.start, |step| step.sense);
        let sense_text = mask(wn, &gloss, wn.sense(target).lemma());
        let hint = route
            .steps
            .first()
            .zip(route.steps.last())
            .map(|(next, target)| {
                let next = wn.sense(next.sense);
                let target = wn.sense(target.sense);
                let masked = mask(wn, next.synset().definition(), next.lemma());
                mask(wn, &masked, target.lemma())
            });
        Clue {
            guess: guess.to_string(),
            lemma,
            emoji: clue_text(&route),
            route,
            words,
            gloss,
            sense_text,
            hint,
        }
    }

    /// The clue as the share summary sees it: the emoji and the senses on the route.
    pub fn share_guess(&self) -> Guess<SenseId> {
        Guess::new(self.emoji.clone(), self.route.senses())
    }
}

impl fmt::Debug for Nettle<'_> {
    /// The target and the table's size, never WordNet or the table itself.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (senses, lemmas) = self.table.len();
        f.debug_struct("Nettle")
            .field("target", &self.target().text())
            .field("senses", &senses)
            .field("lemmas", &lemmas)
            .finish()
    }
}

impl fmt::Debug for Clue {
    /// The guess, the lemma, the emoji and the length, not the route's senses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Clue")
            .field("guess", &self.guess)
            .field("lemma", &self.lemma)
            .field("emoji", &self.emoji)
            .field("steps", &self.len())
            .finish()
    }
}

impl fmt::Debug for Game<'_, '_> {
    /// The target, the clues and the outcome.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("target", &self.nettle.target().text())
            .field("clues", &self.clues)
            .field("outcome", &self.outcome)
            .finish()
    }
}

impl fmt::Debug for NettleGenerator<'_> {
    /// The number of targets and whether it has the word graph, never the list or WordNet.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NettleGenerator")
            .field("targets", &self.targets.len())
            .field("graph", &self.graph.is_some())
            .finish()
    }
}

/// Whether a detachment rule (NLTK's in [`WordNet::morphy`], WordNet's in
/// [`WordNet::morphstr`]) could take `form` to `lemma`: both are a stem, then at most seven
/// bytes for the form (a suffix of up to four, "ches", and a noun's "ful") and at most six for
/// the lemma (an ending of up to three, "man", and the "ful"); the stem is empty only when the
/// form is a suffix itself ("men" for man). A necessary condition only: the morphology decides.
fn may_detach_to(form: &str, lemma: &str) -> bool {
    const SUFFIXES: [&str; 13] = [
        "s", "ses", "xes", "zes", "ches", "shes", "men", "ies", "es", "ed", "ing", "er", "est",
    ];
    let stem = form
        .bytes()
        .zip(lemma.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let bare = form.strip_suffix("ful").unwrap_or(form);
    (stem >= 1 || SUFFIXES.contains(&bare)) && form.len() - stem <= 7 && lemma.len() - stem <= 6
}

/// Replaces by `___` every run of whole words in `text` that spells `lemma` or one of its
/// inflections, ignoring case: the lemma itself ("ice cream" for `ice_cream`), any form that
/// WordNet's morphology ([`WordNet::morphy`] in each part of speech, exception lists included:
/// "teeth" for tooth) or the game's own reading of a guess ([`WordNet::lookup`]) takes back to
/// it, and the regular inflections of its last word ([`inflections`]: "berries" for berry,
/// "programming" for program, "functioning" for function), which hold even when a WordNet
/// directory lacks its exception lists. Anything a player could type to be told they won is
/// masked; words that merely contain the lemma ("hotdog", "dogma" for dog) are not.
fn mask(wn: &WordNet, text: &str, lemma: Lemma<'_>) -> String {
    let spelling = lemma.text().replace('_', " ").to_lowercase();
    let is_word = |c: char| c.is_alphanumeric();
    let parts = spelling
        .split(|c: char| !is_word(c))
        .filter(|p| !p.is_empty())
        .count();
    if parts == 0 {
        return text.to_string();
    }
    let forms = inflections(&spelling);
    let reads_as_lemma = |candidate: &str| {
        let lower = candidate.to_lowercase();
        if lower == spelling || forms.contains(&lower) {
            return true;
        }
        // The morphology reads a form as the lemma through an exception list, or through a
        // detachment rule, which keeps a stem and changes a few bytes at the end: a form of
        // no list that does not begin as the lemma's text does, that far, is not looked up.
        if !may_detach_to(&wordgames_wordnet::normalize(&lower), lemma.text())
            && !wn.is_exception(&lower, None)
        {
            return false;
        }
        let morphy = [Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb]
            .into_iter()
            .filter_map(|pos| wn.morphy(&lower, pos).ok())
            .any(|bases| bases.iter().any(|b| b.id() == lemma.id()));
        morphy
            || wn
                .lookup(&lower)
                .is_ok_and(|senses| senses.iter().any(|s| s.lemma().id() == lemma.id()))
    };
    // The byte ranges of the words of the text (runs of letters and digits).
    let mut words: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (is_word(c), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                words.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    let mut out = String::with_capacity(text.len());
    let (mut copied, mut i) = (0, 0);
    while i + parts <= words.len() {
        let (from, to) = (words[i].0, words[i + parts - 1].1);
        if reads_as_lemma(&text[from..to]) {
            out.push_str(&text[copied..from]);
            out.push_str("___");
            copied = to;
            i += parts;
        } else {
            i += 1;
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// The regular inflections of a spelling's last word, lowercase: plural and third person
/// (-s, -es, -ies), past (-d, -ed, -ied), present participle (-ing, silent e dropped),
/// comparative and superlative (-er, -est, -ier, -iest), each also with a doubled final
/// consonant ("programmed", "bigger"). A superset: forms no dictionary has cost nothing, as
/// they never occur in a definition.
fn inflections(spelling: &str) -> Vec<String> {
    const SUFFIXES: [&str; 6] = ["s", "es", "ed", "ing", "er", "est"];
    let mut out: Vec<String> = SUFFIXES.iter().map(|s| format!("{spelling}{s}")).collect();
    let mut chars = spelling.chars().rev();
    let (Some(last), before) = (chars.next(), chars.next()) else {
        return out;
    };
    let stem = &spelling[..spelling.len() - last.len_utf8()];
    match last {
        'y' => out.extend(["ies", "ied", "ier", "iest"].map(|s| format!("{stem}{s}"))),
        'e' => out.extend(["d", "r", "st"].map(|s| format!("{spelling}{s}"))),
        _ => {}
    }
    if last == 'e' {
        out.push(format!("{stem}ing"));
    }
    let vowel = |c: char| "aeiou".contains(c);
    if last.is_alphabetic() && !vowel(last) && before.is_some_and(vowel) {
        out.extend(["ed", "ing", "er", "est"].map(|s| format!("{spelling}{last}{s}")));
    }
    out
}

impl<'a> Nettle<'a> {
    /// The game of a target spelling: computes its route table (one search of the word graph).
    ///
    /// # Errors
    /// [`NettleError::NotALemma`] when `target` is not a WordNet lemma;
    /// [`NettleError::NoEmoji`] when the graph has a relation without an emoji;
    /// [`Error::WordNet`] from the route table.
    pub fn new(graph: &'a WordGraph<'a>, target: &str) -> Result<Nettle<'a>> {
        let Some(lemma) = graph.wordnet().lemma(target) else {
            return Err(NettleError::NotALemma {
                word: target.to_string(),
            }
            .into());
        };
        Nettle::from_table(graph.route_table(lemma.id())?)
    }

    /// The game of a route table computed before (the table knows its graph and WordNet).
    ///
    /// # Errors
    /// [`NettleError::NoEmoji`] when the table's graph has a relation without an emoji.
    pub fn from_table(table: RouteTable<'a>) -> Result<Nettle<'a>> {
        let graph = table.graph();
        if let Some(relation) = graph.relations().iter().find(|r| emoji(*r).is_none()) {
            return Err(NettleError::NoEmoji { relation }.into());
        }
        Ok(Nettle { graph, table })
    }

    /// The puzzle of this target: what [`Game::from_puzzle`](crate::play::FromPuzzle) starts a
    /// game of, with this table.
    pub fn puzzle(&self) -> NettlePuzzle {
        let target = self.target();
        NettlePuzzle {
            target: target.id(),
            word: target.text().to_string(),
        }
    }

    /// The target lemma.
    pub fn target(&self) -> Lemma<'a> {
        self.wordnet().lemma_by_id(self.table.target())
    }

    /// The route table.
    pub fn table(&self) -> &RouteTable<'a> {
        &self.table
    }

    /// The WordNet the game runs on: its graph's.
    pub fn wordnet(&self) -> &'a WordNet {
        self.graph.wordnet()
    }

    /// The word graph the game runs on.
    pub fn graph(&self) -> &'a WordGraph<'a> {
        self.graph
    }

    /// The clue of a lemma, `None` when it cannot reach the target. One table lookup, then one
    /// step per word of the route.
    pub fn clue_of(&self, lemma: LemmaId, guess: &str) -> Option<Clue> {
        let route = self.table.answer(lemma)?;
        Some(Clue::new(self.wordnet(), guess, lemma, route))
    }

    /// The answer to a guess: the spelling as a lemma (case-insensitive, spaces or
    /// underscores), or else its base forms by WordNet's morphology, the one closest to the
    /// target.
    ///
    /// # Errors
    /// [`NettleError::Lookup`] when morphological lookup needs an exception list the WordNet
    /// directory lacks.
    pub fn answer(&self, guess: &str) -> Result<Verdict, NettleError> {
        let spelling = guess.trim();
        if spelling.is_empty() {
            return Ok(Verdict::Unknown);
        }
        let candidates: Vec<LemmaId> = match self.wordnet().lemma(spelling) {
            Some(l) => vec![l.id()],
            None => {
                let mut lemmas: Vec<LemmaId> = Vec::new();
                let senses =
                    self.wordnet()
                        .lookup(spelling)
                        .map_err(|source| NettleError::Lookup {
                            guess: guess.to_string(),
                            source,
                        })?;
                for sense in senses {
                    let l = sense.lemma().id();
                    if !lemmas.contains(&l) {
                        lemmas.push(l);
                    }
                }
                lemmas
            }
        };
        let Some(&first) = candidates.first() else {
            return Ok(Verdict::Unknown);
        };
        let best = candidates
            .iter()
            .filter_map(|&l| Some((self.table.distance(l)?, l)))
            .min_by_key(|&(d, _)| d);
        match best {
            Some((_, lemma)) => Ok(self
                .clue_of(lemma, spelling)
                .map_or(Verdict::Unreachable(lemma), Verdict::Clue)),
            None => Ok(Verdict::Unreachable(first)),
        }
    }
}

/// A game in progress: the clues so far and hints; played, given up and shared through
/// [`Play`](crate::play::Play).
///
/// # Example
/// ```
/// use wordgames_puzzles::{nettle::{Game, Nettle, share}, play::{FromPuzzle, Play}};
/// use wordgames_wordnet::{Relations, WordGraph, WordNet};
///
/// let graph = WordGraph::build(WordNet::bundled()?, Relations::default())?;
/// let nettle = Nettle::new(&graph, "canine")?;
/// let mut game = Game::from_puzzle(&nettle.puzzle(), &nettle)?;
/// game.play("zzzx")?; // not a word: not counted
/// game.play("dog")?;
/// assert!(game.hint().is_some());
/// assert_eq!(game.hint_on(1), game.clues()[0].hint()); // a hint on clue 1, whichever is best
/// assert_eq!(game.hint_on(2), None); // no clue 2 yet
/// assert_eq!(game.hint_on(0), None);
/// assert!(game.play("canine")?.is_win());
/// assert_eq!(game.share(&share::title(Some(7))).as_deref(), Some("Nettle #7: 🎉/2\n1: 🔼\n2: ✅"));
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Clone)]
pub struct Game<'n, 'a> {
    nettle: &'n Nettle<'a>,
    clues: Vec<Clue>,
    outcome: Option<Outcome>,
}

impl<'n, 'a> Game<'n, 'a> {
    /// A hint: the definition of the next word along the best (shortest, latest of equals)
    /// clue so far; `None` before the first clue or once won.
    pub fn hint(&self) -> Option<&str> {
        self.best()?.hint()
    }

    /// A hint on clue `n` (1 for the first clue, as the clues are numbered to the player): the
    /// definition of the next word along its route; `None` when there is no clue `n` or it is
    /// the winning guess. Unlike [`Game::hint`], any clue can be asked about, not only the best.
    pub fn hint_on(&self, n: usize) -> Option<&str> {
        self.clues.get(n.checked_sub(1)?)?.hint()
    }

    /// Whether the last clue is shorter than every clue before it (and there was one before
    /// it): the guess that got closer than any other so far.
    pub fn last_is_best_yet(&self) -> bool {
        match self.clues.split_last() {
            Some((last, earlier)) => {
                !earlier.is_empty() && earlier.iter().all(|c| c.len() > last.len())
            }
            None => false,
        }
    }

    /// The shortest clue so far (the latest of equals).
    pub fn best(&self) -> Option<&Clue> {
        self.clues.iter().rev().min_by_key(|c| c.len())
    }

    /// The clues so far, in order.
    pub fn clues(&self) -> &[Clue] {
        &self.clues
    }

    /// How the game ended, `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}

/// The family's way to start a game ([`FromPuzzle`](crate::play::FromPuzzle)): a new game of the
/// puzzle's target, read from its route table (a [`Nettle`], built with [`Nettle::new`] or
/// [`Nettle::from_table`]; [`Nettle::puzzle`] is its puzzle).
///
/// # Errors
///
/// [`NettleError::OtherTarget`] when the table is another target's.
impl<'n, 'a> crate::play::FromPuzzle<&NettlePuzzle> for Game<'n, 'a> {
    type With = &'n Nettle<'a>;

    fn from_puzzle(
        puzzle: &NettlePuzzle,
        nettle: &'n Nettle<'a>,
    ) -> std::result::Result<Game<'n, 'a>, NettleError> {
        let table = nettle.target();
        if table.id() != puzzle.target {
            return Err(NettleError::OtherTarget {
                puzzle: puzzle.word.clone(),
                table: table.text().to_string(),
            });
        }
        Ok(Game {
            nettle,
            clues: Vec::new(),
            outcome: None,
        })
    }
}

/// The family's way to play ([`crate::play`]), and the only one: a guess in, a [`Verdict`] out
/// (a clue is recorded; an unknown or unreachable word does not count); won when a guess is the
/// target; refused once the game is over; the answer, once over, is the best clue's route,
/// target included (before any clue, only the target); the share summary under the caller's
/// title ([`share::title`] gives the daily and the free-play ones).
///
/// ```
/// use wordgames_puzzles::{nettle::{Game, Nettle, share}, play::{FromPuzzle, Play, Status}};
/// use wordgames_wordnet::{Relations, WordGraph, WordNet};
///
/// let graph = WordGraph::build(WordNet::bundled()?, Relations::default())?;
/// let nettle = Nettle::new(&graph, "canine")?;
/// let mut game = Game::from_puzzle(&nettle.puzzle(), &nettle)?;
/// game.play("dog")?;
/// assert_eq!(game.share(&share::title(None)), None);
/// game.play("canine")?;
/// assert_eq!(game.status(), Status::Won);
/// assert!(game.play("dog").is_err());
/// let free_play = game.share(&share::title(None));
/// assert_eq!(free_play.as_deref(), Some("Nettle (free play): 🎉/2\n1: 🔼\n2: ✅"));
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
impl crate::play::Play for Game<'_, '_> {
    type Move<'m> = &'m str;
    type Verdict = Verdict;
    type Error = NettleError;
    type Answer = Vec<String>;

    /// Answers a guess and records it when it counts (a clue).
    ///
    /// # Errors
    /// [`NettleError::GameOver`] once the game is over; else as [`Nettle::answer`].
    fn play(&mut self, guess: &str) -> Result<Verdict, NettleError> {
        if self.outcome.is_some() {
            return Err(NettleError::GameOver {
                guess: guess.to_string(),
            });
        }
        let verdict = self.nettle.answer(guess)?;
        if let Verdict::Clue(clue) = &verdict {
            self.clues.push(clue.clone());
            if clue.is_win() {
                self.outcome = Some(Outcome::Won);
            }
        }
        Ok(verdict)
    }

    fn status(&self) -> crate::play::Status {
        match self.outcome {
            None => crate::play::Status::Playing,
            Some(Outcome::Won) => crate::play::Status::Won,
            Some(Outcome::GaveUp) => crate::play::Status::GaveUp,
        }
    }

    fn give_up(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::GaveUp);
        }
    }

    fn answer(&self) -> Option<Vec<String>> {
        self.outcome?;
        Some(match self.best() {
            Some(c) => c.words().to_vec(),
            None => vec![self.nettle.target().text().replace('_', " ")],
        })
    }

    fn share(&self, title: &str) -> Option<String> {
        let outcome = self.outcome?;
        let guesses: Vec<Guess<SenseId>> = self.clues.iter().map(Clue::share_guess).collect();
        Some(share::titled(title, &guesses, outcome))
    }
}

/// The word graph Nettle's routes walk: WordNet's default relations with the synonym and
/// homograph shims ([`Relations::default`]), and routes that prefer the words players know.
///
/// Routes stay shortest (a clue's length never changes); among equally short ones, each step
/// goes to a sense of a familiar word (every word of a collocation familiar, by `lexicon`'s
/// frequencies or grades) before a rarer one, a word the lexicon does not hold (a name, a
/// collocation of rare words) last, and then, as before, to the most common sense
/// ([`WordGraph::prefer_lemmas`]). Give it the lexicon the targets come from: for the daily
/// puzzle, the embedded English one.
///
/// # Errors
/// As [`WordGraph::build`].
///
/// # Example
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::nettle::{self, Nettle};
/// use wordgames_wordnet::WordNet;
///
/// let wn = WordNet::bundled()?;
/// let graph = nettle::word_graph(wn, &Lexicon::english())?;
/// let game = Nettle::new(&graph, "cat")?;
/// let route = game.table().answer(wn.lemma("bread").unwrap().id()).unwrap();
/// assert!(!route.is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn word_graph<'wn, D: AsRef<[u8]>>(
    wn: &'wn WordNet,
    lexicon: &Lexicon<D>,
) -> Result<WordGraph<'wn>> {
    let graph = WordGraph::build(wn, Relations::default())?;
    Ok(graph.prefer_lemmas(|lemma| route_class(lexicon, lemma.text())))
}

/// The class of a route word ([`word_graph`]): 0 when every word of it is familiar (normal
/// band), 1 when every word is at least in the hard band, 2 when the lexicon holds every word,
/// 3 otherwise.
fn route_class<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, text: &str) -> u8 {
    let rarest = text
        .split(['_', ' ', '-'])
        .filter(|w| !w.is_empty())
        .map(|w| crate::familiar::score_of(lexicon, w))
        .min()
        .unwrap_or(0);
    if crate::familiar::in_band(rarest, Familiarity::Normal) {
        0
    } else if crate::familiar::in_band(rarest, Familiarity::Hard) {
        1
    } else if rarest > 0 {
        2
    } else {
        3
    }
}

/// The target list: familiar nouns, in the fixed shuffled order that numbers the puzzles
/// ([`targets_in_band`] of the normal band).
///
/// # Errors
/// As [`targets_in_band`].
pub fn targets<D: AsRef<[u8]>>(wn: &WordNet, lexicon: &Lexicon<D>) -> Result<Vec<LemmaId>> {
    targets_in_band(wn, lexicon, Familiarity::default())
}

/// The target list of a [`Familiarity`] band: nouns players know, in the fixed shuffled order
/// that numbers the puzzles.
///
/// A target is a WordNet lemma that
/// * is a single word of lowercase ASCII letters (no collocation, hyphen or digit);
/// * is familiar in `band` ([`Lexicon::is_familiar`]: by frequency where the lexicon carries
///   frequencies, as the embedded English one does, else its common tier);
/// * has a noun sense that is its most frequent sense by tag count over every part of speech
///   (at least one tag; a noun tied with a verb counts);
/// * is no proper noun: that noun sense is written in lowercase in its synset and is no
///   instance (no instance hypernym).
///
/// The list is sorted by spelling, then shuffled once with [`Pcg32`] seeded with
/// [`TARGET_SEED`]: puzzle `#N` is stable as long as WordNet and the lexicon are.
///
/// # Errors
/// [`Error::NotEnoughWords`] when no word qualifies (for example a lexicon without a familiar
/// word); [`Error::WordNet`] when the WordNet has no tag counts (`index.sense`).
///
/// # Example
/// ```
/// use wordgames_lexicon::{Familiarity, Lexicon};
/// use wordgames_puzzles::nettle;
/// use wordgames_wordnet::WordNet;
///
/// let wn = WordNet::bundled()?;
/// let english = Lexicon::english();
/// let easy = nettle::targets_in_band(wn, &english, Familiarity::Easy)?;
/// let normal = nettle::targets(wn, &english)?;
/// assert!(easy.len() < normal.len());
/// assert!(easy.iter().all(|&t| english.is_familiar(wn.lemma_by_id(t).text(), Familiarity::Easy)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn targets_in_band<D: AsRef<[u8]>>(
    wn: &WordNet,
    lexicon: &Lexicon<D>,
    band: Familiarity,
) -> Result<Vec<LemmaId>> {
    if !wn.has_sense_index() {
        return Err(wordgames_wordnet::Error::MissingOptional {
            file: "index.sense",
            feature: "the Nettle target list (tag counts)",
        }
        .into());
    }
    let mut out = Vec::new();
    // What filtered the lemmas out, for the error of an empty list.
    let (mut common, mut tagged) = (0usize, 0usize);
    for lemma in wn.lemmas() {
        let text = lemma.text();
        if !text.bytes().all(|b| b.is_ascii_lowercase()) || !lexicon.is_familiar(text, band) {
            continue;
        }
        common += 1;
        if lemma.senses().any(|s| s.tag_count().unwrap_or(0) > 0) {
            tagged += 1;
        }
        let top = lemma
            .senses()
            .map(|s| (s.tag_count().unwrap_or(0), s.synset().pos() == Pos::Noun, s))
            .max_by_key(|&(count, noun, s)| (count, noun, Reverse(s.id())));
        let Some((count, true, sense)) = top else {
            continue;
        };
        let synset = sense.synset();
        if count == 0
            || sense.word().lemma() != text
            || synset.related(Relation::InstanceHypernym).next().is_some()
        {
            continue;
        }
        out.push(lemma.id());
    }
    if out.is_empty() {
        return Err(Error::NotEnoughWords {
            what: format!(
                "familiar nouns for Nettle targets: of {} WordNet lemmas, {common} are single familiar words, {tagged} of them have a sense with a tag count (from index.sense), and none a most frequent sense that is a common noun",
                wn.lemma_count()
            ),
        });
    }
    shuffle(&mut Pcg32::seed_from_u64(TARGET_SEED), &mut out);
    Ok(out)
}

/// The Nettle of `date`: the day (number and seed) and its target,
/// `targets[(number - 1) % targets.len()]` of the list in puzzle order ([`targets`]), in the
/// public calendar: [`NettleGenerator::deal`](crate::Generator::deal) of the targets alone
/// ([`NettleGenerator::of_targets`]), a convenience as Letter
/// Boxed's `daily` is. `wordgames daily` and `wordgames play nettle --date` deal through it.
///
/// # Errors
/// [`Error::Date`] before the first puzzle; [`Error::NotEnoughWords`] for an empty list.
pub fn daily(wn: &WordNet, targets: &[LemmaId], date: Date) -> Result<DailyPuzzle<NettlePuzzle>> {
    use crate::Generator;
    NettleGenerator::of_targets(wn, targets).deal(&crate::daily::Calendar::PUBLIC, date)
}

/// A practice puzzle: a target word.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NettlePuzzle {
    /// The target lemma.
    pub target: LemmaId,
    /// Its spelling (lowercase, as WordNet's index writes it).
    pub word: String,
}

/// Nettle's generator: its targets in puzzle order ([`targets`]), with or without the word
/// graph that playing needs.
///
/// [`deal`](crate::Generator::deal) takes the list in order, `targets[(number - 1) % len]`,
/// with [`Calendar::PUBLIC`](crate::daily::Calendar::PUBLIC) the pinned targets; with a
/// private calendar the same targets in the order of a shuffle seeded by the calendar's
/// [`series_seed`](crate::daily::Calendar::series_seed), so that the publisher's series is its
/// own. [`generate`](crate::Generator::generate) draws a practice target uniformly with the
/// caller's random source. Made with [`NettleGenerator::new`] from the word graph, it
/// [`check`](crate::Generator::check)s that a puzzle is playable too; made with
/// [`NettleGenerator::of_targets`] from the targets alone, it deals a date without the graph
/// (an edition, a server that shows the day before anyone plays: `wordgames daily` and
/// [`daily`] deal so).
///
/// # Example
/// ```
/// use wordgames_puzzles::{Generator, daily::Calendar, nettle::{self, NettleGenerator}, rng::Pcg32};
/// use rand_core::SeedableRng;
/// use wordgames_wordnet::{Relations, WordGraph, WordNet};
///
/// let english = wordgames_lexicon::Lexicon::english();
/// let graph = WordGraph::build(WordNet::bundled()?, Relations::default())?;
/// let generator = NettleGenerator::new(&graph, &english)?;
/// let puzzle = generator.generate(&mut Pcg32::seed_from_u64(1))?;
/// assert!(generator.check(&puzzle).is_ok());
///
/// // The targets alone deal the same dates.
/// let targets = nettle::targets(WordNet::bundled()?, &english)?;
/// let alone = NettleGenerator::of_targets(WordNet::bundled()?, &targets);
/// let today = alone.deal(&Calendar::PUBLIC, "2026-01-01".parse()?)?;
/// assert_eq!(today.puzzle.target, targets[0]);
/// assert_eq!(today, generator.deal(&Calendar::PUBLIC, "2026-01-01".parse()?)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct NettleGenerator<'a> {
    wn: &'a WordNet,
    targets: std::borrow::Cow<'a, [LemmaId]>,
    /// The word graph a played puzzle is routed over; `None` for the targets alone.
    graph: Option<&'a WordGraph<'a>>,
}

impl<'a> NettleGenerator<'a> {
    /// A generator over the target list of the graph's WordNet and `lexicon` ([`targets`]),
    /// which checks that a puzzle is playable on `graph`.
    ///
    /// # Errors
    /// As [`targets`].
    pub fn new<D: AsRef<[u8]>>(
        graph: &'a WordGraph<'a>,
        lexicon: &Lexicon<D>,
    ) -> Result<NettleGenerator<'a>> {
        Ok(NettleGenerator {
            wn: graph.wordnet(),
            targets: targets(graph.wordnet(), lexicon)?.into(),
            graph: Some(graph),
        })
    }

    /// A generator over `targets` (in puzzle order, [`targets`]) of `wn`, without the word
    /// graph: it deals and draws the same puzzles as [`NettleGenerator::new`]'s, and checks
    /// that a puzzle's word is a target spelled as its lemma, not that it is playable.
    pub fn of_targets(wn: &'a WordNet, targets: &'a [LemmaId]) -> NettleGenerator<'a> {
        NettleGenerator {
            wn,
            targets: targets.into(),
            graph: None,
        }
    }

    /// The target list, in puzzle order.
    pub fn targets(&self) -> &[LemmaId] {
        &self.targets
    }

    fn puzzle(&self, target: LemmaId) -> NettlePuzzle {
        NettlePuzzle {
            target,
            word: self.wn.lemma_by_id(target).text().to_string(),
        }
    }
}

impl crate::Generator for NettleGenerator<'_> {
    crate::daily::generator_of_game!(Nettle, NettlePuzzle, NettleError);

    /// The target of `date`: the list in order (in a private calendar, in the order of its
    /// own shuffle), not a draw from the day's generator.
    fn deal(
        &self,
        calendar: &crate::daily::Calendar,
        date: Date,
    ) -> Result<DailyPuzzle<NettlePuzzle>> {
        let day = calendar.day(GameId::Nettle, date)?;
        if self.targets.is_empty() {
            return Err(Error::NotEnoughWords {
                what: "Nettle targets".to_string(),
            });
        }
        let mut index = ((day.number - 1) % self.targets.len() as u64) as usize;
        if let Some(seed) = calendar.series_seed(&GameId::Nettle.into()) {
            let mut order: Vec<usize> = (0..self.targets.len()).collect();
            shuffle(&mut Pcg32::seed_from_u64(seed), &mut order);
            index = order[index];
        }
        Ok(DailyPuzzle::new(day, self.puzzle(self.targets[index])))
    }

    fn generate(&self, rng: &mut dyn rand_core::Rng) -> Result<NettlePuzzle> {
        let Some(&target) = crate::rng::choose(rng, &self.targets) else {
            return Err(Error::NotEnoughWords {
                what: "Nettle targets".to_string(),
            });
        };
        Ok(self.puzzle(target))
    }

    /// A puzzle is valid when its word is a target of the list, spelled as its lemma, and,
    /// for a generator with the word graph, solvable: its route table reaches at least 80 % of
    /// WordNet's spellings.
    fn check(&self, puzzle: &NettlePuzzle) -> std::result::Result<(), NettleError> {
        if !self.targets.contains(&puzzle.target) {
            return Err(NettleError::NotInList {
                word: puzzle.word.clone(),
            });
        }
        let text = self.wn.lemma_by_id(puzzle.target).text();
        if text != puzzle.word {
            return Err(NettleError::Misspelled {
                lemma: puzzle.target.0,
                text: text.to_string(),
                word: puzzle.word.clone(),
            });
        }
        let Some(graph) = self.graph else {
            return Ok(());
        };
        let table = graph
            .route_table(puzzle.target)
            .map_err(|source| NettleError::RouteTable {
                word: text.to_string(),
                source,
            })?;
        let lemmas = graph.lemma_count();
        let reached = (0..lemmas as u32)
            .filter(|&l| table.distance(LemmaId(l)).is_some())
            .count();
        if reached * 5 < lemmas * 4 {
            return Err(NettleError::PoorlyReached {
                word: text.to_string(),
                reached,
                lemmas,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{FromPuzzle as _, Play as _};

    #[test]
    fn every_game_relation_has_an_emoji_and_they_differ_where_the_issue_says() {
        let default = wordgames_wordnet::Relations::default();
        let mut seen = std::collections::HashMap::new();
        for r in default.iter() {
            let e = emoji(r).unwrap();
            seen.entry(e).or_insert_with(Vec::new).push(r);
        }
        // 13 relations, two pairs share an emoji (instance and plain hypernym/hyponym).
        assert_eq!(seen.len(), 11);
        assert_eq!(emoji(Relation::Attribute), None);
    }

    /// Debug output is a summary: a game of a target says its name and clue count, not WordNet.
    #[test]
    fn debug_is_a_short_summary() {
        let wn = WordNet::bundled().unwrap();
        let graph = WordGraph::build(wn, wordgames_wordnet::Relations::default()).unwrap();
        let nettle = Nettle::new(&graph, "canine").unwrap();
        let mut game = Game::from_puzzle(&nettle.puzzle(), &nettle).unwrap();
        game.play("dog").unwrap();
        let text = format!("{game:?}");
        assert!(
            text.starts_with("Game { target: \"canine\", clues: [Clue { guess: \"dog\""),
            "{text}"
        );
        assert!(text.len() < 200, "{text}");
        assert!(format!("{nettle:?}").len() < 100);
        let generator = NettleGenerator::new(&graph, &Lexicon::english()).unwrap();
        assert!(format!("{generator:?}").len() < 60);
        let map = crate::nettle::map::Map::new(game.clues());
        assert!(format!("{map:?}").len() < 80, "{map:?}");
        let bytes = crate::nettle::archive::encode(nettle.table()).unwrap();
        let file =
            crate::nettle::archive::RouteFile::from_bytes(bytes, "canine.nettle", wn).unwrap();
        assert!(format!("{file:?}").len() < 100, "{file:?}");
    }

    fn masked(text: &str, lemma: &str) -> String {
        let wn = WordNet::bundled().unwrap();
        mask(wn, text, wn.lemma(lemma).unwrap())
    }

    #[test]
    fn detachment_needs_the_lemmas_stem() {
        // What WordNet's rules do: a suffix replaced, a noun's "ful" kept apart.
        for (form, lemma) in [
            ("dogs", "dog"),
            ("churches", "church"),
            ("firemen", "fireman"),
            ("berries", "berry"),
            ("making", "make"),
            ("larger", "large"),
            ("boxesful", "boxful"),
            ("men", "man"),
            ("ies", "y"),
        ] {
            assert!(super::may_detach_to(form, lemma), "{form} {lemma}");
        }
        // A word of another start, or one too far from the lemma, is not looked up.
        for (form, lemma) in [
            ("a", "dog"),
            ("dogmatically", "dog"),
            ("cat", "caterpillar"),
        ] {
            assert!(!super::may_detach_to(form, lemma), "{form} {lemma}");
        }
    }

    #[test]
    fn masking_hides_the_word_and_its_inflections_only() {
        for (text, word, shown) in [
            ("a dog or dogs; dogma", "dog", "a ___ or ___; dogma"),
            ("Ice cream, iced", "ice_cream", "___, iced"),
            ("ice creams", "ice_cream", "___"),
            ("hotdog", "dog", "hotdog"),
            ("nothing here", "cat", "nothing here"),
            // The three inflections the attack found shown while playing.
            ("small berries", "berry", "small ___"),
            ("computer programming", "program", "computer ___"),
            ("functioning well", "function", "___ well"),
            // Doubled consonants, exception lists, participles and comparatives.
            ("programmed, programs", "program", "___, ___"),
            ("his teeth", "tooth", "his ___"),
            ("Running, ran, runs", "run", "___, ___, ___"),
            ("bigger than biggest", "big", "___ than ___"),
            ("a churches' roof", "church", "a ___' roof"),
            // Words that merely begin with the lemma stay.
            ("functional berrylike", "function", "functional berrylike"),
        ] {
            assert_eq!(masked(text, word), shown, "{text:?} masking {word:?}");
        }
    }

    #[test]
    fn regular_inflections_without_a_dictionary() {
        let forms = inflections("berry");
        for form in ["berries", "berried", "berrying", "berrys"] {
            assert!(forms.iter().any(|f| f == form), "{form}: {forms:?}");
        }
        let forms = inflections("hope");
        for form in ["hoped", "hoping", "hopes"] {
            assert!(forms.iter().any(|f| f == form), "{form}: {forms:?}");
        }
        assert!(inflections("stop").iter().any(|f| f == "stopped"));
        assert!(!inflections("stop").iter().any(|f| f == "stop"));
    }

    /// Over every date of a year, nothing a game in progress may show (the masked gloss of a
    /// guess's sense, the masked definition of a hint: both parts of a synset's gloss) holds a
    /// word that the game would read as that date's target, i.e. a word the player could copy
    /// to win.
    #[test]
    fn no_target_of_a_year_shows_while_playing() {
        use std::collections::{HashMap, HashSet};
        let wn = WordNet::bundled().unwrap();
        let list = targets(wn, &Lexicon::english()).unwrap();
        let first = Date::new(2026, 1, 1).unwrap();
        let year: HashSet<LemmaId> = (0..365)
            .map(|d| {
                let date = Date::from_days(first.days() + d).unwrap();
                daily(wn, &list, date).unwrap().puzzle.target
            })
            .collect();
        assert!(year.len() > 300, "{}", year.len());
        // The lemmas each word of WordNet's glosses reads as, when a target of the year.
        let mut reads: HashMap<String, Vec<LemmaId>> = HashMap::new();
        let mut read = |word: &str| -> Vec<LemmaId> {
            reads
                .entry(word.to_lowercase())
                .or_insert_with_key(|w| {
                    let mut ids: Vec<LemmaId> = wn
                        .lookup(w)
                        .map(|senses| senses.iter().map(|s| s.lemma().id()).collect())
                        .unwrap_or_default();
                    ids.retain(|id| year.contains(id));
                    ids
                })
                .clone()
        };
        let words = |text: &str| -> Vec<String> {
            text.split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect()
        };
        let (mut glosses, mut masked_words) = (0, 0);
        for synset in wn.synsets() {
            let gloss = synset.gloss();
            let mut shown: Vec<LemmaId> = words(gloss).iter().flat_map(|w| read(w)).collect();
            shown.dedup();
            for target in shown {
                glosses += 1;
                let text = mask(wn, gloss, wn.lemma_by_id(target));
                masked_words += text.matches("___").count();
                for word in words(&text) {
                    assert!(
                        !read(&word).contains(&target),
                        "{word:?} shows {} in {text:?}",
                        wn.lemma_by_id(target).text()
                    );
                }
            }
        }
        // The year's targets do occur in glosses: the check is not vacuous.
        assert!(
            glosses > 1000 && masked_words >= glosses,
            "{glosses} {masked_words}"
        );
    }
}
