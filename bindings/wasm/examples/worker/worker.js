// A Web Worker that generates and solves Letter Boxed boards off the page's thread.
//
// Messages in:  {type: "generate", seed, lang, bytes}        a board with its par (the generator's budget ends it)
//               {type: "solve", board, maxWords, lang, bytes} the exact solve, one word count at a time
//               lang: a language tag ("nb"); bytes: a word list's file (ArrayBuffer, UTF-8 or
//               ISO-8859-1, read leniently); without bytes, the embedded English lexicon.
// Messages out: {type: "progress", text, step, steps}, {type: "done", result},
//               {type: "error", message}
// Cancelling is terminating the worker (worker.terminate()): the page starts a new one.
import init, { Lexicon, LetterBoxedGenerator, LetterBoxedSolver } from "../../pkg/wordgames.js";

const ready = init();

// The job's word list as a lexicon of its language, or undefined for the embedded English one.
function lexiconOf(job) {
  if (!job.bytes) {
    if (job.lang && job.lang !== "en") throw new Error(`choose a word list of language "${job.lang}"`);
    return undefined;
  }
  self.postMessage({ type: "progress", text: "reading the word list", step: 0, steps: 1 });
  const lexicon = Lexicon.fromBytes(new Uint8Array(job.bytes), { lang: job.lang ?? "en", lenient: true });
  self.postMessage({ type: "report", lang: lexicon.lang, words: lexicon.length, report: lexicon.readReport() });
  return lexicon;
}

self.onmessage = async (event) => {
  await ready;
  const job = event.data;
  try {
    if (job.type === "generate") {
      self.postMessage({ type: "progress", text: "dealing a board", step: 0, steps: 1 });
      const lexicon = lexiconOf(job);
      const generator = lexicon ? LetterBoxedGenerator.inLexicon(lexicon) : new LetterBoxedGenerator();
      const puzzle = generator.generate(BigInt(job.seed));
      generator.free();
      lexicon?.free();
      self.postMessage({ type: "done", result: puzzle });
    } else if (job.type === "solve") {
      const maxWords = job.maxWords ?? 6;
      self.postMessage({ type: "progress", text: "collecting the playable words", step: 0, steps: maxWords + 1 });
      const lexicon = lexiconOf(job);
      const solver = lexicon ? LetterBoxedSolver.inLexicon(job.board, lexicon) : new LetterBoxedSolver(job.board);
      let best;
      // The budget is maxWords: a hopeless board ends with "no solution within maxWords".
      for (let words = 1; words <= maxWords && !best; words++) {
        self.postMessage({
          type: "progress",
          text: `searching solutions of ${words} word${words > 1 ? "s" : ""} (${solver.wordCount()} playable words)`,
          step: words,
          steps: maxWords + 1,
        });
        best = solver.best(words);
      }
      solver.free();
      lexicon?.free();
      self.postMessage({ type: "done", result: { board: job.board, best: best ?? null, maxWords } });
    }
  } catch (e) {
    self.postMessage({ type: "error", message: e.message });
  }
};
