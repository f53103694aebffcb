"""Comparing plays, suit lock, effect counts and foul tags (RULES.md §2, §4, §5, §9, §10).

Pure functions on ``Move`` values and the few state flags they depend on, so
the hand can ask "does this beat that?" and the error messages can say why not
in a player's words.
"""
from __future__ import annotations

from .cards import RANK_2, RANK_3, RANK_7, RANK_8, RANK_10, RANK_J, RANK_NAMES, RANK_PLURALS, SPADE3, SUIT_NAMES, SUITS
from .moves import GROUP, RUN, SINGLE, Move, place, play
from .refusal import IllegalMove, Refusal
from .rules import Rules


def beats(new: Move, old: Move, reversed_: bool, spade3: bool, above: bool = False) -> bool:
    """Does ``new`` (same shape and size as ``old``) beat it in the order in force?

    ``above`` is ``run_beats = "above"`` (§10.2): a run must lie wholly beyond the other.
    """
    a, b = new.info, old.info
    if a.shape is SINGLE:
        if b.lone_joker:
            return spade3 and not a.lone_joker and new.cards[0] == SPADE3
        if a.lone_joker:
            return True
        return a.lo < b.lo if reversed_ else a.lo > b.lo
    if a.shape is GROUP:
        top = 0 if reversed_ else 12
        ra = top if a.joker_group else a.lo
        rb = top if b.joker_group else b.lo
        return ra < rb if reversed_ else ra > rb
    if above:
        return a.hi < b.lo if reversed_ else a.lo > b.hi
    return a.hi < b.hi if reversed_ else a.lo > b.lo


def ties(new: Move, old: Move, reversed_: bool) -> bool:
    """Equal strength: neither beats the other (a joker stand-in is equal, §2)."""
    a, b = new.info, old.info
    if a.shape is SINGLE:
        return a.lone_joker and b.lone_joker
    return not beats(new, old, reversed_, False) and not beats(old, new, reversed_, False)


def lock_allows(move: Move, lock: int, suited: bool = False) -> bool:
    """Suit lock (§4, §9.8): exactly the locked suits; jokers may stand in for them.

    ``suited`` (``lock_joker_suits``, §10.5): a group's jokers show the suits they name,
    so the group's suits must be exactly the locked ones.
    """
    info = move.info
    if info.lone_joker or info.joker_group:
        return True
    if info.shape is GROUP and not suited:
        return info.suits & ~lock == 0
    return info.suits == lock


def starts_lock(new: Move, old: Move, suited: bool = False) -> bool:
    """Two consecutive joker-free plays with the same suits start a lock (§9.8).

    ``suited`` (§10.5): jokers count as the suits they name; lone jokers, jokers-only
    groups and groups of 5 or 6 name no suit and start nothing.
    """
    a, b = new.info, old.info
    if suited:
        return _names_suits(a) and _names_suits(b) and a.suits == b.suits
    return not a.jokers and not b.jokers and a.suits == b.suits


def _names_suits(info) -> bool:
    return not (info.lone_joker or info.joker_group or info.shape is GROUP and info.size > 4)


def names_rank_only(move: Move) -> bool:
    """A group of up to four whose joker reads a rank only (refused under ``lock_joker_suits``)."""
    info = move.info
    return (info.shape is GROUP and info.size <= 4 and not info.joker_group
            and any(r[1] < 0 for r in move.jokers))


def names_suit(move: Move) -> bool:
    """A group whose joker names a suit (only ``lock_joker_suits`` plays those)."""
    return move.info.shape is GROUP and any(r[1] >= 0 for r in move.jokers)


def rank_only(move: Move) -> Move:
    """The same group with every joker reading its rank only (``5H JK=5D`` -> ``5H JK=5``)."""
    return play(move.cards, tuple((r[0], -1) for r in move.jokers))


def fires(move: Move, rules: Rules) -> bool:
    """Do card effects fire for this play's shape (``effects_in_runs``)?"""
    return rules.effects_in_runs or move.info.shape is not RUN


def count_as(move: Move, rank: int, jokers_fire: bool = False) -> int:
    """Cards standing as ``rank`` when at least one is natural (§9.9), else 0.

    With ``jokers_fire`` (§10.3) a joker standing for the rank counts without a natural.
    """
    info = move.info
    if rank not in info.naturals and not (jokers_fire and rank in info.read):
        return 0
    if info.shape is RUN:
        return 1
    return info.size


def is_revolution(move: Move, rules: Rules) -> bool:
    if not rules.revolution:
        return False
    info = move.info
    if info.shape is GROUP:
        return info.size >= 4
    return info.shape is RUN and rules.revolution_runs > 0 and info.size >= rules.revolution_runs


def _holds(move: Move, rank: int, rules: Rules) -> bool:
    """The play stands as ``rank``: a natural card, or a joker under ``jokers_fire`` (§10.3)."""
    info = move.info
    return rank in info.naturals or rules.jokers_fire and rank in info.read


def cuts(move: Move, rules: Rules) -> bool:
    info = move.info  # inlined: asked after every play
    return (rules.eight_cut and (rules.effects_in_runs or info.shape is not RUN)
            and (RANK_8 in info.naturals or rules.jokers_fire and RANK_8 in info.read))


def jacks(move: Move, rules: Rules) -> bool:
    return rules.jack_back and fires(move, rules) and _holds(move, RANK_J, rules)


def gives(move: Move, rules: Rules) -> int:
    return count_as(move, RANK_7, rules.jokers_fire) if rules.seven_give and fires(move, rules) else 0


def discards(move: Move, rules: Rules) -> int:
    return count_as(move, RANK_10, rules.jokers_fire) if rules.ten_discard and fires(move, rules) else 0


def counters(move: Move, prev: Move | None, rules: Rules) -> bool:
    """The play is a spade-3 counter: a single (the 3S) beating a lone joker."""
    return (rules.spade3 and prev is not None and prev.info.lone_joker and move.info.shape is SINGLE
            and not move.info.lone_joker)


def foul_tags(move: Move, rules: Rules, reversed_before: bool) -> tuple[str, ...]:
    """The foul tags a finishing play carries (§5, §9.12), whether or not fouls are on."""
    info = move.info
    tags = []
    if info.jokers:
        tags.append("joker")
    if RANK_2 in info.naturals:
        tags.append("two")
    if (RANK_3 if reversed_before else RANK_2) in info.naturals:
        tags.append("top_rank")
    if cuts(move, rules):
        tags.append("eight")
    if rules.spade3 and info.shape is SINGLE and not info.lone_joker and move.cards[0] == SPADE3:
        tags.append("spade3")
    if gives(move, rules):
        tags.append("seven")
    if discards(move, rules):
        tags.append("ten")
    return tuple(tags)


# -- words for messages and the screen ------------------------------------------
_GROUP_WORDS = {2: "pair", 3: "triple", 4: "four of a kind"}


def shape_word(move: Move) -> str:
    info = move.info
    if info.shape is SINGLE:
        return "single"
    if info.shape is GROUP:
        return _GROUP_WORDS.get(info.size, f"group of {info.size}")
    return f"run of {info.size}"


def describe(move: Move) -> str:
    """``the pair of 9s``, ``the 7H``, ``the joker``, ``the run 5-6-7 of hearts``."""
    info = move.info
    if info.lone_joker:
        return "the joker"
    if info.joker_group:
        return "the pair of jokers"
    if info.shape is SINGLE:
        return f"the {move}"
    if info.shape is GROUP:
        word = {2: "pair of", 3: "three", 4: "four"}.get(info.size, f"{info.size}")
        return f"the {word} {RANK_PLURALS[info.lo]}"
    suit = (info.suits.bit_length() - 1) if info.suits else 0
    return f"the run {_place_name(info.lo)} to {_place_name(info.hi)} of {SUIT_NAMES[suit]}"


def _place_name(p: int) -> str:
    """A run's end in words; the places past the 3 and the 2 hold only a joker (§10)."""
    return RANK_NAMES[p] if 0 <= p <= 12 else "joker"


def dashed(move: Move) -> str:
    """``5-5-JK`` / ``5-6-JK``: ranks in play order, jokers named as jokers."""
    info = move.info
    if info.shape is RUN:
        slots = {c >> 2: RANK_NAMES[c >> 2] for c in move.cards}
        slots.update({place(r[0]): "JK" for r in move.jokers if r[0] >= 0})
        return "-".join(slots[r] for r in sorted(slots))
    parts = [RANK_NAMES[c >> 2] for c in move.cards] + ["JK"] * len(move.jokers)
    return "-".join(parts)


def suits_words(mask: int) -> str:
    names = [SUIT_NAMES[s] for s in range(4) if mask >> s & 1]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def why_not(move: Move, table: Move, reversed_: bool, lock: int, spade3: bool, above: bool = False,
            suited: bool = False) -> IllegalMove | None:
    """Why a play may not follow ``table`` (not raised: the caller raises it), or None if it may."""
    a, b = move.info, table.info
    on = {"table": str(table)}
    if a.shape is not b.shape or a.size != b.size:
        return IllegalMove.of(Refusal.WRONG_SHAPE, {"table": describe(table), "shape": shape_word(table)},
                              shape=b.shape.value, size=b.size, **on)
    if lock and not lock_allows(move, lock, suited):
        return IllegalMove.of(Refusal.SUIT_LOCK, {"suits": suits_words(lock)},
                              suits="".join(SUITS[s] for s in range(4) if lock >> s & 1))
    if beats(move, table, reversed_, spade3, above):
        return None
    if above and a.shape is RUN and beats(move, table, reversed_, spade3):
        side = "below" if reversed_ else "above"
        return IllegalMove.of(Refusal.RUN_NOT_BEYOND, {"table": describe(table)}, side=side, **on)
    if b.lone_joker:
        if a.lone_joker:
            return IllegalMove.of(Refusal.JOKER_ON_JOKER)
        if spade3:
            return IllegalMove.of(Refusal.ONLY_SPADE3)
        return IllegalMove.of(Refusal.LONE_JOKER)
    if ties(move, table, reversed_):
        return IllegalMove.of(Refusal.TIE, {"move": dashed(move), "table": dashed(table)}, move=str(move), **on)
    return IllegalMove.of(Refusal.TOO_WEAK, {"shape": shape_word(table), "table": describe(table)},
                          reversed=reversed_, **on)
