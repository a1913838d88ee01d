//! A language's page games: the library's [`Language`] (one load of a language's data) is the
//! sources the replays read, in the server and in the page's WebAssembly module, so that both
//! deal the same puzzles in the same language.

use wordgames_lexicon::AnyLexicon;
use wordgames_puzzles::{word_blender::WordBlenderGenerator, wordseq::Dictionary};
use wordgames_wordle::Wordle;

pub use wordgames_puzzles::language::{Language, Words};

use crate::{ReplayError, Sources, internal};

impl Sources for Language {
    type Words = Words;
    fn lexicon(&self) -> &AnyLexicon {
        &self.lexicon
    }
    fn wordle(&self) -> &Wordle {
        &self.wordle
    }
    fn blender(&self) -> Result<&WordBlenderGenerator<Words>, ReplayError> {
        Language::blender(self).map_err(internal)
    }
    fn dictionary(&self, word_length: usize) -> Result<&Dictionary, ReplayError> {
        Language::dictionary(self, word_length).map_err(internal)
    }
}
