"""Owns the table's entries in the screenshot tour: every scene and every effect, mid-animation.

Each effect shot sits a fixed-seed 4-seat (or 6-seat) match in the play
scene, hands the animator one engine event of that kind and stops partway
through, where the effect is most visible.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from game.engine import ClearReason, Rules, parse_move
from game.engine.cards import parse_cards
from game.engine.events import (
    Discarded, EightCut, Event, FellFromGrace, Fouled, Gave, JackBack, Passed, Played, RevolutionCancelled,
    RevolutionLanded, RevolutionPending, SpadeThreeCounter, SuitLocked, TableCleared, TaxPaid, WentOut,
)
from game.shots import shot
from game.table.match.seating import SeatConfig
from game.table.match.session import Listener, Session
from game.table.view.table_view import TableView

if TYPE_CHECKING:
    from game.app.app import App
    from game.table.screens.play_scene import PlayScene

NAMES = ("You", "Aki", "Ben", "Chie", "Dai", "Emi")


def session(seats: int = 4, humans: int = 1, **rules: object) -> Session:
    cfg = [SeatConfig("human" if i < humans else "medium", NAMES[i], NAMES[i]) for i in range(seats)]
    base = Rules.preset("jda").replace(seats=seats, **rules)
    return Session(base, cfg, seed=11, mode="pass" if humans > 1 else "quick")


class Still(Listener):
    """Holds the match clock for good: nobody moves while the picture is taken."""

    def holds(self, session: Session) -> bool:
        return True


def table(app: "App", s: Session, events: Sequence[Event] = (), steps: int = 1, still: bool = True) -> "PlayScene":
    """The play scene of ``s`` as it stands, ``events`` animated for ``steps`` ticks; ``still``: nobody
    moves meanwhile (the picture's moment), else the match plays on."""
    from game.table.screens.play_scene import PlayScene

    view = TableView(app, s)
    scene = PlayScene(app, view)
    view.show_as_it_stands()
    app.stack.reset(scene)
    if still:
        s.subscribe(Still())
    view.feed(list(events))
    app.step(steps)
    return scene


def on_table(s: Session, text: str, seat: int = 1) -> list[Event]:
    move = parse_move(text)
    return [Played(seat, move, 8)]


def effect_shot(name: str, order: int, events: list[Event], steps: int, **rules: object) -> None:
    def setup(app: "App") -> None:
        s = session(**rules)
        table(app, s, events, steps)

    shot(f"table-{name}", order)(setup)


@shot("table-setup", 200)
def _setup(app: "App") -> None:
    from game.table.screens.setup_scene import RulesSetup

    app.stack.reset(RulesSetup(app, "quick"))
    app.step(2)


@shot("table-setup-six", 200)
def _setup_six(app: "App") -> None:
    """The seat list at its fullest: six seats, each bot's strength and character on lines of their own."""
    from game.table.screens.setup_scene import RulesSetup

    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)

    def choose(key: str, value: object) -> None:  # as the row's arrows would, one row at a time
        setup.menu.rows[setup.reveal(key)].set(value)

    choose("players", 6)
    for i, (kind, style) in enumerate([("advanced", "revolutionary"), ("beginner", "gambler"),
                                       ("medium", "steady"), ("advanced", "deep")], start=1):
        choose(f"seat:{i}", kind)
        choose(f"style:{i}", style)
    choose("seat:5", "human")
    app.step(2)


@shot("table-setup-help", 201)
def _setup_help(app: "App") -> None:
    from game.table.screens.setup_scene import RulesSetup

    app.stack.reset(RulesSetup(app, "pass"))
    for _ in range(12):
        app.post("down")
        app.step(1)
    app.post("hint")
    app.step(2)


@shot("table-setup-more", 201)
def _setup_more(app: "App") -> None:
    from game.table.screens.setup_scene import RulesSetup

    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    setup.menu.set_focus(setup.reveal("more"), sound=False)
    app.post("confirm")  # "More rules" opens the other switches under it
    app.step(2)


@shot("table-deal", 202)
def _deal(app: "App") -> None:
    from game.table.screens.deal_scene import DealScene

    s = session(deal="equal", seats=5)
    app.stack.reset(DealScene(app, TableView(app, s), list(s.match.opening_events)))
    app.step(70)


@shot("table-play", 203)
def _play(app: "App") -> None:
    s = session()
    scene = table(app, s, steps=2)
    cards = scene.table.hand_cards()
    scene.table.selected = {cards[0], cards[1]}
    scene.table.explain()
    app.step(1)


@shot("table-six-seats", 204)
def _six(app: "App") -> None:
    s = session(seats=6)
    table(app, s, on_table(s, "9S 9H") + [Passed(2), Passed(3)], steps=40)


@shot("table-handoff", 205)
def _handoff(app: "App") -> None:
    from game.table.screens.handoff_scene import HandoffScene

    s = session(humans=2)
    table(app, s)
    app.stack.push(HandoffScene(app, s, 1))
    app.step(1)


@shot("table-results", 206)
def _results(app: "App") -> None:
    from game.table.screens.results_scene import ResultsScene

    s = session(rounds=2)
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    app.stack.reset(ResultsScene(app, TableView(app, s)))
    app.step(2)


@shot("table-match-over", 207)
def _final(app: "App") -> None:
    from game.table.screens.results_scene import ResultsScene

    s = session(rounds=3, seats=5)
    while not s.match.is_over:
        if s.match.between_hands:
            s.deal_next()
            continue
        s.apply(s.match.legal_moves()[-1])
    app.stack.reset(ResultsScene(app, TableView(app, s)))
    app.step(2)


S = parse_cards
effect_shot("eight-cut", 210, [EightCut(1)], 14)
effect_shot("sweep", 211, [TableCleared(ClearReason.EIGHT_CUT, ())], 6)
effect_shot("revolution", 212, [RevolutionLanded(True, True)], 12)
effect_shot("revolution-over", 213, [RevolutionLanded(False, False)], 40)
effect_shot("revolution-pending", 214, [RevolutionPending(2)], 20, revolution_timing="on_clear")
effect_shot("counter-revolution", 215, [RevolutionCancelled(3)], 24, revolution_timing="on_clear")
effect_shot("jack-back", 216, [JackBack(1, True, True)], 20)
effect_shot("suit-lock", 217, [SuitLocked(("S", "H"))], 20)
effect_shot("spade3", 218, [SpadeThreeCounter(2)], 20)
def exchange_shot(name: str, order: int, kind: type[Gave] | type[TaxPaid], giver: int, to: int, cards: str) -> None:
    """An exchange (a give, the tax) mid-flight, made in the match first as the engine makes it before the
    table shows it: the seat boxes count the cards as they fly (``Animator.unlanded``), so the hands must
    hold them where the engine put them for the counts to be true."""
    def setup(app: "App") -> None:
        from game.engine import Match

        s = session()
        data = s.match.to_dict()
        hands = [h.split() for h in data["hand"]["hands"]]
        for card in cards.split():
            owner = next(i for i, h in enumerate(hands) if card in h)
            hands[owner].remove(card)
            if owner != giver:  # one of the giver's in its place: only the giver and the receiver change counts
                hands[owner].append(next(c for c in hands[giver] if c not in cards.split()))
                hands[giver].remove(hands[owner][-1])
            hands[to].append(card)
        data["hand"]["hands"] = [" ".join(h) for h in hands]
        s.match = Match.from_dict(data)
        table(app, s, [kind(giver, to, tuple(S(cards)))], 15)

    shot(f"table-{name}", order)(setup)


exchange_shot("seven-give", 219, Gave, 1, 2, "KH 4C")
exchange_shot("seven-give-to-you", 220, Gave, 3, 0, "QS")
effect_shot("ten-discard", 221, [Discarded(2, tuple(S("9D")))], 14)
effect_shot("went-out", 222, [WentOut(1, 1)], 20)
effect_shot("foul", 223, [Fouled(2, ("joker",))], 20)
effect_shot("fall-from-grace", 224, [FellFromGrace(3, tuple(S("5C 6C 9H")))], 20)
exchange_shot("tax", 225, TaxPaid, 3, 0, "2S AD")
effect_shot("pass", 226, [Passed(2)], 5)
effect_shot("play-fly", 227, [Played(3, parse_move("5H 6H JK=7H"), 4)], 7)


def leading_with(cards: str, **rules: object) -> Session:
    """The shots' 4-seat match with the viewer (seat 0) to lead holding ``cards`` (swapped in from the others)."""
    from game.engine import Match

    s = session(**rules)
    data = s.match.to_dict()
    hand = data["hand"]
    hands = [h.split() for h in hand["hands"]]
    want = cards.split()
    spare = [c for c in hands[0] if c not in want]
    for card in want:
        if card in hands[0]:
            continue
        owner = next(i for i, h in enumerate(hands) if card in h)
        give = spare.pop(0)
        hands[owner][hands[owner].index(card)] = give
        hands[0][hands[0].index(give)] = card
    hand["hands"] = [" ".join(h) for h in hands]
    hand["to_act"] = hand["leader"] = 0
    s.match = Match.from_dict(data)
    return s


@shot("table-setup-preset-help", 208)
def _setup_preset_help(app: "App") -> None:
    from game.table.screens.setup_scene import RulesSetup

    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    setup.menu.set_focus(setup.reveal("preset"), sound=False)
    app.post("hint")
    app.step(2)


@shot("table-tax-panel", 209)
def _tax_panel(app: "App") -> None:
    from game.table.screens.play_scene import PlayScene
    from game.table.view.tax_panel import TaxPanel

    s = session(seats=5, rounds=3)
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    events = s.deal_next()
    app.stack.reset(PlayScene(app, TableView(app, s), events, TaxPanel(s, events)))
    s.subscribe(Still())
    app.step(20)


@shot("table-joker-reading", 228)
def _joker_reading(app: "App") -> None:
    from game.engine.cards import parse_cards as cards

    s = leading_with("7C 8C JK")
    scene = table(app, s, steps=1)
    scene.table.selected = {int(c) for c in cards("7C 8C")} | {c for c in scene.table.hand_cards() if c >= 52}
    scene.table.explain()
    app.post("confirm")
    app.step(2)


@shot("table-fast-forward", 229)
def _fast_forward(app: "App") -> None:
    s = session(foul_finish=False, fall_from_grace=False)
    s.set_standin(0, True)
    while 0 in s.view().active or len(s.view().active) < 2:  # the bots (one standing in for you)
        if s.match.between_hands:
            s.deal_next()
            continue
        s.apply(s.brains.bots[s.to_act].choose(s.view(s.to_act)))  # play until you are out mid-hand
    table(app, s, steps=2)


@shot("table-auto-pass", 231)
def _auto_pass(app: "App") -> None:
    s = session(seats=6)  # six seats: the left seat's card backs are nearest to the badge
    table(app, s)
    app.post("auto_pass")
    app.step(2)


@shot("table-hint", 232)
def _hint(app: "App") -> None:
    from game.table.screens.play_scene import HINT_DELAY

    s = session()
    while not s.human_to_act or len(s.view().legal) < 2:  # play on to a turn of the human's with a choice
        seat = s.to_act
        s.apply(s.brains.move_for(seat, s.view(seat), block=True) if not s.human_to_act else s.view().legal[0])
    scene = table(app, s)
    app.post("hint")
    app.step(HINT_DELAY)
    s.brains.settle()  # the search has answered: it lands on the next tick
    app.step(2)
    assert not scene.table.hinting, "the hint landed"


def _passes(seats: int) -> None:
    """A trick in which all but two seats have passed, the viewer among them: PASS on each of their boxes."""
    def setup(app: "App") -> None:
        from game.engine import PASS

        s = session(seats=seats, pass_locks_out=True)
        while not (0 in s.view().passed and len(s.view().passed) == seats - 2):
            legal = s.match.legal_moves()
            s.apply(PASS if s.view().table is not None and PASS in legal else legal[0])
        table(app, s)

    shot(f"table-passes-{seats}", 233)(setup)


for _seats in (3, 6):
    _passes(_seats)
