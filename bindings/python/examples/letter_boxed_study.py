"""A Letter Boxed study: how par varies over a year of daily boards.

    python examples/letter_boxed_study.py [YEAR] [OUT_DIR]

Generates the daily board of every date of YEAR (default 2026) and prints, month by month, how
many boards have par 1, 2, 3 (the daily generator builds boards from chains of at most three
common words), the mean par, and the median number of two-word solutions found by the exact
solver; then lists the boards above par 2. Saves the two-word solutions of each day as a plot, coloured by par,
OUT_DIR/letter_boxed_study.png (OUT_DIR: the system's temporary directory by default), when
matplotlib is installed.
"""
import calendar
import collections
import datetime
import statistics
import sys
import time

from _study import arguments, plot
from wordgames import letter_boxed


def main():
    year, out_dir = arguments(2026)
    start = time.perf_counter()
    day = datetime.date(year, 1, 1)
    days = []
    while day.year == year:
        puzzle = letter_boxed.generate(date=day)
        two = len(letter_boxed.solve(puzzle.board).two_word_solutions)
        days.append((day, puzzle, two))
        day += datetime.timedelta(days=1)

    pars = sorted({p.par for _, p, _ in days})
    print(f"Letter Boxed, the daily boards of {year}: par by month")
    print(f"{'month':<6}" + "".join(f"{'par ' + str(p):>8}" for p in pars)
          + f"{'mean par':>10}{'median two-word':>17}")
    for month in range(1, 13):
        these = [(p, two) for d, p, two in days if d.month == month]
        counts = collections.Counter(p.par for p, _ in these)
        mean = sum(p.par for p, _ in these) / len(these)
        median_two = statistics.median(two for _, two in these)
        print(f"{calendar.month_abbr[month]:<6}" + "".join(f"{counts[p]:>8}" for p in pars)
              + f"{mean:>10.2f}{median_two:>17.1f}")
    counts = collections.Counter(p.par for _, p, _ in days)
    print(f"{'year':<6}" + "".join(f"{counts[p]:>8}" for p in pars)
          + f"{sum(p.par for _, p, _ in days) / len(days):>10.2f}"
          + f"{statistics.median(two for *_, two in days):>17.1f}")
    low = min(pars)
    print(f"\nThe boards above par {low}:")
    for d, p, two in days:
        if p.par > low:
            print(f"  {d}  {p.board}  par {p.par}  {' '.join(p.solution)}")
    print(f"({len(days)} boards generated and solved in {time.perf_counter() - start:.1f} s)",
          file=sys.stderr)

    def draw(ax):
        for p in pars:
            xs = [d for d, q, _ in days if q.par == p]
            ys = [two for _, q, two in days if q.par == p]
            ax.scatter(xs, ys, s=8, label=f"par {p}")
        ax.set_yscale("symlog")

    plot(out_dir, "letter_boxed_study.png", (9, 3.5), draw,
         title=f"Letter Boxed daily boards, {year}", ylabel="two-word solutions")


if __name__ == "__main__":
    main()
