"""Benchmarks: ``python -m game.bench frames`` (the shell's frame time) and ``engine`` (rules speed)."""
