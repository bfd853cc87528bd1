"""The PyTerrier transformer (``comparative_ir.pyterrier``): a replayed run's order, stance labels and features from
a result frame, PyTerrier's conventions (ranks from 0, scores that keep the order), the column names of the
first stages people use (chatnoir-pyterrier, TIREx, ``pt.text.get_text``), and one clear error per wrong input."""

import itertools
import json
import math
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

pd = pytest.importorskip("pandas")
pt = pytest.importorskip("pyterrier")

from comparative_ir import api  # noqa: E402
from comparative_ir.cleaning import clean_document  # noqa: E402
from comparative_ir.cli import main  # noqa: E402
from comparative_ir.documents import TextCache  # noqa: E402
from comparative_ir.pipeline import RunOptions, retrieve_topic  # noqa: E402
from comparative_ir.pyterrier import ComparativeReRanker, _doc, _job, _pieces, write_run  # noqa: E402
from comparative_ir.ranking import impute_fallbacks  # noqa: E402
from comparative_ir.recording import FixtureStore, ReplayBackend  # noqa: E402
from comparative_ir.runfile import read_run, validate_run  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
QUESTION = "Which is better for gaming, a laptop or a desktop?"
GUIDE = (
    "A desktop is better than a laptop for gaming because it has more cooling and a faster graphics card. "
    "However, a laptop is easier to carry. Therefore I recommend a desktop if you play at home."
)
SHOP = "Laptop sale! Buy a laptop now. Cheap laptop deals. Free shipping on every laptop. Order a laptop today."


def _frame(qid: str = "1") -> "pd.DataFrame":
    return pd.DataFrame(
        [
            dict(qid=qid, query=QUESTION, docno="shop", title="Laptop deals", text=SHOP, snippet="", score=10.0),
            dict(qid=qid, query=QUESTION, docno="guide", title="A buyer's guide", text=GUIDE, snippet="", score=9.8),
            dict(
                qid=qid,
                query=QUESTION,
                docno="news",
                title="Laptop vs desktop",
                text=None,
                snippet="Which is better for gaming?",
                score=9.0,
            ),
        ]
    )


def _docs() -> list[api.Doc]:
    """``_frame``'s rows as the transformer reads them: each text as ``run`` reads an imported text (cleaned as a
    plain page, its snippet its text's start)."""
    return [
        api.Doc("shop", "Laptop deals", api.clean(SHOP, html=False, title="Laptop deals"), SHOP, 10.0),
        api.Doc("guide", "A buyer's guide", api.clean(GUIDE, html=False, title="A buyer's guide"), GUIDE, 9.8),
        api.Doc("news", "Laptop vs desktop", "", "Which is better for gaming?", 9.0),
    ]


def test_the_order_and_scores_are_api_reranks_with_pyterriers_ranks_from_zero():
    out = ComparativeReRanker("comparative")(_frame())
    ranked = api.rerank(QUESTION, _docs(), "comparative", depth=None)
    assert list(out["docno"]) == [r.docno for r in ranked] == ["guide", "shop", "news"]
    assert list(out["rank"]) == [0, 1, 2]
    assert [round(s, 6) for s in out["score"]] == [round(r.score, 6) for r in ranked]
    assert list(out["score_first_stage"]) == [9.8, 10.0, 9.0]  # the first stage's score is kept
    assert list(out["title"]) == ["A buyer's guide", "Laptop deals", "Laptop vs desktop"]  # rows move whole


def test_queries_are_kept_apart_and_the_row_order_of_the_input_does_not_matter():
    frame = pd.concat([_frame("1"), _frame("2")], ignore_index=True)
    expected = ComparativeReRanker()(frame)
    shuffled = ComparativeReRanker()(frame.sample(frac=1.0, random_state=3))
    for qid in ("1", "2"):
        mine = expected[expected.qid == qid]
        theirs = shuffled[shuffled.qid == qid]
        assert list(mine.docno) == list(theirs.docno) == ["guide", "shop", "news"]
        assert list(theirs["rank"]) == [0, 1, 2]


def test_stance_and_features_are_the_apis():
    reranker = ComparativeReRanker(stance=True, features=True)
    out = reranker(_frame())
    ranked = api.rerank(QUESTION, _docs(), "comparative", depth=None)
    by_docno = {d.docno: d for d in _docs()}
    expected = api.stance(
        QUESTION,
        [by_docno[r.docno].text or by_docno[r.docno].snippet for r in ranked],
        "comparative",
        titles=[by_docno[r.docno].title for r in ranked],
    )
    assert list(out["stance"]) == [s.label for s in expected]
    assert out["stance"].iloc[0] == "SECOND"  # the guide recommends the desktop
    assert len(reranker.feature_names) == len(set(reranker.feature_names)) > 20
    for vector, r in zip(out["features"], ranked, strict=True):
        assert isinstance(vector, np.ndarray) and vector.shape == (len(reranker.feature_names),)
        assert [float(v) for v in vector] == [r.features[n] for n in reranker.feature_names]


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_a_replayed_runs_order_stance_and_features_from_a_result_frame(tmp_path, task):
    """End to end on the demo fixtures: the frame a first stage would give (ChatNoir's results with the pages'
    texts) re-ranked by the transformer is the run of ``run --replay --stance --explain``."""
    out, cache = tmp_path / "out", tmp_path / "cache"
    topics_path = FIXTURES / task / "topics.xml"
    args = ["run", "-i", str(topics_path.parent), "-o", str(out), "--replay", str(FIXTURES / "store"), "--task", task]
    assert main([*args, "--stance", "--explain", "--quiet", "--cache-dir", str(cache)]) == 0
    lines = (out / "features.jsonl").read_text().splitlines()
    explained = {(r["qid"], r["docno"]): r for r in map(json.loads, lines)}
    run = read_run(out / "run.txt")
    backend = ReplayBackend(FixtureStore(FIXTURES / "store"))
    texts = TextCache(cache)
    rows = []
    objects = {}
    for topic in parse_topics(topics_path):
        objects[topic.number] = list(topic.objects) if topic.objects else None
        for c in retrieve_topic(backend, topic, RunOptions(task=task)):
            hit = texts.get(c.index, c.uuid)
            row = dict(qid=topic.number, query=topic.title, docno=c.docno, title=c.title, snippet=c.snippet)
            rows.append({**row, "text": hit.text if hit and hit.text else None, "score": c.score})
    frame = pd.DataFrame(rows)
    if task == "comparative":
        frame["objects"] = frame["qid"].map(objects)
    result = ComparativeReRanker(task, stance=True, features=True)(frame)
    compared = 0
    for qid, group in result.groupby("qid", sort=False):
        entries = [e for e in run if e.qid == qid]
        assert list(group.docno) == [e.docno for e in entries]
        assert list(group.stance) == [e.stance for e in entries]
        names = ComparativeReRanker(task).feature_names
        for docno, vector in zip(group.docno, group.features, strict=True):
            theirs = explained[(qid, docno)]["features"]
            assert all(math.isclose(float(v), theirs[n], abs_tol=1e-6) for n, v in zip(names, vector, strict=True))
            compared += 1
    assert compared == len(frame) > 20


def test_below_the_depth_the_first_stages_order_stays_with_falling_scores():
    frame = _frame()
    out = ComparativeReRanker(depth=2)(frame)
    ranked = api.rerank(QUESTION, _docs(), "comparative", depth=2)
    assert list(out.docno) == [r.docno for r in ranked]
    assert ranked[2].score is None and list(out.docno)[2] == "news"  # below the depth: stays third
    scores = list(out.score)
    assert scores[2] < scores[1] < scores[0]


def test_tied_scores_are_nudged_so_that_sorting_by_score_keeps_the_order():
    same = "Laptop or desktop? A desktop is faster than a laptop."
    frame = pd.DataFrame(
        [dict(qid="1", query=QUESTION, docno=f"d{i}", title="Same", text=same, score=5.0 - i) for i in range(4)]
    )
    out = ComparativeReRanker()(frame)
    scores = list(out.score)
    assert all(a > b for a, b in itertools.pairwise(scores))
    assert list(out.docno) == ["d0", "d1", "d2", "d3"]  # equal features: the first stage's order


def test_chatnoir_pyterrier_columns_and_html_contents_are_read():
    """chatnoir-pyterrier names its columns title_text, snippet_text, target_uri, and gives the cached page as HTML
    in contents: cleaned as a run cleans a fetched page."""
    page = f"<html><head><title>Guide</title></head><body><article><p>{GUIDE}</p><p>{GUIDE}</p></article></body></html>"
    frame = pd.DataFrame(
        [
            dict(
                qid="1", query=QUESTION, docno="shop", title_text="Laptop deals", contents=f"<p>{SHOP}</p>", score=2.0
            ),
            dict(qid="1", query=QUESTION, docno="guide", title_text="Guide", contents=page, score=1.0),
            dict(qid="1", query=QUESTION, docno="news", snippet_text="Which is better for gaming?", score=0.5),
        ]
    )
    out = ComparativeReRanker(features=True)(frame)
    docs = [
        api.Doc("shop", "Laptop deals", api.clean(f"<p>{SHOP}</p>", title="Laptop deals"), "", 2.0),
        api.Doc("guide", "Guide", api.clean(page, title="Guide"), "", 1.0),
        api.Doc("news", "", "", "Which is better for gaming?", 0.5),
    ]
    assert docs[1].text  # the article is long enough to be read
    ranked = api.rerank(QUESTION, docs, "comparative", depth=None)
    assert list(out.docno) == [r.docno for r in ranked]
    assert [round(s, 6) for s in out.score] == [round(r.score, 6) for r in ranked]


def test_without_scores_the_rank_column_or_the_row_order_is_the_first_stage():
    frame = _frame().drop(columns=["score"])
    frame["rank"] = [2, 0, 1]  # guide first, then news, then shop
    with_rank = ComparativeReRanker(depth=1)(frame)
    assert list(with_rank.docno) == ["guide", "news", "shop"]  # depth 1: nothing moves
    as_given = ComparativeReRanker(depth=1)(frame.drop(columns=["rank"]))
    assert list(as_given.docno) == ["shop", "guide", "news"]


def test_it_composes_in_a_pyterrier_experiment():
    frame = _frame()
    first_stage = pt.Transformer.from_df(frame, uniform=True)
    topics = pd.DataFrame([dict(qid="1", query=QUESTION)])
    qrels = pd.DataFrame([dict(qid="1", docno="guide", label=2), dict(qid="1", docno="shop", label=0)])
    measure = pt.measures.nDCG @ 1
    table = pt.Experiment(
        [first_stage, first_stage >> ComparativeReRanker()], topics, qrels, [measure], names=["first", "reranked"]
    )
    assert table.set_index("name")[str(measure)].to_dict() == {"first": 0.0, "reranked": 1.0}


def test_a_questions_pair_from_an_objects_column():
    frame = _frame()
    frame["objects"] = [["desktop", "laptop"]] * len(frame)  # given in the other order: the sides swap
    swapped = ComparativeReRanker(stance=True)(frame)
    assert swapped.set_index("docno").loc["guide", "stance"] == "FIRST"
    frame["objects"] = "laptop, desktop"  # as Touché topic files write them
    assert ComparativeReRanker(stance=True)(frame).set_index("docno").loc["guide", "stance"] == "SECOND"


def test_an_empty_frame_gives_an_empty_frame_with_the_same_columns():
    out = ComparativeReRanker()(_frame().iloc[0:0])
    assert len(out) == 0 and {"score", "rank", "docno"} <= set(out.columns)
    labelled = ComparativeReRanker(stance=True, features=True)(_frame().iloc[0:0])
    assert {"stance", "features"} <= set(labelled.columns)  # what a later stage (pt.ltr) looks for


def test_after_query_rewriting_the_original_question_is_parsed():
    """pt.rewrite and pt.apply.query push the user's question to query_0 (query_1 after a second rewrite)."""
    expected = ComparativeReRanker(stance=True)(_frame())
    rewritten = _frame().rename(columns={"query": "query_0"}).assign(query="applypipeline:off laptop^0.5 desktop^0.5")
    out = ComparativeReRanker(stance=True)(rewritten)
    assert list(out.docno) == list(expected.docno) and list(out.stance) == list(expected.stance)
    twice = rewritten.rename(columns={"query_0": "query_1"}).assign(query_0="laptop desktop")
    assert list(ComparativeReRanker()(twice).docno) == list(expected.docno)


def test_html_given_as_text_or_as_bytes_is_cleaned_as_a_fetched_page():
    page = f"<!DOCTYPE html><html><body><nav>Home | Shop</nav><article><p>{GUIDE}</p></article></body></html>"
    as_contents = ComparativeReRanker(features=True)(_frame().assign(text=None, contents=[None, page, None]))
    for frame in (
        _frame().assign(text=[SHOP, page, None]),
        _frame().drop(columns=["text"]).assign(body=[SHOP.encode(), page.encode(), None]),
    ):
        out = ComparativeReRanker(features=True)(frame)
        guide = out.set_index("docno").loc["guide", "features"]
        assert list(guide) == list(as_contents.set_index("docno").loc["guide", "features"])


def test_a_page_in_its_own_charset_and_with_a_declaration_first_is_cleaned_as_the_run_cleans_it():
    latin = f'<html><head><meta charset="iso-8859-1"></head><body><p>{GUIDE} Un café crème.</p></body></html>'
    doc = _doc({"docno": "d", "body": latin.encode("latin-1")}, 1.0)  # ClueWeb pages come in many charsets
    assert "Un café crème." in doc.text and doc.text == clean_document(latin.encode("latin-1")).text
    for prefix in ("\ufeff", '<?xml version="1.0"?>\n', "<!-- saved page -->\n"):
        page = f"{prefix}<html><body><nav>Home | Shop</nav><article><p>{GUIDE}</p></article></body></html>"
        assert api.clean(page) and "Home | Shop" not in api.clean(page)
        cleaned = ComparativeReRanker(features=True)(_frame().assign(text=[SHOP, page, None]))
        plain = ComparativeReRanker(features=True)(_frame().assign(text=[SHOP, api.clean(page), None]))
        assert list(cleaned.set_index("docno").loc["guide", "features"]) == list(
            plain.set_index("docno").loc["guide", "features"]
        )


def test_a_document_without_a_score_goes_below_the_one_before_it_whatever_the_scale():
    for scores in ([0.9, 0.5, np.nan], [-3.0, -5.0, np.nan], [np.nan, 0.2, 0.1]):
        with pytest.warns(UserWarning, match="1 rows have no score"):
            out = ComparativeReRanker(depth=1)(_frame().assign(score=scores))  # depth 1: the first stage's order
        assert len(out) == 3 and list(out.score) == sorted(out.score, reverse=True)
    with pytest.warns(UserWarning, match="1 rows have no score"):
        out = ComparativeReRanker(depth=1)(_frame().assign(score=[0.9, 0.5, np.nan]))
    assert list(out.docno) == ["shop", "guide", "news"]


def test_a_document_without_a_score_keeps_its_rank_when_the_frame_has_ranks():
    """A NaN score sent the document to the bottom of the first stage's order, whatever its rank, and said nothing
    (a researcher's review)."""
    frame = _frame().assign(score=[np.nan, 9.8, 9.0], rank=[0, 1, 2])
    with pytest.warns(UserWarning, match="1 rows have no score \\(NaN\\): placed by their rank"):
        out = ComparativeReRanker(depth=1)(frame)  # depth 1: the first stage's order shows below it
    assert list(out.docno) == ["shop", "guide", "news"]
    with pytest.warns(UserWarning, match="below the scored documents of their query"):
        ComparativeReRanker(depth=1)(_frame().assign(score=[0.9, 0.5, np.nan]))


def test_the_repr_tells_weights_apart_as_pt_experiment_names_pipelines_by_it():
    assert repr(ComparativeReRanker()) != repr(ComparativeReRanker(weights={"chatnoir_score": 1.0}))
    assert "chatnoir_score" in repr(ComparativeReRanker(weights={"chatnoir_score": 1.0}))


def test_worker_processes_give_the_frame_one_process_gives():
    """Queries are re-ranked side by side in worker processes; each query whole in one, so nothing may differ."""
    texts = [GUIDE, SHOP, "Desktops win. " + GUIDE, None, "A laptop is lighter than a desktop. " * 3]
    frame = pd.concat(
        [_frame(str(qid)).assign(text=[texts[qid % 5], texts[(qid + 1) % 5], texts[(qid + 2) % 5]]) for qid in range(7)]
        + [_frame("7")[:1]],
        ignore_index=True,
    ).sample(frac=1.0, random_state=5)
    one = ComparativeReRanker("comparative", stance=True, features=True, workers=1)(frame)
    three = ComparativeReRanker("comparative", stance=True, features=True, workers=3)(frame)
    assert list(one.qid.drop_duplicates()) == list(frame.qid.drop_duplicates())  # queries in the input's order
    pd.testing.assert_frame_equal(one.drop(columns=["features"]), three.drop(columns=["features"]))
    assert all(np.array_equal(a, b) for a, b in zip(one.features, three.features, strict=True))


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_a_query_that_is_most_of_the_frame_is_re_ranked_in_pieces_with_the_same_result(task):
    """A frame of one query of many documents (a notebook's ``search``) is cut into pieces for the workers; every
    document's features and label are its own, so the order, scores, labels and features are one process's."""
    texts = [GUIDE, SHOP, "Desktops win. " + GUIDE, None, "A laptop is lighter than a desktop. " * 3, ""]
    question = QUESTION if task == "comparative" else "Should teachers get tenure?"
    rows = [
        dict(
            qid="1",
            query=question,
            docno=f"d{i}",
            title=f"Page {i % 7}",
            text=texts[i % 6],
            snippet="Which is better?" if i % 4 else "",
            score=100.0 - i * 0.5 if i % 9 else 100.0 - (i - 1) * 0.5,  # some ties
        )
        for i in range(130)
    ]
    frame = pd.concat([pd.DataFrame(rows), _frame("2")[:2].assign(query=question)], ignore_index=True)
    ordered = frame.assign(_order=range(len(frame)))
    jobs = [_job(group) for _, group in ordered.groupby("qid", sort=False)]
    pieces = _pieces(jobs, [api.parse(question)] * len(jobs), 2)
    assert [len(p.rows) for p in pieces] == [26, 26, 26, 26, 26, 2]  # pieces of at least 25 documents
    for depth in (None, 70):
        features = depth is None
        one = ComparativeReRanker(task, depth=depth, stance=True, features=features, workers=1)(frame)
        two = ComparativeReRanker(task, depth=depth, stance=True, features=features, workers=2)(frame)
        if features:
            assert all(np.array_equal(a, b) for a, b in zip(one.features, two.features, strict=True))
            one, two = one.drop(columns=["features"]), two.drop(columns=["features"])
        pd.testing.assert_frame_equal(one, two)
        whole = api.rerank(question, [_doc(r, r["score"]) for r in rows], task, depth=depth)
        assert list(one[one.qid == "1"].docno) == [r.docno for r in whole]


@pytest.mark.parametrize(
    ("task", "change", "message"),
    [
        ("comparative", dict(docno=["a b", "c", "d"]), r"qid 2: docs\[0\]: docno must be one word"),
        ("comparative", dict(docno=[None, "c", "d"]), "qid 2: row 0 of the query's rows has no docno"),
        ("comparative", dict(score=[math.inf, 1.0, 0.0]), "qid 2: docs\\[0\\] \\(shop\\): score must be a finite"),
        # a review of the pieces (session 25): these were api.rerank's checks, lost when the ranking moved
        ("comparative", dict(objects=["laptop, laptop"] * 3), "qid 2: objects must be two different"),
        ("comparative", dict(objects=["laptop, "] * 3), "qid 2: objects must be two different"),
        ("controversial", dict(objects=["laptop, desktop"] * 3), "qid 2: objects are for the comparative task"),
        ("comparative", dict(query=["  "] * 3), "qid 2: question is empty"),
    ],
)
def test_a_wrong_document_or_query_is_found_before_any_page_is_read(task, change, message, monkeypatch):
    frame = pd.concat([_frame("1"), _frame("2").assign(**change)], ignore_index=True)
    if "objects" in change:
        frame["objects"] = frame["objects"].where(frame.qid == "2", None)
    read = []
    monkeypatch.setattr("comparative_ir.pyterrier._doc", lambda *a, **k: read.append(k) or _doc(*a, **k))
    for workers in (1, 2):
        with pytest.raises(ValueError, match=message):
            ComparativeReRanker(task, stance=True, workers=workers)(frame)
    assert all(k.get("with_text") is False for k in read)  # no page read: only the checks' text-less documents


def test_the_fallbacks_are_imputed_with_the_topics_means_once():
    """The means over the full texts, computed once a topic: 1,000 documents of which half had no text took
    seconds when each fallback summed them again (a review, session 25); the values are as before."""
    rows = [{"fallback": float(i % 2), "arg_x": float(i), "rel_query_density": i / 7, "other": 1.0} for i in range(8)]
    imputed = impute_fallbacks(rows)
    assert [r["arg_x"] for r in imputed] == [0.0, 3.0, 2.0, 3.0, 4.0, 3.0, 6.0, 3.0]
    assert imputed[1]["rel_query_density"] == sum(i / 7 for i in (0, 2, 4, 6)) / 4
    assert imputed[1]["other"] == 1.0 and rows[1]["arg_x"] == 1.0  # the input is left as it was
    assert impute_fallbacks([{"fallback": 1.0, "arg_x": 2.0, "rel_query_density": 0.5}]) == [
        {"fallback": 1.0, "arg_x": 0.0, "rel_query_density": 0.5}
    ]


def test_an_error_in_a_worker_process_is_the_error_one_process_raises():
    frame = pd.concat([_frame("1"), _frame("2").assign(objects="one"), _frame("3")], ignore_index=True)
    for workers in (1, 2):
        with pytest.raises(ValueError, match="qid 2: objects must be two"):
            ComparativeReRanker(workers=workers)(frame)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_document_listed_twice_is_ranked_once_as_run_keeps_it(workers):
    """A participant's review (session 41): a frame of two first stages unioned lists a document twice, and the
    re-ranker refused it, while ``run`` keeps a TIREx file's first line of such a document, with a warning. Now it
    keeps each once, at its best first-stage place, and warns; the ranking is that of the frame without the copy."""
    copy = _frame().iloc[[0]].assign(score=1.0)  # "shop" again, lower
    with pytest.warns(UserWarning, match="1 documents listed more than once for a query: each kept once"):
        ranked = ComparativeReRanker(workers=workers)(pd.concat([_frame(), copy], ignore_index=True))
    expected = ComparativeReRanker(workers=workers)(_frame())
    assert list(ranked.docno) == list(expected.docno)
    assert list(ranked.score) == list(expected.score)


@pytest.mark.parametrize("workers", [1, 2])
def test_every_frame_warns_at_the_callers_line_as_python_shows_warnings(workers):
    """With worker processes the second frame's warning was swallowed as already shown (the warnings registry of
    the line that re-emitted it; a review, session 24), and it pointed into PyTerrier, not at the caller."""
    frame = pd.DataFrame([dict(qid="1", query="Should teachers get tenure?", docno="t", text="Tenure helps.")])
    frame = pd.concat([frame, frame.assign(qid="2")], ignore_index=True)
    reranker = ComparativeReRanker("comparative", workers=workers)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("default")  # Python's own: once per line and registry
        reranker(frame)
        reranker(frame)
    hints = [w for w in caught if "controversial" in str(w.message)]
    assert len(hints) == 2 and {w.filename for w in hints} == {__file__}


@pytest.mark.parametrize("workers", [1, 2])
def test_controversial_questions_are_warned_about_once_a_frame_under_the_comparative_task(workers):
    questions = ["Should teachers get tenure?", "Is homework useful?", "Should zoos be banned?"]
    frame = pd.DataFrame([dict(qid=str(i), query=q, docno="t", text="Tenure helps.") for i, q in enumerate(questions)])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ComparativeReRanker("comparative", stance=True, workers=workers)(frame)
    hints = [str(w.message) for w in caught if "controversial" in str(w.message)]
    assert len(hints) == 1 and hints[0].startswith("3 of 3 queries look like the other task's")


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: ComparativeReRanker("comparative")(_frame().drop(columns=["docno"])), "missing docno"),
        (
            lambda: ComparativeReRanker()(_frame()[["qid", "query", "docno", "score"]]),
            "needs the documents' text",
        ),
        (lambda: ComparativeReRanker("argument"), "task"),
        (lambda: ComparativeReRanker(depth=0), "depth must be"),
        (lambda: ComparativeReRanker(weights={"no_such_feature": 1.0}), "no_such_feature"),
        (
            lambda: ComparativeReRanker()(_frame().assign(query=["a or b?", "c or d?", "a or b?"])),
            "qid 1: 2 different queries",
        ),
        (lambda: ComparativeReRanker()(_frame().assign(objects="one")), "qid 1: objects must be two"),
        (lambda: ComparativeReRanker()(_frame().assign(score=[1.0, float("inf"), 0.5])), "finite"),
        (lambda: ComparativeReRanker()(_frame().assign(score=["high", "low", "low"])), "score must be a number"),
        (lambda: ComparativeReRanker()(_frame().assign(query=np.nan)), "qid 1: the query .* must be the question"),
        (lambda: ComparativeReRanker()(_frame().assign(qid=["1", None, "1"])), "row 1 of the frame has no qid"),
        (lambda: ComparativeReRanker(depth=5, features=True), "leave depth None"),
        (lambda: ComparativeReRanker(workers=0), "workers must be"),
        (lambda: ComparativeReRanker(workers=True), "workers must be"),
        (lambda: ComparativeReRanker(workers=1.5), "workers must be"),  # type: ignore[arg-type]
    ],
)
def test_wrong_input_gets_one_clear_error(make, message):
    with pytest.raises(ValueError, match=message):
        make()


@pytest.mark.parametrize("option", ["stance", "features"])
def test_a_string_for_a_true_false_option_is_refused(option):
    """ComparativeReRanker(stance="no") added a stance column: a non-empty string is true (a user's review)."""
    with pytest.raises(TypeError, match=f"{option} must be True or False, not 'no'"):
        ComparativeReRanker(**{option: "no"})


def test_clean_false_takes_plain_texts_as_given_as_api_rerank_does():
    """Reading texts as run reads TIREx's doubles the time a page; clean=False is api.rerank's reading."""
    frame = _frame().assign(title="", snippet="")
    out = ComparativeReRanker(clean=False, features=True)(frame)
    docs = [api.Doc(r.docno, "", r.text if isinstance(r.text, str) else "", "", r.score) for r in frame.itertuples()]
    ranked = api.rerank(QUESTION, docs, "comparative", depth=None)
    assert list(out["docno"]) == [r.docno for r in ranked]
    assert [round(s, 6) for s in out["score"]] == [round(r.score, 6) for r in ranked]
    assert "clean=False" in repr(ComparativeReRanker(clean=False)) and "clean" not in repr(ComparativeReRanker())
    with pytest.raises(TypeError, match="clean must be True or False"):
        ComparativeReRanker(clean="no")


def test_numpy_numbers_set_depth_and_workers():
    reranker = ComparativeReRanker(depth=np.int64(2), workers=np.int64(1))
    assert (reranker.depth, reranker.workers) == (2, 1) and type(reranker.depth) is int


def test_a_features_column_of_an_earlier_stage_is_said_to_be_replaced():
    """features=True replaced an earlier stage's features column without a word."""
    frame = _frame().assign(features=[np.zeros(2)] * 3)
    with pytest.warns(UserWarning, match="features column is replaced"):
        out = ComparativeReRanker(features=True)(frame)
    assert len(out["features"].iloc[0]) == len(ComparativeReRanker().feature_names)


def test_without_pyterrier_the_import_says_what_to_install():
    code = "import sys; sys.modules['pyterrier'] = None\nimport comparative_ir.pyterrier"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode != 0
    assert "pip install 'comparative-ir[pyterrier]'" in done.stderr


# --- writing a run file from a frame (session 39: PyTerrier's own writer drops the stance) --------------------------


def test_write_run_keeps_the_stance_labels_pyterriers_writer_drops(tmp_path):
    out = ComparativeReRanker("comparative", stance=True)(pd.concat([_frame("1"), _frame("2")], ignore_index=True))
    path = tmp_path / "run.txt"
    assert write_run(out, path, tag="ours") == 6
    entries = read_run(path)
    assert [(e.qid, e.docno, e.rank) for e in entries[:3]] == [("1", "guide", 1), ("1", "shop", 2), ("1", "news", 3)]
    assert [e.stance for e in entries] == list(out["stance"])  # the labels, not Q0
    assert {e.stance for e in entries} <= {"FIRST", "SECOND", "NEUTRAL", "NO"} and entries[0].tag == "ours"
    assert validate_run(path) == []
    pt.io.write_results(out, tmp_path / "pt.txt", format="trec")
    assert {line.split()[1] for line in (tmp_path / "pt.txt").read_text().splitlines()} == {"Q0"}  # why this exists


def test_write_run_orders_by_score_and_writes_q0_without_a_stance_column(tmp_path):
    frame = pd.DataFrame(
        dict(qid=["7", "7", "7", "7"], docno=["a", "b", "c", "b"], score=[1.0, 3.0, 3.0, 0.5], rank=[3, 1, 0, 2])
    )
    assert write_run(frame, tmp_path / "run.txt") == 3  # "b" twice: written once, at its best place
    lines = [line.split() for line in (tmp_path / "run.txt").read_text().splitlines()]
    assert [(p[1], p[2], p[3]) for p in lines] == [("Q0", "c", "1"), ("Q0", "b", "2"), ("Q0", "a", "3")]  # tie: rank
    assert float(lines[0][4]) > float(lines[1][4]) > float(lines[2][4])  # strictly falling, as trec_eval wants
    assert validate_run(tmp_path / "run.txt") == []
    assert write_run(frame, tmp_path / "two.txt", depth=2) == 2
    two = pd.DataFrame(dict(qid=["9", "9", "10"], docno=["x", "y", "z"], score=[1.0, 0.5, 7.0]))
    write_run(two, tmp_path / "order.txt")
    assert [line.split()[0] for line in (tmp_path / "order.txt").read_text().splitlines()] == ["9", "9", "10"]


@pytest.mark.parametrize(
    ("frame", "message"),
    [
        (pd.DataFrame(dict(qid=["1"], docno=["a"])), "no score column"),
        (pd.DataFrame(dict(qid=["1"], docno=["a"], score=[float("nan")])), "score nan is not a number"),
        (pd.DataFrame(dict(qid=["1"], docno=["a"], score=[1.0], stance=[None])), "stance None is not a label"),
        (pd.DataFrame(dict(qid=["1"], docno=["a"], score=[1.0], stance=["MAYBE"])), "stance 'MAYBE' is not a label"),
        (
            pd.DataFrame(dict(qid=["1", "2"], docno=["a", "b"], score=[2.0, 1.0], stance=["PRO", "FIRST"])),
            "mixes comparative and controversial",
        ),
        (pd.DataFrame(dict(qid=["1"], docno=["a b"], score=[1.0])), "row 0 .*cannot be a run file's third column"),
        # from a review of the first version (session 39): missing names were written as "nan" and "<NA>"
        (pd.DataFrame(dict(qid=["1", None], docno=["a", "b"], score=[2.0, 1.0])), "row 1 .*query .*: missing"),
        (pd.DataFrame(dict(qid=["1"], docno=pd.array([None], dtype="Int64"), score=[1.0])), "document .*: missing"),
        (pd.DataFrame(dict(qid=["1"], docno=["a"], score=[1.0], rank=["x"])), "rank 'x' is not a number"),
        (pd.DataFrame(dict(qid=["1"], docno=["a"], score=[None]), index=[7]), r"row 7 \(query .1., document .a.\)"),
        (pd.DataFrame(dict(qid=[], docno=[], score=[])), "no rows"),
    ],
)
def test_write_run_refuses_what_a_run_file_cannot_hold(tmp_path, frame, message):
    with pytest.raises(ValueError, match=message):
        write_run(frame, tmp_path / "run.txt")
    assert not (tmp_path / "run.txt").exists()  # nothing half written


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (dict(depth=2.5), "depth must be a whole number"),
        (dict(depth=None), "depth must be a whole number"),
        (dict(depth=True), "depth must be a whole number"),
        (dict(depth=0), "depth must be a whole number"),
        (dict(tag="two words"), "run tag must be one word"),
    ],
)
def test_write_run_checks_depth_and_tag_before_any_row(tmp_path, options, message):
    empty = pd.DataFrame(dict(qid=[], docno=[], score=[]))
    with pytest.raises(ValueError, match=message):
        write_run(empty, tmp_path / "run.txt", **options)


def test_write_run_gzips_a_gz_path_as_pyterriers_writer_does(tmp_path):
    frame = pd.DataFrame(dict(qid=[1, 1], docno=[10, 11], score=[0.5, 0.7]))  # integer names, as some frames have
    assert write_run(frame, tmp_path / "run.txt.gz") == 2
    assert [(e.qid, e.docno, e.rank) for e in read_run(tmp_path / "run.txt.gz")] == [("1", "11", 1), ("1", "10", 2)]
    assert validate_run(tmp_path / "run.txt.gz") == []
