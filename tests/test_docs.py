"""The README and the usage reference stay true to the repository: the README's figures are the benchmarks' own
table, and every relative link (file and section) leads somewhere."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", ROOT / "docs" / "usage.md", ROOT / "docs" / "benchmarks.md"]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def _table_after(text: str, heading: str) -> list[str]:
    """The first Markdown table below ``heading``."""
    lines = text.split(heading, 1)[1].splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("|"))
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")), len(lines))
    return lines[start:end]


def test_the_readmes_figures_are_the_benchmarks_table():
    """The README copies "Where it stands"; a figure updated in one place only would leave two answers."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    benchmarks = (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    table = _table_after(readme, "## How well it works")
    assert len(table) > 5
    assert table == _table_after(benchmarks, "## Where it stands")


def _anchor(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    return {_anchor(m.group(1)) for m in re.finditer(r"^#+ (.+)$", text, flags=re.MULTILINE)}


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_relative_link_leads_to_a_file_and_section_that_exist(doc):
    text = re.sub(r"```.*?```", "", doc.read_text(encoding="utf-8"), flags=re.DOTALL)
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):  # https:, mailto:
            continue
        name, _, section = target.partition("#")
        path = (doc.parent / name).resolve() if name else doc
        if not path.exists() or (section and path.suffix == ".md" and section not in _anchors(path)):
            broken.append(target)
    assert not broken, f"{doc.name}: {broken}"


def test_the_two_commands_make_their_venv_with_python_3_11_or_newer(tmp_path):
    """README: "Python 3.11 ... is all that is needed"; demo.sh and test.sh made the venv with whatever python3 was
    (3.10 under pyenv), and pip then refused the package (a review of the docs, session 29). Now they look for 3.11
    or newer and say so when there is none."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    old = bin_dir / "python3"
    old.write_text("#!/bin/sh\necho 'Python 3.10.13'\nexit 1\n")
    old.chmod(0o755)
    script = "source scripts/python.sh; echo chosen $PYTHON"
    env = {"PATH": str(bin_dir)}

    def choose() -> subprocess.CompletedProcess:
        return subprocess.run(["/bin/bash", "-c", script], cwd=ROOT, env=env, capture_output=True, text=True)

    refused = choose()
    assert refused.returncode == 1 and "chosen" not in refused.stdout
    assert "Python 3.11 or newer is needed" in refused.stderr and "python3 is Python 3.10.13" in refused.stderr
    os.symlink(sys.executable, bin_dir / "python3.11")  # the tests run on 3.11 or newer
    assert choose().stdout.split() == ["chosen", "python3.11"]
    # a COMPARATIVE_IR_PYTHON that is no usable interpreter is said, not passed over (a review of the diff)
    env["COMPARATIVE_IR_PYTHON"] = str(old)
    refused = choose()
    assert refused.returncode == 1 and "COMPARATIVE_IR_PYTHON" in refused.stderr and "chosen" not in refused.stdout
    env["COMPARATIVE_IR_PYTHON"] = sys.executable
    assert choose().stdout.split() == ["chosen", sys.executable]
    for name in ("demo.sh", "test.sh"):
        assert "source scripts/python.sh" in (ROOT / "scripts" / name).read_text(encoding="utf-8")


def test_the_test_command_keeps_a_venv_holding_the_python_it_would_use(tmp_path):
    """test.sh removes its venv first; with COMPARATIVE_IR_PYTHON (or an activated venv's python) inside it, the
    interpreter was deleted and the script died with "No such file" (a review of session 29's diff)."""
    (tmp_path / "scripts").mkdir()
    for name in ("test.sh", "python.sh"):
        (tmp_path / "scripts" / name).write_text((ROOT / "scripts" / name).read_text(encoding="utf-8"))
    (tmp_path / ".venv-test" / "bin").mkdir(parents=True)
    os.symlink(sys.executable, tmp_path / ".venv-test" / "bin" / "python")
    env = {**os.environ, "COMPARATIVE_IR_PYTHON": ".venv-test/bin/python"}
    done = subprocess.run(["bash", "scripts/test.sh"], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 1 and "is inside .venv-test, which this script removes" in done.stderr
    assert (tmp_path / ".venv-test" / "bin" / "python").exists()
