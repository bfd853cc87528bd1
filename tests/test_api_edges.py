"""The Python API, the PyTerrier transformer, tune and the scoring options at their edges (a fuzzing review, session
30): one documented error where the command refuses the same thing, and files that read back as written."""

import math
import warnings
from pathlib import Path

import pytest

from comparative_ir import api
from comparative_ir.cli import main
from comparative_ir.ranking import WeightsError, dump_weights, load_weights

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
QUESTION = "Which is better for gaming, a laptop or a desktop?"


def test_api_run_checks_the_tag_as_the_command_does(tmp_path):
    """A NUL or a lone surrogate passed, the whole run was made, and the writer refused the tag at the end."""
    for tag in ("a\x00b", "a\udcffb"):
        with pytest.raises(ValueError, match="tag must be one word"):
            api.run(FIXTURES / "comparative", FIXTURES / "store", tmp_path / "out", "comparative", tag=tag)
    assert not (tmp_path / "out").exists()


def test_api_run_refuses_weights_without_re_ranking_and_a_cache_dir_that_is_a_file(tmp_path):
    with pytest.raises(ValueError, match="weights apply to the re-ranking"):
        api.run(FIXTURES / "comparative", FIXTURES / "store", tmp_path / "out", "comparative", rerank=False,
                weights={"chatnoir_score": 1.0})  # fmt: skip
    cache = tmp_path / "cache"
    cache.write_text("", encoding="utf-8")
    with pytest.raises(ValueError, match=r"cache_dir .* is a file"):
        api.run(FIXTURES / "comparative", FIXTURES / "store", tmp_path / "out", "comparative", cache_dir=cache)
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("weight", [1e308, -1e10])
def test_a_weight_whose_sum_could_overflow_is_refused(tmp_path, weight):
    """Finite weights of 1e308 gave scores of inf: "score": Infinity in features.jsonl, ties in PyTerrier."""
    with pytest.raises(ValueError, match="within"):
        api.rerank(QUESTION, [api.Doc("a", "A", "x"), api.Doc("b", "B", "y")], "comparative",
                   weights={"chatnoir_score": weight, "chatnoir_rank": 1.0})  # fmt: skip
    path = tmp_path / "w.toml"
    path.write_text(f"[comparative]\nchatnoir_score = {weight!r}\n", encoding="utf-8")
    with pytest.raises(WeightsError, match="within"):
        load_weights(path, "comparative")


def test_weights_nested_too_deeply_are_one_error(tmp_path):
    path = tmp_path / "deep.toml"
    path.write_text("a = " + "[" * 600 + "]" * 600 + "\n", encoding="utf-8")
    with pytest.raises(WeightsError, match="nested too deeply"):
        load_weights(path, "comparative")


def test_written_weights_read_back_exactly_and_comments_stay_comments(tmp_path):
    """tune wrote 123456.7 as 1.235e+05 (start weights it had not fitted too), and a path with DEL in its report
    made a file run refused."""
    weights = {"chatnoir_score": 1.0, "cue_comparison_density": 123456.7, "q_score": 0.33333333}
    text = dump_weights(weights, "comparative", comment="start: /tmp/we\x7fird\x1fpath.toml\nfitted on 25 topics")
    path = tmp_path / "w.toml"
    path.write_text(text, encoding="utf-8")
    assert load_weights(path, "comparative") == weights
    assert "\\x7f" in text and "\x7f" not in text


def test_a_huge_chatnoir_rank_is_a_value_error():
    with pytest.raises(ValueError, match="chatnoir_rank must be a whole number"):
        api.features(QUESTION, "A desktop is better.", "comparative", chatnoir_rank=10**400)


@pytest.mark.parametrize("command", ["evaluate", "compare"])
def test_a_cut_off_too_large_for_the_scorer_is_refused(tmp_path, capsys, command):
    (tmp_path / "run.txt").write_text("1 Q0 d1 1 3.0 t\n", encoding="utf-8")
    (tmp_path / "q.qrels").write_text("1 0 d1 1\n", encoding="utf-8")
    runs = [str(tmp_path / "run.txt")] * (2 if command == "compare" else 1)
    with pytest.raises(SystemExit) as exit_:
        main([command, *runs, "--qrels", str(tmp_path / "q.qrels"), "--k", str(2**63)])
    assert exit_.value.code == 2
    assert "argument --k: must be at most" in capsys.readouterr().err


def test_only_topics_of_thousands_of_digits_is_no_python_limit_error(tmp_path, capsys):
    (tmp_path / "run.txt").write_text("1 Q0 d1 1 3.0 t\n", encoding="utf-8")
    code = main(["validate", str(tmp_path / "run.txt"), "--topics", str(FIXTURES / "comparative" / "topics.xml"),
                 "--only-topics", "1" * 5000])  # fmt: skip
    assert code == 2
    err = capsys.readouterr().err
    assert "--only-topics" in err and "set_int_max_str_digits" not in err


def test_the_re_ranker_reads_a_nullable_score_column():
    """``df.convert_dtypes()`` makes a float score column with one NaN an Int64 one holding pd.NA: TypeError."""
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyterrier")
    from comparative_ir.pyterrier import ComparativeReRanker

    text = "A desktop is better than a laptop."
    frame = pd.DataFrame({"qid": ["1"] * 3, "query": [QUESTION] * 3, "docno": ["a", "b", "c"], "text": [text] * 3,
                          "score": [3.0, math.nan, 1.0]})  # fmt: skip
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        plain = ComparativeReRanker("comparative", workers=1).transform(frame)
        nullable = ComparativeReRanker("comparative", workers=1).transform(frame.convert_dtypes())
    assert list(nullable["docno"]) == list(plain["docno"])
    assert list(nullable["score"]) == list(plain["score"])


def test_objects_that_are_no_pair_get_the_documented_error():
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyterrier")
    from comparative_ir.pyterrier import ComparativeReRanker

    frame = pd.DataFrame({"qid": ["1"], "query": [QUESTION], "docno": ["a"], "text": ["x"], "objects": [5]})
    with pytest.raises(ValueError, match="qid 1: objects must be two objects"):
        ComparativeReRanker("comparative", workers=1).transform(frame)


def test_weights_of_numpy_numbers_are_written_as_plain_toml_numbers(tmp_path):
    """repr() of a numpy float is "np.float64(0.5)", which no TOML reader takes."""
    np = pytest.importorskip("numpy")
    text = dump_weights({"chatnoir_score": np.float64(0.5), "q_score": np.float32(0.25)}, "comparative")
    path = tmp_path / "w.toml"
    path.write_text(text, encoding="utf-8")
    assert load_weights(path, "comparative") == {"chatnoir_score": 0.5, "q_score": 0.25}
