"""The one-friend table the joining tests share: hosted in this test process on 127.0.0.1."""
import pytest

from tests.net.clients import hosting
from tests.net.joining import ONE_FRIEND


@pytest.fixture
def host():
    """A table with one friend seat and three beginner bots, hosted for this test: (table, port)."""
    with hosting(kinds=ONE_FRIEND) as (_server, table, port):
        yield table, port
