"""Owns the guided first hand: its stacked deal, the rivals' script, and which explanation is due
when, without any drawing.

The lesson is a real two-hand match (``Match.stacked``): the engine deals
the first hand as ``HANDS`` says and rules on every move. The rivals play
``SCRIPT`` (``Coached`` seats), chosen so that the player beats a single,
passes, cuts with an eight, leads a pair, starts a revolution, sees a lower
card win under it and goes out first; the engine then deals hand 2 from the
seed and takes the tax, so the player, now Millionaire, receives the
Beggar's strongest card and returns one. The player makes their own moves:
while a step names the move it teaches (``Step.expect``), another legal move
is turned down with words saying what to do (``Lesson.steer``), so the script
never breaks; should it break all the same, each rival plays on as a real
bot. Each ``Step`` is shown when its event happens (``Step.when``), in the
order of ``STEPS``. Once the tax is returned the lesson is over and the hand
goes on against the bots.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.engine import ClearReason, Match, Move, Rules, SeatView, parse_move
from game.engine.events import (
    EightCut, Event, Played, RevolutionLanded, RevolutionPending, TableCleared, TaxPaid, TaxReturned, WentOut,
)
from game.i18n import N_, _
from game.table.match.controllers import BotSeat
from game.table.match.seating import SeatConfig
from game.table.match.session import Listener, Session

YOU = 0
SEED = 37  # hand 2 is dealt from it, as any match's
RULES = Rules.preset("classic").replace(rounds=2, target_points=0, revolution_carries_over=False)
SEATS = (SeatConfig("human", "You", "You"), SeatConfig("beginner", "Aki", "Aki"),
         SeatConfig("beginner", "Ben", "Ben", "cutter"), SeatConfig("beginner", "Chie", "Chie"))
HANDS = ["3D 5S 5H 6C 6D 6H 6S 8H 9C TS", "KD 4C 4S JH QC", "7D 9D JC QS", "7C QH KH AS"]
LEADER = 3
READING_TICKS = 240  # the welcome's time on screen, on top of a bot's usual delay, before Chie leads
# The rivals' moves in order, as "seat:move"; the player's own moves fall between them. After the
# player goes out the rivals play hand 1 out, so every lesson ends hand 1 with the same titles.
SCRIPT = ("3:7C", "1:KD", "2:pass", "3:pass", "1:4C", "2:pass", "3:pass", "1:pass", "2:pass", "3:pass",
          "1:pass", "2:pass", "3:pass", "1:4S", "2:pass", "3:pass",
          "1:pass", "1:JH", "2:7D", "3:pass", "1:pass", "2:9D", "3:pass", "1:pass", "2:JC", "3:pass", "1:pass",
          "2:QS", "3:pass", "1:pass", "3:QH", "1:pass", "3:KH", "1:QC")
# Steps shown while a panel stands over the play area (the tax, then the exchange's summary): their
# words are kept short, the lesson's panel keeping above that one.
BESIDE_PLAY_AREA = ("tax", "done")


@dataclass(frozen=True)
class Step:
    """One explanation: shown once ``when`` matches an event of the match (after the step before it);
    while it shows, ``expect`` is the player's move it teaches (None: any legal move) and ``steer``
    says what to do instead of another."""

    key: str
    text: str
    when: Callable[[Event], bool] | None  # None: the first step, shown from the deal on
    expect: str | None = None
    steer: str = ""


def _passed_round(event: Event) -> bool:
    """Everyone else passed and the table cleared (an eight's clear is a step of its own)."""
    return isinstance(event, TableCleared) and event.reason is ClearReason.PASSES


def _played(seat: int, move: str) -> Callable[[Event], bool]:
    return lambda e: isinstance(e, Played) and e.seat == seat and e.move == parse_move(move)


STEPS: tuple[Step, ...] = (
    Step("welcome", N_("A guided first hand: the cards are set up to show the game. Empty your hand "
                       "first to win. Chie leads."), None),
    Step("beat", N_("Chie led one 7. Beat it with one stronger card: move to your 9 with the arrows; "
                    "{confirm} plays the card under the cursor."),
         _played(3, "7C"), "9C",
         N_("For this lesson, beat the 7 with your 9.")),
    Step("pass", N_("Aki beat your 9 with a K. None of your cards beats a K: pass with {pass}."),
         _played(1, "KD"), "pass", N_("For this lesson, pass: nothing of yours beats the K.")),
    Step("cleared", N_("Everyone passed, so the table clears. Aki played last and leads."),
         _passed_round),
    Step("eight", N_("Aki led a 4. Play your 8: an eight cuts, the table clears at once."),
         _played(1, "4C"), "8H", N_("For this lesson, play your 8 on the 4.")),
    Step("pair", N_("Cut! You lead again, any shape. Lead your pair: pick each 5 with {up} (it rises), "
                    "then {confirm} plays the picked cards."),
         lambda e: isinstance(e, EightCut), "5S 5H", N_("For this lesson, lead the pair of 5s.")),
    Step("four", N_("Nobody beat your pair, so you lead again. Four of a kind starts a revolution: "
                    "pick your four 6s with {up}, then {confirm}."), _passed_round, "6S 6H 6D 6C",
         N_("For this lesson, lead all four 6s.")),
    Step("revolution", N_("Revolution! When the table clears, the order flips: 3 is strongest, 2 weakest."),
         lambda e: isinstance(e, RevolutionPending)),
    Step("flipped", N_("The order is flipped. Lead your 10."), lambda e: isinstance(e, RevolutionLanded),
         "TS", N_("For this lesson, lead your 10.")),
    Step("lower", N_("In a revolution lower wins: Aki's 4 beats your 10. Your 3 is now the strongest "
                     "card: play it to go out."), _played(1, "4S"), "3D",
         N_("For this lesson, play your 3: it beats the 4 now.")),
    Step("out", N_("You went out first: you are the Millionaire for the next hand. The others play on."),
         lambda e: isinstance(e, WentOut) and e.seat == YOU),
    Step("tax", N_("Hand 2. The Beggar paid you their strongest card (marked). Give one back: "
                   "move to any, press {confirm}."),
         lambda e: isinstance(e, TaxPaid) and e.receiver == YOU),
    Step("done", N_("That is the guided hand! Play this hand out against the bots, or leave with {menu}."),
         lambda e: isinstance(e, TaxReturned) and e.giver == YOU),
)


class Coached:
    """A rival of the lesson: it plays the script's next move when that move is this seat's and the
    rules allow it; once the script is spent or broken, it plays as the real bot of its seat."""

    person = False
    here = False
    switches = None
    delayed = True
    timed = False

    def __init__(self, script: list[tuple[int, Move]]) -> None:
        self.script = script  # taken from the front, whichever rival plays
        self.bot: BotSeat | None = None  # the session's own bots, once the session exists (``session``)
        self.broken = False  # a scripted move no longer fitted the table: the bots play on
        self.reading = READING_TICKS  # the first move waits while the welcome is read

    def _scripted(self, seat: int, view: SeatView) -> Move | None:
        if self.script and self.script[0][0] == seat and self.script[0][1] in view.legal:
            return self.script[0][1]
        if self.script:  # off the script (a move the steering never saw, as auto-pass makes)
            self.broken = True
            self.script.clear()
        return None

    def prepare(self, seat: int, view: SeatView) -> None:
        if self._scripted(seat, view) is None and self.bot is not None:
            self.bot.prepare(seat, view)

    def answer(self, seat: int, view: SeatView) -> Move | None:
        if self.reading:
            self.reading -= 1
            return None
        move = self._scripted(seat, view)
        if move is None:
            return None if self.bot is None else self.bot.answer(seat, view)
        self.script.pop(0)
        return move

    def drop(self) -> None:
        if self.bot is not None:
            self.bot.drop()


# Shown once the rivals' script no longer fits the table: the steps would tell of moves not made.
OFF_SCRIPT = N_("Off the lesson's path: the hand goes on as a normal game. Leave with {menu}.")


class Lesson(Listener):
    """The guided hand's progress: the step showing now, moved on by the match's events, until the
    last step or until the rivals' script breaks (``off_script``)."""

    after_match = "lesson.after"  # the match end continues to the main menu, never to a rematch

    def __init__(self, rivals: Coached) -> None:
        self.rivals = rivals
        self.index = 0

    @property
    def step(self) -> Step:
        return STEPS[self.index]

    @property
    def off_script(self) -> bool:
        return self.rivals.broken

    @property
    def over(self) -> bool:
        """Nothing more to teach: the last step shows, or the hand went off the script."""
        return self.index == len(STEPS) - 1 or self.off_script

    @property
    def text(self) -> str:
        """The words due now (an N_ id, ``{action}`` naming keys)."""
        return OFF_SCRIPT if self.off_script else self.step.text

    def _hear(self, events: list[Event]) -> None:
        for event in events:
            when = None if self.over else STEPS[self.index + 1].when
            if when is not None and when(event):
                self.index += 1

    def moved(self, session: Session, events: list[Event]) -> None:
        self._hear(events)

    def dealt(self, session: Session, events: list[Event]) -> None:
        self._hear(events)

    def steer(self, session: Session, move: Move) -> str | None:
        """Words turning down a person's legal move that is not the one this step teaches (None: send it)."""
        want = None if self.over else self.step.expect
        if want is None or session.to_act != YOU or move == parse_move(want):
            return None
        # A move the steering never saw (auto-pass) may have taken the taught one away: never a dead end.
        return _(self.step.steer) if parse_move(want) in session.match.legal_moves() else None


def session() -> tuple[Session, Lesson]:
    """The guided hand's table: the stacked deal, the scripted rivals and the lesson listening."""
    seats = list(SEATS)
    rivals = Coached([(int(seat), parse_move(move)) for seat, move in (entry.split(":") for entry in SCRIPT)])
    table = Session(RULES, seats, SEED, match=Match.stacked(RULES, HANDS, LEADER, SEED),
                    controllers={seat: rivals for seat in range(1, len(seats))})
    rivals.bot = BotSeat(table.brains)
    table.undoable = False  # an undone move would leave the rivals' script ahead of the table
    table.history.count(table.match.opening_events)
    lesson = Lesson(rivals)
    table.subscribe(lesson)
    return table, lesson
