"""The PyInstaller spec: valid Python that bundles assets and levels, leaves numpy out, and builds both layouts.

The spec is executed with stand-ins for PyInstaller's build classes, so this
runs without PyInstaller installed and records what a real build would be given.
"""
import ast
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "daifugo.spec"


class Recorder:
    """Stands in for Analysis/PYZ/EXE/COLLECT: keeps its arguments, exposes Analysis' outputs."""

    made: list["Recorder"] = []

    def __init__(self, kind: str, *args, **kwargs) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs
        self.pure = self.scripts = self.binaries = self.datas = []
        Recorder.made.append(self)


def run_spec(monkeypatch, *spec_args: str) -> dict[str, Recorder]:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [f"{package}.scenes.title", f"{package}.selftest"]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "argv", ["pyinstaller", *spec_args])
    Recorder.made = []
    names = {kind: (lambda *a, kind=kind, **k: Recorder(kind, *a, **k)) for kind in ("Analysis", "PYZ", "EXE", "COLLECT")}
    exec(compile(SPEC.read_text(), str(SPEC), "exec"), {"SPECPATH": str(SPEC.parent), **names})
    return {r.kind: r for r in Recorder.made}


def test_spec_is_valid_python():
    ast.parse(SPEC.read_text(), filename=str(SPEC))


def test_spec_bundles_assets_and_levels_where_paths_looks(monkeypatch):
    datas = run_spec(monkeypatch)["Analysis"].kwargs["datas"]
    targets = {dest for _src, dest in datas}
    assert {"assets/sfx", "assets/music", "levels"} <= targets
    assert "assets/preview" not in targets  # the art preview sheet is for developers only
    for src, dest in datas:
        assert Path(src) == ROOT / dest  # the bundle mirrors the repo, as game.paths expects


def test_spec_excludes_numpy_and_tkinter(monkeypatch):
    excludes = run_spec(monkeypatch)["Analysis"].kwargs["excludes"]
    assert {"numpy", "tkinter", "_tkinter"} <= set(excludes)


def test_spec_collects_the_game_package_for_registered_scenes(monkeypatch):
    analysis = run_spec(monkeypatch)["Analysis"]
    assert "game.scenes.title" in analysis.kwargs["hiddenimports"]
    assert analysis.args[0] == [str(ROOT / "game" / "__main__.py")]


def test_default_build_is_one_file_named_daifugo(monkeypatch):
    made = run_spec(monkeypatch)
    assert "COLLECT" not in made
    assert made["EXE"].kwargs["name"] == "daifugo"
    assert made["EXE"].kwargs["console"] is True


def test_onedir_option_builds_a_folder(monkeypatch):
    made = run_spec(monkeypatch, "--onedir")
    assert made["EXE"].kwargs["exclude_binaries"] is True
    assert made["COLLECT"].kwargs["name"] == "daifugo"


def test_windowed_option_builds_without_a_console(monkeypatch):
    made = run_spec(monkeypatch, "--windowed")
    assert made["EXE"].kwargs["console"] is False
    assert "COLLECT" not in made  # still one file
    assert {"assets/sfx", "levels"} <= {dest for _src, dest in made["Analysis"].kwargs["datas"]}


def test_windowed_and_onedir_combine(monkeypatch):
    made = run_spec(monkeypatch, "--windowed", "--onedir")
    assert made["EXE"].kwargs["console"] is False and made["EXE"].kwargs["exclude_binaries"] is True
    assert made["COLLECT"].kwargs["name"] == "daifugo"


def test_onedir_alone_keeps_the_console(monkeypatch):
    assert run_spec(monkeypatch, "--onedir")["EXE"].kwargs["console"] is True


def test_windowed_build_is_documented_in_the_spec():
    assert "-- --windowed" in SPEC.read_text()


def test_unknown_spec_option_is_refused(monkeypatch):
    with pytest.raises(SystemExit):
        run_spec(monkeypatch, "--one-folder")
