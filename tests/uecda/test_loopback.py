"""Our five clients against our server on 127.0.0.1, and the client's view rebuilt from the tables."""
import pytest

from game.bots import make_bot

from .helpers import ClientThread, ServerThread, totals


class Recorder:
    """Wraps a bot and keeps every view it was shown."""

    def __init__(self, bot) -> None:
        self.bot, self.views = bot, []

    def choose(self, view):
        self.views.append(view)
        return self.bot.choose(view)


GAMES = 50  # a match of this many games in each part: 200 games in all, in parts the test workers share out


@pytest.mark.parametrize("seed", [3, 4, 5, 6])
def test_five_clients_play_a_few_hundred_games(seed):
    """Issue 11 item 4: a few hundred games (four matches of ``GAMES``), no rejected play, no hang,
    tndhms's totals layout."""
    games = GAMES
    server = ServerThread(games, seed=seed)
    clients = [ClientThread(server.port, f"bot{i}", "beginner", seed=i) for i in range(5)]
    stats = [c.finish() for c in clients]
    lines = server.finish()
    assert lines[-1] == "All games are overed "
    assert sum(1 for line in lines if line.startswith("================ game ")) == games
    assert sum(totals(lines)) == 15 * games  # 5 + 4 + 3 + 2 + 1 a game
    assert all(s.games == games and s.rejected == 0 for s in stats)
    assert server.server.rejected == [0] * 5


def test_the_client_sees_what_the_engine_sees():
    """Item 2: the view rebuilt from the tables offers exactly the moves the server's engine allows."""
    server = ServerThread(12, seed=8)
    seen: list[list] = [[] for _ in range(5)]
    real_read = server.server._read

    def read(p, what):  # runs on the server thread, just before it reads seat p's decision
        hand = server.server_hand()
        swaps = {(g, r, tuple(c)) for g, r, c in hand.transfers if p in (g, r)}
        seen[p].append((set(hand.legal_moves()), hand.table, hand.locked_suits, sorted(hand.passed), swaps))
        return real_read(p, what)

    server.server._read = read
    real_game = server.server._game

    def game(match, started):
        server.server_hand = lambda: match.hand
        return real_game(match, started)

    server.server._game = game
    bots = [Recorder(make_bot(spec, seed=i)) for i, spec in enumerate(["medium", "medium", "beginner",
                                                                       "medium", "beginner"])]
    clients = [ClientThread(server.port, f"m{i}", bot=bots[i]) for i in range(5)]
    for c in clients:
        c.finish()
    server.finish()
    for bot in bots:
        mine = seen[bot.views[0].seat]  # the accept order names the player: read it from the view
        assert len(mine) == len(bot.views)
        for (legal, table, locked, passed, swaps), view in zip(mine, bot.views):
            assert set(view.legal) == legal
            assert view.table == table and view.locked_suits == locked
            assert list(view.passed) == passed
            assert {(g, r, tuple(c)) for g, r, c in view.exchanges} <= swaps  # what the tables reveal
    assert any(view.exchanges for bot in bots for view in bot.views)
