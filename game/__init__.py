"""Daifugo Arcade: the Japanese climbing card game as a retro pixel-art arcade game."""

__version__ = "0.1.0"
