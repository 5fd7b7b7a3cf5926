"""The `rulings-kit` subcommands, one module each, outside the library layers.

Each module has ``register(subparsers)``, which adds its subcommand and sets ``func``;
``rulings_kit.cli`` registers them. Library packages hold no command-line code.
"""
