// A TypeScript consumer of the npm package as installed: check.sh type-checks it with
// `tsc --noEmit` under the default options and under `--strict`. It is not run; it proves that
// the declarations need no `skipLibCheck` or `lib` setting and that results have declared types.
import init, {
  Lexicon,
  LetterBoxedGenerator,
  LetterBoxedSolver,
  type LetterBoxedPuzzle,
  type ReadReport,
  type GradedWord,
  usePageLexicon,
  pageEditionJson,
} from "wordgames";

// Neither `async` nor BigInt literals: the default target (ES5) has no Promise constructor or
// BigInt values; the seed comes in as a bigint.
export function bokmal(file: Uint8Array, seed: bigint): PromiseLike<string[]> {
  return init().then(() => play(file, seed));
}

function play(file: Uint8Array, seed: bigint): string[] {
  const words: Lexicon = Lexicon.fromWords(["blåbær", "rynket", "tøys"], { lang: "nb" });
  const found: GradedWord[] = words.matching("bl?b?r");
  const list: Lexicon = Lexicon.fromBytes(file, { lang: "nb", encoding: "detect", lenient: true });
  const report: ReadReport | undefined = list.readReport();
  const notes: string[] = report ? report.notes : [];
  const generator = LetterBoxedGenerator.inLexicon(list, undefined, undefined);
  const puzzle: LetterBoxedPuzzle = generator.generate(seed);
  const solver = LetterBoxedSolver.inLexicon(puzzle.board, list);
  const best: string[] | undefined = solver.best(3);
  const letters: number = puzzle.sides.join("").length;
  return found.map((w) => w.word).concat(notes, best ?? [], [String(letters), list.lang, words.lang]);
}

// The web app's page in a server's language: its lexicon, spellings and frequencies as the
// server sends them (`/lexicon.fst`, `/lexicon.spellings`, `/lexicon.frequencies`).
export function serversLanguage(lexicon: Uint8Array, spellings: Uint8Array | undefined,
    frequencies: Uint8Array | undefined, today: string): string {
  usePageLexicon(lexicon, "nb", false, spellings, frequencies);
  return pageEditionJson(today, today);
}
