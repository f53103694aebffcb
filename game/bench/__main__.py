"""Dispatches ``python -m game.bench NAME [args]`` to the named benchmark."""
from __future__ import annotations

import sys

USAGE = "usage: python -m game.bench {frames|engine|search|records|net|idle} [args]"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in ("frames", "engine", "search", "records", "net", "idle"):
        print(USAGE, file=sys.stderr)
        return 2
    name, rest = args[0], args[1:]
    # Imported lazily: each benchmark pulls in different parts of the game.
    if name == "frames":
        from game.bench import frames

        return frames.main(rest)
    if name == "search":
        from game.bench import search

        return search.main(rest)
    if name == "idle":
        from game.bench import idle

        return idle.main(rest)
    if name == "records":
        from game.bench import records

        return records.main(rest)
    if name == "net":
        from game.bench import net

        return net.main(rest)
    from game.bench import engine

    return engine.main(rest)


if __name__ == "__main__":
    raise SystemExit(main())
