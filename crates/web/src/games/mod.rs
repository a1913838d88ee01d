//! The five games as stateless replays.
//!
//! The four page games (Letter Boxed, Word Blender, Wordle, wordseq) are the shared crate
//! `wordgames-web-games`, which the page's WebAssembly module also answers with when the page
//! plays offline; Nettle, whose WordNet routes do not fit a page, is here. A request carries
//! a date and the whole list of moves of one game; the server replays them through the
//! library's `Game`, answers with the verdict of every move and the state after the last, and
//! forgets the game. Since the server holds no game, a restart loses none.
//!
//! Answers stay on the server: a response names the answer (Wordle's word, the Letter Boxed
//! solution, a Word Blender round's missed words, wordseq's best game, Nettle's route) only
//! once the game (or, in Word Blender, the round) has ended in that replay.

pub mod nettle;

pub use wordgames_web_games::{
    MAX_MOVES, MAX_WORD_LEN, MAX_WORDS, Refusal, ReplayError, Reply, check_len, check_word,
    check_words, ending, internal, letter_boxed, word_blender, wordle, wordseq,
};
