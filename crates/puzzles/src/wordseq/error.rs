//! What can be wrong with a wordseq grid, move, level or game.

use std::fmt;
use wordgames_lexicon::{Profile, lines::Quoted};

use super::{MAX_SIDE, Move};

/// Everything specific to wordseq that can be wrong: a grid or a move that breaks the rules, a
/// level document that cannot be read, a level that fails [`Generator::check`](crate::Generator)
/// or a history that a tree cannot follow.
///
/// The crate's [`Error`](crate::Error) wraps it as [`Error::Wordseq`](crate::Error::Wordseq);
/// generators' budgets, lexicons and generic parameters stay there. Playing a [`Game`](crate::wordseq::Game)
/// (a move, a verdict, a hint, through [`Play`](crate::play::Play) too) fails only with a
/// `WordseqError`, its search's budget included ([`WordseqError::BudgetExhausted`]).
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum WordseqError {
    /// A grid side out of range (1 to 6 for any grid, 2 to 6 for a generated one).
    #[error("parameter {side} = {value}: a grid side must be from {min} to {MAX_SIDE}")]
    GridSide {
        /// `"rows"` or `"cols"`.
        side: &'static str,
        /// The value given.
        value: usize,
        /// The smallest side allowed.
        min: usize,
    },
    /// A grid letter is not a lowercase ASCII letter (an English grid).
    #[error("parameter letters = {q_letters}: grid letters must be lowercase a to z", q_letters = Quoted(.letters))]
    GridLetters {
        /// The letters as given, row by row.
        letters: String,
    },
    /// A grid's letters or a word hold a character that is not a lowercase letter of the
    /// language profile (in another profile than English, whose grids say
    /// [`GridLetters`](Self::GridLetters)).
    #[error("{q_text}: {character:?} is not a letter of {profile}", q_text = Quoted(.text))]
    NotInAlphabet {
        /// The letters or the word, as given.
        text: String,
        /// The character, as given.
        character: char,
        /// The profile.
        profile: &'static Profile,
    },
    /// A grid and a dictionary (or a level and a generator) are in different language
    /// profiles, so the letters of one are not the letters of the other.
    #[error("the grid is in {grid}, the dictionary in {dictionary}")]
    OtherProfile {
        /// The grid's profile.
        grid: &'static Profile,
        /// The dictionary's profile.
        dictionary: &'static Profile,
    },
    /// The letters do not fill the grid exactly.
    #[error("parameter letters = {q_letters}: a {rows}x{cols} grid needs {} letters", rows * cols, q_letters = Quoted(.letters))]
    GridSize {
        /// The letters as given.
        letters: String,
        /// The rows asked for.
        rows: usize,
        /// The columns asked for.
        cols: usize,
    },
    /// A row is not as long as the first.
    #[error("parameter rows = {q_row}: every row must have {expected} letters like the first", q_row = Quoted(.row))]
    RaggedRow {
        /// The row as given.
        row: String,
        /// The length of the first row.
        expected: usize,
    },
    /// A move names a cell outside the grid.
    #[error("parameter move = {mv}: a cell lies outside the {rows}x{cols} grid")]
    MoveOutside {
        /// The move.
        mv: Move,
        /// The grid's rows.
        rows: usize,
        /// The grid's columns.
        cols: usize,
    },
    /// A move's cells are not side by side or one above the other.
    #[error("parameter move = {mv}: a move swaps two cells side by side or one above the other")]
    NotNeighbours {
        /// The move.
        mv: Move,
    },
    /// A move's text cannot be read (`row col row col`).
    #[error("parameter move = {q_text}: {expected}", q_text = Quoted(.text))]
    MoveSyntax {
        /// The text as given.
        text: String,
        /// What a move looks like.
        expected: &'static str,
    },
    /// The word length is neither the rows' nor the columns' length.
    #[error(
        "parameter word_length = {word_length}: a {rows}x{cols} grid has no line of that length"
    )]
    NoLineOfLength {
        /// The word length.
        word_length: usize,
        /// The grid's rows.
        rows: usize,
        /// The grid's columns.
        cols: usize,
    },
    /// A move played through [`Play`](crate::play::Play) once the game is over (no valid move
    /// left, or the player stopped).
    #[error("move {mv}: the game is over")]
    GameOver {
        /// The move.
        mv: Move,
    },
    /// A [`LevelGame`](crate::wordseq::LevelGame) made without a dictionary reached the end of what its
    /// pruned tree lists, where only a search could go on.
    #[error("the lexicon has no words of the level's length")]
    NoDictionary,
    /// A [`LevelGame`](crate::wordseq::LevelGame)'s dictionary does not make a move of the tree valid,
    /// so its search cannot go on from where the pruned tree stops.
    #[error("the lexicon does not make {mv} a valid move")]
    NotInDictionary {
        /// The move.
        mv: Move,
    },
    /// A generator's word length is neither its rows' nor its columns' number.
    #[error("parameter word_length = {word_length}: must equal the number of rows or of columns")]
    GeneratorWordLength {
        /// The word length.
        word_length: usize,
    },
    /// A level's words are not as long as the dictionary's.
    #[error("parameter word_length = {level}: the dictionary holds words of {dictionary} letters")]
    DictionaryLength {
        /// The level's word length.
        level: usize,
        /// The dictionary's word length.
        dictionary: usize,
    },
    /// A level document is not JSON.
    #[error("wordseq level, line {line} column {column}: {error}")]
    LevelSyntax {
        /// The line, from 1.
        line: usize,
        /// The column, from 1 (0 at the very start).
        column: usize,
        /// The JSON parser's error, shared so that the error is `Clone`.
        error: std::sync::Arc<serde_json::Error>,
    },
    /// A level document is longer than [`MAX_LEVEL_BYTES`](crate::wordseq::MAX_LEVEL_BYTES); nothing past
    /// the bound is read.
    #[error("wordseq level: longer than {max} bytes, the most a level document may hold")]
    LevelTooLarge {
        /// The bound, in bytes.
        max: u64,
    },
    /// A level document is JSON but not a level.
    #[error("wordseq level, {at}: {problem}")]
    Level {
        /// Where: `the document`, or a path such as `explorationTree[0].move.from`.
        at: String,
        /// What is wrong there.
        problem: LevelProblem,
    },
    /// [`Level::classify`](crate::wordseq::Level::classify) left the part of a pruned tree that lists
    /// every valid move.
    #[error(
        "wordseq level, after move {index}: the pruned tree does not list the moves from here; classify with a Game"
    )]
    PrunedTree {
        /// How many moves of the history were followed.
        index: usize,
    },
    /// A move of a history forms no new word.
    #[error("move {index} ({mv}): the move forms no new word")]
    NoNewWord {
        /// The move's position in the history, from 0.
        index: usize,
        /// The move.
        mv: Move,
    },
    /// A level does not have the generator's shape.
    #[error(
        "the level is {rows}x{cols} with words of {word_length}, not {expected_rows}x{expected_cols} with words of {expected_word_length}"
    )]
    Shape {
        /// The level's rows.
        rows: usize,
        /// The level's columns.
        cols: usize,
        /// The level's word length.
        word_length: usize,
        /// The generator's rows.
        expected_rows: usize,
        /// The generator's columns.
        expected_cols: usize,
        /// The generator's word length.
        expected_word_length: usize,
    },
    /// A level's initial grid already reads words.
    #[error("the initial grid already reads {words:?}")]
    ReadsWords {
        /// The words it reads.
        words: Vec<String>,
    },
    /// A level has no move: no swap on its grid forms a word, so there is no game to play.
    #[error("the level has no move: no swap on its grid forms a word")]
    NoMove,
    /// A level's tree lists no move though its optimum is above 0: there is no game to follow.
    #[error(
        "the exploration tree lists no move, but maxDepthReached claims a longest game of {optimum}"
    )]
    EmptyTree {
        /// The level's optimum.
        optimum: u32,
    },
    /// A node of a level's tree lists the same move twice (either way round).
    #[error("after [{}]: the tree lists {mv} twice", moves(after))]
    DuplicateMove {
        /// The moves made before the node.
        after: Vec<Move>,
        /// The move listed twice.
        mv: Move,
    },
    /// A move of a level's tree lists a word that the grid does not read after the move.
    #[error(
        "after [{}]: {mv} lists {q_word}, which the grid does not read after the move",
        moves(after),
        q_word = Quoted(.word)
    )]
    WordNotRead {
        /// The moves made before it.
        after: Vec<Move>,
        /// The move.
        mv: Move,
        /// The word.
        word: String,
    },
    /// A move of a level's tree lists as new a word that is not new: the grid read it before
    /// the move, or a move before it on the path (or the same move) lists it already.
    #[error(
        "after [{}]: {mv} lists {q_word} as a new word, but the grid read it before the move or the path lists it already",
        moves(after),
        q_word = Quoted(.word)
    )]
    WordNotNew {
        /// The moves made before it.
        after: Vec<Move>,
        /// The move.
        mv: Move,
        /// The word.
        word: String,
    },
    /// A level's optimum is outside the generator's range.
    #[error("the optimum {optimum} is outside {min}..={max}")]
    OptimumOutside {
        /// The level's optimum.
        optimum: u32,
        /// The fewest moves allowed.
        min: u32,
        /// The most moves allowed.
        max: u32,
    },
    /// A level's stated optimum is not the true one.
    #[error("the optimum is {actual}, not {claimed}")]
    WrongOptimum {
        /// The level's optimum.
        claimed: u32,
        /// The longest game from the initial grid.
        actual: u32,
    },
    /// A game's search (the best moves left, a verdict, a hint) used up its budget: the
    /// game's own form of the crate's [`Error::BudgetExhausted`](crate::Error::BudgetExhausted).
    #[error(transparent)]
    BudgetExhausted(wordgames_lexicon::BudgetExhausted),
    /// Checking a level needed a search that hit one of the generator's limits.
    #[error("after [{}]: the search stopped: {limit}", moves(after))]
    SearchStopped {
        /// The moves made before the search (empty: the initial grid).
        after: Vec<Move>,
        /// The limit it hit.
        limit: Limit,
    },
    /// A node of a level's tree does not list exactly the valid moves.
    #[error(
        "after [{}]: the tree lists the moves [{}], the rules allow [{}]",
        moves(after),
        moves(listed),
        moves(allowed)
    )]
    TreeMoves {
        /// The moves made before the node.
        after: Vec<Move>,
        /// The moves the tree lists, normalised and sorted.
        listed: Vec<Move>,
        /// The valid moves, normalised and sorted.
        allowed: Vec<Move>,
    },
    /// A move of a level's tree forms no new word.
    #[error("after [{}]: {mv} forms no new word", moves(after))]
    FormsNoWord {
        /// The moves made before it.
        after: Vec<Move>,
        /// The move.
        mv: Move,
    },
    /// A node's `wordsFormed` are not the words its move forms.
    #[error(
        "after [{}]: {mv} forms {formed:?}, the tree says {listed:?}",
        moves(after)
    )]
    WrongWords {
        /// The moves made before it.
        after: Vec<Move>,
        /// The move.
        mv: Move,
        /// The words it forms.
        formed: Vec<String>,
        /// The words the tree lists.
        listed: Vec<String>,
    },
    /// A node's `maxDepthReached` is not the longest continuation.
    #[error(
        "after [{}]: maxDepthReached is {claimed}, the longest continuation is {actual}",
        moves(after)
    )]
    WrongDepth {
        /// The moves made, this node's included.
        after: Vec<Move>,
        /// The tree's value.
        claimed: u32,
        /// The true longest continuation.
        actual: u32,
    },
    /// A level forms a word outside the common tier or on the block list.
    #[error("the tree forms {q_word}, which is not common", q_word = Quoted(.word))]
    NotCommon {
        /// The word.
        word: String,
    },
}

/// The moves of a path, `0 0 0 1, 1 1 1 2`.
fn moves(path: &[Move]) -> String {
    path.iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// What is wrong at a place of a level document.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LevelProblem {
    /// Not a JSON object.
    NotAnObject,
    /// Not a JSON array.
    NotAnArray,
    /// A field is missing.
    MissingField {
        /// The field's name.
        name: &'static str,
    },
    /// Not a whole number.
    NotAWholeNumber,
    /// A number too large for its field.
    TooLarge,
    /// A grid cell that is not one lowercase letter.
    NotALetter,
    /// No rows, or more than [`MAX_SIDE`].
    RowCount,
    /// No columns, or more than [`MAX_SIDE`].
    ColumnCount {
        /// The first row's length.
        cols: usize,
    },
    /// A row not as long as the first.
    RaggedRow {
        /// The first row's length.
        expected: usize,
        /// This row's length.
        got: usize,
    },
    /// The word length fits neither the rows nor the columns.
    WordLength {
        /// The document's word length.
        word_length: usize,
        /// The grid's rows.
        rows: usize,
        /// The grid's columns.
        cols: usize,
    },
    /// A cell that is not a `[row, column]` pair.
    NotACell,
    /// A cell outside the grid.
    CellOutside {
        /// The cell's row.
        row: usize,
        /// The cell's column.
        col: usize,
        /// The grid's rows.
        rows: usize,
        /// The grid's columns.
        cols: usize,
    },
    /// A move between cells that are not neighbours.
    NotNeighbours,
    /// A word that is not `word_length` lowercase letters.
    NotAWord {
        /// The level's word length.
        word_length: usize,
    },
    /// A move that forms no word.
    NoWords,
    /// A `maxDepthReached` that is not one more than the largest below it.
    Depth {
        /// The value in the document.
        depth: u32,
        /// One more than the largest `maxDepthReached` of its `nextMoves`.
        longest: u32,
    },
}

impl fmt::Display for LevelProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelProblem::NotAnObject => f.write_str("expected an object"),
            LevelProblem::NotAnArray => f.write_str("expected an array"),
            LevelProblem::MissingField { name } => write!(f, "missing field {name:?}"),
            LevelProblem::NotAWholeNumber => f.write_str("expected a whole number"),
            LevelProblem::TooLarge => f.write_str("too large"),
            LevelProblem::NotALetter => f.write_str("expected a single lowercase letter"),
            LevelProblem::RowCount => write!(f, "expected 1 to {MAX_SIDE} rows"),
            LevelProblem::ColumnCount { cols } => {
                write!(f, "expected rows of 1 to {MAX_SIDE} letters, found {cols}")
            }
            LevelProblem::RaggedRow { expected, got } => {
                write!(
                    f,
                    "expected {expected} letters like the first row, found {got}"
                )
            }
            LevelProblem::WordLength {
                word_length,
                rows,
                cols,
            } => write!(
                f,
                "{word_length} is neither the row nor the column length of the {rows}x{cols} grid"
            ),
            LevelProblem::NotACell => f.write_str("expected [row, column]"),
            LevelProblem::CellOutside {
                row,
                col,
                rows,
                cols,
            } => write!(f, "[{row}, {col}] lies outside the {rows}x{cols} grid"),
            LevelProblem::NotNeighbours => f.write_str("the two cells are not neighbours"),
            LevelProblem::NotAWord { word_length } => {
                write!(f, "expected a word of {word_length} lowercase letters")
            }
            LevelProblem::NoWords => f.write_str("a move must form at least one word"),
            LevelProblem::Depth { depth, longest } => write!(
                f,
                "{depth} is not one more than the longest continuation below it ({longest})"
            ),
        }
    }
}

/// The limit a search hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Limit {
    /// The node budget.
    Nodes,
    /// A game longer than `max_turns`.
    Turns,
    /// More distinct words than `max_unique_words` (or than the 64 a search can track).
    Words,
    /// A word outside the common tier or on the block list.
    NotCommon,
    /// A tree larger than allowed.
    TreeSize,
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Limit::Nodes => "the node budget ran out",
            Limit::Turns => "a game is longer than max_turns",
            Limit::Words => "more words than max_unique_words",
            Limit::NotCommon => "a word is rare or blocked",
            Limit::TreeSize => "the tree is larger than max_tree_nodes",
        })
    }
}
