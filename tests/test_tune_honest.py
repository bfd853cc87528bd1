"""`tune` reports figures that can be trusted: a held-out figure that holds nothing learnt from its topics, the
features it could not fit, the leakage trap of texts gathered for judged documents, a cross-validated run, and a
stdout that is a weights file (a researcher's review, findings 3, 4, 5, 8, 9 and 16)."""

from __future__ import annotations

import json
import os
import shutil
import tomllib
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.evaluation import evaluate_run
from comparative_ir.ranking import load_weights
from comparative_ir.runfile import read_run, validate_run
from comparative_ir.tuning import TopicData

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
TOPICS = FIXTURES / "comparative" / "topics.xml"
DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))
D20 = DATA / "touche-2020-task-2"


def _plain_run(tmp_path: Path) -> list:
    out = tmp_path / "plain"
    if not (out / "run.txt").exists():
        args = ["run", "-i", str(FIXTURES / "comparative"), "--replay", str(FIXTURES / "store"), "--quiet"]
        assert main([*args, "-o", str(out), "--no-rerank"]) == 0
    return read_run(out / "run.txt")


def _qrels(tmp_path: Path, relevant: dict[str, tuple[int, ...]], judged: int = 15) -> Path:
    """Judgments of each topic's top ``judged`` in ChatNoir's order: grade 2 at the ``relevant`` positions."""
    lines = []
    run = _plain_run(tmp_path)
    for qid, positions in relevant.items():
        entries = [e for e in run if e.qid == qid][:judged]
        lines += [f"{qid} 0 {e.docno} {2 if p in positions else 0}\n" for p, e in enumerate(entries)]
    path = tmp_path / "qrels"
    path.write_text("".join(lines))
    return path


PATTERN = {"1": (5, 6, 7), "2": (5, 6, 7), "3": (5, 6, 7)}


def _tune(tmp_path: Path, capsys, *extra: str, store: Path = FIXTURES / "store", qrels: Path | None = None):
    qrels = qrels or _qrels(tmp_path, PATTERN)
    args = ["tune", "--topics", str(TOPICS), "--qrels", str(qrels), "--replay", str(store)]
    args += ["--cache-dir", str(tmp_path / "cache"), *extra]
    capsys.readouterr()
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _figure(text: str, label: str) -> float:
    line = next(line for line in text.splitlines() if label in line)
    return float(line.split(label, 1)[1].split()[0])


# --- finding 3: the cross-validated figure starts from a neutral start ------------------------------------------


def _fitted_on_everything(tmp_path: Path) -> Path:
    """Start weights that hold the judgments of every topic: the fit on all topics, as a weights file."""
    weights = tmp_path / "fitted.toml"
    args = ["tune", "--topics", str(TOPICS), "--qrels", str(_qrels(tmp_path, PATTERN))]
    args += ["--replay", str(FIXTURES / "store"), "--cache-dir", str(tmp_path / "cache")]
    args += ["--features", "chatnoir_,rel_,obj_,cue_", "--start", "weights", "--out", str(weights)]
    assert main(args) == 0
    return weights


def test_folds_start_from_chatnoir_alone_by_default_so_a_fitted_start_leaks_nothing(tmp_path, capsys):
    """Start weights fitted on all topics carried each held-out topic into its own fold: the 'cross-validated'
    figure was the fitted one (0.646 for 0.634 on the Touché 2020 odd topics). The folds now start from
    chatnoir_score alone unless --start weights asks for the old behaviour, and a caveat is always printed."""
    weights = _fitted_on_everything(tmp_path)
    features = ["--features", "chatnoir_,rel_,obj_,cue_", "--folds", "3", "--weights", str(weights)]
    code, out, _ = _tune(tmp_path, capsys, *features, "--start", "weights")
    assert code == 0
    leaky, fitted = _figure(out, "3-fold cross-validated:"), _figure(out, "fitted on all topics:")
    assert "from the start weights" in out and "caveat: if the start weights" in out
    assert "and so is the cross-validated one" in out
    code, out, _ = _tune(tmp_path, capsys, *features)
    assert code == 0
    honest = _figure(out, "3-fold cross-validated:")
    assert "from chatnoir_score alone" in out and "caveat: if the start weights" in out
    assert "the cross-validated one is not" in out
    assert "(where each fold starts)" in out
    assert honest < leaky  # the leak made the held-out figure look better than it is
    assert _figure(out, "fitted on all topics:") == fitted  # the weights written start from --weights either way


def test_the_cross_validation_of_a_neutral_start_equals_its_own_held_out_run(tmp_path, capsys):
    """The figure printed is the mean of the rankings written with --cv-run: evaluate gives it back."""
    qrels = _qrels(tmp_path, PATTERN)
    cv_run = tmp_path / "cv.txt"
    code, out, _ = _tune(tmp_path, capsys, "--features", "chatnoir_,rel_,cue_", "--folds", "3", "--cv-run",
                         str(cv_run), qrels=qrels)  # fmt: skip
    assert code == 0
    assert validate_run(cv_run) == []
    report = evaluate_run(cv_run, qrels, depth=5)
    assert round(report.measures["ndcg@5_trec"], 3) == _figure(out, "3-fold cross-validated:")


def test_shipped_start_weights_always_get_the_caveat(tmp_path, capsys):
    code, out, _ = _tune(tmp_path, capsys, "--features", "chatnoir_", "--folds", "3")
    assert code == 0
    text = " ".join(out.split())
    assert "caveat: the start weights are the shipped ones, chosen on the Touché 2020 Task 2 odd topics" in text


# --- finding 4: features constant within every topic are reported, not silently "fitted" ------------------------


def _snippet_store(tmp_path: Path) -> Path:
    """The demo store without its pages: every candidate falls back to title + snippet, as in the 2020 dump."""
    store = tmp_path / "snippets"
    shutil.copytree(FIXTURES / "store", store)
    shutil.rmtree(store / "documents" / "cw12")
    return store


def test_features_constant_within_every_topic_are_listed_as_not_fitted(tmp_path, capsys):
    out_file = tmp_path / "w.toml"
    code, out, _ = _tune(tmp_path, capsys, "--folds", "3", "--out", str(out_file), store=_snippet_store(tmp_path))
    assert code == 0
    listed = " ".join(out.split())
    assert "no candidate has a page text: the fit is on title + snippet alone" in listed
    assert "not fitted, constant within every topic" in listed
    not_fitted = listed.split("constant within every topic (no page texts?): ")[1].split(";")[0].split(", ")
    assert "arg_score" in not_fitted and "q_score" in not_fitted and "chatnoir_score" not in not_fitted
    count = int(listed.split(" constant within every topic (not fitted)")[0].rsplit(", ", 1)[1])
    assert count == len(not_fitted)
    comment = " ".join(line.lstrip("# ") for line in out_file.read_text().splitlines() if line.startswith("#"))
    assert "arg_score" in comment.split("constant within every topic (no page texts?)")[1]
    assert load_weights(out_file, "comparative")["arg_score"] == 0.1  # the start's weight, said to be unfitted


def test_constant_features_and_held_out_on_hand_made_topics():
    from comparative_ir.tuning import NEUTRAL_START, constant_features, held_out

    rows = ({"a": 0.0, "b": 1.0}, {"a": 0.0, "b": 0.0})
    topics = [TopicData(str(t), ("x", "y"), rows, {"y": 1}) for t in range(3)]
    assert constant_features(topics, ["a", "b"]) == ["a"]
    cv = held_out(topics, ["b"], NEUTRAL_START, folds=3, k=1, seed=5)
    assert cv.seed == 5 and sorted(cv.fold_of.values()) == [0, 1, 2]
    assert all(cv.orders[q] == ["y", "x"] for q in cv.orders) and cv.mean == 1.0  # b = -1 learnt in every fold


# --- finding 5: fallback and chatnoir_rank not tuned by default; texts only for relevant documents warned --------


def test_fallback_and_chatnoir_rank_are_fitted_only_when_named(tmp_path, capsys):
    code, out, _ = _tune(tmp_path, capsys, "--features", "chatnoir_", "--folds", "3")
    assert code == 0 and "features: 1 fitted" in out  # chatnoir_score; chatnoir_rank repeats it
    code, out, _ = _tune(tmp_path, capsys, "--features", "chatnoir_,chatnoir_rank,fallback", "--folds", "3")
    assert code == 0 and "features: 3 fitted" in out


def _leaky_store(tmp_path: Path) -> tuple[Path, Path]:
    """A store whose only pages are of judged-relevant documents, and those judgments (as when the shared
    judged-relevant texts are imported next to a snippet dump)."""
    store = tmp_path / "leaky"
    shutil.copytree(FIXTURES / "store", store)
    pages = store / "documents" / "cw12"
    uuid_of = {}
    for search in (store / "search" / "cw12").glob("*.json"):
        for result in json.loads(search.read_text())["results"]:
            uuid_of[result.get("trec_id")] = result["uuid"]
    run = _plain_run(tmp_path)
    lines, keep = [], set()
    for qid in ("1", "2", "3"):
        entries = [e for e in run if e.qid == qid][:15]
        with_page = [e for e in entries if (pages / f"{uuid_of.get(e.docno)}.html").exists()][:3]
        keep |= {uuid_of[e.docno] for e in with_page}
        lines += [f"{qid} 0 {e.docno} {2 if e in with_page else 0}\n" for e in entries]
    for page in pages.iterdir():
        if page.name.split(".")[0] not in keep:
            page.unlink()
    qrels = tmp_path / "leaky.qrels"
    qrels.write_text("".join(lines))
    return store, qrels


def test_texts_only_for_judged_relevant_documents_are_warned_about(tmp_path, capsys):
    store, qrels = _leaky_store(tmp_path)
    code, _, err = _tune(tmp_path, capsys, "--features", "chatnoir_,rel_", "--folds", "3", store=store, qrels=qrels)
    assert code == 0
    text = " ".join(err.split())
    assert "page texts exist only for judged-relevant documents: 9 of the 9 candidates with a page text" in text
    assert "leakage trap" in text
    code, _, err = _tune(tmp_path, capsys, "--features", "chatnoir_,rel_", "--folds", "3")  # texts for all alike
    assert code == 0 and "leakage" not in err


def test_text_leakage_on_hand_made_topics():
    from comparative_ir.tuning import text_leakage

    topic = TopicData("1", ("a", "b", "c", "d"), ({},) * 4, {"a": 2, "b": 1, "c": 1})
    assert "only" in (text_leakage([topic], {"a", "b"}) or "")
    assert text_leakage([topic], {"a", "d"}) is None  # half the texts are of irrelevant documents
    assert text_leakage([topic], {"a", "b", "c", "d"}) is None  # every candidate has its text
    assert text_leakage([topic], set()) is None


# --- finding 8: the cross-validated run, --only-topics and --seed ------------------------------------------------


def test_cv_run_ranks_each_topic_without_its_own_judgments(tmp_path, capsys):
    """Leave-one-topic-out: changing topic 1's judgments changes the weights of the other folds, never the ranking
    of topic 1 itself."""
    cv_a, cv_b = tmp_path / "a.txt", tmp_path / "b.txt"
    first = _qrels(tmp_path, {"1": (5, 6, 7), "2": (0, 1, 2), "3": (12, 13, 14)})
    second = tmp_path / "second.qrels"
    shutil.copy(first, second)
    second.write_text("".join(
        line if not line.startswith("1 ") else line.rsplit(" ", 1)[0] + (" 2\n" if i % 4 == 0 else " 0\n")
        for i, line in enumerate(first.read_text().splitlines(keepends=True))
    ))  # fmt: skip
    common = ["--features", "chatnoir_,rel_,cue_,obj_", "--folds", "3"]
    assert _tune(tmp_path, capsys, *common, "--cv-run", str(cv_a), qrels=first)[0] == 0
    assert _tune(tmp_path, capsys, *common, "--cv-run", str(cv_b), qrels=second)[0] == 0
    a, b = read_run(cv_a), read_run(cv_b)
    assert {e.qid for e in a} == {"1", "2", "3"} and {e.tag for e in a} == {"comparative-ir-cv"}
    assert [e.docno for e in a if e.qid == "1"] == [e.docno for e in b if e.qid == "1"]


def test_only_topics_and_the_fold_seed(tmp_path, capsys):
    code, out, _ = _tune(tmp_path, capsys, "--features", "chatnoir_", "--only-topics", "1,3", "--folds", "2")
    assert code == 0 and "topics: 2;" in out
    code, out, err = _tune(tmp_path, capsys, "--features", "chatnoir_", "--only-topics", "1,9")
    assert code == 2 and "--only-topics names topics not in the topics file: 9" in err
    code, out, _ = _tune(tmp_path, capsys, "--features", "chatnoir_", "--folds", "2", "--seed", "7")
    assert code == 0 and "fold seed 7" in out
    from comparative_ir.tuning import held_out

    rows = ({"a": 0.0}, {"a": 1.0})
    topics = [TopicData(str(t), ("x", "y"), rows, {"y": 1}) for t in range(4)]
    assignments = {tuple(sorted(held_out(topics, ["a"], {}, 2, seed=s).fold_of.items())) for s in range(6)}
    assert len(assignments) > 1  # the seed decides which topics share a fold


# --- finding 9: without --out, stdout is a weights file ----------------------------------------------------------


def test_stdout_without_out_is_valid_toml_that_run_accepts(tmp_path, capsys):
    code, out, _ = _tune(tmp_path, capsys, "--features", "chatnoir_,rel_query_density", "--folds", "2")
    assert code == 0
    data = tomllib.loads(out)
    assert set(data) == {"comparative"}
    assert "# 2-fold cross-validated:" in out and "# start weights:" in out  # the report, as comments
    weights = tmp_path / "stdout.toml"
    weights.write_text(out)
    args = ["run", "-i", str(FIXTURES / "comparative"), "-o", str(tmp_path / "r"), "--replay", str(FIXTURES / "store")]
    assert main([*args, "--quiet", "--weights", str(weights), "--cache-dir", str(tmp_path / "cache")]) == 0


# --- finding 16: --k is the cut-off; --depth still works, with a note ---------------------------------------------


def test_k_is_the_cut_off_and_depth_a_deprecated_alias(tmp_path, capsys):
    code, out, err = _tune(tmp_path, capsys, "--features", "chatnoir_", "--folds", "2", "--k", "10")
    assert code == 0 and "objective: nDCG@10" in out and "deprecated" not in err and "note" not in err
    with_k = _figure(out, "start weights:")
    code, out, err = _tune(tmp_path, capsys, "--features", "chatnoir_", "--folds", "2", "--depth", "10")
    assert code == 0 and "objective: nDCG@10" in out and _figure(out, "start weights:") == with_k
    assert err.count("--depth here is the k of nDCG@k") == 1 and "use --k" in err


# --- the Touché 2020 odd topics (shared data) ---------------------------------------------------------------------


@pytest.mark.skipif(
    not (D20 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl").exists(),
    reason=f"shared data not found at {DATA}",
)
def test_touche_2020_odd_topics_honest_cross_validated_figure(tmp_path, capsys):
    """The shipped weights' three features, 25 folds: 0.646 from the shipped start, 0.634 held out."""
    store = tmp_path / "store20"
    dump = D20 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl"
    imported = ["fixtures", "import", "--index", "cw12", "--topics", str(D20 / "topics-task-2.xml")]
    assert main([*imported, "--responses", str(dump), "--into", str(store)]) == 0
    args = ["tune", "--topics", str(D20 / "topics-task-2.xml"), "--qrels"]
    args += [str(D20 / "touche2020-task2-relevance-odd-topics.qrels"), "--replay", str(store), "--folds", "25"]
    args += ["--features", "chatnoir_score,cue_comparison_density,rel_query_density", "--cache-dir", str(tmp_path)]
    capsys.readouterr()
    assert main(args) == 0
    out = capsys.readouterr().out
    assert _figure(out, "start weights:") == 0.646
    assert _figure(out, "25-fold cross-validated:") == 0.634
    assert _figure(out, "chatnoir_score alone:") == 0.603
