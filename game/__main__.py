"""Command-line entry point: `daifugo` / `python -m game`."""
import sys


def main(argv: list[str] | None = None) -> int:
    from game import __version__

    args = sys.argv[1:] if argv is None else argv
    if "--version" in args:
        print(f"Daifugo Arcade {__version__}")
        return 0
    print("Daifugo Arcade: the game window arrives with the arcade shell.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
