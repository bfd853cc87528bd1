"""The command line under the session-18 robustness audit (/tmp/s18audit/report.md): each finding's input gives one
clear message (exit 2) or the documented behaviour, never a traceback, a silent loss, a 0 over nothing or a key on
stderr."""

import json
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from chatnoir_standin import ChatNoirStandIn

from comparative_ir.cli import main
from comparative_ir.comparison import bootstrap_interval
from comparative_ir.credentials import CredentialsError, resolve_api_key

REPO = Path(__file__).resolve().parents[1]
STORE = REPO / "fixtures" / "store"
TOPICS = REPO / "fixtures" / "comparative"
SECRET = "SeCrEtKeY12345abc"


def _replay(out: Path, *extra: str) -> list[str]:
    return ["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "--quiet", "--no-rerank", *extra]


def _err(capsys) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def _exit_code(argv: list[str]) -> int:
    """main()'s code, or argparse's (it exits through SystemExit for a bad option value)."""
    try:
        return main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


# H5 ------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "where"),
    [
        ('tea,coffee,"unterminated\ntea,coffee,Tea is better than coffee.\n', "line 2"),  # open until the end
        (
            'tea,coffee,"Coffee is "better than tea.\ntea,coffee,"Tea is better.\ntea,coffee,Coffee is worse.\n',
            "line 2",
        ),
    ],
)
def test_classify_sentences_stray_quote_is_an_error_naming_the_line(tmp_path, capsys, content, where):
    """The rows after an unterminated quote were merged into one field: 2 labels for 4 rows, exit 0."""
    path = tmp_path / "q.csv"
    path.write_text("object_a,object_b,sentence\n" + content)
    assert main(["classify-sentences", "--input", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and where in captured.err and "quote" in captured.err


@pytest.mark.parametrize(
    ("content", "labels"),
    [  # a quote opened and closed rows later: valid CSV, so a warning, not a refusal
        ('tea,coffee,Tea is better.\ntea,coffee,"start\ntea,coffee,Coffee is better than tea"\n', 2),
        # a sentence over two lines, the second with commas (the review of the first version refused it)
        ('java,python,"Python is better than Java,\nC, C++, and Rust are fine too."\n', 1),
    ],
)
def test_classify_sentences_warns_when_a_quoted_field_spans_row_like_lines(tmp_path, capsys, content, labels):
    path = tmp_path / "q.csv"
    path.write_text("object_a,object_b,sentence\n" + content)
    assert main(["classify-sentences", "--input", str(path)]) == 0
    captured = capsys.readouterr()
    assert len(captured.out.splitlines()) == labels and "look like rows of their own" in captured.err


# M2, M7, L4, L6 (the key) --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv", [["--apikey", SECRET], ["--api-k", SECRET], [f"--apikey={SECRET}"], ["--token", SECRET]]
)
def test_key_like_options_never_echo_their_value(tmp_path, capsys, argv):
    assert _exit_code(["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), *argv]) == 2
    err = _err(capsys)
    assert SECRET not in err and "never taken on the command line" in err


@pytest.mark.parametrize("argv", [["-k", SECRET], [SECRET], ["--", "--apikey", SECRET], ["--pass", SECRET]])
def test_no_unrecognised_value_is_echoed(tmp_path, capsys, argv):
    """argparse repeats what it does not recognise: "-k KEY", a bare KEY (the review of the first version)."""
    assert _exit_code(["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), *argv]) == 2
    err = _err(capsys)
    assert SECRET not in err and ("not repeated here" in err or "never taken on the command line" in err)


def test_a_key_given_as_the_key_file_is_not_echoed(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["run", "-i", str(TOPICS), "-o", "o", "--api-key-file", SECRET]) == 2
    err = _err(capsys)
    assert SECRET not in err and "--api-key-file does not exist" in err


def test_key_files_that_are_not_utf8_are_named(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("CHATNOIR_API_KEY", raising=False)
    key = tmp_path / "badkey.txt"
    key.write_bytes(b"\xff\xfekey")
    assert main(["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--api-key-file", str(key)]) == 2
    assert f"{key} is not UTF-8" in _err(capsys)
    in_dir = tmp_path / "in"
    in_dir.mkdir()
    (in_dir / "topics.xml").write_bytes((TOPICS / "topics.xml").read_bytes())
    (in_dir / "chatnoir-credentials.json").write_bytes(b'{"apikey": "\xff"}')
    assert main(["run", "-i", str(in_dir), "-o", str(tmp_path / "o")]) == 2
    assert "chatnoir-credentials.json is not UTF-8" in _err(capsys)


def test_key_sources_follow_one_rule(tmp_path):
    """A JSON list was sent as the key '["KEY"]'; a key with a space inside was refused from a file only."""
    listed = tmp_path / "chatnoir-credentials.json"
    listed.write_text('["KEY"]')
    with pytest.raises(CredentialsError, match="not an object"):
        resolve_api_key(None, tmp_path, {})
    with pytest.raises(CredentialsError, match="CHATNOIR_API_KEY does not hold a single key"):
        resolve_api_key(None, None, {"CHATNOIR_API_KEY": "two words"})
    assert resolve_api_key(None, None, {"CHATNOIR_API_KEY": " one-key\n"}) == "one-key"


def test_an_endless_key_file_is_refused(tmp_path, capsys):
    assert main(["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--api-key-file", "/dev/zero"]) == 2
    assert "not a key file" in _err(capsys)


# L6 ------------------------------------------------------------------------------------------------------------


def test_json_nested_too_deeply_is_one_message(tmp_path, capsys):
    deep = tmp_path / "deep.jsonl"
    deep.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    assert main(["stance", "--task", "comparative", "--input", str(deep)]) == 2
    assert "deep.jsonl:1: JSON nested too deeply" in _err(capsys)
    code = main(["fixtures", "import", "--index", "cw12", "--topics", str(TOPICS), "--responses", str(deep),
                 "--into", str(tmp_path / "store")])  # fmt: skip
    assert code == 2
    assert "nested too deeply" in _err(capsys)


# M3 ------------------------------------------------------------------------------------------------------------


def test_a_file_that_cannot_be_written_mid_run_names_it_and_says_rerun(tmp_path):
    """A full disk said "No space left on device" alone. Here a file size limit makes the first checkpoint
    write fail (EFBIG, a real OSError from the kernel, as ENOSPC would be)."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (3000, 3000))

    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "comparative_ir", *_replay(out)], preexec_fn=limit,
                          capture_output=True, text=True, timeout=120, cwd=REPO)  # fmt: skip
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    error = proc.stderr.strip().splitlines()[-1]
    assert f"in the output directory {out}" in error and "rerun the same command" in error and "resumes" in error


# M4, M10 -------------------------------------------------------------------------------------------------------


def _topics_dir(tmp_path: Path) -> Path:
    in_dir = tmp_path / "in"
    in_dir.mkdir()
    (in_dir / "topics.xml").write_bytes((TOPICS / "topics.xml").read_bytes())
    return in_dir


def test_a_failed_run_leaves_no_run_file_it_did_not_write(tmp_path, capsys, monkeypatch):
    """A rerun that failed (here ChatNoir refusing the key, exit 3) left the earlier, unrelated run.txt for a
    wrapper to collect; now it is run.txt.previous, and nothing is lost. A mistake in the arguments (exit 2 before
    any work) leaves the directory alone (the review of the first version: `--explain --no-rerank` moved it)."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "run.txt").write_text("1 Q0 old-doc 1 1.0 old\n")
    monkeypatch.setenv("CHATNOIR_API_KEY", "wrong-key")
    with ChatNoirStandIn(store=None, api_key="right-key") as server:
        code = main(["run", "-i", str(_topics_dir(tmp_path)), "-o", str(out), "--endpoint", server.base_url])
    assert code == 3
    assert not (out / "run.txt").exists()
    assert (out / "run.txt.previous").read_text() == "1 Q0 old-doc 1 1.0 old\n"
    assert "run.txt.previous" in _err(capsys)
    (out / "run.txt").write_text("1 Q0 other-doc 1 1.0 old\n")
    assert main(_replay(out, "--only-topics", "99")) == 2
    assert main(_replay(out, "--explain", "--no-rerank")) == 2
    assert (out / "run.txt").read_text() == "1 Q0 other-doc 1 1.0 old\n"


def test_a_directory_in_the_way_of_the_earlier_run_is_named(tmp_path, capsys):
    out = tmp_path / "out"
    (out / "run.txt.previous").mkdir(parents=True)
    (out / "run.txt").write_text("1 Q0 old-doc 1 1.0 old\n")
    assert main(_replay(out)) == 2
    assert "run.txt.previous is a directory" in _err(capsys)
    assert (out / "run.txt").read_text() == "1 Q0 old-doc 1 1.0 old\n"


def test_a_rerun_sets_the_earlier_run_aside_and_writes_the_same_file(tmp_path):
    out = tmp_path / "out"
    assert main(_replay(out)) == 0
    first = (out / "run.txt").read_bytes()
    assert main(_replay(out)) == 0
    assert (out / "run.txt").read_bytes() == first == (out / "run.txt.previous").read_bytes()
    assert not (out / ".comparative-ir-checkpoint").exists()


def test_a_features_file_the_tool_did_not_write_is_kept(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "features.jsonl").write_text('{"my": "precious data"}\n')
    assert main(_replay(out)) == 0
    assert (out / "features.jsonl.previous").read_text() == '{"my": "precious data"}\n'
    assert "features.jsonl was not written by comparative-ir" in _err(capsys)
    # an explanation of our own is set aside without a warning (it belongs to the earlier run.txt)
    assert main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(out), "--quiet", "--explain"]) == 0
    assert main(_replay(out)) == 0
    assert "features.jsonl" not in _err(capsys)
    assert json.loads((out / "features.jsonl.previous").read_text().splitlines()[0])["final_rank"] == 1


# M5, M6 --------------------------------------------------------------------------------------------------------


@pytest.fixture
def disjoint(tmp_path):
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 a 2\n1 0 b 0\n2 0 a 1\n")
    (tmp_path / "base").write_text("1 Q0 a 1 2 t\n1 Q0 b 2 1 t\n2 Q0 a 1 2 t\n")
    (tmp_path / "other").write_text("9 Q0 a 1 2 t\n")
    return tmp_path


def test_compare_over_no_shared_topic_is_na_not_zero(disjoint, capsys):
    args = ["compare", str(disjoint / "base"), str(disjoint / "other"), "--qrels", str(disjoint / "q.qrels")]
    assert main(args) == 0  # as evaluate: a figure over nothing is n/a with a warning, exit 0
    captured = capsys.readouterr()
    assert "n/a" in captured.out and "0.000" not in captured.out and "1.0000" not in captured.out
    assert "no topic is scored in both" in captured.err
    assert main([*args, "--json"]) == 0
    for row in map(json.loads, capsys.readouterr().out.splitlines()):
        assert row["topics"] == 0 and "p_value" not in row and "baseline_mean" not in row
        assert set(row["unavailable"].values()) == {"no topic scored in both the run and the baseline"}
        assert "run_mean" in row["unavailable"] and "run_mean" not in row


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [("--seed", "-5", "--seed"), ("--trials", "1000000000", "1,000,000"), ("--trials", "1", "1,000")],
)
def test_compare_options_out_of_range_are_refused(disjoint, capsys, option, value, message):
    args = ["compare", str(disjoint / "base"), str(disjoint / "base"), "--qrels", str(disjoint / "q.qrels")]
    assert _exit_code([*args, option, value]) == 2
    err = _err(capsys)
    assert option in err and message in err


def test_bootstrap_in_blocks_draws_what_one_array_drew():
    """The interval of many trials is computed in blocks: the same figures as the single array before."""
    import numpy as np

    d = np.random.default_rng(4).normal(0.05, 0.2, 30)
    means = d[np.random.default_rng(1).integers(0, 30, size=(10_000, 30))].mean(axis=1)
    expected = (float(np.quantile(means, 0.025)), float(np.quantile(means, 0.975)))
    assert bootstrap_interval(d, 10_000, 1) == pytest.approx(expected, abs=1e-12)


# M8, L12 (paths) -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("option", ["-o", "-i", "--cache-dir", "--replay"])
def test_empty_paths_are_refused(tmp_path, capsys, monkeypatch, option):
    """`-o "$OUTPUT"` with the variable unset wrote run.txt into the current directory."""
    monkeypatch.chdir(tmp_path)
    values = {"-i": str(TOPICS), "-o": str(tmp_path / "o"), "--replay": str(STORE), "--cache-dir": str(tmp_path)}
    values[option] = ""
    assert _exit_code(["run", "--quiet", *(part for pair in values.items() for part in pair)]) == 2
    err = _err(capsys)
    assert "must not be empty" in err and option in err
    assert not (tmp_path / "run.txt").exists()


def test_input_that_does_not_exist_says_directory(tmp_path, capsys):
    assert main(["run", "--replay", str(STORE), "-i", str(tmp_path / "no_such_dir"), "-o", str(tmp_path / "o")]) == 2
    assert "no such directory or file" in _err(capsys)


def test_weights_giving_the_task_a_value_say_it_needs_a_table(tmp_path, capsys):
    weights = tmp_path / "w.toml"
    weights.write_text("comparative = 5\n")
    assert main(["run", "--replay", str(STORE), "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--quiet",
                 "--weights", str(weights)]) == 2  # fmt: skip
    err = _err(capsys)
    assert "a line [comparative]" in err and "outside any table" not in err


# L1, L2 --------------------------------------------------------------------------------------------------------


def test_record_store_must_be_a_store_directory(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CHATNOIR_API_KEY", "k")
    args = ["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--endpoint", "http://127.0.0.1:9", "--record"]
    (tmp_path / "afile").write_text("x")
    assert main([*args, str(tmp_path / "afile")]) == 2
    assert "is not a directory (a fixture store is a directory)" in _err(capsys)
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("mine")
    assert main([*args, str(mine)]) == 2
    assert "not a fixture store" in _err(capsys)
    assert sorted(p.name for p in mine.iterdir()) == ["notes.txt"]


@pytest.mark.parametrize("url", ["http://[::1", "http://127.0.0.1:99999"])
def test_bad_endpoints_are_refused_up_front_naming_the_option(tmp_path, capsys, monkeypatch, url):
    monkeypatch.setenv("CHATNOIR_API_KEY", "k")
    assert main(["run", "-i", str(TOPICS), "-o", str(tmp_path / "o"), "--endpoint", url, "--no-rerank"]) == 2
    assert f"--endpoint {url!r} is not an http(s) URL" in _err(capsys)


# L10, L11 ------------------------------------------------------------------------------------------------------


def test_only_topics_with_a_leading_zero_is_that_topic(tmp_path):
    out = tmp_path / "o"
    assert main(_replay(out, "--only-topics", "01")) == 0
    assert {line.split()[0] for line in (out / "run.txt").read_text().splitlines()} == {"1"}


@pytest.mark.parametrize("objects", [["tea", "tea"], ["", ""]])
def test_stance_objects_naming_no_pair_are_warned_about(tmp_path, capsys, objects):
    path = tmp_path / "in.jsonl"
    line = {"question": "Is tea better than coffee?", "text": "Tea is better than coffee.", "objects": objects}
    path.write_text(json.dumps(line) + "\n")
    assert main(["stance", "--task", "comparative", "--input", str(path)]) == 0
    captured = capsys.readouterr()
    assert "names fewer than two objects" in captured.err
    assert json.loads(captured.out)["stance"] == "FIRST"  # the pair parsed from the question, as for topics


def test_stance_reads_a_title_with_the_text_and_names_keys_it_ignores(tmp_path, capsys):
    """A "title" was ignored without a word, so the command labelled a page NO that a run (and the Python API, with
    titles) labelled PRO: the title often carries the position (the README audit of session 18)."""
    text = "Every spring we lose an hour of sleep. Heart attacks rise. It is time to end this."
    question = "Should daylight saving time be abolished?"
    lines = [
        {"question": question, "title": "Abolish daylight saving time now", "text": text, "id": 1},
        {"question": question, "text": text, "titel": "Abolish daylight saving time now", "id": 2},
    ]
    path = tmp_path / "s.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert main(["stance", "--task", "controversial", "--input", str(path)]) == 0
    captured = capsys.readouterr()
    got = [json.loads(line) for line in captured.out.splitlines()]
    assert got == [{"id": 1, "stance": "PRO"}, {"id": 2, "stance": "NO"}]
    assert "keys ignored: titel" in captured.err
    from comparative_ir import api

    assert [s.label for s in api.stance(question, [text], "controversial", titles=[lines[0]["title"]])] == ["PRO"]
    path.write_text(json.dumps({"question": question, "text": text, "title": 5}) + "\n")
    assert main(["stance", "--task", "controversial", "--input", str(path)]) == 2


def test_only_run_promises_a_resume_when_stopped(tmp_path, monkeypatch, capsys):
    """A participant's review (session 38): Ctrl-C in ``tune`` said "rerun the same command to resume", and the rerun
    started over; only ``run`` keeps a checkpoint and texts to resume from."""
    import comparative_ir.cli as cli

    def stop(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_resolve_k", stop)  # once the arguments are parsed, as a Ctrl-C during the work
    for command, message in (
        (["tune", "--topics", "t.xml", "--qrels", "q", "--replay", "s", "--out", "w.toml"], "interrupted"),
        (["evaluate", "run.txt", "--qrels", "q"], "interrupted"),
        (["run", "-i", "in", "-o", "out"], "interrupted; rerun the same command to resume"),
    ):
        assert main(command) == 130
        assert capsys.readouterr().err.strip().splitlines()[-1] == f"comparative-ir: {message}"
    assert cli._stopped("terminated", ["tune"]) == "comparative-ir: terminated"
