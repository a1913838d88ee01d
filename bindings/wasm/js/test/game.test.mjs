// The built npm package in Node.js: `bash bindings/wasm/build.sh`, then
// `node --test bindings/wasm/js/test/`. Imports the ES module of pkg/ as a page would, and plays.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import * as wordgames from "../../pkg/wordgames.js";

const wasm = readFileSync(new URL("../../pkg/wordgames_bg.wasm", import.meta.url));
wordgames.initSync({ module: wasm });

test("the daily edition is the CLI's", () => {
  const edition = wordgames.edition("2026-01-01", "2026-01-01");
  assert.equal(edition.games.length, 4);
  assert.deepEqual(edition.games[0], {
    game: "letter-boxed",
    number: 1,
    seed: "13561854903421676281",
    board: "dit amp chr elo",
    sides: ["dit", "amp", "chr", "elo"],
    par: 2,
    rarest: 3.77,
  });
  assert.equal(edition.games[1].letters, "ikgnop");
  assert.deepEqual(edition.games[3].grid, ["htmp", "dsal", "oelw"]);
  const text = wordgames.editionJson("2026-11-22", "2026-11-22");
  assert.match(text, /"board":"npu ais eot clm"/);
});

test("a whole game of Letter Boxed", () => {
  const game = wordgames.LetterBoxedGame.daily("2026-01-01");
  assert.throws(() => game.play("mat"), Error);
  assert.deepEqual(game.play("proclaimed"), { Played: { left: 2 } });
  assert.deepEqual(game.play("death"), { Solved: { words: 2, par: "Made" } });
  assert.ok(game.isOver());
  game.free();
});

test("a whole game of Wordle with its share", () => {
  const game = wordgames.WordleGame.daily("2026-11-22", true);
  game.play("salet");
  assert.throws(() => game.play("xxxxx"), /xxxxx/);
  assert.equal(game.play("chest").win, true);
  assert.equal(game.status(), "Won");
  assert.equal(game.share(), "wordgames Wordle #326 (2026-11-22) 2/6*\n🟨⬛⬛🟨🟩\n🟩🟩🟩🟩🟩");
});

test("the Letter Boxed solver and the lexicon", () => {
  const solver = new wordgames.LetterBoxedSolver("dpt clr ahx bei");
  assert.equal(solver.best(6).length, 2);
  assert.throws(() => solver.best(17), /maxWords/);
  const english = wordgames.Lexicon.english();
  assert.ok(english.contains("quiz"));
  const mine = wordgames.Lexicon.fromWords(["cat", "act", "dog"]);
  assert.deepEqual(mine.anagrams("tca").map((e) => e.word), ["act", "cat"]);
  assert.throws(() => new wordgames.LetterBoxedGame("abc"));
});
