"""No device is ever told a card another seat holds, unless the rules hand it that card's news.

Every message each device received over whole matches is recorded, byte for byte, and
checked against the engine's hands at the moment the host sent it: a card named in a message
to seat S that another seat holds right then must be one S passed or was passed this hand
(the tax, a seven-give), the only way the rules let S know where it is. The cards a joker is
read as (``JK=7H``) name no physical card and are left out.
"""
import asyncio
import re

import pytest

from game.net.host.room import FRIEND
from game.net.wire.views import codes
from tests.net.clients import RULES, hosting, play_out, seated, ticking

CARD = re.compile(r"(?<![A-Za-z0-9=])([3-9TJQKA2][SHDC])(?![A-Za-z0-9])")
DRAWN = re.compile(r"(?<![A-Za-z0-9=])(10|[2-9JQKA])([\u2660\u2665\u2666\u2663])")  # 10♠, 7♥: words name cards so
SUIT = {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}
READING = re.compile(r"JK=[+-]?(?:10|[0-9TJQKA])?[SHDC\u2660\u2665\u2666\u2663]?")
SECRET = re.compile(r'"secret":\s*"[^"]*"')  # a seat's own key, random letters that may read "_9C-": no card


def named(text: str) -> set[str]:
    """Every card a message names, in code (7H) or as drawn (7♥), a joker's reading and the seat's secret left out."""
    text = READING.sub("JK", SECRET.sub("", text))  # the host's JSON keeps its characters as they are (no \u escapes)
    drawn = {("T" if rank == "10" else rank) + SUIT[suit] for rank, suit in DRAWN.findall(text)}
    return set(CARD.findall(text)) | drawn


def _known_to(session, seat: int) -> set[str]:
    view = session.view(seat)
    return {code for _giver, _receiver, cards in view.exchanges for code in codes(cards)}


@pytest.mark.parametrize("rules, kinds, seed", [
    (RULES, (FRIEND, FRIEND, FRIEND, "beginner"), 11),
    (RULES.replace(rounds=3, jokers=2, seven_give=True, ten_discard=True), (FRIEND,) * 4, 12),
    (RULES.replace(rounds=3, tax_return="choose", fall_from_grace=True), (FRIEND, "beginner", FRIEND), 13),
])
def test_no_device_hears_of_a_card_another_seat_holds(rules, kinds, seed):
    sent: dict[int, list[str]] = {}
    leaks: list[str] = []

    def heard(seat: int, text: str) -> None:
        # As the message is made: the engine exactly as the message saw it. A device that joins before the
        # deal is answered on the server's thread while there is no session yet: no seat holds a card then.
        sent.setdefault(seat, []).append(text)
        session = table.session
        cards = named(text)
        if not cards or session is None:
            return
        hands = session.match.hand.hands
        others = {code for s, hand in enumerate(hands) if s != seat for code in codes(hand)}
        leaked = (cards & others) - _known_to(session, seat)
        if leaked:
            leaks.append(f"seat {seat} was told {sorted(leaked)} in {text[:200]}")

    async def run():
        devices = await seated(table, port, [f"P{i}" for i, kind in enumerate(kinds) if kind == FRIEND])
        async with ticking(table):
            await asyncio.gather(*(play_out(d, table) for d in devices))
        for device in devices:
            await device.close()
        return devices

    with hosting(kinds=kinds, rules=rules, seed=seed) as (_server, table, port):
        table.room.listeners.append(heard)
        devices = asyncio.run(run())
    assert table.session.match.is_over
    assert leaks == []
    for device in devices:
        # What each device received is exactly what the check saw sent to it, nothing more.
        assert device.received == sent[device.seat]
        assert any(named(text) for text in device.received)  # the check reads cards where there are some
