# rulings_kit: build, lint, test.  `make lab` to explore, `make test` to check everything.
# Works on a fresh Debian machine as root with only python3, pip and git: system packages
# (graphviz, chromium) are installed with apt-get when missing.

SHELL := /bin/bash

PYTHON     ?= python3
VENV       ?= .venv
BIN        := $(VENV)/bin
CHROMIUM   ?= /usr/bin/chromium
LAB_IP     ?= 127.0.0.1
LAB_ARGS   ?=
# Browser tests read the path of the browser from here.
export CHROMIUM

STAMP_DIR  := .make
IS_ROOT    := $(filter 0,$(shell id -u))
LINT_PATHS := $(wildcard rulings_kit tests benchmarks)
# The five corpus sets in the repository: scenarios/corpus runs their cards.
CORPUS_CARDS := $(foreach f,$(wildcard tests/cards/fixtures/corpus/*.json),--cards $(f))

.PHONY: all venv sysdeps browser-deps lint test coverage peers notebooks strip-notebooks lab fuzz bench docs wheel-check clean _install-graphviz _install-chromium

all: test

# ------------------------------------------------------------------ Python environment
venv: $(VENV)/.installed

# Reinstalls only when pyproject.toml changes.
$(VENV)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install -e '.[dev,lab,parquet,docs]'
	touch $@

# ------------------------------------------------------------------ system packages
# apt-get update runs at most once an hour, whichever target needs it first. Both wait up
# to 5 minutes for another apt or dpkg (an unattended upgrade, another build) to finish.
APT_GET := DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300
define apt_install
@mkdir -p $(STAMP_DIR); \
if [ -z "$$(find $(STAMP_DIR)/apt-updated -mmin -60 2>/dev/null)" ]; then \
	echo "apt-get update"; \
	$(APT_GET) update -qq && touch $(STAMP_DIR)/apt-updated \
		|| echo "apt-get update failed; trying the install anyway" >&2; \
fi; \
echo "apt-get install -y $(1)  (log: $(STAMP_DIR)/apt.log)"; \
$(APT_GET) install -y -qq $(1) >$(STAMP_DIR)/apt.log 2>&1 \
	|| { cat $(STAMP_DIR)/apt.log >&2; exit 1; }
endef

sysdeps:
	@command -v dot >/dev/null 2>&1 || $(MAKE) --no-print-directory _install-graphviz

_install-graphviz:
	@if [ -z "$(IS_ROOT)" ] || ! command -v apt-get >/dev/null; then \
		echo "Graphviz's dot is missing: run \`sudo apt-get install graphviz\` (Debian/Ubuntu), \`brew install graphviz\` (macOS) or \`conda env create -f environment.yml\`" >&2; \
		exit 1; \
	fi
	$(call apt_install,graphviz)
	@command -v dot >/dev/null

browser-deps:
	@if [ -x "$(CHROMIUM)" ] && [ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then exit 0; fi; \
	$(MAKE) --no-print-directory _install-chromium

_install-chromium:
	@if [ -z "$(IS_ROOT)" ] || ! command -v apt-get >/dev/null; then \
		echo "Chromium (for browser tests) is missing: run \`sudo apt-get install chromium fonts-dejavu-core\` (Debian/Ubuntu), or set CHROMIUM=/path/to/chromium" >&2; \
		exit 1; \
	fi
	$(call apt_install,chromium fonts-dejavu-core)
	@test -x "$(CHROMIUM)" || { echo "$(CHROMIUM) not found after installing chromium" >&2; exit 1; }

# ------------------------------------------------------------------ checks
lint: venv
	$(BIN)/ruff check $(LINT_PATHS)
	$(BIN)/mypy

# One pytest run collects everything once: the unit and widget tests, the browser tests
# (tests/browser: JupyterLab + Chromium; never skipped when CI=true) and, with --nbmake,
# every notebook run top to bottom (a cell that errors or writes to stderr fails it).
test: sysdeps browser-deps venv lint
	$(BIN)/pytest --nbmake tests notebooks
	$(BIN)/rulings-kit check tests/acceptance scenarios $(CORPUS_CARDS) --cards tests/acceptance/format_examples/cards.json
	$(BIN)/rulings-kit coverage --all

# Every official ruling of every bundled card: demonstrated by a passing scenario of
# scenarios/, or with a stated reason (rulings_kit/scenarios/not_applicable.toml); part of
# `test`, after the check step.
coverage: venv
	$(BIN)/rulings-kit coverage --all

# The peer suite: XMage's card tests as scenario files (../shared/peers/xmage beside the
# checkout; reference material, never needed by `make test`). Writes the table of results
# to test-artifacts/peers/results.tsv and fails if a file listed in tests/peers/expected.txt
# stops passing or a file fails with no note in tests/peers/notes.txt;
# `make peers PEERS_ARGS=--update` adds the files that came to pass.
PEERS       ?= ../shared/peers/xmage
PEERS_CARDS ?= ../shared/data/corpus_all/cards_to_2022.json
PEERS_ARGS  ?=
peers: venv
	$(BIN)/python -m tests.peers.ratchet $(PEERS) --cards $(PEERS_CARDS) $(PEERS_ARGS)

# Only the notebooks, top to bottom.
notebooks: sysdeps venv
	$(BIN)/pytest --nbmake notebooks

# Notebooks are committed without outputs (README, "Notebooks"); run before committing one.
strip-notebooks: venv
	$(BIN)/python -m tests.notebooks.strip notebooks/*.ipynb

# The long run of the property-based tests (hypothesis profile "long", tests/conftest.py):
# random games from random positions (over every playable card of the card database too),
# fuzzed scenario input, hostile names through `dot`. `make test` runs the same tests
# briefly (profile "ci"). Three processes side by side (random play over the bundled and
# corpus cards; over the database; the rest); the figures of each are kept in .make/,
# and the last line adds them up and fails on a failure or on fewer than 100,000 actions.
FUZZ_RUNS := play rest database
fuzz: sysdeps venv
	mkdir -p .make
	rm -f $(FUZZ_RUNS:%=.make/reliability-long-%.json)
	long() { HYPOTHESIS_PROFILE=long RELIABILITY_STATS=.make/reliability-long-$$1.json \
	  $(BIN)/pytest -q -p no:cacheprovider "$${@:2}" > .make/fuzz-$$1.log 2>&1; }; \
	long play tests/reliability/test_random_play.py -k "bundled or corpus" & a=$$!; \
	long database tests/reliability/test_random_play.py -k database & b=$$!; \
	long rest tests/reliability tests/core --ignore=tests/reliability/test_random_play.py; \
	c=$$?; wait $$a; a=$$?; wait $$b; b=$$?; \
	tail -n 2 $(FUZZ_RUNS:%=.make/fuzz-%.log); \
	$(BIN)/python -m tests.reliability.stats $(FUZZ_RUNS:%=.make/reliability-long-%.json) \
	  && test $$a$$b$$c = 000

# The API reference, generated from the docstrings into build/api (a warning fails it).
docs: venv
	rm -rf build/api
	$(BIN)/python -W error -m pdoc --docformat restructuredtext -o build/api rulings_kit
	@echo "API reference: build/api/index.html"

# A pip user's view: the wheel in a fresh virtualenv outside the repository, the README's
# examples, the one-line hints of missing extras, `rulings-kit notebooks` and every notebook.
wheel-check: sysdeps
	PYTHON=$(PYTHON) .ci/wheel-check

bench: venv
	$(BIN)/python -m benchmarks

# ------------------------------------------------------------------ exploring
lab: sysdeps venv
	mkdir -p notebooks
	$(BIN)/jupyter lab notebooks/ --ip=$(LAB_IP) $(if $(IS_ROOT),--allow-root --no-browser) $(LAB_ARGS)

clean:
	rm -rf $(VENV) $(STAMP_DIR) build dist *.egg-info rulings_kit.egg-info \
		.pytest_cache .mypy_cache .ruff_cache .hypothesis test-artifacts
	find . -name __pycache__ -type d -prune -not -path './.git/*' -exec rm -rf {} +
