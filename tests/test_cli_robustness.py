"""Bad input and unusual situations the command line must handle with one clear message (exit 2), not a
traceback and not silently: found by a first-user audit of every subcommand."""

import json
import os
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.pipeline import Checkpoint, RunOptions
from comparative_ir.recording import FixtureStore
from comparative_ir.retrieval import Candidate, retrieve, to_candidates
from comparative_ir.runfile import read_run, validate_run

REPO = Path(__file__).resolve().parents[1]
STORE = REPO / "fixtures" / "store"
TOPICS = REPO / "fixtures" / "comparative"


def _run(tmp_path, *extra: str, out: Path | None = None) -> int:
    out = out or tmp_path / "out"
    return main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "--quiet", "--no-rerank", *extra])


def _error(capsys) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def test_checkpoint_is_used_only_for_the_same_query(tmp_path):
    point = Checkpoint(tmp_path, "fp")
    cands = [Candidate("d1", "u1", "cw12", 2.0, 1, "t", "s")]
    point.save("1", "Is tea better than coffee?", cands)
    assert point.load("1", "Is tea better than coffee?") == cands
    assert point.load("1", "Is coffee better than tea?") is None
    assert point.load("2", "Is tea better than coffee?") is None


def test_checkpoint_depends_on_where_results_come_from():
    options = RunOptions()
    assert options.fingerprint("replay", "/a/store") != options.fingerprint("replay", "/b/store")
    assert options.fingerprint("live", "https://x") != options.fingerprint("live", "https://y")


def test_resume_after_editing_the_topics_does_not_reuse_old_results(tmp_path):
    """A kill, then a rerun with topic 1's title changed: its saved results belong to the old title."""
    out = tmp_path / "out"
    point = Checkpoint(out, RunOptions(rerank=False).fingerprint("replay", FixtureStore(STORE).checkpoint_source()))
    stale = [Candidate("clueweb12-stale-00-00000", "u", "cw12", 99.0, 1, "old", "old")]
    point.save("1", "Which is better for long-distance hiking, sandals or hiking boots?", stale)
    assert _run(tmp_path) == 0
    run = read_run(out / "run.txt")
    assert "clueweb12-stale-00-00000" not in {entry.docno for entry in run}

    # and with the same title the saved results are used (the resume itself still works)
    point.save("1", "Which is better for long-distance hiking, trail runners or hiking boots?", stale)
    assert _run(tmp_path) == 0
    assert [e.docno for e in read_run(out / "run.txt") if e.qid == "1"] == ["clueweb12-stale-00-00000"]


def test_written_files_follow_the_umask(tmp_path):
    old = os.umask(0o022)
    try:
        assert _run(tmp_path) == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "out" / "run.txt").stat().st_mode) == 0o644


@pytest.mark.parametrize("case", ["file", "below-file", "run-txt-dir"])
def test_unwritable_output_fails_before_the_run(tmp_path, capsys, case):
    (tmp_path / "afile").write_text("x")
    out = {"file": tmp_path / "afile", "below-file": tmp_path / "afile" / "sub", "run-txt-dir": tmp_path / "o"}[case]
    if case == "run-txt-dir":
        (out / "run.txt").mkdir(parents=True)
    assert _run(tmp_path, out=out) == 2
    assert "error:" in _error(capsys)


def test_cache_dir_that_is_a_file(tmp_path, capsys):
    (tmp_path / "afile").write_text("x")
    assert _run(tmp_path, "--cache-dir", str(tmp_path / "afile")) == 2
    assert "cache directory" in _error(capsys)


def test_only_topics_without_numbers(tmp_path, capsys):
    assert _run(tmp_path, "--only-topics", ",") == 2
    assert "names no topic" in _error(capsys)
    assert not (tmp_path / "out" / "run.txt").exists()


def test_only_topics_with_an_empty_item_is_refused(tmp_path, capsys):
    """Given "1,,3", run ran topics 1 and 3 without a word: a number lost in editing gave a smaller run."""
    assert _run(tmp_path, "--only-topics", "1,,3") == 2
    assert "'1,,3' has an empty item" in _error(capsys)
    assert not (tmp_path / "out" / "run.txt").exists()


def test_only_topics_may_end_with_a_comma(tmp_path):
    """A list written by printf '%s,' ends with a comma; that is no missing number."""
    assert _run(tmp_path, "--only-topics", "1,") == 0


@pytest.mark.parametrize("flag", [["--explain"], ["--weights", "w.toml"]])
def test_flags_that_do_nothing_without_reranking(tmp_path, capsys, flag):
    assert _run(tmp_path, *flag) == 2
    assert "--no-rerank" in _error(capsys)


def test_tag_with_whitespace_is_refused_at_once(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        _run(tmp_path, "--tag", "my tag")
    assert exc.value.code == 2
    assert "one word" in capsys.readouterr().err


def test_misspelt_weight_is_refused(tmp_path, capsys):
    weights = tmp_path / "w.toml"
    weights.write_text("[comparative]\nchatnoir_score = 1.0\nchatnoir_scroe = 0.5\n")
    code = main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--quiet",
                 "--weights", str(weights), "--cache-dir", str(tmp_path / "c")])  # fmt: skip
    assert code == 2
    err = _error(capsys)
    assert "chatnoir_scroe" in err and "chatnoir_score" in err
    assert not (tmp_path / "o" / "run.txt").exists()


def test_weights_file_that_is_not_utf8(tmp_path, capsys):
    weights = tmp_path / "w.toml"
    weights.write_bytes(b"[comparative]\nchatnoir_score = 1.0 # \xff\n")
    code = main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--quiet",
                 "--weights", str(weights)])  # fmt: skip
    assert code == 2
    assert str(weights) in _error(capsys)


def test_stale_explanations_are_removed(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "features.jsonl").write_text("{}\n")
    assert _run(tmp_path) == 0
    assert not (out / "features.jsonl").exists()


@pytest.mark.parametrize("missing", ["run", "qrels"])
def test_evaluate_missing_file(tmp_path, capsys, missing):
    run = tmp_path / "run.txt"
    run.write_text("1 Q0 d1 1 1.0 tag\n")
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 d1 1\n")
    paths = {"run": run, "qrels": qrels}
    paths[missing] = tmp_path / "nonexistent"
    assert main(["evaluate", str(paths["run"]), "--qrels", str(paths["qrels"])]) == 2
    assert "nonexistent" in _error(capsys)


def test_evaluate_warns_about_disjoint_qrels_and_invalid_runs(tmp_path, capsys):
    run = tmp_path / "run.txt"
    run.write_text("1 Q0 d1 1 1.0 tag\n1 Q0 d1 2 0.5 tag\n")
    qrels = tmp_path / "q.qrels"
    qrels.write_text("7 0 d1 1\n")
    assert main(["evaluate", str(run), "--qrels", str(qrels)]) == 0
    err = capsys.readouterr().err
    assert "not valid" in err and "no topic of the run has judgments" in err


def test_evaluate_says_when_no_document_of_the_run_is_judged(tmp_path, capsys):
    """Document ids against the 2022 passage judgments: the topics overlap, nothing matches, and the official
    mean over no topic printed as 0.000 without a word (a participant's review, 2026-11-26)."""
    run = tmp_path / "run.txt"
    run.write_text("1 Q0 clueweb12-0000wb-00-00001 1 1.0 tag\n")
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 clueweb12-0000wb-00-00001___2 2\n")
    assert main(["evaluate", str(run), "--qrels", str(qrels)]) == 0
    captured = capsys.readouterr()
    assert "no document of the run is judged" in captured.err and "___2" in captured.err
    assert (
        "n/a (no topic scored)" in captured.out
        and "ndcg@5_trec    n/a (no document of the run is judged)" in captured.out
    )
    qrels.write_text("1 0 clueweb12-0000wb-00-00001 2\n")
    assert main(["evaluate", str(run), "--qrels", str(qrels)]) == 0
    captured = capsys.readouterr()
    assert "judged" not in captured.err and "n/a" not in captured.out
    quality = tmp_path / "quality.qrels"  # relevance scores the topic, quality judges none of the run: n/a there only
    quality.write_text("1 0 clueweb12-0000wb-00-00099 2\n")
    assert main(["evaluate", str(run), "--qrels", str(qrels), "--quality-qrels", str(quality)]) == 0
    out = capsys.readouterr().out
    assert "ndcg@5_quality  n/a" in out.replace("   ", "  ") or "n/a (no topic scored)" in out
    assert [line.split()[0] for line in out.splitlines() if "n/a" in line] == ["ndcg@5_quality", "ndcg@5_quality_trec"]


def test_qrels_hint_only_for_stance_labels(tmp_path, capsys):
    run = tmp_path / "run.txt"
    run.write_text("1 Q0 d1 1 1.0 tag\n")
    for judgment, hint in (("1.5", False), ("PRO", True)):
        qrels = tmp_path / "q.qrels"
        qrels.write_text(f"1 0 d1 {judgment}\n")
        assert main(["evaluate", str(run), "--qrels", str(qrels)]) == 2
        assert ("stance qrels" in _error(capsys)) is hint


def test_validate_missing_file_is_bad_input(tmp_path, capsys):
    assert main(["validate", str(tmp_path / "nonexistent.txt")]) == 2
    assert "no such file" in _error(capsys)


def test_tune_bad_paths_fail_before_fitting(tmp_path, capsys):
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 d1 1\n")
    base = ["tune", "--topics", str(TOPICS), "--replay", str(STORE)]
    assert main([*base, "--qrels", str(tmp_path / "nonexistent")]) == 2
    assert "nonexistent" in _error(capsys)
    assert main([*base, "--qrels", str(qrels), "--out", str(tmp_path / "no" / "w.toml")]) == 2
    assert "does not exist" in _error(capsys)
    assert main([*base, "--qrels", str(qrels), "--out", str(tmp_path)]) == 2
    assert "is a directory" in _error(capsys)
    # a directory that exists but cannot be written (even by root): refused before the fit, not after it
    assert main([*base, "--qrels", str(qrels), "--out", "/proc/self/w.toml"]) == 2
    captured = capsys.readouterr()
    assert "cannot write in /proc/self" in captured.err and "Traceback" not in captured.err
    assert captured.out == ""


def test_fixtures_import_bad_line_leaves_no_store(tmp_path, capsys):
    dump = tmp_path / "dump.jsonl"
    good = {"1": {"meta": {"total_results": 1}, "results": [{"trec_id": "clueweb12-0000wb-00-00000", "score": 1}]}}
    dump.write_text(json.dumps(good) + "\nnot json\n")
    store = tmp_path / "store"
    code = main(["fixtures", "import", "--index", "cw12", "--topics", str(TOPICS), "--responses", str(dump),
                 "--into", str(store)])  # fmt: skip
    assert code == 2
    assert "dump.jsonl:2" in _error(capsys)
    assert not store.exists()


def test_fixtures_import_counts_and_warns_about_repeated_queries(tmp_path, capsys):
    """A query given twice was overwritten without a word and counted twice."""
    dump = tmp_path / "dump.jsonl"
    first = {"1": {"results": [{"trec_id": "clueweb12-0000wb-00-00000", "score": 1}]}}
    second = {"1": {"results": [{"trec_id": "clueweb12-0000wb-00-00001", "score": 1}]}}
    dump.write_text("\ufeff" + json.dumps(first) + "\n" + json.dumps(second) + "\n")  # a BOM was "not JSON"
    code = main(["fixtures", "import", "--index", "cw12", "--topics", str(TOPICS), "--responses", str(dump),
                 "--into", str(tmp_path / "store")])  # fmt: skip
    assert code == 0
    err = capsys.readouterr().err
    assert "more than once with different results" in err and "imported 1 queries (1 results)" in err


def test_fixtures_import_into_a_file(tmp_path, capsys):
    (tmp_path / "afile").write_text("x")
    code = main(["fixtures", "import", "--index", "cw12", "--topics", str(TOPICS), "--responses", str(tmp_path),
                 "--into", str(tmp_path / "afile")])  # fmt: skip
    assert code == 2
    assert "not a directory" in _error(capsys)


def test_classify_sentences_bom_and_row_numbers(tmp_path, capsys):
    good = tmp_path / "good.csv"
    good.write_bytes("\ufeffobject_a,object_b,sentence\ntea,coffee,Tea is better than coffee.\n".encode())
    assert main(["classify-sentences", "--input", str(good)]) == 0
    assert json.loads(capsys.readouterr().out) == {"label": "BETTER"}
    bad = tmp_path / "bad.csv"
    bad.write_text("object_a,object_b,sentence\ntea,coffee,x\ntea\n")
    assert main(["classify-sentences", "--input", str(bad)]) == 2
    assert "row 2 (line 3)" in _error(capsys)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("object_a,object_b,sentence,object_a\ntea,coffee,Tea is better.,milk\n", "object_a more than once"),
        ("object_a,object_b,sentence\ntea,coffee,Tea is better.\ntea,coffee\n", "row 2 (line 3): too few fields"),
    ],
)
def test_classify_sentences_refuses_ambiguous_csv(tmp_path, capsys, content, message):
    """A repeated column silently won over the first ("milk" against coffee) and a row without its sentence was
    labelled NONE."""
    path = tmp_path / "in.csv"
    path.write_text(content)
    assert main(["classify-sentences", "--input", str(path)]) == 2
    assert message in _error(capsys)


def test_classify_sentences_takes_a_sentence_longer_than_the_csv_default_limit(tmp_path, capsys):
    """The csv module refuses fields over 131,072 characters: that ended in a traceback."""
    path = tmp_path / "long.csv"
    path.write_text("object_a,object_b,sentence\ntea,coffee,Tea is better than coffee " + "x" * 200_000 + "\n")
    assert main(["classify-sentences", "--input", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {"label": "BETTER"}


def test_classify_sentences_keeps_line_breaks_inside_quoted_fields(tmp_path, capsys):
    """Read line by line, "Java is far better than .NET<newline>in every way." became ".NETin" and NONE."""
    path = tmp_path / "multi.csv"
    path.write_bytes(
        b'object_a,object_b,sentence\r\n.NET,Java,"Java is far better than .NET\nin every way."\r\n'
        b'tea,coffee,"Tea is better\r\nthan coffee."\r\n'
    )
    assert main(["classify-sentences", "--input", str(path)]) == 0
    labels = [json.loads(line)["label"] for line in capsys.readouterr().out.splitlines()]
    assert labels == ["WORSE", "BETTER"]


@pytest.mark.parametrize("command", [["parse-question"], ["stance", "--task", "comparative"], ["classify-sentences"]])
def test_standard_input_that_is_not_utf8_is_one_clear_error(command, monkeypatch, capsys):
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"\xff\xfeabc\n")))
    assert main([*command, "--input", "-"]) == 2
    assert "cannot read standard input" in _error(capsys)


def test_a_byte_order_mark_is_not_part_of_the_first_line(tmp_path, capsys):
    questions = tmp_path / "q.txt"
    questions.write_bytes("\ufeffTea or coffee?\n".encode())
    assert main(["parse-question", "--input", str(questions)]) == 0
    assert json.loads(capsys.readouterr().out)["objects"] == ["Tea", "coffee"]
    pairs = tmp_path / "p.jsonl"
    pairs.write_bytes(("\ufeff" + json.dumps({"question": "Tea or coffee?", "text": "Tea is far better."})).encode())
    assert main(["stance", "--task", "comparative", "--input", str(pairs)]) == 0
    assert "stance" in json.loads(capsys.readouterr().out)


def test_stance_null_fields_are_refused(tmp_path, capsys):
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps({"question": None, "text": None}) + "\n")
    assert main(["stance", "--task", "comparative", "--input", str(path)]) == 2
    assert "in.jsonl:1" in _error(capsys)


@pytest.mark.parametrize("objects", [["tea"], ["tea", "coffee", "milk"]])
def test_stance_objects_must_be_a_pair(tmp_path, capsys, objects):
    """One object or three were accepted silently (three cut to the first two, one labelled NO)."""
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps({"question": "Tea or coffee?", "text": "Coffee is better.", "objects": objects}) + "\n")
    assert main(["stance", "--task", "comparative", "--input", str(path)]) == 2
    assert "in.jsonl:1" in _error(capsys)
    # the controversial task has no use for objects
    assert main(["stance", "--task", "controversial", "--input", str(path)]) == 0


def test_stance_empty_objects_mean_no_pair(tmp_path, capsys):
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps({"question": "Tea or coffee?", "text": "Coffee is far better.", "objects": []}) + "\n")
    assert main(["stance", "--task", "comparative", "--input", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {"stance": "NO"}


def test_parse_question_without_input_says_what_to_give(capsys):
    assert main(["parse-question"]) == 2
    err = _error(capsys)
    assert "give a QUESTION" in err and "not both" not in err


def test_results_without_a_usable_score_rank_as_zero(caplog):
    results = [
        {"trec_id": "a", "score": float("nan")},
        {"trec_id": "b", "score": "abc"},
        {"trec_id": "c", "score": 3.0},
        {"trec_id": "d", "score": None},
    ]
    cands = to_candidates(results, "cw12")
    assert [c.docno for c in cands] == ["c", "a", "b", "d"]
    assert [c.score for c in cands] == [3.0, 0.0, 0.0, 0.0]
    assert "3 results without a finite numeric score" in caplog.text


def test_my_software_runs_this_checkouts_sources_with_its_environment(tmp_path):
    """It ran .venv/bin/comparative-ir, a non-editable install: after an edit or a pull, the old code."""
    import shutil
    import subprocess

    checkout = tmp_path / "checkout"
    (checkout / ".venv" / "bin").mkdir(parents=True)
    (checkout / "comparative_ir").mkdir()
    (checkout / "comparative_ir" / "__main__.py").write_text("")
    shutil.copy(REPO / "my-software.sh", checkout / "my-software.sh")
    fake = {"python": 'echo "sources $PYTHONPATH $*"', "comparative-ir": 'echo "stale install $*"'}
    for name, body in fake.items():
        path = checkout / ".venv" / "bin" / name
        path.write_text(f"#!/bin/sh\n{body}\n")
        path.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        ["bash", str(checkout / "my-software.sh"), "-i", "IN", "-o", "OUT"], capture_output=True, text=True, env=env
    )
    assert done.stdout.strip() == f"sources {checkout} -m comparative_ir run -i IN -o OUT"


def test_my_software_skips_an_environment_without_the_dependencies(tmp_path):
    """A .venv that lacks the dependencies (stale, or copied into an image from another machine) won over the
    install on PATH: a traceback (ModuleNotFoundError: requests) instead of the run."""
    import shutil
    import subprocess

    checkout = tmp_path / "checkout"
    (checkout / ".venv" / "bin").mkdir(parents=True)
    (checkout / "comparative_ir").mkdir()
    (checkout / "comparative_ir" / "__main__.py").write_text("")
    shutil.copy(REPO / "my-software.sh", checkout / "my-software.sh")
    installed = tmp_path / "bin"
    installed.mkdir()
    scripts = {
        checkout / ".venv" / "bin" / "python": 'echo "stale environment $*"; exit 1',
        installed / "comparative-ir": 'echo "installed $*"',
    }
    for path, body in scripts.items():
        path.write_text(f"#!/bin/sh\n{body}\n")
        path.chmod(0o755)
    env = {"PATH": f"{installed}:/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(
        ["bash", str(checkout / "my-software.sh"), "-i", "IN", "-o", "OUT"], capture_output=True, text=True, env=env
    )
    assert (done.returncode, done.stdout.strip()) == (0, "installed run -i IN -o OUT")


def test_validate_accepts_what_run_writes(tmp_path):
    assert _run(tmp_path) == 0
    assert validate_run(tmp_path / "out" / "run.txt") == []


class _Pages:
    """A search backend over one fixed result list, paged like ChatNoir (from / size)."""

    def __init__(self, ids: list[str]) -> None:
        self.results = [{"trec_id": d, "score": 100.0 - i} for i, d in enumerate(ids)]
        self.calls: list[tuple[int, int]] = []

    def search_page(self, query, index, start, size):
        self.calls.append((start, size))
        return {"meta": {"total_results": len(self.results)}, "results": self.results[start : start + size]}


def test_depth_counts_distinct_documents():
    backend = _Pages(["a", "b", "a", "c", "d", "e", "f"])
    cands = retrieve(backend, "q", "cw12", 4)
    assert [c.docno for c in cands] == ["a", "b", "c", "d"]
    assert backend.calls == [(0, 4), (4, 1)]


def test_depth_stops_when_the_results_run_out():
    backend = _Pages(["a", "a", "b"])
    assert [c.docno for c in retrieve(backend, "q", "cw12", 5)] == ["a", "b"]
    assert backend.calls == [(0, 5)]


def test_output_piped_into_head_stops_quietly(tmp_path):
    import subprocess
    import sys

    questions = tmp_path / "q.txt"
    questions.write_text("".join(f"Which is better, tea or coffee number {i}?\n" for i in range(3000)))
    proc = subprocess.Popen(
        [sys.executable, "-m", "comparative_ir", "parse-question", "--input", str(questions)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=REPO,
    )
    assert proc.stdout.readline().startswith(b'{"question"')
    proc.stdout.close()  # what `| head -1` does
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 141
    assert "Traceback" not in err and "error" not in err


def test_evaluate_reads_a_pipe(tmp_path, monkeypatch, capsys):
    """`evaluate <(...) --qrels <(...)`: a path that exists but is not a regular file is read once, not refused."""
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 d1 1\n")
    read, write = os.pipe()
    os.write(write, b"1 Q0 d1 1 1.0 tag\n")
    os.close(write)
    try:
        assert main(["evaluate", f"/dev/fd/{read}", "--qrels", str(qrels)]) == 0
    finally:
        os.close(read)
    assert "1.000" in capsys.readouterr().out


def test_cache_dir_that_cannot_be_created_fails_before_the_run(tmp_path, capsys):
    (tmp_path / "afile").write_text("x")
    assert _run(tmp_path, "--cache-dir", str(tmp_path / "afile" / "cache")) == 2
    assert "cache directory" in _error(capsys)


def test_small_output_into_a_closed_pipe_stops_quietly(tmp_path):
    import subprocess
    import sys

    questions = tmp_path / "q.txt"
    questions.write_text("Which is better, tea or coffee?\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    read, write = os.pipe()
    os.close(read)  # the reader is gone before anything is written (`... | true`)
    proc = subprocess.run(
        [sys.executable, "-m", "comparative_ir", "parse-question", "--input", str(questions)],
        stdout=write, stderr=subprocess.PIPE, cwd=REPO, env=env, timeout=120,
    )  # fmt: skip
    os.close(write)
    assert proc.returncode == 141
    assert b"Exception ignored" not in proc.stderr and b"Traceback" not in proc.stderr


def test_features_jsonl_that_is_a_directory_fails_before_the_run(tmp_path, capsys):
    """It failed after the whole run, naming a temporary file that never existed."""
    out = tmp_path / "out"
    (out / "features.jsonl").mkdir(parents=True)
    assert main(["run", "-i", str(TOPICS), "-o", str(out), "--replay", str(STORE), "--explain", "--quiet"]) == 2
    err = _error(capsys)
    assert "features.jsonl is a directory" in err and ".tmp" not in err
    assert not (out / "run.txt").exists()


def test_small_usage_messages(tmp_path, capsys, monkeypatch):
    """A review's nits: argparse named the type function ("invalid _depth value"), a malformed --endpoint was a
    ChatNoir failure (exit 3) rather than bad input, and a corrupt .gz run or qrels file was not named."""
    with pytest.raises(SystemExit):
        main(["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--rerank-depth", "abc"])
    err = capsys.readouterr().err
    assert "'abc' is not a whole number" in err and "_depth" not in err
    monkeypatch.setenv("CHATNOIR_API_KEY", "k")
    assert main(["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--endpoint", "notaurl"]) == 2
    assert "is not an http(s) URL" in _error(capsys)
    bad = tmp_path / "bad.run.gz"
    bad.write_bytes(b"not gzip")
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 d 1\n")
    assert main(["evaluate", str(bad), "--qrels", str(qrels)]) == 2
    assert str(bad) in _error(capsys)


def _my_software_with_a_bare_python(tmp_path: Path, checkout: Path) -> subprocess.CompletedProcess[str]:
    """Run the checkout's my-software.sh where the only python3 has no dependencies (and says "ran" if run)."""
    checkout.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPO / "my-software.sh", checkout / "my-software.sh")
    bare = tmp_path / "bin"
    bare.mkdir()
    (bare / "python3").write_text('#!/bin/sh\n[ "$1" = -c ] && exit 1\necho ran\n')
    (bare / "python3").chmod(0o755)
    env = {"PATH": f"{bare}:/usr/bin:/bin", "HOME": str(tmp_path)}
    return subprocess.run(
        ["bash", str(checkout / "my-software.sh"), "-i", "IN", "-o", "OUT"], capture_output=True, text=True, env=env
    )


def test_my_software_without_an_environment_or_dependencies_says_what_to_install(tmp_path):
    """A fresh checkout with no .venv, no install and a bare system Python: a traceback (ModuleNotFoundError)."""
    done = _my_software_with_a_bare_python(tmp_path, tmp_path / "checkout")
    assert done.returncode == 2
    assert "dependencies are not installed" in done.stderr and "Traceback" not in done.stderr
    assert "ran" not in done.stdout


@pytest.mark.parametrize("value", ["inf", "1e10", "86401"])
def test_a_timeout_too_large_to_use_is_refused(tmp_path, capsys, value):
    """ "--timeout inf" reached urllib3, whose deadline arithmetic raised OverflowError (a traceback)."""
    with pytest.raises(SystemExit) as exit_:
        _run(tmp_path, "--timeout", value)
    assert exit_.value.code == 2
    assert "at most 86,400" in _error(capsys)


def test_stance_order_without_reranking_is_refused(tmp_path, capsys):
    """It reordered the plain ChatNoir ranking that --no-rerank promises (and replaced its scores)."""
    assert _run(tmp_path, "--stance-order") == 2
    assert "--no-rerank keeps the plain ChatNoir ranking" in _error(capsys)


def test_stance_input_that_is_not_json_says_so(tmp_path, capsys):
    path = tmp_path / "in.jsonl"
    path.write_text('{"question": "q", "text": "t"\n')
    assert main(["stance", "--task", "comparative", "--input", str(path)]) == 2
    assert "in.jsonl:1: not JSON" in _error(capsys)


def test_controversial_stance_ignores_objects_and_refuses_the_answers_reading(tmp_path, capsys):
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps({"question": "Should zoos be banned?", "text": "Zoos.", "objects": "a, b"}) + "\n")
    assert main(["stance", "--task", "controversial", "--input", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["stance"] in ("PRO", "CON", "NEU", "NO")
    assert main(["stance", "--task", "controversial", "--input", str(path), "--texts", "answers"]) == 2
    assert "--texts answers is for --task comparative" in _error(capsys)


def test_classify_sentences_refuses_a_row_with_more_fields_than_the_header(tmp_path, capsys):
    """An unquoted comma cut the sentence at the comma: "PHP is nice, but Python is better" read as "PHP is nice"."""
    path = tmp_path / "s.csv"
    path.write_text("object_a,object_b,sentence\npython,php,PHP is nice, but Python is better than PHP\n")
    assert main(["classify-sentences", "--input", str(path)]) == 2
    assert "more fields than the header" in _error(capsys)


def test_an_unwritable_default_cache_falls_back_to_one_beside_the_checkpoint(tmp_path, capsys, monkeypatch):
    """A read-only HOME (a locked-down sandbox) stopped every run unless --cache-dir was passed, even --no-rerank
    runs, which fetch no documents. Then the fallback, a temporary directory, stopped the run where /tmp cannot be
    written either (TIRA: only the output directory can), with "No usable temporary directory found" and no hint;
    and a run stopped by a time limit lost its fetched texts with the temporary directory."""
    blocked = tmp_path / "afile"
    blocked.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))  # the default cache would be under a file
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "no-such-tmp"))  # and no temporary directory works
    assert _run(tmp_path) == 0  # --no-rerank: the cache is not needed
    out = tmp_path / "reranked"
    assert main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "--quiet"]) == 0
    assert f"caching this run's texts in {out / '.comparative-ir-checkpoint' / 'cache'}" in _error(capsys)
    assert validate_run(out / "run.txt") == []
    assert sorted(p.name for p in out.iterdir()) == ["run.txt"]  # removed with the checkpoint once complete


def test_a_user_without_a_home_gets_a_cache_of_their_own(tmp_path, capsys, monkeypatch):
    """A container run under an arbitrary uid has no passwd entry and often no HOME: Path.home() raised and every
    command failed with a traceback, --help and validate included (a TIRA-style review)."""
    import pwd

    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)

    def no_entry(uid):
        raise KeyError(f"getpwuid(): uid not found: {uid}")

    monkeypatch.setattr(pwd, "getpwuid", no_entry)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    with pytest.raises(RuntimeError):
        Path.home()  # the situation, as Python sees it
    out = tmp_path / "out"
    assert main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "--quiet"]) == 0
    assert validate_run(out / "run.txt") == []
    assert list((tmp_path / "tmp").glob("cache-uid*/comparative-ir/*"))  # the texts were cached there
    root = next((tmp_path / "tmp").glob("cache-uid*"))
    assert stat.S_IMODE(root.stat().st_mode) == 0o700  # this user's alone
    assert "Traceback" not in capsys.readouterr().err
    root.chmod(0o777)  # as a directory another user made first would be (a review: a predictable shared path)
    again = tmp_path / "again"
    assert main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(again), "--quiet"]) == 0
    err = capsys.readouterr().err
    assert f"cannot be trusted: {root} may be written by other users; caching this run's texts in" in err
    assert validate_run(again / "run.txt") == []


@pytest.mark.parametrize("failure", ["no semaphores", "no fork"])
def test_worker_processes_that_cannot_start_leave_the_work_in_the_run(tmp_path, capsys, monkeypatch, failure):
    """Without POSIX semaphores (a read-only /dev/shm in a container) no process pool can start, and where a
    container limits its processes a worker cannot be forked (at the first item, not when the pool is made); the
    errors name no file, and the run stopped blaming its output or cache directory (a TIRA-style review, then a review
    of the first fix). The work stays in the run's process, with one warning per kind of worker."""
    import errno
    from concurrent.futures import ProcessPoolExecutor

    from comparative_ir import documents

    class NoSemaphores:
        def __init__(self, *args, **kwargs):
            raise OSError(errno.EROFS, "Read-only file system")

    class NoFork(ProcessPoolExecutor):
        def submit(self, *args, **kwargs):
            raise BlockingIOError(errno.EAGAIN, "Resource temporarily unavailable")

    monkeypatch.setattr(documents, "ProcessPoolExecutor", NoSemaphores if failure == "no semaphores" else NoFork)
    monkeypatch.setattr(documents, "_POOLS_REFUSED", set())
    out, one = tmp_path / "out", tmp_path / "one"
    args = ["run", "--replay", str(STORE), "-i", str(TOPICS), "--quiet", "--cache-dir"]
    assert main([*args, str(tmp_path / "c1"), "-o", str(out), "--processes", "2"]) == 0
    err = _error(capsys)
    why = "Read-only file system" if failure == "no semaphores" else "Resource temporarily unavailable"
    assert f"cannot start cleaning worker processes ({why}): pages are cleaned in this process" in err
    assert f"cannot start feature worker processes ({why}): features and labels are computed in this process" in err
    assert "output directory" not in err and err.count("cannot start") == 2
    assert main([*args, str(tmp_path / "c2"), "-o", str(one), "--processes", "1"]) == 0
    assert (out / "run.txt").read_bytes() == (one / "run.txt").read_bytes()


def test_a_deleted_working_directory_is_named(tmp_path, capsys, monkeypatch):
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    assert main(["validate", str(tmp_path / "run.txt")]) == 2
    assert "the current directory no longer exists" in _error(capsys)


def test_a_second_run_into_the_same_output_directory_is_refused(tmp_path, capsys):
    """Two runs into one directory both said "wrote run.txt" and one run's file was lost (a TIRA-style review). A
    run holds its output directory (an advisory lock on the directory, released however the run ends); a second one
    is refused before it moves or writes anything."""
    import subprocess
    import sys

    out = tmp_path / "out"
    out.mkdir()
    (out / "run.txt").write_text("the running run's file\n")
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, os, sys, time\nfd = os.open(sys.argv[1], os.O_RDONLY)\n"
         "fcntl.flock(fd, fcntl.LOCK_EX)\nprint('held', flush=True)\ntime.sleep(60)", str(out)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert _run(tmp_path, out=out) == 2
        assert f"another run is writing into {out}" in _error(capsys)
        assert (out / "run.txt").read_text() == "the running run's file\n"  # not moved aside
    finally:
        holder.kill()
        holder.wait()
    assert _run(tmp_path, out=out) == 0  # the lock goes with the process that held it
    assert validate_run(out / "run.txt") == []


def test_an_unreadable_input_directory_is_named(tmp_path, capsys, monkeypatch):
    """It said "Permission denied: INPUT/rerank.jsonl.gz", a file the user never gave (a TIRA-style review). The
    permission is simulated: these tests may run as root, who reads any directory."""
    locked = tmp_path / "in"
    locked.mkdir()
    real = os.access
    monkeypatch.setattr(
        os, "access", lambda path, mode, **kw: False if Path(path) == locked else real(path, mode, **kw)
    )
    assert main(["run", "--replay", str(STORE), "-i", str(locked), "-o", str(tmp_path / "out"), "--quiet"]) == 2
    assert f"-i {locked}: the input directory cannot be entered (permission denied)" in _error(capsys)


def test_tune_features_naming_nothing_is_refused(tmp_path, capsys):
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 d1 1\n")
    args = ["tune", "--topics", str(TOPICS), "--replay", str(STORE), "--qrels", str(qrels), "--features", " , "]
    assert main(args) == 2  # it fitted all features, as if --features were absent
    assert "names no feature" in _error(capsys)


def test_importing_an_empty_dump_is_refused(tmp_path, capsys):
    dump = tmp_path / "d.jsonl"
    dump.write_text("")
    code = main(["fixtures", "import", "--index", "cw12", "--topics", str(TOPICS), "--responses", str(dump),
                 "--into", str(tmp_path / "store")])  # fmt: skip
    assert code == 2  # "imported 0 queries" and an empty store, exit 0
    assert "holds no responses" in _error(capsys)
    assert not (tmp_path / "store").exists()


def test_verbose_shows_each_document_and_excludes_quiet(tmp_path, capsys):
    """-v printed the same lines as the default (one debug call in the whole package); -v --quiet was accepted."""
    out = tmp_path / "v"
    assert main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "-v"]) == 0
    err = _error(capsys)
    assert "DEBUG: document clueweb12-" in err
    with pytest.raises(SystemExit) as exit_:
        main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "-v", "--quiet"])
    assert exit_.value.code == 2
    assert "not allowed with argument" in _error(capsys)


def test_classify_sentences_accepts_empty_trailing_fields(tmp_path, capsys):
    """Spreadsheet exports add empty columns; only a non-empty extra field is a cut sentence."""
    path = tmp_path / "s.csv"
    path.write_text("object_a,object_b,sentence\ntea,coffee,Tea is better than coffee.,\n")
    assert main(["classify-sentences", "--input", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {"label": "BETTER"}


def test_classify_sentences_passes_identifier_columns_through(tmp_path, capsys):
    """CompSent-19 has an id column; the labels came back without it, so output joined input only by line order
    (a review, session 27). As `stance` does, id, qid and docno come back with each label."""
    path = tmp_path / "s.csv"
    path.write_text(
        ",id,object_a,object_b,sentence\n"
        "0,a17,tea,coffee,Tea is better than coffee.\n"
        '1,b3,tea,coffee,"Coffee is better than tea, by far."\n'
    )
    assert main(["classify-sentences", "--input", str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines == [{"id": "a17", "label": "BETTER"}, {"id": "b3", "label": "WORSE"}]


@pytest.mark.parametrize("command", [["parse-question"], ["stance", "--task", "comparative"]])
def test_a_byte_that_is_not_utf8_is_named_by_line(tmp_path, capsys, command):
    """A Latin-1 file gave "can't decode byte 0xe9 in position 34": a byte offset in the file, not a line."""
    path = tmp_path / "latin1.txt"
    first = '{"question": "Is tea better than coffee?", "text": "Tea."}\n'
    path.write_bytes(first.encode() + b'{"question": "Is caf\xe9 better than tea?", "text": "Tea."}\n')
    assert main([*command, "--input", str(path)]) == 2
    assert f"cannot read {path}: line 2: 0xe9 at byte 21 of the line is not UTF-8" in _error(capsys)


def test_my_software_with_a_venv_that_cannot_run_here_says_so(tmp_path):
    """A .venv made by another user or machine (its python links to an interpreter this user cannot run) was
    reported as missing dependencies (a participant's review)."""
    checkout = tmp_path / "checkout"
    (checkout / ".venv" / "bin").mkdir(parents=True)
    (checkout / ".venv" / "bin" / "python").symlink_to("/nonexistent/pyenv/versions/3.11/bin/python3.11")
    done = _my_software_with_a_bare_python(tmp_path, checkout)
    assert done.returncode == 2
    assert ".venv cannot be used here (" in done.stderr and "No such file" in done.stderr, done.stderr
    assert "ran" not in done.stdout


def test_gzipped_inputs_of_the_text_commands_are_read_as_the_other_commands_read_them(tmp_path, capsys):
    """A participant's review (session 38): ``stance``, ``parse-question`` and ``classify-sentences`` said a gzipped
    file was "not UTF-8", while ``run``, ``evaluate`` and ``fixtures import`` read .gz files."""
    import gzip

    stance = tmp_path / "s.jsonl.gz"
    stance.write_bytes(gzip.compress(b'{"question": "Which is better, tea or coffee?", "text": "Tea is better."}\n'))
    assert main(["stance", "--task", "comparative", "--input", str(stance)]) == 0
    assert json.loads(capsys.readouterr().out) == {"stance": "FIRST"}
    questions = tmp_path / "q.txt.gz"
    questions.write_bytes(gzip.compress(b"Which is better, tea or coffee?\n"))
    assert main(["parse-question", "--input", str(questions)]) == 0
    assert json.loads(capsys.readouterr().out)["objects"] == ["tea", "coffee"]
    sentences = tmp_path / "s.csv.gz"
    sentences.write_bytes(gzip.compress(b"object_a,object_b,sentence\ntea,coffee,Tea is better than coffee.\n"))
    assert main(["classify-sentences", "--input", str(sentences)]) == 0
    assert json.loads(capsys.readouterr().out) == {"label": "BETTER"}
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(stance.read_bytes()[:30])
    assert main(["stance", "--task", "comparative", "--input", str(cut)]) == 2
    assert f"cannot read {cut}: not a readable gzip file" in _error(capsys)
