"""Titles by finishing place (RULES.md §6)."""
from __future__ import annotations

_TITLES = {
    3: ("Millionaire", "Commoner", "Beggar"),
    4: ("Millionaire", "Rich", "Poor", "Beggar"),
    5: ("Millionaire", "Rich", "Commoner", "Poor", "Beggar"),
    6: ("Millionaire", "Rich", "Commoner", "Commoner", "Poor", "Beggar"),
}


def titles_for(seats: int) -> tuple[str, ...]:
    """Title of each finishing place, first to last."""
    return _TITLES[seats]
