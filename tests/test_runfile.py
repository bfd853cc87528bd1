from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.runfile import RankedDoc, format_topic_lines, read_run, validate_run, write_run


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "run.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_ties_become_strictly_decreasing_and_ranks_start_at_one():
    ranking = [RankedDoc("d1", 10.0), RankedDoc("d2", 10.0), RankedDoc("d3", 10.0), RankedDoc("d4", 3.5)]
    lines = format_topic_lines("7", ranking, "tag", depth=1000)
    assert [line.split()[3] for line in lines] == ["1", "2", "3", "4"]
    scores = [float(line.split()[4]) for line in lines]
    assert scores == [10.0, 9.999999, 9.999998, 3.5]


def test_reranked_increasing_scores_keep_given_order():
    lines = format_topic_lines("1", [RankedDoc("a", 1.0), RankedDoc("b", 5.0)], "t", depth=10)
    assert [line.split()[2] for line in lines] == ["a", "b"]
    assert float(lines[1].split()[4]) < float(lines[0].split()[4])


def test_depth_and_duplicates():
    ranking = [RankedDoc("a", 3), RankedDoc("a", 2), RankedDoc("b", 1), RankedDoc("c", 0)]
    lines = format_topic_lines("1", ranking, "t", depth=2)
    assert [line.split()[2] for line in lines] == ["a", "b"]


def test_negative_scores_format():
    lines = format_topic_lines("1", [RankedDoc("a", -0.5), RankedDoc("b", -0.5)], "t", depth=5)
    assert [line.split()[4] for line in lines] == ["-0.500000", "-0.500001"]


def test_tag_with_space_rejected():
    with pytest.raises(ValueError):
        format_topic_lines("1", [RankedDoc("a", 1)], "my tag", depth=5)


def test_write_is_atomic_and_round_trips(tmp_path):
    path = tmp_path / "out" / "run.txt"
    n = write_run(path, {"1": [RankedDoc("a", 2.0, "PRO")], "2": [RankedDoc("b", 1.0)]}, tag="x")
    assert n == 2
    entries = read_run(path)
    assert [(e.qid, e.stance, e.docno, e.rank) for e in entries] == [("1", "PRO", "a", 1), ("2", "Q0", "b", 1)]
    assert [p.name for p in path.parent.iterdir()] == ["run.txt"]  # no temp file left behind
    assert validate_run(path, ["1", "2"]) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1 Q0 a 1 2.0\n", "expected 6 columns"),
        ("1 Q0 a 1 2.0 t\n1 Q0 b 2 2.0 t\n", "not strictly below"),
        ("1 Q0 a 1 2.0 t\n1 Q0 a 2 1.0 t\n", "duplicate document a"),
        ("1 MAYBE a 1 2.0 t\n", "unknown stance label 'MAYBE'"),
        ("1 Q0 a 1 x t\n", "is not a number"),
        ("1 Q0 a 2 1.0 t\n", "ranks are not 1..1"),
        ("", "run file is empty"),
    ],
)
def test_validate_rejects_each_with_its_own_message(tmp_path, text, expected):
    problems = validate_run(_write(tmp_path, text))
    assert any(expected in p for p in problems), problems


def test_validate_more_than_1000_docs(tmp_path):
    lines = [f"1 Q0 d{i} {i} {5000 - i} t" for i in range(1, 1002)]
    problems = validate_run(_write(tmp_path, "\n".join(lines) + "\n"))
    assert any("1001 documents, more than 1000" in p for p in problems)


def test_validate_missing_topic_with_topics(tmp_path):
    problems = validate_run(_write(tmp_path, "1 Q0 a 1 2.0 t\n"), ["1", "2"])
    assert problems == [f"{tmp_path / 'run.txt'}: topic 2 is missing from the run"]


def test_many_missing_topics_are_one_line_naming_them(tmp_path):
    """A run of 3 topics checked against a file of 50 printed 47 lines (a participant's trial, session 24)."""
    topics = [str(n) for n in range(1, 51)]
    problems = validate_run(_write(tmp_path, "1 Q0 a 1 2.0 t\n3 Q0 a 1 2.0 t\n5 Q0 a 1 2.0 t\n"), topics)
    assert problems == [
        f"{tmp_path / 'run.txt'}: 47 topics of the topics file are missing from the run: 2, 4, 6, 7, 8, 9, 10, 11, "
        "12, 13 and 37 more (a run of some topics only: --only-topics N,M,...)"
    ]
    four = validate_run(_write(tmp_path, "1 Q0 a 1 2.0 t\n"), topics[:5])
    assert four == [f"{tmp_path / 'run.txt'}: 4 topics of the topics file are missing from the run: 2, 3, 4, 5 (a run "
                    "of some topics only: --only-topics N,M,...)"]  # fmt: skip


def test_validate_command_exit_codes(tmp_path, capsys):
    topics = tmp_path / "topics.xml"
    topics.write_text(
        "<topics><topic><number>1</number><title>A or B?</title></topic>"
        "<topic><number>2</number><title>C or D?</title></topic></topics>"
    )
    run = _write(tmp_path, "1 Q0 a 1 2.0 t\n1 Q0 b 2 2.0 t\n1 NOPE c 3 1.0 t\n")
    assert main(["validate", str(run), "--topics", str(topics)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 3
    assert "not strictly below" in out[0] or "not strictly below" in " ".join(out)
    assert any("unknown stance label" in line for line in out)
    assert any("topic 2 is missing" in line for line in out)
    good = tmp_path / "good.txt"
    good.write_text("1 FIRST a 1 2.0 t\n2 NO b 1 1.0 t\n")
    assert main(["validate", str(good), "--topics", str(topics)]) == 0


def test_lenient_validation_accepts_what_the_official_scorer_accepts(tmp_path):
    """All 21 official 2022 runs were invalid for `validate` (tied scores, a tag with spaces) though the official
    scorer, and `evaluate`, score them (a participant's review, 2026-11-26)."""
    run = tmp_path / "run.txt"
    run.write_text("1 Q0 d1 1 2.0 my team run\n1 Q0 d2 2 2.0 my team run\n1 Q0 d3 3 1.0 my team run\n")
    strict = validate_run(run)
    assert any("expected 6 columns" in p for p in strict)
    assert validate_run(run, lenient=True) == []
    run.write_text("1 Q0 d1 1 2.0 t\n1 Q0 d2 2 3.0 t\n")  # a score that rises is wrong either way
    assert any("not strictly below" in p for p in validate_run(run, lenient=True))


def test_validate_only_some_topics(tmp_path, capsys):
    from comparative_ir.cli import main

    topics = tmp_path / "topics.xml"
    topics.write_text("<topics>" + "".join(f"<topic><number>{n}</number><title>T{n}</title></topic>" for n in (1, 2, 3))
                      + "</topics>")  # fmt: skip
    run = tmp_path / "run.txt"
    run.write_text("1 Q0 d1 1 2.0 t\n3 Q0 d1 1 2.0 t\n")
    assert main(["validate", str(run), "--topics", str(topics)]) == 1
    assert "topic 2 is missing" in capsys.readouterr().out
    assert main(["validate", str(run), "--topics", str(topics), "--only-topics", "1,3"]) == 0
    assert main(["validate", str(run), "--topics", str(topics), "--only-topics", "1"]) == 0  # 3: in the file
    assert "not in the topics file" not in capsys.readouterr().out
    assert main(["validate", str(run), "--topics", str(topics), "--only-topics", "1,9"]) == 2
    assert "not in the topics file: 9" in capsys.readouterr().err


def test_importing_the_package_keeps_the_process_umask(tmp_path):
    """The run file's mode follows the umask, which runfile reads at import by setting it and back: a mutation
    audit (session 21) found that a reset to 022 would pass every test (the umask test set 022 itself)."""
    import subprocess
    import sys

    code = "import os; os.umask(0o077); import comparative_ir.runfile; print(oct(os.umask(0o077)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "0o77"


def test_valid_runs_a_mutation_audit_found_untested_are_accepted(tmp_path):
    """Lines of a topic need not come in rank order, and --lenient takes a tag of several words: neither was
    pinned by a test (a mutation audit, session 21; the code was right)."""
    unordered = tmp_path / "order.run"
    unordered.write_text("1 Q0 doc-b 2 1.0 t\n1 Q0 doc-a 1 2.0 t\n")
    assert validate_run(unordered) == []
    spaced = tmp_path / "spaced.run"
    spaced.write_text("1 Q0 doc-a 1 2.0 my team\n1 Q0 doc-b 2 1.0 my team\n")
    assert validate_run(spaced, lenient=True) == []
    assert validate_run(spaced) != []  # strict: six columns
