"""The exact opener ranking on one process, and over Dask LocalClusters of one and two workers.

    python benches/openers_dask.py [ANSWER_STEP] [GUESS_STEP] [TOP]

On a sub-instance of the classic lists (every ANSWER_STEP-th answer, default 4, and every
GUESS_STEP-th guess, default 10, the answers always allowed), times `rank_openers` in this
process, then `rank_openers_distributed` on a `LocalCluster` of one worker and of two (one
thread each; each shard runs on rayon's pool of every core and rebuilds the lists' feedback
table from the pickled lists), wall time, the cluster started beforehand. Checks that the three tops are equal. Figures in docs/BENCHMARKS.md.
"""
import sys
import time

from dask.distributed import Client, LocalCluster

from wordgames import wordle


def main():
    answer_step = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    guess_step = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    classic = wordle.Wordle.classic()
    game = wordle.Wordle(classic.answers()[::answer_step], classic.guesses()[::guess_step])
    print(f"{len(game.answers())} answers, {len(game.guesses())} guesses, top {top}")

    t = time.perf_counter()
    one = wordle.rank_openers(top=top, wordle=game)
    print(f"in process:      {time.perf_counter() - t:7.2f} s  {[str(o) for o in one[:3]]}")
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                          host="127.0.0.1", dashboard_address=None) as cluster, \
                Client(cluster) as client:
            t = time.perf_counter()
            merged = wordle.rank_openers_distributed(client, shards=workers, top=top, wordle=game)
            took = time.perf_counter() - t
        assert merged[:top] == one[:top]
        print(f"{workers} worker(s):     {took:7.2f} s  {[str(o) for o in merged[:3]]}")


if __name__ == "__main__":
    main()
