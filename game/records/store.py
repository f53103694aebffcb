"""Owns the two history files in the user data folder: ``replays.json`` (the last 200 matches,
newest first) and ``records.json`` (the players' records and ratings).

Both go through ``game.userdata``: an atomic write with the previous file kept
as ``.bak``; a damaged file is moved aside under a unique name and the backup
used, with a message; a file from a newer version is left alone. A replay in the
list that no longer reads is dropped with a note naming it, the others stay.
What loading had to tell the player waits in ``take_notices`` (the app shows
each one). A records file of version 1 has no ratings: its players' finished
matches still in the replay list are rated once, oldest first, as it is read
(``rate_past``), and the next write keeps them as version 2.
"""
from __future__ import annotations

import threading
from typing import Any

from game import data_folder, userdata
from game import writer
from game.i18n import N_, _
from game.quoting import quote
from game.records.rating import Rated
from game.records.replay import Replay, ReplayError
from game.records.stats import Records

REPLAYS, RECORDS = "replays.json", "records.json"
REPLAYS_KIND, RECORDS_KIND = "daifugo-arcade-replays", "daifugo-arcade-records"
VERSION = 1  # the replays' (and, before the ratings, the records')
RECORDS_VERSION = 2  # 2: the players' ratings
KEEP = 200

_notices: dict[str, list[userdata.Notice]] = {}  # per data folder, as userdata keeps its own
# What was said in each folder this run: a repair is kept in memory until the next hand's end writes it back,
# and the Records screen and the hand's end both read the file meanwhile; the player hears it once.
_said: dict[str, set[str]] = {}


_lock = threading.Lock()  # the history writer's thread tells notices, the frame takes them


def _folder() -> str:
    return str(data_folder.folder_in_force())


def take_notices() -> list[userdata.Notice]:
    """What the last loads in this data folder had to say (a damaged file moved aside), each once a run."""
    with _lock:
        return _notices.pop(_folder(), [])


def _told(notice: userdata.Notice | None) -> None:
    """Queue ``notice`` for the player unless the same words were said in this folder already this run."""
    with _lock:
        said = _said.setdefault(_folder(), set())
        if notice is not None and notice.title + notice not in said:
            said.add(notice.title + notice)
            _notices.setdefault(_folder(), []).append(notice)


# TRANSLATORS: what a history file holds, in "it is not a Daifugo Arcade {what} file".
KINDS = {REPLAYS_KIND: N_("replays"), RECORDS_KIND: N_("records")}


def _header(data: Any, kind: str) -> int:
    """The file's version, once it is this kind of file in a version this game reads."""
    what = _(KINDS[kind])
    known = RECORDS_VERSION if kind == RECORDS_KIND else VERSION
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise ValueError(_("it is not a Daifugo Arcade {what} file").format(what=what))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(_("its version {version} is not one this game wrote").format(version=quote(version)))
    if version > known:
        raise userdata.NewerFile(_("was written by a newer version of the game ({what} version {version}, "
                                   "this one reads up to {known})").format(what=what, version=quote(version), known=known))
    return version


# -- replays -----------------------------------------------------------------------------------
def _decode_replays(data: Any) -> tuple[list[Replay], list[str]]:
    _header(data, REPLAYS_KIND)
    items = data.get("matches")
    if not isinstance(items, list):
        raise ValueError(_("{field}: expected a list").format(field="matches"))
    out, repairs = [], []
    for i, item in enumerate(items[:KEEP], 1):
        try:
            out.append(Replay.from_dict(item))
        except ReplayError as exc:
            repairs.append(_("match {n} in the list was left out: {why}.").format(n=i, why=exc))
    return out, repairs


# The list as last read or written, by folder, with the file's (inode, mtime, size) then: a hand's end
# rewrites the list, and re-reading 200 replays there would stall the table's frame.
_replays: dict[str, tuple[tuple[int, int, int] | None, list[Replay]]] = {}


def _stamp() -> tuple[int, int, int] | None:
    try:
        st = userdata.path_of(REPLAYS).stat()
    except (OSError, ValueError):
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def load_replays() -> list[Replay]:
    """The stored replays, newest first (an empty list when there are none or the file was lost), with
    every hand that ended so far (``writer.settle``)."""
    writer.settle()
    stamp, cached = _replays.get(_folder(), (None, []))
    if stamp is not None and stamp == _stamp():
        return list(cached)
    found = userdata.load(REPLAYS, _decode_replays, _("Replays"), _("The match history starts again."))
    _told(found.notice)
    replays = found.value or []
    _replays[_folder()] = (_stamp(), replays)
    return list(replays)


def save_replay(replay: Replay) -> bool:
    """Put ``replay`` first (replacing an older copy of the same match), keep the newest ``KEEP``."""
    kept = [r for r in load_replays() if r.id != replay.id]
    matches = [replay] + kept[:KEEP - 1]
    saved = userdata.write_json(REPLAYS, {"kind": REPLAYS_KIND, "version": VERSION,
                                          "matches": [r.to_dict() for r in matches]}, indent=None)
    if saved:
        _replays[_folder()] = (_stamp(), matches)
    return saved


# -- records -----------------------------------------------------------------------------------
def _decode_records(data: Any) -> tuple[Records, list[str]]:
    version = _header(data, RECORDS_KIND)
    records, repairs = Records.from_dict(data.get("players"))
    if version < 2:
        rate_past(records, load_replays())
    return records, repairs


def rate_past(records: Records, replays: list[Replay]) -> int:
    """Rate the finished matches of ``replays`` (newest first, as kept) oldest first, for the people
    the records know: a person's seat goes by its name or its face, as the records count it
    (``game.table.saving.recorder.counted_as``); a match with a person the records do not know is left
    out. Returns how many matches were rated."""
    rated = 0
    for replay in reversed(replays):
        if not replay.result.finished or len(replay.result.scores) != len(replay.seats):
            continue
        seats = []
        for seat, points in zip(replay.seats, replay.result.scores):
            if seat.kind == "human":
                name = seat.name if seat.name in records.players else seat.face
                if name not in records.players:
                    break
                seats.append(Rated(name, "", points))
            else:
                seats.append(Rated(seat.name, f"{seat.kind}:{seat.style}", points))
        else:
            rated += bool(records.rate(replay.id, seats))
    return rated


def load_records() -> Records:
    """The records, with every hand that ended so far counted (``writer.settle``)."""
    writer.settle()
    found = userdata.load(RECORDS, _decode_records, _("Records"), _("The records start again."))
    _told(found.notice)
    return found.value or Records()


def save_records(records: Records) -> bool:
    """Write the records on one line: rewritten at every hand's end, and a file that loads must never be
    written back bigger (indented, a records file near the cap came out at twice the cap)."""
    return userdata.write_json(RECORDS, {"kind": RECORDS_KIND, "version": RECORDS_VERSION, "players": records.to_dict()},
                               indent=None)
