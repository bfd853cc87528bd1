"""The Python API (``comparative_ir.api``) on hand-made texts and on the demo fixtures: the same answers as the
command line and a run, full texts read as fetched pages (never silently as fallbacks), and one clear error for
each kind of wrong input; also the checks added to ``stance_evidence``/``label_documents`` and ``ranking.rerank``."""

import json
import math
from dataclasses import replace
from pathlib import Path

import pytest

from comparative_ir import api
from comparative_ir.cli import main
from comparative_ir.documents import Document, TextCache
from comparative_ir.pipeline import RunOptions, rank_topics, retrieve_topic
from comparative_ir.question import ParsedQuestion, parse_question
from comparative_ir.ranking import WeightsError, extract_features, load_weights
from comparative_ir.ranking import rerank as ranking_rerank
from comparative_ir.recording import FixtureStore, ReplayBackend
from comparative_ir.retrieval import Candidate, plain_text
from comparative_ir.runfile import read_run
from comparative_ir.stance import label_documents, stance_evidence
from comparative_ir.topics import Topic, parse_topics

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

QUESTION = "Which is better for gaming, a laptop or a desktop?"
GUIDE = (
    "A desktop is better than a laptop for gaming because it has more cooling and a faster graphics card. "
    "However, a laptop is easier to carry. Therefore I recommend a desktop if you play at home.\n"
    "Laptops are more expensive than desktops with the same performance."
)
SHOP = "Laptop sale! Buy laptop now. Cheap laptop deals. Free shipping on every laptop. Desktop sale too."
BAKERY = "Our bakery sells fresh bread and cakes every morning. Visit us downtown."
TENURE = "Should teachers get tenure?"
TENURE_PRO = (
    "Teachers should get tenure. Tenure protects teachers from being fired for political reasons, and teachers "
    "with tenure should be able to teach controversial topics. Schools must keep tenure for teachers because it "
    "attracts good teachers. Tenure for teachers should stay. Teachers need tenure to speak freely."
)
TENURE_CON = (
    "Teachers should not get tenure. Tenure protects bad teachers, and schools cannot fire teachers with tenure. "
    "Tenure for teachers must end. Teachers do not need tenure."
)


def _docs() -> list[api.Doc]:
    """ChatNoir put the shop first (its snippet is all query words); the guide's snippet says nothing."""
    return [
        api.Doc("shop", "Laptop and desktop deals", SHOP, "Laptop deals and desktop deals for gaming", 10.0),
        api.Doc("guide", "A buyer's guide", GUIDE, "Choosing a computer", 9.8),
        api.Doc("bakery", "Bakery", BAKERY, "", 9.0),
    ]


# --- parse ---------------------------------------------------------------------------------------------------


def test_parse_is_the_question_parser_and_reexports_its_type():
    parsed = api.parse(QUESTION)
    assert isinstance(parsed, api.ParsedQuestion) and api.ParsedQuestion is ParsedQuestion
    assert parsed == parse_question(QUESTION)
    assert parsed.objects == ("laptop", "desktop") and parsed.aspects == ("gaming",)


# --- rerank --------------------------------------------------------------------------------------------------


def test_rerank_reads_full_texts_so_the_comparison_page_outranks_the_shop():
    """The review's trap: keyed wrongly, every text became a title + snippet fallback. With the texts the guide
    wins; with the same documents and no texts the shop stays first."""
    ranked = api.rerank(QUESTION, _docs(), "comparative")
    assert [r.docno for r in ranked] == ["guide", "shop", "bakery"]
    assert [r.rank for r in ranked] == [1, 2, 3] and [r.chatnoir_rank for r in ranked] == [2, 1, 3]
    assert not any(r.fallback for r in ranked) and all(r.features["fallback"] == 0.0 for r in ranked)
    guide = ranked[0]
    assert guide.features["cmp_sentences"] > 0 and guide.contributions["cmp_sentences"] > 0
    assert guide.score == pytest.approx(sum(guide.contributions.values()))
    assert guide.doc == _docs()[1]

    snippets = api.rerank(QUESTION, [replace(d, text="") for d in _docs()], "comparative")
    assert [r.docno for r in snippets] == ["shop", "guide", "bakery"]
    assert all(r.fallback and r.features["fallback"] == 1.0 for r in snippets)


def test_rerank_takes_dicts_and_tuples_and_keeps_the_tail_below_depth():
    docs = _docs()
    as_dicts = [
        {"docno": d.docno, "title": d.title, "text": d.text, "snippet": d.snippet, "score": d.score} for d in docs
    ]
    as_tuples = [(d.docno, d.title, d.text, d.snippet, d.score) for d in docs]
    expected = api.rerank(QUESTION, docs, "comparative")
    assert api.rerank(QUESTION, as_dicts, "comparative") == expected
    assert api.rerank(QUESTION, as_tuples, "comparative") == expected
    head = api.rerank(QUESTION, [*docs, api.Doc("tail", "Laptop vs desktop", GUIDE, "", 1.0)], "comparative", depth=3)
    assert [r.docno for r in head] == ["guide", "shop", "bakery", "tail"]
    assert head[3].score is None and head[3].features == {} and head[3].rank == 4


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_rerank_gives_the_pipelines_order_scores_and_features(task):
    """The same documents through the run's own ``rank_topics`` (Candidates keyed by (index, uuid))."""
    question = QUESTION if task == "comparative" else TENURE
    texts = [SHOP, GUIDE, BAKERY] if task == "comparative" else [BAKERY, TENURE_CON, TENURE_PRO]
    docs = [api.Doc(f"d{i}", f"Title {i}", t, "a snippet", 10.0 - i) for i, t in enumerate(texts, 1)]
    docs.append(api.Doc("d4", "Laptop vs desktop" if task == "comparative" else "Tenure", "", "x", 5.0))  # fallback
    index = "cw12" if task == "comparative" else "cw22"
    cands = [Candidate(d.docno, f"u-{d.docno}", index, d.score, i, d.title, d.snippet) for i, d in enumerate(docs, 1)]
    documents = {
        (index, c.uuid): Document(c.docno, c.uuid, index, d.text, "fetched")
        for c, d in zip(cands, docs, strict=True)
        if d.text  # the last one fell back: not in the mapping, as in a run
    }
    options = RunOptions(task=task, rerank_depth=4)
    weights = load_weights(None, task)
    ranked = rank_topics([Topic("1", question)], {"1": cands}, documents, options, weights)["1"]
    mine = api.rerank(question, docs, task)
    assert [r.docno for r in mine] == [rc.candidate.docno for rc in ranked]
    assert [r.score for r in mine] == [rc.score for rc in ranked]
    assert [r.features for r in mine] == [rc.features for rc in ranked]
    assert [r.contributions for r in mine] == [rc.contributions for rc in ranked]
    assert next(r for r in mine if r.docno == "d4").fallback


def test_rerank_weights_from_a_mapping_or_a_file(tmp_path):
    only_score = api.rerank(QUESTION, _docs(), "comparative", weights={"chatnoir_score": 1.0})
    assert [r.docno for r in only_score] == ["shop", "guide", "bakery"]
    assert set(only_score[0].contributions) == {"chatnoir_score"}
    path = tmp_path / "w.toml"
    path.write_text("[comparative]\ncmp_sentences = 1.0\n")
    assert api.rerank(QUESTION, _docs(), "comparative", weights=path)[0].docno == "guide"
    assert api.rerank(QUESTION, _docs(), "comparative", weights=str(path))[0].docno == "guide"


def test_given_objects_replace_the_parsed_ones_as_a_topics_objects_do():
    question = "Which one is better for gaming?"  # names no objects: no object features, unless given
    assert api.parse(question).objects == ()
    parsed = api.rerank(question, _docs(), "comparative")
    given = api.rerank(question, _docs(), "comparative", objects=["laptop", "desktop"])
    assert all(r.features["obj_all"] == 0.0 for r in parsed)
    assert {r.docno: r.features["obj_all"] for r in given} == {"guide": 1.0, "shop": 1.0, "bakery": 0.0}
    assert next(r for r in given if r.docno == "guide").features["cmp_sentences"] > 0
    none = api.rerank(QUESTION, _docs(), "comparative", objects=[])  # an empty pair: no pair
    assert all(r.features["obj_all"] == 0.0 and r.features["cmp_sentences"] == 0.0 for r in none)


# --- features ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_features_are_the_pipelines_for_the_same_document(task):
    question = QUESTION if task == "comparative" else TENURE
    texts = [GUIDE, SHOP] if task == "comparative" else [TENURE_PRO, TENURE_CON]
    index = "cw12" if task == "comparative" else "cw22"
    cands = [Candidate(f"d{i}", f"u{i}", index, 20.0 - i, i, f"Page {i}", "snip") for i in (1, 2)]
    documents = {
        (index, c.uuid): Document(c.docno, c.uuid, index, t, "fetched") for c, t in zip(cands, texts, strict=True)
    }
    options = RunOptions(task=task)
    ranked = rank_topics([Topic("1", question)], {"1": cands}, documents, options, load_weights(None, task))["1"]
    for rc in ranked:
        c = rc.candidate
        mine = api.features(
            question,
            documents[(index, c.uuid)].text,
            task,
            title=c.title,
            snippet=c.snippet,
            chatnoir_score=c.score,
            chatnoir_rank=c.chatnoir_rank,
        )
        assert mine == rc.features
        assert mine["fallback"] == 0.0 and mine["q_log_words"] > 0  # the page's own writing, not a mean
    if task == "controversial":
        assert api.features(question, TENURE_PRO, task)["stance_claims"] > 0


def test_features_without_text_fall_back_to_title_and_snippet():
    row = api.features(QUESTION, "", "comparative", title="Laptop vs desktop", snippet="Which is better for gaming?")
    parsed = parse_question(QUESTION)
    cand = Candidate("doc", "doc", "cw12", 0.0, 1, "Laptop vs desktop", "Which is better for gaming?")
    assert row == extract_features(parsed, QUESTION, [cand], {}, "comparative")[0]
    assert row["fallback"] == 1.0 and row["obj_title"] == 1.0


def test_chatnoir_highlights_in_titles_and_snippets_are_read_as_run_reads_them():
    """A first stage's titles and snippets as ChatNoir gives them ("<em>Laptop</em> vs ...", "&amp;"): `run` strips
    the markup; the API and the PyTerrier re-ranker read it as words, and re-ranked the Touché 2020 snippets to
    0.633 instead of 0.646 (a researcher's review)."""
    plain = [
        api.Doc("a", "Shop: desktop PCs", "", "Buy a desktop PC today & save.", 3.0),
        api.Doc("b", "Laptop vs desktop: which is better?", "", "A laptop is better than a desktop for travel.", 2.0),
    ]
    marked = [
        replace(plain[0], snippet="Buy a <em>desktop</em> PC today &amp; save."),
        replace(plain[1], title="<em>Laptop</em> <em>vs</em> <em>desktop</em>: which is better?"),
    ]

    def order(docs):
        return [(r.doc.docno, r.score, r.features) for r in api.rerank(QUESTION, docs, "comparative")]

    assert order(marked) == order(plain)
    assert api.features(QUESTION, "", "comparative", title=marked[1].title) == api.features(
        QUESTION, "", "comparative", title=plain[1].title
    )
    assert plain_text("Is x < y > z?") == "Is x < y > z?"  # no markup: the text as given


# --- stance --------------------------------------------------------------------------------------------------


def _jsonl(tmp_path, rows):
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return str(path)


@pytest.mark.parametrize(
    ("task", "rows"),
    [
        (
            "comparative",
            [
                {
                    "question": "Which is better, tea or coffee?",
                    "text": "Tea is much better than coffee. I prefer tea.",
                },
                {
                    "question": "Which is better, tea or coffee?",
                    "text": "Coffee beats tea.",
                    "objects": ["tea", "coffee"],
                },
                {"question": "Which is better, tea or coffee?", "text": "Coffee beats tea.", "objects": []},
                {"question": QUESTION, "text": GUIDE},
                {"question": QUESTION, "text": SHOP},
                {"question": "What are the best rice cookers?", "text": "This rice cooker is great."},
            ],
        ),
        (
            "controversial",
            [
                {"question": TENURE, "text": TENURE_PRO},
                {"question": TENURE, "text": TENURE_CON},
                {"question": TENURE, "text": BAKERY},
            ],
        ),
    ],
)
def test_stance_agrees_with_the_stance_command(tmp_path, capsys, task, rows):
    assert main(["stance", "--task", task, "--input", _jsonl(tmp_path, rows), "--evidence"]) == 0
    printed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    for row, cli in zip(rows, printed, strict=True):
        (mine,) = api.stance(row["question"], [row["text"]], task, objects=row.get("objects"))
        assert mine.label == cli["stance"]
        assert json.loads(json.dumps(mine.evidence)) == cli["evidence"]
        assert mine.decided_by == cli["evidence"]["decided_by"]
    labels = [s.label for s in api.stance(rows[0]["question"], [r["text"] for r in rows[:2]], task)]
    assert labels == [p["stance"] for p in printed[:2]]  # several texts of one question at once


def test_stance_reads_titles_as_a_run_does():
    title = "Why I Went Back to Coffee"
    text = "I drank tea for years. Now I only drink coffee in the morning."
    (titled,) = api.stance("Which is better, tea or coffee?", [text], "comparative", titles=[title])
    (by_hand,) = api.stance("Which is better, tea or coffee?", [f"{title}\n{text}"], "comparative")
    assert titled == by_hand
    (repeated,) = api.stance("Which is better, tea or coffee?", [f"{title}\n{text}"], "comparative", titles=[title])
    assert repeated == by_hand  # a text that opens with its title does not get it twice
    assert api.stance(TENURE, [], "controversial") == []


def test_a_run_reads_a_fallback_documents_title_once_as_the_api_does():
    """A document that fell back to its title and snippet, whose snippet starts with the title (an imported
    text's does): the run read the title twice, the API once; 2 of 250 labels differed (a researcher's review)."""
    from comparative_ir.pipeline import titled_text

    title = "Why I Went Back to Coffee"
    cand = Candidate("d", "d", "cw12", 1.0, 1, title, f"{title} I drank tea for years.")
    assert titled_text(cand, {}) == f"{title} I drank tea for years."
    other = replace(cand, snippet="I drank tea for years.")
    assert titled_text(other, {}) == f"{title}\nI drank tea for years."
    assert titled_text(replace(cand, snippet=""), {}) == title


@pytest.mark.parametrize(("task", "pages"), [("comparative", 70), ("controversial", 45)])
def test_stance_and_features_match_a_replayed_run_with_stance_and_explain(tmp_path, task, pages):
    """End to end on the demo fixtures: the run's order, its stance labels and the features (``--explain``) of
    every fetched page, from the API given the same texts, titles, snippets and scores."""
    out, cache = tmp_path / "out", tmp_path / "cache"
    topics_path = FIXTURES / task / "topics.xml"
    args = ["run", "-i", str(topics_path.parent), "-o", str(out), "--replay", str(FIXTURES / "store"), "--task", task]
    assert main([*args, "--stance", "--explain", "--quiet", "--cache-dir", str(cache)]) == 0
    explained = {(r["qid"], r["docno"]): r for r in map(json.loads, (out / "features.jsonl").read_text().splitlines())}
    run = read_run(out / "run.txt")
    backend = ReplayBackend(FixtureStore(FIXTURES / "store"))
    texts = TextCache(cache)
    compared = 0
    for topic in parse_topics(topics_path):
        candidates = retrieve_topic(backend, topic, RunOptions(task=task))
        assert 0 < len(candidates) <= 50  # all re-ranked at the default depth
        docs = []
        for c in candidates:
            hit = texts.get(c.index, c.uuid)
            docs.append(api.Doc(c.docno, c.title, hit.text if hit and hit.text else "", c.snippet, c.score))
        ranked = api.rerank(topic.title, docs, task, depth=50, objects=topic.objects)
        entries = [e for e in run if e.qid == topic.number]
        assert [r.docno for r in ranked] == [e.docno for e in entries]
        stances = api.stance(
            topic.title,
            [d.text or "\n".join(part for part in (d.title, d.snippet) if part) for d in docs],  # a run's fallback
            task,
            objects=topic.objects,
            titles=[d.title for d in docs],
        )
        label = {e.docno: e.stance for e in entries}
        assert [s.label for s in stances] == [label[d.docno] for d in docs]
        for c, d in zip(candidates, docs, strict=True):
            if not d.text:
                continue
            mine = api.features(
                topic.title,
                d.text,
                task,
                title=c.title,
                snippet=c.snippet,
                chatnoir_score=c.score,
                chatnoir_rank=c.chatnoir_rank,
                objects=topic.objects,
            )
            theirs = explained[(topic.number, c.docno)]["features"]
            assert mine.keys() == theirs.keys()
            assert all(math.isclose(mine[k], theirs[k], abs_tol=1e-6) for k in mine)
            compared += 1
    assert compared >= pages  # nearly all of the demo's pages are fetched


# --- validation: the facade ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: api.stance(TENURE, ["x"], "controversal"), ValueError, "'comparative', 'controversial'"),
        (lambda: api.rerank(TENURE, _docs(), "Controversial"), ValueError, "unknown task"),
        (lambda: api.features(TENURE, "x", "debate"), ValueError, "unknown task"),
        (lambda: api.stance(QUESTION, ["x"], "comparative", objects="laptop desktop"), TypeError, "not a single"),
        (lambda: api.stance(QUESTION, ["x"], "comparative", objects=["laptop"]), ValueError, "two objects"),
        (lambda: api.stance(QUESTION, ["x"], "comparative", objects=["a", "b", "c"]), ValueError, "got 3"),
        (lambda: api.stance(QUESTION, ["x"], "comparative", objects=["tea", "Tea"]), ValueError, "two different"),
        (lambda: api.stance(TENURE, ["x"], "controversial", objects=["a", "b"]), ValueError, "comparative task"),
        (lambda: api.stance(QUESTION, "a text", "comparative"), TypeError, "texts must be a list"),
        (lambda: api.stance(QUESTION, ["a", 1], "comparative"), TypeError, r"texts\[1\]"),
        (lambda: api.stance(QUESTION, ["a"], "comparative", titles=["t", "u"]), ValueError, "one title per text"),
        (lambda: api.stance(TENURE, ["a"], "controversial", pages=False), ValueError, "comparative task only"),
        (lambda: api.stance(GUIDE * 40, ["a"], "comparative"), ValueError, "text given as the question"),
        (lambda: api.parse(""), ValueError, "empty"),
        (lambda: api.parse(None), TypeError, "must be a string"),
        (lambda: api.features(QUESTION, GUIDE, "comparative", chatnoir_rank=0), ValueError, "count from 1"),
        (lambda: api.features(QUESTION, GUIDE, "comparative", chatnoir_score=math.nan), ValueError, "finite"),
        (lambda: api.features(QUESTION, None, "comparative"), TypeError, "text must be a string"),
        (lambda: api.rerank(QUESTION, _docs(), "comparative", weights={"obj_al": 1.0}), WeightsError, "obj_al"),
        (lambda: api.rerank(QUESTION, _docs(), "comparative", weights={"q_score": 0}), ValueError, "tie"),
        (lambda: api.rerank(QUESTION, _docs(), "comparative", weights={"q_score": "1"}), ValueError, "finite"),
        (lambda: api.rerank(QUESTION, _docs(), "comparative", depth=0), ValueError, "at least 1"),
        (lambda: api.rerank(QUESTION, _docs()[0], "comparative"), TypeError, "list of documents"),
        (lambda: api.rerank(QUESTION, [*_docs(), _docs()[0]], "comparative"), ValueError, "appears twice"),
        (lambda: api.rerank(QUESTION, _docs()[::-1], "comparative"), ValueError, "ChatNoir's order"),
        (lambda: api.rerank(QUESTION, [api.Doc("a", "t", score=math.inf)], "comparative"), ValueError, "finite"),
        (lambda: api.rerank(QUESTION, [api.Doc("a b", "t")], "comparative"), ValueError, "one word"),
        (lambda: api.rerank(QUESTION, [{"docno": "a", "titel": "t"}], "comparative"), ValueError, "titel"),
        (lambda: api.rerank(QUESTION, [{"docno": "a"}], "comparative"), ValueError, "no title"),
        (lambda: api.rerank(QUESTION, [("a",)], "comparative"), ValueError, "2 to 6"),
        (lambda: api.rerank(QUESTION, [api.Doc("a", None)], "comparative"), TypeError, "title must be a string"),
    ],
)
def test_the_facade_refuses_wrong_inputs_with_one_clear_error(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_unknown_weight_names_are_refused_as_run_weights_refuses_them(tmp_path):
    path = tmp_path / "w.toml"
    path.write_text("[comparative]\nobj_al = 1.0\n")
    with pytest.raises(
        WeightsError, match=r"w\.toml: no comparative feature is called obj_al \(did you mean obj_all\? features: "
    ):
        api.rerank(QUESTION, _docs(), "comparative", weights=path)
    with pytest.raises(WeightsError, match="no comparative feature is called stance_claims"):
        api.rerank(QUESTION, _docs(), "comparative", weights={"stance_claims": 1.0})  # a controversial feature
    assert api.rerank(TENURE, _docs(), "controversial", weights={"stance_claims": 1.0})


# --- validation: the existing entry points -------------------------------------------------------------------


def test_stance_entry_points_refuse_an_unknown_task_and_objects_as_a_string():
    with pytest.raises(ValueError, match="unknown task 'controversal'"):
        label_documents("controversal", TENURE, [], [TENURE_PRO])
    with pytest.raises(ValueError, match="unknown task"):
        stance_evidence("controversal", TENURE, [], [])  # even with nothing to label
    with pytest.raises(TypeError, match="objects must be a list of strings"):
        stance_evidence("comparative", QUESTION, "laptop desktop", [GUIDE])
    with pytest.raises(TypeError, match="texts must be a list of strings"):
        label_documents("comparative", QUESTION, ["laptop", "desktop"], GUIDE)
    # unchanged: an empty pair means no pair (NO); parsing the question is the facade's
    assert label_documents("comparative", QUESTION, [], [GUIDE]) == ["NO"]
    assert [s.label for s in api.stance(QUESTION, [GUIDE], "comparative")] == ["SECOND"]


def _cand(i: int, rank: int) -> Candidate:
    return Candidate(f"d{i}", f"u{i}", "cw12", 10.0 - i, rank, "Laptop vs desktop", "snippet")


def test_ranking_rerank_refuses_unknown_weights_ranks_from_zero_and_unknown_tasks():
    question = parse_question(QUESTION)
    docs = {("cw12", "u1"): Document("d1", "u1", "cw12", GUIDE, "fetched")}
    cands = [_cand(1, 1), _cand(2, 2)]
    with pytest.raises(ValueError, match="no comparative feature is called obj_al"):
        ranking_rerank(question, QUESTION, cands, docs, {"obj_al": 1.0}, 2)
    with pytest.raises(ValueError, match="no comparative feature is called obj_al"):
        ranking_rerank(question, QUESTION, cands, docs, {"obj_al": 1.0}, 0)  # nothing re-ranked: still a typo
    with pytest.raises(ValueError, match=r"document d1: chatnoir_rank 0 \(ChatNoir ranks count from 1\)"):
        ranking_rerank(question, QUESTION, [_cand(1, 0), _cand(2, 1)], docs, {"chatnoir_score": 1.0}, 2)
    with pytest.raises(ValueError, match="chatnoir_rank -1"):
        extract_features(question, QUESTION, [_cand(1, -1)], docs)
    with pytest.raises(ValueError, match="unknown task 'controversal'"):
        ranking_rerank(question, QUESTION, cands, docs, {"chatnoir_score": 1.0}, 2, "controversal")
    ranked = ranking_rerank(question, QUESTION, cands, docs, {"chatnoir_score": 1.0, "obj_all": 1.0}, 2)
    assert [rc.candidate.docno for rc in ranked] == ["d1", "d2"]  # valid input: ranked as before


# --- review of 2026-12 (s17rev2): findings 7, 8 and 9 -------------------------------------------------------------


def test_features_of_a_text_less_document_are_said_to_be_raw_not_what_a_ranking_weighs():
    """Finding 7: for a text-less document features() gives the snippet's own arg_/q_ values, which a ranking
    replaces by the topic's mean over full texts; the docstring promised "as in a run". It now says which values a
    ranking replaces and where to read those it uses."""
    snippet = "A desktop is better than a laptop for gaming because it is faster. However, laptops are portable."
    raw = api.features(QUESTION, "", "comparative", title="Laptop vs desktop", snippet=snippet)
    (ranked,) = api.rerank(QUESTION, [api.Doc("d", "Laptop vs desktop", "", snippet)], "comparative")
    assert raw["fallback"] == ranked.features["fallback"] == 1.0
    assert raw["arg_score"] != 0.0 and ranked.features["arg_score"] == 0.0  # no full text in the list: mean 0
    doc = " ".join((api.features.__doc__ or "").split())
    assert "before the fallback imputation" in doc and "rerank(...)[i].features" in doc
    assert "(``arg_*``, ``q_*``) by the topic's mean over its full texts (0 when it has none)" in doc


@pytest.mark.parametrize(
    ("question", "task", "hint"),
    [
        ("Which is better, tea or coffee?", "controversial", 'did you mean task="comparative"?'),
        ("Should teachers get tenure?", "comparative", 'use task="controversial"'),
    ],
)
def test_a_question_of_the_other_task_is_warned_about_as_the_commands_do(question, task, hint):
    """Finding 8: the stance command and run warn when the question looks like the other task's; the API did not."""
    text = "Tea is much better than coffee." if task == "controversial" else "Teachers should get tenure."
    for call in (
        lambda: api.stance(question, [text], task),
        lambda: api.rerank(question, [api.Doc("d", "t", text)], task),
        lambda: api.features(question, text, task),
    ):
        with pytest.warns(UserWarning, match=hint.replace("?", r"\?")):
            call()


def test_the_right_task_is_not_warned_about():
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        api.stance("Which is better, tea or coffee?", ["Tea is much better than coffee."], "comparative")
        api.stance(TENURE, [TENURE_PRO], "controversial")
        api.rerank(QUESTION, _docs(), "comparative")


def test_rerank_reranks_the_top_50_by_default_as_run_does():
    """Finding 9: rerank re-ranked every document by default, run only the top DEFAULT_RERANK_DEPTH (50)."""
    from comparative_ir.pipeline import DEFAULT_RERANK_DEPTH

    filler = [api.Doc(f"f{i}", "Bakery", BAKERY, "", 1.0) for i in range(DEFAULT_RERANK_DEPTH)]
    docs = [*filler, api.Doc("guide", "Laptop vs desktop for gaming", GUIDE, "", 1.0)]
    ranked = api.rerank(QUESTION, docs, "comparative")
    assert ranked[-1].docno == "guide" and ranked[-1].score is None  # below the depth: ChatNoir's order
    assert sum(r.score is not None for r in ranked) == DEFAULT_RERANK_DEPTH
    everything = api.rerank(QUESTION, docs, "comparative", depth=None)
    assert everything[0].docno == "guide" and all(r.score is not None for r in everything)


def test_a_documents_url_reaches_the_features_as_in_a_run(monkeypatch):
    """A researcher's URL feature read 0 from Python: Doc and features took no URL (review, session 21)."""
    from comparative_ir import ranking

    seen: list[str] = []
    original = ranking.extract_features

    def spy(parsed, question, candidates, documents, task):
        seen.extend(c.url for c in candidates)
        return original(parsed, question, candidates, documents, task)

    monkeypatch.setattr(ranking, "extract_features", spy)
    monkeypatch.setattr(api, "extract_features", spy)
    api.features(QUESTION, "Tea is better.", "comparative", url="https://example.org/tea-vs-coffee")
    docs = [api.Doc("a", "A", "Tea.", url="https://a.example"), {"docno": "b", "title": "B", "url": "u"}]
    api.rerank(QUESTION, docs, "comparative")
    assert seen == ["https://example.org/tea-vs-coffee", "https://a.example", "u"]


def test_clean_gives_the_text_a_run_of_imported_texts_reads():
    """The API read a text as given, a run of the same imported text cleaned it as an HTML page (blank lines gone, a
    page under 100 characters a title + snippet fallback): 17 of the 25 Touché 2023 odd topics came out in the
    run's order (a researcher's review, session 21); with the run's own cleaning, all 25."""
    text = "Teachers should get tenure. Tenure protects teachers who teach controversial topics.\n\n\n\n"
    text += "Good teachers stay in schools for years."
    assert api.clean(text, html=False) == text.replace("\n\n\n\n", "\n")
    assert api.clean("Short page about tenure.", html=False) == ""
    page = f"<html><body><nav>Home | Login</nav><article><p>{text}</p></article></body></html>"
    assert "Login" not in api.clean(page)
    docs = [api.Doc("a", "Tenure", api.clean("Short page about tenure.", html=False), snippet="Tenure.", score=2.0)]
    docs.append(api.Doc("b", "Tenure", api.clean(text, html=False), score=1.0))
    ranked = api.rerank("Should teachers get tenure?", docs, "controversial")
    assert {r.docno: r.fallback for r in ranked} == {"a": True, "b": False}
    with pytest.raises(TypeError, match="page must be a string"):
        api.clean(b"one paragraph a line", html=False)  # type: ignore[arg-type]


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_run_writes_the_commands_run_file_byte_for_byte(tmp_path, task):
    """A run could only be made by the command: a sweep over weights from Python needed a TOML file per setting."""
    weights = {"chatnoir_score": 1.0, "rel_query_density": 0.5}
    toml = tmp_path / "w.toml"
    toml.write_text(f"[{task}]\nchatnoir_score = 1.0\nrel_query_density = 0.5\n")
    store, topics = FIXTURES / "store", FIXTURES / task
    cache = tmp_path / "cache"
    cli_out = tmp_path / "cli"
    args = ["run", "-i", str(topics), "-o", str(cli_out), "--replay", str(store), "--task", task, "--stance"]
    assert main([*args, "--weights", str(toml), "--explain", "--cache-dir", str(cache), "--quiet"]) == 0
    result = api.run(
        topics, store, tmp_path / "api", task, weights=weights, stance=True, explain=True, cache_dir=cache, processes=1
    )  # the command ran at the default processes: the same files in one
    assert result.run_file.read_bytes() == (cli_out / "run.txt").read_bytes()
    assert result.features_file is not None
    assert result.features_file.read_bytes() == (cli_out / "features.jsonl").read_bytes()
    assert result.topics == len(parse_topics(topics / "topics.xml")) and result.documents > 0
    shipped = api.run(topics / "topics.xml", store, tmp_path / "shipped", task, only_topics=["1"], cache_dir=cache)
    assert {qid for qid, *_ in (line.split() for line in shipped.run_file.read_text().splitlines())} == {"1"}


def test_run_sets_an_earlier_run_aside_as_the_command_does(tmp_path):
    """A determinism review (session 31): api.run with explain, then without into the same directory, left the first
    run's features.jsonl beside the second run's run.txt (57 of its 74 rows named another document than the same
    line of the new run); the command moves earlier files to *.previous first."""
    store, topics, out, cache = FIXTURES / "store", FIXTURES / "comparative", tmp_path / "out", tmp_path / "cache"
    first = api.run(topics, store, out, "comparative", explain=True, only_topics=["1"], cache_dir=cache, processes=1)
    earlier = (first.run_file.read_bytes(), (out / "features.jsonl").read_bytes())
    second = api.run(topics, store, out, "comparative", weights={"chatnoir_score": 1.0}, only_topics=["1"],
                     cache_dir=cache, processes=1)  # fmt: skip
    assert second.features_file is None and not (out / "features.jsonl").exists()
    assert ((out / "run.txt.previous").read_bytes(), (out / "features.jsonl.previous").read_bytes()) == earlier


def test_run_checks_its_arguments_before_writing_anything(tmp_path):
    store, topics = FIXTURES / "store", FIXTURES / "comparative"
    out = tmp_path / "out"
    with pytest.raises(ValueError, match="no comparative feature is called no_such_feature"):
        api.run(topics, store, out, "comparative", weights={"no_such_feature": 1.0})
    with pytest.raises(ValueError, match="only_topics: no topic 99"):
        api.run(topics, store, out, "comparative", only_topics=["99"])
    with pytest.raises(TypeError, match="only_topics"):
        api.run(topics, store, out, "comparative", only_topics="1")
    with pytest.raises(ValueError, match="rerank_depth"):
        api.run(topics, store, out, "comparative", rerank_depth=0)
    with pytest.raises(ValueError, match="explain needs rerank"):
        api.run(topics, store, out, "comparative", rerank=False, explain=True)
    with pytest.raises(ValueError, match="processes must be"):
        api.run(topics, store, out, "comparative", processes=0)
    with pytest.raises(ValueError, match="task"):
        api.run(topics, store, out, "comparatve")
    with pytest.raises(Exception, match="does not exist"):
        api.run(topics, tmp_path / "no-store", out, "comparative")
    assert not out.exists()


def test_run_refuses_what_the_command_refuses_before_any_work(tmp_path):
    """From a Python user's review (session 28): a tag with a space failed only when the run file was written,
    after all the work, leaving a checkpoint; "no" for a true/false option re-ranked and labelled (a non-empty
    string is true); a store recorded for the other task, an output path that is a file and a missing store raised
    a store error or FileExistsError deep inside, the first leaving an empty directory; only_topics=[] wrote an
    empty run. Each is now a ValueError or TypeError before anything is written."""
    store, topics = FIXTURES / "store", FIXTURES / "comparative"
    out = tmp_path / "out"
    with pytest.raises(ValueError, match="tag must be one word"):
        api.run(topics, store, out, "comparative", tag="my tag")
    for name in ("rerank", "stance", "explain"):
        with pytest.raises(TypeError, match=f"{name} must be True or False, not 'no'"):
            api.run(topics, store, out, "comparative", **{name: "no"})
    with pytest.raises(ValueError, match="only_topics is empty"):
        api.run(topics, store, out, "comparative", only_topics=[])
    with pytest.raises(ValueError, match="does not exist"):
        api.run(topics, tmp_path / "no-store", out, "comparative")
    with pytest.raises(ValueError, match="has no recorded search for topic"):
        api.run(FIXTURES / "controversial", store, out, "comparative")
    assert not out.exists()
    (tmp_path / "afile").write_text("x")
    with pytest.raises(ValueError, match="is a file, not a directory"):
        api.run(topics, store, tmp_path / "afile", "comparative")


def test_numpy_numbers_are_numbers():
    """A sweep over np.arange or values read from a DataFrame are numpy's: np.int64(2) was "not a whole number"."""
    np = pytest.importorskip("numpy")
    docs = [api.Doc("a", "Laptop or desktop", GUIDE, score=np.float32(2.0)), api.Doc("b", "Shop", SHOP, score=1)]
    ranked = api.rerank(QUESTION, docs, "comparative", weights={"chatnoir_score": np.float64(1.0)}, depth=np.int64(2))
    assert [r.docno for r in ranked] == ["a", "b"]
    assert api.features(QUESTION, GUIDE, "comparative", chatnoir_rank=np.int64(2))["chatnoir_rank"] == pytest.approx(
        2**-0.5
    )
    assert api.stance(QUESTION, [GUIDE], "comparative", pages=np.bool_(True))[0].label


def test_documents_without_scores_keep_the_given_order_as_a_feature():
    """Docs without scores all scored 0, so chatnoir_score weighed nothing and the re-ranked 2020 snippets fell from
    0.646 to 0.580 (a reviewer's measurement); the PyTerrier re-ranker scores an unscored list N, ..., 1."""
    texts = [("a", SHOP), ("b", BAKERY), ("c", GUIDE)]
    unscored = api.rerank(QUESTION, [api.Doc(d, "Page", t) for d, t in texts], "comparative")
    scored = api.rerank(
        QUESTION, [api.Doc(d, "Page", t, score=3.0 - k) for k, (d, t) in enumerate(texts)], "comparative"
    )
    assert [(r.docno, r.score) for r in unscored] == [(r.docno, r.score) for r in scored]
    assert unscored[0].doc.score is None  # the given document comes back as given
    with pytest.raises(ValueError, match=r"docs\[1\] \(b\) has no score but others have"):
        api.rerank(QUESTION, [api.Doc("a", "Page", SHOP, score=1.0), api.Doc("b", "Page", BAKERY)], "comparative")


def test_scores_beyond_a_runs_range_are_kept_within_it_as_a_run_keeps_them():
    """Scores of 1e308 and -1e308 overflowed the min-max normalisation: the top document scored NaN and the order was
    another than a run's, which keeps ChatNoir's scores within +-1e9 (a code review, session 29)."""
    texts = [("a", GUIDE), ("b", SHOP), ("c", GUIDE)]

    def ranked(scores: list[float]) -> list:
        docs = [api.Doc(d, "Page", t, score=s) for (d, t), s in zip(texts, scores, strict=True)]
        return api.rerank(QUESTION, docs, "comparative")

    huge, kept = ranked([1e308, 0.0, -1e308]), ranked([1e9, 0.0, -1e9])
    assert all(math.isfinite(r.score) for r in huge)
    assert [(r.docno, r.score) for r in huge] == [(r.docno, r.score) for r in kept]
    # the order is checked on the scores given, before they are kept within the range (a review of the diff)
    with pytest.raises(ValueError, match=r"scores 3000000000.0, more than the document before it \(2000000000.0\)"):
        ranked([2e9, 3e9, 0.0])
    with pytest.raises(ValueError, match="must be a finite number"):
        ranked([10**400, 0.0, -1.0])  # was an OverflowError


def test_fallback_is_what_the_ranking_did_for_invisible_text():
    """A text of zero-width spaces or NUL characters fell back to the title and snippet but said fallback=False."""
    docs = [api.Doc("a", "Laptop or desktop", "\u200b\u200b", "Desktops win"), api.Doc("b", "Guide", GUIDE)]
    ranked = {r.docno: r for r in api.rerank(QUESTION, docs, "comparative")}
    assert ranked["a"].fallback and ranked["a"].features["fallback"] == 1.0
    assert not ranked["b"].fallback


def test_clean_reads_html_bytes_by_the_pages_charset():
    """api.clean took str only, so a page's bytes had to be decoded by guess (a windows-1252 page as UTF-8 swapped two
    ranks of a demo topic against the run); bytes are read as a fetched page's are."""
    page = "<html><head><meta charset='windows-1252'></head><body><article><p>" + "Caf\u00e9 cr\u00e8me. " * 20
    page += "</p></article></body></html>"
    assert api.clean(page.encode("cp1252")) == api.clean(page)


def test_run_counts_the_topics_it_wrote(tmp_path):
    """A topic with no results is not in the run file; RunResult.topics said 25 for a run file of 24 topics."""
    from comparative_ir.recording import RecordedSearch

    store = FixtureStore(tmp_path / "s").ensure()
    docs = [
        {"trec_id": f"clueweb12-0000wb-00-0000{i}", "uuid": f"u{i}", "score": 10.0 - i, "title": "Tea or coffee",
         "snippet": "Tea is better than coffee.", "target_uri": ""}
        for i in range(3)
    ]  # fmt: skip
    store.save_search(RecordedSearch("cw12", "Which is better, tea or coffee?", {"total_results": 3}, docs))
    store.save_search(RecordedSearch("cw12", "Cats or dogs?", {"total_results": 0}, []))
    store.save_search(RecordedSearch("cw12", "cats dogs", {"total_results": 0}, []))
    topics = tmp_path / "topics.xml"
    topics.write_text(
        "<topics><topic><number>1</number><title>Which is better, tea or coffee?</title></topic>"
        "<topic><number>2</number><title>Cats or dogs?</title></topic></topics>"
    )
    result = api.run(topics, tmp_path / "s", tmp_path / "out", "comparative", rerank=False, cache_dir=tmp_path / "c")
    assert result.topics == 1 and "no results for topics 2" in result.summary
    assert {line.split()[0] for line in result.run_file.read_text().splitlines()} == {"1"}


def test_parse_keeps_the_annotations_spans_on_request():
    """usage.md: `distribute=False` "in Python" keeps "use a VPN"; api.parse had no such option (a review of the
    docs, session 29), only the internal question.parse_question."""
    question = "Is it better to use a VPN or Tor?"
    assert api.parse(question).objects == ("VPN", "Tor")
    assert api.parse(question, distribute=False) == parse_question(question, distribute=False)
    assert api.parse(question, distribute=False).objects == ("use a VPN", "Tor")
    with pytest.raises(TypeError, match="distribute must be True or False"):
        api.parse(question, distribute="no")


def test_a_store_missing_topics_is_named_in_pythons_terms(tmp_path):
    """The hint for a store recorded for part of the topics gave the command's "--only-topics 1,3,5", which passed to
    api.run as it reads is a TypeError (a review of the docs, session 29); it now gives only_topics=[...]."""
    from xml.sax.saxutils import escape

    from comparative_ir.topics import parse_topics

    first = parse_topics(FIXTURES / "comparative" / "topics.xml")[0]
    topics = tmp_path / "topics.xml"
    topics.write_text(
        f"<topics><topic><number>{first.number}</number><title>{escape(first.title)}</title></topic>"
        "<topic><number>99</number><title>Is an unrecorded question better than none?</title></topic></topics>"
    )
    with pytest.raises(ValueError, match="topic 99") as raised:
        api.run(topics, FIXTURES / "store", tmp_path / "out", "comparative")
    assert f"only_topics=[{first.number!r}]" in str(raised.value) and "--only-topics" not in str(raised.value)
    api.run(topics, FIXTURES / "store", tmp_path / "out", "comparative", only_topics=[first.number], rerank=False)
