"""Browser tests: JupyterLab served on 127.0.0.1 from a temporary copy of the notebooks,
driven by Playwright through Debian's Chromium, launched from its path (``CHROMIUM``,
default /usr/bin/chromium): never `playwright install`.

They run whenever Chromium is there, and always in CI (``CI=true``): there a missing
browser is a failure, not a skip. Screenshots go to ``test-artifacts/browser/``.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "browser"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: user settings for the served Lab
SETTINGS = {
    # no news or update pop-up over the notebook
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    # every cell in the page, not only those scrolled into view
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
}
#: the notebooks and the scenario files they read, in the repository's layout
COPIED = ("notebooks", "scenarios")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if Path(CHROMIUM).exists() or IN_CI:
        return
    skip = pytest.mark.skip(reason=f"no Chromium at {CHROMIUM} (make browser-deps)")
    for item in items:
        if item.get_closest_marker("needs_browser"):
            item.add_marker(skip)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1) as r:
            return bool(r.status == 200)
    except OSError:
        return False


class Lab:
    """A JupyterLab server we started, and where it serves."""

    def __init__(self, url: str, root: Path, process: subprocess.Popen[bytes], log: Path) -> None:
        self.url = url
        self.root = root
        self.process = process
        self.log = log

    def notebook_url(self, name: str) -> str:
        """The notebook alone in a fresh workspace (no tab restored from an earlier test)."""
        workspace = name.removesuffix(".ipynb").replace("_", "-")
        return f"{self.url}/lab/workspaces/{workspace}/tree/{name}?reset"


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"CI=true but there is no Chromium at {CHROMIUM}: run `make browser-deps`")
    base = tmp_path_factory.mktemp("lab")
    for folder in COPIED:
        shutil.copytree(
            ROOT / folder,
            base / folder,
            ignore=shutil.ignore_patterns("*.py", ".ipynb_checkpoints", "__pycache__"),
        )
    for plugin, values in SETTINGS.items():
        package, _, name = plugin.rpartition(":")
        where = base / "settings" / package
        where.mkdir(parents=True, exist_ok=True)
        (where / f"{name}.jupyterlab-settings").write_text(json.dumps(values))
    env = {
        **os.environ,
        "JUPYTER_RUNTIME_DIR": str(base / "runtime"),
        "JUPYTER_CONFIG_DIR": str(base / "config"),
        "JUPYTERLAB_SETTINGS_DIR": str(base / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(base / "workspaces"),
    }
    port = _free_port()
    args = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        f"--port={port}",
        "--ip=127.0.0.1",
        "--ServerApp.token=",
        "--ServerApp.password=",
        f"--ServerApp.root_dir={base / 'notebooks'}",
        # `window.jupyterapp`: tests switch the theme with Lab's own command
        "--LabApp.expose_app_in_browser=True",
    ]
    if hasattr(os, "getuid") and os.getuid() == 0:
        args.append("--allow-root")
    log = base / "lab.log"
    with log.open("wb") as out:
        process = subprocess.Popen(args, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while not _answers(f"{url}/api/status"):
        if process.poll() is not None or time.monotonic() > deadline:
            process.terminate()
            pytest.fail(f"JupyterLab did not start:\n{log.read_text(errors='replace')[-3000:]}")
        time.sleep(0.25)
    try:
        yield Lab(url, base, process, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def chromium(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """A fresh Chromium profile (a persistent context: Debian's Chromium, our flags)."""
    from playwright.sync_api import sync_playwright

    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(profile),
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_FLAGS,
            viewport={"width": 1440, "height": 1000},
            device_scale_factor=1,
        )
        try:
            yield context
        finally:
            context.close()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
