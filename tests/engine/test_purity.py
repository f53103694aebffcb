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


def test_engine_imports_no_pygame_clock_or_ui():
    for path in ENGINE.glob("*.py"):
        bad = imported_modules(path) & {"pygame", "time", "game", "threading"}
        assert not bad, f"{path.name} imports {bad}"


def test_engine_uses_no_global_random():
    for path in ENGINE.glob("*.py"):
        text = path.read_text()
        assert "random.random(" not in text and "random.choice(" not in text and "random.shuffle(" not in text, path.name
