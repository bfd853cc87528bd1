"""Comparative question parsing: hand-made examples per pattern, batch = single, the model file, the tagger's
training, and the targets on shared data."""

from __future__ import annotations

import functools
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from comparative_ir import question as Q
from comparative_ir.question import (
    LabelledQuestion,
    ParsedQuestion,
    analyse_labelled,
    cross_validate,
    normalise_object,
    pair_accuracy,
    parse_question,
    parse_questions,
    precision_recall,
    read_labelled_questions,
    split_half,
    train_model,
    train_pair_ranker,
    train_tagger,
    training_weights,
)
from comparative_ir.question import tagger as T
from comparative_ir.question.tokens import _Span
from comparative_ir.question.training import _folds

# (question, objects, aspects, predicate); comparative is True exactly when objects are given
EXAMPLES: list[tuple[str, tuple[str, ...], tuple[str, ...], str | None]] = [
    # X or Y
    ("Microsoft Office or Google Docs?", ("Microsoft Office", "Google Docs"), (), None),
    ("Which is better, a laptop or a desktop?", ("laptop", "desktop"), (), "better"),
    ("Which is better, Canon or Nikon?", ("Canon", "Nikon"), (), "better"),
    ("Which is better for reading books, a Kindle or an iPad?", ("Kindle", "iPad"), ("reading books",), "better"),
    ("Which is better for baking, butter or margarine?", ("butter", "margarine"), ("baking",), "better"),
    ("Should I buy an Xbox or a PlayStation?", ("Xbox", "PlayStation"), (), None),
    ("Should I buy or rent?", ("buy", "rent"), (), None),
    ("Do you prefer cats or dogs, and why?", ("cats", "dogs"), (), "prefer"),
    ("Is Kenya or Tanzania better for a safari?", ("Kenya", "Tanzania"), ("safari",), "better"),
    ("Which is better, Family Guy or The Simpsons?", ("Family Guy", "The Simpsons"), (), "better"),
    ("Which technology performs better: Apple's or Google's?", ("Apple's", "Google's"), (), "better"),
    ("Which is healthiest: coffee, green tea or black tea?", ("coffee", "green tea", "black tea"), (), "healthiest"),
    # X or Y: which is better for Z?
    ("Laptop or desktop: which is better for gaming?", ("Laptop", "desktop"), ("gaming",), "better"),
    (
        "Trail runners or hiking boots: which is better for hiking?",
        ("Trail runners", "hiking boots"),
        ("hiking",),
        "better",
    ),
    (
        "Plastic pots or ceramic pots, which is better in terms of plant health?",
        ("Plastic pots", "ceramic pots"),
        ("plant health",),
        "better",
    ),
    # X vs. Y, X vs Y, X versus Y
    ("Microsoft Office vs. LibreOffice", ("Microsoft Office", "LibreOffice"), (), None),
    ("Trail runners vs hiking boots for long hikes", ("Trail runners", "hiking boots"), ("long hikes",), None),
    ("iPhone versus Android: which is more secure?", ("iPhone", "Android"), ("secure",), "more"),
    ("Psoriasis vs Eczema: What is the difference?", ("Psoriasis", "Eczema"), (), "difference"),
    ("Python vs Java vs C++", ("Python", "Java", "C++"), (), None),
    ("What are the pros and cons of wood vs. stone mulch?", ("wood mulch", "stone mulch"), (), "pros and cons"),
    # difference between X and Y
    (
        "What is the difference between baking soda and baking powder?",
        ("baking soda", "baking powder"),
        (),
        "difference",
    ),
    ("What is the difference between a crocodile and an alligator?", ("crocodile", "alligator"), (), "difference"),
    (
        "What's the difference between coffee, espresso, cappuccino, and latte?",
        ("coffee", "espresso", "cappuccino", "latte"),
        (),
        "difference",
    ),
    # Is X better than Y (for Z)?
    ("Is a laptop better than a desktop for gaming?", ("laptop", "desktop"), ("gaming",), "better"),
    (
        "Are electric cars cheaper than gas cars in terms of price?",
        ("electric cars", "gas cars"),
        ("price",),
        "cheaper",
    ),
    (
        "Are hiking boots better than trail runners for long hikes?",
        ("hiking boots", "trail runners"),
        ("long hikes",),
        "better",
    ),
    ("Why is Linux better than Windows?", ("Linux", "Windows"), (), "better"),
    ("Is Obamacare really any better than Medicare?", ("Obamacare", "Medicare"), (), "better"),
    (
        "Does unpasteurized cheese taste better than pasteurized cheese?",
        ("unpasteurized cheese", "pasteurized cheese"),
        (),
        "better",
    ),
    ("Is it healthier to bake than to fry food?", ("bake", "fry food"), (), "healthier"),
    ("Which is more difficult, skiing or snowboarding?", ("skiing", "snowboarding"), ("difficult",), "more"),
    ("Which has more caffeine, coffee or tea?", ("coffee", "tea"), ("caffeine",), "more"),
    # over, compared to, different from
    (
        "What are the advantages and disadvantages of PHP over Python and vice versa?",
        ("PHP", "Python"),
        (),
        "advantages and disadvantages",
    ),
    ("How does Python compare to Java for web development?", ("Python", "Java"), ("web development",), "compare"),
    (
        "How is a Master's degree different from a Bachelor's degree?",
        ("Master's degree", "Bachelor's degree"),
        (),
        "different",
    ),
    # a head shared by coordinated modifiers
    ("Should I buy steel or ceramic knives?", ("steel knives", "ceramic knives"), (), None),
    (
        "What is better for the environment, a real or a fake Christmas tree?",
        ("real Christmas tree", "fake Christmas tree"),
        ("environment",),
        "better",
    ),
    ("Which algorithm is better, quicksort or merge sort?", ("quicksort", "merge sort"), (), "better"),
    # no pair: not comparative, no objects. With the tagger (CompQuestions conventions): "rice cookers" is the single
    # object of a superlative question, not an aspect (the rules said aspect); "sleep" is what is to be better, an
    # aspect (the rules found none)
    ("What are the best rice cookers?", (), (), "best"),
    ("How to sleep better?", (), ("sleep",), "better"),
    ("Should teachers get tenure?", (), (), None),
    ("What are the pros and cons of electric cars?", (), (), "pros and cons"),
]


@pytest.mark.parametrize(("question", "objects", "aspects", "predicate"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_examples(question: str, objects: tuple[str, ...], aspects: tuple[str, ...], predicate: str | None) -> None:
    parsed = parse_question(question)
    assert parsed == ParsedQuestion(question, bool(objects), objects, aspects, predicate)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Which is faster: Node.js, Go, or Rust?", ("Node.js", "Go", "Rust")),
        ("Which is faster, Node.js, Go, or Rust?", ("Node.js", "Go", "Rust")),
        ("Which is faster, Node.js, Go or Rust?", ("Node.js", "Go", "Rust")),
        ("Should I invest in stocks, bonds or real estate?", ("stocks", "bonds", "real estate")),  # after "invest in"
        ("Which is better to learn first, guitar or piano?", ("guitar", "piano")),  # "first" is no item
        ("Is Netflix worth it compared to Disney+?", ("Netflix", "Disney+")),  # "worth" is not part of a name
        ("Spotify vs Apple Music", ("Spotify", "Apple Music")),  # a title opening with a word tagged as a verb
        ("Rent vs buy", ("Rent", "buy")),
        ("React vs Angular vs Vue", ("React", "Angular", "Vue")),
        ("Is a PhD worth it compared to a master's degree?", ("PhD", "master's degree")),
        ("What is healthier, coffee, green tea or black tea?", ("coffee", "green tea", "black tea")),
        ("Is it better to walk, or to run?", ("walk", "run")),
        ("Which is better, tea, or coffee?", ("tea", "coffee")),
        (
            "What is better for the environment, a real or a fake Christmas tree?",
            ("real Christmas tree", "fake Christmas tree"),
        ),
    ],
)
def test_lists_with_a_serial_comma_or_after_the_question(question: str, objects: tuple[str, ...]) -> None:
    """The first item of "A, B, or C" was lost (the comma before "or"), and so was that of a list after "Which is
    faster," (it became an aspect)."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Which is faster, C or C#?", ("C", "C#")),
        ("Which is better, C++ or C#?", ("C++", "C#")),
        ("Is F# better than OCaml?", ("F#", "OCaml")),
        ("c# vs java", ("c#", "java")),
    ],
)
def test_names_ending_in_sharp_stay_whole(question: str, objects: tuple[str, ...]) -> None:
    """spaCy splits "C#" at the "#": "C or C#" came out as "C" against "C"."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Which is better, Java or .NET?", ("Java", ".NET")),
        ("Which is better, .NET or Java?", (".NET", "Java")),
        ("Is Node.js better than .NET?", ("Node.js", ".NET")),
        ("Which is better, A/B or C?", ("A/B", "C")),
        ("Which is better, C or A/B?", ("C", "A/B")),
        ("Which is better, I/O or networking?", ("I/O", "networking")),
        ("Is AT&T better than Verizon?", ("AT&T", "Verizon")),
        ("Which is better, OS/2 or Windows?", ("OS/2", "Windows")),
        ("Which is better, a Mac or a PC?", ("Mac", "PC")),
    ],
)
def test_names_with_dots_and_slashes(question: str, objects: tuple[str, ...]) -> None:
    """spaCy tags a final ".NET" as punctuation (the pair was lost), the "A" of "A/B" was taken for an article and
    the "I" of "I/O" for the pronoun."""
    assert parse_question(question).objects == objects
    assert parse_question(question).comparative


@pytest.mark.parametrize(
    "question",
    [
        "What time does Costco open?",
        "What diet gives the best result to lose weight?",  # Touché 2021 topic 66: "diet" vs "result" before
        "Who holds the highest rank in the executive office?",
        "Where can I get the best street food in Bangalore?",
    ],
)
def test_two_noun_phrases_with_nothing_relating_them_are_no_comparison(question: str) -> None:
    parsed = parse_question(question)
    assert (parsed.comparative, parsed.objects) == (False, ())


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is a pony a baby horse?", ("pony", "baby horse")),
        (
            "why does germany s economy strongly outperform other parts of europe",
            ("germany s economy", "other parts of europe"),
        ),
        ("Is Python better than Java?", ("Python", "Java")),
    ],
)
def test_objects_related_by_a_copula_or_a_comparative_verb_stay_a_pair(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    "question", ["Is coffee or tea healthier?", "is coffee or tea healthier", "Is coffee or tea healthier for you?"]
)
def test_a_comparative_adjective_tagged_as_a_noun_is_the_predicate_not_a_shared_head(question: str) -> None:
    parsed = parse_question(question)  # spaCy tags "healthier" NN: it was "coffee healthier", "tea healthier"
    assert (parsed.objects, parsed.predicate) == (("coffee", "tea"), "healthier")


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        # Touché 2020 topic 38 gave "PostgreSQL in performance"
        (
            "What are the differences between MySQL and PostgreSQL in performance?",
            ("MySQL", "PostgreSQL"),
            ("performance",),
        ),
        ("Is a laptop better than a desktop in price?", ("laptop", "desktop"), ("price",)),
        ("Is Python better than Java in general?", ("Python", "Java"), ()),
        ("What is the difference between debt in mutual funds and stocks?", ("debt in mutual funds", "stocks"), ()),
    ],
)
def test_a_closing_dimension_is_an_aspect_not_part_of_the_last_object(
    question: str, objects: tuple, aspects: tuple
) -> None:
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Which is better, Ben & Jerry's or Haagen-Dazs?", ("Ben & Jerry's", "Haagen-Dazs")),
        ("Is Barnes & Noble cheaper than Amazon?", ("Barnes & Noble", "Amazon")),
        ("What is the difference between Johnson & Johnson and Pfizer?", ("Johnson & Johnson", "Pfizer")),
        ("Tom & Jerry vs Looney Tunes", ("Tom & Jerry", "Looney Tunes")),
        ("is c++ faster than java", ("c++", "java")),
        ("is c# better than java", ("c#", "java")),
    ],
)
def test_names_with_an_ampersand_or_a_sign_in_any_case(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        ("Which is better: Visual Studio Code or IntelliJ IDEA?", ("Visual Studio Code", "IntelliJ IDEA"), ()),
        ("Visual Studio Code or IntelliJ IDEA: which is better?", ("Visual Studio Code", "IntelliJ IDEA"), ()),
        (
            "Which is better; Google Cloud Platform or Microsoft Azure?",
            ("Google Cloud Platform", "Microsoft Azure"),
            (),
        ),
        ("Which is better, Visual Studio Code or IntelliJ IDEA?", ("Visual Studio Code", "IntelliJ IDEA"), ()),
        ("Which is better for Java NetBeans or Eclipse?", ("NetBeans", "Eclipse"), ("Java",)),
    ],
)
def test_a_multi_word_name_after_a_colon_or_at_the_start_stays_whole(
    question: str, objects: tuple, aspects: tuple
) -> None:
    """After a colon or semicolon, or at the start, the pair ranker cut "Visual Studio Code" to "Studio Code" and the
    tagger "Google Cloud Platform" to "Cloud Platform" (aspect "Google"); the comma form was right. A name that the
    rules' object holds whole is not cut; the rules' extent is the limit ("Java" in "for Java NetBeans")."""
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        ("react vs angular performance", ("react", "angular"), ("performance",)),
        ("ps5 vs xbox price", ("ps5", "xbox"), ("price",)),  # was "ps5 price", "xbox price"
        ("oil price vs gas price", ("oil price", "gas price"), ()),
        ("is tea better than coffee for you", ("tea", "coffee"), ("you",)),
    ],
)
def test_a_closing_dimension_or_for_phrase_in_a_query_is_an_aspect(question: str, objects: tuple, aspects: tuple):
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize("question", ["Why is my iPhone slower than before?", "Is Python better than ever?"])
def test_than_before_or_ever_names_no_second_object(question: str) -> None:
    assert parse_question(question).comparative is False


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is tea as good as coffee?", ("tea", "coffee")),  # was no comparison
        ("Is walking as good as running for weight loss?", ("walking", "running")),
        ("Should I switch from Windows to Linux?", ("Windows", "Linux")),  # was no comparison
        ("Should I move from Dropbox to Google Drive?", ("Dropbox", "Google Drive")),
        ("Is it worth switching from Android to iPhone?", ("Android", "iPhone")),
        ("what are the pros and cons of converting from ubuntu to linux mint", ("ubuntu", "linux mint")),
    ],
)
def test_equatives_and_switching_from_one_to_the_other_compare(question: str, objects: tuple) -> None:
    parsed = parse_question(question)
    assert parsed.comparative and parsed.objects == objects


@pytest.mark.parametrize(
    "question",
    [
        "what are the best ways to lose a lot of weight as quickly as possible",
        "best practices for switching from a to b",
        "How hard is it to migrate from MySQL to PostgreSQL?",  # a second review: these became comparisons
        "best way to switch from iphone to android",
        "how to switch from windows to linux",
    ],
)
def test_as_possible_and_how_to_switch_are_no_comparison(question: str) -> None:
    assert parse_question(question).comparative is False


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is it better to invest in stocks or bonds?", ("stocks", "bonds")),  # was "invest in stocks", "bonds"
        ("Is it cheaper to rent or buy a house?", ("rent", "buy")),  # was "rent", "buy a house"
        ("Is it better to buy or lease a car?", ("buy", "lease")),
        ("Should I learn Python or Java first?", ("Python", "Java")),  # was "Java first"
        ("Samsung or LG TVs: which are better?", ("Samsung", "LG")),  # was "LG TVs"
        ("Which is better for beginners, Canon or Nikon cameras?", ("Canon", "Nikon")),
        ("Which algorithm is better, quicksort or merge sort?", ("quicksort", "merge sort")),  # not a verb pair
        ("Should I buy steel or ceramic knives?", ("steel knives", "ceramic knives")),  # adjectives share the head
        ("Is it better to put money in savings or pay off debt?", ("put money in savings", "pay off debt")),
        ("Is it better to fly or take the train?", ("fly", "take the train")),  # a light verb's own complement
        ("Modularity vs Single class simplicity", ("Modularity", "Single class simplicity")),
        # the article repeated after the preposition (session 31; was "live in the city" / "suburbs")
        ("Is it better to live in the city or the suburbs?", ("city", "suburbs")),
        ("Is it better to sleep on your back or your side?", ("back", "side")),
        ("Is it better to cook in a cast iron pan or a nonstick pan?", ("cast iron pan", "nonstick pan")),
        ("Should I major in philosophy or psychology?", ("major in philosophy", "psychology")),  # Touché 2022's gold
    ],
)
def test_coordinated_objects_are_made_parallel(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        ("macbook air m2 vs m3 battery life", ("macbook air m2", "m3"), ("battery life",)),  # "m3 battery life"
        ("Android vs iOS security", ("Android", "iOS"), ("security",)),  # was "iOS security"
        ("Is vinyl better than CD sound quality?", ("vinyl", "CD"), ("sound quality",)),  # was "CD sound"
        ("tea or coffee in the morning", ("tea", "coffee"), ("morning",)),  # was "coffee in the morning"
        ("Is renting better than buying in the long run?", ("renting", "buying"), ("long run",)),
        ("Is German harder than Dutch for English speakers?", ("German", "Dutch"), ("English speakers",)),
        ("Is MongoDB better than PostgreSQL in terms of scalability?", ("MongoDB", "PostgreSQL"), ("scalability",)),
        ("Is the EU bigger than the USA by population?", ("EU", "USA"), ("population",)),  # was "USA by population"
    ],
)
def test_trailing_context_is_an_aspect_not_part_of_the_last_object(question: str, objects: tuple, aspects: tuple):
    """From a review of 216 questions (2026-11-25). "MongoDB" was tagged DT and the question was no comparison."""
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is cast iron better than nonstick?", ("cast iron", "nonstick")),  # was "iron": "cast" a participle
        ("Is baked chicken healthier than fried chicken?", ("baked chicken", "fried chicken")),
        ("react or vue for a small project", ("react", "vue")),  # was no comparison: "react" a verb
        ("Should I pay off debt or invest?", ("pay off debt", "invest")),  # was "debt", "invest"
        ("should i sell my car or keep it", ("sell my car", "keep it")),  # was "car", "keep it"
        ("Is sunscreen SPF 50 better than SPF 30?", ("SPF 50", "SPF 30")),  # "sunscreen" (tagged VBN) is the category
        ("Samsung Galaxy S23 vs Galaxy S22", ("Samsung Galaxy S23", "Galaxy S22")),  # a brand stays
        ("Is a 27 inch monitor better than a 24 inch monitor for gaming?", ("27 inch monitor", "24 inch monitor")),
    ],
)
def test_participles_and_verbs_that_open_an_object_are_part_of_it(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    "question",
    ["Can I use olive oil instead of butter for baking?", "Is it OK to use baking soda instead of baking powder?"],
)
def test_instead_of_is_one_predicate(question: str) -> None:
    assert parse_question(question).predicate == "instead of"  # the tagger's run stopped at "instead" here


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        ("Can I use honey instead of sugar in bread?", ("honey", "sugar"), ("bread",)),  # was "sugar in bread"
        ("Can I use butter instead of oil in brownies?", ("butter", "oil"), ("brownies",)),
    ],
)
def test_where_a_swap_is_made_is_an_aspect(question: str, objects: tuple, aspects: tuple) -> None:
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Who would win in a fight, a gorilla or a bear?", ("gorilla", "bear")),  # "fight" was a list item
        ("Should I invest in stocks, bonds or real estate?", ("stocks", "bonds", "real estate")),
        ("Should I choose from a Mac, a PC or a Chromebook?", ("Mac", "PC", "Chromebook")),
    ],
)
def test_a_list_after_a_verb_and_preposition(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        # a question word stands for the options: the phrase before the comma sets the scene
        ("Where should I go in winter, Thailand or Vietnam?", ("Thailand", "Vietnam")),  # was "winter", ...
        ("Which do you prefer in summer, beer or wine?", ("beer", "wine")),
        ("What should I eat for breakfast, eggs, oatmeal or cereal?", ("eggs", "oatmeal", "cereal")),
        ("What is the best way to travel in Europe, train or plane?", ("train", "plane")),
        ("Which sport should I play in college, football or basketball?", ("football", "basketball")),
        ("Where should we go skiing in the Alps, Verbier, Zermatt or Davos?", ("Verbier", "Zermatt", "Davos")),
        ("What's better, investing in stocks, bonds or gold?", ("stocks", "bonds", "gold")),  # a clause of its own
        ("Which should I pick from apples, pears or plums?", ("apples", "pears", "plums")),  # a verb that chooses
        # in a yes/no question the options are the preposition's object, unless of another kind
        ("Should I travel in June, July or August?", ("June", "July", "August")),  # was "July", "August"
        ("Should I stay at a hotel, an Airbnb or a hostel?", ("hotel", "Airbnb", "hostel")),  # was "Airbnb", ...
        ("Should I write it in Python, Go or Rust?", ("Python", "Go", "Rust")),
        ("Should I sell on eBay, Etsy or Amazon?", ("eBay", "Etsy", "Amazon")),
        ("Is it better to fry with canola oil, peanut oil or lard?", ("canola oil", "peanut oil", "lard")),
        ("Should I focus on studying, sports or music?", ("studying", "sports", "music")),
        ("Should I invest in Apple, gold or bonds?", ("Apple", "gold", "bonds")),
        ("Is it better to drink at night, milk or tea?", ("milk", "tea")),  # a time among things
        ("Which phone should I buy in 2023, iPhone 15 or Pixel 8?", ("iPhone 15", "Pixel 8")),
        ("Is it better to drink during exercise, water or Gatorade?", ("water", "Gatorade")),  # "during": a time
        ("Should I go running on weekends, hiking or cycling?", ("hiking", "cycling")),
        (
            "Is it better to bake with bread flour, all-purpose flour or cake flour?",
            ("bread flour", "all-purpose flour", "cake flour"),
        ),
        # a question asking an opinion of what follows a preposition: the options
        ("What do you think about moving to Denver, Austin or Nashville?", ("Denver", "Austin", "Nashville")),
        ("Any thoughts on Vim, Emacs or Nano?", ("Vim", "Emacs", "Nano")),
        ("What do you think of Dune, Foundation and Hyperion?", ("Dune", "Foundation", "Hyperion")),  # was none
        ("What's your take on investing in silver, gold or platinum?", ("silver", "gold", "platinum")),
        ("Should I commute by e-bike, scooter or bus?", ("e-bike", "scooter", "bus")),  # was "scooter", "bus"
        (
            "Should I put my savings in a CD, a money market or a savings account?",
            ("CD", "money market", "savings account"),
        ),
        ("Should I wear boots to the party, brown or black?", ("brown", "black")),  # qualities: a thing is scene
        ("In which city can I find better jobs in tech, Austin, Denver or Seattle?", ("Austin", "Denver", "Seattle")),
    ],
)
def test_a_scene_before_the_list_is_no_option(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


def test_an_opinion_of_two_things_is_no_comparison() -> None:
    assert parse_question("What do you think about tea and coffee?").comparative is False


@pytest.mark.parametrize(
    ("question", "predicate"),
    [
        ("What should I eat for breakfast, eggs, oatmeal or cereal?", None),  # was "eggs"
        ("Is the new way of filing taxes better than the old way?", "better"),  # was "new"
    ],
)
def test_the_predicate_is_no_word_of_an_object(question: str, predicate: str | None) -> None:
    assert parse_question(question).predicate == predicate


@pytest.mark.parametrize(
    ("question", "objects", "predicate"),
    [
        ("Is Best Buy cheaper than Amazon for TVs?", ("Best Buy", "Amazon"), "cheaper"),  # was "Best", "best"
        ("Holiday Inn or Best Western?", ("Holiday Inn", "Best Western"), None),  # was "Best"
        ("Should I watch Better Call Saul or Breaking Bad first?", ("Better Call Saul", "Breaking Bad"), None),
        ("Is Best Western better than Holiday Inn?", ("Best Western", "Holiday Inn"), "better"),  # was no pair
        # a grade word typed with a capital is still the comparison
        ("Is the iPhone 15 More Expensive Than the Pixel 8?", ("iPhone 15", "Pixel 8"), "more"),
        ("Which Is The Best Laptop, Dell Or HP?", ("Dell", "HP"), "best"),
        ("Which is Better Quality, Sony or Bose?", ("Sony", "Bose"), "better"),
    ],
)
def test_a_name_that_opens_with_a_grade_word(question: str, objects: tuple, predicate: str | None) -> None:
    parsed = parse_question(question)
    assert (parsed.objects, parsed.predicate) == (objects, predicate)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Should I switch my dog to kibble, wet food or a raw diet?", ("kibble", "wet food", "raw diet")),
        ("Should I major in physics, math or computer science?", ("physics", "math", "computer science")),
        ("What's more important to you, salary or work-life balance?", ("salary", "work-life balance")),
        ("Is wood or stone mulch better?", ("wood mulch", "stone mulch")),  # two bare nouns still share it
    ],
)
def test_a_longer_list_of_nouns_shares_no_head(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        # a phrase after the last of three options, the others without one, is said of all of them
        ("Should I learn React, Vue or Angular in 2024?", ("React", "Vue", "Angular")),  # was "Angular in 2024"
        ("Can I pay with Apple Pay, Google Pay or PayPal at Costco?", ("Apple Pay", "Google Pay", "PayPal")),
        ("Is it better to switch to Linux, macOS or ChromeOS from Windows?", ("Linux", "macOS", "ChromeOS")),
        (
            "Should I donate to UNICEF, the Red Cross or Doctors Without Borders?",
            ("UNICEF", "Red Cross", "Doctors Without Borders"),
        ),  # a name's capitalised preposition
        (
            "Is a house in the suburbs, a condo in the city or a cabin in the woods best?",
            ("house in the suburbs", "condo in the city", "cabin in the woods"),
        ),  # each option has its own
        ("Is debt in mutual funds better than stocks?", ("debt in mutual funds", "stocks")),  # a pair keeps it
        # a list before "between X and Y" is what is compared; "between" alone still gives its pair
        ("Is it cheaper to ship by sea, rail or air between Shanghai and Hamburg?", ("sea", "rail", "air")),
        ("What is the difference between a latte and a cappuccino?", ("latte", "cappuccino")),
    ],
)
def test_a_phrase_after_the_last_option(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is a table saw or a circular saw more useful?", ("table saw", "circular saw")),  # "saw" tagged a verb
        ("For a small kitchen, is an air fryer or a toaster oven a better buy?", ("air fryer", "toaster oven")),
        ("Is an OR nurse paid more than an ER nurse?", ("OR nurse", "ER nurse")),  # a participle stays one
        ("Is a high-yield savings account better than a CD?", ("high-yield savings account", "CD")),  # "account/VBP"
    ],
)
def test_no_finite_verb_in_the_subject_of_a_copula_question(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


def test_alternatives_after_than_keep_the_subject() -> None:
    assert parse_question("Is Linux more secure than Windows or macOS?").objects == ("Linux", "Windows", "macOS")
    assert parse_question("Is tea healthier than coffee or soda?").objects == ("tea", "coffee", "soda")


@pytest.mark.parametrize(
    "question", ["Is it safe to eat eggs raw or not?", "Is Pluto a planet or not?", "Should I wear a mask or not?"]
)
def test_or_not_is_no_comparison(question: str) -> None:
    assert parse_question(question).comparative is False  # was "eat eggs raw" versus "not"


def test_a_verb_and_preposition_are_stripped_only_when_nothing_else_follows_them() -> None:
    assert parse_question("Is it cheaper to get to Cuba from Miami or Cancun?").objects[0] != "Cuba from Miami"


def test_comparative_adjective_forms() -> None:
    from comparative_ir.nlp import is_comparative_adjective

    assert all(map(is_comparative_adjective, ["healthier", "bigger", "safer", "tastier", "better", "greener"]))
    assert not any(map(is_comparative_adjective, ["computer", "printer", "cooker", "water", "butter", "er"]))


def test_one_object_against_an_unspecified_set_is_comparative() -> None:
    parsed = parse_question("Is Linux better than the others?")
    assert parsed.comparative
    assert parsed.objects == ("Linux",)


def test_lower_case_questions_without_punctuation() -> None:
    """The CompQuestions style: no capitals, no punctuation, names the tagger calls verbs or adverbs."""
    assert parse_question("which is better evernote or google keep").objects == ("evernote", "google keep")
    assert parse_question("is turkey better than saudi arabia").objects == ("turkey", "saudi arabia")
    assert parse_question("who has won more games packers or bears").objects == ("packers", "bears")


def test_distribute_false_keeps_surface_spans() -> None:
    assert parse_question("Should I buy steel or ceramic knives?", distribute=False).objects == (
        "steel",
        "ceramic knives",
    )


def test_to_json_has_exactly_the_documented_keys() -> None:
    data = parse_question("Which is better for gaming, a laptop or a desktop?").to_json()
    assert data == {
        "question": "Which is better for gaming, a laptop or a desktop?",
        "comparative": True,
        "objects": ["laptop", "desktop"],
        "aspects": ["gaming"],
        "predicate": "better",
    }
    assert isinstance(data["comparative"], bool)


def test_parse_questions_equals_parse_question() -> None:
    questions = [e[0] for e in EXAMPLES] + ["", "?", "or", "vs", "between and", "Which is better,"]
    batch = parse_questions(questions, batch_size=7)
    assert batch == [parse_question(q) for q in questions]


def test_degenerate_input_does_not_fail() -> None:
    for text in ("", "   ", "?", "or or or", "vs.", "between", "than than", "X or"):
        parsed = parse_question(text)
        assert parsed.question == text
        assert not parsed.comparative and parsed.objects == ()


def test_evaluation_helpers() -> None:
    q = LabelledQuestion(
        "1", ("is", "rain", "water", "better", "than", "tap", "water"), ("O", "OBJ", "OBJ", "PRED", "O", "OBJ", "OBJ")
    )
    assert q.spans("OBJ") == ["rain water", "tap water"]
    assert pair_accuracy([("Rain water", "tap water")], [q.spans("OBJ")]) == (1.0, 1.0)
    assert pair_accuracy([("tap water", "rain water")], [q.spans("OBJ")]) == (0.0, 1.0)
    assert precision_recall([("rain water", "tap")], [q.spans("OBJ")]) == (0.5, 0.5)
    assert precision_recall([("rain water", "tap")], [q.spans("OBJ")], tokens=True) == (1.0, 0.75)
    assert normalise_object("The Laptops") == normalise_object("laptop") == "laptop"
    assert normalise_object("boxes") == normalise_object("a box") == "box"
    assert normalise_object("glass") == "glass"
    dev, held_out = split_half([q, LabelledQuestion("2", (), ())])
    assert len(dev) == len(held_out) == 1
    assert dev != held_out


# --- targets on the shared data (skip when absent) ---------------------------------------------------------------


def _shared_file(relative: str) -> Path:
    override = os.environ.get("COMPARATIVE_IR_SHARED_DATA")
    root = Path(override) if override else Path(__file__).resolve().parents[2] / "shared" / "data"
    path = root / relative
    if not path.is_file():
        pytest.skip(f"shared data file {path} not present (set COMPARATIVE_IR_SHARED_DATA to override)")
    return path


@functools.lru_cache(maxsize=1)
def _direct_cv_pair_accuracy() -> float:
    """5-fold cross-validated exact pair (any order) on the direct dev questions with two gold objects, trained as
    the shipped model (the direct questions count double)."""
    dev = read_labelled_questions(_shared_file("comparative/compquestions22-dev.tsv"))
    direct = {q.text for q in read_labelled_questions(_shared_file("comparative/compquestions22-dev-direct.tsv"))}
    parsed = cross_validate(dev, weights=training_weights(dev, direct))
    pairs = [(p, q) for p, q in zip(parsed, dev, strict=True) if q.text in direct and len(q.spans("OBJ")) == 2]
    return pair_accuracy([p.objects for p, _ in pairs], [q.spans("OBJ") for _, q in pairs])[1]


def _shipped_pair_accuracy() -> float:
    """The shipped model on the direct questions with two gold objects (optimistic: it was trained on them)."""
    questions = read_labelled_questions(_shared_file("comparative/compquestions22-dev-direct.tsv"))
    two = [q for q in questions if len(q.spans("OBJ")) == 2]
    parsed = parse_questions([q.text for q in two], distribute=False)  # token labels cannot share a head
    return pair_accuracy([p.objects for p in parsed], [q.spans("OBJ") for q in two])[1]


@pytest.mark.shared_data
def test_touche_2022_topic_objects_target() -> None:
    """Target: >= 95% exact object pairs (case-insensitive only) on the 50 Touché 2022 topics (not trained on)."""
    from comparative_ir.topics import parse_topics

    topics = parse_topics(_shared_file("touche-2022-task-2/topics-task2-2022.xml"))
    parsed = parse_questions([t.title for t in topics])
    strict, _ = pair_accuracy([p.objects for p in parsed], [t.objects or () for t in topics])
    assert strict >= 0.95


@pytest.mark.shared_data
def test_compquestions_cross_validated_pair_accuracy_regression_floor() -> None:
    """Measured 71.6% (5-fold cross-validation; 72.5% before the link check, 72.1-72.6% with other fold draws then;
    the rules alone: 67.6%; the tagger alone, all questions weighted equally: 69.1%); fail below 70.5%."""
    assert _direct_cv_pair_accuracy() >= 0.705


@pytest.mark.shared_data
def test_shipped_model_pair_accuracy_regression_floor() -> None:
    """Measured 86.9% on its own training questions; a drop means the model file and the features disagree."""
    assert _shipped_pair_accuracy() >= 0.84


@pytest.mark.shared_data
@pytest.mark.xfail(
    reason="target of 85% not reached: 71.6% cross-validated (see benchmarks/bench_question.py)", strict=True
)
def test_compquestions_pair_accuracy_target() -> None:
    """Target: the exact object pair on >= 85% of the direct questions with two gold objects, cross-validated."""
    assert _direct_cv_pair_accuracy() >= 0.85


@pytest.mark.shared_data
def test_readers_annotations_are_spans_of_the_sampled_questions() -> None:
    """The readers' file (benchmarks/data, session 38): 300 direct questions with two gold objects, two readers
    each, every object and aspect a range of the question's words; their exact pairs against the gold are the
    benchmark's figures (212 and 213 of 300: a careful reading gives the gold pair less often than the parser)."""
    dev = read_labelled_questions(_shared_file("comparative/compquestions22-dev.tsv"))
    direct = {q.text for q in read_labelled_questions(_shared_file("comparative/compquestions22-dev-direct.tsv"))}
    by_id = {q.qid: q for q in dev}
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "compquestions_parse_readers.tsv"
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    assert len(rows) == 600 and len({r[0] for r in rows}) == 300
    hits = {"1": 0, "2": 0}
    for qid, reader, objects, aspects, confidence in rows:
        question = by_id[qid]
        assert question.text in direct and len(question.spans("OBJ")) == 2
        assert confidence in {"high", "medium", "low"}
        for start, end in json.loads(objects) + json.loads(aspects):  # word positions: no text of the data here
            assert 0 <= start < end <= len(question.words)
        named = [" ".join(question.words[start:end]) for start, end in json.loads(objects)]
        hits[reader] += sorted(named) == sorted(question.spans("OBJ"))
    assert hits == {"1": 212, "2": 213}


# --- the model file and the tagger's training ---------------------------------------------------------------------


def test_model_file_is_small_and_carries_the_data_licence() -> None:
    assert Q.MODEL_PATH.stat().st_size < 2_000_000
    data = json.loads(Q.MODEL_PATH.read_text(encoding="utf-8"))
    for notice in (data["attribution"], Q.MODEL_PATH.with_name("question_model.LICENSE.txt").read_text("utf-8")):
        assert "Copyright (c) 2022 Webis" in notice
        assert "Permission is hereby granted, free of charge" in notice
    assert "Webis" in (Q.__doc__ or "") and "MIT" in (Q.__doc__ or "")
    assert data["labels"] == list(Q.BIO_LABELS)
    assert data["pair_weights"] and T._load_tagger().pairs is not None


def test_model_is_loaded_lazily() -> None:
    code = (
        "from comparative_ir.question import parse_question, tagger as t; "
        "assert t._load_tagger.cache_info().currsize == 0; "
        "parse_question('Is tea better than coffee?'); assert t._load_tagger.cache_info().currsize == 1"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[1])


def test_without_the_model_file_the_rules_parse(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(T, "MODEL_PATH", tmp_path / "missing.json")
    T._load_tagger.cache_clear()
    try:
        with pytest.warns(UserWarning, match="rules alone"):
            parsed = parse_question("Which is better, a laptop or a desktop?")
        assert parsed.objects == ("laptop", "desktop")
    finally:
        T._load_tagger.cache_clear()


def _toy_questions() -> list[LabelledQuestion]:
    rows = [
        "is/O tea/OBJ better/PRED than/O coffee/OBJ",
        "which/O is/O better/PRED for/O gaming/ASP laptop/OBJ or/O desktop/OBJ",
        "what/O is/O the/O difference/PRED between/O baking/OBJ soda/OBJ and/O baking/OBJ powder/OBJ",
        "python/OBJ vs/O java/OBJ",
    ]
    out = []
    for i, row in enumerate(rows):
        words, labels = zip(*(token.split("/") for token in row.split()), strict=True)
        out.append(LabelledQuestion(str(i), words, labels))
    return out


def test_training_is_deterministic_and_round_trips_through_json() -> None:
    analysed = analyse_labelled(_toy_questions())
    first = train_tagger(analysed, epochs=5, min_count=1)
    second = train_tagger(analysed, epochs=5, min_count=1)
    assert json.dumps(first.to_json({})) == json.dumps(second.to_json({}))
    loaded = T._Tagger.from_json(json.loads(json.dumps(first.to_json({}))))
    for analysis, gold in analysed:
        assert loaded.tag(analysis) == first.tag(analysis)
        objects = [label.endswith("OBJ") for label in first.tag(analysis)]
        assert objects == [label == "OBJ" for label in gold]  # the toy set's objects are learnt


def test_tagger_runs_respect_punctuation_and_the_cap() -> None:
    """No object run continues over a comma; at most ``most`` object runs are decoded."""
    labels = ("O", "B-OBJ", "I-OBJ")
    emissions = np.array([[0.0, 5.0, 0.0], [0.0, 1.0, 5.0], [0.0, 5.0, 0.0], [0.0, 5.0, 0.0]])
    zeros = np.zeros(3)
    flat = np.zeros((3, 3))
    assert T._viterbi(emissions, zeros, flat, labels) == [1, 2, 1, 1]
    assert T._viterbi(emissions, zeros, flat, labels, breaks=[False, True, False, False]) == [1, 1, 1, 1]
    assert T._viterbi(emissions, zeros, flat, labels, most=2).count(1) == 2


def test_sample_weights_of_one_change_nothing_and_others_do() -> None:
    analysed = analyse_labelled(_toy_questions())
    plain = train_tagger(analysed, epochs=3, min_count=1)
    ones = train_tagger(analysed, epochs=3, min_count=1, weights=[1.0] * len(analysed))
    assert np.array_equal(plain.weights, ones.weights)
    assert training_weights(_toy_questions(), ["python vs java"]) == [1.0, 1.0, 1.0, 2.0]


def test_folds_keep_questions_with_the_same_text_together() -> None:
    questions = _toy_questions() * 3  # each text three times, under the same ids
    for seed in (None, 1, 2022):
        fold_of = _folds(questions, 2, seed)
        by_text: dict[str, set[int]] = {}
        for q, fold in zip(questions, fold_of, strict=True):
            by_text.setdefault(q.text, set()).add(fold)
        assert all(len(folds) == 1 for folds in by_text.values())
        assert set(fold_of) == {0, 1}


def test_object_spans_are_max_marginals() -> None:
    """Brute force over all label sequences: the best score with exactly that object run, minus the best score."""
    labels = Q.BIO_LABELS
    rng = np.random.default_rng(3)
    n = 4
    model = T._Tagger(labels, {}, np.zeros((0, len(labels))), rng.normal(size=len(labels)),
                      rng.normal(size=(len(labels), len(labels))))  # fmt: skip
    emissions = rng.normal(size=(n, len(labels))) * 2
    for breaks in ([False] * n, [False, False, True, False]):
        analysis = SimpleNamespace(kept=list(range(n)), breaks=breaks)
        spans = model.object_spans(analysis, emissions)
        best: dict[tuple[int, int], float] = {}
        top = -np.inf
        for seq in itertools.product(range(len(labels)), repeat=n):
            if any(breaks[i] and labels[seq[i]].startswith("I-") for i in range(n)):
                continue
            score = model.start[seq[0]] + sum(emissions[i, s] for i, s in enumerate(seq))
            score += sum(model.transitions[a, b] for a, b in itertools.pairwise(seq))
            top = max(top, score)
            names = [labels[s] for s in seq]
            for i in range(n):
                if names[i] != "B-OBJ":
                    continue
                j = i + 1
                while j < n and names[j] == "I-OBJ":
                    j += 1
                best[(i, j)] = max(best.get((i, j), -np.inf), score)
        assert set(spans) == set(best)
        for key, score in best.items():
            assert spans[key] == pytest.approx(score - top)
        assert max(spans.values()) <= 1e-9


def test_pair_ranker_learns_a_pair_feature() -> None:
    left, right, other = _Span(0, 1), _Span(2, 3), _Span(4, 5)
    items = []
    for _ in range(20):
        candidates = [((left, other), {"mm": 0.0, "gap=none": 1.0}), ((left, right), {"mm": -0.5, "gap=c:or": 1.0})]
        items.append((candidates, [1]))
    ranker = train_pair_ranker(items)
    assert ranker.best(items[0][0]) == (left, right)
    assert ranker.weights["gap=c:or"] > ranker.weights["gap=none"]
    assert train_pair_ranker(items).to_json() == ranker.to_json()  # deterministic


def test_train_model_round_trips_through_json_with_its_pair_ranker() -> None:
    questions = _toy_questions() * 2
    analysed = analyse_labelled(questions)
    model = train_model(questions, analysed, epochs=3, min_count=1, inner_folds=2)
    assert model.pairs is not None
    loaded = T._Tagger.from_json(json.loads(json.dumps(model.to_json({}))))
    assert loaded.pairs is not None and loaded.pairs.weights == model.pairs.to_json()
    for analysis, _ in analysed:
        labels, pair = T._decode(loaded, analysis)
        assert labels == T._decode(model, analysis)[0]
        assert pair is None or len(pair) == 2


def test_a_very_long_question_is_parsed_from_one_sentence_or_its_start() -> None:
    """The tagger's lattice grows with the cube of the length: a 960-word line took 45 s (and a 9,000-word one
    more than 10 minutes). Only the last sentence that asks is read, else the first MAX_QUESTION_TOKENS tokens."""
    import time

    from comparative_ir.question.assembly import MAX_QUESTION_TOKENS

    start = "Which is better, tea or coffee?"
    began = time.perf_counter()
    parsed = parse_question(start + " And" * MAX_QUESTION_TOKENS + " is Java better than Python?" * 300)
    assert parsed.objects == ("Java", "Python")
    assert parse_question(start + " and tea" * 3000).objects == ("tea", "coffee")  # one sentence: its start
    assert time.perf_counter() - began < 60


@pytest.mark.parametrize(
    "question",
    [
        "Can you mix bleach and vinegar?",
        "Is it safe to drink coffee and tea while pregnant?",
        "Do I need a visa to travel to Spain and Portugal?",
        "How much does it cost to ship a package from Canada to the US?",
        "What is the relationship between stress and heart disease?",
        "How do I sync my calendar between my phone and laptop?",
        "Why are my tomatoes cracking and splitting?",
    ],
)
def test_and_to_between_relate_two_things_only_in_a_question_asking_for_a_comparison(question: str) -> None:
    assert parse_question(question).comparative is False  # each was a pair ("bleach" / "vinegar")


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("How do bleach and vinegar differ?", ("bleach", "vinegar")),
        ("what are similarites between the french revolution and the american revolution", None),
        ("if a war breaks out between india and pakistan who would win", ("india", "pakistan")),
        ("diff between LLC & S corp", ("LLC", "S corp")),
    ],
)
def test_a_cue_anywhere_lets_and_between_relate(question: str, objects: tuple | None) -> None:
    parsed = parse_question(question)
    assert parsed.comparative
    assert objects is None or parsed.objects == objects


@pytest.mark.parametrize(
    "question",
    [
        "Is it normal to sleep more than 10 hours?",
        "Is it bad to get more than 5 hours of sleep?",
        "My laptop takes more than a minute to boot, how do I fix it?",
        "What happens if you sleep less than six hours a night?",
    ],
)
def test_more_than_an_amount_is_a_threshold_not_a_second_object(question: str) -> None:
    assert parse_question(question).comparative is False


def test_an_amount_compared_with_an_amount_still_compares() -> None:
    assert parse_question("Is 8GB better than 16GB?").objects == ("8GB", "16GB")


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("What is the difference b/w RAM & ROM?", ("RAM", "ROM")),
        ("what's the difference b/w affect & effect", ("affect", "effect")),
        ("Python > Java?", ("Python", "Java")),
        ("iPad > laptop for college?", ("iPad", "laptop")),
    ],
)
def test_shorthand_between_and_greater_than(question: str, objects: tuple) -> None:
    parsed = parse_question(question)
    assert parsed.objects == objects
    assert parsed.question == question  # the question is reported as asked


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is Go faster than Java, Python and Ruby?", ("Go", "Java", "Python", "Ruby")),  # was Go / Java
        ("Is Rust safer than C, C++ and Zig?", ("Rust", "C", "C++", "Zig")),  # was C++ / Zig
        ("Is MongoDB better than Cassandra, Redis or DynamoDB?", ("MongoDB", "Cassandra", "Redis", "DynamoDB")),
        ("Compare Slack, Microsoft Teams and Discord", ("Slack", "Microsoft Teams", "Discord")),
        ("Which editor: Vim, Emacs, VS Code or Sublime Text?", ("Vim", "Emacs", "VS Code", "Sublime Text")),
        ("Is tea better than coffee, and why?", ("tea", "coffee")),
    ],
)
def test_lists_after_than_and_compare(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


def test_an_aspect_after_for_and_an_article_is_kept() -> None:
    assert parse_question("Compare Slack, Microsoft Teams and Discord for a remote team").aspects == ("remote team",)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("16GB or 32GB RAM for video editing?", ("16GB RAM", "32GB RAM")),  # was "16GB" / "32GB RAM"
        ("12 inch or 14 inch cast iron skillet", ("12 inch cast iron skillet", "14 inch cast iron skillet")),
        ("60Hz vs 144Hz monitor for office work", ("60Hz monitor", "144Hz monitor")),
        ("i5 or i7 processor for gaming", ("i5 processor", "i7 processor")),
    ],
)
def test_amounts_share_the_noun_after_the_last(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


def test_a_model_designation_is_not_shared() -> None:
    parsed = parse_question("ps5 vs xbox series x graphics")  # was "ps5 series x graphics" / "xbox series x graphics"
    assert parsed.objects == ("ps5", "xbox series x")
    assert parsed.aspects == ("graphics",)


@pytest.mark.parametrize(
    ("question", "objects", "predicate"),
    [
        ("Leasing as opposed to buying a car: which is cheaper?", ("Leasing", "buying a car"), "opposed to"),
        ("Should I walk rather than drive to work?", ("walk", "drive"), None),
        ("Is AppleCare worth it over a third party warranty?", ("AppleCare", "third party warranty"), "worth"),
        ("is the Pixel 8 Pro worth it over the Pixel 8", ("Pixel 8 Pro", "Pixel 8"), "worth"),  # was Pixel 8 twice
        ("Is a digital piano quieter than an acoustic guitar?", ("digital piano", "acoustic guitar"), "quieter"),
        ("Federer against Nadal", ("Federer", "Nadal"), None),
    ],
)
def test_more_ways_of_weighing_one_thing_against_another(question: str, objects: tuple, predicate) -> None:
    parsed = parse_question(question)
    assert parsed.objects == objects
    assert predicate is None or parsed.predicate == predicate


def test_a_capitalised_brand_opening_the_question_is_kept_by_the_rules() -> None:
    from comparative_ir.nlp import load_nlp
    from comparative_ir.question.assembly import _assemble
    from comparative_ir.question.features import _analyse
    from comparative_ir.question.tokens import _DISABLE

    question = "Canon EOS R6 Mark II or Nikon Z6 III for wedding photography"
    rules = _assemble(question, _analyse(load_nlp(_DISABLE)(question)), None, True)
    assert rules.objects == ("Canon EOS R6 Mark II", "Nikon Z6 III")  # was "EOS R6 Mark II"


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        (
            "I live in a small flat with thin walls, is a digital piano quieter than an acoustic guitar?",
            ("digital piano", "acoustic guitar"),  # was "digital piano quieter"
        ),
        (
            "I want to lose 20 pounds before June; does intermittent fasting work better than calorie counting?",
            ("intermittent fasting", "calorie counting"),  # was "intermittent fasting work"
        ),
    ],
)
def test_the_question_after_a_clause_of_context(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


def test_review_of_the_session_s_parser_changes() -> None:
    """A blind review of this session's changes on 300 new questions (60 better, 2 worse): the 2, and a measure."""
    assert parse_question("1080p or 4K for a 27 inch monitor?").objects == ("1080p", "4K")  # was "1080p K"
    assert parse_question("diffrence between llc and s corp").comparative  # a misspelt cue
    assert not parse_question("Is it safe to be taller than 7 feet?").comparative  # a measure, not an object
    assert parse_question("Is a 5 km run better than 10 km?").comparative


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is running, swimming or cycling better for losing weight?", ("running", "swimming", "cycling")),
        ("Is oat milk healthier than almond milk and soy milk?", ("oat milk", "almond milk", "soy milk")),
        ("Is a Vitamix worth the money compared to a Ninja blender?", ("Vitamix", "Ninja blender")),  # was "money"
        ("Is Java faster than Python and easier?", ("Java", "Python")),  # "easier" is a second predicate
        ("does a color video compress better than a black and white video", ("color video", "black and white video")),
    ],
)
def test_more_lists_and_subjects_from_the_blind_review(question: str, objects: tuple) -> None:
    assert parse_question(question, distribute=False).objects == objects


@pytest.mark.parametrize(
    ("question", "objects", "aspect"),
    [  # Touché 2020 topics 39 and 47 (a participant's review, 2026-11-26): "Java code" / "code", "admission rate in
        # Stanford" / "MIT"; the object features of every page of those topics read the wrong names
        ("Is Java code more readable than code written in Scala?", ("Java", "Scala"), None),
        ("Is admission rate in Stanford higher than that of MIT?", ("Stanford", "MIT"), "admission rate"),
        ("Is the population of Tokyo larger than that of Delhi?", ("Tokyo", "Delhi"), "population"),
        ("Is the crime rate in Chicago higher than in New York?", ("Chicago", "New York"), "crime rate"),
        # a coordination keeps its phrases (the CompQuestions convention): only a "than" compares owners
        (
            "what s better study in your country or in some other one",
            ("study in your country", "in some other one"),
            None,
        ),
        (
            "Are cars made in Japan better than cars made in Germany?",
            ("cars made in Japan", "cars made in Germany"),
            None,
        ),
    ],
)
def test_a_property_compared_across_its_owners(question: str, objects: tuple, aspect: str | None) -> None:
    parsed = parse_question(question, distribute=False)
    assert parsed.objects == objects
    assert aspect is None or aspect in parsed.aspects


@pytest.mark.parametrize(
    "question",
    [
        "Is the Bank of America app better than that of Chase?",
        "Is the University of Texas tuition higher than that of UCLA?",
        "Is the Lord of the Rings soundtrack better than that of Star Wars?",
    ],
)
def test_a_preposition_inside_a_name_owns_nothing(question: str) -> None:
    """ "Bank of America app" was cut to "America app" (a review of the session's diff, 2026-11-26)."""
    left = parse_question(question, distribute=False).objects[0]
    assert left.split()[0] in ("Bank", "University", "Lord")


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is soy milk beter then almond milk?", ("soy milk", "almond milk")),
        ("is linux better then windows for programing", ("linux", "windows")),
        ("Are dogs smarter then cats?", ("dogs", "cats")),
        ("Is a Mac more expensive then a PC?", ("Mac", "PC")),
    ],
)
def test_then_typed_for_than_after_a_comparative_keeps_the_pair(question: str, objects: tuple) -> None:
    """A session 21 review: "then" for "than" (among the commonest typos) lost the pair, and with it every object
    feature and stance of the topic; which "ADJ then" failed depended on spaCy's tags."""
    parsed = parse_question(question)
    assert parsed.comparative and parsed.objects == objects


@pytest.mark.parametrize("question", ["Which is better then?", "If I buy a Mac, is it better then to wait?"])
def test_then_as_the_adverb_is_left_alone(question: str) -> None:
    assert parse_question(question).objects == ()


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        ("Mac or PC, honestly?", ("Mac", "PC"), ()),
        ("Toyota or Honda, reliability?", ("Toyota", "Honda"), ("reliability",)),
        ("Netflix or Hulu, price wise?", ("Netflix", "Hulu"), ("price",)),
        ("Spotify or Apple Music, sound quality wise?", ("Spotify", "Apple Music"), ("sound quality",)),
        ("Price-wise, which is better, Costco or Sam's Club?", ("Costco", "Sam's Club"), ("Price",)),
        ("Which is better: coffee, green tea or black tea?", ("coffee", "green tea", "black tea"), ()),
        ("Python vs Java vs Go?", ("Python", "Java", "Go"), ()),
    ],
)
def test_an_afterthought_after_the_pair_is_no_third_object(question: str, objects: tuple, aspects: tuple) -> None:
    """ "Mac or PC, honestly?" gave a third object "honestly" (a bare comma after a coordinated pair read as a list);
    "-wise" names the dimension; a second "vs" (tagged FW) was read into "Java vs Go"."""
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        ("Pixel 8 vs iPhone 15 camera", ("Pixel 8", "iPhone 15"), ("camera",)),
        ("Kindle vs Kobo screen", ("Kindle", "Kobo"), ("screen",)),
        ("PS5 vs Xbox gaming", ("PS5", "Xbox"), ("gaming",)),
        ("DSLR vs mirrorless camera", ("DSLR", "mirrorless camera"), ()),  # not after a name: the object's head
        ("what is the difference between web development and web design", ("web development", "web design"), ()),
    ],
)
def test_a_dimension_noun_after_two_names_is_an_aspect(question: str, objects: tuple, aspects: tuple) -> None:
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is swimming or lifting weights better?", ("swimming", "lifting weights")),
        ("Which are better, running or walking shoes?", ("running shoes", "walking shoes")),  # a shared head
        ("Is hiking or climbing stairs better exercise?", ("hiking", "climbing stairs")),
        ("Which are better, hiking or running shoes?", ("hiking shoes", "running shoes")),
        ("what would be the difference between frying vs baking meatballs", ("frying meatballs", "baking meatballs")),
    ],
)
def test_an_activity_beside_a_gerund_and_its_object_takes_no_head(question: str, objects: tuple) -> None:
    """ "swimming weights", "hiking stairs": the object of a gerund (as the parse has it) was copied to an activity
    that takes none; a shared object ("frying vs baking meatballs") and a shared head ("hiking or running shoes")
    still are."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is it better to use a VPN or Tor?", ("VPN", "Tor")),
        ("Is it better to drink tea or coffee?", ("tea", "coffee")),
        ("Is it better to take the bus or the train?", ("bus", "train")),
        ("Is it better to take the bus or train?", ("take the bus", "train")),  # a bare word may be a verb
        ("Is it better to buy a new car or a used car?", ("new car", "used car")),
        ("Is it better to study in the morning or at night?", ("morning", "night")),
        ("Is it better to rent or buy a house?", ("rent", "buy")),  # two actions stay actions
        ("Is it healthier to bake than to fry food?", ("bake", "fry food")),
        ("Should I major in philosophy or psychology?", ("major in philosophy", "psychology")),  # Touché 2022's gold
    ],
)
def test_a_verb_shared_after_better_to_is_not_part_of_the_first_object(question: str, objects: tuple) -> None:
    """ "Is it better to V X or Y?" gave "use a VPN" / "Tor" (CompQuestions' spans): pages are matched on the object
    as a phrase, and none writes "use a VPN" when it compares the two. The default parse names the things chosen
    between; ``distribute=False`` keeps the benchmark's spans."""
    assert parse_question(question).objects == objects
    if question.startswith("Is it better to use"):
        assert parse_question(question, distribute=False).objects == ("use a VPN", "Tor")


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Should I walk or drive to work?", ("walk", "drive")),
        ("Should I drive or fly to Chicago?", ("drive", "fly")),
        # a light verb's complement is its own, the destination both share (session 32; was "take the train to Paris")
        ("Should I fly or take the train to Paris?", ("fly", "take the train")),
        ("Is Python slow compared to C?", ("Python", "C")),
        ("Is renting expensive compared to buying?", ("renting", "buying")),
        ("Is organic food healthy compared to regular food?", ("organic food", "regular food")),
    ],
)
def test_a_shared_destination_or_a_predicative_adjective_is_not_part_of_an_object(
    question: str, objects: tuple
) -> None:
    """ "walk" / "drive to work" and "Python slow" / "C": one object carried words of the whole question."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        # was "buy a house in the city" / "suburbs", "teach ESL in Japan" / "Korea", "bread in the fridge" / ...
        ("Is it better to buy a house in the city or the suburbs?", ("city", "suburbs")),
        ("Is it better to teach ESL in Japan or Korea?", ("Japan", "Korea")),
        ("Should I store bread in the fridge or the freezer?", ("fridge", "freezer")),
        ("Is it better to get a loan at the bank or a credit union?", ("bank", "credit union")),
        ("Should I spend money on experiences or things?", ("experiences", "things")),  # money goes one way or another
        ("Is it better to have kids in your 20s or 30s?", ("20s", "30s")),
        ("Is it better to wash clothes in cold water or hot water?", ("cold water", "hot water")),
        # not so: "of" makes one noun phrase, the second has a phrase of its own, the second is like the verb's object
        (
            "Is it better for a method to accept a single object of a specific type or an array?",
            ("single object of a specific type", "array"),
        ),
        (
            "Is it better to have a big breakfast in the morning or a big dinner at night?",
            ("have a big breakfast in the morning", "big dinner"),
        ),
        ("Should I call my mom on Sunday or my dad?", ("mom on Sunday", "dad")),
        # the second not of the phrase's form (an article, a name, a number): it may stand in the verb's object's place
        ("Should I learn Spanish in school or French?", ("Spanish in school", "French")),
        ("Should I put stocks in my 20s or bonds?", ("stocks in my 20s", "bonds")),
        (
            "Is it better to drink water during a workout or a sports drink?",
            ("drink water during a workout", "sports drink"),
        ),
        ("Is it better to put money in savings or pay off debt?", ("put money in savings", "pay off debt")),
    ],
)
def test_a_verb_with_its_own_object_shares_the_preposition(question: str, objects: tuple) -> None:
    """ "Is it better to buy a house in the city or the suburbs?" gave "buy a house in the city" / "suburbs": the
    verb and its object hold for both places. CompQuestions' spans (``distribute=False``) keep the phrase."""
    assert parse_question(question).objects == objects
    if question.startswith("Is it better to get a loan"):
        assert parse_question(question, distribute=False).objects == ("get a loan at the bank", "credit union")


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        # was "fly from New York to Boston", "run for weight loss", "buy a car in 2022", ... (the phrases both share)
        ("Is it cheaper to drive or fly from New York to Boston?", ("drive", "fly"), ("New York", "Boston")),
        ("Is it better to walk or run for weight loss?", ("walk", "run"), ("weight loss",)),
        ("Should I lease or buy a car in 2022?", ("lease", "buy"), ("2022",)),
        ("Is it cheaper to rent or buy in London?", ("rent", "buy"), ("London",)),
        ("Is it better to buy or build a PC for gaming?", ("buy", "build"), ("gaming",)),
        ("Is it better to save or invest money in your 20s?", ("save", "invest"), ("20s",)),
        ("Is it better to sell or trade in a car at a dealership?", ("sell", "trade in"), ("dealership",)),
        ("Is it faster to drive or take the train to Chicago?", ("drive", "take the train"), ("Chicago",)),
        ("should we fly or drive from dallas to houston", ("fly", "drive"), ("dallas", "houston")),
        # a phrase right after the verb is the option's own, unless a purpose, a way or a named place or time
        ("should we camp or stay in a hotel at zion", ("camp", "stay in a hotel"), ("zion",)),
        ("Is it better to stay or move to Canada?", ("stay", "move to Canada"), ()),
        ("Is it better to study or work in college?", ("study", "work in college"), ()),
        ("Is it better to sit or lie on your back?", ("sit", "lie on your back"), ()),
        ("Should I sleep or go to the gym?", ("sleep", "go to the gym"), ()),
        ("Is it better to invest or pay off debt?", ("invest", "pay off debt"), ()),
        ("Should I rent or buy a house?", ("rent", "buy"), ()),
        # "for" after a verb of no travel, and a preposition the verb takes, are the option's own (from a review)
        ("Should I go to college or run for office?", ("go to college", "run for office"), ()),
        ("Is it better to save or invest in Tesla?", ("save", "invest in Tesla"), ()),
        ("Should I stay at my job or work for my dad?", ("stay at my job", "work for my dad"), ()),
    ],
)
def test_phrases_after_the_second_of_two_verbs_are_shared_aspects(
    question: str, objects: tuple, aspects: tuple
) -> None:
    """ "Is it cheaper to drive or fly from New York to Boston?" gave "drive" / "fly from New York to Boston": the
    object features looked for that phrase on pages, which compare "driving" and "flying"."""
    parsed = parse_question(question)
    assert parsed.objects == objects
    assert parsed.aspects == aspects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        (
            "Hello all, long time lurker here. I am a second year student and I have been saving money for a while "
            "now. My old laptop died last week. I mostly write essays and do some light coding. Should I get a "
            "MacBook Air or a ThinkPad for college?",
            ("MacBook Air", "ThinkPad"),
        ),
        ("I have a Mac and a PC. Which is better for gaming?", ("Mac", "PC")),  # the context holds the objects
    ],
)
def test_a_long_question_is_read_from_the_sentence_that_asks(question: str, objects: tuple) -> None:
    """Over 64 tokens the start was parsed and the question at the end was lost (no pair, "long time lurker" an
    aspect)."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("'Breaking Bad' vs 'Better Call Saul'", ("Breaking Bad", "Better Call Saul")),
        ('"Breaking Bad" vs "Better Call Saul"', ("Breaking Bad", "Better Call Saul")),
        ("'Breaking Bad' or 'The Office'", ("Breaking Bad", "The Office")),
        ("Is 'The Wire' better than 'The Sopranos'?", ("The Wire", "The Sopranos")),
        ("Is the 'Pro' model better than the 'Max' model?", ()),  # not "model" / "model"
    ],
)
def test_quoted_titles_are_whole_names_and_no_object_is_a_mark_or_repeated(question: str, objects: tuple) -> None:
    """A lone quote mark was an object ("Breaking Bad'" / "'"), and two identical objects a pair."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("React Native versus Flutter for a cross-platform app", ("React Native", "Flutter")),
        ("Compare Python vs Java", ("Python", "Java")),
    ],
)
def test_a_name_opening_the_question_keeps_its_first_word(question: str, objects: tuple) -> None:
    """ "React" (tagged as a verb at the start) was cut off: "Native" / "Flutter"."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is it better to buy a house or rent?", ("buy a house", "rent")),  # a bare verb, not a thing
        ("Is it better to buy a car or lease?", ("buy a car", "lease")),
        ("Is it better to get a dog or a cat?", ("dog", "cat")),
        ("Should I stay or move to Canada?", ("stay", "move to Canada")),  # not a way of getting there
        ("Learn Python or JavaScript?", ("Python", "JavaScript")),
        ("If Python is slower then why use it over C?", ("Python", "C")),  # "then" the adverb
        ("Mac or PC, Linux, or ChromeOS?", ("Mac", "PC", "Linux", "ChromeOS")),  # a list goes on
    ],
)
def test_counter_examples_to_the_session_21_readings(question: str, objects: tuple) -> None:
    """A counter-example review of the day's parser changes (144 questions written to break them, gold first): 15
    regressions in its first version, these among them; 1 left ("own a car or Uber" gives "car" / "Uber")."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("is bitcoin a better investment than gold?", ("bitcoin", "gold")),  # "bitcoin/VB": no verb after "is"
        ("should i learn python or java first?", ("python", "java")),  # "java/WRB" is no wh-word
        ("who is funnier, will ferrell or adam sandler?", ("will ferrell", "adam sandler")),  # no modal there
        ("is will smith a better actor than denzel washington?", ("will smith", "denzel washington")),
        ("is it better to text or facetime my gf?", ("text", "facetime")),  # a verb beside a verb stays one
        ("do you think i should move to raleigh, charlotte or atlanta?", ("raleigh", "charlotte", "atlanta")),
        ("should i fertilize my lawn in march, april or may?", ("march", "april", "may")),
        ("should i train for a 5k, a 10k or a half marathon?", ("5k", "10k", "half marathon")),
        (
            "is it safer to store passwords in 1password, bitwarden or the browser?",
            ("1password", "bitwarden", "browser"),
        ),
        ("who is funnier, seinfeld or larry david?", ("seinfeld", "larry david")),  # two names share no head
        ("which is better, spotify or apple music?", ("spotify", "apple music")),
        ("where should i travel in december, japan or south korea?", ("japan", "south korea")),
        ("what is better mig or tig welding", ("mig welding", "tig welding")),  # technical words still share it
        ("is the dyson v15 better than the shark stratos?", ("dyson v15", "shark stratos")),  # "v15/VBD"
        ("is learning spanish easier than learning french?", ("learning spanish", "learning french")),
        ("is beyoncé a better performer than rihanna?", ("beyoncé", "rihanna")),  # "beyoncé/JJ a"
        ("who was a better boxer, muhammad ali or joe frazier?", ("muhammad ali", "joe frazier")),  # not "crazier"
        ("which is healtheir, tea or coffee?", ("tea", "coffee")),
    ],
)
def test_a_question_typed_in_lower_case(question: str, objects: tuple) -> None:
    """Users type in lower case, where capitals tell no names and spaCy guesses tags for the names it does not
    know (session 27; the lower-cased question sets in benchmarks/data went from 901 to 921 of 1,045)."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("ps5 vs xbox wich one has better games", ("ps5", "xbox")),  # "wich/WDT" misspells "which"
        ("if you had to choose, beach vacation or mountain cabin?", ("beach vacation", "mountain cabin")),
        ("nikon or canon cameras for beginners", ("nikon cameras", "canon cameras")),  # a plural head is shared
        (
            "Should I use a single platform for common services or modularize them?",
            ("use a single platform for common services", "modularize"),  # a verb by its form and its object
        ),
    ],
)
def test_counter_examples_to_the_lower_case_readings(question: str, objects: tuple) -> None:
    """Questions whose parse the first version of the session 27 readings changed for the worse (of the 5,111
    questions this project knows, 23 changed; these four are back)."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("are flights cheaper on tuesday than on friday", ("tuesday", "friday")),
        ("Is plastic surgery safer in the US or in Mexico?", ("US", "Mexico")),
        ("is plastic surgery safer in the us or in mexico", ("us", "mexico")),
    ],
)
def test_a_preposition_before_both_objects_is_in_neither(question: str, objects: tuple) -> None:
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Should I meet the contractor at 9am, 10am or 11am?", ("9am", "10am", "11am")),  # "9 am" as tokenized
        ("Is it better to replace tires every 2, 3 or 4 years?", ("2 years", "3 years", "4 years")),
        ("Should I buy a house in 2, 3 or 4 years?", ("2 years", "3 years", "4 years")),
    ],
)
def test_times_and_amounts_in_a_list(question: str, objects: tuple) -> None:
    """Known gaps of session 26: the tokenizer splits "9am", and a list of numbers after "every" lost its first."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is it better to drink, coffee or tea?", ("coffee", "tea")),  # a verb heads no noun list
        ("i want to study, medicine or law, which is better?", ("medicine", "law")),
        ("Should I just overclock or buy a new CPU?", ("overclock", "buy a new CPU")),  # an adverb before the verb
        ("should we really rebrand or keep the old name?", ("rebrand", "keep the old name")),
        ("Is Python definately better than Java?", ("Python", "Java")),  # an adverb typed wrong is no name
        ("is tea prolly healthier than coffee?", ("tea", "coffee")),
        ("in the long run, will bitcoin be better than gold?", ("bitcoin", "gold")),  # the modal, its verb after
        ("is honda or toyota transmission more reliable?", ("honda transmission", "toyota transmission")),
        ("cheap flights to miami vs fort lauderdale", ("miami", "fort lauderdale")),
        ("is a bus xheaper than a train?", ("bus", "train")),  # no name stands right before "than"
    ],
)
def test_counter_examples_from_a_review_of_the_lower_case_readings(question: str, objects: tuple) -> None:
    """A reviewer's attempts to break the session 27 readings (each wrong in their version, most right before)."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        ("Are flights cheaper on Tuesday than on Friday?", ("Tuesday", "Friday"), ()),  # was flights / Tuesday
        ("Is it cheaper to fly on Tuesday than on Friday?", ("Tuesday", "Friday"), ()),  # was no pair
        ("Is it cheaper to live in Texas than in California?", ("Texas", "California"), ()),
        ("Is it better to invest in stocks than in bonds?", ("stocks", "bonds"), ()),
        ("Do people live longer in Japan than in the US?", ("Japan", "US"), ()),
        ("Are cars cheaper in Germany than in France?", ("Germany", "France"), ()),
        ("Is it colder in Chicago than in Minneapolis in January?", ("Chicago", "Minneapolis"), ("January",)),
        ("are teachers paid better in new jersey than in new york", ("new jersey", "new york"), ()),
        ("Is it healthier to eat in the morning than at night?", ("morning", "night"), ()),
        ("Why does Chinese food reheat better on the stove than in the microwave?", ("stove", "microwave"), ()),
        ("Is it healthier to cook with olive oil than with butter?", ("olive oil", "butter"), ()),
        ("Is it better to buy a car in December or in January?", ("December", "January"), ()),
        ("is it better to use a laptop on battery or on ac power", ("battery", "ac power"), ()),  # no shared head
        (
            "Should I study abroad as an engineering student, in Germany or in the Netherlands?",
            ("Germany", "Netherlands"),
            ("engineering student",),
        ),
        # not of the form: the prepositions differ after "or", a verb follows "to", "other than", the owner form
        ("Is it best to get a visa in advance or at the airport?", ("get a visa in advance", "at the airport"), ()),
        ("Is it better to rent than to buy?", ("rent", "buy"), ()),
        ("Is rent in Toronto higher than in Vancouver?", ("Toronto", "Vancouver"), ("rent",)),
        ("Is admission rate in Stanford higher than that of MIT?", ("Stanford", "MIT"), ("admission rate",)),
    ],
)
def test_the_things_compared_after_the_same_preposition(question: str, objects: tuple, aspects: tuple) -> None:
    """ "X cheaper on A than on B": the things compared stand after the same preposition (session 28; a known gap of
    session 27). Of the 5,111 questions this project knows, 11 change, each to the things compared."""
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is the magic in Harry Potter better than in Lord of the Rings?", ("Harry Potter", "Lord of the Rings")),
        ("Is it cheaper to bank at Chase than at Bank of America?", ("Chase", "Bank of America")),
        ("Are taxes lower in Maryland than in the District of Columbia?", ("Maryland", "District of Columbia")),
        ("Is it cheaper to live in Texas than in California or in Florida?", ("Texas", "California", "Florida")),
    ],
)
def test_counter_examples_to_the_same_preposition_reading(question: str, objects: tuple) -> None:
    """A review of the reading above: a name with "of" after the second preposition was cut ("Lord"), and a third
    option of the same kind dropped."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        # what follows "than" is a time too: no place before the time takes its turn (were hotel / Easter, ...)
        ("Is it better to stay at a hotel at Christmas than at Easter?", ("Christmas", "Easter")),
        ("Is it better to drive in the city in the evening than in rush hour?", ("evening", "rush hour")),
        ("Is it better to travel in Egypt in the summer than during Ramadan?", ("summer", "Ramadan")),
        ("Is it better to buy a house in Austin in the summer than in 2025?", ("summer", "2025")),
        # a phrase of another preposition is an aspect only after the same preposition (was "bulk" / "Walmart")
        (
            "Is it cheaper to buy rice in bulk from Costco than at Walmart?",
            ("buy rice in bulk from Costco", "at Walmart"),
        ),
        # the acronym exception needs names on both sides (was "London" / "marketing")
        ("Is it better to work in IT in London than in marketing?", ()),
        # "than" in another clause, or before an amount, names no things compared (were "wife" / "brother", ...)
        ("my wife earns more than my brother so should we move to texas or to florida", ("texas", "florida")),
        ("Are houses bigger than 2000 sq ft cheaper in Texas or in Florida?", ("sq ft cheaper in Texas", "in Florida")),
        # a second review: times the first narrowing did not know, a numbered place, names it refused
        ("Was it cheaper to live in London in the summer than in the 90s?", ("summer", "90s")),
        ("Is it busier at the mall at lunch than at dinner time?", ("lunch", "dinner time")),
        ("Is it cheaper to stay in Paris in the summer than in spring break?", ("summer", "spring break")),
        ("Is it better to work in Building 7 in the morning than in Building 9?", ("Building 7", "Building 9")),
        ("Is it easier to find a job in IT in Germany than in finance?", ()),
        ("Is 5G faster than 4G in cities or in the countryside?", ("5G", "4G")),
        ("Is Costco cheaper than Trader Joe's for produce or for meat?", ("Costco", "Trader Joe's")),
    ],
)
def test_counter_examples_to_session_29s_readings(question: str, objects: tuple) -> None:
    """A review of session 29's diff (a helper, 267 questions of its own, old and new code): 15 readings had got
    worse; each is back to the older reading (some still wrong, none worse), and 107 of the 115 it judged better
    stay."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        # a phrase of another preposition between the two (was "home in the evening" / "work")
        ("Is it better to study at home in the evening than at work?", ("home", "work"), ("study", "evening")),
        ("Is it cheaper to live in Texas with kids than in California?", ("Texas", "California"), ("kids",)),
        # the time nearest "than" sets the scene (was "summer" / "California")
        ("Is it better to live in Texas in the summer than in California?", ("Texas", "California"), ("summer",)),
        # a capitalised word before the first preposition that is no title (was no pair; "Buy A Car In December")
        ("Is it easier to find a job in IT in Germany than in France?", ("Germany", "France"), ()),
        ("Is It Better To Buy A Car In December Or In January?", ("December", "January"), ()),
        # the options of a closing "in the morning or in the evening" after "than" (was "tea in the morning" /
        # "in the evening", "Java for web development" / "for data science")
        ("Is coffee better than tea in the morning or in the evening?", ("coffee", "tea"), ("morning", "evening")),
        (
            "Is Python better than Java for web development or for data science?",
            ("Python", "Java"),
            ("web development", "data science"),
        ),
        (
            "Is running better than cycling on a Monday, on a Friday or on a Sunday?",
            ("running", "cycling"),
            ("Monday", "Friday", "Sunday"),
        ),
        ("IS COFFEE BETTER THAN TEA IN THE MORNING OR IN THE EVENING?", ("COFFEE", "TEA"), ("MORNING", "EVENING")),
        # but not when the things before "than" stand after such a preposition too
        (
            "Is studying at night better than studying in the morning or in the afternoon?",
            ("studying in the morning", "in the afternoon"),
            ("night",),
        ),
        (
            "Is the magic in Harry Potter better than in Lord of the Rings?",
            ("Harry Potter", "Lord of the Rings"),
            ("magic",),
        ),
    ],
)
def test_gaps_of_the_same_preposition_reading_left_by_session_28(question: str, objects: tuple, aspects: tuple) -> None:
    """The readings session 28's reviews found wrong (session 29). None of the 5,111 questions this project knows
    changes its objects or aspects."""
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


def test_compquestions_phrases_holding_the_prepositions_stay_without_distribution() -> None:
    """distribute=False keeps the CompQuestions annotation, whose objects hold the prepositions."""
    parsed = parse_question("is it better to use a laptop on battery or on ac power", distribute=False)
    assert parsed.objects == ("use a laptop on battery", "on ac power")
    assert parse_question("Are flights cheaper on Tuesday than on Friday?", distribute=False).objects == (
        "Tuesday",
        "Friday",
    )


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        # an acronym before "at"/"on" that the preposition does not govern is no title (were "buy a TV at Best Buy" /
        # "at a local store", no pair, "work in IT at Google" / "at a startup")
        ("Is it better to buy a TV at Best Buy than at a local store?", ("Best Buy", "local store")),
        ("Is it better to study CS at MIT than at a community college?", ("MIT", "community college")),
        ("Is it better to work in IT at Google than at a startup?", ("Google", "startup")),
        # "in" also places in fields: names on both sides still needed
        ("Is it better to study CS in Boston than in business school?", ()),
        ("Is it better to study CS in Boston than in NYC?", ("Boston", "NYC")),
        ("Is it easier to find a job in IT in Germany than in finance?", ()),
    ],
)
def test_an_acronym_before_a_place_preposition(question: str, objects: tuple) -> None:
    """Session 30: "TV at Best Buy" read as one title, so the shops compared were lost. None of the 5,111 questions
    this project knows changes."""
    assert parse_question(question).objects == objects


@pytest.mark.parametrize(
    ("question", "objects", "aspects"),
    [
        # two times joined by a bare "or" (were "run in the morning" / "evening", "tea in the morning" / "evening",
        # "go to the beach on Saturday" / "Sunday", "plant tomatoes in April" / "May")
        ("Is it better to run in the morning or evening?", ("morning", "evening"), ()),
        ("Should I drink tea in the morning or evening?", ("morning", "evening"), ()),
        ("Is it better to go to the beach on Saturday or Sunday?", ("Saturday", "Sunday"), ()),
        ("Is it better to plant tomatoes in April or May?", ("April", "May"), ()),
        ("Is it better to water plants in the morning or evening in summer?", ("morning", "evening"), ("summer",)),
        # or each with its own preposition of when (was "work out in the morning" / "at night")
        ("Should I work out in the morning or at night?", ("morning", "night"), ()),
        # not when the options are no times
        ("Is it better to get a visa in advance or at the airport?", ("get a visa in advance", "at the airport"), ()),
        ("Is it better to eat breakfast in the morning or skip it?", ("eat breakfast in the morning", "skip it"), ()),
        ("Is coffee better in the morning or tea?", ("morning", "tea"), ("coffee",)),
        ("is it better to run in the morning or evening", ("morning", "evening"), ()),
        # after "than" the times are the circumstances (was "morning" / "evening")
        ("Is coffee better than tea in the morning or evening?", ("coffee", "tea"), ("morning", "evening")),
        ("Is running better than cycling on Saturday or Sunday?", ("running", "cycling"), ("Saturday", "Sunday")),
        # nor when the question compares other things too (a review of the first version: "morning" / "evening",
        # "eat breakfast" / "lunch at home")
        ("Is tea or coffee better in the morning or evening?", ("tea", "coffee"), ("morning",)),
        ("Is running or cycling better in the morning or evening?", ("running", "cycling"), ("morning",)),
        ("Coffee vs tea in the morning or evening?", ("Coffee", "tea"), ()),
        ("Which is better, tea or coffee, in the morning or evening?", ("tea", "coffee"), ()),
        ("Is it better to eat breakfast or lunch at home than at work?", ("home", "work"), ()),
        ("Do people eat more breakfast or dinner in Spain than in the US?", ("Spain", "US"), ()),
        (
            "Is it better to have a big breakfast in the morning or a big dinner at night?",
            ("have a big breakfast in the morning", "big dinner"),
            ("night",),
        ),
    ],
)
def test_two_times_joined_by_or(question: str, objects: tuple, aspects: tuple) -> None:
    """Session 30: the first time kept the words before its preposition. Of the 5,111 questions this project knows
    one changes, for the better ("do sight-seeing in the morning" / "afternoon" -> "morning" / "afternoon")."""
    parsed = parse_question(question)
    assert (parsed.objects, parsed.aspects) == (objects, aspects)


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        # a question typed all in capitals reads lower-case names as one typed in lower case does (were "SEINFELD
        # DAVID" / "LARRY DAVID", "NETFLIX PRIME" / "AMAZON PRIME")
        ("SEINFELD OR LARRY DAVID", ("SEINFELD", "LARRY DAVID")),
        ("NETFLIX OR AMAZON PRIME?", ("NETFLIX", "AMAZON PRIME")),
        ("seinfeld or larry david", ("seinfeld", "larry david")),
        # and keeps the readings of sentence case where lower case differs
        ("IS COFFEE BAD FOR YOU COMPARED TO TEA", ("COFFEE", "TEA")),
    ],
)
def test_a_question_in_capitals_reads_lower_case_names(question: str, objects: tuple) -> None:
    """Session 30 (a fuzzing review). None of the 5,111 questions this project knows changes."""
    assert parse_question(question).objects == objects
