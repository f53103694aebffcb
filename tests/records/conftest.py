"""Records tests open Quick Match and the table by name: start from the table's own registrations
(a shell test swaps "quick_match" for a stand-in), with the table tests' fixture."""
from tests.table.conftest import _table_registered  # noqa: F401  (an autouse fixture)
