"""The UECda computer contest: its wire protocol (``wire``, ``conn``), a client that seats one of our
bots at a contest table (``client``, ``seat``) and a contest server on our engine (``server``).
See ``uecda-protocol.md`` beside RULES.md and the ``uecda`` preset (RULES.md §10)."""
