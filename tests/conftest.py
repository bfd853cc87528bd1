import logging

import pytest


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory, monkeypatch):
    """No test reads or writes the user's real text cache."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("xdg-cache")))


@pytest.fixture(autouse=True)
def _package_logger_restored():
    """``main()`` gives the package logger its own handler, level and ``propagate = False``; a later test that reads
    log records with ``caplog`` (attached to the root logger) would then see none, so each test starts as it was."""
    logger = logging.getLogger("comparative_ir")
    saved = (logger.handlers[:], logger.level, logger.propagate)
    yield
    logger.handlers[:], logger.level, logger.propagate = saved[0], saved[1], saved[2]


_DATA_SKIP = ("shared data", "shared Touché data", "data not found", "COMPARATIVE_IR_SHARED_DATA")


def pytest_terminal_summary(terminalreporter):
    """Say once why tests were skipped when the shared data is absent (a fresh clone not beside ``shared/``): the
    reasons are otherwise shown only with ``-rs``."""
    skipped = terminalreporter.stats.get("skipped", [])
    missing = [r for r in skipped if any(key in str(getattr(r, "longrepr", "")) for key in _DATA_SKIP)]
    if missing:
        terminalreporter.write_line(
            f"{len(missing)} tests skipped: the shared Touché data was not found; set "
            "COMPARATIVE_IR_SHARED_DATA=/path/to/shared/data to run them"
        )
