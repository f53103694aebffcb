"""Owns what happens when a hand ends at the table: the match's replay is (re)written and every
human's records are counted, so an abandoned match keeps its finished hands; at the match's end
every person's rating is moved (``game.records.rating``).

``Recorder`` listens to a session; the counts come from the session's history
(the engine's events) and the engine's ``HandOver`` results. Nothing here
raises into the table: the files' problems become notices.
"""
from __future__ import annotations

from typing import Any, Sequence

from game import __version__, writer
from game.records import rating, store
from game.records.history import MatchLog
from game.records.replay import Replay, Result, Seat
from game.records.stats import preset_of, scopes
from game.table.match.seating import SeatConfig
from game.table.match.session import Listener, Session
from game.table.wording.rules_text import seat_names


def counted_as(name: str, portrait: str, human: bool) -> str:
    """The key a seat's records go under, the same in every language: its face (``SeatConfig.portrait``,
    the English key the setup and the level files give it), or a human's typed name when it is not its
    face's name in any language (the campaign's player, whose face is always "You"; a typed name is
    its own face). A name shown in the language in force would count one rival twice (Kiri and キリ)."""
    if human and name != portrait and name not in seat_names(portrait):
        return name
    return portrait or name


class Recorder(Listener):
    """Keeps the replay and the records of a session's finished hands."""

    def hand_ended(self, session: Session) -> None:
        hand_ended(session)


def mode_of(session: "Session") -> str:
    return "campaign" if session.campaign is not None else session.mode


def replay_of(session: "Session") -> Replay | None:
    """The match so far as a replay, or None when its first moves are unknown (resumed from an old save)."""
    h, m = session.history, session.match
    if not h.complete:
        return None
    seats = tuple(Seat(s.name, s.kind, "" if s.is_human else s.personality, "" if s.portrait == s.name else s.portrait)
                  for s in session.seats)
    result = Result(len(m.results), tuple(m.scores), m.winner, m.is_over)
    return Replay(h.id, mode_of(session), h.started, h.seconds, m.rules, seats, m.seed, Replay.join(h.moves), result,
                  __version__)


def hand_ended(session: "Session") -> None:
    """Write the replay (a friends' table's only at the match's end: it names the seed, ``seed_kept``)
    and count the hand (and the match, at its end) for every human seat.

    What is recorded is taken from the session now; the files are read and written by the
    history writer (``writer``), so a hand's end never waits on the disk (opening Records or
    Replays waits for the writes queued before it)."""
    humans = [seat for seat, cfg in enumerate(session.seats) if cfg.is_human]
    replay = None if session.seed_kept else replay_of(session)  # a hosted table's seed, once its match is over
    record(replay, *counted(session.match, session.seats, humans, mode_of(session), session.history),
           rated(session.match, session.seats), session.history.id)


def counted(m: Any, seats: list[SeatConfig], humans: list[int], mode: str, h: MatchLog) -> tuple[list, list]:
    """The records of the hand that just ended in match ``m`` (and of the match, at its end) for the
    seats ``humans``, their counts and the time played from ``h``: (hands, matches) for ``record``.
    ``m`` is the engine's match or the match as one joined seat knows it (``game.net.join.remote_match``):
    its rules, results, scores and winner are all that is read."""
    over = m.results[-1]
    seconds = int(h.seconds - h.booked)
    h.booked += seconds
    names = [counted_as(s.name, s.portrait, s.is_human) for s in seats]  # the same in every language
    preset = preset_of(m.rules)
    standing = _standing(m) if m.is_over else []
    hands: list[tuple] = []
    matches: list[tuple] = []
    for seat in humans:
        rivals = [n for i, n in enumerate(names) if i != seat]
        where = scopes(mode, preset, rivals)
        counts = dict(h.finished[seat]) if seat < len(h.finished) else {}
        hands.append((names[seat], where, over.places.index(seat), over.titles[seat], over.points[seat],
                      counts, seconds))
        if m.is_over:
            ahead = {names[s] for s in standing[standing.index(seat) + 1:]}
            matches.append((names[seat], where, m.winner == seat, m.scores[seat], ahead))
    return hands, matches


def rated(m: Any, seats: list[SeatConfig]) -> list[rating.Rated]:
    """The seats of a finished match as ``game.records.rating`` rates them (none before its end): a
    person by the name their records go under (a friend at a table hosted here is a person at its
    session, by the name they joined with), a bot by its strength and character. A second person
    under a name already at the table is rated as a newcomer of 1500 who is not kept, so nobody's
    rating is moved twice by one match."""
    if not m.is_over:
        return []
    out: list[rating.Rated] = []
    for s, points in zip(seats, m.scores):
        if s.is_human:
            name = counted_as(s.name, s.portrait, True)
            taken = any(r.name == name and not r.bot for r in out)
            out.append(rating.Rated(name, rating.NEWCOMER if taken else "", points))
        else:
            out.append(rating.Rated(s.name, f"{s.kind}:{s.personality}", points))
    return out


def record(replay: Replay | None, hands: list[tuple], matches: list[tuple], seats: Sequence[rating.Rated] = (),
           match_id: str = "") -> None:
    """Write the replay (if any), count ``counted``'s records and rate ``rated``'s seats as match
    ``match_id`` (none: a seat joined at another computer's table, whose host rates it), on the
    history writer's thread."""
    writer.queue(lambda: _write(replay, hands, matches, list(seats), match_id))


def _write(replay: Replay | None, hands: list[tuple], matches: list[tuple], seats: list[rating.Rated],
           match_id: str) -> None:
    """On the history writer's thread: the replay first, then the records read, counted, rated and
    written, then the rating changes told to the results screen."""
    if replay is not None and replay.result.hands >= 1:
        store.save_replay(replay)
    records = store.load_records()
    for hand in hands:
        records.add_hand(*hand)
    for match in matches:
        records.add_match(*match)
    if seats and match_id:
        records.rate(match_id, seats)  # a match rated already (an old file's, on read) is not rated again
    store.save_records(records)
    if seats and match_id:
        rating.tell(match_id, {s.name: rating.Change.of(r) for s in seats if not s.bot
                               and (p := records.players.get(s.name)) is not None
                               and (r := p.rating) is not None and r.last == match_id})


def _standing(m: Any) -> list[int]:
    """Seats best first at the match end: by total, ties by the last hand's places (as the engine)."""
    last = m.results[-1].places
    return sorted(range(m.seats), key=lambda s: (-m.scores[s], last.index(s)))
