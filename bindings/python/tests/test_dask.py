"""The exact opener ranking over a Dask cluster: a `LocalCluster` of two worker processes on a
sub-instance of the classic lists gives the one-process ranking."""
import pytest

distributed = pytest.importorskip("dask.distributed")

from wordgames import wordle


def test_two_workers_give_the_one_process_ranking():
    classic = wordle.Wordle.classic()
    game = wordle.Wordle(classic.answers()[::12], classic.guesses()[::60])
    top = 5
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        for hard in (False, True):
            merged = wordle.rank_openers_distributed(client, top=top, hard=hard, wordle=game)
            one = wordle.rank_openers(top=top, hard=hard, wordle=game)
            assert merged[:top] == one[:top]
            assert all(o.exact for o in merged[:top])
            assert len(merged) == len(one) == len(game.guesses())
        # More shards than workers, and the classic game by its pickled name.
        four = wordle.rank_openers_distributed(client, shards=4, top=top, wordle=game)
        assert four[:top] == wordle.rank_openers(top=top, wordle=game)[:top]
        assert client.submit(lambda w: repr(w), classic).result() == "Wordle.classic()"
