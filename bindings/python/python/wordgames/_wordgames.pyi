"""Type stubs of the native module ``wordgames._wordgames`` (PyO3)."""

from os import PathLike
from typing import Any, Callable, Iterable, List, Optional, Sequence, Set, Tuple, Union

def _daily_json(date_text: str, today: str) -> str:
    """The daily edition for a date as the JSON of ``wordgames daily --json``."""
def letter_boxed_solve(board: str, max_words: int = 6, allow_all: bool = False
                       ) -> Tuple[Optional[List[str]], List[List[str]], int]:
    """(best, two-word solutions, playable words) of a Letter Boxed board."""
def feedback(guess: str, answer: str) -> str:
    """Wordle's feedback: ``g`` green, ``y`` yellow, ``.`` grey."""
def candidates(history: List[Tuple[str, str]], hard: bool = False) -> List[str]:
    """The classic answers still possible after (guess, feedback) pairs."""
def rank(history: List[Tuple[str, str]] = ..., limit: Optional[int] = 10,
         candidates_only: bool = False, hard: bool = False) -> List[Tuple[str, float, bool, int, int]]:
    """(guess, entropy, candidate, parts, largest), best first."""

OriginRow = Tuple[int, Optional[str], Optional[int]]

def letter_boxed_generate(seed: Optional[int], date: Optional[str], today: str,
                          max_words: int = 3, allow_all: bool = False
                          ) -> Tuple[str, List[str], int, List[str], List[str], OriginRow]:
    """(board, sides, par, solution, chain, (seed, date, number)) of a generated board."""
def word_blender_generate(seed: Optional[int], date: Optional[str], today: str
                          ) -> Tuple[str, List[str], List[str], OriginRow]:
    """(letters, words, six-letter words, (seed, date, number)) of a generated round."""
def word_blender_catalogue(common: bool = False) -> List[Tuple[str, List[str]]]:
    """Every six-letter rack of the English lexicon and its words."""
def wordseq_generate(difficulty: str, seed: Optional[int], date: Optional[str], today: str,
                     tree: str = "pruned", allow_all: bool = False,
                     min_turns: Optional[int] = None, max_turns: Optional[int] = None,
                     max_unique_words: Optional[int] = None
                     ) -> Tuple[str, int, int, Optional[int], int, int, OriginRow]:
    """(JSON, optimum, tree nodes, full tree nodes, grids, states, origin) of a level."""
def wordseq_check(level_json: str, difficulty: str = "normal", allow_all: bool = False
                  ) -> Tuple[int, int]:
    """(optimum, tree nodes) of a valid level; ``PuzzleError`` names the rule broken."""

class Wordle:
    """A Wordle game's lists: the possible answers and the allowed guesses."""

    def __init__(self, answers: Sequence[str], guesses: Optional[Sequence[str]] = None) -> None:
        """The game over ``answers`` and ``guesses`` (the answers alone when None); the answers
        are always allowed as guesses. ``WordleError`` for a bad word or mixed lengths."""
    @staticmethod
    def classic() -> Wordle:
        """The original Wordle: 2,315 answers, 12,972 allowed guesses."""
    def answers(self) -> List[str]:
        """The possible answers."""
    def guesses(self) -> List[str]:
        """The allowed guesses (the answers that were missing come last)."""
    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]: ...

TurnRow = Tuple[str, str, int, int, str, float, float, str, float, float, float]
OpenerRow = Tuple[str, int, bool, str]

def analyze(answer: str, guesses: List[str], hard: bool = False, exact_limit: int = 300,
            exact_budget: int = 5000000, width: int = 10, budget: int = 200000,
            horizon: int = 10, wordle: Optional[Wordle] = None
            ) -> Tuple[str, str, bool, bool, float, float, List[TurnRow]]:
    """(answer, mode, won, solved, skill, luck, turns) of an analysed game."""
def solve_with_first(first: str, hard: bool = False, max_guesses: int = 6, budget: int = 200000,
                     wordle: Optional[Wordle] = None
                     ) -> Tuple[str, int, int, int, int, List[int], str]:
    """(first, answers, total, max, failures, histogram, tree JSON) of the exact play."""
def opener_order(hard: bool = False, wordle: Optional[Wordle] = None) -> List[str]:
    """Every allowed guess, best by entropy first."""
def rank_openers(top: int = 1, hard: bool = False, limit: Optional[int] = None,
                 budget: int = 200000, shard: int = 0, shards: int = 1,
                 wordle: Optional[Wordle] = None) -> List[OpenerRow]:
    """(guess, value, exact, text) of every opener of a shard, best first."""
def merge_opener_rankings(shards: List[List[Tuple[str, str]]], wordle: Optional[Wordle] = None
                          ) -> List[OpenerRow]:
    """The shards' (guess, value text) lists merged, best first."""

class RootSynset:
    """NLTK's simulated root ``*ROOT*``, above every top synset (one object: ``ROOT``)."""

    def name(self) -> str:
        """``*ROOT*``."""
    def pos(self) -> None: ...
    def hypernyms(self) -> List[Synset]:
        """None: an empty list."""
    def instance_hypernyms(self) -> List[Synset]:
        """None: an empty list."""
    def min_depth(self) -> int:
        """0."""
    def max_depth(self) -> int:
        """0."""

#: NLTK's simulated root, as ``simulate_root=True`` returns it.
ROOT: RootSynset

class WordNet:
    """A WordNet database: the bundled WordNet 3.1 (``WordNet()``) or a WNDB directory."""

    def __init__(self, dir: Optional[Union[str, PathLike[str]]] = None) -> None:
        """Opens the WNDB directory ``dir`` (``data.*``, ``index.*``, exception lists), or the
        bundled WordNet 3.1 when None. An opened WordNet is freed with the last object that reads it
        (this one, its synsets and lemmas, its information contents)."""
    def dir(self) -> str:
        """The directory read, or "" for the bundled WordNet."""
    def synsets(self, lemma: str,
                pos: Optional[Union[str, Sequence[str]]] = None) -> List[Synset]:
        """NLTK's ``wn.synsets(lemma, pos=None)``: for each part of speech, the synsets of each
        base form of NLTK's morphy, in sense-number order (repeats kept, as NLTK). ``pos`` as
        NLTK takes it: None, a letter, a list or a string of letters, ``""`` (nothing found)."""
    def lemmas(self, lemma: str, pos: Optional[str] = None) -> List[Lemma]:
        """NLTK's ``wn.lemmas(lemma, pos=None)``."""
    def synset(self, name: str) -> Synset:
        """NLTK's ``wn.synset("dog.n.01")``; ``WordNetError`` for an unknown name."""
    def synset_from_pos_and_offset(self, pos: str, offset: int) -> Optional[Synset]:
        """NLTK's ``wn.synset_from_pos_and_offset(pos, offset)``: None where no synset of that
        part of speech starts at that offset, as NLTK."""
    def lemma(self, name: str) -> Lemma:
        """NLTK's ``wn.lemma("dog.n.01.dog")``."""
    def lemma_from_key(self, key: str) -> Lemma:
        """NLTK's ``wn.lemma_from_key("dog%1:05:00::")`` (needs ``index.sense``)."""
    def all_synsets(self, pos: Optional[str] = None) -> List[Synset]:
        """NLTK's ``wn.all_synsets(pos=None)`` as a list, in data-file order."""
    def all_lemma_names(self, pos: Optional[str] = None) -> List[str]:
        """NLTK's ``wn.all_lemma_names(pos=None)`` as a list."""
    def morphy(self, form: str, pos: Optional[str] = None) -> Optional[str]:
        """NLTK's ``wn.morphy(form, pos=None)``: the first base form, or None."""
    def _morphy(self, form: str, pos: str) -> List[str]:
        """NLTK's ``wn._morphy(form, pos)``: every base form, the form itself first."""
    def ic(self, corpus: Union[str, Iterable[str]], weight_senses_equally: bool = False,
           smoothing: float = 1.0) -> InformationContent:
        """NLTK's ``wn.ic(corpus, ...)`` from a text (wordpunct tokens) or an iterable of words."""
    def ic_file(self, path: Union[str, PathLike[str]]) -> InformationContent:
        """NLTK's ``wordnet_ic.ic(file)``: an ``ic-*.dat`` file."""
    def ic_from_tag_counts(self, smoothing: float = 1.0) -> InformationContent:
        """Information content from WordNet's own sense tag counts."""
    def _similarity_matrix(self, a: Sequence[Union[Synset, str]],
                           b: Sequence[Union[Synset, str]], measure: str,
                           ic: Optional[InformationContent] = None,
                           simulate_root: bool = True, nan: bool = False) -> bytearray:
        """The raw float64 bytes of ``wordgames.wordnet.similarity_matrix``."""
    def synsets_many(self, words: Sequence[str],
                     pos: Optional[Union[str, Sequence[str]]] = None) -> List[List[Synset]]:
        """``synsets`` of each word, one list per word."""
    def morphy_many(self, forms: Sequence[str],
                    pos: Optional[Union[str, Sequence[str]]] = None) -> List[Optional[str]]:
        """``morphy`` of each form, None where it has no base form."""

class InformationContent:
    """Counts for every synset and the information content they give: NLTK's IC dictionary."""

    def information_content(self, synset: Synset) -> float:
        """``-ln(count / root count)``; 1e300 for a count of 0, as NLTK."""
    def count(self, synset: Synset) -> float:
        """The synset's count (smoothing included)."""

class Synset:
    """A synset: NLTK's ``Synset``. Equal when the same synset of the same WordNet; ordered
    by name, as NLTK's."""

    def _wordnet(self) -> WordNet: ...
    def __reduce__(self) -> Tuple[Callable[[str, str], Synset], Tuple[str, str]]: ...
    def name(self) -> str:
        """NLTK's name, ``dog.n.01``."""
    def pos(self) -> str:
        """``n``, ``v``, ``a``, ``s`` (adjective satellite) or ``r``."""
    def offset(self) -> int:
        """The byte offset of its line in its data file."""
    def lexname(self) -> str:
        """Its lexicographer file, ``noun.animal``."""
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
        """NLTK's ``hypernyms()``: the targets of this synset's synset-level pointers."""
    def instance_hypernyms(self) -> List[Synset]:
        """NLTK's ``instance_hypernyms()``: the targets of this synset's synset-level pointers."""
    def hyponyms(self) -> List[Synset]:
        """NLTK's ``hyponyms()``: the targets of this synset's synset-level pointers."""
    def instance_hyponyms(self) -> List[Synset]:
        """NLTK's ``instance_hyponyms()``: the targets of this synset's synset-level pointers."""
    def member_holonyms(self) -> List[Synset]:
        """NLTK's ``member_holonyms()``: the targets of this synset's synset-level pointers."""
    def substance_holonyms(self) -> List[Synset]:
        """NLTK's ``substance_holonyms()``: the targets of this synset's synset-level pointers."""
    def part_holonyms(self) -> List[Synset]:
        """NLTK's ``part_holonyms()``: the targets of this synset's synset-level pointers."""
    def member_meronyms(self) -> List[Synset]:
        """NLTK's ``member_meronyms()``: the targets of this synset's synset-level pointers."""
    def substance_meronyms(self) -> List[Synset]:
        """NLTK's ``substance_meronyms()``: the targets of this synset's synset-level pointers."""
    def part_meronyms(self) -> List[Synset]:
        """NLTK's ``part_meronyms()``: the targets of this synset's synset-level pointers."""
    def topic_domains(self) -> List[Synset]:
        """NLTK's ``topic_domains()``: the targets of this synset's synset-level pointers."""
    def in_topic_domains(self) -> List[Synset]:
        """NLTK's ``in_topic_domains()``: the targets of this synset's synset-level pointers."""
    def region_domains(self) -> List[Synset]:
        """NLTK's ``region_domains()``: the targets of this synset's synset-level pointers."""
    def in_region_domains(self) -> List[Synset]:
        """NLTK's ``in_region_domains()``: the targets of this synset's synset-level pointers."""
    def usage_domains(self) -> List[Synset]:
        """NLTK's ``usage_domains()``: the targets of this synset's synset-level pointers."""
    def in_usage_domains(self) -> List[Synset]:
        """NLTK's ``in_usage_domains()``: the targets of this synset's synset-level pointers."""
    def attributes(self) -> List[Synset]:
        """NLTK's ``attributes()``: the targets of this synset's synset-level pointers."""
    def entailments(self) -> List[Synset]:
        """NLTK's ``entailments()``: the targets of this synset's synset-level pointers."""
    def causes(self) -> List[Synset]:
        """NLTK's ``causes()``: the targets of this synset's synset-level pointers."""
    def also_sees(self) -> List[Synset]:
        """NLTK's ``also_sees()``: the targets of this synset's synset-level pointers."""
    def verb_groups(self) -> List[Synset]:
        """NLTK's ``verb_groups()``: the targets of this synset's synset-level pointers."""
    def similar_tos(self) -> List[Synset]:
        """NLTK's ``similar_tos()``: the targets of this synset's synset-level pointers."""
    def root_hypernyms(self) -> List[Synset]:
        """NLTK's ``root_hypernyms()``: the tops of its hypernym hierarchy (itself if none)."""
    def hypernym_paths(self) -> List[List[Synset]]:
        """NLTK's ``hypernym_paths()``: every path from a root down to this synset."""
    def min_depth(self) -> int:
        """NLTK's ``min_depth()``: the length of its shortest hypernym path."""
    def max_depth(self) -> int:
        """NLTK's ``max_depth()``: the length of its longest hypernym path."""
    def common_hypernyms(self, other: Synset) -> List[Synset]:
        """NLTK's ``common_hypernyms(other)`` (by id here; NLTK's order is a set's)."""
    def lowest_common_hypernyms(self, other: Synset, simulate_root: bool = False,
                                use_min_depth: bool = False) -> List[Union[Synset, RootSynset]]:
        """NLTK's ``lowest_common_hypernyms``, sorted by name; with ``simulate_root``, NLTK's
        simulated root is ``ROOT`` (named ``*ROOT*``, first)."""
    def hypernym_distances(self, simulate_root: bool = False
                           ) -> Set[Tuple[Union[Synset, RootSynset], int]]:
        """NLTK's ``hypernym_distances()``: every (hypernym, distance), itself at 0; with
        ``simulate_root``, (``ROOT``, one more than the greatest distance) too."""
    def shortest_path_distance(self, other: Synset, simulate_root: bool = False) -> Optional[int]:
        """NLTK's ``shortest_path_distance``: edges over hypernyms, None without a path."""
    def closure(self, rel: Callable[[Synset], Iterable[Synset]], depth: int = -1) -> List[Synset]:
        """NLTK's ``closure(rel, depth=-1)``: breadth first, each synset once, not itself."""
    def path_similarity(self, other: Synset, verbose: bool = False,
                        simulate_root: bool = True) -> Optional[float]:
        """NLTK's ``path_similarity``: 1 / (shortest path + 1)."""
    def lch_similarity(self, other: Synset, verbose: bool = False,
                       simulate_root: bool = True) -> Optional[float]:
        """NLTK's ``lch_similarity`` (Leacock-Chodorow); ``WordNetError`` for two parts of speech."""
    def wup_similarity(self, other: Synset, verbose: bool = False,
                       simulate_root: bool = True) -> Optional[float]:
        """NLTK's ``wup_similarity`` (Wu-Palmer)."""
    def res_similarity(self, other: Synset, ic: InformationContent, verbose: bool = False) -> float:
        """NLTK's ``res_similarity`` (Resnik)."""
    def jcn_similarity(self, other: Synset, ic: InformationContent, verbose: bool = False) -> float:
        """NLTK's ``jcn_similarity`` (Jiang-Conrath)."""
    def lin_similarity(self, other: Synset, ic: InformationContent, verbose: bool = False) -> float:
        """NLTK's ``lin_similarity``."""
    def __hash__(self) -> int: ...
    def __eq__(self, other: object) -> bool: ...
    def __lt__(self, other: Synset) -> bool: ...

class Lemma:
    """A lemma: NLTK's ``Lemma``, one word of one synset."""

    def _wordnet(self) -> WordNet: ...
    def __reduce__(self) -> Tuple[Callable[[str, str], Lemma], Tuple[str, str]]: ...
    def name(self) -> str:
        """The lemma as the data file writes it (``Canis_familiaris``)."""
    def synset(self) -> Synset:
        """Its synset."""
    def key(self) -> str:
        """Its sense key, ``dog%1:05:00::``, as NLTK computes it from the data file (``Sun`` of
        ``sun.n.01`` is ``sun%1:17:02::``, where ``index.sense`` lists ``sun%1:17:00::`` once)."""
    def count(self) -> int:
        """Its tag count (needs ``index.sense``)."""
    def lang(self) -> str:
        """``eng``."""
    def syntactic_marker(self) -> Optional[str]:
        """An adjective's marker, ``(p)``, ``(a)`` or ``(ip)``."""
    def frame_ids(self) -> List[int]:
        """The numbers of its verb frames."""
    def frame_strings(self) -> List[str]:
        """Its verb frames with the lemma filled in."""
    def antonyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.antonyms()``."""
    def derivationally_related_forms(self) -> List[Lemma]:
        """NLTK's ``Lemma.derivationally_related_forms()``."""
    def pertainyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.pertainyms()``."""
    def hypernyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.hypernyms()``: the targets of this lemma's lemma-level pointers."""
    def instance_hypernyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.instance_hypernyms()``: the targets of this lemma's lemma-level pointers."""
    def hyponyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.hyponyms()``: the targets of this lemma's lemma-level pointers."""
    def instance_hyponyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.instance_hyponyms()``: the targets of this lemma's lemma-level pointers."""
    def member_holonyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.member_holonyms()``: the targets of this lemma's lemma-level pointers."""
    def substance_holonyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.substance_holonyms()``: the targets of this lemma's lemma-level pointers."""
    def part_holonyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.part_holonyms()``: the targets of this lemma's lemma-level pointers."""
    def member_meronyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.member_meronyms()``: the targets of this lemma's lemma-level pointers."""
    def substance_meronyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.substance_meronyms()``: the targets of this lemma's lemma-level pointers."""
    def part_meronyms(self) -> List[Lemma]:
        """NLTK's ``Lemma.part_meronyms()``: the targets of this lemma's lemma-level pointers."""
    def topic_domains(self) -> List[Lemma]:
        """NLTK's ``Lemma.topic_domains()``: the targets of this lemma's lemma-level pointers."""
    def in_topic_domains(self) -> List[Lemma]:
        """NLTK's ``Lemma.in_topic_domains()``: the targets of this lemma's lemma-level pointers."""
    def region_domains(self) -> List[Lemma]:
        """NLTK's ``Lemma.region_domains()``: the targets of this lemma's lemma-level pointers."""
    def in_region_domains(self) -> List[Lemma]:
        """NLTK's ``Lemma.in_region_domains()``: the targets of this lemma's lemma-level pointers."""
    def usage_domains(self) -> List[Lemma]:
        """NLTK's ``Lemma.usage_domains()``: the targets of this lemma's lemma-level pointers."""
    def in_usage_domains(self) -> List[Lemma]:
        """NLTK's ``Lemma.in_usage_domains()``: the targets of this lemma's lemma-level pointers."""
    def attributes(self) -> List[Lemma]:
        """NLTK's ``Lemma.attributes()``: the targets of this lemma's lemma-level pointers."""
    def entailments(self) -> List[Lemma]:
        """NLTK's ``Lemma.entailments()``: the targets of this lemma's lemma-level pointers."""
    def causes(self) -> List[Lemma]:
        """NLTK's ``Lemma.causes()``: the targets of this lemma's lemma-level pointers."""
    def also_sees(self) -> List[Lemma]:
        """NLTK's ``Lemma.also_sees()``: the targets of this lemma's lemma-level pointers."""
    def verb_groups(self) -> List[Lemma]:
        """NLTK's ``Lemma.verb_groups()``: the targets of this lemma's lemma-level pointers."""
    def similar_tos(self) -> List[Lemma]:
        """NLTK's ``Lemma.similar_tos()``: the targets of this lemma's lemma-level pointers."""
    def __hash__(self) -> int: ...
    def __eq__(self, other: object) -> bool: ...
    def __lt__(self, other: Lemma) -> bool: ...
