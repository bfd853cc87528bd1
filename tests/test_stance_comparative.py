"""Stance of a document towards two compared objects: hand-made examples per label (the shipped model) and per
rule (the rules' own decision, which the model reads), the model file and its symmetry, the training procedure on
made-up data, batch == single, and the figures on the CompQuestions 2022 stance set (skip without the data)."""

from __future__ import annotations

import csv
import json
import os
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from comparative_ir.stance import comparative as C
from comparative_ir.stance.comparative import (
    EDGE_WEIGHT,
    LABELS,
    MODEL_PATH,
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
SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"


def label(text: str, objects: tuple[str, ...] = EDITORS, question: str | None = None) -> str:
    """The shipped classifier's label."""
    return comparative_stance(text, objects, question).label


def rules(text: str, objects: tuple[str, ...] = EDITORS, question: str | None = None) -> StanceEvidence:
    """The rules' own decision, before the model."""
    return C._readings([(text, objects, question)])[0][1]


def rules_label(text: str, objects: tuple[str, ...] = EDITORS, question: str | None = None) -> str:
    return rules(text, objects, question).label


# answers of a realistic length (the model learnt from answers of about 200 words; short snippets are not its
# job), written for these tests
PICKS_VIM = (
    "I'd go with Vim. I have used both editors for about ten years, and Vim is the one I keep coming back to. "
    "It starts instantly, it is installed on every server I log into, and once the keybindings are in your "
    "fingers you edit text faster than with anything else. Vim is also much lighter on old machines. "
    "Emacs is a fine program, but it is slower to start and its configuration became a hobby of its own for me. "
    "If you want an editor that simply edits text, Vim is the way to go."
)
HEDGES = (
    "It really depends on what you want from an editor. Vim and Emacs are both mature, both are free, and "
    "both have huge communities and plugin ecosystems. Vim is modal and very fast to start; Emacs is more "
    "of an environment, with mail, org-mode and a Lisp interpreter built in. Each has its pros and cons, and "
    "there is no clear winner: people who love one usually find the other awkward at first. Try both for a "
    "couple of weeks and keep the one that suits the way you work. It is a matter of personal preference."
)
EXPLAINS = (
    "Vim descends from vi, the visual mode of the ex line editor written by Bill Joy in 1976. "
    "Emacs started as a set of macros for the TECO editor at MIT, also in 1976. "
    "Vim is modal: keys insert text in insert mode and run commands in normal mode. "
    "Emacs is not modal and uses key chords with Control and Meta instead. "
    "Emacs is extended in Emacs Lisp, and Vim in Vimscript or Lua in the Neovim fork."
)
LEANS_VIM = (  # praise for one, advice for neither
    "Vim starts instantly and is installed on every server. Its keybindings are fast once learnt, and it is much "
    "lighter on old machines. Emacs is slower to start, and its configuration can become a hobby of its own. "
    "Vim is modal, Emacs is not. Both have large communities."
)
OFF_TOPIC = (
    "I like turtles. They live for a long time and need a warm tank with clean water. Feed them leafy greens "
    "and the occasional insect, and take them to a vet once a year. My turtle is twenty years old now."
)


# --- one example per label (the shipped model) ------------------------------------------------------------------------


def test_labels():
    assert LABELS == ("FIRST", "SECOND", "NEUTRAL", "NO")


def test_first():
    assert label(PICKS_VIM) == "FIRST"


def test_second():
    assert label(PICKS_VIM, ("Emacs", "Vim")) == "SECOND"


def test_neutral():
    assert label(HEDGES) == "NEUTRAL"
    assert label(HEDGES, ("Emacs", "Vim")) == "NEUTRAL"


def test_no_for_an_explanation_of_the_difference():
    """Explaining what tells the objects apart, without judging, is NO in the data; the rules said NEUTRAL."""
    question = "What is the difference between Vim and Emacs?"
    assert rules_label(EXPLAINS, question=question) == "NEUTRAL"
    assert label(EXPLAINS, question=question) == "NO"


def test_no_for_an_off_topic_page():
    assert label(OFF_TOPIC) == "NO"
    assert label(OFF_TOPIC, question="Which is better, Vim or Emacs?") == "NO"


def test_no_when_off_topic():
    evidence = comparative_stance("I like turtles. They live for a long time.", EDITORS)
    assert evidence == StanceEvidence("NO", 0.0, 0.0, 0.0, (0, 0), decided_by="quiet page")


@pytest.mark.parametrize("objects", [(), ("Vim",), ("Vim", "  "), ("", "Vim", "Emacs"), ("Vim", "vim")])
def test_fewer_than_two_objects_is_no(objects):
    assert label("Vim is great, better than Emacs.", objects) == "NO"


def test_empty_text_is_no():
    assert label("") == "NO"


# --- rule by rule (the rules' decision, which the model reads) --------------------------------------------------------


def test_comparative_sentences_decide_by_order_of_objects():
    text = "Vim is much faster than Emacs."
    assert rules_label(text, ("Vim", "Emacs")) == "FIRST"
    assert rules_label(text, ("Emacs", "Vim")) == "SECOND"


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
        "Emacs is the better editor for most people.",  # the verdict in any noun (a fresh sample, session 16)
        "For programmers, Emacs is the better tool: more packages, better modes.",
        "Unless modal editing matters to you, Emacs is the better editor for most people.",
        "Asked which one to keep, it's Emacs, no question.",
        "If you ask me which one to take, it's the Emacs, and it isn't close.",
    ],
)
def test_recommendations(sentence):
    spans = _mentions(sentence, (_object_pattern("Emacs", "Vim"), None))[0]
    assert _recommendation(sentence, spans) == 1
    assert rules_label(f"Vim has modes. {sentence} That is all.") == "SECOND"


@pytest.mark.parametrize(
    "sentence", ["Avoid Emacs.", "Stay away from Emacs.", "Don't use Emacs.", "I would not recommend Emacs."]
)
def test_advice_against_favours_the_other(sentence):
    spans = _mentions(sentence, (_object_pattern("Emacs", "Vim"), None))[0]
    assert _recommendation(sentence, spans) == -1
    assert rules_label(f"Vim has modes. {sentence} That is all.") == "FIRST"


@pytest.mark.parametrize(
    "sentence",
    [
        "If you use Emacs, you get org-mode.",  # a condition, not advice
        "You can use Emacs for mail.",  # a possibility
        "Emacs users often use Emacs for mail.",
        "Emacs is the best known editor.",
        "It's Emacs that has org-mode.",
        "If you want one program for everything, Emacs is the better editor.",  # a case, not the verdict
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
    evidence = rules(text)
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
    without = rules("Vim and Emacs are editors. Vim is good. Emacs is here too. Thanks.")
    assert without.label == "FIRST"
    evidence = rules(f"Vim and Emacs are editors. Vim is good. {cue} Emacs is here too. Thanks.")
    assert evidence.neutral > 0
    assert evidence.label == "NEUTRAL"


def test_first_and_last_sentences_weigh_more():
    middle = rules("Vim and Emacs exist. Emacs is great. Vim is here too. Fine.")
    edge = rules("Emacs is great. Vim and Emacs exist. Vim is here too. Fine.")
    assert middle.second == 1.0
    assert edge.second >= EDGE_WEIGHT


def test_a_document_about_one_object_favours_it():
    text = "Emacs can do everything. Emacs has org-mode. Emacs runs on any system."
    evidence = rules(text)
    assert evidence.mentions == (0, 3)
    assert evidence.label == "SECOND"


def test_question_presupposing_a_winner():
    text = "Vim and Emacs are editors with many users. They are old."
    assert rules_label(text, question="Why is Vim faster than Emacs?") == "FIRST"
    assert rules_label(text, question="When is Vim worse than Emacs?") == "SECOND"
    assert rules_label(text, question="Is Vim faster than Emacs?") == "NEUTRAL"  # asks, presupposes nothing
    patterns = (_object_pattern("Vim", "Emacs"), _object_pattern("Emacs", "Vim"))
    assert _question_prior("How is Vim more expensive than Emacs?", patterns) == -1
    assert _question_prior("How is Vim less expensive than Emacs?", patterns) == 1
    # the second object named first: the presupposition is about it, so the sign turns
    assert _question_prior("Why is Emacs faster than Vim?", patterns) == -1
    assert _question_prior("When is Emacs worse than Vim?", patterns) == 1
    assert rules_label(text, question="Why is Emacs faster than Vim?") == "SECOND"


def test_an_off_topic_document_is_no_whatever_the_question():
    text = "I like turtles. They live for a long time."
    assert label(text, question="Why is Vim faster than Emacs?") == "NO"
    assert label(text, question="What is the difference between Vim and Emacs?") == "NO"


def test_more_than_two_objects_uses_the_first_two():
    assert label("Go with Emacs.", ("Vim", "Emacs", "Nano")) == "SECOND"


def test_difference_questions_lean_neutral():
    text = "Vim and Emacs are editors with many users. Vim is great."
    assert rules_label(text) == "FIRST"
    assert rules_label(text, question="What is the difference between Vim and Emacs?") == "NEUTRAL"


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


def test_mentions_as_answers_spell_the_name():
    assert mentioned("The 64-bit build needs more memory.", "64bit", "32bit Windows") == (True, False)
    assert mentioned("A 64 bit OS addresses more.", "64bit", "32bit Windows") == (True, False)
    assert mentioned("Usually msi packages are for administrators.", ".msi", ".exe") == (True, False)
    assert mentioned("Rename it to setup.exe first.", ".msi", ".exe") == (False, True)
    assert mentioned("Windows7 boots fast.", "Windows 7", "Windows Vista") == (True, False)
    assert mentioned("The mp3 file is smaller.", "mp 3", "wav") == (True, False)


def test_mentions_in_the_forms_english_gives_the_last_word():
    # a plural in -ies, both ways, also of a distinctive word of a longer name
    assert mentioned("Most universities fund it.", "university", "college") == (True, False)
    assert mentioned("Big universities pay more.", "large research university", "small college") == (True, False)
    assert mentioned("A city has more jobs.", "cities", "towns") == (True, False)
    assert mentioned("A city is louder.", "big cities", "small towns") == (True, False)  # a distinctive word's too
    assert mentioned("A movie is shorter.", "movies", "books") == (True, False)
    assert mentioned("Laptop batteries wear out.", "a laptop battery", "AC power") == (True, False)
    # the action of a verb in -ate: "hibernate" / "hibernation"
    assert mentioned("Hibernation saves power.", "Hibernate", "Sleep") == (True, False)
    # not "-ing" or "-ed" after any word, nor "-ion" after a short one, nor "fry" for "fries" (review, session 39)
    assert mentioned("Housing is the best investment.", "house", "apartment") == (False, False)
    assert mentioned("As stated above, the station is near.", "state", "federal") == (False, False)
    assert mentioned("Use dry kindling.", "Kindle", "Kobo") == (False, False)
    assert mentioned("Stir fry is the best side.", "fries", "onion rings") == (False, False)


def test_mentions_of_a_name_written_in_camel_case():
    assert mentioned("Wi-Fi reaches further.", "WiFi", "Wireless") == (True, False)
    assert mentioned("OpenOffice is free.", "OpenOffice.org", "Lotus Symphony") == (True, False)
    assert mentioned("The iPhone and the i-Phone.", "iPhone", "Android") == (True, False)
    # not with a space ("linked in" is no LinkedIn), and a site's suffix stays on a plain word (review, session 39)
    assert mentioned("All the sites linked in this article.", "LinkedIn", "Indeed") == (False, False)
    assert mentioned("We talked face time.", "FaceTime", "Skype") == (False, False)
    assert mentioned("Booking a room is easy.", "Booking.com", "Expedia") == (False, False)
    assert mentioned("Classic ASP is older.", "ASP.NET", "PHP") == (False, False)


# --- the model: file, features, symmetry, training -----------------------------------------------------------------


def _load_trainer():
    sys.path.insert(0, str(SCRIPTS))
    try:
        import train_stance_model
    finally:
        sys.path.remove(str(SCRIPTS))
    return train_stance_model


def test_model_file_is_shipped_and_loaded_once():
    assert MODEL_PATH.exists()
    assert MODEL_PATH.with_name("comparative_model.LICENSE.txt").exists()
    data = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    assert data["labels"] == list(LABELS)
    assert C._model() is C._model()  # lru_cache: read once


def test_model_weights_name_features_that_exist():
    """A feature renamed in ``_features`` but not retrained would silently weigh nothing."""
    symmetric, antisymmetric = C._features(*C._readings([(HEDGES, EDITORS, "Vim or Emacs?")])[0])
    model = C._model()
    assert set(model.stance) <= set(symmetric)
    assert set(model.neutral) <= set(symmetric)
    assert set(model.direction) <= set(antisymmetric)
    assert model.direction  # the model does tell FIRST from SECOND


@pytest.mark.parametrize("text", [PICKS_VIM, HEDGES, EXPLAINS, "Vim is much faster than Emacs. I'd go with Vim."])
def test_swapping_the_objects_swaps_the_features(text):
    """Symmetric features stay, antisymmetric ones change sign: FIRST and SECOND swap by construction."""
    forward = C._features(*C._readings([(text, ("Vim", "Emacs"), None)])[0])
    backward = C._features(*C._readings([(text, ("Emacs", "Vim"), None)])[0])
    assert forward[0] == backward[0]
    assert forward[1] == {k: -v for k, v in backward[1].items()}
    scores, swapped = C._model().scores(*forward), C._model().scores(*backward)
    assert scores["FIRST"] == pytest.approx(swapped["SECOND"])
    assert scores["NEUTRAL"] == pytest.approx(swapped["NEUTRAL"])


SWAP = {"FIRST": "SECOND", "SECOND": "FIRST", "NEUTRAL": "NEUTRAL", "NO": "NO"}


@pytest.mark.parametrize(
    ("text", "question"),
    [
        (PICKS_VIM, None),
        (HEDGES, "Vim or Emacs?"),
        ("Vim and Emacs are editors with many users. They are old.", "Why is Emacs faster than Vim?"),
        ("Vim and Emacs are editors with many users. They are old.", "When is Vim worse than Emacs?"),
        ("Emacs can do everything. Emacs has org-mode. Vim is there too.", "Which is better, Vim or Emacs?"),
        ("Best first search expands the best node. Breadth first search expands level by level.", None),
    ],
)
def test_swapping_the_objects_swaps_the_label(text, question):
    """Whatever the question, a label may not depend on the order the objects are given in (it did for 17 of the
    321 CompQuestions answers: a learned lean towards the first object, a question prior read in one order only,
    and FIRST winning a tie with SECOND)."""
    for objects in (EDITORS, ("best first search", "breadth first search")):
        forward = comparative_stances([(text, objects, question)])[0].label
        backward = comparative_stances([(text, objects[::-1], question)])[0].label
        assert backward == SWAP[forward], (objects, forward, backward)


def test_a_side_without_a_direction_is_not_named():
    """When taking a side scores best but nothing tells the sides apart, neither FIRST nor SECOND is right."""
    model = C._model()
    symmetric, antisymmetric = C._features(*C._readings([(HEDGES, EDITORS, None)])[0])
    boosted = replace(model, bias={**model.bias, "stance": 50.0})  # taking a side scores best
    assert boosted.label(symmetric, {}) in ("NEUTRAL", "NO")
    assert boosted.label(symmetric, antisymmetric) in ("FIRST", "SECOND") or not any(antisymmetric.values())


def test_without_a_model_file_the_rules_decide(monkeypatch):
    items = [(PICKS_VIM, EDITORS, None), (HEDGES, EDITORS, None), (EXPLAINS, EDITORS, "What is the difference?")]
    expected = [replace(evidence, decided_by="rules") for _, evidence in C._readings(items)]
    monkeypatch.setattr(C, "_model", lambda pages=False: None)
    assert comparative_stances(items) == expected


def test_the_model_only_changes_the_label():
    with_model = comparative_stance(EXPLAINS, EDITORS, "What is the difference between Vim and Emacs?")
    alone = rules(EXPLAINS, question="What is the difference between Vim and Emacs?")
    assert (with_model.first, with_model.second, with_model.neutral, with_model.mentions) == (
        alone.first,
        alone.second,
        alone.neutral,
        alone.mentions,
    )


def _toy_examples(n: int = 120) -> list[tuple[dict[str, float], dict[str, float], int]]:
    """Made-up data: an antisymmetric cue ``pick`` (+ FIRST, - SECOND), a symmetric ``hedge`` (NEUTRAL) and
    ``topic`` (0 for NO), with a distractor."""
    rng = random.Random(3)
    out = []
    for i in range(n):
        label = i % 4
        pick = {0: 1.0, 1: -1.0}.get(label, 0.0) + rng.gauss(0, 0.3)
        hedge = (1.0 if label == 2 else 0.0) + rng.gauss(0, 0.3)
        topic = (0.0 if label == 3 else 1.0) + rng.gauss(0, 0.3)
        out.append(({"hedge": hedge, "topic": topic, "noise": rng.random()}, {"pick": pick}, label))
    return out


def test_training_learns_made_up_rules_and_is_deterministic():
    trainer = _load_trainer()
    data = _toy_examples()
    model = trainer.fit(data, 10.0)
    assert model == trainer.fit(data, 10.0)
    assert model["weights"]["direction"]["pick"] > 0
    assert model["weights"]["neutral"]["hedge"] > 0
    assert trainer.macro_f1([g for *_, g in data], trainer.predict(model, data))[0] > 0.9
    keys = [f"q{i // 2}" for i in range(len(data))]  # two answers per question
    figures, predicted = trainer.cross_validate(data, keys, folds=3, seeds=2)
    assert figures["macro_f1_median"] > 0.8
    assert len(predicted) == len(data)


def test_folds_never_split_a_question():
    trainer = _load_trainer()
    keys = [f"q{i % 7}" for i in range(50)]
    folds = trainer.group_folds(keys, 5, seed=1)
    assert sorted(i for fold in folds for i in fold) == list(range(50))
    for fold in folds:
        inside = {keys[i] for i in fold}
        assert all(keys[i] not in inside for other in folds if other is not fold for i in other)


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


needs_data = pytest.mark.skipif(
    not STANCE_TSV.exists(), reason=f"stance data not found at {STANCE_TSV} (set COMPARATIVE_IR_SHARED_DATA)"
)


def _rows() -> list[dict[str, str]]:
    """All rows with an answer text (the Yahoo! Answers rows carry only ids)."""
    csv.field_size_limit(sys.maxsize)
    with STANCE_TSV.open(newline="", encoding="utf-8") as handle:
        return [r for r in csv.DictReader(handle, delimiter="	") if not r["answer"].strip().isdigit()]


@pytest.mark.shared_data
@needs_data
def test_macro_f1_on_compquestions22_stance():
    """The shipped classifier on the rows it was trained on (optimistic: about 0.49, the rules alone 0.42) and
    on the benchmark's held-out half (trained on it too): guards that the shipped file is the trained one."""
    rows = _rows()
    assert len(rows) > 300
    items = [(r["answer"], (r["object_1"], r["object_2"]), r["question"]) for r in rows]
    predicted = [e.label for e in comparative_stances(items, pages=False)]  # answers, not web pages
    gold = [GOLD[r["answer_stance"]] for r in rows]
    score = macro_f1(gold, predicted)
    assert score >= 0.47, f"macro-F1 {score:.3f} < 0.47"
    order = list(range(len(rows)))
    random.Random(22).shuffle(order)
    held_out = sorted(order[len(rows) // 2 :])
    held_score = macro_f1([gold[i] for i in held_out], [predicted[i] for i in held_out])
    assert held_score >= 0.45, f"held-out macro-F1 {held_score:.3f} < 0.45"


@pytest.mark.shared_data
@needs_data
def test_cross_validated_training_procedure():
    """The honest figure, cheaply: grouped 5-fold cross-validation, one seed, the penalty fixed (the full
    procedure, 5 seeds and the penalty chosen inside, is in the benchmark: median about 0.44)."""
    trainer = _load_trainer()
    rows = _rows()
    data, keys = trainer.examples(rows), trainer.groups(rows)
    trainer_grid = trainer.L2_GRID
    try:
        trainer.L2_GRID = (300.0,)
        figures, _ = trainer.cross_validate(data, keys, folds=5, seeds=1)
    finally:
        trainer.L2_GRID = trainer_grid
    assert figures["macro_f1_median"] >= 0.42, figures
    assert figures["median_run_f1"]["NO"] >= 0.25, figures  # the class the rules could not find (0.17)


@pytest.mark.shared_data
@needs_data
def test_readers_labelled_every_answer_and_read_it_better_than_the_target():
    """The readers' file (benchmarks/data, session 38): two labels for each of the answers with text; a careful
    reading reaches macro-F1 0.63 / 0.62 against the gold, above the 0.50 target (ours: 0.48 cross-validated)."""
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "compquestions_stance_readers.tsv"
    with path.open(encoding="utf-8") as handle:
        labels: dict[tuple[str, str], dict[str, str]] = {}
        for row in csv.DictReader(handle, delimiter="\t"):
            assert row["label"] in LABELS and row["confidence"] in {"high", "medium", "low"}
            labels.setdefault((row["ds"], row["id"]), {})[row["reader"]] = row["label"]
    rows = _rows()
    assert set(labels) == {(r["ds"], r["id"]) for r in rows}
    assert all(set(v) == {"1", "2"} for v in labels.values())
    gold = [GOLD[r["answer_stance"]] for r in rows]
    first = macro_f1(gold, [labels[(r["ds"], r["id"])]["1"] for r in rows])
    second = macro_f1(gold, [labels[(r["ds"], r["id"])]["2"] for r in rows])
    assert (round(first, 4), round(second, 4)) == (0.6265, 0.6150)


@pytest.mark.shared_data
@needs_data
def test_the_rules_find_most_of_the_annotated_mentions() -> None:
    """The file marks each object's mentions by hand; the rules find 1,266 of its 1,680 (1,247 before session 39's
    word forms: "universities", "hibernation", "Wi-Fi"; 1,261 before session 40's verb forms, "to fly": "flying";
    1,264 before session 41's model numbers, "HD 4870", and shared heads; most of the rest are paraphrases), and
    take 35 mentions of one object for the other's (38 before session 41)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    try:
        import bench_stance_comparative as bench
    finally:
        sys.path.pop(0)
    total, found, other, _ = bench.mention_recall(_rows())
    assert (total, found, other) == (1680, 1266, 35)


@pytest.mark.parametrize(
    ("question", "objects", "text", "label"),
    [
        # plural and possessive objects are mentioned by their singular ("cats": "a cat"), hyphenated ones without
        # the hyphen; all were NO (neither object found)
        ("Which is better, cats or dogs?", ("cats", "dogs"), "A dog is a far better pet than a cat.", "SECOND"),
        ("Which is better, cats or dogs?", ("cats", "dogs"), "Get a dog. A dog is loyal and fun.", "SECOND"),
        ("Which is better, 64-bit or 32-bit?", ("64-bit", "32-bit"), "64 bit is better than 32 bit.", "FIRST"),
        ("Which is better, 64-bit or 32-bit?", ("64-bit", "32-bit"), "64bit is better than 32bit.", "FIRST"),
        ("Apple's or Google's?", ("Apple's", "Google's"), "Apple is much better than Google.", "FIRST"),
        # "less/more" with a negative word the lexicon lacked
        ("Which is better, tea or coffee?", ("tea", "coffee"), "Tea is less harmful than coffee.", "FIRST"),
        ("Which is better, tea or coffee?", ("tea", "coffee"), "Coffee is more harmful than tea.", "FIRST"),
        ("Which is better, tea or coffee?", ("tea", "coffee"), "Tea has fewer side effects than coffee.", "FIRST"),
        # an object's name not found (an alias): "better" in "X is better than coffee" is not praise of coffee
        ("Which is better, MySQL or PostgreSQL?", ("MySQL", "PostgreSQL"), "Postgres is better than MySQL.", "SECOND"),
        ("Which is better, tea or coffee?", ("tea", "coffee"), "Water is better than coffee.", "FIRST"),
        # questions in the answer ask; they claim nothing
        (
            "Which is better, tea or coffee?",
            ("tea", "coffee"),
            "Is coffee better? No, tea is better than coffee.",
            "FIRST",
        ),
        (
            "Which is better, tea or coffee?",
            ("tea", "coffee"),
            "Is coffee the way to go? Is coffee good? Tea is better than coffee.",
            "FIRST",
        ),
    ],
)
def test_reported_misreadings(question, objects, text, label):
    """Hand-made answers a review found misread (2026-11-22); each also with the objects swapped."""
    assert comparative_stance(text, objects, question).label == label
    swapped = {"FIRST": "SECOND", "SECOND": "FIRST"}.get(label, label)
    assert comparative_stance(text, objects[::-1], question).label == swapped


def test_two_spellings_of_one_object_are_no_pair():
    assert comparative_stance("Laptop is better.", ("laptop", "laptops"), "q").label == "NO"
    assert comparative_stance("Apple is better.", ("Apple", "apple"), "q").label == "NO"


def test_singular_and_plural_of_one_name_as_the_two_objects_stay_apart():
    pattern = _object_pattern("cars", "car")
    assert pattern is not None and pattern.fullmatch("cars") and not pattern.fullmatch("car")
    assert _object_pattern("cars", "dogs").fullmatch("car")  # otherwise the singular is a mention


@pytest.mark.parametrize(
    "text",
    [
        "Why I quit coffee after 15 years. Now I drink tea.",
        "I gave up coffee last year and drink tea instead.",
        "We ditched coffee for tea at the office.",
        "I replaced coffee with tea in the mornings.",
    ],
)
def test_leaving_an_object_votes_against_it(text):
    """Quitting, giving up, ditching or replacing an object is no recommendation of it (review 2026-11-22)."""
    from comparative_ir.stance.comparative import _object_pattern, _recommendation

    sentence = text.split(". ")[0] + "."  # the sentence naming coffee
    spans = [m.span() for m in _object_pattern("coffee", "tea").finditer(sentence)]
    assert spans and _recommendation(sentence, spans) == -1


def test_initials_are_mentions_of_a_name_of_several_words() -> None:
    """Answers abbreviate long object names ("teaching assistantship": "TA"); without the initials this answer
    named neither object in its verdict."""
    objects = ("research assistantship", "teaching assistantship")
    text = "Take the RA. An RA is better than a TA for a PhD student, and RAs are paid more than TAs."
    question = "RA or TA: which is better, a research assistantship or a teaching assistantship?"
    assert label(text, objects, question) == "FIRST"
    assert label(text, objects[::-1], question) == "SECOND"
    # two letters count only where the question or the text shows them ("CT" is a scan, not chiropractic therapy)
    assert label(text, objects) == "NO"
    defined = "A research assistantship (RA) beats a teaching assistantship (TA). " + text
    assert C._object_pattern(objects[0], objects[1], C.defined_initials(defined)).search("an RA")
    assert C._object_pattern("best first search", "breadth first search").search("BFS") is None  # both "BFS"
    assert C._object_pattern("solid state drive", "hard disk drive").search("SSDs")  # three letters: always


_DESCRIPTIVE = """Laptops and desktops are both popular choices for students and professionals.
A laptop is portable and can be carried to class or to the office.
A desktop sits on a desk and usually comes with a separate monitor, keyboard and mouse.
Laptops run on batteries, while desktops need a power outlet.
Both laptops and desktops can run Windows, macOS or Linux.
A desktop has room for more storage drives than a laptop.
Laptops come in sizes from 11 to 17 inches.
Desktops come as towers, all-in-ones and mini PCs.
Prices for both laptops and desktops range from a few hundred to several thousand dollars.
Many laptops have webcams built in, while desktops often need an external one.
Desktops can be upgraded part by part, and laptops mostly cannot.
Gaming laptops and gaming desktops both exist.
Conclusion
For most students, the laptop is the better choice: it goes wherever you go.
Thanks for reading! Share this article with your friends.
Related posts: How to pick a monitor."""


def test_a_verdict_section_weighs_like_the_last_sentence() -> None:
    """Long comparison pages close with a verdict and then page chrome; the verdict was outweighed by descriptive
    lines naming both objects (NEUTRAL)."""
    question = "Which is better, a laptop or a desktop?"
    assert label(_DESCRIPTIVE, ("laptop", "desktop"), question) == "FIRST"
    assert label(_DESCRIPTIVE, ("desktop", "laptop"), question) == "SECOND"
    assert C.VERDICT_OPENING.search("The bottom line: get the laptop.")
    assert not C.VERDICT_OPENING.search("A summary of the specifications follows.")


@pytest.mark.parametrize(
    ("text", "objects"),
    [
        ("For gaming, get the PlayStation. For streaming and media, get the Xbox.", ("PlayStation", "Xbox")),
        ("For streaming and media, get the Xbox. For gaming, get the PlayStation.", ("PlayStation", "Xbox")),
        ("If you travel a lot, go with a laptop. If you game or edit video, buy a desktop.", ("laptop", "desktop")),
    ],
)
def test_each_object_recommended_for_its_own_case_is_neutral(text: str, objects: tuple[str, str]) -> None:
    """A review of hand-written pages: the side named first (or last) won, by position alone."""
    assert label(text, objects, f"{objects[0]} or {objects[1]}?") == "NEUTRAL"
    assert label(text, objects[::-1], f"{objects[1]} or {objects[0]}?") == "NEUTRAL"


def test_an_unconditional_recommendation_still_takes_a_side() -> None:
    text = "For gaming, get the PlayStation. For streaming, get the Xbox. Honestly, just buy the PlayStation."
    assert label(text, ("PlayStation", "Xbox"), "PlayStation or Xbox?") == "FIRST"
    text = "Get a laptop even if it costs more. A desktop is fine too."  # a concession, not a case
    assert label(text, ("laptop", "desktop"), "laptop or desktop?") == "FIRST"


@pytest.mark.parametrize(
    "text",
    [
        "The MacBook is far better than the Chromebook. If you are on a tight budget, get the Chromebook. Buy the "
        "MacBook if you can afford it.",
        "Buy the MacBook if you ask me. The Chromebook is fine for school if you are on a budget.",
        # session 31 tried the closing "if" again, with a list of closings that let advice stand; a review of it
        # found 23 of 26 such closings turned a pick NEUTRAL, and it was taken out
        "The MacBook is far better than the Chromebook. If you are on a tight budget, get the Chromebook. Buy the "
        "MacBook if you have the money.",
        "The MacBook is far better than the Chromebook. If you are on a tight budget, get the Chromebook. I'd buy the "
        "MacBook if I were you.",
        "The MacBook is far better than the Chromebook. If you are on a tight budget, get the Chromebook. Get the "
        "MacBook if you want the best.",
        "The MacBook is far better than the Chromebook. If you are on a tight budget, get the Chromebook. Buy the "
        "MacBook when it goes on sale.",
    ],
)
def test_a_closing_if_is_no_case_of_its_own(text: str) -> None:
    """A review of session 29's diff: reading a closing "if"/"when" after advice as a case of its own made these
    NEUTRAL ("if you can afford it", "if you ask me" close advice that stands), and on the 669 CompQuestions answers
    no label changed; the rule was taken out again."""
    assert label(text, ("MacBook", "Chromebook"), "MacBook or Chromebook?") == "FIRST"


def test_the_former_and_the_latter_name_the_objects_in_text_order() -> None:
    """A review of hand-written pages (2026-11-25): "I would pick the latter" named no object (NO)."""
    text = "I have built sites with PHP and Python for years. If I could only learn one today, I would pick the latter."
    assert label(text, ("PHP", "Python"), "PHP or Python?") == "SECOND"
    assert label(text, ("Python", "PHP"), "Python or PHP?") == "FIRST"


@pytest.mark.parametrize(
    "text",
    [
        "Skiing is great on a powder day, but I'd say snowboarding.",
        "Skiing has its moments. My vote goes to snowboarding.",
        "Skiing is fine for families. For me it's snowboarding, no question.",
    ],
)
def test_idiomatic_picks_are_recommendations(text: str) -> None:
    assert label(text, ("skiing", "snowboarding"), "Is skiing or snowboarding more fun?") == "SECOND"


def test_the_last_sentence_is_the_last_of_the_text_proper() -> None:
    sentences = ["Laptops are portable.", "Buy the laptop.", "Share this article", "Privacy | Terms | Contact"]
    assert C._last_prose(sentences) == 1
    assert C._last_prose(["Tea."]) == 0


def test_a_title_line_casts_no_lead_vote() -> None:
    """ "How to Connect to MySQL with PHP PDO" opened a tutorial and voted for PHP; a bare pick still votes."""
    assert C._heading("How to Connect to MySQL with PHP PDO")
    assert not C._heading("Tea.") and not C._heading("Postgres") and not C._heading("Go with PHP, definitely.")
    reading = C._read("How to Connect to MySQL with PHP PDO\nFirst, install the driver.", ("PHP", "Python"), None)
    assert reading.votes["lead"] == [0.0, 0.0]


def test_names_a_page_gives_an_object_in_brackets_are_mentions() -> None:
    """Reviews call objects by brand names ("Coca-Cola" for "Coke"); the one-object votes went to the other."""
    text = "Coca-Cola (Coke) beat Pepsi in our blind taste test. Most tasters preferred Coca-Cola. Coca-Cola wins."
    assert label(text, ("Coke", "Pepsi"), "Pepsi or Coke?") == "FIRST"
    assert label(text, ("Pepsi", "Coke"), "Pepsi or Coke?") == "SECOND"
    patterns = (C._object_pattern("ibuprofen", "aspirin"), C._object_pattern("aspirin", "ibuprofen"))
    assert C._page_aliases("Ibuprofen (Advil, Motrin) and aspirin are NSAIDs.", patterns) == (("Advil", "Motrin"), ())
    # not units, not lower-case words, not the other object
    assert C._page_aliases("Ibuprofen (200 mg) or aspirin (see below), ibuprofen (aspirin)?", patterns) == ((), ())


@pytest.mark.parametrize(
    ("sentence", "pick"),
    [
        ("Both are excellent consoles, but if you can only buy one, get a PS5.", True),
        ("Both work, but I would go with Vim.", True),
        ("Both are great, but it depends on what you play.", False),
        ("Both have pros and cons.", False),
    ],
)
def test_a_hedge_that_leads_to_a_pick_is_no_draw(sentence: str, pick: bool) -> None:
    """A page review: "Both are excellent, but ... get a PS5" counted as a hedge (double weight in a verdict)."""
    assert C._hedge_then_pick(sentence) is pick
    reading = C._read(sentence, ("Vim", "Emacs"), None)
    assert (reading.neutral == 0) is pick


MARKET_NEWS = (
    "Sportswear stocks slide after a weak outlook\n\n"
    "Shares of Nike fell 4.2% on Thursday and Adidas dropped 3.1% in Frankfurt after a large retailer warned that "
    "demand had weakened in the second quarter. Analysts cut their price targets on both companies, citing rising "
    "inventories. Nike reports quarterly results on 27 June; Adidas reports on 30 July. Both companies expect "
    "sales growth to slow in the second half of the year. The wider European market closed 0.4% lower."
)


def test_a_page_saying_nothing_for_or_against_either_object_takes_no_stance() -> None:
    """News naming both objects, a how-to, a clinic's price list: nothing for or against either and no hedge.
    Longer pages came out NEUTRAL (the model's length features); on web pages that is NO."""
    question = "Nike or Adidas: which makes better running shoes?"
    assert comparative_stance(MARKET_NEWS, ("Nike", "Adidas"), question).label == "NO"
    # answers to the question are left to the model: most such answers in the training data lean or weigh
    assert comparative_stance(MARKET_NEWS, ("Nike", "Adidas"), question, pages=False).label == "NEUTRAL"
    # a page that does say something keeps its label
    opinion = MARKET_NEWS + " Runners tell us Adidas makes the better shoe."
    assert comparative_stance(opinion, ("Nike", "Adidas"), question).label == "SECOND"


def test_the_stance_command_reads_pages_by_default_and_answers_on_request(tmp_path, capsys) -> None:
    from comparative_ir.cli import main

    path = tmp_path / "in.jsonl"
    row = {"question": "Nike or Adidas: which makes better running shoes?", "text": MARKET_NEWS}
    path.write_text(json.dumps(row) + "\n")
    assert main(["stance", "--task", "comparative", "--input", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {"stance": "NO"}
    assert main(["stance", "--task", "comparative", "--input", str(path), "--texts", "answers"]) == 0
    assert json.loads(capsys.readouterr().out) == {"stance": "NEUTRAL"}


CARDS = ("credit card", "debit card")
CARDS_Q = "Is a credit card or a debit card better for travelling abroad?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (  # both advised in one sentence: the advice after "but" is the pick (was SECOND, then NEUTRAL)
            "Debit vs credit card abroad: which should you pack?\n\nA debit card takes money straight from your "
            "account. Abroad a hotel hold can lock that money for days. A credit card gives you a buffer against "
            "fraud. Take a debit card as a backup for cash, but use a credit card for everything else.",
            "FIRST",
        ),
        (  # "comes out ahead" (was NO)
            "We compared both cards on fees, fraud protection and exchange rates during a month in Spain. The "
            "debit card was simple. The credit card had no foreign fees. On fraud the credit card comes out ahead.",
            "FIRST",
        ),
        (  # "Short answer:" is a verdict; the lead is the first sentence after the title (was NO)
            "Travelling with plastic\n\nShort answer: the debit card.\n\nIt is accepted at every cash machine and "
            "you cannot overspend. Interest on a credit card abroad adds up quickly.",
            "SECOND",
        ),
        (  # the lead after a title line naming both (was NO)
            "Credit card or debit card for a trip abroad\n\nThe debit card, every time. It keeps you within budget "
            "and every cash machine takes it.",
            "SECOND",
        ),
        (  # "skip X" advises against it (was SECOND)
            "Both cards work abroad. Skip the debit card: a skimmed debit card empties your own account.",
            "FIRST",
        ),
    ],
)
def test_picks_web_pages_phrase_differently(text: str, label: str) -> None:
    _assert_label_both_ways(text, CARDS, CARDS_Q, label)


def _assert_label_both_ways(text: str, objects: tuple[str, str], question: str, label: str) -> None:
    """``label`` with the objects in order, and FIRST and SECOND swapped with the objects swapped."""
    assert comparative_stance(text, objects, question).label == label
    swapped = {"FIRST": "SECOND", "SECOND": "FIRST"}.get(label, label)
    assert comparative_stance(text, objects[::-1], question).label == swapped


CITIES = ("Lisbon", "Barcelona")
CITIES_Q = "Lisbon or Barcelona for a city break in February?"


def test_a_first_sentence_that_merely_names_an_object_is_no_pick_on_a_web_page() -> None:
    """Only an opening pick ("Barcelona.") takes a side by its position; news that opens on one of the two does
    not (it was SECOND)."""
    news = "Barcelona hosts the Mobile World Congress every February. Extra flights from Lisbon are added for the fair."
    assert comparative_stance(news, CITIES, CITIES_Q).label == "NO"
    pick = "Barcelona.\n\nI've done both cities in February. The museums there are world class and the food is great."
    assert comparative_stance(pick, CITIES, CITIES_Q).label == "SECOND"
    assert comparative_stance(pick, CITIES[::-1], CITIES_Q).label == "FIRST"


def test_describing_both_for_a_difference_question_is_left_to_the_model() -> None:
    from comparative_ir.stance.comparative import _readings, quiet_page

    question = "What is the difference between Vim and Emacs?"
    assert not quiet_page(_readings([(EXPLAINS, EDITORS, question)])[0][0])
    assert quiet_page(_readings([(EXPLAINS, EDITORS, None)])[0][0])


INSTRUMENTS = ("guitar", "piano")
INSTRUMENTS_Q = "Should a beginner learn guitar or piano first?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (  # "start with X" is a pick (was NO)
            "Guitar or piano for a complete beginner\n\nBoth teach you music. If I had to do it again, I'd start with "
            "guitar: it is portable and cheap.",
            "FIRST",
        ),
        (  # "X wins on <aspect>" is one aspect, not the verdict (was FIRST)
            "Guitar vs piano\n\nThe guitar wins on portability. The piano teaches theory better, and for a beginner "
            "that matters most, so start with the piano.",
            "SECOND",
        ),
        (  # related links and reader comments are not the page's verdict (was FIRST)
            "Piano or guitar?\n\nFor a complete beginner, the piano is easier: the notes are laid out in a row and you "
            "need no calluses. It is the better first instrument for most adults.\n\nRelated articles\nWhy the guitar "
            "is the best first instrument\nGuitar wins for campfire songs\n\n12 Comments\nSam: I'd start with guitar.",
            "SECOND",
        ),
        (  # "our pick is X", "our clear winner"
            "We tried both for a month with adult beginners.\n\nOur pick is the guitar. Chords come quickly.",
            "FIRST",
        ),
    ],
)
def test_verdicts_and_page_tails(text: str, label: str) -> None:
    _assert_label_both_ways(text, INSTRUMENTS, INSTRUMENTS_Q, label)


READERS = ("Kindle", "Kobo")
READERS_Q = "Kindle or Kobo: which e-reader should I buy?"


def test_a_web_page_about_one_object_alone_takes_no_stance() -> None:
    """A shop page or a how-to about one of the two names it throughout without weighing it against the other (an
    independent review of 40 pages, 2026-11-25: 6 of 10 such pages were FIRST or SECOND). Answers to the question
    that name one object are still read for it."""
    shop = (
        "Kindle Paperwhite (16 GB) - Signature Edition. In stock. Free delivery on orders over $25. The Kindle "
        "Paperwhite has a 6.8-inch display and adjustable warm light. Kindle Unlimited is included for three months. "
        "Add to basket. Ships from and sold by the store."
    )
    assert comparative_stance(shop, READERS, READERS_Q).label == "NO"
    assert comparative_stance(shop, READERS[::-1], READERS_Q).label == "NO"
    praise = shop + " Honestly, the Kindle is a great reader and I love mine."
    assert comparative_stance(praise, READERS, READERS_Q).label == "FIRST"


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I reach for the Kobo every time.", 1),
        ("In the end I went back to the Kobo.", 1),
        ("I lean towards the Kobo.", 1),
        ("The Kobo, no contest.", 1),
        ("I stopped using the Kobo after a month.", -1),
        ("Step 3: Choose a Kobo model from the list.", 0),  # an instruction of a how-to
        ("Only choose the Kobo if you read library books.", 0),  # a restriction to a special case
        ("My recommendation to most families is the Kobo.", 1),
        ("The Kobo comes out slightly ahead.", 1),
        ("The Kobo is the better value.", 1),
        ("The Kobo is the more sensible choice.", 1),
        ("The Kobo, no question.", 1),
        ("For a first reader I always say Kobo.", 1),
        ("Where the Kobo wins: library loans and more formats.", 0),  # an aspect's heading, not the verdict
        # counter-examples from a review of the session's diff: none of these picks or leaves the Kobo
        ("The Kobo is a great deal more expensive than the Kindle.", 0),
        ("Most shoppers stop for a Kobo demo at the counter.", 0),
        ("I can't stop using the Kobo, it is so light.", 0),
        ("The Kobo is no question the worse choice for comics.", 0),
        ("My vote for most overrated is the Kobo.", 0),
        ("The Kobo is the way to go; the Kindle only makes sense when you need Audible.", 1),
        ("Overall, the Kobo wins: it is lighter and cheaper.", 1),
    ],
)
def test_more_ways_to_pick_or_leave_an_object(sentence: str, expected: int) -> None:
    spans = _mentions(sentence, (_object_pattern("Kobo", "Kindle"), None))[0]
    assert _recommendation(sentence, spans) == expected


def test_older_describes_and_does_not_blame() -> None:
    """ "The Pegasus is older than the Ghost" dates it; it does not rate it."""
    from comparative_ir.stance.comparative import _single_comparison

    sentence = "The Pegasus line is older than most running shoes."
    start = sentence.index("Pegasus")
    assert _single_comparison(sentence, (start, start + len("Pegasus"))) == 0


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Rust is wonderful, but I still would not pick it for this job.", 0),
        ("Rust is wonderful, and the compiler is great.", 2),
        ("The compiler is slow, but Rust is wonderful.", 1),
        ("Rust is great, but not perfect.", 0),  # a short reservation is no turn: the whole sentence counts
    ],
)
def test_praise_conceded_before_but_is_no_praise(sentence: str, expected: int) -> None:
    """Only the clause after the last ", but" carries the evaluation (a fresh independent sample, 2026-11-25)."""
    from comparative_ir.stance.comparative import _after_concession, _polarity

    assert _polarity(_after_concession(sentence)) == expected


def test_a_conceded_praise_casts_no_vote() -> None:
    text = "Rust is wonderful, but I still would not pick it for a small web service. Go was fine."
    reading = C._readings([(text, ("Go", "Rust"), None)])[0][0]
    assert reading.votes["evaluation"] == [0.0, 0.0]


def test_advice_once_a_condition_holds_is_conditional() -> None:
    text = "Once you borrow library books, get the Kobo. If you buy from Amazon, get the Kindle."
    assert rules_label(text, READERS) == "NEUTRAL"
    assert not C.CONDITION_OPENING.search("Once again, get the Kobo.")


def test_a_distinctive_word_takes_inflections_not_any_ending() -> None:
    """ "Disneyland" was a mention of "Disney World" too ("disney" + any four letters), so "Disneyland is better
    than Disney World" compared Disneyland with itself and came out NO (a participant's review, 2026-11-26)."""
    assert mentioned("Disneyland is cheaper.", "Disneyland", "Disney World") == (True, False)
    assert mentioned("Worldwide shipping.", "Disney World", "Universal") == (False, False)
    question = "Which is better, Disneyland or Disney World?"
    assert label("Disneyland is better than Disney World.", ("Disneyland", "Disney World"), question) == "FIRST"


def test_different_in_an_aspect_does_not_make_a_difference_question() -> None:
    """ "... in terms of portability to different platforms?" was read as "What is the difference between ...?",
    which credits hedging: the pick "OpenGL is the obvious choice" came out NO."""
    assert not C._DIFFERENCE.search("Is OpenGL better than Direct3D in terms of portability to different platforms?")
    for asked in ("What is the difference between X and Y?", "How is X different from Y?", "How do X and Y differ?",
                  "Are X and Y different?", "What's the functional different between X and Y?"):  # fmt: skip
        assert C._DIFFERENCE.search(asked), asked
    question = "Is OpenGL better than Direct3D in terms of portability to different platforms?"
    assert label("Direct3D is old. OpenGL is the obvious choice.", ("OpenGL", "Direct3D"), question) == "FIRST"


def test_a_tie_is_a_draw() -> None:
    assert C.NEUTRAL_CUES.search("Honestly, it's a tie.") and C.NEUTRAL_CUES.search("Call it a draw.")
    assert C.NEUTRAL_CUES.search("It is a toss-up.") and not C.NEUTRAL_CUES.search("He wore a tie to the launch.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("People keep telling me Canon is better, but that is simply not true.", {"SECOND", "NO"}),
        ("Many people on forums say Canon is better than Nikon, but I would stick with Nikon.", {"SECOND"}),
        ("Many people say Canon is better than Nikon. I disagree, Nikon is better.", {"SECOND"}),
    ],
)
def test_a_view_the_author_reports_or_rejects_is_not_the_authors(text: str, expected: set[str]) -> None:
    """Reported views voted for the side the author rejects (FIRST for all three)."""
    assert label(text, ("Canon", "Nikon"), "Which is better, Canon or Nikon?") in expected


def test_reported_views_are_read_narrowly() -> None:
    """ "For most people, it is ...", "People's Square is ...", "when I read it" report no one's view."""
    for own in ("For most people, it is much more satisfying.", "People's Square is 51 minutes away.",
                "I hated your essay when I read it."):  # fmt: skip
        assert not C._REPORTED.search(own), own
    assert C._REPORTED.search("Some people will claim tearing is better.")


_QUIET_CASES = json.loads((Path(__file__).parent / "golden" / "stance_comparative_quiet_cases.json").read_text())


@pytest.mark.parametrize("case", _QUIET_CASES, ids=[c["id"] for c in _QUIET_CASES])
def test_the_session_s_rules_read_their_counter_examples_right(case) -> None:
    """Counter-examples from a review of the session's diff (2026-11-26): reported views the author shares
    ("Contrary to what many people think", "and I agree", "Like many others I believe"), the author's own words after
    a report ("but I would stick with Windows": an offset bug lost them), derived names ("Veganism"), lookalikes
    ("really" is not Real Madrid, "apply" not Apple), and "How different are X and Y?" as a difference question."""
    label = comparative_stance(case["text"], tuple(case["objects"]), case["question"]).label
    assert label in case["expected"].split("|")


def test_electric_and_e_forms_name_the_same_object() -> None:
    """A fresh independent sample (2026-11-26): "E-Scooter" was no mention of "electric scooter", "bike" none of
    "e-bike", so the other object collected every vote."""
    assert mentioned("The E-Scooter is faster.", "electric scooter", "bicycle") == (True, False)
    assert mentioned("My bike is great.", "e-bike", "car") == (True, False)
    assert mentioned("An electric bike is great.", "e-bike", "car") == (True, False)
    assert mentioned("A bike is cheaper.", "e-bike", "bike") == (False, True)  # the other object's own noun


def test_the_better_pick_is_x() -> None:
    """ "the smarter pick is French" was no pick (only "my pick is X" was); from the fresh independent sample."""
    question = "Which language should I learn, French or German?"
    assert label("The smarter pick is French.", ("French", "German"), question) == "FIRST"
    assert (
        label("In the end the better choice for most beginners is German.", ("French", "German"), question) == "SECOND"
    )


@pytest.mark.parametrize(
    "opening",
    [
        "It depends.",
        "It really depends on what you write.",
        "This is going to vary from person to person.",
        "Both.",
        "Neither, really.",
        "Why not both?",
        "Why don't you just learn both?",
        "There is no one right answer for this.",
        "Either would be fine for this.",
        "Both of them will be ok.",
    ],
)
def test_an_answer_opening_by_declining_to_pick_is_neutral(opening: str) -> None:
    """An error analysis of the 176 misread answers (2026-11-26): an answer opening "It depends", "Both." or "Why
    not both?" is gold NEUTRAL, and the model took the side its later sentences leaned to (9 answers)."""
    text = opening + " " + LEANS_VIM
    assert label(text) == "NEUTRAL" and rules_label(text) == "NEUTRAL"
    quoted = "What's better for a beginner, Vim or Emacs? " + text  # the question quoted first is skipped
    assert label(quoted) == "NEUTRAL"
    assert label(opening + " " + PICKS_VIM) == "FIRST"  # advice for one afterwards is a pick after all


@pytest.mark.parametrize(
    "opening",
    [
        "Both of them will be ok. However, in my opinion, I would prefer Vim.",  # the hedge then a pick
        "It depends, but just use Vim.",
        "Both Vim and Emacs are old editors.",  # "both" opening a description, not the answer "Both."
        "Neither Emacs nor nano comes close to Vim.",
        "It's a tool that depends on muscle memory.",
    ],
)
def test_an_opening_that_hedges_then_picks_is_no_opening_hedge(opening: str) -> None:
    text = opening + " " + PICKS_VIM
    assert not C._read(text, EDITORS, None).opening_hedge
    assert label(text) == "FIRST"


@pytest.mark.parametrize(
    "sentence",
    [
        "The answer would depend on your shell.",
        "The speed varies from machine to machine.",
        "They are basically the same.",
        "The results are no different.",
        "Honestly, I can't tell the differences.",
    ],
)
def test_more_hedge_wordings(sentence: str) -> None:
    """Hedges the cues missed in that analysis ("would depend on", "varies from ... to", "are the same")."""
    assert C.NEUTRAL_CUES.search(sentence)


def test_your_best_option_is_a_pick() -> None:
    for sentence in ("Your best option is to buy Vim.", "Your best option is Vim.", "My best choice would be Vim."):
        start = sentence.index("Vim")
        assert _recommendation(sentence, [(start, start + 3)]) == 1, sentence


def test_each_object_for_its_own_case_in_one_sentence_hedges() -> None:
    """ "Overdrive will be better if you want a cleaner sound, and distortion will be better if you want more
    grit" recommends each for its case (the analysis of 2026-11-26); naming both before one case does not."""
    objects = ("overdrive", "distortion")
    each = "Overdrive will be better if you want a cleaner sound, and distortion will be better if you want grit."
    first, second = C._read(each, objects, None).conditional
    assert first == second > 0
    for sentence in (
        "I tried overdrive and distortion for a week.",  # one case for both
        "Overdrive, and it's not especially close if you keep distortion for solos.",  # no case right after
        "Take overdrive as a backup for cleaner songs, but use distortion for everything else.",  # a pick
    ):
        assert C._read(sentence, objects, None).conditional == [0.0, 0.0], sentence


def test_a_question_presupposes_after_a_topic_prefix() -> None:
    patterns = (_object_pattern("air", "train"), _object_pattern("train", "air"))
    assert _question_prior("Market economy: Why is air cheaper than train?", patterns) == 1
    assert _question_prior("Is air cheaper than train?", patterns) == 0


@pytest.mark.parametrize(
    ("sentence", "name", "expected"),
    [
        ("Running is the more effective choice.", "Running", 1),
        ("Margarine is the healthier choice for your heart.", "Margarine", 1),
        ("I'd go heat pump, full stop.", "heat pump", 1),
        ("My recommendation for most beginners is to start on an electric.", "electric", 1),
        ("My recommendation is to buy Vim.", "Vim", 1),
        ("Vim is the worse choice.", "Vim", 0),
        ("Vim is the other choice.", "Vim", 0),
        ("Vim is the one we recommend.", "Vim", 1),
        ("I steer people towards Vim.", "Vim", 1),
        ("My answer is clear: Vim.", "Vim", 1),
        ("My verdict is Vim.", "Vim", 1),
        ("My answer is no, Vim is slow.", "Vim", 0),
    ],
)
def test_verdicts_worded_as_pages_word_them(sentence: str, name: str, expected: int) -> None:
    """Verdicts a fresh sample of web pages used and the rules missed (2026-11-26): a favourable comparative before
    a choice noun, "I'd go X" without "with", "my recommendation is to start on X"."""
    start = sentence.index(name)
    assert _recommendation(sentence, [(start, start + len(name))]) == expected


def test_a_point_granted_before_but_is_not_the_verdict() -> None:
    """ "The Kindle's store is bigger, sure, but the Kobo is simply the better device" gave the Kindle a comparison
    vote (a fresh sample of web pages, 2026-11-26); the author's words are those after "but"."""
    objects = ("Kindle", "Kobo")
    patterns = (_object_pattern(*objects), _object_pattern(*objects[::-1]))
    granted = "The Kindle's store is bigger than the Kobo's, sure, but the Kobo is simply the better device."
    assert C._own_words(granted, patterns) == "the Kobo is simply the better device."
    admitted = "I'll admit the Kindle is better for discovery than the Kobo, but the Kobo is the one I read on."
    assert C._own_words(admitted, patterns) == "the Kobo is the one I read on."
    plain = "Make sure the Kindle is charged, but the Kobo lasts longer."
    assert C._own_words(plain, patterns) == plain


def test_a_title_with_a_closing_aside_is_a_heading() -> None:
    """ "How to Clean Gas Stove Burners and Grates (Step by Step)" opened a page as its lead (a vote for gas)."""
    assert C._heading("How to Clean Gas Stove Burners and Grates (Step by Step)")
    assert not C._heading("Postgres (hands down)")  # a bare pick stays one
    assert not C._heading("I use Vim (and love it).")


_REVIEW15 = json.loads((Path(__file__).parent / "golden" / "stance_comparative_review_session15.json").read_text())


@pytest.mark.parametrize("case", _REVIEW15, ids=[c["id"] for c in _REVIEW15])
def test_counter_examples_of_the_session_15_rules(case) -> None:
    """A review of session 15's diff (2026-11-26): the first versions of its rules labelled these wrong (an opening
    hedge overriding a later pick, curly apostrophes, "The price is the same" as a draw, "the harder option" as a
    pick, "Of course X is better, but", "I'll go to Lisbon first", "Is X faster than Y: what ...?" as presupposing,
    "Both: full-frame sensors" as the answer "Both.", "for most people" as a case)."""
    got = comparative_stance(case["text"], tuple(case["objects"]), case["question"]).label
    assert got in case["expected"].split("|")


def test_the_evidence_says_when_an_opening_hedge_decided() -> None:
    evidence = comparative_stance("It depends. " + LEANS_VIM, EDITORS)
    assert evidence.label == "NEUTRAL" and evidence.opening_hedge
    assert not comparative_stance(PICKS_VIM, EDITORS).opening_hedge


def test_what_a_relative_says_is_reported():
    """ "My nephew says Apple Music is better" is the nephew's view (a fresh sample, session 16: "My nephew says we
    should get a heat pump" was the author's advice)."""
    text = "I tried both for a year. My nephew says Apple Music is better. I have no opinion."
    question = "Which is better, Spotify or Apple Music?"
    assert comparative_stance(text, ["Spotify", "Apple Music"], question).label == "NO"


def test_what_the_question_presupposes_does_not_label_a_page():
    """ "Why is Linux better than Windows?" gave every page a vote for Linux, so "Windows is better than Linux."
    was FIRST (Touché topic 9; a user's walkthrough, session 16). Pages follow their own words; answers to the
    question (``pages=False``, the training data) still lean on what it presupposes."""
    question = "Why is Linux better than Windows?"
    assert comparative_stance("Windows is better than Linux.", ["Linux", "Windows"], question).label == "SECOND"
    text = "Linux has its drivers in the kernel. Windows ships them separately."
    page, answer = (comparative_stance(text, ["Linux", "Windows"], question, pages=p) for p in (True, False))
    assert answer.first - answer.second > page.first - page.second


_SHOP_PAGE = (
    "Apple iPad 2 16GB Wi-Fi - Black\nItem # TSD-IPAD2-16B\nAvailability: In stock - ships within 1-2 business days\n"
    "iPad 2 is thinner, lighter and faster than the original iPad. The 9.7-inch display is perfect for reading "
    "books.\nCustomers Who Bought This Also Bought\n- Smart Cover $39.00\n"
)


def test_a_shop_page_takes_no_side():
    """A product page praising its product ("perfect for reading books") was SECOND for "Kindle vs. iPad" (the
    demo's run; a user's walkthrough, session 16). A shop page that neither compares nor advises is NO."""
    question = "Kindle vs. iPad: which is better for reading books?"
    assert C.shop_page(_SHOP_PAGE)
    assert comparative_stance(_SHOP_PAGE, ["Kindle", "iPad"], question).label == "NO"
    advice = _SHOP_PAGE + "Honestly, for reading books get the Kindle instead of the iPad."
    assert comparative_stance(advice, ["Kindle", "iPad"], question).label == "FIRST"
    assert not C.shop_page("Kindle vs iPad: the Kindle is in stock at most libraries' hearts.")


def test_an_object_against_itself_is_no_comparison():
    """ "iPad 2 is faster than the original iPad" compares two iPads: no vote for the iPad over the Kindle."""
    sentence = "iPad 2 is thinner and faster than the original iPad."
    spans = _mentions(sentence, (None, _object_pattern("iPad", "Kindle")))[1]
    assert len(spans) == 2
    assert C._single_comparison(sentence, spans[0], spans[1:]) == 0
    assert C._single_comparison(sentence, spans[0]) == 1


def test_less_healthy_blames():
    """ "Coffee is less healthy than water" counted for coffee: "healthy" was no praise word, so "less healthy"
    rated nothing and the page's one mention voted for coffee (a user's walkthrough, session 16)."""
    question = "Which is healthier, coffee or green tea?"
    evidence = comparative_stance("Coffee is less healthy than water.", ["coffee", "green tea"], question)
    assert evidence.second > evidence.first


def test_the_evidence_names_the_rule_that_decided():
    """`--evidence` gave votes that seemed to contradict labels set by a rule (a user's walkthrough, session 16)."""
    q = "Which is better, tea or coffee?"
    pair = ["tea", "coffee"]
    assert comparative_stance("It depends. Tea is calmer, coffee is stronger.", pair, q).decided_by == "opening hedge"
    assert comparative_stance("Tea is better than coffee.", pair, q).decided_by == "model"
    assert comparative_stance(_SHOP_PAGE, ["Kindle", "iPad"], q).decided_by == "shop page"
    assert comparative_stance("Coffee shops open at six.", pair, q).decided_by == "quiet page"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # the author in the role, not someone reported
        ("As a mechanic I can tell you diesel engines last longer and diesel is cheaper to run.", "FIRST"),
        ("My husband and I both think diesel is better. Diesel lasts longer.", "FIRST"),
        # ", it's (the) X" only answers "which": not any clause before it
        ("If anything drains your wallet, it's the diesel. Petrol is cheaper and petrol is simpler.", "SECOND"),
        # a quoted group's verdict
        (
            "Some mechanics will tell you that diesel is the better engine. For city driving petrol wins: it is "
            "cheaper and cleaner.",
            "SECOND",
        ),
        ("Dealers often say diesel is the better engine. Petrol is cheaper and petrol is simpler.", "SECOND"),
        # an idiom, not the object against itself
        ("Diesel is smarter than people give diesel credit for. Petrol needs constant attention.", "FIRST"),
    ],
)
def test_the_session_16_rules_stay_out_of_ordinary_sentences(text, label):
    """Counter-examples from a review of session 16's diff, each wrong with the first version of a rule."""
    assert comparative_stance(text, ["diesel", "petrol"], "Diesel or petrol?").label == label


def test_a_deal_post_is_no_shop_page():
    """A review with a deal line ("List price $139, you save $40. In stock.") is not a product page."""
    assert not C.shop_page("The Kindle screen is superb. Deal: list price $139, you save $40 today. In stock now.")


def _demo_page() -> str:
    from comparative_ir.cleaning import clean_document

    raw = Path(__file__).parents[1] / "fixtures/store/documents/cw12/b542c371-1a1a-5d73-9c34-dc32087a8e9d.html"
    return clean_document(raw.read_bytes()).text


def test_the_demo_hiking_page_follows_its_recommendation():
    """The demo's first line read this page SECOND: its verdict under "My recommendation" ("trail runners are better
    than hiking boots for most people") weighed no more than any line, and "fewer blisters in trail runners than in
    boots" counted against trail runners (session 17)."""
    question = "Which is better for long-distance hiking, trail runners or hiking boots?"
    assert comparative_stance(_demo_page(), ["trail runners", "hiking boots"], question).label == "FIRST"


def test_my_recommendation_opens_a_verdict():
    verdict = "Tea is better than coffee for most people."
    page = "Tea vs coffee\nSome background.\nMore background.\nStill more.\nAnd more.\nMy recommendation\n" + verdict
    reading = C._read(page + "\nThanks for reading.", ["tea", "coffee"], "Tea or coffee?")
    assert [weight for sentence, _, _, weight in reading.pairs if sentence == verdict] == [C.EDGE_WEIGHT]


def test_and_vice_versa_compares_nothing():
    """ "A well-maintained Honda is a better buy than a neglected Toyota, and vice versa." (a buying guide's advice
    not to choose on the brand) is no vote for Honda."""
    sentence = "A well-maintained Honda is a better buy than a neglected Toyota, and vice versa."
    assert C._read(sentence, ["Toyota", "Honda"], "Toyota or Honda?").pairs == []


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Score: Netflix 8.5/10 | Disney+ 7.5/10", "FIRST"),
        ("Camera score - Netflix: 9/10, Disney+: 2/10.\nOverall score - Netflix: 7/10, Disney+: 9 out of 10", "SECOND"),
        ("If you are choosing a service, my advice from a former Netflix fan: go Disney+.", "SECOND"),
    ],
)
def test_scores_and_bare_go_are_verdicts(text, label):
    """A review's scoreboard (its overall line when it has one) and "go X" after a colon were no evidence
    (review35, session 17)."""
    assert comparative_stance(text, ["Netflix", "Disney+"], "Which is better, Netflix or Disney+?").label == label


def test_a_version_number_is_no_score():
    """ "Windows 7/10 users" names versions, not a score of 7 out of 10."""
    assert C._rating("Windows 7/10 users", (0, 7)) is None
    assert C._rating("Netflix 8.5/10", (0, 7)) == 0.85
    assert C._read("I keep Netflix on my TV, next to Disney+.", ["Netflix", "Disney+"], None).votes[
        "recommendation"
    ] == [0.0, 0.0]


def test_accents_are_folded_in_mentions():
    """ "Cancún" in the question met no "Cancun" on the page (nor "sauté pan" a "saute pan"): the object was never
    mentioned (session 17; 2 of the 321 training answers)."""
    for name, page in (("Cancún", "Cancun"), ("Cancun", "Cancún")):
        evidence = comparative_stance(f"{page} is far better than Tulum for families.", [name, "Tulum"], "Which?")
        assert evidence.mentions == (1, 1) and evidence.label == "FIRST"


def test_a_verdict_after_an_aside_or_a_hedging_adverb_recommends():
    """ "the traditional IRA (and maxing your 401(k)) is very likely the better choice" was praise at most: the
    aside stood between the name and the verdict, and "very likely" was no adverb of it (review35, session 17)."""
    pair, q = ["Roth IRA", "traditional IRA"], "Roth IRA or traditional IRA?"
    aside = "For you, the traditional IRA (and maxing your traditional 401(k)) is very likely the better choice."
    assert C._read(aside, pair, q).votes["recommendation"] == [0.0, 2.0]
    assert C._read("The Roth IRA is most likely the better option.", pair, q).votes["recommendation"] == [2.0, 0.0]


def test_a_heading_that_is_a_condition_claims_nothing():
    """ "When swimming is better" (a section heading of a page for running) voted for swimming (review35)."""
    reading = C._read("When swimming is better\nSwimming is gentle on the knees.", ["running", "swimming"], None)
    assert reading.votes["single"] == [0.0, 0.0]
    assert C._read("Swimming is better for bad knees.", ["running", "swimming"], None).votes["single"][1] > 0


@pytest.mark.parametrize(
    "sentence",
    ["With both of you working full time I'd honestly say cat.", "With your hours, cat is the kinder choice."],
)
def test_picks_said_with_honestly_or_a_kinder_choice(sentence):
    assert C._read(sentence, ["cat", "dog"], "Cat or dog?").votes["recommendation"] == [2.0, 0.0]


@pytest.mark.parametrize(
    ("text", "objects", "question", "label"),
    [
        pytest.param(
            (
                "iPhone 15 vs Pixel 8: our scores\nCamera — iPhone: 8/10, Pixel: 10/10.\nBattery — "
                "iPhone: 9/10, Pixel: 7/10.\nPerformance — iPhone: 10/10, Pixel: 7/10.\nSoftware "
                "updates — iPhone: 9/10, Pixel: 9/10.\nOverall — iPhone: 9/10, Pixel: 8/10."
            ),
            ["iPhone", "Pixel"],
            "Which is better, iPhone or Pixel?",
            "FIRST",
            id="R05",
        ),
        pytest.param(
            (
                "Android vs iOS for a budget phone\nThe app needs Android 4.4/5.0 or iOS 9.3/10 "
                "at least.\nAndroid phones are much cheaper than iPhones.\nAndroid gives you more "
                "choice at every price."
            ),
            ["Android", "iOS"],
            "Which is better, Android or iOS?",
            "FIRST",
            id="R09",
        ),
        pytest.param(
            "Crest prevents more cavities than Colgate, according to the ADA trial.",
            ["Crest", "Colgate"],
            "Which is better, Crest or Colgate?",
            "FIRST",
            id="N01",
        ),
        pytest.param(
            ("In my experience Zyrtec relieves more symptoms than Claritin, though it makes me drowsy."),
            ["Zyrtec", "Claritin"],
            "Which is better, Zyrtec or Claritin?",
            "FIRST",
            id="N02",
        ),
        pytest.param(
            "AppleCare+ covers more repairs than Samsung Care+ and the deductibles are lower.",
            ["AppleCare+", "Samsung Care+"],
            "Which is better, AppleCare+ or Samsung Care+?",
            "FIRST",
            id="N03",
        ),
        pytest.param(
            "Flo tracks more symptoms than Clue, so you get a fuller picture of your cycle.",
            ["Flo", "Clue"],
            "Which is better, Flo or Clue?",
            "FIRST",
            id="N04",
        ),
        pytest.param(
            "Chase waives more fees than Bank of America for students.",
            ["Chase", "Bank of America"],
            "Which is better, Chase or Bank of America?",
            "FIRST",
            id="N05",
        ),
        pytest.param(
            ("In the Kaiser study Moderna prevented more infections than Pfizer over six months."),
            ["Moderna", "Pfizer"],
            "Which is better, Moderna or Pfizer?",
            "FIRST",
            id="N08",
        ),
        pytest.param(
            (
                "You can move your playlists from Spotify to Apple Music and vice versa, but "
                "Apple Music sounds noticeably better than Spotify."
            ),
            ["Spotify", "Apple Music"],
            "Which is better, Spotify or Apple Music?",
            "SECOND",
            id="V01",
        ),
        pytest.param(
            (
                "Converting Word files to Google Docs and vice versa is painless, and Google "
                "Docs is far better than Word for collaboration."
            ),
            ["Google Docs", "Word"],
            "Which is better, Google Docs or Word?",
            "FIRST",
            id="V02",
        ),
        pytest.param(
            "Python is easier than Java for beginners, not vice versa as some people claim.",
            ["Python", "Java"],
            "Which is better, Python or Java?",
            "FIRST",
            id="V05",
        ),
        pytest.param(
            (
                "Hulu is arguably the better value on paper.\nIn practice, though, I'd still pick "
                "Netflix for the originals."
            ),
            ["Hulu", "Netflix"],
            "Which is better, Hulu or Netflix?",
            "SECOND",
            id="S05",
        ),
        pytest.param(
            (
                "A few years ago, Netflix was often the better choice.\nSince the price hikes, "
                "though, Hulu is the smarter pick."
            ),
            ["Netflix", "Hulu"],
            "Which is better, Netflix or Hulu?",
            "SECOND",
            id="S06",
        ),
        pytest.param(
            ("iPhone or Pixel?\nOnce again the iPhone is faster.\nThe iPhone also gets updates longer."),
            ["iPhone", "Pixel"],
            "Which is better, iPhone or Pixel?",
            "FIRST",
            id="H02",
        ),
        pytest.param(
            ("Hulu or Netflix?\nWhen it comes to price Hulu is cheaper.\nHulu also has next-day TV."),
            ["Hulu", "Netflix"],
            "Which is better, Hulu or Netflix?",
            "FIRST",
            id="H03",
        ),
        pytest.param(
            "Kindle or Kobo?\nIf anything the Kobo is better.\nIt reads EPUB out of the box.",
            ["Kindle", "Kobo"],
            "Which is better, Kindle or Kobo?",
            "SECOND",
            id="H04",
        ),
        pytest.param(
            (
                "We'll keep Netflix and Hulu in this comparison as prices change.\nHulu is "
                "cheaper than Netflix and has next-day TV."
            ),
            ["Netflix", "Hulu"],
            "Which is better, Netflix or Hulu?",
            "SECOND",
            id="K01",
        ),
        pytest.param(
            "I'd just say the Hulu ad tier is a waste of money; get Netflix.",
            ["Hulu", "Netflix"],
            "Which is better, Hulu or Netflix?",
            "SECOND",
            id="Y02",
        ),
        pytest.param(
            (
                "Windows vs Linux for developers\nWe tested on Windows 8.1/10 laptops and on "
                "Ubuntu.\nOur scores: Windows: 7.5/10, Linux: 8/10."
            ),
            ["Windows", "Linux"],
            "Which is better, Windows or Linux?",
            "SECOND",
            id="R06b",
        ),
        pytest.param(
            "Pair it with white wine\nAs temperatures rose, white wine sold better than red.",
            ["rosé", "white wine"],
            "Rosé or white wine for summer?",
            "SECOND",
            id="A02c",
        ),
        pytest.param(
            "Kinder Morgan is riskier.",
            ["Enbridge", "Kinder Morgan"],
            "Which is the better dividend stock, Enbridge or Kinder Morgan?",
            "FIRST",
            id="C01b",
        ),
        pytest.param(
            ("Enbridge vs Kinder Morgan\nKinder Morgan is more expensive, and its yield is lower."),
            ["Enbridge", "Kinder Morgan"],
            "Which is the better dividend stock, Enbridge or Kinder Morgan?",
            "FIRST",
            id="C01c",
        ),
        pytest.param(
            (
                "Honda Civic vs Toyota Corolla\nThe Corolla is more reliable than the Civic and "
                "cheaper to insure.\nFor a first car the Corolla is the better choice.\nMy take on "
                "the driving experience is different.\nThe Civic is more fun than the "
                "Corolla.\nThe Civic handles better than the Corolla.\nThanks for reading."
            ),
            ["Corolla", "Civic"],
            "Which is better, Corolla or Civic?",
            "FIRST",
            id="O01b",
        ),
        pytest.param(
            (
                "Linux is faster than Windows on old hardware.\nIf you dual boot, I'd keep "
                "Windows on its own SSD so a Linux update can't break it."
            ),
            ["Linux", "Windows"],
            "Which is better, Linux or Windows?",
            "FIRST",
            id="K04",
        ),
        pytest.param(
            (
                "You should keep your iPhone's battery between 20 and 80 percent.\nAndroid phones "
                "let you cap charging at 80%, which is better than the iPhone's optimized "
                "charging."
            ),
            ["iPhone", "Android"],
            "Which is better, iPhone or Android?",
            "SECOND",
            id="K05",
        ),
        pytest.param(
            "Go Netflix if you want originals, Hulu if you want next-day TV.",
            ["Netflix", "Hulu"],
            "Which is better, Netflix or Hulu?",
            "NEUTRAL",
            id="G05",
        ),
        pytest.param(
            ("I'd honestly say Go is easier than Rust, but I'd really say it depends on your team."),
            ["Rust", "Go"],
            "Rust or Go?",
            "NEUTRAL",
            id="Y03",
        ),
    ],
)
def test_the_session_17_rules_stay_out_of_ordinary_sentences(text, objects, question, label):
    """Counter-examples from a review of session 17's diff, each wrong with the first version of a rule: averted
    bad things ("prevents more cavities"), versions, dates, shares and aspect scores, "vice versa" in another clause,
    concessive adverbs, corrections in an aside, sentences that open like a condition, "keep" as "retain", "I'd just
    say the ...", "Kinder" in a name, "Go X if ..., Y if ..."."""
    assert comparative_stance(text, objects, question).label == label


def test_a_title_case_line_is_read_as_a_sentence():
    """ "5 Reasons Buying a Home Beats Renting": tagged as proper names, the title compared nothing (review36)."""
    reading = C._read("5 Reasons Buying a Home Beats Renting\nWe looked at ten cities.", ["renting", "buying"], None)
    C._compare_pairs([reading])
    assert reading.votes["comparison"][1] > 0
    assert not C._title_case("I think Linux is better than Windows.") and C._title_case(
        "Why Linux Is Better Than Windows"
    )


def test_an_aside_listing_kinds_is_no_correction_and_arsenic_is_bad():
    pair = ["brown rice", "white rice"]
    aside = "For most of my clients, plain white rice (basmati or jasmine, rinsed) is the better choice."
    assert C._read(aside, pair, None).votes["recommendation"] == [0.0, 2.0]
    arsenic = "Testing found brown rice had about 80 percent more arsenic than white rice."
    assert comparative_stance(arsenic, pair, "Is brown rice healthier than white rice?").second > 0


def _test_pages() -> list[dict]:
    path = Path(__file__).resolve().parents[1] / "data" / "comparative-stance-pages-test.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _labels_with(model, items):
    original = C._model
    C._model = lambda pages=False: model
    try:
        return [e.label for e in comparative_stances(items)]
    finally:
        C._model = original


def test_pages_are_read_by_the_pages_model_and_short_texts_by_the_answers_model():
    """Runs label web pages with the model trained on answers and hand-labelled pages (session 17); texts shorter
    than its training pages, and `--texts answers`, with the answers' model."""
    assert C.PAGES_MODEL_PATH.exists() and C._model(True) != C._model(False)
    page = max(_test_pages(), key=lambda p: len(p["text"]))
    items = [(page["text"], tuple(page["objects"]), page["question"])]
    ((reading, rules),) = C._readings(items, pages=True)
    expected = C._model(True).label(*C._features(reading, rules))
    assert comparative_stances(items)[0].label in (expected, "NO", "NEUTRAL")  # the page rules may still override
    assert _labels_with(C._model(True), items) == [e.label for e in comparative_stances(items)]
    short = [("Windows is better than Linux.", ("Linux", "Windows"), "Linux or Windows?")]
    assert _labels_with(C._model(False), short) == [e.label for e in comparative_stances(short)] == ["SECOND"]


def test_the_pages_model_is_symmetric_in_the_objects():
    pages = _test_pages()
    forward = comparative_stances([(p["text"], tuple(p["objects"]), p["question"]) for p in pages])
    backward = comparative_stances([(p["text"], tuple(p["objects"][::-1]), p["question"]) for p in pages])
    swap = {"FIRST": "SECOND", "SECOND": "FIRST"}
    assert [swap.get(e.label, e.label) for e in forward] == [e.label for e in backward]


def test_the_pages_model_reads_unseen_pages_better_than_the_answers_model():
    """On the 120 hand-labelled pages it was never trained on: 102 right against the answers' model's 92 (session
    17); a retrained model that loses that lead fails here."""
    pages = _test_pages()
    items = [(p["text"], tuple(p["objects"]), p["question"]) for p in pages]
    gold = [p["stance"] for p in pages]
    right = [sum(g == x for g, x in zip(gold, _labels_with(C._model(m), items), strict=True)) for m in (False, True)]
    assert right[1] >= right[0] + 5


def test_the_evidence_says_when_the_pages_model_decided():
    page = max(_test_pages(), key=lambda p: len(p["text"]))
    found = comparative_stances([(page["text"], tuple(page["objects"]), page["question"])])[0]
    assert found.decided_by in ("pages model", "quiet page", "shop page", "each object for its own case")
    assert comparative_stance("Tea is better than coffee.", ["tea", "coffee"], "Tea or coffee?").decided_by == "model"


@pytest.mark.parametrize(
    ("question", "objects", "text", "label"),
    [
        (
            "Which is better for gaming, a laptop or a desktop?",
            ("laptop", "desktop"),
            "Nothing beats a desktop for gaming; laptops overheat.",
            "SECOND",
        ),
        (
            "Is tea better than coffee?",
            ("tea", "coffee"),
            "Coffee is overrated. Tea gives me energy without the jitters.",
            "FIRST",
        ),
        (
            "Which is better, Nikon or Canon?",
            ("Nikon", "Canon"),
            "Both Nikon and Canon make excellent cameras. You can't go wrong with either brand.",
            "NEUTRAL",
        ),
        (
            "Which is better for gaming, a laptop or a desktop?",
            ("laptop", "desktop"),
            "A desktop is no better than a laptop for gaming these days.",
            "NEUTRAL",
        ),
    ],
)
def test_short_verdicts_of_a_participants_review(question, objects, text, label):
    """A participant's review (session 20): "nothing beats X", "overrated", "you can't go wrong with either" and
    "X is no better than Y" weighed nothing, so these short answers were quiet pages (NO)."""
    assert comparative_stance(text, objects, question).label == label


_NIKON_REVIEW = "Nikon D3000 review. " + " ".join(
    [
        "The Nikon D3000 is a superb entry-level camera with excellent image quality and great handling.",
        "Its autofocus is fast and accurate, and the kit lens is sharp.",
        "Battery life is outstanding: the Nikon lasts for days.",
        "The menus are friendly for beginners and the build feels solid.",
        "Low-light performance is good up to ISO 1600.",
        "Video is missing, which is a pity, but stills are lovely.",
    ]
    * 3
)
_TRAIN_ADVICE = "Paris to Amsterdam: how I travel. " + " ".join(
    [
        "Take the train.",
        "The train leaves from the city centre and arrives in the city centre.",
        "I always take the train for this trip, it is relaxing and you can work on board.",
        "Book the train early for the best fares.",
    ]
    * 4
)


def test_a_web_page_naming_one_object_only_compares_nothing():
    """A review of one camera is no stance on "Canon or Nikon?" (real ClueWeb12 pages, session 37); read as an
    answer to the question, praise of the one named is a side."""
    question = "Which is better, Canon or Nikon?"
    page = comparative_stance(_NIKON_REVIEW, ("Canon", "Nikon"), question)
    assert (page.label, page.decided_by) == ("NO", "names one object")
    assert comparative_stance(_NIKON_REVIEW, ("Nikon", "Canon"), question).label == "NO"
    assert comparative_stance(_NIKON_REVIEW, ("Canon", "Nikon"), question, pages=False).label == "SECOND"


def test_advice_for_the_one_object_named_is_a_side():
    question = "Should I take the train or the plane from Paris to Amsterdam?"
    assert comparative_stance(_TRAIN_ADVICE, ("train", "plane"), question).label == "FIRST"
    assert comparative_stance(_TRAIN_ADVICE, ("plane", "train"), question).label == "SECOND"


def test_a_page_putting_its_one_named_object_down_takes_the_other_side():
    """The other object named by another word ("Postgres"), the comparison's vote goes to it: no "names one object"."""
    text = " ".join(
        [
            "Database choice for our team.",
            "Postgres is much faster than MySQL for complex queries and reporting workloads of any size.",
            "MySQL lacks several SQL features that Postgres has had for years, such as proper window functions.",
            "We moved off MySQL last spring and the whole team is happy with the result so far.",
        ]
        * 3
    )
    question = "Which is better, MySQL or PostgreSQL?"
    assert comparative_stance(text, ("MySQL", "PostgreSQL"), question).label == "SECOND"
    assert comparative_stance(text, ("PostgreSQL", "MySQL"), question).label == "FIRST"


def test_a_page_naming_the_other_object_in_a_reported_view_names_both():
    filler = (
        " The store was busy on Saturday and the staff answered every question we had about delivery, warranty and"
        " payment options. We paid by card and the box arrived two days later, well packed."
    )
    text = (
        "My camera. Some people say Nikon has better autofocus, but I think Canon is clearly the better camera brand."
        " Canon lenses are sharper and Canon bodies are easier to hold. Canon colours are lovely." + filler * 2
    )
    question = "Which is better, Canon or Nikon?"
    assert comparative_stance(text, ("Canon", "Nikon"), question).label == "FIRST"
    assert comparative_stance(text, ("Nikon", "Canon"), question).label == "SECOND"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a verbless verdict opening a sentence picks the object before "over" (session 38: a Stack Exchange answer
        # "Definitely ext3/4 over VFAT." was NO, and "ext3 over VFAT, hands down." went to VFAT, the word before
        # "hands down")
        ("Definitely ext3/4 over VFAT.", "SECOND"),
        ("ext3 over VFAT, hands down.", "SECOND"),
        ("Ext3 over VFAT every time.", "SECOND"),
        ("Personally, ext3 over VFAT.", "SECOND"),
        ("VFAT over ext3 any day.", "FIRST"),
        # not a verdict: a verb after it, a verb or a noun before it
        ("Running ext3 over VFAT works fine.", "NO"),
        ("I switched over to ext3 from VFAT.", "NO"),
        ("ext3 over VFAT is pointless.", "NO"),
    ],
)
def test_a_verbless_verdict_x_over_y_picks_x(text, label):
    question = "Should I use VFAT or ext3 for a 1TB external USB hard drive?"
    assert comparative_stance(text, ("VFAT", "ext3"), question).label == label
    swapped = {"FIRST": "SECOND", "SECOND": "FIRST"}.get(label, label)
    assert comparative_stance(text, ("ext3", "VFAT"), question).label == swapped


@pytest.mark.parametrize(
    "text",
    [
        "I wonder whether coffee is better than tea.",
        "It's impossible to give a blanket statement as to when coffee is better than tea.",
        "Nobody can tell if coffee is healthier than tea.",
        "Whether or not the new coffee is better than tea, who knows.",
        "I'm not sure whether coffee is good for you.",
    ],
)
def test_an_embedded_question_claims_nothing(text: str) -> None:
    """ "whether X is better than Y" asks, as "Is X better than Y?" does (session 39: an answer that declined
    to give "a blanket statement as to when dictionaries are better than databases" was read as favouring them)."""
    reading = C._readings([(text, ("coffee", "tea"), None)])[0][0]
    assert not reading.pairs
    assert not any(any(votes) for name, votes in reading.votes.items() if name not in ("lead", "alone"))


def test_a_claim_after_an_embedded_question_still_counts() -> None:
    reading = C._readings([("You asked whether it matters. Coffee is better than tea.", ("coffee", "tea"), None)])
    assert reading[0][0].pairs


@pytest.mark.parametrize(
    ("text", "objects"),
    [
        ("I'd say Go is easier than Rust, but it really depends on your team.", ("Rust", "Go")),
        ("Rust is safer, Go is simpler, but honestly it depends on what you build.", ("Rust", "Go")),
    ],
)
def test_a_pick_that_turns_into_a_hedge_casts_no_vote(text: str, objects: tuple[str, str]) -> None:
    """The clause after "but" is the sentence's point: when it declines to pick, the pick before it is conceded
    (session 39: the retrained model read the first of these as SECOND from its comparison vote)."""
    reading = C._readings([(text, objects, None)])[0][0]
    assert not any(any(votes) for name, votes in reading.votes.items() if name not in ("lead", "alone"))
    assert reading.neutral > 0
    assert label(text, objects) == "NEUTRAL"


def test_a_hedge_before_the_pick_leaves_the_pick() -> None:
    reading = C._readings([("It depends, but Go is easier than Rust.", ("Rust", "Go"), None)])[0][0]
    assert reading.pairs


@pytest.mark.parametrize(
    ("text", "objects", "question", "picked"),
    [
        ("Developer unit testing first, then code review.", ("testing", "code review"), "What should come first?", 0),
        ("I suggest learning both, Haskell first, then Common Lisp.", ("Haskell", "Lisp"), "Haskell or Lisp first?", 0),
        ("Python first, C later.", ("C", "Python"), "Which should I learn first, C or Python?", 1),
        ("Unit testing first, code review after.", ("testing", "code review"), "What should come first?", 0),
    ],
)
def test_x_first_then_y_answers_which_comes_first(text, objects, question, picked) -> None:
    """To "which first?", the answer's order is its verdict (a reader's example of session 38: "Developer unit
    testing first, then code review" was NO)."""
    votes = C._readings([(text, objects, question)])[0][0].votes["recommendation"]
    assert votes[picked] > 0 and votes[1 - picked] == 0


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("Python first, C later.", "C or Python?"),  # the question asks no order: a sequence of steps
        ("First Python, then C.", "Which first, C or Python?"),  # "first" before the name: steps as often as not
        ("Python first. C is fine too.", "Which first, C or Python?"),  # no "then" for the other
        ("Python first, then C.", "C or Python as a first language?"),  # "a first language" asks no order
    ],
)
def test_an_order_is_no_verdict_unless_asked_for(text, question) -> None:
    assert C._readings([(text, ("C", "Python"), question)])[0][0].votes["recommendation"] == [0.0, 0.0]


def _votes(text: str, objects: tuple[str, ...] = ("Westell", "Linksys")) -> dict[str, list[float]]:
    """The signals a text votes, leaving out the positional ones (lead, alone)."""
    reading = C._read(text, objects, None)
    return {k: v for k, v in reading.votes.items() if any(v) and k not in ("lead", "alone")}


@pytest.mark.parametrize(
    "text",
    [
        "I don't like the Westell.",
        "I really dislike the Westell.",
        "I'm not a fan of the Westell.",
        "I've had a Westell 7500 for one day, and so far, I don't like it.",
        "The Westell is a joke.",
        "The Westell is junk.",
        "The Westell let me down.",
        "The Westell is far from perfect.",
        "I regret buying the Westell.",
        "The Westell was a complete joke.",
    ],
)
def test_blame_in_everyday_words(text: str) -> None:
    """Session 40: one object blamed in words the lexicon lacked; the first-person liking was no vote at all, and
    "far from perfect" read as praise."""
    assert _votes(text) == {"evaluation": [0.0, EDGE_WEIGHT]}


@pytest.mark.parametrize(
    "text",
    [
        "I like the Westell a lot.",
        "We really liked the Westell.",
        "I'm a big fan of the Westell.",
        "The Westell is hard to beat.",
        "The Westell is my go-to.",
        "The Westell does the job.",
    ],
)
def test_praise_in_everyday_words(text: str) -> None:
    assert _votes(text) == {"evaluation": [EDGE_WEIGHT, 0.0]}


@pytest.mark.parametrize(
    "text",
    [
        "You can't beat the Westell.",
        "The Westell gets my vote.",
        "The Westell is the best.",
        "The Westell is the best of the two.",
    ],
)
def test_picks_in_everyday_words(text: str) -> None:
    assert _votes(text)["recommendation"] == [EDGE_WEIGHT, 0.0]


def test_a_vote_for_the_worst_is_no_pick() -> None:
    assert _votes("The Westell gets my vote for the worst router.").get("recommendation", [0.0])[0] == 0.0


@pytest.mark.parametrize(
    "text",
    [
        "I'd like to know more about the Westell.",  # a wish, not a liking
        "People like the Westell because it is cheap.",  # "like" without the author as its subject
        "Far from the Westell's office, a cafe is open.",  # "far from" naming no quality
        "The Westell is the best known brand in town.",  # "the best" before a noun it does not rate
        "But the idea that the Westell is junk needs to go.",  # a view named, not held
        "The myth that the Westell is bad is wrong.",
        # session 40's review: the same words in other senses
        "We, like most households, own a Westell.",
        "What I like least about the Westell is the fan.",
        "The fan of the Westell is loud.",
        "Any fan of the Westell knows the menu.",
        "The Westell's junk folder fills up.",
        "The Westell's range is no joke.",
        "He made a joke about the Westell.",
        "I regret not buying the Westell sooner.",
        "Butter and the Westell are hard to beat into a cream.",
        "The Lakers can't beat the Westell.",
        "I'm not saying the Westell is the best.",
        "Replace the Westell's power adapter.",
        "The technician who did the job installed the Westell.",
    ],
)
def test_everyday_words_that_rate_nothing(text: str) -> None:
    votes = _votes(text)
    assert "evaluation" not in votes and "recommendation" not in votes, votes


def test_advice_against_the_only_object_is_no_vote_for_it() -> None:
    """A page naming one object and advising against it: its "alone" vote (a page about one object favours it) went
    to that object anyway, since only praise and comparisons counted against it."""
    for text in ("Stay away from the Westell.", "I would never buy a Westell again."):
        reading = C._read(text, ("Westell", "Linksys"), None)
        assert reading.votes["alone"] == [0.0, 0.0]
        assert reading.votes["recommendation"] == [0.0, EDGE_WEIGHT]


_NIKON_REVIEW = (
    "Home | Cameras | Canon | Nikon | Sony | Lenses | Forum\n"
    "Nikon Coolpix L20 Review. With a price around $120, the Nikon Coolpix L20 is a great value for beginners. "
    "The Nikon runs on two AA batteries, which are easy to find when you travel. Its 3-inch screen is excellent, "
    "although it washes out a little in direct sunlight. The Nikon takes about two seconds to start up, and the "
    "shutter lag is noticeable with moving subjects. Indoor photos are soft without the flash, and the flash itself "
    "has a short reach. The menus of the Nikon are clear, with a guide mode that explains each setting. Video is "
    "limited to 640 x 480 pixels. Nikon includes a USB cable and a strap in the box. Battery life was about 200 "
    "shots with alkaline cells in our tests, a little more with rechargeable ones."
)


def test_a_page_about_one_object_naming_the_other_once_in_passing_is_no() -> None:
    """Session 40: a review of one Nikon camera whose menu names Canon once took a side (the pages model read its
    descriptions of the Nikon); real pages of this kind are NO to readers (the 73 ClueWeb12 pages of session 37)."""
    evidence = comparative_stance(_NIKON_REVIEW, ("Canon", "Nikon"), "Which is better, Canon or Nikon?")
    assert (evidence.label, evidence.decided_by) == ("NO", "names one object")
    assert comparative_stance(_NIKON_REVIEW, ("Nikon", "Canon"), None).label == "NO"  # the objects' order


@pytest.mark.parametrize(
    "added",
    [
        " The Nikon focuses much faster than the Canon.",  # the one sentence compares them
        " I would recommend the Nikon to anyone starting out.",  # it advises its own object
    ],
)
def test_a_passing_mention_rule_leaves_comparisons_and_advice(added: str) -> None:
    text = _NIKON_REVIEW.replace("Home | Cameras | Canon | Nikon | Sony | Lenses | Forum\n", "") + added
    if "Canon" not in added:
        text = "Home | Cameras | Canon | Nikon | Sony\n" + text
    assert comparative_stance(text, ("Canon", "Nikon"), None).decided_by != "names one object"


def test_a_passing_mention_rule_is_for_pages_only() -> None:
    """An answer (under 80 words) that names the other object once is read as answers are."""
    answer = "Canon? No. Nikon. The Nikon is sharp, the Nikon is light, the Nikon is cheap, the Nikon is fast. Nikon!"
    evidence = comparative_stance(answer, ("Canon", "Nikon"), None)
    assert evidence.decided_by != "names one object"
    rows = [(answer, ("Canon", "Nikon"), None)]
    assert comparative_stances(rows, pages=False)[0].decided_by != "names one object"


@pytest.mark.parametrize(
    ("text", "votes"),
    [
        ("Running burns more calories per minute.", [EDGE_WEIGHT, 0.0]),
        ("Running burns fewer calories per minute.", [0.0, EDGE_WEIGHT]),
        ("Running sheds more fat.", [EDGE_WEIGHT, 0.0]),
        ("Running prevents more injuries.", [EDGE_WEIGHT, 0.0]),
        ("Running causes more injuries.", [0.0, EDGE_WEIGHT]),  # no averting verb: more of a bad thing
        ("Running has more calories.", [0.0, EDGE_WEIGHT]),
        ("Running burns more sugar.", [0.0, EDGE_WEIGHT]),  # burning counts against body weight only (review)
        ("Running loses more salt.", [0.0, EDGE_WEIGHT]),
    ],
)
def test_burning_more_of_a_bad_thing_wins(text: str, votes: list[float]) -> None:
    """Session 40: "For pure weight loss, running wins: it burns more calories per minute" voted against running
    (burning was consumption, calories a cost), so a page concluding for running read NEUTRAL."""
    assert _votes(text, ("running", "swimming")) == {"single": votes}


def test_burning_more_of_a_bad_thing_wins_in_sentences() -> None:
    from comparative_ir.features.comparative import classify_sentences

    rows = [
        ("running", "swimming", "Running burns more calories than swimming."),
        ("swimming", "running", "Swimming burns fewer calories than running."),
        ("SUV", "sedan", "The SUV burns more fuel than the sedan."),  # fuel is no bad thing: burning it costs
    ]
    assert classify_sentences(rows) == ["BETTER", "WORSE", "WORSE"]


@pytest.mark.parametrize(
    ("word", "forms"),
    [
        ("bake", ("bake", "bakes", "baking", "baked")),
        ("fry", ("fry", "fries", "frying", "fried")),
        ("rent", ("rent", "rents", "renting", "rented")),
        ("buy", ("buy", "buys", "buying", "bought")),
        ("swim", ("swim", "swims", "swimming", "swam", "swum")),
        ("see", ("see", "sees", "seeing", "seen")),  # not "seed"
        ("dye", ("dye", "dyes", "dyeing", "dyed")),
        ("stop", ("stop", "stops", "stopping", "stopped")),
        ("open", ("open", "opens", "opening", "opened")),  # two syllables: no doubled consonant
        ("die", ("die", "dies", "dying", "died")),
        ("wash", ("wash", "washes", "washing", "washed")),
        ("c++", ()),
    ],
)
def test_verb_forms(word: str, forms: tuple[str, ...]) -> None:
    assert C.verb_forms(word) == forms


@pytest.mark.parametrize(
    ("name", "other", "question", "verb"),
    [
        ("rent", "buy", "Is it better to rent or buy a house?", True),
        ("buy", "rent", "Is it better to rent or buy a house?", True),  # the second, after "to rent or"
        ("fry food", "bake", "Is it healthier to bake than fry food?", True),
        ("To refreeze", "to refrigerate", "To refreeze or to refrigerate?", True),
        ("plane", "travel by train", "Is it better to travel by train or plane?", False),  # the other is no verb
        ("laptop", "desktop", "Which is better, laptop or desktop?", False),
        ("rent", "buy", None, False),
        # session 40's review: "to" after a word that takes it as a preposition
        ("Go", "Rust", "Should I switch to Go or Rust?", False),
        ("Texas", "California", "Should I move to Texas or California?", False),
        ("college", "work", "Should I go to college or work?", False),
    ],
)
def test_objects_asked_as_verbs(name: str, other: str, question: str | None, verb: bool) -> None:
    assert C._asked_as_verb(name, other, question) is verb


def test_a_question_between_doings_finds_the_verbs_forms() -> None:
    """Session 40: for "Is it better to rent or buy a house?" a page arguing "renting and investing the difference is
    the smarter move" named neither object (only "rent" and "rents" were mentions) and read as a quiet page."""
    question = "Is it better to rent or buy a house?"
    text = "We've been renting for ten years. Renting is the smarter move for us; we never regretted not buying."
    spans = _mentions(text, (_object_pattern("rent", "buy", question), _object_pattern("buy", "rent", question)))
    assert [len(s) for s in spans] == [2, 1]
    assert _mentions(
        "We bought in 2019 and rented before.",
        (_object_pattern("rent", "buy", question), _object_pattern("buy", "rent", question)),
    ) == [[(22, 28)], [(3, 9)]]
    build = "Is it better to build or buy a PC?"
    patterns = (_object_pattern("build", "buy", build), _object_pattern("buy", "build", build))
    assert _mentions("A built-in card; we built ours.", patterns) == [[(20, 25)], []]  # not "built-in"
    without = (_object_pattern("rent", "buy", None), _object_pattern("buy", "rent", None))
    assert _mentions(text, without) == [[], []]  # no question: a noun's forms only


@pytest.mark.parametrize(
    "text",
    [
        "Get them iPhone SEs - big home button, simple.",  # advice with an indirect object
        "Buy her an iPhone.",
        "Another vote for iPhone.",
        "+1 for iPhone.",
        "I went with the iPhone instead.",
        "The iPhone was the best decision I ever made.",
        "The right move is the iPhone.",
        "Start at the iPhone, then see.",
        "It will be hard to beat the iPhone on price.",  # a reader's example: "hard to beat a budget flight"
    ],
)
def test_picks_a_forum_makes(text: str) -> None:
    """Session 40: picks in 60 web pages written blind (a forum thread for "iPhone or Android for my parents?", a
    blog "Starting at Community College Was the Best Decision I Ever Made") that no rule read."""
    assert _votes(text, ("iPhone", "Android"))["recommendation"] == [EDGE_WEIGHT, 0.0]


@pytest.mark.parametrize(
    "text",
    [
        "I told her the iPhone is slow.",
        "Instead of the iPhone, she kept her old phone.",
        "The iPhone is, instead, a toy.",
    ],
)
def test_forum_words_that_pick_nothing(text: str) -> None:
    assert _votes(text, ("iPhone", "Android")).get("recommendation", [0.0])[0] == 0.0


def test_a_passing_mention_rule_leaves_objects_named_in_other_forms() -> None:
    """Session 40, a second blind page set: "invest" named once as a word and as "investing" / "investment"
    throughout is not named in passing (its mention pattern does not know those forms)."""
    assert not C._named_in_other_forms(_NIKON_REVIEW, "Canon")
    text = _NIKON_REVIEW + " My old Canonet still works. The Canonet QL17 was a rangefinder."
    assert C._named_in_other_forms(text, "Canon")
    assert comparative_stance(text, ("Canon", "Nikon"), None).decided_by != "names one object"
    assert comparative_stance(_NIKON_REVIEW, ("Canon", "Nikon"), None).decided_by == "names one object"


def test_instead_in_a_heading_is_no_pick() -> None:
    """ "When I'd invest instead" opens a section of cases (a heading, no closing punctuation), not a pick."""
    assert "recommendation" not in _votes("When I'd get the iPhone instead", ("iPhone", "Android"))
    assert _votes("I got the iPhone instead.", ("iPhone", "Android"))["recommendation"] == [EDGE_WEIGHT, 0.0]


def test_a_doing_picked_by_a_modal_alone() -> None:
    """Session 40, the second blind set: "Should I lease or buy a new car?" answered "Given what you've described,
    I'd lease." read as a quiet page; "Should I X or Y" asks between doings as "to X or Y" does."""
    question = "Should I lease or buy a new car?"
    assert C._asked_as_verb("lease", "buy", question) and C._asked_as_verb("buy", "lease", question)
    for text in ("Given what you've described, I'd lease.", "You should lease.", "I would definitely lease it."):
        assert _votes(text, ("lease", "buy"))["recommendation"] == [EDGE_WEIGHT, 0.0], text
    assert _votes("My answer is almost always the same: lease.", ("lease", "buy"))["recommendation"] == [
        EDGE_WEIGHT,
        0.0,
    ]
    assert "recommendation" not in _votes("I'd rather have the Nikon repaired.", ("Nikon", "Canon"))


def _question_votes(text: str, objects: tuple[str, str], question: str | None) -> dict[str, list[float]]:
    """The signals a text votes as an answer to ``question`` (comparisons included), without lead and alone."""
    [(reading, _)] = C._readings([(text, objects, question)], pages=False)
    return {k: v for k, v in reading.votes.items() if any(v) and k not in ("lead", "alone")}


def test_model_numbers_are_found_spaced_and_the_opposite_of_an_object_is_no_mention() -> None:
    """Session 41, the answers' errors: "the lower model of GTS 240 is inferior to the Radeon" named neither card
    (the object was "nVidia GTS240/250"), and "the first one, non organic, has a much higher Nitrogen level" named
    "Organic" (for "Organic or Traditional lawn fertilizer")."""
    patterns = (_object_pattern("nVidia GTS240/250", "ATI HD4870"), _object_pattern("ATI HD4870", "nVidia GTS240/250"))
    assert [len(s) for s in _mentions("The GTS 240 is inferior to the HD 4870 and the HD-4870X2.", patterns)] == [1, 1]
    assert _mentions("The GTS240 and the HD4870.", patterns) == [[(4, 10)], [(19, 25)]]
    organic = (_object_pattern("Organic", "Traditional lawn fertilizer"), None)
    assert _mentions("The first one, non organic, is cheaper.", organic) == [[], []]
    assert _mentions("The non-organic one is cheaper.", organic) == [[], []]
    assert _mentions("The organic one is safer.", organic)[0] == [(4, 11)]


@pytest.mark.parametrize(
    "text",
    [
        "Virtualization is definitely the answer here.",
        "The answer is virtualization.",
        "If you want several OSes at once, you have to go the virtualization route.",
        "For this, your best bet is probably virtualization.",
        "It's best to use virtualization, pack well and keep backups.",
    ],
)
def test_answers_that_pick_in_so_many_words(text: str) -> None:
    """Session 41, the answers' errors: "Virtualization is definitely the answer here.", "you have to go the
    virtualization route", "your best bet is probably the train", "it's best to buy in US" picked nothing."""
    assert _votes(text, ("Ghost", "Virtualization"))["recommendation"] == [0.0, EDGE_WEIGHT]


@pytest.mark.parametrize(
    "text",
    [
        "I don't think virtualization is the answer.",
        "Virtualization is the answer to a different question.",
        "If you go the virtualization route, you need a lot of RAM.",
        "Is virtualization the answer?",
    ],
)
def test_answers_that_name_an_answer_without_picking_it(text: str) -> None:
    assert "recommendation" not in _votes(text, ("Ghost", "Virtualization"))


def test_more_of_what_the_question_asks_for_answers_it() -> None:
    """Session 41: "Which is more important, temperature or humidity?" answered "Temperature is more important."
    (and "Which lasts longer?" answered "the prepared meal will last longer") voted nothing: "more important" and
    "longer" rate nothing by themselves, but they are what the question asks for."""
    question = "When curing sausage, which is more important, temperature or humidity?"
    objects = ("temperature", "humidity")
    assert C.asked_comparatives(question) == frozenset({"important"})
    assert _question_votes("Temperature is more important.", objects, question) == {"single": [EDGE_WEIGHT, 0.0]}
    assert _question_votes("Humidity is the most important.", objects, question) == {"single": [0.0, EDGE_WEIGHT]}
    assert _question_votes("Humidity is less important.", objects, question) == {"single": [EDGE_WEIGHT, 0.0]}
    assert _question_votes("Temperature is important.", objects, question) == {}
    assert _question_votes("Temperature is more important.", objects, "Temperature or humidity?") == {}
    lasts = "Raw meat or prepared food? Which lasts longer?"
    said = "Overall I trust option B) the prepared meal in the fridge will last longer."
    assert _question_votes(said, ("Raw meat", "prepared food"), lasts) == {"single": [0.0, EDGE_WEIGHT]}
    assert C.asked_comparatives("Which is safer, X or Y?") == frozenset()  # rates anyway ("safer")


def test_an_order_with_the_verb_of_a_doing_picks_it() -> None:
    """Session 41: for "Is it better to learn the DOM or jQuery first?" the answer "Learn the DOM." picked nothing
    (the verb is inside the object's name, so no choice verb stood before it); nor did "cut it more finely" for
    "is it better to cut or tear basil leaves?". The verb alone only when the other object is a doing too, and as an
    order, with an object or at the sentence's end: "Wallpaper sticks best to paint" is no order to wallpaper."""
    dom = "Is it better to learn the DOM or jQuery first?"
    assert _question_votes("Learn the DOM.", ("to learn the DOM", "jQuery"), dom) == {
        "recommendation": [EDGE_WEIGHT, 0.0]
    }
    assert _question_votes("When you learn the DOM, you see why.", ("to learn the DOM", "jQuery"), dom) == {}
    assert _question_votes("I learn the DOM at work.", ("to learn the DOM", "jQuery"), dom) == {}
    basil = "To achieve maximum flavour is it better to cut or tear basil leaves?"
    said = "If you want more basil flavour and smell, cut it more finely."
    assert _question_votes(said, ("to cut", "tear basil leaves"), basil)["recommendation"] == [EDGE_WEIGHT, 0.0]
    paint = "Is it better to paint or wallpaper a bathroom?"
    assert _question_votes("Paint it.", ("paint", "wallpaper"), paint) == {"recommendation": [EDGE_WEIGHT, 0.0]}
    assert _question_votes("Wallpaper sticks best to smooth paint.", ("paint", "wallpaper"), paint) == {}
    duty = "Buy alcohol duty-free or in US?"
    assert _question_votes("Buy them there.", ("Buy alcohol duty-free", "in US"), duty) == {}


def test_a_head_both_objects_share_names_neither_alone() -> None:
    """Session 41: "wood vs stone mulch" parses as "wood" and "stone mulch", so "I prefer cedar mulch" and "wood
    mulch" counted as mentions of the stone. When the text puts the head after the one-word object too ("wood
    mulch"), the head alone is no mention of the other; the other is still found by its own words."""
    assert C._shared_heads("Wood mulch rots. Wood mulches feed the soil.", ["wood", "stone mulch"]) == ("", "mulch")
    assert C._shared_heads("The bus is slow.", ["bus", "own car"]) == ("", "")
    # "Should I do cardio before or after lifting?": "before" is a time, not a modifier of "lifting"
    assert C._shared_heads("Cardio before lifting tires you.", ["before", "after lifting"]) == ("", "")
    text = "Wood mulch feeds the soil. Cedar mulch is the best. Stone is forever."
    [(reading, _)] = C._readings([(text, ("wood", "stone mulch"), None)], pages=False)
    assert reading.named == [1, 1]  # "Cedar mulch" names neither; "Stone" names the stone


def test_the_use_of_an_object_is_no_advice_to_use_it() -> None:
    """Session 41, an answer's heading "Classification and use of Stocks vs. Broth:" read as "use X" advice."""
    assert "recommendation" not in _votes(
        "Classification and use of Stocks: broths are made of meat.", ("Stock", "Broth")
    )
    assert _votes("Just use stock.", ("Stock", "Broth"))["recommendation"] == [EDGE_WEIGHT, 0.0]


@pytest.mark.parametrize(
    ("text", "objects", "question"),
    [
        # from a review of the session's readings (146 cases written to break them; rule votes right 64 -> 92)
        ("Whichever you choose, get a 4 year extended warranty.", ("Audi A4", "BMW 3 series"), None),
        ("Take the I-5 down to the store.", ("Core i5", "Core i7"), None),
        ("If the answer is Proxmox, you still need a license.", ("Proxmox", "ESXi"), None),
        ("I'm not sure the answer is Proxmox.", ("Proxmox", "ESXi"), None),
        ("The answer is Proxmox or ESXi, depending on your hardware.", ("Proxmox", "ESXi"), None),
        ("They say Proxmox is the answer.", ("Proxmox", "ESXi"), None),
        ("For years, Proxmox was the answer.", ("Proxmox", "ESXi"), None),
        ("Once you go the VPS route, you pay every month.", ("VPS", "shared hosting"), None),
        ("Go the extra mile with the warranty.", ("extra warranty", "store card"), None),
        ("I don't think it's better to eat brown rice.", ("white rice", "brown rice"), None),
        ("It's best to limit white rice.", ("white rice", "brown rice"), None),
        ("Cut the tomatoes first.", ("to cut", "tear basil leaves"), "Is it better to cut or tear basil leaves?"),
        ("First, cut the stems.", ("to cut", "tear basil leaves"), "Is it better to cut or tear basil leaves?"),
        (
            "Cut them or tear them, your call.",
            ("to cut", "tear basil leaves"),
            "Is it better to cut or tear basil leaves?",
        ),
        ("Learn the DOM later.", ("to learn the DOM", "jQuery"), "Is it better to learn the DOM or jQuery first?"),
        (
            "Buy a house only if you will stay five years.",
            ("rent", "buy a house"),
            "Is it better to rent or buy a house?",
        ),
        ("So buy a house, they said.", ("rent", "buy a house"), "Is it better to rent or buy a house?"),
    ],
)
def test_the_session_41_picks_keep_to_picks(text: str, objects: tuple[str, str], question: str | None) -> None:
    assert "recommendation" not in _question_votes(text, objects, question), text


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("The Kindle is no longer sold.", "Which lasts longer, a Kindle or a Kobo?"),
        ("The Kindle takes longer to charge.", "Which lasts longer, a Kindle or a Kobo?"),
        ("The Kindle has been around longer.", "Which lasts longer, a Kindle or a Kobo?"),
        ("The Kindle is closer to the airport.", "Which is closer, a Kindle or a Kobo?"),
        ("For the Kindle, the cover is more important.", "Which is more important, a Kindle or a Kobo?"),
        ("The Kindle has more impact on my wallet.", "Which has more impact on reading, a Kindle or a Kobo?"),
        ("The Kindle has a bigger screen.", "Which is better for a bigger family, a Kindle or a Kobo?"),
    ],
)
def test_the_asked_quality_said_of_something_else(text: str, question: str) -> None:
    assert "single" not in _question_votes(text, ("Kindle", "Kobo"), question), text


def test_whichever_is_no_pick() -> None:
    """Session 41, a set of answers written blind: "Use whichever you like the taste of and can afford." (whey or
    casein?) and "Plenty of experienced riders use each." decline to pick, as "use both" does."""
    from comparative_ir.stance.comparative_lexicon import NEUTRAL_CUES

    assert NEUTRAL_CUES.search("Use whichever you like the taste of and can afford.")
    assert NEUTRAL_CUES.search("Plenty of experienced riders use each.")
    assert not NEUTRAL_CUES.search("Use the one you like.")


def test_unlikely_to_do_better_and_failing_to_beat() -> None:
    """Session 41, a set of answers written blind ("Index funds vs individual stocks for a beginner?"): "A beginner
    picking individual stocks is very unlikely to do better" voted for the stocks, and "most professional fund
    managers fail to beat their index" against the index."""
    objects = ("Index funds", "individual stocks")
    assert _votes("A beginner picking individual stocks is very unlikely to do better.", objects) == {
        "single": [EDGE_WEIGHT, 0.0]
    }
    assert _votes("Most fund managers fail to beat their index after fees.", objects) == {
        "evaluation": [EDGE_WEIGHT, 0.0]
    }


@pytest.mark.parametrize(
    "text",
    [
        # a code review of the session's guards (session 41): each lost its pick to a doubt that was not about it
        "If you read a lot, the answer is simple: get the Kindle.",
        "Maybe it's better to wait, but I'd get the Kindle.",
        "I think the answer is the Kindle.",
        "I think the Kindle is the right answer.",
        "Don't overthink it, the Kindle is the best.",
        "I can't stress this enough: the Kindle is the best.",
    ],
)
def test_a_doubt_takes_back_only_the_pick_it_doubts(text: str) -> None:
    assert _votes(text, ("Kindle", "Kobo"))["recommendation"] == [EDGE_WEIGHT, 0.0], text


def test_the_reviewed_readings_of_asked_qualities_heads_and_orders() -> None:
    """A code review (session 41): "closer to the beach" asked by the question was refused with every "to" phrase,
    "the more important factor" asked nothing, "class" lost its last letter as a shared head, the question's last
    word kept its "?" for an order's object, and "an unlikely but excellent choice" read as a negation."""
    beach = "Which hotel is closer to the beach, the Hilton or the Marriott?"
    assert _question_votes("The Hilton is closer to the beach.", ("Hilton", "Marriott"), beach) == {
        "single": [EDGE_WEIGHT, 0.0]
    }
    assert C.asked_comparatives("Which is the more important factor, temperature or humidity?") == {"important"}
    text = "An online class is cheap. The online class fits my schedule. In-person classes are fun."
    [(reading, _)] = C._readings([(text, ("online", "in-person class"), None)], pages=False)
    assert reading.named == [2, 1]
    basil = "To achieve maximum flavour is it better to cut or tear basil leaves?"
    assert _question_votes("Cut the leaves.", ("to cut", "tear basil leaves"), basil) == {
        "recommendation": [EDGE_WEIGHT, 0.0]
    }
    assert _votes("The Kindle is an unlikely but excellent choice.", ("Kobo", "Kindle")) == {
        "evaluation": [0.0, EDGE_WEIGHT]
    }
