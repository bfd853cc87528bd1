import pytest

from comparative_ir.documents import Document
from comparative_ir.evaluation import ndcg_trec
from comparative_ir.features.relevance import aspect_features, object_features, query_features
from comparative_ir.question import ParsedQuestion
from comparative_ir.ranking import (
    WeightsError,
    combine,
    dump_weights,
    extract_features,
    load_weights,
    normalise,
    rerank,
)
from comparative_ir.retrieval import Candidate
from comparative_ir.runfile import RunEntry
from comparative_ir.tuning import TopicData, coordinate_ascent, cross_validate, mean_ndcg, ndcg, topic_order

QUESTION = ParsedQuestion(
    question="Which is better for gaming, a laptop or a desktop?",
    comparative=True,
    objects=("laptop", "desktop"),
    aspects=("gaming",),
    predicate="better",
)
GOOD = (
    "A desktop is better than a laptop for gaming because it has more cooling and a faster graphics card. "
    "However, a laptop is easier to carry. Therefore I recommend a desktop if you play at home.\n"
    "Laptops are more expensive than desktops with the same performance."
)
SHOP = "Laptop sale! Buy laptop now. Cheap laptop deals. Free shipping on every laptop."
OFF = "Our bakery sells fresh bread and cakes every morning. Visit us downtown."


def _cand(i, title="", score=None):
    return Candidate(f"d{i}", f"u{i}", "cw12", 100.0 - i if score is None else score, i, title, "snippet")


def _docs(texts):
    return {("cw12", f"u{i}"): Document(f"d{i}", f"u{i}", "cw12", t, "fetched") for i, t in enumerate(texts, 1)}


def test_object_features_on_hand_made_texts():
    good = object_features(QUESTION.objects, GOOD, "Laptop or desktop for gaming?", GOOD.split(". "))
    shop = object_features(QUESTION.objects, SHOP, "Laptop sale", SHOP.split(". "))
    assert good["obj_all"] == 1.0 and shop["obj_all"] == 0.0
    assert good["obj_title"] == 1.0 and shop["obj_title"] == 0.5
    assert good["obj_cooccurrence"] > 0 and shop["obj_cooccurrence"] == 0
    assert good["obj_proximity"] > 0.5 and shop["obj_balance"] == 0.0
    assert object_features((), GOOD, "", [])["obj_mentions"] == 0.0


def test_plural_and_possessive_mentions_count_but_substrings_do_not():
    feats = object_features(("car",), "Cars are fast. The car's engine. Carbon is not a car mention.", "", [])
    assert feats["obj_mentions"] == pytest.approx(__import__("math").log1p(3))


def test_query_and_aspect_features():
    q = query_features(QUESTION.question, GOOD, "Laptop vs desktop")
    assert q["rel_query_coverage"] == 1.0 and q["rel_query_title_coverage"] == pytest.approx(2 / 3)
    assert query_features(QUESTION.question, OFF, "")["rel_query_coverage"] == 0.0
    assert aspect_features(("for gaming",), "better", GOOD) == {"asp_coverage": 1.0, "pred_present": 1.0}


def test_no_pair_question_has_no_object_signal():
    question = ParsedQuestion("What are the best rice cookers?", False, (), (), None)
    rows = extract_features(question, question.question, [_cand(1), _cand(2)], _docs([GOOD, SHOP]))
    assert all(row["obj_all"] == 0.0 and row["cmp_sentences"] == 0.0 for row in rows)


def test_normalise_and_combine():
    rows = normalise([{"a": 1.0, "b": 5.0}, {"a": 3.0, "b": 5.0}, {"a": 2.0}])
    assert [r["a"] for r in rows] == [0.0, 1.0, 0.5]
    assert [r["b"] for r in rows] == [1.0, 1.0, 0.0]
    assert combine(rows, {"a": 2.0}) == [0.0, 2.0, 1.0]


def test_rerank_moves_the_comparison_up_and_keeps_the_tail():
    cands = [_cand(1, "Laptop sale"), _cand(2, "Bakery"), _cand(3, "Laptop or desktop for gaming?"), _cand(4), _cand(5)]
    weights = {"chatnoir_score": 0.2, "obj_all": 1.0, "cmp_sentences": 1.0, "rel_query_coverage": 1.0}
    ranked = rerank(QUESTION, QUESTION.question, cands, _docs([SHOP, OFF, GOOD]), weights, rerank_depth=3)
    assert [rc.candidate.docno for rc in ranked] == ["d3", "d1", "d2", "d4", "d5"]
    assert [rc.final_rank for rc in ranked] == [1, 2, 3, 4, 5]
    assert ranked[0].features["cmp_sentences"] > 0
    assert set(ranked[0].contributions) <= set(weights)
    assert ranked[3].features == {}


def test_fallback_documents_get_features_from_title_and_snippet():
    rows = extract_features(QUESTION, QUESTION.question, [_cand(1, "Laptop vs desktop")], {})
    assert rows[0]["fallback"] == 1.0 and rows[0]["obj_title"] == 1.0


def test_a_snippet_does_not_beat_fetched_pages_on_query_density_by_construction():
    """The fallback's title and snippet were chosen for the query's words: with default weights and equal ChatNoir
    scores it outranked the fetched comparison (its query and cue densities were the topic's maximum)."""
    seo = Candidate("d1", "u1", "cw12", 10.0, 1, "Laptop vs desktop: which is better?", "Laptop vs desktop: better?")
    page = Candidate("d2", "u2", "cw12", 10.0, 2, "A buyer's guide", "")
    other = Candidate("d3", "u3", "cw12", 10.0, 3, "Bakery", "")
    docs = {
        ("cw12", "u2"): Document("d2", "u2", "cw12", GOOD * 3, "fetched"),
        ("cw12", "u3"): Document("d3", "u3", "cw12", OFF * 3, "fetched"),
    }
    ranked = rerank(QUESTION, QUESTION.question, [seo, page, other], docs, load_weights(None, "comparative"), 3)
    fallback = next(rc for rc in ranked if rc.candidate.docno == "d1")
    assert ranked[0].candidate.docno == "d2"
    page_values = [rc.features["rel_query_density"] for rc in ranked if rc.candidate.docno != "d1"]
    assert fallback.features["rel_query_density"] == pytest.approx(sum(page_values) / 2)  # what --explain shows
    rows = normalise(
        [{"fallback": 1.0, "rel_query_density": 9.0}, {"rel_query_density": 1.0}, {"rel_query_density": 3.0}]
    )
    assert rows[0]["rel_query_density"] == 0.5  # the mean of the pages, not the topic's maximum


def test_snippets_alone_keep_their_densities():
    rows = normalise([{"fallback": 1.0, "rel_query_density": 2.0}, {"fallback": 1.0, "rel_query_density": 1.0}])
    assert [r["rel_query_density"] for r in rows] == [1.0, 0.0]


def test_default_weights_load_for_both_tasks(tmp_path):
    for task in ("comparative", "controversial"):
        weights = load_weights(None, task)
        assert weights["chatnoir_score"] > 0
    path = tmp_path / "w.toml"
    path.write_text(dump_weights({"obj_all": 0.5, "q_score": 0.0}, "comparative", "fitted"))
    assert load_weights(path, "comparative") == {"obj_all": 0.5}
    path.write_text("obj_all = 2\n")
    assert load_weights(path, "controversial") == {"obj_all": 2.0}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[comparative\n", "not valid TOML"),
        ("[other]\na = 1\n", "unknown table \\[other\\] \\(tables: \\[comparative\\], \\[controversial\\]\\)"),
        ("[controversial]\nchatnoir_score = 1\n", "no \\[comparative\\] table"),
        ("a = 'x'\n", "finite"),
        ("[comparative]\nchatnoir_score = 0\n", "every weight .* is 0"),  # every score 0.0: all documents tie
    ],
)
def test_bad_weights_files(tmp_path, content, message):
    path = tmp_path / "w.toml"
    path.write_text(content)
    with pytest.raises(WeightsError, match=message):
        load_weights(path, "comparative")


def test_tuning_ndcg_matches_trec_semantics_of_the_evaluator():
    qrels = {"1": {"a": 2, "b": 1, "c": 0, "d": -2, "z": 1}}
    order = ["x", "b", "a", "d", "y", "c"]
    run = [RunEntry("1", "Q0", d, i, 10.0 - i, "t") for i, d in enumerate(order, 1)]
    assert ndcg(order, qrels["1"], 5) == pytest.approx(ndcg_trec(run, qrels, 5)[0])


def _synthetic_topics(n=12):
    topics = []
    for t in range(n):
        docnos = tuple(f"t{t}d{i}" for i in range(6))
        good = (t * 7) % 6  # the relevant document sits at a varying ChatNoir rank
        rows = tuple({"signal": 1.0 if i == good else 0.0, "noise": ((i * 13 + t) % 5) / 4} for i in range(6))
        topics.append(TopicData(str(t), docnos, rows, {docnos[good]: 2}))
    return topics


def test_coordinate_ascent_finds_the_signal_and_cross_validation_reports():
    topics = _synthetic_topics()
    assert mean_ndcg(topics, {}) < 0.8
    weights = coordinate_ascent(topics, ["signal", "noise"], {})
    assert weights.get("signal", 0) > 0
    assert mean_ndcg(topics, weights) == 1.0
    cv = cross_validate(topics, ["signal", "noise"], {}, folds=4)
    assert cv.cross_validated == pytest.approx(1.0) and cv.start < 0.8
    assert topic_order(topics[0], {"signal": 1})[0] == topics[0].docnos[0]


def test_controversial_task_adds_stance_claim_features():
    question = ParsedQuestion("Should teachers get tenure?", False, (), (), None)
    claims = "Teachers should get tenure. Tenure for teachers must stay. Teachers need tenure. " * 3
    rows = extract_features(question, question.question, [_cand(1), _cand(2)], _docs([claims, OFF]), "controversial")
    assert rows[0]["stance_claims"] > rows[1]["stance_claims"] == 0.0
    assert "stance_claims" not in extract_features(question, question.question, [_cand(1)], _docs([claims]))[0]


def test_feature_cache_round_trip_and_invalidation(tmp_path):
    from comparative_ir.ranking import FeatureCache

    cache = FeatureCache(tmp_path)
    cands = [_cand(1), _cand(2)]
    docs = _docs([GOOD, SHOP])
    key = cache.key("comparative", QUESTION, QUESTION.question, cands, docs)
    assert cache.get(key) is None
    rows = extract_features(QUESTION, QUESTION.question, cands, docs)
    cache.put(key, rows)
    assert cache.get(key) == rows
    assert cache.key("comparative", QUESTION, QUESTION.question, cands, _docs([GOOD, OFF])) != key  # text changed
    assert cache.key("controversial", QUESTION, QUESTION.question, cands, docs) != key
    assert cache.key("comparative", QUESTION, QUESTION.question, cands[:1], docs) != key


def test_the_words_of_links_are_no_mentions():
    """A list of links ("laptop_vs_desktop_which_is_better.html") had a higher query density than an answer."""
    links = (
        "Sources:\nhttps://www.pcworld.com/article/laptop_vs_desktop_which_is_better.html\n"
        "https://www.example.com/best/desktop_or_laptop_pros_and_cons. Mail laptop.deals@example.com today."
    )
    rows = extract_features(QUESTION, QUESTION.question, [_cand(1), _cand(2)], _docs([links, GOOD]))
    assert rows[0]["rel_query_density"] < rows[1]["rel_query_density"]
    assert rows[0]["obj_mentions"] == 0.0 and rows[0]["cue_comparison_density"] == 0.0


def test_document_features_are_the_same_computed_now_or_by_the_cleaning_workers():
    """Computed at ranking time they were taken on the text with its links blanked (for the query features), so a
    page's link share was 0 there and not in the workers' cached features: two values for one page, depending on
    the path (found by `bench_features.py`'s own check, session 16)."""
    from comparative_ir.features.document import document_features

    text = ("Public schools or private schools? See https://example.org/schools/compare for the data. " * 20).strip()
    cand = Candidate("d1", "u1", "cw22", 10.0, 1, "Schools", "snippet")
    fresh = {("cw22", "u1"): Document("d1", "u1", "cw22", text, "fetched")}
    cached = {("cw22", "u1"): Document("d1", "u1", "cw22", text, "fetched", features=document_features(text))}
    now = extract_features(QUESTION, QUESTION.question, [cand], fresh)[0]
    assert now == extract_features(QUESTION, QUESTION.question, [cand], cached)[0]
    assert now["q_url_share"] > 0


def test_a_tie_within_rounding_keeps_chatnoir_order():
    """0.8 + 0.25 + 0.1 + 0.1 sums to 1.2500000000000002 and 1.0 + 0.25 to 1.25: equal scores, so ChatNoir's order
    decides, as documented (a researcher's review found rounding noise deciding, session 20)."""
    weights = {"a": 0.8, "b": 0.25, "c": 0.1, "d": 0.1, "e": 1.0}
    rows = [
        {"a": 0.0, "b": 1.0, "c": 0.0, "d": 0.0, "e": 1.0},  # ChatNoir rank 1: 0.25 + 1.0
        {"a": 1.0, "b": 1.0, "c": 1.0, "d": 1.0, "e": 0.0},  # rank 2: 0.8 + 0.25 + 0.1 + 0.1
        {"a": 0.0, "b": 0.0, "c": 0.0, "d": 0.0, "e": 0.0},
    ]
    cands = [_cand(i) for i in range(1, 4)]
    ranked = rerank(QUESTION, QUESTION.question, cands, {}, weights, rerank_depth=3, rows=rows)
    assert ranked[0].score != ranked[1].score  # the noise is there ...
    assert [rc.candidate.chatnoir_rank for rc in ranked] == [1, 2, 3]  # ... and does not decide


def test_a_page_that_fell_back_is_read_with_each_topics_own_snippet():
    """A determinism review (session 31): the fetch keeps one document per page, and a page that fell back to title
    and snippet carried the first topic's snippet into every topic that found it, so a topic's features (and with
    other weights its order) changed with the other topics of the run (Touché 2020 topic 21: score 0.8024 in the
    full run, 0.8215 alone)."""
    from comparative_ir.documents import fallback_text
    from comparative_ir.ranking import document_text

    first = Candidate("d1", "u1", "cw12", 9.0, 1, "Laptops", "Laptops for students, a guide.")
    second = Candidate("d1", "u1", "cw12", 7.0, 4, "Laptops", "A desktop is faster than a laptop for gaming.")
    documents = {("cw12", "u1"): Document("d1", "u1", "cw12", fallback_text(first), "fallback", "http-404")}
    assert document_text(second, documents) == (fallback_text(second), True)
    question = ParsedQuestion("Laptop or desktop for gaming?", True, ("laptop", "desktop"), ("gaming",), None)
    alone = extract_features(question, "laptop or desktop for gaming", [second], {})
    shared = extract_features(question, "laptop or desktop for gaming", [second], documents)
    assert shared == alone
    fetched = {("cw12", "u1"): Document("d1", "u1", "cw12", "The page itself, as fetched.", "fetched")}
    assert document_text(second, fetched) == ("The page itself, as fetched.", False)


STUFFED = (
    "Are you looking for laptop vs desktop information? Laptop or desktop which is better is a question many people "
    "ask when they want to buy a laptop or desktop computer. Here at Laptop vs Desktop Guide we compare laptop and "
    "desktop so you can find out which is better, laptop or desktop. Laptop vs desktop: a laptop is better for "
    "portability and a desktop is better for power. Which is better for you, a laptop or a desktop? The best laptop "
    "or desktop is the laptop or desktop that is better for you. Laptop vs desktop comparison shows that laptop is "
    "better than desktop for travel and desktop is better than laptop for gaming. Laptop or desktop for students? "
    "Laptop is better for students. Laptop or desktop for gaming? Desktop is better for gaming. Laptop or desktop for "
    "home? Desktop is better for home. We hope this laptop vs desktop guide helped you decide which is better, laptop "
    "or desktop. Laptop vs desktop, desktop vs laptop, best laptop, best desktop, laptop or desktop."
)
WRITTEN = (
    "For five years my only computer was a laptop. I wrote code on it, edited photos on it and carried it to every "
    "meeting. Last spring I built a desktop again, and I do not regret it. The desktop is faster for the same money, "
    "because its parts do not have to fit into a thin case and stay cool there. I can also replace a part when it "
    "fails, whereas a broken laptop usually means a new laptop. However, the laptop still wins when you travel: a "
    "desktop stays at home. Therefore my advice is simple. If you work in one place, buy a desktop and a cheap tablet "
    "for the road; if you move around every week, a good laptop is worth its higher price."
)


def test_repetition_gate_spares_written_text_and_discounts_stuffing():
    from comparative_ir.features.document import document_features
    from comparative_ir.features.quality import repetition_gate

    assert repetition_gate({}) == 1.0  # no text: nothing to judge
    assert repetition_gate(document_features(WRITTEN)) == 1.0
    assert repetition_gate(document_features(STUFFED)) < 0.5


def test_a_keyword_stuffed_page_does_not_keep_the_top_by_its_repetitions():
    """BM25F puts the stuffed page first, and its query-term, comparison-cue and comparative-sentence counts kept it
    there (a review of pages written to game the ranker, session 32): those are discounted for a page that repeats
    itself."""
    from comparative_ir import api

    question = "Which is better, a laptop or a desktop?"
    docs = [
        api.Doc("stuffed", "Laptop vs Desktop - Which is Better?", STUFFED, score=10.0),
        api.Doc("written", "Why I went back to a desktop", WRITTEN, score=9.8),
    ]
    ranked = api.rerank(question, docs, "comparative")
    assert [r.docno for r in ranked] == ["written", "stuffed"]
    stuffed = next(r for r in ranked if r.docno == "stuffed")
    assert stuffed.features["rel_query_density"] > 0  # the evidence is there, and discounted


VAPING_ANSWER = (
    "Is vaping safe?\nShort answer: vaping is safer than smoking, but vaping is not safe. Vaping delivers nicotine, "
    "which is addictive and harms the developing brain, and vaping liquids contain chemicals whose long-term effects "
    "are unknown. If you smoke, switching to vaping may help. If you do not smoke, do not start vaping."
)
COFFEE_PAGE = (
    "Is coffee good for you? For most adults, yes. Coffee is one of the most studied drinks in the world, and moderate "
    "coffee drinking, three to four cups of coffee a day, is linked to a lower risk of type 2 diabetes, Parkinson's "
    "disease and liver disease.\nCoffee contains caffeine, but coffee also contains hundreds of other compounds, "
    "including antioxidants. Decaf coffee shows many of the same benefits as regular coffee, which suggests that "
    "caffeine is not the whole story.\nCoffee is not for everyone. Pregnant women should limit coffee to about two "
    "cups a day. People with anxiety or trouble sleeping may feel worse with coffee, especially coffee in the "
    "afternoon. Unfiltered coffee, such as French press or Turkish coffee, can raise cholesterol.\nWhat you add to "
    "coffee matters too. A black coffee has almost no calories; a large flavored coffee with syrup and cream can have "
    "400."
)


@pytest.mark.parametrize("text", [VAPING_ANSWER, COFFEE_PAGE])
def test_a_written_page_that_names_its_topic_often_is_not_discounted(text):
    """A short answer repeats the question's words and a page about coffee says "coffee": their top-word share put
    their repetition component under the knee (0.37, 0.42) in the first version of the gate, though their words vary
    (MATTR 0.72, 0.75; a review of it, session 32)."""
    from comparative_ir.features.document import document_features
    from comparative_ir.features.quality import quality_components, repetition_gate

    features = document_features(text)
    assert quality_components(features)["repetition"] < 0.5  # the component alone would gate them
    assert repetition_gate(features) == 1.0


def test_a_fallback_is_never_discounted_for_its_topics_repetition():
    """A snippet takes the topic's mean writing features; in a topic of stuffed pages that mean repeats itself, but
    the snippet does not."""
    from comparative_ir.features.document import document_features
    from comparative_ir.ranking import normalise

    stuffed = {**document_features(STUFFED), "chatnoir_score": 1.0, "fallback": 0.0}
    snippet = {"chatnoir_score": 2.0, "fallback": 1.0, "q_log_words": 0.0}
    rows = normalise([stuffed, dict(stuffed, chatnoir_score=0.0), snippet])
    assert rows[2]["chatnoir_score"] == 1.0 and rows[0]["chatnoir_score"] < 0.5
