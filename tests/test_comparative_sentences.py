"""Comparative sentence classification (CompSent-19 labels): hand-made rules, batch == single, and the data."""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest

from comparative_ir.features.comparative import (
    LABELS,
    Comparison,
    classify_sentence,
    classify_sentences,
    compare_in_doc,
    count_comparisons,
)
from comparative_ir.nlp import tagger_only

CASES = [
    # plain comparatives, both orders
    ("Python", "Java", "Python is faster than Java.", "BETTER"),
    ("Python", "Java", "Python is slower than Java.", "WORSE"),
    ("Python", "Java", "Java is slower than Python.", "BETTER"),
    ("Python", "Java", "Java is faster than Python.", "WORSE"),
    ("Ruby", "Python", "Python is much easier to read than Ruby.", "WORSE"),
    ("C++", "Python", "C++ runs much faster than Python.", "BETTER"),
    # negation and draws
    ("Python", "Java", "Python is not faster than Java.", "WORSE"),
    ("Python", "Java", "Honestly, Python isn't any better than Java for this.", "WORSE"),
    ("PHP", "Python", "PHP is not as readable as Python.", "WORSE"),
    ("PHP", "Python", "PHP is not as expensive as Python to host.", "BETTER"),
    ("dogs", "cats", "Cats are not as needy as dogs.", "WORSE"),  # a participant's review: "needy" is bad
    ("Python", "Java", "Python is no better than Java.", "NONE"),
    ("Python", "Java", "Python is as fast as Java.", "NONE"),
    ("Python", "Java", "Python is better or worse than Java depending on the task.", "NONE"),
    # more / less / fewer + word
    ("desktop", "laptop", "A desktop is more expensive than a laptop.", "WORSE"),
    ("desktop", "laptop", "A desktop is less expensive than a laptop.", "BETTER"),
    ("desktop", "laptop", "A desktop is more reliable than a laptop.", "BETTER"),
    ("desktop", "laptop", "A desktop is less reliable than a laptop.", "WORSE"),
    ("PostgreSQL", "MySQL", "PostgreSQL has fewer bugs than MySQL.", "BETTER"),
    # preference, verbs, "superior to", advantage nouns
    ("Vim", "Emacs", "I prefer Vim over Emacs.", "BETTER"),
    ("Emacs", "Vim", "I prefer Vim over Emacs.", "WORSE"),
    ("Vim", "Emacs", "Most people would choose Vim over Emacs.", "BETTER"),
    ("PostgreSQL", "MySQL", "PostgreSQL outperforms MySQL on complex queries.", "BETTER"),
    ("Ford", "Toyota", "Toyota beats Ford.", "WORSE"),
    ("Firefox", "Chrome", "Firefox still lags behind Chrome in speed.", "WORSE"),
    ("Canon", "Nikon", "Canon lenses are superior to Nikon lenses.", "BETTER"),
    ("Canon", "Nikon", "Canon lenses are inferior to Nikon lenses.", "WORSE"),
    ("Python", "Java", "The main advantage of Python over Java is its syntax.", "BETTER"),
    ("Intel", "AMD", "Intel has an edge over AMD in single-thread speed.", "BETTER"),
    # no "than": the subject is the object right before the cue
    ("Java", "Python", "Compared with Java, Python is more concise.", "WORSE"),
    ("Java", "Python", "Unlike Java, Python is easier to learn.", "WORSE"),
    ("Coke", "Pepsi", "Coke is good, but Pepsi is better.", "WORSE"),
    ("Scala", "Java", "Scala is simply a better Java.", "BETTER"),
    ("PHP", "Perl", "I used to use Perl, but PHP is much easier than either.", "BETTER"),
    ("tea", "coffee", "The tea was mediocre, but the coffee was excellent.", "WORSE"),
    # no comparison between the two
    ("Python", "Java", "I use Python and Java at work.", "NONE"),
    ("Python", "Java", "Python and Java are both faster than Ruby.", "NONE"),
    ("Python", "Java", "Python and Java are easier to learn.", "NONE"),
    ("Python", "Java", "Is Python better than Java?", "NONE"),
    ("Python", "Java", "Python was released before Java.", "NONE"),
    ("Python", "Java", "Python is better than 40 percent of languages, Java too.", "NONE"),
    # only one object present; objects inside other words do not count
    ("Python", "Java", "Python is faster than Ruby.", "NONE"),
    ("Java", "Python", "JavaScript is faster than Python.", "NONE"),
    ("Go", "Rust", "Rust is safer than Golang.", "NONE"),
    ("Windows", "Windows XP", "Windows XP is faster than Linux.", "NONE"),
    ("C", "Java", "C++ is faster than Java.", "NONE"),
    ("C", "C#", "C is faster than C#.", "BETTER"),
    ("C", "C#", "C# is safer than C.", "WORSE"),
    ("C", "C++", "C++ is faster than C.", "WORSE"),
    # plural, possessive and multi-word objects
    ("Apple", "Dell", "Apple's laptops are lighter than Dell's.", "BETTER"),
    ("Mac", "PC", "Macs are more expensive than PCs.", "WORSE"),
    ("Windows XP", "Windows 7", "Windows 7 is more secure than Windows XP.", "WORSE"),
    # a denied opinion denies the comparison under it
    ("coffee", "tea", "I don't think coffee is better than tea.", "WORSE"),
    ("coffee", "tea", "Nobody believes coffee is better than tea.", "WORSE"),
    ("coffee", "tea", "I think coffee is better than tea.", "BETTER"),
    # a singular/plural pair: "cars" is the plural object's, not both objects' (the label depended on the order)
    ("car", "cars", "A car is better than cars.", "BETTER"),
    ("cars", "car", "A car is better than cars.", "WORSE"),
    ("boxes", "box", "A box is worse than boxes.", "BETTER"),
    # what is used up is a cost; louder and hotter lose (review 2026-11-22)
    ("laptop", "desktop", "A laptop uses less power than a desktop.", "BETTER"),
    ("laptop", "desktop", "A laptop costs more than a desktop.", "WORSE"),
    ("laptop", "desktop", "A laptop needs more power than a desktop.", "WORSE"),
    ("laptop", "desktop", "A laptop requires less maintenance than a desktop.", "BETTER"),
    ("laptop", "desktop", "Laptops are louder than desktops.", "WORSE"),
    ("laptop", "desktop", "Laptops get hotter than desktops.", "WORSE"),
    ("laptop", "desktop", "I like a laptop more than a desktop.", "BETTER"),
    # a name of several words is also written as its initials, in capitals (2026-11-25)
    ("solid state drive", "hard disk drive", "An SSD is much faster than an HDD.", "BETTER"),
    ("solid state drive", "hard disk drive", "HDDs are cheaper than SSDs.", "WORSE"),
    ("solid state drive", "hard disk drive", "The ssd is faster than the hdd.", "NONE"),  # capitals only
    # fewer of something bad wins (the demo's hiking page, session 17)
    ("trail runners", "boots", "I had fewer blisters in trail runners than in boots.", "BETTER"),
    ("Toyota", "Honda", "Toyotas need fewer repairs than Hondas.", "BETTER"),
    # the forms English gives a name's last word, and a name written as one word (session 39)
    ("university", "college", "Universities are more expensive than colleges.", "WORSE"),
    ("city", "village", "Cities are noisier than villages.", "WORSE"),
    ("WiFi", "Ethernet", "Wi-Fi is slower than Ethernet.", "WORSE"),
    ("Wi-Fi", "Ethernet", "WiFi is slower than Ethernet.", "WORSE"),
    ("ASP.NET", "ASP", "ASP.NET is much faster than classic ASP.", "BETTER"),
    ("OpenOffice.org", "Microsoft Office", "OpenOffice is cheaper than Microsoft Office.", "BETTER"),
]


@pytest.mark.parametrize(("object_a", "object_b", "sentence", "label"), CASES, ids=[c[2] for c in CASES])
def test_hand_made_sentences(object_a, object_b, sentence, label):
    assert classify_sentence(object_a, object_b, sentence) == label


def test_batch_equals_single_and_keeps_order():
    rows = [case[:3] for case in CASES]
    assert classify_sentences(rows, batch_size=7) == [classify_sentence(*row) for row in rows]
    assert classify_sentences([]) == []


def test_compare_in_doc_names_the_cue():
    doc = tagger_only()("Python is faster than Java.")
    assert compare_in_doc(doc, "Python", "Java") == Comparison("BETTER", "faster than")
    assert compare_in_doc(doc, "Python", "Ruby") == Comparison("NONE", None)


def test_count_comparisons_over_the_sentences_of_a_page():
    page = tagger_only()(
        "Python is faster than Java. I like Ruby. Java is more verbose than Python. "
        "Python and Java are both popular. Java beats Python on startup time."
    )
    counts = count_comparisons(page.sents, "Python", "Java")
    assert counts == {"BETTER": 2, "WORSE": 1, "NONE": 1}  # "I like Ruby" does not mention both


def test_untagged_sentence_is_an_error():
    untagged = tagger_only().make_doc("Python is faster than Java.")
    with pytest.raises(ValueError, match="tagged"):
        compare_in_doc(untagged, "Python", "Java")
    assert compare_in_doc(untagged, "Python", "Ruby").label == "NONE"  # no tags needed to see Ruby is absent


def test_empty_object_is_an_error():
    with pytest.raises(ValueError, match="non-empty"):
        classify_sentence("", "Java", "Python is faster than Java.")
    with pytest.raises(ValueError, match="non-empty"):
        classify_sentences([("Python", "Java", "ok"), ("Python", " ", "ok")])


def test_same_object_twice_is_no_comparison():
    assert classify_sentence("Python", "python", "Python 3 is faster than Python 2.") == "NONE"


# --- the labelled data (CompSent-19, evaluation only) -----------------------------------------------------------


def _shared_data() -> Path:
    override = os.environ.get("COMPARATIVE_IR_SHARED_DATA")
    return Path(override) if override else Path(__file__).resolve().parents[2] / "shared" / "data"


COMPSENT = _shared_data() / "comparative" / "compsent19-data.csv"


def macro_f1(gold: list[str], predicted: list[str]) -> float:
    f1s = []
    for label in LABELS:
        tp = sum(g == p == label for g, p in zip(gold, predicted, strict=True))
        fp = sum(p == label != g for g, p in zip(gold, predicted, strict=True))
        fn = sum(g == label != p for g, p in zip(gold, predicted, strict=True))
        f1s.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(f1s) / len(f1s)


@pytest.mark.shared_data
@pytest.mark.skipif(
    not COMPSENT.exists(), reason=f"CompSent-19 data not found at {COMPSENT} (set COMPARATIVE_IR_SHARED_DATA)"
)
def test_macro_f1_on_compsent19():
    with COMPSENT.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) > 5000
    predicted = classify_sentences((r["object_a"], r["object_b"], r["sentence"]) for r in rows)
    score = macro_f1([r["most_frequent_label"] for r in rows], predicted)
    assert score >= 0.70, f"macro-F1 {score:.3f} < 0.70"
