"""Three defects of a user review: a weights file checked only in the table being used, failed runs leaving an
empty output directory behind, and a misleading count of unrecognised arguments ("(none) and 3 values")."""

import re
from importlib import resources
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.ranking import WeightsError, dump_weights, load_weights

REPO = Path(__file__).resolve().parents[1]
STORE = REPO / "fixtures" / "store"
TOPICS = REPO / "fixtures" / "comparative"
SECRET = "SeCrEtKeY12345abc"


def _exit_code(argv: list[str]) -> int:
    """main()'s code, or argparse's (it exits through SystemExit)."""
    try:
        return main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


def _err(capsys) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


# 1. every table of a weights file is checked ------------------------------------------------------------------


def test_a_misspelt_table_next_to_a_valid_one_is_refused(tmp_path):
    path = tmp_path / "w.toml"
    path.write_text("[comparative]\nchatnoir_score = 1\n\n[comparitive]\nrel_query_density = 0.5\n")
    message = r"w\.toml: unknown table \[comparitive\] \(tables: \[comparative\], \[controversial\]\)"
    with pytest.raises(WeightsError, match=message + r"; did you mean \[comparative\]\?"):
        load_weights(path, "comparative")


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_a_typo_in_the_other_tasks_table_is_refused_by_either_task(tmp_path, task):
    path = tmp_path / "w.toml"
    path.write_text("[comparative]\nchatnoir_score = 1\n\n[controversial]\nchatnoir_score = 1\nbogus_x = 1\n")
    with pytest.raises(WeightsError, match=r"w\.toml: no controversial feature is called bogus_x \(") as exc:
        load_weights(path, task)
    assert "in the [controversial] table" in str(exc.value)


def test_other_tables_values_are_checked_too(tmp_path):
    path = tmp_path / "w.toml"
    path.write_text("[comparative]\nchatnoir_score = 1\n\n[controversial]\nchatnoir_score = 'high'\n")
    with pytest.raises(WeightsError, match=r"weight 'chatnoir_score' in the \[controversial\] table must be a finite"):
        load_weights(path, "comparative")


def test_what_the_documented_format_allows_still_loads(tmp_path):
    shipped = Path(str(resources.files("comparative_ir").joinpath("weights.toml")))
    for task in ("comparative", "controversial"):  # the shipped file, checked as a user's file is
        assert load_weights(shipped, task) == load_weights(None, task)
    path = tmp_path / "w.toml"
    path.write_text("chatnoir_score = 1\nstance_claims = 0.5\n")  # a flat table: the task being run's
    assert load_weights(path, "controversial") == {"chatnoir_score": 1.0, "stance_claims": 0.5}
    with pytest.raises(WeightsError, match="no comparative feature is called stance_claims"):
        load_weights(path, "comparative")
    path.write_text(dump_weights({"chatnoir_score": 1.0, "obj_all": 0.5}, "controversial", "tune --out\nfitted"))
    assert load_weights(path, "controversial") == {"chatnoir_score": 1.0, "obj_all": 0.5}


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ("[comparative]\nchatnoir_score = 1\n[comparitive]\nobj_all = 1\n", "unknown table [comparitive]"),
        ("[comparative]\nchatnoir_score = 1\n[controversial]\nbogus_x = 1\n", "no controversial feature is called"),
    ],
)
@pytest.mark.parametrize("command", ["run", "tune"])
def test_run_and_tune_refuse_a_bad_table_before_any_work(tmp_path, capsys, content, said, command):
    weights = tmp_path / "w.toml"
    weights.write_text(content)
    out = tmp_path / "out"
    if command == "run":
        argv = ["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "--quiet"]
    else:
        qrels = tmp_path / "q.qrels"
        qrels.write_text("1 0 clueweb12-x 1\n")
        argv = ["tune", "--topics", str(TOPICS / "topics.xml"), "--qrels", str(qrels), "--replay", str(STORE)]
        argv += ["--cache-dir", str(tmp_path / "c")]
    assert _exit_code([*argv, "--weights", str(weights)]) == 2
    err = _err(capsys)
    assert str(weights) in err and said in err
    assert not out.exists()


# 2. a refused or failed run leaves no empty directory it created ----------------------------------------------


def _live(out: Path, *extra: str) -> list[str]:
    return ["run", "-i", str(TOPICS), "-o", str(out), "--quiet", "--no-rerank", *extra]


@pytest.mark.parametrize("case", ["no key", "no key file", "broken weights"])
@pytest.mark.parametrize("existing", [False, True])
def test_a_refused_run_creates_no_output_directory(tmp_path, capsys, monkeypatch, case, existing):
    monkeypatch.delenv("CHATNOIR_API_KEY", raising=False)
    broken = tmp_path / "broken.toml"
    broken.write_text("[comparative\nchatnoir_score = 1\n")
    out = tmp_path / "new" / "out"
    if existing:
        out.mkdir(parents=True)
    argv = {
        "no key": _live(out),
        "no key file": _live(out, "--api-key-file", str(tmp_path / "missing.key")),
        "broken weights": ["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "--weights", str(broken)],
    }[case]
    assert _exit_code(argv) == 2
    assert "error:" in _err(capsys)
    if existing:  # an empty directory that was there before the run stays
        assert out.is_dir() and not any(out.iterdir())
    else:
        assert not (tmp_path / "new").exists()


@pytest.mark.parametrize("before", ["none", "empty", "with a file"])
def test_a_run_failing_before_writing_removes_only_the_directory_it_created(tmp_path, capsys, before):
    """Replaying comparative topics under --task controversial (cw22, never recorded) fails at the first search."""
    out = tmp_path / "new" / "out"
    if before != "none":
        out.mkdir(parents=True)
    if before == "with a file":
        (out / "notes.txt").write_text("mine")
    argv = ["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "--quiet", "--no-rerank"]
    assert _exit_code([*argv, "--task", "controversial"]) == 2
    assert "never recorded" in _err(capsys)
    if before == "none":
        assert not (tmp_path / "new").exists()
    else:
        assert out.is_dir() and [p.name for p in out.iterdir()] == (["notes.txt"] if before == "with a file" else [])


# 3. unrecognised arguments: counted as given, never repeated, with how to give several ------------------------


def test_a_second_question_is_one_extra_argument_with_a_hint(capsys):
    assert _exit_code(["parse-question", "Tea or coffee?", "Cats or dogs?"]) == 2
    err = _err(capsys)
    assert "unrecognized arguments: 1 extra argument (" in err
    assert "several with --input FILE (one per line)" in err
    assert "(none)" not in err and "values" not in err and "Cats" not in err


def test_an_unquoted_question_counts_its_words_as_arguments(capsys):
    assert _exit_code(["parse-question", "Tea", "or", "coffee?"]) == 2
    err = _err(capsys)
    assert "2 extra arguments" in err and "quoted" in err and "coffee" not in err


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (["-k", SECRET], "unrecognized arguments: -k and 1 other argument (not repeated here, in case it is a key)"),
        ([f"-k{SECRET}"], "unrecognized arguments: -k... (not repeated here"),
        ([SECRET], "unrecognized arguments: 1 extra argument (not repeated here"),
        (["--bogus"], "unrecognized arguments: --bogus\n"),
    ],
)
def test_other_commands_read_right_and_never_echo_a_value(tmp_path, capsys, extra, said):
    assert _exit_code(["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), *extra]) == 2
    err = _err(capsys)
    assert said in err and SECRET not in err and "--input FILE" not in err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("argv", [["SECRET5"], ["run", "-i", "x", "-o", "y", "--index", "SECRETK"]])
def test_an_invalid_choice_is_not_repeated(capsys, argv):
    """A key typed as the command or as a choice's value was printed by argparse's "invalid choice: 'KEY'" (a code
    review, session 20)."""
    assert _exit_code(argv) == 2
    err = _err(capsys)
    assert "invalid choice" in err and "SECRET" not in err


def test_a_store_missing_some_topics_names_those_it_holds(tmp_path, capsys):
    """A store recorded for part of a topics file (the Touché 2020 odd topics) fails at the first topic it lacks; the
    message says which topics it holds, as --only-topics (a participant's review, 2026-11-27)."""
    text = (TOPICS / "topics.xml").read_text(encoding="utf-8")
    extra = "<topic><number>99</number><title>Is a teapot better than a kettle?</title></topic></topics>"
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "topics.xml").write_text(text.replace("</topics>", extra), encoding="utf-8")
    argv = ["run", "--replay", str(STORE), "-i", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--no-rerank"]
    assert _exit_code([*argv, "--quiet"]) == 2
    err = _err(capsys)
    assert "'Is a teapot better than a kettle?' (index cw12) was never recorded" in err
    found = re.search(r"it holds (\d+) of the (\d+) topics: --only-topics 1,2,3", err)
    assert found and int(found[2]) == int(found[1]) + 1, err
    # refused before any topic was run, as api.run refuses it (it searched the topics before, then stopped, leaving
    # a checkpoint: a participant's review, session 41)
    assert "nothing was run" in err and "topic 99:" in err
    assert not any((tmp_path / "out").glob(".comparative-ir-checkpoint*"))


@pytest.mark.parametrize("flag", ["-o", "-i"])
def test_an_input_or_output_given_twice_is_refused(tmp_path, capsys, flag):
    """argparse keeps the last: "-o A ... -o B" wrote to B without a word (a participant's review)."""
    argv = ["run", "-i", str(TOPICS), "-o", str(tmp_path / "a"), "--replay", str(STORE), "--no-rerank"]
    assert _exit_code([*argv, flag, str(tmp_path / "b")]) == 2
    assert f"{flag} given twice" in _err(capsys)
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()
