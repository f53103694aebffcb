"""What a test may leave behind, found at its own teardown (``tests/conftest.py``'s ``_leaves_nothing_open``).

A socket dropped without ``close`` is only found when the garbage collector frees it, and its
``ResourceWarning`` then fails whichever test happens to be running: so after a test that made a
socket, the collector runs here and what it finds is this test's. A thread or a child process the
test started must have ended (or be ending: each is given ``SETTLE`` seconds) by its teardown.
"""
from __future__ import annotations

import gc
import multiprocessing
import socket
import sys
import threading
import time
import warnings
import weakref

SETTLE = 10.0  # seconds a stopped thread or process may take to end before it counts as left running
_made: "weakref.WeakSet[socket.socket]" = weakref.WeakSet()  # every socket this process made, while it lives


def _count(event: str, args: tuple) -> None:
    if event == "socket.__new__":
        try:
            _made.add(args[0])
        except TypeError:  # a bare _socket.socket takes no weak reference: the library closes its own
            pass


sys.addaudithook(_count)  # audit hooks cannot be removed; this one only keeps weak references


def sockets_open() -> "weakref.WeakSet[socket.socket]":
    """The sockets made so far and not yet closed."""
    return weakref.WeakSet(sock for sock in list(_made) if sock.fileno() != -1)


def open_sockets(open_before: "weakref.WeakSet[socket.socket]") -> list[str]:
    """The sockets made since ``open_before`` and not closed: left to the garbage collector (found by
    running it: their ``ResourceWarning``), or still held open."""
    if not [sock for sock in sockets_open() if sock not in open_before]:
        return []  # the common case: every socket the test made is closed, nothing to collect
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ResourceWarning)
        gc.collect()
    dropped = [str(w.message) for w in caught if issubclass(w.category, ResourceWarning)]
    held = [f"socket {sock!r}" for sock in sockets_open() if sock not in open_before]
    return dropped + held


def new_threads(before: set[threading.Thread]) -> list[str]:
    """Threads started since ``before`` and still running after ``SETTLE`` seconds."""
    deadline = time.monotonic() + SETTLE
    left = []
    for thread in set(threading.enumerate()) - before:
        thread.join(max(0.0, deadline - time.monotonic()))
        if thread.is_alive():
            left.append(f"thread {thread.name!r}")
    return left


def new_children(before: set[int]) -> list[str]:
    """Child processes started since ``before`` and still alive after ``SETTLE`` seconds."""
    deadline = time.monotonic() + SETTLE
    left = []
    for child in multiprocessing.active_children():
        if child.pid in before:
            continue
        child.join(max(0.0, deadline - time.monotonic()))
        if child.is_alive():
            left.append(f"process {child.name!r} (pid {child.pid})")
    return left
