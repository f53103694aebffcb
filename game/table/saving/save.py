"""Owns the autosaves: one versioned JSON file per kind of table in the user data folder, their
backups, and resuming.

Each kind of table keeps its own save (``SLOTS``: Quick Match in
``match.json``, Pass & Play, the campaign), so starting one never deletes
another's match: Continue lists every save there is, the most recent first.
``write_data`` runs after every move (queued off the frame by
``game.table.saving.autosave``), through ``game.userdata``: atomic, the previous save
kept as ``NAME.bak``, and it never raises (a disk that
refuses is told to the player once; the last good save stays). ``load`` never
raises: a save that is truncated, not JSON or inconsistent (a duplicate card,
say) is moved aside with a message for the player and the backup is used; one
from a newer version is left as it is. Every value a save carries is checked as
strictly as a level file's: a seat's bot personality and its budget go through
the same checks (``game.bots.base.check_parameter``), so a hand-edited save
cannot freeze the table.

A campaign match also carries ``"campaign": {"level": id, "file": name,
"custom": bool}`` beside the session: the level's identity, so Continue can
link the match back to its table. The field is optional within version 1 (a
save without it is a plain match), so older saves load unchanged. A match
hosted for friends carries ``"friends": {"room": code, "secrets": [...]}``
likewise (``seating.FriendsLink``): Continue hosts it again under that code and
the friends' devices rejoin their seats with the secrets they kept.
"""
from __future__ import annotations

from typing import Any

from game import userdata, writer
from game.bots.base import personality_of
from game.bounds import ROOM_CODE, SEAT_SECRET
from game.i18n import _, ngettext
from game.quoting import quote
from game.table.match.seating import CampaignLink, FriendsLink, SeatConfig
from game.table.match.session import Session
from game.table.saving import save_check
from game.table.saving.session_state import session_from, state_of

# Each kind of table and the file its match is saved in. Quick Match keeps the name every save had
# before there were several, so a save of an older version is still found (whatever its mode).
SLOTS = {"quick": "match.json", "pass": "match-pass.json", "campaign": "match-campaign.json",
         "friends": "match-friends.json"}
FILE_NAME = SLOTS["quick"]
BACKUP_NAME = FILE_NAME + userdata.BACKUP
KIND = "daifugo-arcade-match"
VERSION = 1

CAMPAIGN_FIELDS = {"level": str, "file": str, "custom": bool}
# A friends' table's room code and seat secrets as the host makes them (game.net.wire.protocol): a saved
# value outside these is damage, and would only make the table unreachable again.
MAX_PORT = 65535


def encode(session: Session) -> dict[str, Any]:
    """The save file's content for ``session`` as it stands (plain values: cheap, no disk)."""
    data: dict[str, Any] = {"kind": KIND, "version": VERSION, "session": state_of(session)}
    if session.campaign is not None:
        data["campaign"] = session.campaign.to_dict()
    if session.friends is not None:
        data["friends"] = session.friends.to_dict()
    return data


def slot_of(session: Session) -> str:
    """The kind of table ``session`` is, which names its save (``SLOTS``)."""
    if session.friends is not None:
        return "friends"
    return "campaign" if session.campaign is not None else session.mode


def write_data(data: dict[str, Any], slot: str = "quick") -> bool:
    """Write a save made by ``encode`` as ``slot``'s; never raises (False when the disk refused: the
    player is told once)."""
    # On one line: written after every move (the C encoder is several times faster), and a long match's
    # results, one per line each, would cost three times the bytes under the file cap (game.table.saving.save_check).
    return userdata.write_json(SLOTS[slot], data, _("this match cannot be autosaved"), indent=None)


def exists(slot: str | None = None) -> bool:
    """Is there a save to offer Continue for (``slot``'s, or any)? See ``saved``."""
    return any(found == slot or slot is None for found, _when in saved())


def saved() -> list[tuple[str, float]]:
    """The slots with a save to continue and when each was last written, the most recent first.

    The file ``load`` would use decides: the main file when there is one (a damaged one too: Continue
    then says what was kept), else the backup (``load`` falls back to it). A newer version's file is
    no save of ours to continue, whichever it is: Continue would only answer "Cannot continue" every
    time; the player is told so once a run instead (the loader's notice: kept, and never written over). Writes still queued are waited for first, so a match just left or just finished is seen as
    it is."""
    writer.settle()
    try:
        folder = userdata.data_dir()
    except OSError:
        return []
    found = []
    for slot, name in SLOTS.items():
        for path in (folder / name, folder / (name + userdata.BACKUP)):
            if path.exists() or path.is_symlink():
                if not userdata.is_newer(path, KIND, VERSION):
                    found.append((slot, _written(path)))
                else:  # not offered, but never in silence: the player is told why, once a run
                    notice = load(slot)[1]
                    if notice is not None:
                        userdata.tell(notice)
                break
    return sorted(found, key=lambda item: -item[1])


def _written(path: Any) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def clear(slot: str = "quick") -> None:
    """Forget ``slot``'s save and its backup once its match is over: a finished match is not resumable."""
    userdata.remove(SLOTS[slot], KIND, VERSION)


def decode(data: Any) -> Session:
    """A session from a parsed save file; ValueError says what is wrong in player words."""
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise ValueError(_("it is not a Daifugo Arcade match save"))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise ValueError(_("its version {version} is not a number").format(version=quote(version)))
    if version > VERSION:
        raise userdata.NewerFile(_("was written by a newer version of the game (save version {version}, "
                                   "this one reads up to {known})").format(version=quote(version), known=VERSION))
    if version < 1:
        raise ValueError(_("its version {version} is unknown").format(version=quote(version)))
    save_check.before(data)  # bounds first: a hostile save costs a short message, never seconds
    raw = data["session"] if isinstance(data.get("session"), dict) else {}
    # Before the session builds its bots from them, so a fault is told with the seat's number and name.
    for i, seat in enumerate(raw.get("seats") if isinstance(raw.get("seats"), list) else [], 1):
        _check_seat(i, SeatConfig.from_dict(seat))
    session = session_from(data.get("session"), campaign=_campaign_link(data.get("campaign")))
    session.friends = _friends_link(data.get("friends"), session.seats)
    save_check.after(session, encode(session))
    return session


def _check_seat(number: int, seat: Any) -> None:
    """What ``session_from`` leaves open, held to the level file's limits (the name is checked with
    the rest of the save's bounds, ``save_check``; a portrait is any text, as there: every name draws a face)."""
    try:
        personality_of(seat.personality)
    except ValueError as exc:
        raise ValueError(_("seat {number} ({name}): {why}").format(number=number, name=seat.name, why=exc)) from None


def _campaign_link(value: Any) -> CampaignLink | None:
    """The campaign level a saved match plays, or None for a plain match (no field)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ValueError(_("{field}: expected a table, got {got}").format(field="campaign", got=type(value).__name__))
    for key, kind in CAMPAIGN_FIELDS.items():
        item = value.get(key)
        if not isinstance(item, kind) or (kind is str and not item):
            wanted = _("{field}: expected true or false, got {got}") if kind is bool else \
                _("{field}: expected text, got {got}")
            raise ValueError(wanted.format(field=f"campaign.{key}", got=quote(item)))
    return CampaignLink(**{key: value[key] for key in CAMPAIGN_FIELDS})


def _friends_link(value: Any, seats: list[SeatConfig]) -> FriendsLink | None:
    """The friends' table a saved match is hosted at, or None (no field): a room code, per seat a
    friend's secret (only at a person's seat, each once), "" (a friend's seat a bot holds) or null, and
    the port."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ValueError(_("{field}: expected a table, got {got}").format(field="friends", got=type(value).__name__))
    room, secrets, port = value.get("room"), value.get("secrets"), value.get("port")
    if not isinstance(room, str) or not ROOM_CODE.fullmatch(room):
        raise ValueError(_("{field}: expected a room code of 4 capital letters, got {got}").format(
            field="friends.room", got=quote(room)))
    if not isinstance(secrets, list) or len(secrets) != len(seats):
        raise ValueError(_("{field}: expected a list of {n} seats' secrets, got {got}").format(
            field="friends.secrets", n=len(seats), got=_unsaid(secrets)))
    for i, secret in enumerate(secrets):
        wrong = None if secret is None or secret == "" else _wrong_secret(i, secret, secrets, seats)
        if wrong is not None:
            raise ValueError(_("{field}: expected a person's seat secret (16 to 64 letters, digits, - or _, "
                               "each seat its own), \"\" or null, got {got}").format(
                field=f"friends.secrets[{i}]", got=wrong))
    if isinstance(port, bool) or not isinstance(port, int) or not 0 <= port <= MAX_PORT:
        raise ValueError(_("{field}: expected a whole number from {low} to {high}, got {got}").format(
            field="friends.port", low=0, high=MAX_PORT, got=quote(port)))
    return FriendsLink(room, list(secrets), port)


def _wrong_secret(seat: int, secret: Any, secrets: list, seats: list[SeatConfig]) -> str | None:
    """What is wrong with ``seat``'s saved secret, said as ``_unsaid`` says it, or None: a person's own."""
    if not isinstance(secret, str) or not SEAT_SECRET.fullmatch(secret):
        return _unsaid(secret)
    first = secrets.index(secret)
    if first != seat:
        return _("seat {n}'s secret again").format(n=first + 1)
    if not seats[seat].is_human:
        return _("a secret at a bot's seat")
    return None


def _unsaid(value: Any) -> str:
    """What a ``friends.secrets`` refusal says it got, never the text itself: a seat's secret takes that
    seat back, and the message may be on a shared screen every friend looks at."""
    if isinstance(value, list):
        return ngettext("a list of {n} item", "a list of {n} items", len(value)).format(n=len(value))
    if isinstance(value, str):
        return ngettext("text of {n} character", "text of {n} characters", len(value)).format(n=len(value))
    return quote(value)


def load(slot: str = "quick") -> tuple[Session | None, str | None]:
    """``slot``'s save: (session, None), (None, None) without a save, or a message when the save was damaged.

    A damaged or missing save may still give a session: the one in the backup,
    with a message saying so. Writes still queued are waited for first.
    """
    writer.settle()
    # TRANSLATORS: the damaged-save notice's title reads "Save repaired", "Save reset", ... ({what} + a word).
    found = userdata.load(SLOTS[slot], lambda data: (decode(data), []), _("Save"),
                          _("There is no match to continue."))
    return found.value, found.notice
