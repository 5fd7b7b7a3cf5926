"""The repository stands on its own: copies of the reference material are unchanged, and
nothing but CI's optional acceptance step reads the folder it came from."""

from __future__ import annotations

import hashlib
import re
import subprocess
from pathlib import Path

import pytest

from tests.helpers import ACCEPTANCE, ROOT

#: where each folder of the reference material was copied to (tests/acceptance/README.md)
COPIES = {
    "acceptance": ACCEPTANCE,
    "format_examples": ACCEPTANCE / "format_examples",
    "data": ROOT / "rulings_kit" / "data",
    "seeds": ROOT / "rulings_kit" / "data" / "seeds",
}
#: the only files allowed to name the reference folder: CI's optional acceptance step, and
#: the peer suite it runs when the folder is there (make peers, tests/peers), with the pages
#: that say so
MAY_NAME_SHARED = {
    ".ci/run",
    "Makefile",
    "README.md",
    "docs/design.md",
    "tests/peers/expected.txt",
    "tests/peers/ratchet.py",
    "tests/peers/test_ratchet.py",
}


def _recorded() -> dict[str, str]:
    lines = (ACCEPTANCE / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    return {name: digest for digest, name in (line.split(maxsplit=1) for line in lines)}


def _copy_of(name: str) -> Path:
    folder, _, rest = name.partition("/")
    return COPIES[folder] / rest


def test_copies_match_the_reference_material() -> None:
    recorded = _recorded()
    assert len(recorded) >= 30  # every acceptance scenario, the data files and the seeds
    changed = [
        name
        for name, digest in recorded.items()
        if hashlib.sha256(_copy_of(name).read_bytes()).hexdigest() != digest
    ]
    assert changed == [], f"copies that differ from the reference material: {changed}"


def test_every_acceptance_copy_is_recorded() -> None:
    # format_examples/ holds copies of the format's examples, recorded by their own path
    copies = {
        str(p.relative_to(ACCEPTANCE))
        if p.parent.name == "format_examples"
        else f"acceptance/{p.relative_to(ACCEPTANCE)}"
        for p in ACCEPTANCE.rglob("*.toml")
    }
    assert copies == {n for n in _recorded() if n.startswith(("acceptance/", "format_examples/"))}


def _repository_files() -> list[str]:
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return [name for name in listed.stdout.splitlines() if (ROOT / name).is_file()]


def test_only_ci_reads_the_reference_folder() -> None:
    # spelled in parts so that this file does not name the folder itself
    needles = ("../" + "shared", "/work/" + "shared", '/ "' + 'shared"')
    files = _repository_files()
    assert "README.md" in files and "rulings_kit/cli.py" in files
    naming = []
    for name in files:
        try:
            text = (ROOT / name).read_text(encoding="utf-8")
        except UnicodeDecodeError:  # images
            continue
        if any(needle in text for needle in needles):
            naming.append(name)
    assert sorted(set(naming) - MAY_NAME_SHARED) == []


def _anchor(heading: str) -> str:
    """The anchor GitHub gives a Markdown heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


@pytest.mark.parametrize("page", ["README.md", "docs/scenario-format.md", "docs/cli.md", "docs/design.md"])
def test_links_lead_to_files_of_the_repository(page: str) -> None:
    text = (ROOT / page).read_text(encoding="utf-8")
    broken = []
    prose = re.sub(r"`[^`\n]*`", "", text)  # a link written as code is an example, not a link
    for target in re.findall(r"\]\(([^)\s]+)\)", prose):
        if target.startswith(("http://", "https://")):
            continue
        path, _, anchor = target.partition("#")
        linked = (ROOT / page).parent / path if path else ROOT / page
        if not linked.is_file():
            broken.append(target)
        elif anchor and linked.suffix == ".md":
            headings = re.findall(r"^#+ (.+)$", linked.read_text(encoding="utf-8"), re.M)
            if anchor not in {_anchor(h) for h in headings}:
                broken.append(target)
    assert broken == [], f"{page}: links to nothing: {broken}"
