"""Tables found on the local network: the advertised record, the strict reading of found ones, the
browse callback's wiring with discovery off, and one real advertise-and-browse in a private network.

No test here sends to a multicast address on a real interface: the unit tests
open no socket (discovery off, a stand-in for zeroconf), and the live one runs
in a network namespace of its own (``unshare -n``) holding only its loopback.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from dataclasses import asdict, replace
from pathlib import Path

import pytest
from zeroconf import ServiceInfo, ServiceStateChange

from game.net.wire.discovery import SERVICE, Discovery, TableAd, instance_name, service_info, table_from

AD = TableAd(room="KQTX", host="Ann", seats=4, free=3, address="192.168.1.20", port=8765)
ROOT = Path(__file__).resolve().parents[2]
BOUND = 30.0  # seconds the private network's browse may take before the test fails


def test_a_table_reads_back_from_its_record():
    assert table_from(service_info(AD)) == AD
    assert table_from(service_info(replace(AD, host="花子"))) == replace(AD, host="花子")
    assert AD.url == "http://192.168.1.20:8765/?room=KQTX"


def _record(**texts: str) -> ServiceInfo:
    fields = {"v": "1", "room": AD.room, "host": AD.host, "seats": "4", "free": "3"} | texts
    return ServiceInfo(SERVICE, instance_name(AD.room), port=AD.port, parsed_addresses=[AD.address],
                       properties={k: v for k, v in fields.items() if v != "-"})


@pytest.mark.parametrize("texts", [
    {"v": "2"}, {"room": "KQT"}, {"room": "kqtx"}, {"room": "BQTX"}, {"host": ""}, {"host": "x" * 13},
    {"host": "a\nb"}, {"seats": "1"}, {"seats": "9"}, {"seats": "four"}, {"free": "5"}, {"free": "-1"},
    {"seats": "-"}, {"host": "-"},
], ids=str)
def test_a_record_that_is_not_a_table_of_ours_is_ignored(texts):
    assert table_from(_record(**texts)) is None


def test_a_record_under_another_rooms_name_is_ignored():
    assert table_from(_record(room="MNPQ")) is None  # named for KQTX, claiming MNPQ


class _StandIn:
    """zeroconf as the browse callback sees it: answers a lookup from a fixed set of records."""

    def __init__(self, records: dict[str, ServiceInfo]) -> None:
        self.records = records

    def get_service_info(self, service_type: str, name: str, timeout: int) -> ServiceInfo | None:
        return self.records.get(name)


def test_found_tables_follow_the_browse_callbacks_with_discovery_off():
    found = Discovery(enabled=False)
    told: list[list[TableAd]] = []
    found.listeners.append(told.append)
    other = replace(AD, room="MNPQ", host="Bo", free=0)
    zeroconf = _StandIn({instance_name(a.room): service_info(a) for a in (AD, other)})
    found.changed(zeroconf, SERVICE, instance_name(other.room), ServiceStateChange.Added)
    found.changed(zeroconf, SERVICE, instance_name(AD.room), ServiceStateChange.Added)
    assert found.tables() == [AD, other]
    zeroconf.records[instance_name(AD.room)] = _record(free="9")  # an update that breaks the record
    found.changed(zeroconf, SERVICE, instance_name(AD.room), ServiceStateChange.Updated)
    found.changed(zeroconf, SERVICE, instance_name(other.room), ServiceStateChange.Removed)
    assert found.tables() == []
    assert told == [[other], [AD, other], [other], []]


def test_discovery_off_opens_nothing():
    off = Discovery(enabled=False)
    off.advertise(AD)
    off.browse()
    off.withdraw(AD.room)
    off.close()
    assert off.tables() == []


def advertise_and_browse() -> None:
    """Run inside a private network: advertise a table on its loopback, find it from a second
    instance, withdraw it, see it go; print what was seen as JSON."""
    host = Discovery(interfaces=["127.0.0.1"])
    guest = Discovery(interfaces=["127.0.0.1"])
    ad = replace(AD, address="127.0.0.1")
    seen = {"found": [], "gone": False}
    try:
        host.advertise(ad)
        guest.browse()
        deadline = time.monotonic() + BOUND
        while not guest.tables() and time.monotonic() < deadline:
            time.sleep(0.05)
        seen["found"] = [asdict(t) for t in guest.tables()]
        host.withdraw(ad.room)
        while guest.tables() and time.monotonic() < deadline:
            time.sleep(0.05)
        seen["gone"] = not guest.tables()
    finally:
        host.close()
        guest.close()
    print(json.dumps(seen))


def test_a_table_advertised_on_a_private_network_is_found_and_goes():
    private = ["unshare", "--net", "--"]
    try:
        allowed = subprocess.run(private + ["true"], check=False, capture_output=True, timeout=BOUND).returncode == 0
    except FileNotFoundError:
        allowed = False
    if not allowed:
        pytest.skip("no private network: unshare --net is not permitted here (it needs root or user namespaces)")
    if shutil.which("ip") is None:
        pytest.skip("no `ip` command to bring the private network's loopback up (Debian: iproute2)")
    probe = (f"ip link set lo up && exec {sys.executable} -c "
             "'from tests.net.test_discovery import advertise_and_browse; advertise_and_browse()'")
    run = subprocess.run(private + ["sh", "-c", probe], check=False, cwd=ROOT, capture_output=True, text=True,
                         timeout=BOUND * 2)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen == {"found": [asdict(replace(AD, address="127.0.0.1"))], "gone": True}
