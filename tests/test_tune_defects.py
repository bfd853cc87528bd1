"""`tune` refuses judgments it cannot fit on, names the judged topics it leaves out, and blames missing page texts
only when texts are missing (a researcher's review of `tune`, defects 1-3)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.evaluation import evaluate_run
from comparative_ir.runfile import read_run
from comparative_ir.tuning import TopicData

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
TOPICS = FIXTURES / "comparative" / "topics.xml"
DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))
D20 = DATA / "touche-2020-task-2"
RELEVANT = (5, 6, 7)  # the positions in ChatNoir's order judged relevant (grade 2) in each judged topic


def _plain_run(tmp_path: Path) -> list:
    out = tmp_path / "plain"
    if not (out / "run.txt").exists():
        args = ["run", "-i", str(FIXTURES / "comparative"), "--replay", str(FIXTURES / "store"), "--quiet"]
        assert main([*args, "-o", str(out), "--no-rerank"]) == 0
    return read_run(out / "run.txt")


def _qrels(tmp_path: Path, topics: dict[str, str], suffix: str = "", grade: int = 2, extra: str = "") -> Path:
    """Judgments of each topic's ChatNoir top 15, grade ``grade`` at RELEVANT; ``topics`` maps the run's topic to
    the number it is judged under, ``suffix`` is added to every docno (``___2``: passages), ``extra`` appended."""
    run = _plain_run(tmp_path)
    lines = []
    for qid, judged_as in topics.items():
        entries = [e for e in run if e.qid == qid][:15]
        lines += [f"{judged_as} 0 {e.docno}{suffix} {grade if p in RELEVANT else 0}\n" for p, e in enumerate(entries)]
    path = tmp_path / "tune.qrels"
    path.write_text("".join(lines) + extra)
    return path


def _tune(tmp_path: Path, capsys, qrels: Path, *extra: str, store: Path = FIXTURES / "store"):
    args = ["tune", "--topics", str(TOPICS), "--qrels", str(qrels), "--replay", str(store)]
    capsys.readouterr()
    code = main([*args, "--cache-dir", str(tmp_path / "cache"), *extra])
    captured = capsys.readouterr()
    return code, captured.out, " ".join(captured.err.split())


def _joined(text: str) -> str:
    return " ".join(" ".join(line.lstrip("# ").split()) for line in text.splitlines())


SAME = {"1": "1", "2": "2", "3": "3"}


# --- defect 1: no candidate judged relevant --------------------------------------------------------------------


def test_passage_judgments_of_document_candidates_are_refused_and_nothing_is_written(tmp_path, capsys):
    """The 2022 judgments (passage ids ``...___2``) against the 2020 store printed four figures of 0.000, wrote
    the weights and exited 0, with one warning on stderr."""
    out_file = tmp_path / "w.toml"
    qrels = _qrels(tmp_path, SAME, suffix="___2")
    code, out, err = _tune(tmp_path, capsys, qrels, "--features", "chatnoir_,rel_", "--out", str(out_file))
    assert code == 2 and out == "" and not out_file.exists()
    assert f"no candidate of any topic is judged relevant in {qrels}" in err
    assert "the judged ids do not look like the candidates'" in err and "passages against documents?" in err
    assert "___2'" in err and "0.000" not in err


def test_judgments_with_no_relevant_candidate_are_refused_without_an_id_hint_when_ids_look_alike(tmp_path, capsys):
    code, out, err = _tune(tmp_path, capsys, _qrels(tmp_path, SAME, grade=0), "--features", "chatnoir_")
    assert code == 2 and out == ""
    assert "no candidate of any topic is judged relevant" in err and "do not look like" not in err


def test_topics_without_a_relevant_candidate_are_left_out_of_the_fit_and_named(tmp_path, capsys):
    """Every weighting scores such a topic alike: it teaches the fit nothing, and its 0 only dilutes every figure."""
    qrels = _qrels(tmp_path, {"1": "1", "3": "3"}, extra=_qrels(tmp_path, {"2": "2"}, grade=0).read_text())
    out_file = tmp_path / "w.toml"
    code, out, err = _tune(tmp_path, capsys, qrels, "--features", "chatnoir_,rel_", "--folds", "2",
                           "--out", str(out_file))  # fmt: skip
    assert code == 0 and "topics: 2 (1 left out, no candidate judged relevant);" in out
    assert "topic 2 has no candidate judged relevant" in err and "left out" in err
    # the fitted weights are said, not only written (a researcher's review, session 21)
    written = [line for line in out_file.read_text().splitlines() if " = " in line and not line.startswith("#")]
    assert f"weights written to {out_file}: {', '.join(written)}" in out
    comment = _joined(out_file.read_text())
    assert "left out, no candidate judged relevant (every weighting scores them alike): 2" in comment
    start = float(out.split("start weights:")[1].split()[0])
    run = tmp_path / "start"  # the start figure is evaluate's on the topics tuned
    args = ["run", "-i", str(FIXTURES / "comparative"), "--replay", str(FIXTURES / "store"), "--quiet"]
    assert main([*args, "-o", str(run), "--cache-dir", str(tmp_path / "cache")]) == 0
    only = tmp_path / "13.qrels"
    only.write_text("".join(line for line in qrels.read_text().splitlines(True) if not line.startswith("2 ")))
    assert round(evaluate_run(run / "run.txt", only, depth=5).measures["ndcg@5_trec"], 3) == start


def test_judged_ids_hint_and_without_relevant_on_hand_made_ids():
    from comparative_ir.tuning import judged_ids_hint, without_relevant

    docs = ["clueweb12-1811wb-62-08424", "clueweb12-0001wb-05-12311"]
    assert "do not look like" in judged_ids_hint(docs, ["clueweb12-1811wb-62-08424___2"])
    assert "do not look like" in judged_ids_hint(docs, ["msmarco_doc_00_1"])
    assert "do not look like" not in judged_ids_hint(docs, ["clueweb12-0000tw-00-00001"])
    topics = [TopicData("1", ("a", "b"), ({}, {}), {"b": 1}), TopicData("2", ("a",), ({},), {"a": 0, "z": 2})]
    assert without_relevant(topics) == ["2"]


# --- defect 2: judged topics not in the topics file ---------------------------------------------------------------


def test_judged_topics_missing_from_the_topics_file_are_named(tmp_path, capsys):
    qrels = _qrels(tmp_path, {**SAME, "1": "1"}, extra="127 0 doc-a 1\n129 0 doc-b 2\n")
    code, out, err = _tune(tmp_path, capsys, qrels, "--features", "chatnoir_", "--folds", "2")
    assert code == 0 and "topics: 3;" in out
    assert f"{qrels} judges 2 topics not in {TOPICS}, left out: 127, 129" in err
    code, _, err = _tune(tmp_path, capsys, _qrels(tmp_path, SAME), "--features", "chatnoir_", "--folds", "2")
    assert code == 0 and "not in" not in err


def test_judgments_whose_topics_do_not_overlap_the_topics_file_are_refused_as_such(tmp_path, capsys):
    """Topics 101-103 judged, 1-3 in the file: the error said "no topic has both judgments and a recording"."""
    qrels = _qrels(tmp_path, {"1": "101", "2": "102", "3": "103"})
    code, out, err = _tune(tmp_path, capsys, qrels, "--features", "chatnoir_")
    assert code == 2 and out == ""
    assert "the judged topics and the topics file's do not overlap" in err
    assert "101, 102, 103" in err and "1, 2, 3" in err and "recording" not in err


# --- defect 3: "no page texts?" only when texts are missing -------------------------------------------------------


def test_constant_features_blame_missing_page_texts_only_when_candidates_fell_back(tmp_path, capsys):
    qrels = _qrels(tmp_path, SAME)
    common = ["--folds", "2"]
    # topics 2 and 3: every candidate has its page text in the demo store
    code, out, _ = _tune(tmp_path, capsys, qrels, *common, "--only-topics", "2,3")
    report = _joined(out)
    assert code == 0 and "not fitted, constant within every topic: " in report
    assert "page text" not in report and "no page texts?" not in report
    code, out, _ = _tune(tmp_path, capsys, qrels, *common)  # one candidate of topic 1 has no page
    assert code == 0 and "constant within every topic (1 of the 74 candidates fell back to title + snippet)" in (
        _joined(out)
    )
    snippets = tmp_path / "snippets"
    shutil.copytree(FIXTURES / "store", snippets)
    shutil.rmtree(snippets / "documents" / "cw12")
    code, out, _ = _tune(tmp_path, capsys, qrels, *common, store=snippets)
    assert code == 0 and "constant within every topic (no candidate has a page text): " in _joined(out)


# --- the reviewer's reproduction (shared data) ------------------------------------------------------------------


@pytest.mark.skipif(
    not (D20 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl").exists()
    or not (DATA / "touche-2022-task-2" / "touche-task2-2022-relevance.qrels").exists(),
    reason=f"shared data not found at {DATA}",
)
def test_touche_2022_passage_judgments_against_the_2020_store_are_refused(tmp_path, capsys):
    store = tmp_path / "store20"
    dump = D20 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl"
    imported = ["fixtures", "import", "--index", "cw12", "--topics", str(D20 / "topics-task-2.xml")]
    assert main([*imported, "--responses", str(dump), "--into", str(store)]) == 0
    out_file = tmp_path / "w.toml"
    args = ["tune", "--topics", str(D20 / "topics-task-2.xml"), "--replay", str(store), "--out", str(out_file)]
    args += ["--qrels", str(DATA / "touche-2022-task-2" / "touche-task2-2022-relevance.qrels")]
    capsys.readouterr()
    assert main([*args, "--features", "chatnoir_", "--cache-dir", str(tmp_path / "cache")]) == 2
    captured = capsys.readouterr()
    err = " ".join(captured.err.split())
    assert captured.out == "" and not out_file.exists()
    assert "no candidate of any topic is judged relevant" in err and "do not look like" in err


def test_judged_topics_without_a_recording_are_named_in_one_warning(tmp_path, capsys):
    """A store recording some of the judged topics printed one line per topic left out (13 lines on the README's
    2020 commands), where docs/usage.md ("Re-ranking", formerly the README's) promises one warning naming them."""
    topics = tmp_path / "topics.xml"
    extra = "".join(
        f"<topic><number>{n}</number><title>An unrecorded question number {n}?</title></topic>" for n in (4, 5)
    )
    topics.write_text(TOPICS.read_text(encoding="utf-8").replace("</topics>", extra + "</topics>"), encoding="utf-8")
    qrels = _qrels(tmp_path, SAME, extra="4 0 doc-a 1\n5 0 doc-b 1\n")
    args = ["tune", "--topics", str(topics), "--qrels", str(qrels), "--replay", str(FIXTURES / "store")]
    capsys.readouterr()
    assert main([*args, "--cache-dir", str(tmp_path / "cache")]) == 0
    err = capsys.readouterr().err
    assert "2 judged topics without a recording, left out: 4, 5" in " ".join(err.split())
    assert "has judgments but no recording" not in err


# --- a code review (session 29): a fit to all zeros ----------------------------------------------------------------


def test_a_fit_that_keeps_chatnoirs_order_writes_weights_run_accepts(tmp_path, capsys):
    """When ChatNoir's own order scores best, every fitted weight is 0; the file was an empty table that `run
    --weights` refused ("holds no weights"), after tune had said it was written. It now keeps that order."""
    run = _plain_run(tmp_path)
    qrels = tmp_path / "top5.qrels"
    qrels.write_text("".join(f"{e.qid} 0 {e.docno} {2 if e.rank <= 5 else 0}\n" for e in run))
    start = tmp_path / "start.toml"
    start.write_text("[comparative]\nrel_query_density = 1\n")
    out = tmp_path / "fitted.toml"
    extra = ["--weights", str(start), "--features", "rel_query_density", "--out", str(out), "--processes", "1"]
    code, stdout, _ = _tune(tmp_path, capsys, qrels, *extra)
    assert code == 0
    assert "chatnoir_rank = 1" in out.read_text()
    assert "ChatNoir's own order scores best" in _joined(stdout)
    args = ["run", "-i", str(FIXTURES / "comparative"), "--replay", str(FIXTURES / "store"), "--quiet"]
    assert main([*args, "-o", str(tmp_path / "fitted"), "--weights", str(out)]) == 0
    fitted = [(e.qid, e.docno) for e in read_run(tmp_path / "fitted" / "run.txt")]
    assert fitted == [(e.qid, e.docno) for e in run]  # ChatNoir's order, as the fit found best
