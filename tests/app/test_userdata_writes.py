"""The user files' writes under a hostile disk: atomic for the main file and the backup, never raising.

A failure at any step of a write leaves a loadable last save (the old one until the new file is in
place, the new one after); a full or read-only disk, or a folder where the file should be, is
told once, in words, and the game goes on.
"""
import errno
import json
import os
import sys

import pytest

from game import data_folder, safefile, userdata
from game.app import settings


class Boom:
    """Make the n-th call of a function fail with an OSError (the rest run for real)."""

    def __init__(self, real, fail_at, code=errno.ENOSPC):
        self.real, self.fail_at, self.code, self.calls = real, fail_at, code, 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        if self.calls == self.fail_at:
            raise OSError(self.code, os.strerror(self.code))
        return self.real(*args, **kwargs)


# Each step of the write of a file that already has a backup, in order, and the save it must leave:
# "old" (the last completed save) while the new file is not in place, "new" once it is ("saved": the
# write counts as done).
STEPS = [
    ("tempfile", "mkstemp", 1, "old"),  # before the temporary file exists
    ("os", "fsync", 1, "old"),  # the temporary file is written, not yet synced
    ("os", "replace", 1, "old"),  # the backup's second name is made; just before the new file replaces the old
    ("os", "replace", 2, "new"),  # just after: the new file is in place, the backup not yet rotated
    ("os", "fsync", 2, "saved"),  # both renamed; the folder sync fails: saved all the same, only logged
]


@pytest.mark.skipif(os.name != "posix", reason="the folder sync steps are POSIX only")
@pytest.mark.parametrize("module, func, nth, left", STEPS, ids=[f"{f}{n}" for _m, f, n, _l in STEPS])
def test_a_failure_at_any_step_of_the_write_keeps_a_loadable_last_save(module, func, nth, left):
    settings.save(settings.Settings(scale=1))
    settings.save(settings.Settings(scale=2))  # the last completed save; scale=1 is its backup
    target = getattr(safefile, module)
    with pytest.MonkeyPatch.context() as patch:  # its own: undoing it must not undo the test's data folder
        patch.setattr(target, func, Boom(getattr(target, func), nth))
        assert settings.save(settings.Settings(scale=3)) is (left == "saved")  # never raises
    expected = 2 if left == "old" else 3
    assert settings.load() == (settings.Settings(scale=expected), None)
    backup = json.loads(userdata.path_of("settings.json.bak").read_text())
    assert backup["scale"] == (1 if left == "old" or func == "replace" else 2)  # whole, never newer than the main
    assert not list(userdata.data_dir().glob(".*.tmp"))
    notices = userdata.take_notices()
    if left == "saved":
        assert notices == []
    else:
        assert "the disk is full" in notices[0] and len(notices) == 1 and notices[0].title == "Cannot save"


@pytest.mark.parametrize("copy_fails", [False, True])
def test_without_hard_links_the_backup_is_a_synced_copy(monkeypatch, copy_fails):
    settings.save(settings.Settings(scale=1))
    settings.save(settings.Settings(scale=2))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(safefile.os, "link", Boom(os.link, 1, errno.EPERM))  # FAT, some network shares
        if copy_fails:
            patch.setattr(safefile.tempfile, "mkstemp", Boom(safefile.tempfile.mkstemp, 2))
        assert settings.save(settings.Settings(scale=3)) is not copy_fails
    assert settings.load()[0].scale == (2 if copy_fails else 3)
    assert json.loads(userdata.path_of("settings.json.bak").read_text())["scale"] == (1 if copy_fails else 2)
    assert not list(userdata.data_dir().glob(".*.tmp"))


def test_a_write_the_next_load_would_refuse_is_not_made_and_the_last_good_file_stays(monkeypatch):
    """Whatever is written can be read again: a file over the read cap is refused before the disk."""
    assert settings.save(settings.Settings(scale=2))
    before = userdata.path_of("settings.json").read_bytes()
    monkeypatch.setattr(userdata, "MAX_BYTES", len(before) + 10)
    big = settings.Settings(scale=3)
    big.keys["hint"] = ["k"] * 16 + ["x" * 40]
    assert settings.save(big) is False
    assert userdata.path_of("settings.json").read_bytes() == before
    [notice] = userdata.take_notices()
    assert notice.title == "Cannot save" and "more than the" in notice and "bytes" in notice


@pytest.mark.parametrize("code, words", [
    (errno.ENOSPC, "the disk is full"), (errno.EROFS, "the disk is read-only"),
    (errno.EACCES, "not allowed to write"), (errno.EIO, "the system refused"),
])
def test_a_refused_write_is_told_once_in_plain_words_and_retried(code, words):
    def refused(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    settings.save(settings.Settings(scale=1))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(safefile.tempfile, "mkstemp", refused)
        for scale in (2, 3, 4):
            assert settings.save(settings.Settings(scale=scale)) is False
    [notice] = userdata.take_notices()  # three failures, one message
    assert notice.startswith("Your settings cannot be saved: ") and words in notice
    assert settings.load()[0].scale == 1  # the last good file, untouched
    assert settings.save(settings.Settings(scale=4))  # tried again, and it works
    assert settings.load()[0].scale == 4
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(safefile.tempfile, "mkstemp", refused)
        assert settings.save(settings.Settings(scale=2)) is False
    assert len(userdata.take_notices()) == 1  # a new failure after a success is news again


def test_a_locked_file_on_windows_is_called_locked(monkeypatch):
    error = PermissionError(errno.EACCES, "in use")
    error.winerror = 32
    monkeypatch.setattr(userdata, "install", lambda *a: (_ for _ in ()).throw(error))
    assert not userdata.write_json("settings.json", {"version": 1})
    assert "locked by another program" in userdata.take_notices()[0]


def test_a_data_folder_that_became_a_file_is_a_notice_not_a_crash(_user_data_dir, monkeypatch):
    monkeypatch.setenv(data_folder.ENV_VAR, str(_user_data_dir / "settings.json"))
    _user_data_dir.mkdir(parents=True, exist_ok=True)
    (_user_data_dir / "settings.json").write_text("x")
    assert settings.save(settings.Settings()) is False
    [notice] = userdata.take_notices()
    assert "cannot be saved: the data folder" in notice and "is a file, not a folder" in notice
    assert settings.load()[0] == settings.Settings()


def test_leftover_temporary_files_are_removed_when_the_folder_is_first_used(_user_data_dir):
    _user_data_dir.mkdir(parents=True)
    (_user_data_dir / ".match.json.k3j4.tmp").write_text("half a sa")
    (_user_data_dir / "keep.tmp.txt").write_text("not ours")
    userdata.data_dir()
    assert sorted(p.name for p in _user_data_dir.iterdir()) == ["keep.tmp.txt"]


KILLER = """
import sys
from game.app import settings
for n in range(1, 100000):
    settings.save(settings.Settings(music_volume=n % 11, effects_volume=n // 11 % 11))
    print(n, flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("after", [1, 7, 40])
def test_a_kill_during_writes_leaves_a_loadable_save(_user_data_dir, after):
    import signal
    import subprocess

    child = subprocess.Popen([sys.executable, "-c", KILLER], stdout=subprocess.PIPE, text=True,
                             env={**os.environ, data_folder.ENV_VAR: str(_user_data_dir)})
    for _ in range(after):  # wait on the child's own word, not on the clock
        child.stdout.readline()
    child.send_signal(signal.SIGKILL)  # somewhere in a later write
    child.wait()
    child.stdout.close()
    backup = _user_data_dir / "settings.json.bak"
    if after > 1 or backup.exists():  # the first save has no backup yet
        assert settings.Settings.parse(json.loads(safefile.read_bytes(backup, userdata.MAX_BYTES)))[1] == []  # a whole backup
    s, notice = settings.load()
    assert notice is None and s != settings.Settings()  # a whole save, from the main file itself
    assert not list(_user_data_dir.glob(".*.tmp"))  # what the kill left was cleaned at start


def test_a_save_over_a_folder_is_a_notice_naming_it():
    from game.table.saving import save
    from game.table.tour.shots import session

    userdata.path_of("match.json").mkdir()
    assert save.write_data(save.encode(session())) is False
    assert "a folder stands where the file match.json should be" in userdata.take_notices()[0]


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
def test_a_save_that_links_to_nothing_is_moved_aside_so_continue_goes():
    from game.table.saving import save

    os.symlink(userdata.path_of("gone.json"), userdata.path_of("match.json"))
    assert save.exists()
    session, notice = save.load()
    assert session is None and "link to a file that is gone" in notice
    assert not save.exists()
