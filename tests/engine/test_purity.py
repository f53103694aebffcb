"""The engine stays pure: no pygame, no clock, no global randomness (STYLE.md)."""
import ast
import pathlib

import game.engine

ENGINE = pathlib.Path(game.engine.__file__).parent


def imported_modules(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


# What the engine may take from the rest of the game: leaves of the standard library only (how a value read from
# a file is quoted in a message), so the engine still lifts out with them and brings no pygame, clock or thread.
LEAVES = {"game.quoting"}


def game_modules(path: pathlib.Path) -> set[str]:
    """The modules of the game ``path`` imports by absolute name (``game.quoting``, ``game``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return {n for n in names if n.split(".")[0] == "game"}


def test_engine_imports_no_pygame_clock_or_ui():
    for path in ENGINE.glob("*.py"):
        bad = imported_modules(path) & {"pygame", "time", "threading"} | game_modules(path) - LEAVES
        assert not bad, f"{path.name} imports {bad}"
    for leaf in LEAVES:
        path = ENGINE.parent / f"{leaf.removeprefix('game.')}.py"
        assert imported_modules(path) <= {"__future__", "json", "re", "typing"}, f"{leaf} imports more than the stdlib"


def test_engine_uses_no_global_random():
    for path in ENGINE.glob("*.py"):
        text = path.read_text()
        assert "random.random(" not in text and "random.choice(" not in text and "random.shuffle(" not in text, path.name
