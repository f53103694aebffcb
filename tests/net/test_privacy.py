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

from game.net.host import FRIEND
from game.net.views import codes
from tests.net.clients import RULES, Device, hosting, play_out

CARD = re.compile(r"(?<![A-Za-z0-9=])([3-9TJQKA2][SHDC])(?![A-Za-z0-9])")
DRAWN = re.compile(r"(?<![A-Za-z0-9=])(10|[2-9JQKA])([\u2660\u2665\u2666\u2663])")  # 10♠, 7♥: words name cards so
SUIT = {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}
READING = re.compile(r"JK=[+-]?(?:10|[0-9TJQKA])?[SHDC\u2660\u2665\u2666\u2663]?")


def named(text: str) -> set[str]:
    """Every card a message names, in code (7H) or as drawn (7♥), a joker's reading left out."""
    text = READING.sub("JK", text)  # the host sends JSON with its characters as they are (no \u escapes)
    drawn = {("T" if rank == "10" else rank) + SUIT[suit] for rank, suit in DRAWN.findall(text)}
    return set(CARD.findall(text)) | drawn


def _known_to(room, seat: int) -> set[str]:
    view = room.table.session.view(seat)
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
        # On the host's loop, as the message is sent: the engine is exactly as the message saw it.
        sent.setdefault(seat, []).append(text)
        hands = room.table.session.match.hand.hands
        others = {code for s, hand in enumerate(hands) if s != seat for code in codes(hand)}
        leaked = (named(text) & others) - _known_to(room, seat)
        if leaked:
            leaks.append(f"seat {seat} was told {sorted(leaked)} in {text[:200]}")

    async def run():
        devices = [await Device.open(port) for _ in room.seats]
        for i, device in enumerate(devices):
            await device.join(room.code, f"P{i}")
        await asyncio.gather(*(play_out(d, room) for d in devices))
        for device in devices:
            await device.close()
        return devices

    with hosting(kinds=kinds, rules=rules, seed=seed) as (_server, room, port):
        room.listeners.append(heard)
        devices = asyncio.run(run())
    assert room.table.is_over
    assert leaks == []
    for device in devices:
        # What each device received is exactly what the check saw sent to it, nothing more.
        assert device.received == sent[device.seat]
        assert any(named(text) for text in device.received)  # the check reads cards where there are some
