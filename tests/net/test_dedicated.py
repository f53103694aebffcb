"""The dedicated server: its command line, and a room played headless from a level file."""
import asyncio

import pytest

from game.net import dedicated
from game.net.host.room import FRIEND
from tests.net.clients import Device, play_out

LEVEL = """
name = "Test Table"
intro = "A short table for the test."
seats = 3
[rules]
preset = "classic"
rounds = 1
target_points = 0
[goal]
type = "win"
[[opponents]]
name = "Mika"
portrait = "Mika"
strength = "beginner"
[[opponents]]
name = "Taro"
portrait = "Taro"
strength = "beginner"
"""


def test_the_command_line_names_rooms_by_preset_or_level_file(tmp_path):
    level = tmp_path / "table.toml"
    level.write_text(LEVEL, encoding="utf-8")
    args = dedicated.parse_args(["--port", "0", "--bind", "127.0.0.1", "--room", "jda", "--room", "classic:2",
                                 "--room", str(level)])
    assert (args.port, args.bind) == (0, "127.0.0.1")
    jda, classic, table = args.rooms
    assert set(jda.kinds) == {FRIEND} and len(jda.kinds) == jda.rules.seats
    assert classic.kinds == (FRIEND, FRIEND, dedicated.BOTS, dedicated.BOTS)
    assert table.kinds == (FRIEND, "beginner", "beginner") and table.configs[1].name == "Mika"
    assert table.rules.rounds == 1
    assert [r.name for r in dedicated.parse_args([]).rooms] == ["classic"]


@pytest.mark.parametrize("argv", [["--room", "poker"], ["--room", "classic:9"], ["--room", "classic:x"],
                                  ["--port", "70000"], ["--room", "missing/level.toml"]])
def test_a_room_or_port_that_cannot_be_hosted_is_refused_by_name(argv, capsys):
    with pytest.raises(SystemExit):
        dedicated.parse_args(argv)
    assert "daifugo-server" in capsys.readouterr().err


def test_a_room_is_played_headless_on_the_servers_loop(tmp_path):
    level = tmp_path / "table.toml"
    level.write_text(LEVEL, encoding="utf-8")
    server = dedicated.Dedicated([dedicated.room_spec(str(level)), dedicated.room_spec("classic")],
                                 "127.0.0.1", 0, tick_seconds=0.001, per_second=1e6)
    lines = server.start()
    try:
        assert len(lines) == 2 and all(line.split()[1].endswith(f"?room={line.split()[0]}") for line in lines)
        table = server.tables[0]

        async def run():
            device = await Device.open(server.server.address[1])
            await device.join(table.code, "Ann")
            moves = await play_out(device, table)
            await device.close()
            return moves

        assert asyncio.run(run()) > 0
        assert table.session.match.is_over and table.session.seats[0].name == "Ann"
        assert server.tables[1].session is None  # nobody came to the classic room: it waits
    finally:
        server.stop()


def test_the_names_a_proxy_forwards_are_given_on_the_command_line():
    args = dedicated.parse_args(["--public-host", "daifugo.example.com", "--public-host", "play.example"])
    assert args.public == ["daifugo.example.com", "play.example"]
    server = dedicated.Dedicated(args.rooms, "127.0.0.1", 0, public=args.public)
    assert {"daifugo.example.com", "play.example", "localhost"} <= server.server.gate.names


def test_a_room_that_fails_stands_still_and_the_others_tick_on(monkeypatch, caplog):
    """One task ticks every room: a room whose tick raises is said in the log and left out, and the
    next room is still ticked."""
    import threading

    server = dedicated.Dedicated([dedicated.room_spec("classic")] * 2, "127.0.0.1", 0, tick_seconds=0.001)
    calls = {"broken": 0, "other": 0}
    ticked = threading.Event()

    def fail():
        calls["broken"] += 1
        raise RuntimeError("a broken room")

    def tick():
        calls["other"] += 1
        if calls["other"] > 5:
            ticked.set()

    server.start()
    try:
        broken, other = server.tables
        monkeypatch.setattr(broken, "tick", fail)
        monkeypatch.setattr(other, "tick", tick)
        assert ticked.wait(timeout=30), "the other room stopped ticking"
    finally:
        server.stop()
    assert calls["broken"] == 1
    assert any("stopped" in r.getMessage() and broken.code in r.getMessage() for r in caplog.records)
