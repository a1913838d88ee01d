"""Type stubs of the native module ``wordgames._wordgames`` (PyO3)."""

from os import PathLike
from pathlib import Path
from typing import Any, Callable, Iterable, List, Optional, Sequence, Set, Tuple, Union, final

__version__: str

@final
class Language:
    """A language's words and the data of its games, loaded once: the lexicon (graded by the
    language's shipped frequencies), Wordle's lists, the Word Blender generator and the block
    list. Give it to a game's `generate`, `Game` or `solve` (`language=`), to
    `daily.edition` and to `Wordle.for_language` to play in that language:
    
        nb = Language("nb", words="/usr/share/dict/bokmaal", lenient=True)
        puzzle = letter_boxed.generate(date="2026-03-01", language=nb)
    
    Without `words` it is the embedded English lexicon, the games' default.
    """

    def __new__(cls, lang: str = "en", words: Optional[Union[str, PathLike[str]]] = None,
                lenient: bool = False, frequencies: bool = True) -> Language: ...
    @property
    def tag(self) -> str:
        """The profile's tag: `en`, `nb`, ..."""
    @property
    def name(self) -> str:
        """The language's name in English: `Norwegian Bokmål`."""
    @property
    def words(self) -> Optional[Path]:
        """The word list's path (None for the embedded English lexicon)."""
    @property
    def lenient(self) -> bool:
        """Whether bad lines of the list were skipped rather than refused."""
    @property
    def frequencies(self) -> bool:
        """Whether the shipped frequencies grade the list."""
    @property
    def word_count(self) -> int:
        """The number of words of the lexicon."""
    @property
    def skipped(self) -> List[str]:
        """The lines the reader skipped, one text per reason with its count and first line
        (empty for a list read whole).
        """
    @property
    def notes(self) -> List[str]:
        """What the reader noted about the list (the frequencies that graded it, or why none did)."""
    @property
    def embedded(self) -> bool:
        """Whether this is the embedded English lexicon."""
    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]: ...
    def __eq__(self, value: object, /) -> bool: ...
    def __hash__(self) -> int: ...

def _daily_json(date_text: str, today: str, language: Optional[Language] = None) -> str:
    """The daily edition of every built-in game for `date` (`YYYY-MM-DD`), as the JSON text
    `wordgames daily --json --date DATE` prints: English lexicon, the classic Wordle answers, the
    bundled WordNet; with `language`, its words and Wordle lists (`wordgames --lang L --words
    FILE daily --json`). A date after `today` has not begun: its seeds are left out.
    """
def letter_boxed_solve(board: str, max_words: int = 6, allow_all: bool = False,
                       language: Optional[Language] = None
                       ) -> Tuple[Optional[List[str]], List[List[str]], int]:
    """Letter Boxed's exact solution of `board` (`"dpt clr ahx bei"`, four sides) over the lexicon
    of `language` (English when None), as `wordgames letter-boxed solve --json` gives it: the
    fewest words, then the fewest letters (`best`, None beyond `max_words`), every two-word
    solution, and the number of playable words. The block list's words are left out unless
    `allow_all`.
    """
def feedback(guess: str, answer: str) -> str:
    """Wordle's feedback of `guess` for `answer`: one character a letter, `g` green, `y` yellow,
    `.` grey (for example `gy..g`), with Wordle's rule for repeated letters.
    """
def candidates(history: List[Tuple[str, str]], hard: bool = False) -> List[str]:
    """The classic answers still possible after `history`, a list of (guess, feedback) pairs."""
def rank(history: List[Tuple[str, str]] = ..., limit: Optional[int] = ...,
         candidates_only: bool = False, hard: bool = False) -> List[Tuple[str, float, bool, int, int]]:
    """The guesses ranked by the expected information of their feedback (entropy, in bits), best
    first, after `history`: dicts with `guess`, `entropy`, `candidate`, `parts`, `largest`.
    """

_OriginRow = Tuple[int, Optional[str], Optional[int]]

def letter_boxed_generate(seed: Optional[int], date: Optional[str], today: str,
                          max_words: int = 3, allow_all: bool = False,
                          language: Optional[Language] = None) -> str:
    """Letter Boxed's generator (`LetterBoxedGenerator`) over the lexicon of `language` (English
    when None): the puzzle of `seed`, or of `date` (`today` when None), as the JSON document
    (`PuzzleDoc`) that `wordgames letter-boxed gen --json` prints.
    """
_BlenderDifficulty = Tuple[int, int, float, bool]

def word_blender_generate(seed: Optional[int], date: Optional[str], today: str,
                          language: Optional[Language] = None) -> str:
    """Word Blender's generator over the lexicon of `language` (English when None): the round of
    `seed`, or of `date` (`today` when None), as the JSON document (`RoundDoc`) that `wordgames
    blender gen --json` prints.
    """
def word_blender_catalogue(common: bool = False, language: Optional[Language] = None
                           ) -> List[Tuple[str, List[str]]]:
    """Word Blender's catalogue (`Catalogue`) of the lexicon of `language` (English when None):
    every distinct six-letter rack with the words it makes, as (rack, words) pairs in the
    catalogue's order; of the common tier only when `common`.
    """
def wordseq_generate(difficulty: str, seed: Optional[int], date: Optional[str], today: str,
                     tree: str = "pruned", allow_all: bool = False,
                     min_turns: Optional[int] = None, max_turns: Optional[int] = None,
                     max_unique_words: Optional[int] = None,
                     language: Optional[Language] = None
                     ) -> Tuple[str, int, int, Optional[int], int, int, _OriginRow,
                                Tuple[int, float, bool]]:
    """wordseq's generator (`WordseqGenerator`) over the lexicon of `language` (English when None):
    the level of `seed`, or of `date` (`today` when None), as `wordgames wordseq gen` writes it.
    """
def wordseq_check(level_json: str, difficulty: str = "normal", allow_all: bool = False,
                  language: Optional[Language] = None) -> Tuple[int, int]:
    """Checks a wordseq level (its JSON text) as `wordgames wordseq check` does: read it, replay its
    tree with the lexicon of `language` (English when None), and hold it to the preset's bounds. Returns the optimum and
    the tree's nodes; `PuzzleError` says which rule the level breaks.
    """

@final
class Wordle:
    """A Wordle game's lists: the possible answers and the allowed guesses (the answers are always
    allowed too), with their feedback table.
    """

    def __new__(cls, answers: Sequence[str], guesses: Optional[Sequence[str]] = None) -> Wordle:
        """Create and return a new object.  See help(type) for accurate signature."""
    @staticmethod
    def classic() -> Wordle:
        """The original Wordle: 2,315 answers, 12,972 allowed guesses (built once)."""
    @staticmethod
    def for_language(language: Language) -> Wordle:
        """Wordle in `language`, as the library chooses its lists (`wordle::for_language`): the
        classic game in English; in another language every five-letter word of the list is a
        guess and the answers are its familiar five-letter words, shown as the list spells them.
        """
    def answers(self) -> List[str]:
        """The possible answers, in list order."""
    def guesses(self) -> List[str]:
        """The allowed guesses, in list order (the answers that were missing come last)."""
    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]: ...

_OpenerRow = Tuple[str, int, bool, str]

def analyze(answer: str, guesses: List[str], hard: bool = False, exact_limit: int = 300,
            exact_budget: int = 5000000, width: int = 10, budget: int = ...,
            horizon: int = 10, wordle: Optional[Wordle] = None
            ) -> Tuple[str, bool]:
    """`wordgames_wordle::analyze`: the game of `guesses` towards `answer`, guess by guess, as
    (the library's `AnalysisDoc` as JSON, which `wordgames wordle analyze --json` prints;
    whether the last guess was the answer).
    """
def solve_with_first(first: str, hard: bool = False, max_guesses: int = 6, budget: int = ...,
                     wordle: Optional[Wordle] = None
                     ) -> Tuple[str, int, int, int, int, List[int], str]:
    """`wordgames_wordle::solve_with_first`: the exact optimal play after opener `first`, as
    (first, answers, total, max, failures, histogram, the decision tree as JSON).
    """
def opener_order(hard: bool = False, wordle: Optional[Wordle] = None) -> List[str]:
    """`wordgames_wordle::opener_order`: every allowed guess, best by entropy first."""
def rank_openers(top: int = 1, hard: bool = False, limit: Optional[int] = None,
                 budget: int = ..., shard: int = 0, shards: int = 1,
                 wordle: Optional[Wordle] = None) -> List[_OpenerRow]:
    """`wordgames_wordle::rank_openers_shard` (`rank_openers` for shard 0 of 1): every opener of
    the shard searched, best first, exact for every one that can enter the shard's top `top`.
    """
def merge_opener_rankings(shards: List[List[Tuple[str, str]]], wordle: Optional[Wordle] = None
                          ) -> List[_OpenerRow]:
    """`wordgames_wordle::merge_opener_rankings`: the shards' results (lists of (guess, value
    text) pairs) put together, best first.
    """

@final
class WordleGame:
    """One Wordle game being played, in the family's vocabulary (`wordgames_puzzles::play::Play`):
    `play` a guess and get its feedback, the `status`, `give_up`, and once it is over the
    `answer` and the `share` text.
    """

    def __new__(cls, answer: str, hard: bool = False, max_guesses: int = 6,
                wordle: Optional[Wordle] = None) -> WordleGame: ...
    def play(self, guess: str) -> str:
        """Plays `guess`: its feedback (`g` green, `y` yellow, `.` grey). `UnknownWordError` for
        a word not allowed, `HardModeError`, `GameOverError` after the end.
        """
    def status(self) -> str:
        """`playing`, `won`, `lost` or `gaveUp`."""
    def give_up(self) -> None:
        """Ends the game: `status()` is `gaveUp` and the answer is shown."""
    def answer(self) -> Optional[str]:
        """The answer once the game is over, None while it is played."""
    def share(self, title: str = "Wordle") -> Optional[str]:
        """The text a player shares once the game is over (the title, the score, the grid of
        marks), None while it is played.
        """

@final
class RootSynset:
    """NLTK's simulated root `*ROOT*`: the hypernym above every top synset that
    `simulate_root=True` adds (in `lowest_common_hypernyms` and `hypernym_distances`), with no
    hypernyms and depth 0. One object, `wordgames.wordnet.ROOT`.
    """

    def name(self) -> str:
        """`*ROOT*`, NLTK's name for it."""
    def pos(self) -> None: ...
    def hypernyms(self) -> List[Synset]:
        """No hypernyms, as NLTK's."""
    def instance_hypernyms(self) -> List[Synset]:
        """No instance hypernyms, as NLTK's."""
    def min_depth(self) -> int:
        """0."""
    def max_depth(self) -> int:
        """0."""

#: NLTK's simulated root, as ``simulate_root=True`` returns it.
ROOT: RootSynset

@final
class WordNet:
    """A WordNet database: the bundled WordNet 3.1, or a WNDB directory."""

    def __new__(cls, dir: Optional[Union[str, PathLike[str]]] = None) -> WordNet:
        """Create and return a new object.  See help(type) for accurate signature."""
    def dir(self) -> str:
        """The directory read, or "" for the bundled WordNet."""
    def synsets(self, lemma: str,
                pos: Optional[Union[str, Sequence[str]]] = None) -> List[Synset]:
        """NLTK's `wn.synsets(lemma, pos=None)`: for each part of speech, the synsets of each
        base form of NLTK's morphy, in sense-number order (repeats kept, as NLTK). `pos` as
        NLTK takes it: None, a letter, a list or a string of letters, `""` (nothing found).
        """
    def lemmas(self, lemma: str, pos: Optional[str] = None) -> List[Lemma]:
        """NLTK's `wn.lemmas(lemma, pos=None)`."""
    def synset(self, name: str) -> Synset:
        """NLTK's `wn.synset("dog.n.01")`; `WordNetError` for an unknown name."""
    def synset_from_pos_and_offset(self, pos: str, offset: int) -> Optional[Synset]:
        """NLTK's `wn.synset_from_pos_and_offset(pos, offset)`: None where no synset of that part
        of speech starts at that offset (a negative or too large one included), as NLTK.
        """
    def lemma(self, name: str) -> Lemma:
        """NLTK's `wn.lemma("dog.n.01.dog")`."""
    def lemma_from_key(self, key: str) -> Lemma:
        """NLTK's `wn.lemma_from_key("dog%1:05:00::")` (needs `index.sense`)."""
    def all_synsets(self, pos: Optional[str] = None) -> List[Synset]:
        """NLTK's `wn.all_synsets(pos=None)` as a list, in data-file order."""
    def all_lemma_names(self, pos: Optional[str] = None) -> List[str]:
        """NLTK's `wn.all_lemma_names(pos=None)` as a list."""
    def digraph(self, inputs: Iterable[Any], rel: Optional[Callable[[Any], Iterable[Any]]] = None,
                pos: Optional[str] = None, maxdepth: int = ...,
                shapes: Optional[Any] = None, attr: Optional[Any] = None,
                verbose: bool = False) -> str:
        """NLTK's `digraph(inputs, rel=hypernyms, pos=None, maxdepth=-1, shapes=None, attr=None,
        verbose=False)`: the DOT text of the graph `rel` spans from `inputs` (synsets, lemmas,
        or words whose lemmas of `pos` are taken), its edges sorted as NLTK sorts them.
        """
    def tag2pos(self, tag: str, tagset: str = "en-ptb") -> Optional[str]:
        """NLTK's `tag2pos(tag, tagset="en-ptb")`: the WordNet part of speech of a tag through the
        universal tagset, None where WordNet has none; tagsets `en-ptb` (`wsj`) and
        `universal`.
        """
    def morphy(self, form: str, pos: Optional[str] = None) -> Optional[str]:
        """NLTK's `wn.morphy(form, pos=None)`: the first base form, or None."""
    def _morphy(self, form: str, pos: str) -> List[str]:
        """NLTK's `wn._morphy(form, pos)`: every base form, the form itself first."""
    def ic(self, corpus: Union[str, Iterable[str]], weight_senses_equally: bool = False,
           smoothing: float = 1.0) -> InformationContent:
        """Information content from a text (tokenized as NLTK's wordpunct) or from a list of words."""
    def ic_file(self, path: Union[str, PathLike[str]]) -> InformationContent:
        """Information content from an `ic-*.dat` file (NLTK's `wordnet_ic.ic(file)`)."""
    def ic_from_tag_counts(self, smoothing: float = 1.0) -> InformationContent:
        """Information content from WordNet's own sense tag counts."""
    def _similarity_matrix(self, a: Sequence[Union[Synset, str]],
                           b: Sequence[Union[Synset, str]], measure: str,
                           ic: Optional[InformationContent] = None,
                           simulate_root: bool = True, nan: bool = False) -> bytearray:
        """The similarity of every synset of `a` with every synset of `b` (synsets or synset
        names), row-major, as a bytearray of `len(a) * len(b)` little-endian float64 (NaN where
        NLTK answers None, and with `nan` where NLTK raises for the pair). The size is checked
        before anything is allocated, the bytearray is the only allocation of the size of the
        result (NumPy views it without a copy), and the GIL is released while it is filled.
        """
    def synsets_many(self, words: Sequence[str],
                     pos: Optional[Union[str, Sequence[str]]] = None) -> List[List[Synset]]:
        """NLTK's `wn.synsets` of each word: one list per word, in order. No Python call is made
        per word: the words' UTF-8 is read from Python's encoding (not copied into Rust
        strings), their synsets are looked up with the GIL released (a long list in chunks
        shared by up to one thread a core, the first chunks' lists made while the last are
        looked up), and each synset is its interned object (a reference more, not an
        allocation; the same object as `synsets` gives).
        """
    def morphy_many(self, forms: Sequence[str],
                    pos: Optional[Union[str, Sequence[str]]] = None) -> List[Optional[str]]:
        """NLTK's `wn.morphy` of each word: the first base form of each, or None."""

@final
class InformationContent:
    """Information content of every synset: NLTK's IC dictionary."""

    def information_content(self, synset: Synset) -> float:
        """The information content of a synset, `-ln(count / root count)`."""
    def count(self, synset: Synset) -> float:
        """The count of a synset."""

@final
class Synset:
    """A synset: NLTK's `Synset`."""

    def _wordnet(self) -> WordNet: ...
    def __reduce__(self) -> Tuple[Callable[[str, str], Synset], Tuple[str, str]]: ...
    def name(self) -> str:
        """NLTK's name, `dog.n.01`."""
    def pos(self) -> str:
        """`n`, `v`, `a`, `s` (adjective satellite) or `r`."""
    def offset(self) -> int:
        """The byte offset of its line in its data file."""
    def lexname(self) -> str:
        """Its lexicographer file, `noun.animal`."""
    def definition(self) -> str:
        """The gloss's definition, as NLTK gives it (every quoted passage removed)."""
    def examples(self) -> List[str]:
        """The gloss's quoted examples, without quotes, as NLTK gives them."""
    def lemmas(self) -> List[Lemma]:
        """Its lemmas, in data-file order."""
    def lemma_names(self) -> List[str]:
        """Its lemmas' names as the data file writes them."""
    def frame_ids(self) -> List[int]:
        """The numbers of its verb frames."""
    def hypernyms(self) -> List[Synset]:
        """NLTK's `hypernyms()`: synset-level pointers only."""
    def instance_hypernyms(self) -> List[Synset]:
        """NLTK's `instance_hypernyms()`: synset-level pointers only."""
    def hyponyms(self) -> List[Synset]:
        """NLTK's `hyponyms()`: synset-level pointers only."""
    def instance_hyponyms(self) -> List[Synset]:
        """NLTK's `instance_hyponyms()`: synset-level pointers only."""
    def member_holonyms(self) -> List[Synset]:
        """NLTK's `member_holonyms()`: synset-level pointers only."""
    def substance_holonyms(self) -> List[Synset]:
        """NLTK's `substance_holonyms()`: synset-level pointers only."""
    def part_holonyms(self) -> List[Synset]:
        """NLTK's `part_holonyms()`: synset-level pointers only."""
    def member_meronyms(self) -> List[Synset]:
        """NLTK's `member_meronyms()`: synset-level pointers only."""
    def substance_meronyms(self) -> List[Synset]:
        """NLTK's `substance_meronyms()`: synset-level pointers only."""
    def part_meronyms(self) -> List[Synset]:
        """NLTK's `part_meronyms()`: synset-level pointers only."""
    def topic_domains(self) -> List[Synset]:
        """NLTK's `topic_domains()`: synset-level pointers only."""
    def in_topic_domains(self) -> List[Synset]:
        """NLTK's `in_topic_domains()`: synset-level pointers only."""
    def region_domains(self) -> List[Synset]:
        """NLTK's `region_domains()`: synset-level pointers only."""
    def in_region_domains(self) -> List[Synset]:
        """NLTK's `in_region_domains()`: synset-level pointers only."""
    def usage_domains(self) -> List[Synset]:
        """NLTK's `usage_domains()`: synset-level pointers only."""
    def in_usage_domains(self) -> List[Synset]:
        """NLTK's `in_usage_domains()`: synset-level pointers only."""
    def attributes(self) -> List[Synset]:
        """NLTK's `attributes()`: synset-level pointers only."""
    def entailments(self) -> List[Synset]:
        """NLTK's `entailments()`: synset-level pointers only."""
    def causes(self) -> List[Synset]:
        """NLTK's `causes()`: synset-level pointers only."""
    def also_sees(self) -> List[Synset]:
        """NLTK's `also_sees()`: synset-level pointers only."""
    def verb_groups(self) -> List[Synset]:
        """NLTK's `verb_groups()`: synset-level pointers only."""
    def similar_tos(self) -> List[Synset]:
        """NLTK's `similar_tos()`: synset-level pointers only."""
    def root_hypernyms(self) -> List[Synset]:
        """NLTK's `root_hypernyms()`: the tops of its hypernym hierarchy (itself if none)."""
    def hypernym_paths(self) -> List[List[Synset]]:
        """NLTK's `hypernym_paths()`: every path from a root down to this synset."""
    def min_depth(self) -> int:
        """NLTK's `min_depth()`: the length of its shortest hypernym path."""
    def max_depth(self) -> int:
        """NLTK's `max_depth()`: the length of its longest hypernym path."""
    def common_hypernyms(self, other: Synset) -> List[Synset]:
        """NLTK's `common_hypernyms(other)` (by id here; NLTK's order is a set's)."""
    def lowest_common_hypernyms(self, other: Synset, simulate_root: bool = False,
                                use_min_depth: bool = False) -> List[Union[Synset, RootSynset]]:
        """NLTK's `lowest_common_hypernyms`, sorted by name; with `simulate_root`, NLTK's
        simulated root is `wordnet.ROOT` (named `*ROOT*`) where NLTK returns its own.
        """
    def hypernym_distances(self, simulate_root: bool = False
                           ) -> Set[Tuple[Union[Synset, RootSynset], int]]:
        """NLTK's `hypernym_distances()`: every (hypernym, distance), itself at 0; with
        `simulate_root`, also (`wordnet.ROOT`, one more than the greatest distance), as NLTK
        adds its `*ROOT*`.
        """
    def shortest_path_distance(self, other: Synset, simulate_root: bool = False) -> Optional[int]:
        """NLTK's `shortest_path_distance`: edges over hypernyms, None without a path."""
    def tree(self, rel: Callable[[Synset], Iterable[Any]], depth: int = ...,
             cut_mark: Optional[Any] = None, truncate: bool = False) -> List[Any]:
        """NLTK's `tree(rel, depth=-1, cut_mark=None, truncate=False)`: this synset and the tree
        `rel` spans below it as nested lists, a node left out only where it repeats one of its
        own ancestors; deeper than 500 levels `WordNetInputError` (a `ValueError`), or cut
        there with a `RuntimeWarning` when `truncate`.
        """
    def acyclic_tree(self, children: Optional[Callable[[Any], Iterable[Any]]] = None,
                     depth: int = ..., cut_mark: Optional[Any] = None,
                     traversed: Optional[Set[Any]] = None, verbose: bool = False,
                     truncate: bool = False) -> List[Any]:
        """NLTK's `acyclic_tree(children=iter, depth=-1, cut_mark=None, traversed=None,
        verbose=False, truncate=False)`: depth first, each node once in the whole walk.
        """
    def mst(self, children: Optional[Callable[[Any], Iterable[Any]]] = None,
            truncate: bool = False) -> List[Any]:
        """NLTK's `mst(children=iter, truncate=False)`: the breadth-first spanning tree of
        `children` from this synset, as nested lists.
        """
    def closure(self, rel: Callable[[Synset], Iterable[Synset]], depth: int = ...) -> List[Synset]:
        """NLTK's `closure(rel, depth=-1)`: breadth first, each synset once, without this one."""
    def path_similarity(self, other: Synset, verbose: bool = False,
                        simulate_root: bool = True) -> Optional[float]:
        """NLTK's `path_similarity`: 1 / (shortest path + 1)."""
    def lch_similarity(self, other: Synset, verbose: bool = False,
                       simulate_root: bool = True) -> Optional[float]:
        """NLTK's `lch_similarity` (Leacock-Chodorow); `WordNetError` for two parts of speech."""
    def wup_similarity(self, other: Synset, verbose: bool = False,
                       simulate_root: bool = True) -> Optional[float]:
        """NLTK's `wup_similarity` (Wu-Palmer)."""
    def res_similarity(self, other: Synset, ic: InformationContent, verbose: bool = False) -> float:
        """NLTK's `res_similarity` (Resnik)."""
    def jcn_similarity(self, other: Synset, ic: InformationContent, verbose: bool = False) -> float:
        """NLTK's `jcn_similarity` (Jiang-Conrath)."""
    def lin_similarity(self, other: Synset, ic: InformationContent, verbose: bool = False) -> float:
        """NLTK's `lin_similarity`."""
    def __hash__(self) -> int: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __lt__(self, other: Synset, /) -> bool: ...
    def __le__(self, other: Synset, /) -> bool: ...
    def __gt__(self, other: Synset, /) -> bool: ...
    def __ge__(self, other: Synset, /) -> bool: ...

@final
class Lemma:
    """A lemma: NLTK's `Lemma` (one word of one synset)."""

    def _wordnet(self) -> WordNet: ...
    def __reduce__(self) -> Tuple[Callable[[str, str], Lemma], Tuple[str, str]]: ...
    def name(self) -> str:
        """The lemma as the data file writes it (`Canis_familiaris`)."""
    def synset(self) -> Synset:
        """Its synset."""
    def key(self) -> str:
        """Its sense key, `dog%1:05:00::`, as NLTK computes it from the data file."""
    def count(self) -> int:
        """Its tag count (needs `index.sense`)."""
    def lang(self) -> str:
        """`eng`."""
    def syntactic_marker(self) -> Optional[str]:
        """An adjective's marker, `(p)`, `(a)` or `(ip)`."""
    def frame_ids(self) -> List[int]:
        """The numbers of its verb frames."""
    def frame_strings(self) -> List[str]:
        """Its verb frames with the lemma filled in."""
    def antonyms(self) -> List[Lemma]:
        """NLTK's `Lemma.antonyms()`."""
    def derivationally_related_forms(self) -> List[Lemma]:
        """NLTK's `Lemma.derivationally_related_forms()`."""
    def pertainyms(self) -> List[Lemma]:
        """NLTK's `Lemma.pertainyms()`."""
    def hypernyms(self) -> List[Lemma]:
        """NLTK's `Lemma.hypernyms()`: lemma-level pointers from this lemma only."""
    def instance_hypernyms(self) -> List[Lemma]:
        """NLTK's `Lemma.instance_hypernyms()`: lemma-level pointers from this lemma only."""
    def hyponyms(self) -> List[Lemma]:
        """NLTK's `Lemma.hyponyms()`: lemma-level pointers from this lemma only."""
    def instance_hyponyms(self) -> List[Lemma]:
        """NLTK's `Lemma.instance_hyponyms()`: lemma-level pointers from this lemma only."""
    def member_holonyms(self) -> List[Lemma]:
        """NLTK's `Lemma.member_holonyms()`: lemma-level pointers from this lemma only."""
    def substance_holonyms(self) -> List[Lemma]:
        """NLTK's `Lemma.substance_holonyms()`: lemma-level pointers from this lemma only."""
    def part_holonyms(self) -> List[Lemma]:
        """NLTK's `Lemma.part_holonyms()`: lemma-level pointers from this lemma only."""
    def member_meronyms(self) -> List[Lemma]:
        """NLTK's `Lemma.member_meronyms()`: lemma-level pointers from this lemma only."""
    def substance_meronyms(self) -> List[Lemma]:
        """NLTK's `Lemma.substance_meronyms()`: lemma-level pointers from this lemma only."""
    def part_meronyms(self) -> List[Lemma]:
        """NLTK's `Lemma.part_meronyms()`: lemma-level pointers from this lemma only."""
    def topic_domains(self) -> List[Lemma]:
        """NLTK's `Lemma.topic_domains()`: lemma-level pointers from this lemma only."""
    def in_topic_domains(self) -> List[Lemma]:
        """NLTK's `Lemma.in_topic_domains()`: lemma-level pointers from this lemma only."""
    def region_domains(self) -> List[Lemma]:
        """NLTK's `Lemma.region_domains()`: lemma-level pointers from this lemma only."""
    def in_region_domains(self) -> List[Lemma]:
        """NLTK's `Lemma.in_region_domains()`: lemma-level pointers from this lemma only."""
    def usage_domains(self) -> List[Lemma]:
        """NLTK's `Lemma.usage_domains()`: lemma-level pointers from this lemma only."""
    def in_usage_domains(self) -> List[Lemma]:
        """NLTK's `Lemma.in_usage_domains()`: lemma-level pointers from this lemma only."""
    def attributes(self) -> List[Lemma]:
        """NLTK's `Lemma.attributes()`: lemma-level pointers from this lemma only."""
    def entailments(self) -> List[Lemma]:
        """NLTK's `Lemma.entailments()`: lemma-level pointers from this lemma only."""
    def causes(self) -> List[Lemma]:
        """NLTK's `Lemma.causes()`: lemma-level pointers from this lemma only."""
    def also_sees(self) -> List[Lemma]:
        """NLTK's `Lemma.also_sees()`: lemma-level pointers from this lemma only."""
    def verb_groups(self) -> List[Lemma]:
        """NLTK's `Lemma.verb_groups()`: lemma-level pointers from this lemma only."""
    def similar_tos(self) -> List[Lemma]:
        """NLTK's `Lemma.similar_tos()`: lemma-level pointers from this lemma only."""
    def __hash__(self) -> int: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __lt__(self, other: Lemma, /) -> bool: ...
    def __le__(self, other: Lemma, /) -> bool: ...
    def __gt__(self, other: Lemma, /) -> bool: ...
    def __ge__(self, other: Lemma, /) -> bool: ...

@final
class LetterBoxedGame:
    """One Letter Boxed game: the library's `letter_boxed::Game` over a language's lexicon."""

    def __new__(cls, board: str, par: Optional[int] = None,
                solution: Optional[List[str]] = None,
                language: Optional[Language] = None) -> LetterBoxedGame: ...
    def play(self, word: str) -> Tuple[bool, int, int, Optional[str]]:
        """Plays `word`: (solved, letters left, words played, par) where par is `made`, `over` or
        `unknown` once solved. `PuzzleInputError` names the rule a word breaks.
        """
    def status(self) -> str:
        """`playing`, `won` or `gaveUp`."""
    def give_up(self) -> None:
        """Ends the game."""
    def answer(self) -> Optional[List[str]]:
        """The puzzle's best solution once the game is over (None while it is played, and for a
        game not dealt from a puzzle).
        """
    def share(self, title: str = "Letter Boxed") -> Optional[str]:
        """The share text under `title` once the game is over: the words counted, never named."""
    def undo(self) -> Optional[str]:
        """Takes back the last word, returning it (None with no word played)."""
    def words(self) -> List[str]:
        """The words played, in order."""
    def next_letter(self) -> Optional[str]:
        """The letter the next word must start with (the last word's last letter)."""
    def uncovered(self) -> str:
        """The board's letters not covered yet."""
    def board(self) -> str:
        """The board, four sides of three letters."""
    def par(self) -> Optional[int]:
        """The par, for a game dealt from a puzzle."""

_RoundEndRow = Tuple[str, List[str], List[str], bool, int]

@final
class WordBlenderGame:
    """One Word Blender game: the library's `word_blender::Game` over a language's generator.
    Every call that can end a round takes the seconds since the game began (the Python class
    reads its clock).
    """

    def __new__(cls, seed: Optional[int], date: Optional[str], today: str,
                round_time: float = 120.0,
                language: Optional[Language] = None) -> WordBlenderGame: ...
    def play(self, word: str, elapsed: float) -> Tuple[str, int]:
        """Plays `word` at `elapsed` seconds: (`found`, `bonus` or `timeUp`, words found in the
        round). `PuzzleInputError` for a word the letters do not make, one found before, or a
        word once the game is over.
        """
    def status(self) -> str:
        """`playing`, `won` (a round won) or `lost`."""
    def give_up(self) -> None:
        """Stops the game."""
    def answer(self) -> Optional[_RoundEndRow]:
        """The last round's end once the game is over (None while it is played)."""
    def share(self, title: str = "Word Blender") -> Optional[str]:
        """The share text under `title` once the game is over: rounds won and points."""
    def tick(self, elapsed: float) -> bool:
        """Ends the round at `elapsed` seconds if its time is up; whether it is over."""
    def stop(self, elapsed: float) -> None:
        """Stops the round (and the game) at `elapsed` seconds."""
    def next_round(self, elapsed: float) -> str:
        """Deals the next round after a won round, its clock starting at `elapsed` seconds; its
        letters. `PuzzleInputError` when the round is not over and won.
        """
    def round_end(self) -> Optional[_RoundEndRow]:
        """How the current round ended (None while it is played)."""
    def time_left(self, elapsed: float) -> float:
        """Seconds left in the round at `elapsed` seconds."""
    def origin(self) -> _OriginRow:
        """Where the game's rounds come from: (seed, date, number), the date and number for a
        date's game.
        """
    def letters(self) -> str:
        """The letters in the order shown now."""
    def shuffle(self) -> None:
        """Shows the letters in another order."""
    def found(self) -> List[str]:
        """The words found in this round."""
    def round_number(self) -> int:
        """The round being played: 1 for the first."""
    def rounds_won(self) -> int:
        """Rounds won so far."""
    def points(self) -> int:
        """Points so far, every round."""
    def words_to_find(self) -> int:
        """How many words the round has to find (its list; rarer words count as bonus words)."""
    def difficulty(self) -> _BlenderDifficulty:
        """The difficulty of the round being played: (words to find, six-letter words, the rarest
        word's Zipf frequency, whether that is measured).
        """

_Cell = Tuple[int, int]
_MoveRow = Tuple[_Cell, _Cell]

@final
class WordseqGame:
    """One wordseq game: the library's `wordseq::LevelGame` over a level, judged with a language's
    lexicon (the words it forms searched as the CLI's `wordgames play wordseq` does).
    """

    def __new__(cls, level_json: str, allow_all: bool = False,
                language: Optional[Language] = None) -> WordseqGame: ...
    def play(self, from_cell: _Cell, to_cell: _Cell
             ) -> Tuple[str, List[str], Optional[int], int]:
        """Swaps cells `from_cell` and `to_cell` (each (row, column)): the verdict. An `invalid`
        move forms no new word and is not made.
        """
    def status(self) -> str:
        """`playing`, `won` (no valid move left) or `gaveUp`."""
    def give_up(self) -> None:
        """Stops the game; a longest game is worked out as its answer."""
    def answer(self) -> Optional[List[_MoveRow]]:
        """A longest game from the start, as moves, once the game is over (None while it is
        played, or when that search ran out of budget).
        """
    def share(self, title: str = "wordseq") -> Optional[str]:
        """The share text under `title` once the game is over: moves made, and of how many."""
    def undo(self) -> Optional[_MoveRow]:
        """Takes back the last move, returning it."""
    def hint(self) -> Optional[_MoveRow]:
        """A move that keeps the longest game reachable (None when no move is left)."""
    def grid(self) -> List[str]:
        """The grid now, one string per row."""
    def history(self) -> List[_MoveRow]:
        """The moves made."""
    def words(self) -> List[str]:
        """The words formed so far."""
    def score(self) -> Tuple[int, int]:
        """(moves made, the level's optimum)."""
    def optimum(self) -> int:
        """The level's optimum: the most moves a game can have."""

def nettle_generate(seed: Optional[int], date: Optional[str], today: str
                    ) -> Tuple[str, _OriginRow, Tuple[float, bool, Optional[int]]]:
    """Nettle's puzzle of `seed`, or of `date` (`today` when None): the target word, the origin,
    and the difficulty (`nettle::difficulty`: the target's route table is built for it).
    """

_ClueRow = Tuple[str, str, str, int, str, Optional[str]]

@final
class NettleGame:
    """One Nettle game: the library's `nettle::Game` towards a target over the bundled WordNet."""

    def __new__(cls, target: str) -> NettleGame: ...
    def play(self, guess: str) -> Tuple[str, Optional[_ClueRow]]:
        """Plays `guess`: (`clue`, the clue) when a route leads from it to the target, (`unknown`,
        None) for a word WordNet does not know, (`unreachable`, None) for a word with no route.
        Only a clue counts as a guess. `PuzzleInputError` once the game is over.
        """
    def status(self) -> str:
        """`playing`, `won` or `gaveUp`."""
    def give_up(self) -> None:
        """Gives up: the route of the best clue is the answer."""
    def answer(self) -> Optional[List[str]]:
        """The words of the best clue's route, the target last, once the game is over (None while
        it is played).
        """
    def share(self, title: str = "Nettle") -> Optional[str]:
        """The share summary under `title` once the game is over: the emoji, never the words."""
    def hint(self) -> Optional[str]:
        """A hint: the definition of the next word along the best clue's route, its words masked."""
    def clues(self) -> List[_ClueRow]:
        """The clues so far, in order."""
    def best(self) -> Optional[_ClueRow]:
        """The shortest clue so far (the latest of equals)."""
