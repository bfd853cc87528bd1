"""Stance of a document towards two compared objects: hand-made examples per label and per rule, batch ==
single, and the figure on the CompQuestions 2022 stance set (skips when the shared data is absent)."""

from __future__ import annotations

import csv
import os
import random
import sys
from pathlib import Path

import pytest

from comparative_ir.stance.comparative import (
    EDGE_WEIGHT,
    LABELS,
    StanceEvidence,
    _mentions,
    _object_pattern,
    _polarity,
    _question_prior,
    _recommendation,
    _single_comparison,
    comparative_stance,
    comparative_stances,
)

EDITORS = ("Vim", "Emacs")


def label(text: str, objects: tuple[str, ...] = EDITORS, question: str | None = None) -> str:
    return comparative_stance(text, objects, question).label


# --- one example per label ----------------------------------------------------------------------------------------


def test_labels():
    assert LABELS == ("FIRST", "SECOND", "NEUTRAL", "NO")


def test_first():
    assert label("I'd go with Vim. It starts instantly and the keybindings grow on you.") == "FIRST"


def test_second():
    assert label("Vim is slower than Emacs for large files, and Emacs has org-mode.") == "SECOND"


def test_neutral():
    text = "It depends on your needs. Vim and Emacs each have their pros and cons, and both are fine editors."
    assert label(text) == "NEUTRAL"


def test_no_when_off_topic():
    evidence = comparative_stance("I like turtles. They live for a long time.", EDITORS)
    assert evidence == StanceEvidence("NO", 0.0, 0.0, 0.0, (0, 0))


@pytest.mark.parametrize("objects", [(), ("Vim",), ("Vim", "  "), ("", "Vim", "Emacs"), ("Vim", "vim")])
def test_fewer_than_two_objects_is_no(objects):
    assert label("Vim is great, better than Emacs.", objects) == "NO"


def test_empty_text_is_no():
    assert label("") == "NO"


# --- rule by rule -------------------------------------------------------------------------------------------------


def test_comparative_sentences_decide_by_order_of_objects():
    text = "Vim is much faster than Emacs."
    assert label(text, ("Vim", "Emacs")) == "FIRST"
    assert label(text, ("Emacs", "Vim")) == "SECOND"


@pytest.mark.parametrize(
    "sentence",
    [
        "Go with Emacs.",
        "I'd choose Emacs.",
        "Honestly, I would definitely pick Emacs.",
        "You should use Emacs.",
        "Emacs is the way to go.",
        "Emacs, hands down.",
        "Get the Emacs build from the website.",
        "I prefer Emacs.",
        "Just stick with Emacs.",
        "I switched to Emacs years ago.",
        "Your best bet is Emacs.",
        "Emacs would be my choice.",
        "Emacs is what you want.",
        "Emacs is better suited for this.",
    ],
)
def test_recommendations(sentence):
    spans = _mentions(sentence, (_object_pattern("Emacs", "Vim"), None))[0]
    assert _recommendation(sentence, spans) == 1
    assert label(f"Vim has modes. {sentence} That is all.") == "SECOND"


@pytest.mark.parametrize(
    "sentence", ["Avoid Emacs.", "Stay away from Emacs.", "Don't use Emacs.", "I would not recommend Emacs."]
)
def test_advice_against_favours_the_other(sentence):
    spans = _mentions(sentence, (_object_pattern("Emacs", "Vim"), None))[0]
    assert _recommendation(sentence, spans) == -1
    assert label(f"Vim has modes. {sentence} That is all.") == "FIRST"


@pytest.mark.parametrize(
    "sentence",
    [
        "If you use Emacs, you get org-mode.",  # a condition, not advice
        "You can use Emacs for mail.",  # a possibility
        "Emacs users often use Emacs for mail.",
    ],
)
def test_no_recommendation(sentence):
    spans = _mentions(sentence, (_object_pattern("Emacs", "Vim"), None))[0]
    assert _recommendation(sentence, spans) == 0


def test_polarity_lexicon_and_negation():
    assert _polarity("It is reliable and fast, I love it.") > 0
    assert _polarity("It is awful and overpriced.") < 0
    assert _polarity("It is not reliable.") < 0
    assert _polarity("I never had a problem with it.") > 0
    assert _polarity("It compiles the code.") == 0


def test_evaluations_of_one_object_at_a_time():
    text = (
        "I have used both editors for years. Emacs crashes a lot and is awful on slow machines. "
        "Vim is reliable and excellent everywhere. Emacs is bloated and buggy. That is my experience."
    )
    evidence = comparative_stance(text, EDITORS)
    assert evidence.first > evidence.second
    assert evidence.label == "FIRST"


def test_comparative_about_one_object():
    sentence = "In my tests Vim starts much faster."
    assert _single_comparison(sentence, (12, 15)) == 1
    assert _single_comparison("Notepad is worse than Vim.", (22, 25)) == 1  # the complement of an unfavourable one
    assert _single_comparison("Vim is better than ever.", (0, 3)) == 0
    assert _single_comparison("Vim is more touristic.", (0, 3)) == 0  # describes, does not rate
    assert _single_comparison("Vim is more reliable.", (0, 3)) == 1
    assert _single_comparison("Vim is not faster.", (0, 3)) == -1


@pytest.mark.parametrize(
    "cue",
    [
        "It depends.",
        "Either is fine.",
        "Each has its pros and cons.",
        "There is no clear winner.",
        "It really depends on your needs.",
        "Both are good.",
        "It doesn't matter much.",
    ],
)
def test_neutrality_cues_outweigh_a_small_margin(cue):
    without = comparative_stance("Vim and Emacs are editors. Vim is good. Emacs is here too. Thanks.", EDITORS)
    assert without.label == "FIRST"
    evidence = comparative_stance(f"Vim and Emacs are editors. Vim is good. {cue} Emacs is here too. Thanks.", EDITORS)
    assert evidence.neutral > 0
    assert evidence.label == "NEUTRAL"


def test_first_and_last_sentences_weigh_more():
    middle = comparative_stance("Vim and Emacs exist. Emacs is great. Vim is here too. Fine.", EDITORS)
    edge = comparative_stance("Emacs is great. Vim and Emacs exist. Vim is here too. Fine.", EDITORS)
    assert middle.second == 1.0
    assert edge.second >= EDGE_WEIGHT


def test_a_document_about_one_object_favours_it():
    text = "Emacs can do everything. Emacs has org-mode. Emacs runs on any system."
    evidence = comparative_stance(text, EDITORS)
    assert evidence.mentions == (0, 3)
    assert evidence.label == "SECOND"


def test_question_presupposing_a_winner():
    text = "Vim and Emacs are editors with many users. They are old."
    assert label(text, question="Why is Vim faster than Emacs?") == "FIRST"
    assert label(text, question="When is Vim worse than Emacs?") == "SECOND"
    assert label(text, question="Is Vim faster than Emacs?") == "NEUTRAL"  # asks, presupposes nothing
    patterns = (_object_pattern("Vim", "Emacs"), _object_pattern("Emacs", "Vim"))
    assert _question_prior("How is Vim more expensive than Emacs?", patterns) == -1
    assert _question_prior("How is Vim less expensive than Emacs?", patterns) == 1


def test_an_off_topic_document_is_no_whatever_the_question():
    text = "I like turtles. They live for a long time."
    assert label(text, question="Why is Vim faster than Emacs?") == "NO"
    assert label(text, question="What is the difference between Vim and Emacs?") == "NO"


def test_more_than_two_objects_uses_the_first_two():
    assert label("Go with Emacs.", ("Vim", "Emacs", "Nano")) == "SECOND"


def test_difference_questions_lean_neutral():
    text = "Vim and Emacs are editors with many users. Vim is great."
    assert label(text) == "FIRST"
    assert label(text, question="What is the difference between Vim and Emacs?") == "NEUTRAL"


# --- object mentions ----------------------------------------------------------------------------------------------


def mentioned(sentence: str, first: str, second: str) -> tuple[bool, bool]:
    a, b = _mentions(sentence, (_object_pattern(first, second), _object_pattern(second, first)))
    return bool(a), bool(b)


def test_mentions_by_distinctive_words():
    assert mentioned("Blurring keeps the maxima.", "Gaussian Blur", "Down Sampling") == (True, False)
    assert mentioned("Specialise if you enjoy it.", "to specialize in a field", "expand into other fields") == (
        True,
        False,
    )
    # "linear programming" is shared, so only the whole name or "mixed" refers to the second object
    assert mentioned(
        "Mixed programs are harder.", "Integer Linear Programming", "Mixed Integer Linear Programming"
    ) == (
        False,
        True,
    )


def test_mentions_without_the_leading_article():
    assert mentioned("Type C fits most sockets.", "a type C", "F plug adapter") == (True, False)
    assert mentioned("To wash is safer.", "to wash", "not to wash") == (True, False)


def test_mentions_keep_symbols_and_prefer_longer_names():
    assert mentioned("C++ has templates.", "C", "C++") == (False, True)
    assert mentioned("C has a stable ABI.", "C", "C++") == (True, False)
    assert mentioned("Windows 7 boots fast.", "Windows", "Windows 7") == (False, True)
    assert mentioned("I use C# daily.", "C#", "Java") == (True, False)


# --- batch == single ----------------------------------------------------------------------------------------------


def test_batch_equals_single():
    items = [
        ("I'd go with Vim. Emacs is fine too.", EDITORS, None),
        ("Vim is slower than Emacs.", EDITORS, "Which is faster, Vim or Emacs?"),
        ("It depends. Both are fine.", EDITORS, None),
        ("Nothing to see here.", EDITORS, None),
        ("Vim is great.", ("Vim",), None),
        ("Canon lenses are superior to Nikon lenses. Get the Canon.", ("Nikon", "Canon"), None),
        (
            "Why? Because IntelliJ beats Eclipse every time.",
            ("IntelliJ", "Eclipse"),
            "How is IntelliJ better than Eclipse?",
        ),
    ]
    assert comparative_stances(items) == [comparative_stance(*item) for item in items]
    assert comparative_stances([]) == []


# --- the labelled data (CompQuestions 2022 stance, evaluation only) ------------------------------------------------


def _shared_data() -> Path:
    override = os.environ.get("COMPARATIVE_IR_SHARED_DATA")
    return Path(override) if override else Path(__file__).resolve().parents[2] / "shared" / "data"


STANCE_TSV = _shared_data() / "comparative" / "compquestions22-stance-dataset-dev.tsv"
GOLD = {"0": "NO", "1": "NEUTRAL", "2": "FIRST", "3": "SECOND"}


def macro_f1(gold: list[str], predicted: list[str]) -> float:
    f1s = []
    for name in LABELS:
        tp = sum(g == p == name for g, p in zip(gold, predicted, strict=True))
        fp = sum(p == name != g for g, p in zip(gold, predicted, strict=True))
        fn = sum(g == name != p for g, p in zip(gold, predicted, strict=True))
        f1s.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(f1s) / len(f1s)


@pytest.mark.shared_data
@pytest.mark.skipif(
    not STANCE_TSV.exists(), reason=f"stance data not found at {STANCE_TSV} (set COMPARATIVE_IR_SHARED_DATA)"
)
def test_macro_f1_on_compquestions22_stance():
    """All rows with an answer text (the Yahoo! Answers rows carry only ids). The brief's target is 0.50; the
    rules reach about 0.42 (benchmarks/bench_stance_comparative.py), so this guards against regressions."""
    csv.field_size_limit(sys.maxsize)
    with STANCE_TSV.open(newline="", encoding="utf-8") as handle:
        rows = [r for r in csv.DictReader(handle, delimiter="\t") if not r["answer"].strip().isdigit()]
    assert len(rows) > 300
    items = [(r["answer"], (r["object_1"], r["object_2"]), r["question"]) for r in rows]
    predicted = [e.label for e in comparative_stances(items)]
    gold = [GOLD[r["answer_stance"]] for r in rows]
    score = macro_f1(gold, predicted)
    assert score >= 0.40, f"macro-F1 {score:.3f} < 0.40"
    order = list(range(len(rows)))
    random.Random(22).shuffle(order)
    held_out = sorted(order[len(rows) // 2 :])
    held_score = macro_f1([gold[i] for i in held_out], [predicted[i] for i in held_out])
    assert held_score >= 0.36, f"held-out macro-F1 {held_score:.3f} < 0.36"
