"""A built package carries the notebooks and the example scenario files.

The repository keeps one copy of each, in ``notebooks/`` and ``scenarios/``; building
copies them into ``rulings_kit/examples/`` (see ``rulings_kit.examples``). Everything else
is configured in ``pyproject.toml``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: (folder of the repository, the files of it that go into the package)
EXAMPLES = (("notebooks", "*.ipynb"), ("scenarios", "**/*.toml"))


class BuildPyWithExamples(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "rulings_kit" / "examples"
        for folder, pattern in EXAMPLES:
            for source in sorted((ROOT / folder).glob(pattern)):
                copy = target / folder / source.relative_to(ROOT / folder)
                copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, copy)


setup(cmdclass={"build_py": BuildPyWithExamples})
