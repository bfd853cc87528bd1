"""Stance end to end: the `stance` command, `run --stance` on the bundled fixtures, `--stance-order`."""

import json
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.runfile import COMPARATIVE_STANCES, CONTROVERSIAL_STANCES, read_run, validate_run

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "fixtures"

PRO_TEXT = (
    "Teachers should get tenure. Tenure protects teachers from being fired for political reasons, and teachers "
    "with tenure should be able to teach controversial topics. Schools must keep tenure for teachers because it "
    "attracts good teachers. Tenure for teachers should stay. Teachers need tenure to speak freely."
)


def _jsonl(tmp_path, rows):
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return str(path)


def test_stance_command_comparative_and_controversial(tmp_path, capsys):
    rows = [
        {"question": "Which is better, tea or coffee?", "text": "Tea is much better than coffee. I prefer tea."},
        {"question": "Which is better, tea or coffee?", "text": "Coffee beats tea.", "objects": ["tea", "coffee"]},
        {"question": "What are the best rice cookers?", "text": "This rice cooker is great."},
    ]
    assert main(["stance", "--task", "comparative", "--input", _jsonl(tmp_path, rows)]) == 0
    labels = [json.loads(line)["stance"] for line in capsys.readouterr().out.splitlines()]
    assert labels[0] == "FIRST" and labels[1] == "SECOND" and labels[2] == "NO"
    rows = [{"question": "Should teachers get tenure?", "text": PRO_TEXT}]
    assert main(["stance", "--task", "controversial", "--input", _jsonl(tmp_path, rows)]) == 0
    assert json.loads(capsys.readouterr().out) == {"stance": "PRO"}


def test_stance_command_rejects_bad_lines(tmp_path, capsys):
    assert main(["stance", "--task", "comparative", "--input", _jsonl(tmp_path, [{"text": "x"}])]) == 2
    assert "expected a JSON object with string fields 'question' and 'text'" in capsys.readouterr().err


def test_a_blank_question_is_refused_unless_the_objects_are_given(tmp_path, capsys):
    rows = [{"question": "Which is better, tea or coffee?", "text": "Tea."}, {"question": "  ", "text": "Tea."}]
    assert main(["stance", "--task", "controversial", "--input", _jsonl(tmp_path, rows)]) == 2
    assert "in.jsonl:2: 'question' is blank (and no 'objects' given)" in capsys.readouterr().err
    rows[1]["objects"] = ["", ""]  # names no pair: as good as none
    assert main(["stance", "--task", "comparative", "--input", _jsonl(tmp_path, rows)]) == 2
    assert "'question' is blank" in capsys.readouterr().err
    rows[1]["objects"] = ["tea", "coffee"]
    assert main(["stance", "--task", "comparative", "--input", _jsonl(tmp_path, rows)]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2
    assert main(["parse-question", "   "]) == 2
    assert "the QUESTION is blank" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("task", "labels"), [("comparative", COMPARATIVE_STANCES), ("controversial", CONTROVERSIAL_STANCES)]
)
def test_run_with_stance_validates(tmp_path, task, labels):
    out = tmp_path / "out"
    args = ["run", "-i", str(FIXTURES / task), "-o", str(out), "--task", task, "--replay", str(FIXTURES / "store")]
    assert main([*args, "--stance", "--quiet", "--cache-dir", str(tmp_path / "cache")]) == 0
    assert validate_run(out / "run.txt", ["1", "2", "3"][: 3 if task == "comparative" else 2]) == []
    assert {e.stance for e in read_run(out / "run.txt")} <= set(labels)
    assert len({e.stance for e in read_run(out / "run.txt")}) >= 2


def test_stance_order_puts_stance_taking_documents_first(tmp_path):
    out = tmp_path / "out"
    args = ["run", "-i", str(FIXTURES / "controversial"), "-o", str(out), "--task", "controversial"]
    args += ["--replay", str(FIXTURES / "store"), "--quiet", "--cache-dir", str(tmp_path / "cache")]
    assert main([*args, "--stance"]) == 0
    plain = read_run(out / "run.txt")
    assert main([*args, "--stance", "--stance-order"]) == 0
    ordered = read_run(out / "run.txt")
    for qid in ("1", "2"):
        top_plain = [e for e in plain if e.qid == qid][:10]
        top = [e for e in ordered if e.qid == qid][:10]
        assert sorted(e.docno for e in top) == sorted(e.docno for e in top_plain)  # same documents in the top 10
        flags = [e.stance == "NO" for e in top]
        assert flags == sorted(flags)  # stance-taking documents first
        assert [e for e in ordered if e.qid == qid][10:] == [e for e in plain if e.qid == qid][10:]


def test_stance_reads_the_page_title_with_its_text() -> None:
    """The extracted text seldom repeats the page title, which often carries the position ("In Defense of Daylight
    Saving Time"): the demo run's stance never saw it (a participant's review, 2026-11-26)."""
    from comparative_ir.documents import Document
    from comparative_ir.pipeline import titled_text
    from comparative_ir.retrieval import Candidate

    candidate = Candidate("d1", "u1", "cw22", 1.0, 1, "In Defense of Daylight Saving Time", "a snippet")
    full = {("cw22", "u1"): Document("d1", "u1", "cw22", "This blog exists because of DST.", "fetched")}
    assert titled_text(candidate, full) == "In Defense of Daylight Saving Time\nThis blog exists because of DST."
    repeated = {("cw22", "u1"): Document("d1", "u1", "cw22", "In Defense of  Daylight Saving Time\nBody.", "cache")}
    assert titled_text(candidate, repeated) == "In Defense of  Daylight Saving Time\nBody."  # not twice
    assert titled_text(candidate, {}) == "In Defense of Daylight Saving Time\na snippet"  # the fallback has it


def test_stance_evidence_on_request(tmp_path, capsys):
    from comparative_ir.cli import main

    path = tmp_path / "in.jsonl"
    path.write_text(
        json.dumps({"question": "Which is better, tea or coffee?", "text": "Tea is better than coffee."}) + "\n"
    )
    assert main(["stance", "--task", "comparative", "--input", str(path), "--evidence"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["stance"] == "FIRST" and row["evidence"]["objects"] == ["tea", "coffee"]
    assert row["evidence"]["first"] > row["evidence"]["second"]
    assert main(["stance", "--task", "comparative", "--input", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {"stance": "FIRST"}  # the format, unchanged


def test_stance_warns_when_the_questions_are_the_other_tasks(tmp_path, capsys):
    """ "Which is better, tea or coffee?" read as a yes/no question gave PRO without a word (a user's walkthrough,
    session 16); `run` already warned about such titles."""
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text(json.dumps({"question": "Which is better, tea or coffee?", "text": "Tea is better."}) + "\n")
    assert main(["stance", "--task", "controversial", "--input", str(pairs)]) == 0
    assert "did you mean --task comparative" in capsys.readouterr().err
    pairs.write_text(json.dumps({"question": "Should tea be banned?", "text": "Tea is fine."}) + "\n")
    assert main(["stance", "--task", "comparative", "--input", str(pairs)]) == 0
    assert "use --task controversial" in capsys.readouterr().err
    pairs.write_text(json.dumps({"question": "Should tea be banned?", "text": "Tea is fine."}) + "\n")
    assert main(["stance", "--task", "controversial", "--input", str(pairs)]) == 0
    assert "--task" not in capsys.readouterr().err
    # a participant's review (session 41): lines that give their objects (Touché 2022's gold <objects> for titles
    # such as "Is a desktop good for gaming?") name a pair; no hint to switch task, as `run` gives none
    given = {
        "question": "Is a desktop good for gaming?",
        "text": "Desktops are better.",
        "objects": ["laptop", "desktop"],
    }
    pairs.write_text(json.dumps(given) + "\n")
    assert main(["stance", "--task", "comparative", "--input", str(pairs)]) == 0
    assert "--task" not in capsys.readouterr().err


def test_stance_echoes_identifiers(tmp_path, capsys):
    """Output line N was input line N only without blank lines, and ids were dropped: nothing to join on."""
    path = tmp_path / "in.jsonl"
    q = "Should teachers get tenure?"
    lines = [
        {"id": "d1", "question": q, "text": "Teachers should get tenure.", "extra": 1},
        {"qid": "7", "docno": "x-2", "question": q, "text": "Teachers should not get tenure."},
    ]
    path.write_text(json.dumps(lines[0]) + "\n\n" + json.dumps(lines[1]) + "\n")
    assert main(["stance", "--task", "controversial", "--input", str(path)]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert out == [{"id": "d1", "stance": "PRO"}, {"qid": "7", "docno": "x-2", "stance": "CON"}]
