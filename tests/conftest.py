import pytest


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory, monkeypatch):
    """No test reads or writes the user's real text cache."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("xdg-cache")))


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
