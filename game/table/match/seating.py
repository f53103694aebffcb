"""Owns what a table is set up with before a match: each seat's config, the campaign link and the
friends' table link.

These are the values a setup screen edits, a save keeps and a session is built
from; they hold no rules and no match state.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.i18n import _
from game.quoting import quote

BOT_KINDS = ("beginner", "medium", "advanced")  # a bot of that strength plays the seat
KINDS = ("human", *BOT_KINDS)
MODES = ("quick", "pass")


@dataclass
class SeatConfig:
    """One seat as set up before the match: who plays it and how it looks."""

    kind: str = "human"  # "human" or a bot strength
    name: str = "You"
    portrait: str = "You"  # the key handed to gfx.portraits.portrait
    personality: str = "steady"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_bot(self) -> bool:
        """A bot strength plays it (not a person here nor a friend's device): it has a style."""
        return self.kind in BOT_KINDS

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name, "portrait": self.portrait, "personality": self.personality}

    @classmethod
    def from_dict(cls, data: Any) -> "SeatConfig":
        if not isinstance(data, dict):
            raise ValueError(_("{field}: expected a table, got {got}").format(field="seat", got=type(data).__name__))
        fields = {}
        for key in ("kind", "name", "portrait", "personality"):
            value = data.get(key)
            if not isinstance(value, str) or not value:
                raise ValueError(_("{field}: expected text, got {got}").format(field=f"seat.{key}", got=quote(value)))
            fields[key] = value[:12] if key == "name" else value
        if fields["kind"] not in KINDS:
            raise ValueError(_("{field}: expected one of {choices}, got {got}").format(
                field="seat.kind", choices=", ".join(KINDS), got=quote(fields["kind"])))
        return cls(**fields)


@dataclass(frozen=True)
class CampaignLink:
    """The campaign level a match is played at: its id, its file's name and whether it is a custom
    table. The save keeps it so Continue can hand the match back to its level."""

    level: str
    file: str
    custom: bool

    def to_dict(self) -> dict[str, Any]:
        return {"level": self.level, "file": self.file, "custom": self.custom}


@dataclass
class FriendsLink:
    """The friends' table a match is hosted at: its room code and, per seat, the secret of the friend
    who sits there ("" for a friend's seat a bot holds now, which a latecomer may take; None for a seat
    no friend takes: the host's own, a bot set up so), and the port it listened on. The save keeps it,
    so Continue hosts the table again under the same code and port, where each friend's device (whose
    page kept its address and its secret) rejoins its own seat."""

    room: str
    secrets: list[str | None]
    port: int = 0  # 0: any free port

    def to_dict(self) -> dict[str, Any]:
        return {"room": self.room, "secrets": list(self.secrets), "port": self.port}
