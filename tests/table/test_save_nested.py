"""A save and its backup both nested too deeply to parse: reported, never a crash."""
from game import userdata
from game.table.saving import save


def test_deeply_nested_save_and_backup_do_not_crash():
    nested = "[" * 100_000 + "]" * 100_000
    userdata.path_of(save.FILE_NAME).parent.mkdir(parents=True, exist_ok=True)
    userdata.path_of(save.FILE_NAME).write_text(nested)
    userdata.path_of(save.BACKUP_NAME).write_text(nested)
    session, message = save.load()
    assert session is None
    assert message
