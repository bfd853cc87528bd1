"""Golden values of the document features: the speed-ups of features.quality / features.argumentative /
features.document must not change any value (the tuned ranker weights and cached feature rows depend on them).
Likewise the query-dependent features computed at ranking time (ranking.extract_features with features.relevance and
features.text), pinned further down with the sentences handed to the comparative-sentence classifier.

The expected values below were computed by the implementation before the speed-ups (the plain per-sentence regex
version); the texts exercise every feature: markers of all groups, citations, shouting, emoticons, typos,
navigation and shop boilerplate, URLs, odd tokens, non-Latin scripts and digits, no-break spaces, repetition and a
text over the character cap. The shared-data checks compare per-feature sums over the ClueWeb22 texts and the
args.me arguments (skipped when ../shared/data is absent).
"""

from __future__ import annotations

import csv
import gzip
import math
import os
import sys
from pathlib import Path

import pytest

from comparative_ir import ranking
from comparative_ir.documents import Document
from comparative_ir.features import quality
from comparative_ir.features.argumentative import argumentative_features
from comparative_ir.features.document import document_features
from comparative_ir.features.quality import quality_features
from comparative_ir.question import ParsedQuestion
from comparative_ir.retrieval import Candidate

# ---------------------------------------------------------------------------------------------------- texts

ARGUMENT = (
    "Which is better for a student, a laptop or a desktop? In my opinion, a laptop is the better choice, because "
    "it can be carried to lectures. However, a desktop offers more power for the same price [1]. On the other hand, "
    "studies show that 45 % of students (Smith, 2010) and 12% of teachers (Jones et al., 2019a) prefer laptops. "
    "So we should not ignore portability. It is not so bad: e.g. rock'n'roll fans don’t care, and the '90s are "
    "over. Therefore, if you need portability, I would recommend a laptop; otherwise a desktop is the way to go.\n"
    "First of all, consider the pros and cons. Since prices vary, compare them. While desktops last longer, "
    "laptops win on convenience. Still, it's clear that the key is what you need. Why not both?"
)
RANT = (
    "CATS R THE BEST!!! dogs suck lol, u r so stupid if u think otherwise... i dont care wat u say soooo shut up!!! "
    "seriously f*ck dogs.Cats rule and DOGS ARE JUST DUMB AND SMELLY!!!! definately the worst pet ever, i "
    "beleive every1 who owns a dog is an idiot lmao :) ;-P <3 love<3 ^_^ yeah yeah yeah grrrr i'm done, i, "
    "OMG?! NO WAY!! R U SERIOUS? gr8 b4 2day l8r y n"
)
BOILERPLATE = (
    "Home | Login | Register | Cart\nSearch\nLaptops » Desktops › Tablets · Phones • Deals\nContact us > About\n"
    "- 16 GB RAM\n- 512 GB SSD\n* Free shipping\n1. Add to cart\n2) Checkout\na) Pay\n"
    "Price: $ 999 or €10, 5 USD, 10 EUR, 7 GBP, £3, ¥500, $5USD; at 12:30, 3/4 off, (42), -7%, +3 and 1,234.56.\n"
    "Visit https://example.com/shop?id=5 or www.shop.com, mail me@example.org, see example.net.\n"
    "© 2012 Example Shop Inc. All rights reserved. (c) 2013 &copy; Copyright notice.\n"
    "Privacy policy\nTerms of use\nFollow us on Facebook"
)
ODD = (
    "Broken &amp; text &#8217; here \ufffd and \ufffd. Arrows --> and ===== and #$%& but not .... or !!!! here.\n"
    "Soup a8f7d9 and x1y2z3 but not mp3, 1990s, covid19 or RTX3080Ti. A token over limit: "
    "supercalifragilisticexpialidociousness and http://example.com/a/very/long/path/to/a/page.html plus "
    "averyveryveryverylongtoken\xa0withnbspbetweenthetwoparts and a_b_c_d_e_f_g_h_i_j_k_l_m_n_o_p.\n"
    "Dots: 3.5 U.S. e.g. i.e. end.Next one.Two three,Four; Mixed 1a2 and 12ab34cd56."
)
MULTILINGUAL = (
    "Das ist ein deutscher Satz über Größe. ΑΣ·Β and ΣΟΦΟΣ. Это русский текст! 这是一个中文句子。\n"
    "Digits ٣٤ and ² and Ⅻ; Kelvin \u212a and İstanbul; emoji 🙂 and\u2003em\u00a0space “quoted” ‘single’ — dash…\n"
    "I THINK SO. Naïve café résumé façade, but the premise is clear; moreover it is true that ½ is half: 5 USD, "
    "7\u00a0EUR or 9GBP."
)
REPEATED = ("Buy cheap laptops now. " * 8 + "\n") + "cheap laptops\n" * 6 + "Best cheap laptops online deals.\n" * 3
HUGE = (
    "Laptops are portable, however desktops are faster. I think you should buy a laptop because it is "
    "light! Prices: $700 (2019) and 45% off [2].\n"
) * 700
TEXTS = {
    "argument": ARGUMENT,
    "rant": RANT,
    "boilerplate": BOILERPLATE,
    "odd": ODD,
    "multilingual": MULTILINGUAL,
    "repeated": REPEATED,
    "huge": HUGE,
}

# ------------------------------------------------------------------------------------------------ expected

DOCUMENT_NAMES = (
    "arg_claim",
    "arg_claim_sat",
    "arg_premise",
    "arg_premise_sat",
    "arg_contrast",
    "arg_contrast_sat",
    "arg_conclusion",
    "arg_conclusion_sat",
    "arg_stance",
    "arg_stance_sat",
    "arg_recommendation",
    "arg_recommendation_sat",
    "arg_evaluation",
    "arg_evaluation_sat",
    "arg_evidence",
    "arg_evidence_sat",
    "arg_example",
    "arg_example_sat",
    "arg_structure",
    "arg_structure_sat",
    "arg_comparison",
    "arg_comparison_sat",
    "arg_marker_density",
    "arg_sentence_share",
    "arg_group_diversity",
    "arg_question_share",
    "arg_score",
    "q_log_words",
    "q_sent_len_mean",
    "q_short_sent_share",
    "q_long_sent_share",
    "q_lowercase_start_share",
    "q_terminal_punct_share",
    "q_flesch",
    "q_word_len_mean",
    "q_stopword_share",
    "q_mattr",
    "q_top_word_share",
    "q_dup_sentence_share",
    "q_profanity_share",
    "q_typo_share",
    "q_informal_share",
    "q_odd_token_share",
    "q_caps_share",
    "q_caps_run_share",
    "q_exclaim_share",
    "q_multi_punct_rate",
    "q_short_line_share",
    "q_list_line_share",
    "q_nav_share",
    "q_separator_rate",
    "q_copyright",
    "q_url_share",
    "q_number_share",
    "q_commerce_share",
    "q_alpha_ratio",
    "q_non_latin_share",
    "q_score",
)
# fmt: off
# Updated 2026-11-22: document_features splits sentences as quality_features does (it used the ranking's splitter,
# which breaks after "Dr." before a capital and never before a lower-case word).
EXPECTED_DOCUMENT = {
    'argument': (
        0.16666666666666666, 0.7768698398515702, 0.16666666666666666, 0.6321205588285577, 0.4166666666666667,
        0.9179150013761012, 0.16666666666666666, 0.6321205588285577, 0.08333333333333333, 0.3934693402873666,
        0.16666666666666666, 0.8646647167633873, 0.08333333333333333, 0.3934693402873666, 0.16666666666666666,
        0.950212931632136, 0.08333333333333333, 0.3934693402873666, 0.08333333333333333, 0.3934693402873666,
        0.08333333333333333, 0.3934693402873666, 0.9987273661986602, 0.9166666666666666, 1.0,
        0.16666666666666666, 0.9996818415496651, 4.875197323201151, 11.166666666666666, 0.08333333333333333,
        0.0, 0.0, 1.0, 78.70070512820514, 4.161538461538462,
        0.5230769230769231, 0.81, 0.05357142857142857, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.022388059701492536, 0.015384615384615385,
        0.9016666666666666, 0.0, 0.9327701200644731,
    ),
    'rant': (
        0.0, 0.0, 0.0, 0.0, 0.125,
        0.3934693402873666, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.3550590335302177, 0.125, 0.14285714285714285,
        0.125, 0.27626475838255443, 4.330733340286331, 9.375, 0.25,
        0.0, 0.7142857142857143, 0.875, 93.54337500000003, 3.28,
        0.24, 0.82, 0.07317073170731707, 0.0, 0.04,
        0.10666666666666667, 0.30666666666666664, 0.0, 0.17333333333333334, 0.17333333333333334,
        0.625, 0.625, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.8571428571428571, 0.0, 0.04159753316647345,
    ),
    'boilerplate': (
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.05555555555555555,
        0.3934693402873666, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.29855299606939034, 0.05555555555555555, 0.14285714285714285,
        0.0, 0.20658269346179203, 4.2626798770413155, 5.166666666666667, 0.4444444444444444,
        0.0, 0.0, 0.2777777777777778, 80.8220634920635, 4.328571428571428,
        0.2, 0.84, 0.07692307692307693, 0.0, 0.0,
        0.0, 0.0, 0.010752688172043012, 0.1, 0.0,
        0.0, 0.0, 0.375, 0.375, 0.2571428571428571,
        0.11428571428571428, 1.0, 0.043010752688172046, 0.20430107526881722, 0.18571428571428572,
        0.7336561743341404, 0.0, 0.1532469642473996,
    ),
    'odd': (
        0.0, 0.0, 0.0, 0.0, 0.2857142857142857,
        0.6321205588285577, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.14285714285714285, 0.3934693402873666, 0.0, 0.0,
        0.0, 0.0, 0.7134952031398099, 0.42857142857142855, 0.2857142857142857,
        0.0, 0.6962309436420953, 4.430816798843313, 7.857142857142857, 0.2857142857142857,
        0.0, 0.0, 1.0, 71.4674698795181, 3.5180722891566263,
        0.3132530120481928, 0.74, 0.03571428571428571, 0.0, 0.0,
        0.03614457831325301, 0.0, 0.21818181818181817, 0.0, 0.0,
        0.14285714285714285, 0.14285714285714285, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.01818181818181818, 0.01818181818181818, 0.0,
        0.7355163727959698, 0.0, 0.11271943073101702,
    ),
    'multilingual': (
        0.2, 0.3934693402873666, 0.2, 0.3934693402873666, 0.2,
        0.3934693402873666, 0.0, 0.0, 0.2, 0.3934693402873666,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.9230117575392546, 0.4, 0.5714285714285714,
        0.0, 0.9007529393848137, 4.04305126783455, 8.428571428571429, 0.5714285714285714,
        0.0, 0.0, 0.8571428571428571, 93.17000000000002, 3.8392857142857144,
        0.2857142857142857, 0.88, 0.030303030303030304, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.07142857142857142, 0.0,
        0.14285714285714285, 0.0, 0.0, 0.0, 0.0,
        0.017857142857142856, 0.0, 0.0, 0.05084745762711865, 0.0,
        0.8958333333333334, 0.16279069767441862, 0.5264743444080574,
    ),
    'repeated': (
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 4.0943445622221, 3.4705882352941178, 0.35294117647058826,
        0.0, 0.0, 0.6470588235294118, 90.03438683948157, 5.033898305084746,
        0.13559322033898305, 0.14, 0.3333333333333333, 0.8235294117647058, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.6, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.13559322033898305,
        0.9642857142857143, 0.0, 0.04743117952841214,
    ),
    'huge': (
        0.0, 0.0, 0.3333333333333333, 1.0, 0.3333333333333333,
        1.0, 0.0, 0.0, 0.3333333333333333, 1.0,
        0.3333333333333333, 1.0, 0.0, 0.0, 0.33166666666666667,
        1.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.9996600345851872, 0.9983333333333333, 0.5714285714285714,
        0.0, 0.9999150086462968, 8.343077871169383, 8.333333333333334, 0.0,
        0.0, 0.0, 0.9983333333333333, 74.84428571428573, 4.523809523809524,
        0.5238095238095238, 0.4, 0.1, 0.9933333333333333, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.3333333333333333, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.12, 0.09523809523809523,
        0.8190361238037762, 0.0, 0.11767256618877572,
    ),
}
EXPECTED_QUALITY = {  # quality_features(text): sentences from quality.split_sentences
    'rant': (
        4.330733340286331, 9.375, 0.25, 0.0, 0.7142857142857143,
        0.875, 93.54337500000003, 3.28, 0.24, 0.82,
        0.07317073170731707, 0.0, 0.04, 0.10666666666666667, 0.30666666666666664,
        0.0, 0.17333333333333334, 0.17333333333333334, 0.625, 0.625,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.8571428571428571, 0.0,
    ),
    'multilingual': (
        4.04305126783455, 8.428571428571429, 0.5714285714285714, 0.0, 0.0,
        0.8571428571428571, 93.17000000000002, 3.8392857142857144, 0.2857142857142857, 0.88,
        0.030303030303030304, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.07142857142857142, 0.0, 0.14285714285714285, 0.0,
        0.0, 0.0, 0.0, 0.017857142857142856, 0.0,
        0.0, 0.05084745762711865, 0.0, 0.8958333333333334, 0.16279069767441862,
    ),
    'odd': (
        4.430816798843313, 7.857142857142857, 0.2857142857142857, 0.0, 0.0,
        1.0, 71.4674698795181, 3.5180722891566263, 0.3132530120481928, 0.74,
        0.03571428571428571, 0.0, 0.0, 0.03614457831325301, 0.0,
        0.21818181818181817, 0.0, 0.0, 0.14285714285714285, 0.14285714285714285,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.01818181818181818, 0.01818181818181818, 0.0, 0.7355163727959698, 0.0,
    ),
}
EXPECTED_ARGUMENTATIVE = {  # argumentative_features(text)
    'rant': (
        0.0, 0.0, 0.0, 0.0, 0.125,
        0.3934693402873666, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.3550590335302177, 0.125, 0.14285714285714285,
        0.125, 0.27626475838255443,
    ),
    'multilingual': (
        0.2, 0.3934693402873666, 0.2, 0.3934693402873666, 0.2,
        0.3934693402873666, 0.0, 0.0, 0.2, 0.3934693402873666,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 0.9230117575392546, 0.4, 0.5714285714285714,
        0.0, 0.9007529393848137,
    ),
    'argument': (
        0.16666666666666666, 0.7768698398515702, 0.16666666666666666, 0.6321205588285577, 0.4166666666666667,
        0.9179150013761012, 0.16666666666666666, 0.6321205588285577, 0.08333333333333333, 0.3934693402873666,
        0.16666666666666666, 0.8646647167633873, 0.08333333333333333, 0.3934693402873666, 0.16666666666666666,
        0.950212931632136, 0.08333333333333333, 0.3934693402873666, 0.08333333333333333, 0.3934693402873666,
        0.08333333333333333, 0.3934693402873666, 0.9987273661986602, 0.9166666666666666, 1.0,
        0.16666666666666666, 0.9996818415496651,
    ),
}
# Sums over the 354 ClueWeb22 texts of touche-2023-task-1/docs (document_features, in DOCUMENT_NAMES order)
CLUEWEB_SUMS = (
    28.90808646174543, 260.5217835676498, 18.834560450226153, 234.08097009535265, 31.627117075581204,
    286.6434746248301, 8.566547018683922, 151.0465462645735, 3.946568641710676, 73.72088517598064,
    2.572007219986193, 69.02780701428581, 10.988523059360498, 150.70090334018894, 24.35893384382844,
    234.17927896035698, 10.499771438986645, 173.40946085287973, 2.664939594364714, 53.20961816047353,
    15.313113699692192, 221.61707962856846, 217.1318317416871, 118.17545275245405, 261.57142857142856,
    19.596224654418663, 261.9028820512258, 2393.3862923096735, 5392.383136406269, 63.90987040069696,
    12.393161781074257, 4.791181492210913, 264.5771132325108, 18399.890821021425, 1782.9354557694812,
    150.42412121810182, 283.09542480114914, 17.72697859298337, 18.063403119765372, 0.032051806968460925,
    0.09420960397825645, 0.13848951508328394, 0.36970968331419257, 3.0994556931903605, 0.5501287746413379,
    3.7801050506319243, 0.16981419111092141, 75.5419449275882, 40.35435883108802, 0.5941489910290747,
    1.7578613126488531, 4.0, 0.6141594139621985, 7.684193127694363, 0.3252304878526313,
    336.1864468555391, 0.007133204468885483, 271.3065798467838,
)
# Sums over the 699 args.me arguments of touche-2021-task-1 (quality_features, argumentative_features)
ARGS_QUALITY_SUMS = (
    4022.882213188546, 13163.670894705243, 64.3976355944462, 49.96114383404526, 42.61938936552595,
    609.8018478729074, 37460.6712112295, 3389.9729174841914, 325.24890855078627, 565.7880598470254,
    34.17709973360905, 3.3536133895265925, 0.19321237790689816, 1.326159820308649, 0.30773239299831845,
    0.9742762222485903, 4.816666119639861, 1.1214355350642593, 7.381890864677986, 0.9714421881484455,
    0.0, 0.0, 0.0, 0.15549862128634895, 2.0,
    1.4081169249841563, 5.862130429734883, 0.5408251517895293, 669.2407983806086, 0.09493269789913582,
)
ARGS_ARGUMENTATIVE_SUMS = (
    82.885035956749, 382.67657079573485, 60.98545203734219, 366.4732448257851, 90.49662403167139,
    426.40920952675737, 32.99510163515019, 261.29845627883753, 17.92241795465821, 152.65233289327244,
    4.4159926161438445, 60.739473096512945, 25.37213155672037, 202.02775782966103, 65.55538359681205,
    334.80729121507125, 19.91240927025802, 197.8755489903212, 9.732147067166174, 108.27103735916435,
    46.60174629588528, 313.83687364018107, 461.86830151736035, 315.4794801089576, 416.85714285714283,
    29.069026383835592, 530.0157541765814,
)
# fmt: on
CLUEWEB_TEXTS = 354
ARGS_TEXTS = 699


def _close(actual: float, expected: float) -> bool:
    return math.isclose(actual, expected, rel_tol=1e-9, abs_tol=1e-12)


@pytest.mark.parametrize("name", list(EXPECTED_DOCUMENT))
def test_document_features_unchanged(name):
    features = document_features(TEXTS[name])
    assert tuple(features) == (*DOCUMENT_NAMES, "interstitial")  # the flag added in session 33: none of these is one
    assert features.pop("interstitial") == 0.0
    changed = {
        k: (v, e) for (k, v), e in zip(features.items(), EXPECTED_DOCUMENT[name], strict=True) if not _close(v, e)
    }
    assert not changed, changed


@pytest.mark.parametrize("name", list(EXPECTED_QUALITY))
def test_quality_features_unchanged(name):
    features = quality_features(TEXTS[name])
    assert tuple(features) == quality.FEATURE_NAMES
    expected = EXPECTED_QUALITY[name]
    changed = {k: (v, e) for (k, v), e in zip(features.items(), expected, strict=True) if not _close(v, e)}
    assert not changed, changed


@pytest.mark.parametrize("name", list(EXPECTED_ARGUMENTATIVE))
def test_argumentative_features_unchanged(name):
    features = argumentative_features(TEXTS[name])
    expected = EXPECTED_ARGUMENTATIVE[name]
    changed = {k: (v, e) for (k, v), e in zip(features.items(), expected, strict=True) if not _close(v, e)}
    assert not changed, changed


def test_values_do_not_depend_on_the_word_cache():
    """The per-word results are cached across documents: a fresh cache and a warm one give the same values."""
    warm = [document_features(text) for text in TEXTS.values()]
    quality._WORDS = quality._WordCache()
    assert [document_features(text) for text in TEXTS.values()] == warm


# ------------------------------------------------------------------------------------------------ shared data


def _shared_data() -> Path:
    override = os.environ.get("COMPARATIVE_IR_SHARED_DATA")
    return Path(override) if override else Path(__file__).resolve().parents[2] / "shared" / "data"


CLUEWEB_FILE = _shared_data() / "touche-2023-task-1" / "docs" / "chatnoir-top10-docs-text-odd-topics.jsonl.gz"
ARGS_FILE = _shared_data() / "touche-2021-task-1" / "renji-abarai-qrels_args_docs_val.tsv.gz"


def _sums_close(rows: list[dict[str, float]], names: tuple[str, ...], expected: tuple[float, ...]) -> dict:
    sums = [math.fsum(row[name] for row in rows) for name in names]
    return {n: (s, e) for n, s, e in zip(names, sums, expected, strict=True) if not _close(s, e)}


@pytest.mark.shared_data
@pytest.mark.skipif(not CLUEWEB_FILE.exists(), reason=f"shared data not found: {CLUEWEB_FILE}")
def test_clueweb_document_features_unchanged():
    import json

    with gzip.open(CLUEWEB_FILE, "rt", encoding="utf-8") as handle:
        texts = [row["text"] for row in map(json.loads, handle) if row.get("text")]
    assert len(texts) == CLUEWEB_TEXTS
    assert not _sums_close([document_features(text) for text in texts], DOCUMENT_NAMES, CLUEWEB_SUMS)


@pytest.mark.shared_data
@pytest.mark.skipif(not ARGS_FILE.exists(), reason=f"shared data not found: {ARGS_FILE}")
def test_args_me_features_unchanged():
    csv.field_size_limit(sys.maxsize)
    with gzip.open(ARGS_FILE, "rt", encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    texts = [f"{row['concl']}\n{row['prem']}" for row in rows]
    assert len(texts) == ARGS_TEXTS
    assert not _sums_close([quality_features(text) for text in texts], quality.FEATURE_NAMES, ARGS_QUALITY_SUMS)
    arg = [argumentative_features(text) for text in texts]
    assert not _sums_close(arg, tuple(arg[0]), ARGS_ARGUMENTATIVE_SUMS)


# ------------------------------------------------------------------------------------- ranking-time features
# Query-dependent features: pinned from the implementation before its speed-ups (a regex scan of the text per
# multi-word term, of every sentence per object, a per-token possessive fold, the plain sentence-break regex).

SCHOOLS_TEXT = (
    "Public schools are free, but private schools' fees buy smaller classes. Are PUBLIC SCHOOLS better than private\n"
    "schools? A private school's teachers earn less; public-schools and private-schools differ (the public school's "
    "budget is public).\nStudents: public schools vs. private schools vs. charter schools!\n"
    '"Private schools cost more." (Public schools do not.) Schoolchildren and preschools are not schools. '
    "Tuition, cost of living and students' grades: public school, private school."
)
UNFOLDED_TEXT = (  # characters a case-insensitive regex matches to ASCII letters they do not lower-case to
    "Publıc schools and private ſchools; public schools, PRIVATE SCHOOLS. The \u212aindle and the iPad: ı like "
    "the Kindle’s screen. Students’ choice: publıc school."
)
DOTTED_TEXT = "publİc schools and PRİVATE SCHOOLS. İPAD owners don't like the Kindle. KİNDLE or iPad? Private schools."
RANKING_QUESTIONS = {
    "schools": ParsedQuestion(
        "Which is better for students, public schools or private schools?",
        True,
        ("public schools", "private schools"),
        ("students", "cost of living"),
        "better",
    ),
    "laptops": ParsedQuestion(
        "Laptop or desktop: which is better for gaming?", True, ("laptop", "desktop"), ("gaming", "price"), "better"
    ),
    "pets": ParsedQuestion("Cats or dogs, what's the best pet?", True, ("cats", "dogs", "the"), ("pet",), None),
    "kindle": ParsedQuestion("Kindle vs. iPad for reading?", True, ("Kindle", "iPad"), ("reading",), "better"),
    "common": ParsedQuestion(  # words most ClueWeb texts have: many sentences to select from
        "Do people or the United States matter more over time?",
        True,
        ("people", "United States", "time"),
        ("money", "health care"),
        "more",
    ),
}
RANKING_CASES = {  # name: (question, text, title)
    "schools": ("schools", SCHOOLS_TEXT, "Public vs. private schools: which is better?"),
    "schools_unfolded": ("schools", UNFOLDED_TEXT, "Public or PRIVATE schools"),
    "kindle_unfolded": ("kindle", UNFOLDED_TEXT, "Kindle vs iPad"),
    "schools_dotted": ("schools", DOTTED_TEXT, "İ"),
    "kindle_dotted": ("kindle", DOTTED_TEXT, "KİNDLE vs İPAD"),
    "laptops_argument": ("laptops", ARGUMENT, "Laptop or desktop for students?"),
    "laptops_boilerplate": ("laptops", BOILERPLATE, "Laptops, desktops - buy cheap deals"),
    "laptops_huge": ("laptops", HUGE, "Laptops vs desktops"),
    "laptops_odd": ("laptops", ODD, ""),
    "pets_rant": ("pets", RANT, "Cats vs dogs?"),
    "pets_multilingual": ("pets", MULTILINGUAL, "Über Katzen"),
    "schools_repeated": ("schools", REPEATED, "cheap laptops"),
}


def _ranking_rows(
    monkeypatch, question: ParsedQuestion, texts: list[str], titles: list[str]
) -> tuple[list[dict[str, float]], list[tuple[int, str]]]:
    """extract_features rows of documents with cached (here: no) document features, and the (document, sentence)
    pairs it hands to the comparative-sentence classifier, which is not run (its values are not pinned here)."""
    handed: list[tuple[int, str]] = []
    monkeypatch.setattr(
        ranking, "_add_comparative_sentence_features", lambda rows, inputs, objects: handed.extend(inputs)
    )
    cands = [Candidate(f"d{i}", f"u{i}", "cw22", 10.0 - i, i + 1, t, "snippet") for i, t in enumerate(titles)]
    docs = {
        ("cw22", c.uuid): Document(c.docno, c.uuid, "cw22", t, "fetched", features={})
        for c, t in zip(cands, texts, strict=True)
    }
    return ranking.extract_features(question, question.question, cands, docs), handed


RANKING_NAMES = (
    "chatnoir_score",
    "chatnoir_rank",
    "fallback",
    "rel_query_coverage",
    "rel_query_title_coverage",
    "rel_query_density",
    "obj_coverage",
    "obj_all",
    "obj_title",
    "obj_mentions",
    "obj_balance",
    "obj_cooccurrence",
    "obj_proximity",
    "asp_coverage",
    "pred_present",
    "cue_title_comparison",
    "cue_title_question",
    "cue_comparison_density",
    "cue_commerce",
)
# fmt: off
# Updated 2026-11-22 for two intended changes: a plural or possessive term also matches its singular ("public
# schools": "public school", "cats": "cat"; features.text.mention_stem), and a word followed by a closing single quote
# ("better'") counts as the word.
# Updated 2026-11-26: words are letters and digits of any script ("Publıc" is one word, not "Publ" and "c";
# features.text.words), so the word count, the densities' denominator, changes on texts with letters outside ASCII.
EXPECTED_RANKING = {  # name: (extract_features values in RANKING_NAMES order, sentences handed to the classifier)
    'schools': (
        (
            10.0, 1.0, 0.0, 1.0, 0.75,
            3.902566670186111, 1.0, 1.0, 0.5, 2.70805020110221,
            1.0, 1.6094379124341003, 0.8695652173913044, 1.0, 1.0,
            1.0, 1.0, 2.1226137135450447, 0.18232155679395462,
        ),
        4,
    ),
    'schools_unfolded': (
        (
            10.0, 1.0, 0.0, 1.0, 0.75,
            3.57746198474792, 1.0, 1.0, 0.5, 1.791759469228055,
            0.6666666666666666, 0.6931471805599453, 0.8620689655172414, 0.3333333333333333, 0.0,
            0.0, 0.0, 0.0, 0.0,
        ),
        1,
    ),
    'kindle_unfolded': (
        (
            10.0, 1.0, 0.0, 0.6666666666666666, 0.6666666666666666,
            2.6421581072935068, 1.0, 1.0, 1.0, 1.3862943611198906,
            0.5, 0.6931471805599453, 0.8695652173913044, 0.0, 0.0,
            1.0, 0.0, 0.0, 0.0,
        ),
        1,
    ),
    'schools_dotted': (
        (
            10.0, 1.0, 0.0, 0.5, 0.0,
            3.044522437723423, 1.0, 1.0, 0.0, 1.3862943611198906,
            0.5, 0.6931471805599453, 0.8403361344537815, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0,
        ),
        1,
    ),
    'kindle_dotted': (
        (
            10.0, 1.0, 0.0, 0.6666666666666666, 0.0,
            2.3978952727983707, 1.0, 1.0, 0.0, 1.0986122886681096,
            1.0, 1.0986122886681096, 0.9090909090909091, 0.0, 0.0,
            1.0, 0.0, 0.0, 0.0,
        ),
        2,
    ),
    'laptops_argument': (
        (
            10.0, 1.0, 0.0, 0.6666666666666666, 0.6666666666666666,
            2.043350255117463, 1.0, 1.0, 1.0, 2.302585092994046,
            0.8, 1.3862943611198906, 0.8928571428571428, 0.5, 1.0,
            0.0, 1.0, 1.700669228663604, 0.33647223662121295,
        ),
        3,
    ),
    'laptops_boilerplate': (
        (
            10.0, 1.0, 0.0, 0.6666666666666666, 0.6666666666666666,
            1.2351878236738605, 1.0, 1.0, 1.0, 1.0986122886681096,
            1.0, 0.6931471805599453, 0.9090909090909091, 0.5, 0.0,
            0.0, 0.0, 0.0, 1.6486586255873816,
        ),
        1,
    ),
    'laptops_huge': (
        (
            10.0, 1.0, 0.0, 0.6666666666666666, 0.6666666666666666,
            2.5649493574615367, 1.0, 1.0, 1.0, 6.398594934535208,
            0.5, 5.303304908059076, 0.7692307692307692, 0.5, 0.0,
            1.0, 0.0, 0.0, 4.394449154672439,
        ),
        40,
    ),
    'laptops_odd': (
        (
            10.0, 1.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0,
        ),
        0,
    ),
    'pets_rant': (
        (
            10.0, 1.0, 0.0, 1.0, 0.6666666666666666,
            2.323419179896888, 1.0, 1.0, 1.0, 1.9459101490553132,
            0.5, 0.6931471805599453, 0.9523809523809523, 1.0, 0.0,
            1.0, 1.0, 0.8397506547518208, 0.0,
        ),
        1,
    ),
    'pets_multilingual': (
        (
            10.0, 1.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0,
        ),
        0,
    ),
    'schools_repeated': (
        (
            10.0, 1.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 1.8057849445825593, 2.028148247292285,
        ),
        0,
    ),
}
# Over the ClueWeb22 texts (titles: their first 60 characters), per question: sentences handed to the classifier,
# and per-feature sums in RANKING_NAMES order. Updated 2026-11-26: the densities, as words are letters and digits of any
# script (29 of the 354 texts have another word count, e.g. "Nestlé" is one word, no longer two).
CLUEWEB_RANKING_SUMS = {
    'schools': (
        2,
        (
            -58941.0, 36.19598938000519, 0.0, 114.0, 12.0,
            138.76860194864753, 13.5, 3.0, 0.5, 27.33657392936806,
            2.0285714285714285, 1.3862943611198906, 1.9743870673895296, 104.33333333333333, 127.0,
            17.0, 7.0, 131.39998526059938, 73.19330607560806,
        ),
    ),
    'laptops': (
        0,
        (
            -58941.0, 36.19598938000519, 0.0, 4.333333333333333, 0.0,
            1.7829246682179174, 3.0, 0.0, 0.0, 4.564348191467836,
            0.0, 0.0, 0.0, 38.0, 127.0,
            17.0, 7.0, 131.39998526059938, 73.19330607560806,
        ),
    ),
    'pets': (
        4,
        (
            -58941.0, 36.19598938000519, 0.0, 7.0, 0.0,
            3.0401989820158595, 7.5, 3.0, 0.0, 12.424533248940001,
            2.75, 2.484906649788, 2.830188679245283, 6.0, 0.0,
            17.0, 7.0, 131.39998526059938, 73.19330607560806,
        ),
    ),
    'common': (
        15,
        (
            -58941.0, 36.19598938000519, 0.0, 177.0, 4.0,
            199.66094518287048, 200.66666666666666, 68.0, 3.6666666666666665, 591.1842130108166,
            20.642243867243867, 35.82163835118274, 22.66843042951951, 102.0, 306.0,
            17.0, 7.0, 131.39998526059938, 73.19330607560806,
        ),
    ),
}
# fmt: on


def _reference_selection(question: ParsedQuestion, text: str) -> list[str]:
    """The sentences to classify as the ranking defines them: every sentence mentioning both first objects."""
    from comparative_ir.features.text import split_sentences, term_pattern, truncate_words

    patterns = [term_pattern(o) for o in question.objects[:2]]
    return [s for s in split_sentences(truncate_words(text)) if all(p.search(s) for p in patterns)]


@pytest.mark.parametrize("name", list(RANKING_CASES))
def test_ranking_features_unchanged(name, monkeypatch):
    question_name, text, title = RANKING_CASES[name]
    question = RANKING_QUESTIONS[question_name]
    (row,), handed = _ranking_rows(monkeypatch, question, [text], [title])
    assert tuple(row) == RANKING_NAMES
    values, n_handed = EXPECTED_RANKING[name]
    changed = {k: (v, e) for (k, v), e in zip(row.items(), values, strict=True) if not _close(v, e)}
    assert not changed, changed
    assert [s for _, s in handed] == _reference_selection(question, text)[: ranking.MAX_COMPARATIVE_SENTENCES]
    assert len(handed) == n_handed


@pytest.mark.shared_data
@pytest.mark.skipif(not CLUEWEB_FILE.exists(), reason=f"shared data not found: {CLUEWEB_FILE}")
@pytest.mark.parametrize("question_name", list(CLUEWEB_RANKING_SUMS))
def test_clueweb_ranking_features_unchanged(question_name, monkeypatch):
    import json

    with gzip.open(CLUEWEB_FILE, "rt", encoding="utf-8") as handle:
        texts = [row["text"] for row in map(json.loads, handle) if row.get("text")]
    assert len(texts) == CLUEWEB_TEXTS
    rows, handed = _ranking_rows(monkeypatch, RANKING_QUESTIONS[question_name], texts, [t[:60] for t in texts])
    n_handed, sums = CLUEWEB_RANKING_SUMS[question_name]
    assert len(handed) == n_handed
    assert not _sums_close(rows, RANKING_NAMES, sums)
