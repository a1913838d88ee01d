"""A Wordle study on the classic lists: the openers' table, and the distribution of guesses.

    python examples/wordle_study.py [N] [OUT_DIR]

Takes the N best openers by entropy (default 5), and for each prints its entropy, its parts and
largest part, and the exact optimal play after it (total guesses over the 2,315 answers, the
average, the worst case, from `solve_with_first`), in normal and hard mode (where some openers
cannot solve every answer within six guesses). Then prints the distribution of guesses of the
best of them that works in both modes and saves it as a bar chart,
OUT_DIR/wordle_study.png (OUT_DIR: the system's temporary directory by default), when
matplotlib is installed.
"""
import sys
import time

from _study import arguments, plot
from wordgames import wordle


def main():
    n, out_dir = arguments(5)
    start = time.perf_counter()
    ranked = wordle.rank(limit=n)
    rows = []
    for r in ranked:
        normal = wordle.solve_with_first(r.guess).stats
        try:
            hard = wordle.solve_with_first(r.guess, hard=True).stats
        except wordle.WordleError as e:
            if not str(e).startswith("no strategy solves every answer"):
                raise  # a budget exhausted, say: not a property of the opener
            hard = None  # some answers need more than six guesses in hard mode
        rows.append((r, normal, hard))

    print(f"The {n} best openers by entropy, and the exact optimal play after each "
          f"({normal.answers} answers):")
    print(f"{'opener':<8}{'entropy':>9}{'parts':>7}{'largest':>9}"
          f"{'total':>8}{'average':>9}{'max':>5}{'hard total':>12}{'average':>9}{'max':>5}")
    for r, s, h in rows:
        hard_cells = (f"{h.total:>12}{h.average:>9.4f}{h.max:>5}" if h is not None
                      else f"{'over six':>12}{'-':>9}{'-':>5}")
        print(f"{r.guess:<8}{r.entropy:>9.4f}{r.parts:>7}{r.largest:>9}"
              f"{s.total:>8}{s.average:>9.4f}{s.max:>5}" + hard_cells)
    print("(hard: 'over six' where no strategy solves every answer within six guesses)")

    both = [row for row in rows if row[2] is not None] or rows
    best_r, best, best_hard = min(both, key=lambda row: row[1].total)
    if best_hard is None:  # no opener of the table works in hard mode: show normal mode only
        best_hard = wordle.Stats(best.answers, 0, 0, 0, ())
    print(f"\nThe distribution of guesses after {best_r.guess}, played optimally:")
    print(f"{'guesses':>8}{'normal':>8}{'hard':>8}")
    longest = max(len(best.histogram), len(best_hard.histogram))
    hist = list(best.histogram) + [0] * (longest - len(best.histogram))
    hist_hard = list(best_hard.histogram) + [0] * (longest - len(best_hard.histogram))
    for i, (a, b) in enumerate(zip(hist, hist_hard)):
        print(f"{i + 1:>8}{a:>8}{b:>8}")
    print(f"(computed in {time.perf_counter() - start:.1f} s)", file=sys.stderr)

    def draw(ax):
        xs = range(1, longest + 1)
        ax.bar([x - 0.2 for x in xs], hist, width=0.4, label=f"normal (total {best.total})")
        ax.bar([x + 0.2 for x in xs], hist_hard, width=0.4,
               label=f"hard (total {best_hard.total})")

    plot(out_dir, "wordle_study.png", (6, 4), draw,
         title=f"Wordle: optimal play after {best_r.guess.upper()}", ylabel="answers",
         xlabel="guesses")


if __name__ == "__main__":
    main()
