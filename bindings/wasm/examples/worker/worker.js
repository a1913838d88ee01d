// A Web Worker that generates and solves Letter Boxed boards off the page's thread.
//
// Messages in:  {type: "generate", seed}        a board with its par (the generator's budget ends it)
//               {type: "solve", board, maxWords} the exact solve, one word count at a time
// Messages out: {type: "progress", text, step, steps}, {type: "done", result},
//               {type: "error", message}
// Cancelling is terminating the worker (worker.terminate()): the page starts a new one.
import init, { LetterBoxedGenerator, LetterBoxedSolver } from "../../pkg/wordgames.js";

const ready = init();

self.onmessage = async (event) => {
  await ready;
  const job = event.data;
  try {
    if (job.type === "generate") {
      self.postMessage({ type: "progress", text: "dealing a board", step: 0, steps: 1 });
      const generator = new LetterBoxedGenerator();
      const puzzle = generator.generate(BigInt(job.seed));
      generator.free();
      self.postMessage({ type: "done", result: puzzle });
    } else if (job.type === "solve") {
      const maxWords = job.maxWords ?? 6;
      self.postMessage({ type: "progress", text: "collecting the playable words", step: 0, steps: maxWords + 1 });
      const solver = new LetterBoxedSolver(job.board);
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
      self.postMessage({ type: "done", result: { board: job.board, best: best ?? null, maxWords } });
    }
  } catch (e) {
    self.postMessage({ type: "error", message: e.message });
  }
};
