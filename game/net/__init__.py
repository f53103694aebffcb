"""Friends at one table, each on their own screen.

Four rooms, each importing only the ones below it (``pyproject.toml``'s import-linter contract),
and the dedicated server above them all:

- ``dedicated``: many tables at once with no window (``daifugo-server``).
- ``screens``: Join a Table, the host's lobby and its join panel, and their tour shots.
- ``host``: what a host holds (``hosting.HostedTable``: the lobby, the server, the match built by
  ``game.table.saving.tables``), the server and its gate (a background thread with its own event
  loop, so a frame never waits on the network), its rooms, limits and waits, the phone page, and
  ``net_room``, the session's listener that tells each device its seat's news; beside it, never
  importing it:
- ``join``: the joining computer's side: its link to the host, the session its table scenes play
  through, and its note of the seat to rejoin.
- ``wire``: the versioned messages both sides read and write (``protocol``), what one seat may know
  turned into them (``views``, ``seat_log``) and back (``client_events``), and finding tables on the
  local network (``discovery``).
"""
