"""The command line as a user meets it: real processes, one clear line, no tracebacks."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
XXE = """<?xml version="1.0"?>
<!DOCTYPE topics [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<topics><topic><number>1</number><title>&xxe;</title></topic></topics>
"""


def _cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "comparative_ir", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
    )


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (XXE, "DTD"),
        ("<topics><topic><number>1</number><title>x</title></topic>", "malformed XML"),
        ("<topics></topics>", "no <topic> elements"),
        ("<topics><topic><number>1</number><title> </title></topic></topics>", "title"),
    ],
)
def test_bad_topics_one_line_no_traceback(tmp_path, content, message):
    (tmp_path / "topics.xml").write_text(content)
    proc = _cli("run", "-i", str(tmp_path), "-o", str(tmp_path / "out"), "--replay", str(tmp_path))
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], proc.stderr
    assert "root:" not in proc.stderr  # nothing from /etc/passwd


def test_replay_of_unrecorded_query_names_query_and_store(tmp_path):
    (tmp_path / "topics.xml").write_text(
        "<topics><topic><number>1</number><title>Cats or dogs?</title></topic></topics>"
    )
    store = tmp_path / "store"
    store.mkdir()
    (store / "store.json").write_text('{"format": "comparative-ir-fixtures", "version": 1}')
    proc = _cli("run", "-i", str(tmp_path), "-o", str(tmp_path / "out"), "--replay", str(store), "--quiet")
    assert proc.returncode == 2
    assert "'Cats or dogs?'" in proc.stderr and str(store) in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.skipif(not (REPO / "fixtures" / "store" / "store.json").exists(), reason="demo fixtures not built")
def test_tira_entry_point_on_bundled_fixtures(tmp_path):
    # as in an activated virtual environment: the interpreter running the tests comes first on PATH
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    for task in ("comparative", "controversial"):
        out = tmp_path / task
        proc = subprocess.run(
            [str(REPO / "my-software.sh"), "-i", str(REPO / "fixtures" / task), "-o", str(out), "--task", task,
             "--replay", str(REPO / "fixtures" / "store"), "--quiet"],
            capture_output=True, text=True, timeout=120, env=env,
        )  # fmt: skip
        assert proc.returncode == 0, proc.stderr
        check = _cli("validate", str(out / "run.txt"), "--topics", str(REPO / "fixtures" / task / "topics.xml"))
        assert check.returncode == 0, check.stdout
