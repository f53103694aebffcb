"""Nobody can work out a hosted table's hands (issue 53, case 1): every table deals from a secret seed,
two servers started alike deal differently, and the seed is named (replay, deal code) only once the
match is over."""
import asyncio

from game.engine import Match
from game.net import dedicated
from game.net.host.room import FRIEND
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from tests.net.clients import RULES, hosting, seated
from tests.net.joining import ONE_FRIEND

ROOMS = 3


def _first_hands(server: dedicated.Dedicated) -> list[list[list[int]]]:
    """Each room's first deal, as the engine deals it from the room's seed."""
    return [[sorted(hand) for hand in Match(t.rules, t.rules.seats, t.seed).hand.hands] for t in server.tables]


def test_two_servers_started_alike_deal_differently():
    args = dedicated.parse_args(["--port", "0", "--bind", "127.0.0.1"] + ["--room", "classic"] * ROOMS)
    deals = []
    for _ in range(2):
        server = dedicated.Dedicated(args.rooms, args.bind, args.port)
        try:
            server.start()
            deals.append(_first_hands(server))
            # Before: room k dealt from seed k, its place on the command line: every hand known.
            assert all(t.seed != k for k, t in enumerate(server.tables))
            assert all(t.session is None for t in server.tables)  # nothing dealt until friends sit
        finally:
            server.stop()
    first, second = deals
    every = first + second
    assert all(every[i] != every[j] for i in range(len(every)) for j in range(i))


def test_a_desktops_table_deals_from_a_secret_seed_unless_its_host_chose_the_deals():
    seeds = set()
    for _ in range(2):
        with hosting(kinds=ONE_FRIEND, seed=None) as (_server, table, _port):
            seeds.add(table.seed)
    assert len(seeds) == 2
    with hosting(kinds=ONE_FRIEND, seed=12345) as (_server, table, _port):
        assert table.seed == 12345


def test_the_seed_is_the_hosts_alone_until_the_match_is_over():
    async def run():
        async with hosting(kinds=(FRIEND, FRIEND, "beginner", "beginner"), seed=None) as (_server, table, port):
            devices = await seated(table, port, ["Ann", "Bo"])
            session = table.session
            assert session.seed_kept  # no replay written, no deal code shown, while the match is on
            if session.seed >= 10**6:  # a number that long in a message would be the seed
                assert str(session.seed) not in "".join(text for device in devices for text in device.received)
            for device in devices:
                await device.close()
    asyncio.run(run())
    at_home = Session(RULES, [SeatConfig("human", "You", "You")] + [SeatConfig("beginner", "Kiri", "Kiri")] * 3, 7)
    assert not at_home.seed_kept  # a table played at one screen shows its deal code as before
