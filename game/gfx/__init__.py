"""Everything the game draws: palette, pixel font, cards, portraits and UI pieces, all defined in source."""
