"""Owns the players' ratings: how strong each is, from the final places of the matches they finished.

The update is ``openskill``'s Plackett-Luce model (Weng and Lin's Bayesian
approximation): a rating is a belief, a mean ``mu`` and an uncertainty
``sigma``, and a match of three to six seats is one ranking of them, so one
update moves every seat against every other (a pairwise model such as Elo
would need the match cut into pairs). Plackett-Luce rather than the
Thurstone-Mosteller variants: it reads a ranking as "first among all, then
first among the rest", which is how a Daifugo match ends (seats go out one by
one), it takes ties (two seats level on points are a draw between them, as the
rule pages' ratings do), and it is the cheapest of the library's models for
six seats. The library is small, typed, pure Python with no dependency, kept
up to date for the Python versions this game runs on, and published with the
paper it implements, so the update is not ours to get wrong.

The scale is the library's (mu 25, sigma 25/3) times 60, so a new player
shows 1500 and a match moves a settled rating by tens, the way players are
used to reading ratings. The shown rating is ``mu`` itself (not a cautious
``mu - 3 sigma``, which rises after a lost match while it settles), and its
uncertainty is said in words (``certainty``).

The bots do not learn: each strength and character has the fixed rating the
arena measured (``BOTS``, ``STYLES``), so beating Tycoon Tai counts for more
than beating a beginner, and a person's rating is only ever moved by their own
matches. A match left unfinished is never rated; a match already rated (its id
is the person's ``last``) is not rated twice.
"""
from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from typing import Any, Sequence

from openskill.models import PlackettLuce

from game.i18n import N_, _
from game.quoting import quote

SCALE = 60.0
MU, SIGMA = 25.0 * SCALE, 25.0 / 3 * SCALE
MODEL = PlackettLuce(mu=MU, sigma=SIGMA, beta=SIGMA / 2, tau=MU / 300)
SETTLING = 10  # matches: "settling" until a rating has this many behind it
FIRM = 0.4 * SIGMA  # below this uncertainty a rating is "firm" (some 35 matches in: Plackett-Luce narrows slowly)
HISTORY = 60  # shown ratings kept per player, for the Records chart
HIGHEST = 10_000  # a rating or an uncertainty past this is damage (the scale puts ratings near 1500)

# The bots' fixed ratings, measured once by the arena's duplicate deals with this model (tools/bot_ratings.py:
# every seat rated from 1500 and learning, match by match, totals level a draw; the classic preset, matches
# of 4 hands, one process under nice 19 on the shared 2-core machine at load 7 to 13). The strengths:
#   nice -n 19 python tools/bot_ratings.py --hands 160 --seed 1 \
#       --bots beginner,medium,advanced,advanced:quick,advanced:deep
# 40 matches, 2705 s: advanced 1964, advanced:deep 1735, advanced:quick 1627, medium 1470, beginner 678,
# each ± 310 to 320. The three budgets of the advanced bot lie within each other's uncertainty, so they
# share one rating, their mean (1775); quick and deep are no character of their own here.
# The characters lean a strength's play; measured at medium, where they are cheap to play a lot:
#   nice -n 19 python tools/bot_ratings.py --hands 3000 --seed 1 (and --seed 2) \
#       --bots medium,medium:hoarder,medium:revolutionary,medium:cutter,medium:gambler,beginner
# 750 matches each, 78 s and 91 s, ± 113 to 120: the difference to medium steady, averaged over the two
# seeds and rounded to 5 (seed 1: cutter +323, revolutionary +313, hoarder +208, gambler +99, beginner
# -573; seed 2: +277, +267, +174, +73, -445). The beginner is placed from these 1500 matches, not the 40
# above (-792 there): 1470 - 510.
BOTS = {"beginner": 960, "medium": 1470, "advanced": 1775}
STYLES = {"steady": 0, "hoarder": 190, "revolutionary": 290, "cutter": 300, "gambler": 85}
BOT_SIGMA = 0.1 * SIGMA  # a bot's rating is known: it only lets the person's update weigh it as settled


NEWCOMER = "newcomer"  # a seat rated as a new player's 1500 and not kept (a name taken twice at one table)


def bot_rating(strength: str, style: str = "steady") -> int:
    """The fixed rating of a bot of ``strength`` playing ``style`` (a budget or an unknown one: steady's)."""
    if strength == NEWCOMER:
        return round(MU)
    return BOTS.get(strength, BOTS["medium"]) + STYLES.get(style, 0)


@dataclass
class Rating:
    """One person's rating: the belief, how many matches made it, the last one and the history shown."""

    mu: float = MU
    sigma: float = SIGMA
    matches: int = 0
    last: str = ""  # the id of the match rated last (never rated twice)
    history: list[int] = field(default_factory=list)  # the shown rating after each match, oldest first

    @property
    def shown(self) -> int:
        return round(self.mu)

    def to_dict(self) -> dict[str, Any]:
        return {"mu": round(self.mu, 2), "sigma": round(self.sigma, 2), "matches": self.matches,
                "last": self.last, "history": self.history}

    @classmethod
    def from_dict(cls, data: Any, where: str, repairs: list[str]) -> "Rating":
        """A stored rating; one that does not read starts again, named in ``repairs``."""
        if not isinstance(data, dict):
            # TRANSLATORS: box=message text
            repairs.append(_("{where}: expected a rating; it starts again.").format(where=where))
            return cls()
        mu, sigma, matches = data.get("mu"), data.get("sigma"), data.get("matches")
        last, history = data.get("last"), data.get("history")
        for key, value, ok in (("mu", mu, _number(mu) and 0 <= mu < HIGHEST),
                               ("sigma", sigma, _number(sigma) and 0 < sigma < HIGHEST),
                               ("matches", matches, _whole(matches) and matches < 10 ** 9),
                               ("last", last, isinstance(last, str) and len(last) <= 40),
                               ("history", history, isinstance(history, list) and len(history) <= HISTORY
                                and all(_whole(v) and v < HIGHEST for v in history))):
            if not ok:
                # TRANSLATORS: box=message text
                repairs.append(_("{where}: expected {what}, got {got}; the rating starts again.").format(
                    where=f"{where}.{key}", what=_(_EXPECTED[key]), got=quote(value)))
                return cls()
        return cls(float(mu), float(sigma), matches, last, list(history))

    def certainty(self) -> str:
        """How sure the rating is, in a player's words."""
        if self.matches < SETTLING:
            # TRANSLATORS: the rating's uncertainty in words: the first ten matches. box=rating words
            return _("settling: {n} of {most} matches").format(n=self.matches, most=SETTLING)
        if self.sigma > FIRM:
            # TRANSLATORS: the rating's uncertainty in words, after ten matches, still moving. box=rating words
            return _("taking shape")
        # TRANSLATORS: the rating's uncertainty in words: it moves little now. box=rating words
        return _("firm")


# What a stored rating's field should hold, in "{where}: expected {what}, got {got}" (a file notice).
_EXPECTED = {
    # TRANSLATORS: box=message text
    "mu": N_("a rating"),
    # TRANSLATORS: box=message text
    "sigma": N_("an uncertainty"),
    # TRANSLATORS: box=message text
    "matches": N_("a count"),
    # TRANSLATORS: box=message text
    "last": N_("a match id"),
    # TRANSLATORS: box=message text
    "history": N_("a list of ratings"),
}


@dataclass(frozen=True)
class Rated:
    """One seat of a finished match: a person, rated by name, or a bot, by its fixed rating."""

    name: str
    bot: str = ""  # "strength:style" for a bot; "" for a person
    points: int = 0  # the match total: more is better, equal is a draw


@dataclass(frozen=True)
class Change:
    """What one match did to a person's rating, for the results screen."""

    before: int
    after: int
    rating: Rating

    @property
    def delta(self) -> int:
        return self.after - self.before

    @classmethod
    def of(cls, r: Rating) -> "Change":
        """The last match's change, from the rating's history (its first match: from 1500)."""
        before = r.history[-2] if len(r.history) >= 2 else round(MU)
        return cls(before, r.shown, Rating(r.mu, r.sigma, r.matches, r.last, list(r.history)))


# What the last matches did to their people's ratings, by match id: the history writer tells it once the
# records are written, and the results screen asks each frame until it is there (it never waits on the disk).
_told: dict[str, dict[str, Change]] = {}
_told_lock = threading.Lock()
TOLD = 8  # matches remembered


def tell(match_id: str, changes: dict[str, Change]) -> None:
    with _told_lock:
        _told[match_id] = dict(changes)
        for old in list(_told)[:-TOLD]:
            del _told[old]


def outcome(match_id: str, name: str) -> Change | None:
    """What match ``match_id`` did to ``name``'s rating, once it is rated and written; None until then
    (or when it was not rated: unfinished, or not this player's)."""
    with _told_lock:
        return _told.get(match_id, {}).get(name)


def ranks(points: Sequence[int]) -> list[int]:
    """Ranks by points, best 1; seats level on points share a rank (a draw between them)."""
    return [1 + sum(1 for q in points if q > p) for p in points]


def rate(ratings: dict[str, Rating], match_id: str, seats: Sequence[Rated]) -> dict[str, Change]:
    """Rate one finished match: each person in ``seats`` found (or started) in ``ratings`` and moved
    from the final points; the bots stay as they are. A person who already had this match rated is
    left alone, and so is a match with fewer than two seats. Returns each moved person's change."""
    people = [s.name for s in seats if not s.bot]
    if not match_id or len(seats) < 2 or not people or len(set(people)) != len(people):
        return {}
    if any(ratings.get(name, Rating()).last == match_id for name in people):
        return {}
    teams = []
    for s in seats:
        if s.bot:
            strength, _sep, spec = s.bot.partition(":")  # a level's rival: "advanced:hoarder:hold=1.0"
            style = spec.partition(":")[0] or "steady"  # its character's rating, whatever it tweaks
            teams.append([MODEL.rating(mu=float(bot_rating(strength, style)), sigma=BOT_SIGMA)])
        else:
            r = ratings.get(s.name, Rating())
            teams.append([MODEL.rating(mu=r.mu, sigma=r.sigma)])
    after = MODEL.rate(teams, ranks=ranks([s.points for s in seats]))
    changes = {}
    for s, (new,) in zip(seats, after):
        if s.bot:
            continue
        r = ratings.setdefault(s.name, Rating())
        before = r.shown
        if not (math.isfinite(new.mu) and math.isfinite(new.sigma)):
            continue
        r.mu, r.sigma = min(max(new.mu, 0.0), HIGHEST - 1.0), min(max(new.sigma, 1.0), SIGMA)
        r.matches += 1
        r.last = match_id
        r.history = (r.history + [r.shown])[-HISTORY:]
        changes[s.name] = Change(before, r.shown, r)
    return changes


def delta_text(delta: int) -> str:
    return f"{delta:+d}" if delta else "±0"


def _number(v: Any) -> bool:
    """A finite number; a whole number of hundreds of digits is one too (``math.isfinite`` would overflow on it)."""
    return not isinstance(v, bool) and (isinstance(v, int) or isinstance(v, float) and math.isfinite(v))


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0
