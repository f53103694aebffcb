"""A real evening: the lobby, a friend away on their turn (the CPU plays for them after the grace
period, and they take their seat back), a friend who leaves between hands, and the host quitting."""
import asyncio

import pytest

from game.app import testing as T
from game.table.screens.handoff_scene import TableMenu
from game.table.view.table_view import TableView

from game.net.host.hosting import HostedTable
from game.net.host.room import FRIEND, SeatTaken, TableStarted
from tests.net.clients import RULES, Device, hosting, play_out, seated, ticking

KINDS = (FRIEND, FRIEND, "beginner", "beginner")


def _status_of(seat: int, words: str):
    """Picks the first view that shows ``words`` beside ``seat``'s name."""
    return lambda message: message["type"] == "view" and message["view"]["status"][seat] == words


def test_the_lobby_shows_every_seat_and_an_empty_friend_seat_may_go_to_a_bot():
    async def run():
        async with hosting(kinds=(FRIEND, FRIEND, FRIEND, "beginner")) as (_server, table, port):
            [ann] = [await Device.open(port)]
            await ann.join(table.code, "Ann")
            lobby = table.lobby()
            assert [s["kind"] for s in lobby] == ["friend", "friend", "friend", "bot"]
            assert lobby[0] == {"kind": "friend", "name": "Ann", "portrait": "You", "joined": True, "connected": True}
            assert not lobby[1]["joined"] and not table.full
            with pytest.raises(SeatTaken):
                table.give_to_bot(0)  # Ann sits there
            table.give_to_bot(1)
            assert table.lobby()[1]["kind"] == "bot"
            session = table.start()  # seat 2, which nobody took, goes to a bot too
            assert [s.is_human for s in session.seats] == [True, False, False, False]
            assert session.seats[0].name == "Ann"
            with pytest.raises(TableStarted):
                table.start()
            with pytest.raises(TableStarted):
                table.give_to_bot(2)
            await ann.close()
    asyncio.run(run())


def test_a_friend_away_on_their_turn_is_played_by_the_cpu_after_the_grace_and_takes_the_seat_back():
    async def run():
        async with hosting(kinds=KINDS, grace=0.2) as (_server, table, port):
            ann, bo = await seated(table, port, ["Ann", "Bo"])
            seat, secret = ann.seat, ann.secret
            await ann.close()  # gone before the first move: the table plays on until it is their turn
            async with ticking(table):
                await play_out(bo, table, stop=_status_of(seat, "CPU playing"))  # every device is shown it
                assert seat in table.session.standins
                back = await Device.open(port)
                await back.join(table.code, "Ann", secret=secret)
                assert back.seat == seat
                view = (await back.until("view"))["view"]
                assert view["seat"] == seat and view["names"][seat] == "Ann"
                for _ in range(1000):  # the CPU makes the move of the turn that waited past the grace, then
                    if view["status"][seat] == "":  # the seat is theirs (a rejoin never restarts a turn's clock)
                        break
                    view = (await back.until("view"))["view"]
                assert view["status"][seat] == "" and seat not in table.session.standins  # taken back
                await asyncio.gather(play_out(back, table), play_out(bo, table))
            assert table.session.match.is_over
            for device in (back, bo):
                await device.close()
    asyncio.run(run())


def test_a_friend_who_leaves_between_hands_leaves_the_seat_to_the_cpu():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            ann, bo = await seated(table, port, ["Ann", "Bo"])
            async with ticking(table):
                first_hand = await asyncio.gather(
                    play_out(ann, table, stop=lambda m: m["type"] == "result"),
                    play_out(bo, table, stop=lambda m: m["type"] == "result"))
                await ann.send(type="bye")
                assert (await ann.until("bye"))["reason"] == "bye"
                await play_out(bo, table)
            assert all(n > 0 for n in first_hand)
            assert table.session.match.is_over and ann.seat in table.session.standins
            assert len(table.session.match.results) == RULES.rounds
            assert table.session.seats[ann.seat].name == "Ann"  # the records and the replay keep the name
            await bo.close()
    asyncio.run(run())


def test_closing_the_table_tells_every_device_the_host_quit():
    async def run():
        table = HostedTable(RULES, list(KINDS), 1, bind="127.0.0.1")
        devices = [await Device.open(table.port) for _ in range(2)]
        for device, name in zip(devices, ["Ann", "Bo"], strict=True):
            await device.join(table.code, name)
        assert (table.address, table.url) == ("127.0.0.1", f"http://127.0.0.1:{table.port}/?room={table.code}")
        table.start()
        await asyncio.to_thread(table.close)  # its own server's stop waits for these devices' answers
        for device in devices:
            assert (await device.until("bye"))["reason"] == "host quit"
        with pytest.raises(OSError):  # nothing listens any more
            await Device.open(table.port)
    asyncio.run(run())


def test_a_table_needs_a_friend_and_known_bots():
    with pytest.raises(ValueError):
        HostedTable(RULES, ["beginner"] * 4)
    with pytest.raises(ValueError):
        HostedTable(RULES, [FRIEND, "genius", "beginner", "beginner"])


def test_a_table_with_no_seat_at_the_host_shows_no_friends_hand_on_its_screen():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            devices = await seated(table, port, ["Ann", "Bo"])
            session = table.session
            assert session.viewer == 0 and not session.hand_visible()  # seat 0 is Ann's, on her phone
            assert not session.here(0)  # and the host's keys, mouse and pad never play it (TableView.my_turn)
            app = T.headless_app()
            view = TableView(app, session)
            assert not view.private_ok(0, 1) and not view.private_ok(1, 0)  # her tax and gives fly face down
            labels = [row.label for row in TableMenu(app, session).menu.rows]
            assert not {"Pass this trick", "Pass when I can't play"} & set(labels)  # her switches are on her phone
            assert not [label for label in labels if label.startswith("Bot plays")]
            app.shutdown()
            for device in devices:
                await device.close()
    asyncio.run(run())
