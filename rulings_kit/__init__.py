"""rulings_kit: explain Magic: The Gathering rulings with a rules engine and diagrams.

Importing the package is cheap: submodules are loaded when first used.
"""

from __future__ import annotations

__version__ = "0.1.0"
