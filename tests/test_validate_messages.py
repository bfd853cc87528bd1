"""`validate` prints one line per problem: a line it cannot read is not reported again as a derived problem.

From a researcher's review: a 5-column line, a rank of 4.0, a score of 1e400 each gave a second message (a rank gap
"1..24" in a topic of 25 lines, or "inf >= ..."), and an empty file gave one "missing" line per topic besides.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.runfile import RankedDoc, format_topic_lines, read_run

TOPICS = str(Path(__file__).resolve().parents[1] / "fixtures" / "comparative" / "topics.xml")  # topics 1, 2, 3


def _valid_lines() -> list[str]:
    """A run as `run` writes it: 25 documents for topic 1, 10 for topics 2 and 3."""
    lines = []
    for qid, n in (("1", 25), ("2", 10), ("3", 10)):
        lines += format_topic_lines(qid, [RankedDoc(f"doc-{qid}-{i}", 100.0 - i) for i in range(n)], "tag", 1000)
    return lines


def _validate(tmp_path: Path, capsys: pytest.CaptureFixture[str], lines: list[str]) -> tuple[int, list[str]]:
    run = tmp_path / "run.txt"
    run.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    code = main(["validate", str(run), "--topics", TOPICS])
    return code, capsys.readouterr().out.splitlines()


def _with_line_4(replacement: str) -> list[str]:
    lines = _valid_lines()
    assert lines[3].startswith("1 Q0 doc-1-3 4 ")
    lines[3] = replacement
    return lines


@pytest.mark.parametrize(
    ("line_4", "message"),
    [
        ("1 Q0 doc-1-3 4 97.000000", "run.txt:4: expected 6 columns (qid Q0 docno rank score tag), found 5"),
        ("1 Q0 doc-1-3 4.0 97.000000 tag", "run.txt:4: rank '4.0' is not an integer"),
        ("1 Q0 doc-1-3 x 97.000000 tag", "run.txt:4: rank 'x' is not an integer"),
        ("1 Q0 doc-1-3 4 1e400 tag", "run.txt:4: score '1e400' is not finite"),
        ("1 Q0 doc-1-3 4 -inf tag", "run.txt:4: score '-inf' is not finite"),
        ("1 Q0 doc-1-3 4 nan tag", "run.txt:4: score 'nan' is not finite"),
        ("1 Q0 doc-1-3 4 high tag", "run.txt:4: score 'high' is not a number"),
    ],
    ids=["5-columns", "rank-4.0", "rank-x", "score-1e400", "score-minus-inf", "score-nan", "score-word"],
)
def test_an_unreadable_line_is_one_message(tmp_path, capsys, line_4, message):
    code, out = _validate(tmp_path, capsys, _with_line_4(line_4))
    assert code == 1
    assert len(out) == 1 and out[0].endswith(message), out


def test_an_empty_file_is_one_message(tmp_path, capsys):
    code, out = _validate(tmp_path, capsys, [])
    assert code == 1
    assert len(out) == 1 and out[0].endswith("run.txt: run file is empty"), out
    code, out = _validate(tmp_path, capsys, ["", "  "])  # blank lines only: as empty
    assert code == 1 and len(out) == 1 and out[0].endswith("run file is empty"), out


def test_a_topic_whose_only_line_is_unreadable_is_not_also_missing(tmp_path, capsys):
    lines = [line for line in _valid_lines() if not line.startswith("3 ")] + ["3 Q0 doc-3-0 1 97.0"]
    code, out = _validate(tmp_path, capsys, lines)
    assert code == 1
    assert len(out) == 1 and "expected 6 columns" in out[0], out


def test_a_topic_that_is_really_missing_still_is(tmp_path, capsys):
    code, out = _validate(tmp_path, capsys, [line for line in _valid_lines() if not line.startswith("3 ")])
    assert code == 1 and len(out) == 1 and out[0].endswith("topic 3 is missing from the run"), out


def test_other_topics_are_still_checked_in_full(tmp_path, capsys):
    """Only the topic of the unreadable line skips its rank and order checks."""
    lines = _with_line_4("1 Q0 doc-1-3 4.0 97.000000 tag")
    lines[30] = lines[30].replace(" 6 ", " 60 ")  # topic 2, rank 6 -> 60: a rank problem, not also a score one
    code, out = _validate(tmp_path, capsys, lines)
    assert code == 1
    assert len(out) == 2, out
    assert "rank '4.0'" in out[0] and out[1].endswith("topic 2: ranks are not 1..10 without gaps or repeats")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda ls: ls.__setitem__(3, ls[3].replace("doc-1-3", "doc-1-0")), "duplicate document doc-1-0 in topic 1"),
        (lambda ls: ls.__setitem__(3, ls[3].replace("97.000000", "99.500000")), "score at rank 4 is not strictly"),
        (lambda ls: ls.__setitem__(3, ls[3].replace("97.000000", "98.000000")), "score at rank 4 is not strictly"),
        (lambda ls: ls.__setitem__(3, ls[3].replace(" Q0 ", " MAYBE ")), "unknown stance label 'MAYBE'"),
        (lambda ls: ls.__setitem__(3, ls[3] + " extra"), "expected 6 columns"),
        (lambda ls: ls.__setitem__(3, ls[3].replace(" tag", " other")), "more than one run tag: other, tag"),
        (
            lambda ls: [ls.__setitem__(i, ls[i].replace(" Q0 ", f" {s} ")) for i, s in ((0, "PRO"), (1, "FIRST"))],
            "topic 1 mixes comparative and controversial stance labels",
        ),
        (
            lambda ls: [ls.__setitem__(i, ls[i].replace(f" {i + 1} ", f" {i + 2} ")) for i in range(25)],
            "topic 1: ranks are not 1..25 without gaps or repeats",
        ),
        (lambda ls: ls.__setitem__(3, ls[3].replace(" 4 ", " 40 ")), "topic 1: ranks are not 1..25 without gaps"),
        (  # PyTerrier's pt.io.write_results: 0-based ranks (a participant's review, session 38)
            lambda ls: [ls.__setitem__(i, ls[i].replace(f" {i + 1} ", f" {i} ")) for i in range(25)],
            "topic 1: ranks are not 1..25 without gaps or repeats (they are 0..24: ranks start at 1 in a TREC run)",
        ),
        (
            lambda ls: [ls.__setitem__(i, ls[i].replace(" Q0 ", f" {s} ")) for i, s in ((0, "PRO"), (30, "FIRST"))],
            "the run mixes comparative stance labels (topic 2) and controversial ones (topic 1)",
        ),
        (lambda ls: ls.__setitem__(3, ls[3].replace("97.000000", "97_000")), "score '97_000' is not a number"),
        (lambda ls: ls.__setitem__(3, ls[3].replace(" 4 ", " 0_4 ")), "rank '0_4' is not an integer"),
        (lambda ls: ls.__setitem__(3, ls[3].replace(" 4 ", " \uff14 ")), "rank '\uff14' is not an integer"),
    ],
    ids=[
        "duplicate",
        "rising-score",
        "tie",
        "stance-label",
        "extra-tag",
        "two-tags",
        "mixed-labels",
        "rank-from-2",
        "misnumbered-rank",
        "ranks-from-0",
        "labels-of-two-tasks",
        "digit-separator-score",
        "digit-separator-rank",
        "full-width-digit",
    ],
)
def test_other_problems_keep_their_one_message(tmp_path, capsys, edit, message):
    lines = _valid_lines()
    edit(lines)
    code, out = _validate(tmp_path, capsys, lines)
    assert code == 1
    assert len(out) == 1 and message in out[0], out


def test_whitespace_variants_and_a_bom_are_accepted(tmp_path, capsys):
    """Tabs, trailing spaces, CRLF, a BOM and blank lines: what docs/usage.md ("Validate and evaluate") says the
    readers accept."""
    lines = _valid_lines()
    text = "\ufeff" + "\r\n".join(line.replace(" ", "\t", 2) + "  " for line in lines) + "\r\n\r\n\n"
    run = tmp_path / "run.txt"
    run.write_text(text, encoding="utf-8", newline="")
    assert main(["validate", str(run), "--topics", TOPICS]) == 0
    assert capsys.readouterr().out.strip().endswith("run.txt: valid")
    assert [(e.qid, e.docno, e.rank, e.tag) for e in read_run(run)][:2] == [
        ("1", "doc-1-0", 1, "tag"),
        ("1", "doc-1-1", 2, "tag"),
    ]
    assert len(read_run(run)) == len(lines)


def test_a_gz_run_that_is_not_gzip_is_one_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Session 40: `validate_run` raised for it, though it returns a problem for a file it cannot read otherwise
    (a missing one), so a Python caller checking a list of runs stopped at the first such file."""
    from comparative_ir.runfile import validate_run

    run = tmp_path / "run.txt.gz"
    run.write_text("".join(line + "\n" for line in _valid_lines()), encoding="utf-8")  # plain text, .gz name
    problems = validate_run(run)
    assert len(problems) == 1 and problems[0].startswith(f"{run}: not a readable gzip file")
    assert validate_run(tmp_path / "missing.txt") == [
        f"{tmp_path / 'missing.txt'}: cannot read run file: No such file or directory"
    ]
    assert main(["validate", str(run), "--topics", TOPICS]) == 1
    assert capsys.readouterr().out.splitlines() == problems
