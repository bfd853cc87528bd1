"""Parse comparative questions into compared objects, aspects and the comparative predicate.

"Which is better for gaming, a laptop or a desktop?" -> objects ("laptop", "desktop"), aspects ("gaming",),
predicate "better". The ranker needs the objects to look for documents that mention both, and the aspects and
predicate to weigh sentences that compare them on the asked dimension.

How: rules, then a trained sequence tagger that reads the rules' output among its features, then a pair ranker.

1. Rules (``_find_objects``, ``_find_predicate``, ``_find_aspects``): the comparison is usually marked on the
   surface by a connective ("or", "vs", "versus", "between X and Y", "than", "over", "compared to", "different
   from", "instead of"); around it, spaCy's part-of-speech tags and a few general English lexicons (function words,
   comparison vocabulary; nothing taken from the labelled data) cut out the noun phrases.
2. A tagger labels each word OBJ, ASP, PRED or O (B-/I- labels): an averaged structured perceptron with Viterbi
   decoding over label bigrams (``train_tagger``, pure Python and numpy). Features: the lower-cased word, affixes,
   shape, spaCy's fine-grained tags and the words of the neighbours (+-2), the dependency relation, noun chunks,
   distances to the connectives, parallel conjuncts, and the rules' label of the word. It is trained on the
   Webis-CompQuestions-22 development questions (``scripts/train_question_tagger.py``; the direct questions, which
   name their objects, count double), which are lower-cased and unpunctuated; punctuation is therefore not shown to
   it, but no label run continues over a comma, colon or question mark, and at most max(2, number of rule objects)
   object runs are decoded.
3. A pair ranker (``_pair_candidates``, ``train_pair_ranker``): when the tagger finds exactly two object runs, the
   pair is chosen again among pairs of candidate spans (the 12 spans with the best max-marginal scores under the
   tagger, its runs, the rules' objects) by a log-linear model of pair features the tagger cannot see: what joins
   the two spans ("or", "vs", "than", nothing), their difference in length, both noun chunks, both the rules',
   shared head word, the tagger's scores. It is trained on the candidates of taggers that had not seen the question
   (3-fold jackknife inside the training data, ``train_model``).
4. Combination (each choice measured by 5-fold cross-validation, ``scripts/train_question_tagger.py --ablations``):
   objects are the ranker's pair, else the tagger's OBJ runs, without leading articles; the rules' objects when the
   tagger finds fewer than two, or when the rules find a list of three or more (marked by commas, which the tagger
   never saw); aspects are the tagger's ASP runs that do not overlap an object; the predicate is the tagger's first
   PRED run, else the rules'. ``distribute`` (below) is applied to coordinated objects.

Figures (``benchmarks/bench_question.py``): exact object pair on the direct CompQuestions questions with two gold
objects 67.6% for the rules alone, 72.5% for the combination under 5-fold cross-validation (the honest figure;
72.1-72.6% with other fold draws, where the tagger alone with all questions weighted equally, the previous model,
has 69.1-71.1%). The 85% target is not reached: the shipped model finds 87% on the questions it was trained on, the
gold pair is among the ranker's candidates for about 90% of the unseen ones, and the gold spans of near-identical
questions often disagree (three questions "what were the major effects of the cambodia earthquake and how do these
effects compare to the X earthquake" have "major effects of the cambodia earthquake", "cambodia earthquake" and
"these effects" as their first object). 100% strict on the Touché 2022 topics, which the model was
not trained on. About 650 questions/s batched on one core. The model (``question_model.json``, about 1.2 MB) is
read on first use, not at import; without it the rules work alone.

Model attribution: the weights in ``question_model.json`` were learned from Webis-CompQuestions-22, Copyright (c)
2022 Webis, used under the MIT License (the full notice is in ``question_model.LICENSE.txt`` and in the model
file's "attribution" field). The data itself is not part of this package.

Conventions (decided here, relied on by callers):

- ``objects`` are spans of the question in order of appearance, without leading articles and possessive
  determiners ("a laptop" -> "laptop"); a capitalised "The" starting a name stays ("The Simpsons"). Prepositional
  modifiers stay with their object ("debt in mutual funds"), except phrases that open an aspect ("for", "in terms
  of"). Alternatives that are actions are verb phrases ("Is it healthier to bake than to fry food?" -> "bake",
  "fry food"). With ``distribute=True`` (the default) a head shared by coordinated modifiers is copied to the bare
  one: "steel or ceramic knives" -> ("steel knives", "ceramic knives"), as the Touché topics annotate it;
  ``distribute=False`` keeps the surface spans (what token-level gold can express).
- ``comparative`` is True when an explicit comparison was found: two or more objects, or one object compared
  with an unspecified set ("Is Linux better than the others?" -> objects ("Linux",), comparative True).
  Questions without such a comparison are not comparative, even with a superlative or a comparative word:
  "What are the best rice cookers?", "How to sleep better?", "Should teachers get tenure?" -> comparative False,
  objects () (their predicate and aspects are still reported; the single object of a superlative question, "rice
  cookers", is not reported).
- ``aspects`` are the dimensions of comparison without their opening words ("for gaming" -> "gaming", "in terms
  of price" -> "price"), and the adjective after "more/less" ("more difficult" -> predicate "more", aspect
  "difficult"; the convention of the CompQuestions data).
- ``predicate`` is the first comparative expression, lower-cased ("better", "difference", "pros and cons",
  "compared to"), or None.

Lower-cased, unpunctuated input ("which is better evernote or google keep") is handled too: it is what the tagger
was trained on, and the rules repair words the part-of-speech tagger misreads there (``_Toks``).
"""

from __future__ import annotations

import bisect
import functools
import itertools
import json
import os
import random
import re
import warnings
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from comparative_ir.nlp import load_nlp

if TYPE_CHECKING:
    from spacy.tokens import Doc

_DISABLE = ("ner",)  # the dependency parse confirms shared heads and feeds the tagger; NER is not needed

# --- lexicon: general English function words and comparison vocabulary (nothing taken from the data) -----------

_VS = frozenset({"vs", "vs.", "versus", "v.", "v/s", "vs/"})
_ARTICLES = frozenset({"a", "an", "the"})
_POSS_DET = frozenset({"my", "your", "his", "her", "its", "our", "their"})
_POSSESSIVE = frozenset({"'s", "’s", "'", "’"})
_WH = frozenset({"which", "what", "who", "whom", "whose", "why", "how", "when", "where", "whether"})
_NOM_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "JJ", "CD", "FW", "VBG", "AFX", "XX", "ADD", "SYM", "LS"})
_VERB_TAGS = frozenset({"VB", "VBD", "VBN", "VBP", "VBZ"})
_COMPARATIVE_TAGS = frozenset({"JJR", "RBR"})
_SUPERLATIVE_TAGS = frozenset({"JJS", "RBS"})
_DEGREE_TAGS = _COMPARATIVE_TAGS | _SUPERLATIVE_TAGS
_SENTENCE_END = frozenset({".", "?", "!", ":", ";"})
# Common adverbs not ending in -ly (closed class): other words tagged RB are taken for mis-tagged nouns.
_ADVERBS = frozenset(
    """also just very really now then later still even so too well here there ever never not already yet again
    often always only soon first instead else together away back maybe perhaps almost quite rather much enough far
    long once twice today tomorrow yesterday tonight ago abroad ahead alone anyway anywhere everywhere somewhere
    nowhere home outside inside overall right up down out off over around about before after early late fast hard
    straight sometimes therefore thus hence otherwise besides meanwhile indeed though although however whatever
    either neither n't no yes ok okay please why how when where whenever wherever less more most least outdoors
    indoors upstairs downstairs overseas any some all none each every both anymore""".split()
)
_QUANTITY_NOUNS = frozenset({"kind", "kinds", "type", "types", "sort", "sorts", "lot", "lots", "number", "couple"})
_DEGREE_SKIP = frozenset({"more", "less", "any", "much", "the", "so", "far", "even", "a", "lot", "bit", "little"})
_AUXILIARIES = frozenset(
    {"be", "is", "are", "was", "were", "been", "being", "am", "do", "does", "did", "done", "have", "has", "had",
     "having", "will", "would", "shall", "should", "can", "could", "may", "might", "must"}
)  # fmt: skip
_COPULAS = frozenset({"is", "are", "was", "were", "be", "been", "being", "am", "'s", "'re", "s"})
_CLOSED = frozenset({"PRON", "CCONJ", "SCONJ", "ADP", "DET", "AUX", "PART", "PUNCT"})
_PRO_FORMS = frozenset({"that", "those", "one", "ones"})
_ANAPHORS = frozenset({"it", "they", "their", "its", "this", "these", "them"})
# Words that express the comparison itself; never part of an object.
_RELATION_WORDS = frozenset(
    {
        "difference", "differences", "different", "differ", "differs", "differed", "differing", "distinguish",
        "compare", "compared", "compares", "comparing", "comparison", "comparable", "similar", "similarity",
        "similarities", "same", "prefer", "prefers", "preferred", "preferable", "superior", "inferior", "equal",
        "equivalent", "identical", "unlike", "contrast",
    }
)  # fmt: skip
_EVALUATION_NOUNS = frozenset(
    {
        "advantages", "advantage", "disadvantages", "disadvantage", "pros", "cons", "benefits", "benefit",
        "drawbacks", "drawback", "strengths", "weaknesses", "merits", "demerits", "upsides", "downsides",
        "tradeoffs", "trade-offs", "similarities", "differences", "positives", "negatives",
    }
)  # fmt: skip
_GRADE_WORDS = frozenset({"better", "worse", "best", "worst", "more", "less", "most", "least", "fewer"})
_PREDICATE_WORDS = _RELATION_WORDS | _EVALUATION_NOUNS | _GRADE_WORDS
# Prepositions that complete a relation word: "different from", "compared to", "same as", "superior to".
_RELATION_PREPS = frozenset({"to", "with", "from", "as", "than", "against"})
# Verbs of choosing that license "X over Y".
_PREFERENCE_VERBS = frozenset({"prefer", "choose", "pick", "favor", "favour", "select", "recommend"})
# Unspecified counterparts: "better than the others" compares one object with an open set.
_UNSPECIFIED = frozenset(
    {"other", "others", "rest", "alternatives", "anything", "everything", "anyone", "everyone", "anybody",
     "everybody", "else", "competitors", "competition", "any", "the", "all"}
)  # fmt: skip
# Words that open an aspect phrase ("better for gaming", "in terms of price").
_ASPECT_MULTI = (
    ("in", "terms", "of"),
    ("with", "respect", "to"),
    ("with", "regard", "to"),
    ("with", "regards", "to"),
    ("when", "it", "comes", "to"),
    ("in", "regard", "to"),
    ("in", "relation", "to"),
)
_ASPECT_SINGLE = frozenset({"for", "regarding", "concerning"})
# Prepositions that never attach to an object: aspects, relations, lists.
_NO_ATTACH = frozenset(
    {"for", "to", "as", "than", "like", "over", "between", "among", "amongst", "about", "per", "against", "versus",
     "vs", "vs.", "regarding", "concerning", "instead", "unlike", "because", "if", "whether", "while", "when"}
)  # fmt: skip
# Light nouns after a comparative carry no aspect: "the better way/choice/option".
_LIGHT_NOUNS = frozenset(
    {"way", "ways", "choice", "choices", "option", "options", "one", "ones", "thing", "things", "idea", "alternative",
     "decision", "pick", "bet", "solution", "answer", "time"}
)  # fmt: skip
# Adjective-forming suffixes: a bare conjunct ending in one is a modifier ("a real or a fake tree").
_ADJ_SUFFIXES = ("al", "ic", "ive", "ous", "able", "ible", "ful", "less", "ish", "ian", "ese")


def _aspect_intro(t: _Toks, k: int) -> int:
    """Length of the aspect opener starting at ``k`` ("in terms of" -> 3, "for" -> 1), else 0."""
    for multi in _ASPECT_MULTI:
        if tuple(t.low[k : k + len(multi)]) == multi:
            return len(multi)
    return 1 if t.low[k] in _ASPECT_SINGLE else 0


@dataclass(frozen=True)
class ParsedQuestion:
    """A question split into what is compared, on which dimension, and how."""

    question: str
    comparative: bool
    objects: tuple[str, ...]
    aspects: tuple[str, ...]
    predicate: str | None

    def to_json(self) -> dict:
        return {
            "question": self.question,
            "comparative": self.comparative,
            "objects": list(self.objects),
            "aspects": list(self.aspects),
            "predicate": self.predicate,
        }


def parse_question(question: str, *, distribute: bool = True) -> ParsedQuestion:
    """Parse one question (loads the spaCy pipeline and the tagger model once per process, on first use)."""
    return _parse_doc(question, load_nlp(_DISABLE)(question), distribute)


def parse_questions(questions: Iterable[str], batch_size: int = 64, *, distribute: bool = True) -> list[ParsedQuestion]:
    """Parse many questions with ``nlp.pipe`` (about 2x faster than one by one); same results as ``parse_question``."""
    texts = list(questions)
    docs = load_nlp(_DISABLE).pipe(texts, batch_size=batch_size)
    return [_parse_doc(text, doc, distribute) for text, doc in zip(texts, docs, strict=True)]


# --- token view ---------------------------------------------------------------------------------------------------


class _Toks:
    """Per-token features computed once; the rules below only look at these lists."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.n = len(doc)
        self.text = [t.text for t in doc]
        self.low = [t.lower_ for t in doc]
        self.tag = [t.tag_ for t in doc]
        self.pos = [t.pos_ for t in doc]
        self.space = [bool(t.whitespace_) for t in doc]
        starts = [i == 0 or self.text[i - 1] in _SENTENCE_END for i in range(self.n)]
        self.name = [self._namelike(i, starts[i]) for i in range(self.n)]
        self.nom = [self._nominal(i) for i in range(self.n)]
        self._repair_tags()
        for i in range(1, self.n):
            if self.low[i] in _LIGHT_NOUNS and (self.low[i - 1] in _GRADE_WORDS or self.tag[i - 1] in _DEGREE_TAGS):
                self.nom[i] = False  # "the better option X or Y": the light noun is not part of X

    def _namelike(self, i: int, sentence_start: bool) -> bool:
        """Capitalised mid-sentence, or an acronym: a name whatever its (often wrong) tag, e.g. "LED" tagged VBN."""
        text = self.text[i]
        if not text[:1].isupper() or text == "I" or self.low[i] in _WH or self.low[i] in _VS:
            return False
        if self.pos[i] in ("DET", "ADP", "CCONJ", "SCONJ", "PRON", "AUX", "PART", "PUNCT"):
            return False
        acronym = len(text) > 1 and text.isupper()
        return acronym or not sentence_start

    def _nominal(self, i: int) -> bool:
        low = self.low[i]
        if low in _PREDICATE_WORDS or low in _VS or low in _WH:
            return False
        if self.name[i]:
            return True
        if self.tag[i] in _COMPARATIVE_TAGS or self.tag[i] in _SUPERLATIVE_TAGS:
            return False
        return self.tag[i] in _NOM_TAGS or self.pos[i] in ("NOUN", "PROPN", "NUM")

    def _do_support(self) -> None:
        """ "Does unpasteurized cheese taste better ...": a do-question needs a bare verb after its subject; when
        the tagger found none, the last word of the noun run is that verb ("taste/NN")."""
        for d in range(self.n - 2):
            if self.low[d] not in ("does", "do", "did") or not (d == 0 or self.low[d - 1] in _WH):
                continue
            k = d + 1
            while k < self.n and self.nom[k]:
                k += 1
            if k - d > 2 and (k == self.n or self.tag[k] in ("RB", "RBR", "JJR", ".")):
                self.tag[k - 1] = "VB"
                self.nom[k - 1] = False
            return

    def _repair_tags(self) -> None:
        """Lower-cased or unknown names get verb, adverb or interjection tags ("wordpress/RB", "onshore/VB",
        "bn/UH", "phonegap/VB cordova"). Such a word counts as nominal where it cannot be what the tag says: an
        adverb neither in the closed list of common adverbs nor ending in -ly, an interjection, a participle
        before a noun ("chlorinated pool"), a verb that ends the phrase with no subject or auxiliary before it,
        the subject between "does" and its verb, and, in all-lower-case text (where the tagger has lost its
        best cue), a verb between two nominals with no auxiliary or pronoun before it ("cross entropy/VBP loss")."""
        lower_input = not any(c.isupper() for c in self.doc.text)
        for i in range(self.n):
            low = self.low[i]
            if (
                self.nom[i]
                or low in _PREDICATE_WORDS
                or low in _WH
                or not low.isalnum()
                or low in _AUXILIARIES
                or self.pos[i] == "AUX"
            ):
                continue
            tag = self.tag[i]
            nxt = i + 1 < self.n and (self.nom[i + 1] or self.tag[i + 1] == "CD")
            end = i + 1 == self.n or self.text[i + 1] in _SENTENCE_END or self.text[i + 1] in (",", ")")
            end = end or self.low[i + 1] in ("or", "and") or self.low[i + 1] in _VS
            prev_low = self.low[i - 1] if i > 0 else ""
            bare = i > 0 and self.pos[i - 1] not in ("PRON", "AUX", "PART") and self.tag[i - 1] not in ("MD", "TO")
            prev = i > 0 and (self.nom[i - 1] or prev_low in ("or", "and", "between", "the", "a", "an", "vs", ",", ":"))
            do_support = prev_low in ("does", "do", "did") and i + 1 < self.n
            if tag in ("RB", "UH") and not low.endswith("ly") and low not in _ADVERBS:
                self.nom[i] = True
            elif self.pos[i] in ("PUNCT", "X", "SYM") or tag in ("HYPH", "NFP", "XX", "LS"):
                self.nom[i] = True  # "x/HYPH ray burst"
            elif low == "plus" and i > 0 and self.nom[i - 1]:
                self.nom[i] = True  # "Moto G Plus"
            elif tag not in _VERB_TAGS:
                continue
            elif do_support and (self.tag[i + 1] in _VERB_TAGS or self.nom[i + 1]):
                self.nom[i] = True  # "how does edgware/VB compare": the subject sits between "does" and the verb
            elif tag in ("VBZ", "VBP", "VBD") and prev_low in _COPULAS - {"be", "been", "being"}:
                self.nom[i] = True  # "what are manifolds/VBZ": no finite verb right after a finite copula
            elif tag in ("VBN", "VBD"):
                self.nom[i] = nxt and bare
            elif i > 1 and prev_low in ("or", "and") and self.tag[i - 2] in _VERB_TAGS and not self.nom[i - 2]:
                continue  # "buy or rent": coordinated verbs
            elif (end and bare and (prev or prev_low in _PREDICATE_WORDS)) or (lower_input and prev and bare and nxt):
                self.nom[i] = True
        self._do_support()

    def is_poss(self, i: int) -> bool:
        """Possessive marker inside a name: "Master's degree", lower-cased data writes "ontario s motto"."""
        if not 0 < i < self.n or not self.nom[i - 1]:
            return False
        return self.tag[i] == "POS" or self.low[i] in _POSSESSIVE or (self.low[i] == "s" and self.tag[i] != "VBZ")

    def is_hyphen(self, i: int) -> bool:
        """A hyphen glued to both neighbours ("non-biodegradable") joins them."""
        return (
            self.text[i] in ("-", "/", "&", "+")
            and 0 < i < self.n - 1
            and not self.space[i - 1]
            and not self.space[i]
            and (self.nom[i - 1] or self.name[i - 1])
        )

    def is_verb(self, i: int) -> bool:
        return self.tag[i] in _VERB_TAGS and self.pos[i] != "AUX" and not self.name[i] and not self.nom[i]

    def is_det(self, i: int) -> bool:
        return self.low[i] in _ARTICLES or self.low[i] in _POSS_DET

    def keeps_the(self, i: int) -> bool:
        """ "The" capitalised inside a sentence and followed by a name belongs to it: "The Simpsons"."""
        return (
            self.text[i] == "The"
            and i > 0
            and self.text[i - 1] not in _SENTENCE_END
            and i + 1 < self.n
            and self.name[i + 1]
        )

    def inner(self, i: int) -> bool:
        """Can token ``i`` continue an object noun phrase?"""
        return self.nom[i] or self.is_poss(i) or self.is_hyphen(i)

    def span_text(self, start: int, end: int) -> str:
        return self.doc[start:end].text


@dataclass
class _Span:
    start: int
    end: int
    verbal: bool = False  # "bake" in "to bake than to fry food": the objects are actions

    def __len__(self) -> int:
        return self.end - self.start


# --- object spans -------------------------------------------------------------------------------------------------


def _of_joins(t: _Toks, i: int) -> bool:
    """ "of" at ``i`` joins two nominals into one object ("battle of Somme") unless the left one is a comparison
    noun ("advantages of PHP") or a quantity ("a lot of")."""
    if t.low[i] != "of" or i == 0 or i + 1 >= t.n:
        return False
    left = t.low[i - 1]
    if not t.nom[i - 1] or left in _PREDICATE_WORDS or left in _LIGHT_NOUNS or left in _QUANTITY_NOUNS:
        return False
    j = i + 1
    while j < t.n and t.is_det(j):
        j += 1
    return j < t.n and t.nom[j]


def _and_joins(t: _Toks, i: int) -> bool:
    """ "and" at ``i`` continues a group object ("Oxford and Cambridge compared to Harvard and Stanford")."""
    if t.low[i] != "and" or i + 1 >= t.n or not t.nom[i - 1]:
        return False
    j = i + 1
    while j < t.n and t.is_det(j):
        j += 1
    return j < t.n and t.nom[j]


def _verbal_link(t: _Toks, k: int) -> bool:
    """Inside a verb-phrase object, determiners and prepositions that lead to a noun ("go for campus placements")."""
    if not (
        t.is_det(k)
        or (t.tag[k] == "IN" and t.low[k] not in ("than", "between", "vs", "versus", "like", "if", "because"))
    ):
        return False
    j = k + 1
    while j < t.n and t.is_det(j):
        j += 1
    return j < t.n and t.nom[j]


def _extend_right(
    t: _Toks, j: int, *, allow_verb: bool = True, pp: bool = True, force: bool = False, group: bool = False
) -> _Span:
    """The object starting at ``j``: skip an article, then take the noun phrase (or a verb phrase, "fry food").

    Prepositional modifiers stay with the object ("debt in mutual funds"): in the labelled data most
    prepositional phrases right after an object belong to it, except those that open aspects ("for", "in terms
    of") or relations ("compared to"). ``force`` takes the first word as nominal whatever its tag (it sits where
    an object must be); ``group`` lets "and" join nominals into one object.
    """
    n = t.n
    while j < n and (t.is_det(j) or t.low[j] in ("all", "both")) and not t.keeps_the(j):
        j += 1
    if j + 1 < n and t.low[j] in _PRO_FORMS and t.pos[j + 1] == "ADP" and t.low[j + 1] != "of" and pp:
        pro = _pp(t, j + 1)  # "than those in Africa": the pro-form and its modifier are the object
        if pro is not None:
            return _Span(j, pro[1])
    if j + 1 < n and t.low[j] in ("that", "those") and t.low[j + 1] == "of":
        j += 2  # "higher than that of MIT"
        while j < n and t.is_det(j):
            j += 1
    verbal = False
    if allow_verb and j + 1 < n and t.low[j] == "to" and t.is_verb(j + 1) and not t.nom[j + 1]:
        j += 1
        verbal = True
    elif allow_verb and not force and j < n and t.is_verb(j) and not t.nom[j]:
        verbal = True
    start = k = j
    if verbal:
        k += 1
        while k < n and (t.tag[k] == "RP" or t.inner(k) or _verbal_link(t, k)):
            k += 1
        return _Span(start, k, verbal=True)
    if k < n and t.keeps_the(k):
        k += 1
    # a forced first word (it sits where an object must be), or a comparative inside a noun phrase ("a simpler
    # language"); never a function word
    content = k < n and t.low[k].isalnum() and t.low[k] not in _PREDICATE_WORDS | _WH and t.pos[k] not in _CLOSED
    if content and (force or (t.tag[k] in _COMPARATIVE_TAGS and k + 1 < n and t.nom[k + 1])):
        k += 1
    while k < n:
        if t.inner(k):
            k += 1
        elif _of_joins(t, k) or (group and _and_joins(t, k)):
            k += 1
            while k < n and t.is_det(k):
                k += 1
        elif t.tag[k - 1] == "VBG" and k > start and t.is_det(k) and k + 1 < n and t.nom[k + 1]:
            k += 1  # a gerund takes its object: "buying a house"
        else:
            break
    if pp and k > start:
        while (nxt := _pp(t, k)) is not None:
            k = nxt[1]
    return _Span(start, k)


def _extend_left(t: _Toks, i: int, *, verbal: bool = False, group: bool = False) -> _Span:
    """The object ending just before ``i`` (exclusive), mirroring ``_extend_right``."""
    k = i - 1
    if verbal:
        # the left conjunct of a verb phrase: back to its verb ("buy a house or rent")
        while k >= 0 and not t.is_verb(k):
            if not (t.inner(k) or t.tag[k] == "RP" or _verbal_link(t, k)):
                break
            k -= 1
        if k >= 0 and t.is_verb(k) and not t.nom[k]:
            return _Span(k, i, verbal=True)
        k = i - 1
    while k >= 0:
        if t.inner(k) or (k > 0 and (_of_joins(t, k) or (group and _and_joins(t, k)))):
            k -= 1
        elif t.is_det(k) and k + 1 < i and t.low[k + 1] not in _ARTICLES and k > 0 and t.low[k - 1] == "of":
            k -= 1  # "side of the moon"
        else:
            break
    start = k + 1
    if k >= 0 and t.keeps_the(k):
        start = k
    while start < i and t.is_det(start) and not t.keeps_the(start):
        start += 1
    return _Span(start, i)


def _left_list(t: _Toks, first: _Span) -> list[_Span]:
    """Items before ``first`` separated by commas ("coffee, green tea or black tea"), kept only when the list
    starts at a clear boundary (sentence start, colon, "between", a verb), not after "better for the environment"."""
    items: list[_Span] = []
    k = first.start
    while k > 0 and t.is_det(k - 1):
        k -= 1
    while k > 1 and t.text[k - 1] == ",":
        item = _extend_left(t, k - 1)
        if not len(item):
            break
        items.append(item)
        k = item.start
        while k > 0 and t.is_det(k - 1):
            k -= 1
    if not items:
        return []
    before = k - 1
    if before < 0 or t.text[before] in _SENTENCE_END or t.low[before] in ("between", "among") or t.is_verb(before):
        return list(reversed(items))
    return []


def _right_list(t: _Toks, first: _Span, seps: frozenset[str]) -> list[_Span]:
    """Items after ``first`` joined by the separators ("X, Y and Z", "X vs Y vs Z")."""
    items: list[_Span] = []
    k = first.end
    while k < t.n:
        j = k
        if t.text[j] == ",":
            j += 1
        if j < t.n and (t.low[j] in seps or t.low[j] in _VS):
            j += 1
        elif j == k:
            break
        item = _extend_right(t, j, allow_verb=first.verbal, force=not first.verbal)
        if not len(item) or item.verbal != first.verbal:
            break
        items.append(item)
        k = item.end
    return items


def _pp(t: _Toks, k: int) -> tuple[str, int] | None:
    """A prepositional modifier "P [the] N..." starting at ``k``: (preposition, end), else None."""
    if k >= t.n or t.pos[k] != "ADP" or t.low[k] in _NO_ATTACH or _aspect_intro(t, k):
        return None
    j = k + 1
    while j < t.n and t.is_det(j):
        j += 1
    if j >= t.n or not t.nom[j]:
        return None
    return t.low[k], _extend_right(t, j, allow_verb=False, pp=False).end


def _between(t: _Toks, k: int) -> list[_Span]:
    """ "between X and Y", "among X, Y and Z"; "between two programmers: experience vs passion" names the kind of the
    objects first."""
    if k + 3 < t.n and t.low[k + 1] in ("two", "both") and t.tag[k + 2] == "NNS" and t.nom[k + 3]:
        k += 2
    first = _extend_right(t, k + 1, force=True)
    if not len(first):
        return []
    return [first, *_right_list(t, first, frozenset({"and", "or"}))]


def _antecedent(t: _Toks, limit: int) -> _Span:
    """What "it"/"they"/"their" refers to in "What is the Sahara and how does it compare to ...": the first noun
    phrase of the question (the topic of its first clause)."""
    for k in range(limit):
        if t.nom[k] and t.pos[k] != "PRON":
            span = _extend_right(t, k, allow_verb=False)
            return span if span.end <= limit else _Span(k, k)
    return _Span(limit, limit)


def _subject_before(t: _Toks, p: int) -> _Span:
    """The thing compared in "X is better than", "X taste better", "is X really any better", "how does X compare":
    skip adverbs, the degree word and the verb, then take the noun phrase. A pronoun subject ("how does it compare")
    is resolved to the first noun phrase of the question."""
    k = p - 1
    for _ in range(2):
        while k >= 0 and not t.nom[k] and (t.tag[k] in ("RB", "RBR", "RBS") or t.low[k] in _DEGREE_SKIP):
            k -= 1
        verbs = 0
        while k >= 0 and verbs < 2 and not t.nom[k] and (t.pos[k] == "AUX" or t.tag[k] == "MD" or t.is_verb(k)):
            k -= 1
            verbs += 1
        if k < 0 or not t.inner(k):
            break
        span = _extend_left(t, k + 1, group=True)
        if all(t.tag[j] == "JJ" for j in range(span.start, span.end)) and span.start > 0:
            k = span.start - 1  # "human beings so intelligent compared to": a predicative adjective, go on left
            continue
        if len(span):
            _pp_left(t, span)
            return span
    if any(t.low[j] in _ANAPHORS for j in range(max(0, p - 5), p)):
        return _antecedent(t, max(0, min(j for j in range(max(0, p - 5), p) if t.low[j] in _ANAPHORS)))
    return _Span(p, p)


def _pp_left(t: _Toks, span: _Span) -> None:
    """ "city life in India compared to Nepal": a noun phrase before an attachable preposition heads the object."""
    j = span.start - 1
    while j >= 0 and t.is_det(j):
        j -= 1
    if j < 1 or t.pos[j] != "ADP" or t.low[j] in _NO_ATTACH or t.low[j] == "of":
        return
    head = _extend_left(t, j)
    b = head.start - 1
    while b >= 0 and t.is_det(b):
        b -= 1
    if b >= 0 and (t.pos[b] == "ADP" or _attributive_grade(t, b)):
        return  # "better for cse in vit vellore": the noun before "in" is an aspect, not the head
    if len(head) and t.low[head.end - 1] not in _LIGHT_NOUNS:
        span.start = head.start


def _parallel_pp(t: _Toks, left: _Span, right: _Span) -> None:
    """ "immigration through Angel Island ... than immigration through Ellis Island": the right object carries a
    prepositional phrase and the same preposition precedes the left object, so the left one starts earlier."""
    preps = {t.low[k] for k in range(right.start, right.end) if t.pos[k] == "ADP" and t.low[k] != "of"}
    j = left.start - 1
    while j >= 0 and t.is_det(j):
        j -= 1
    if j < 1 or t.low[j] not in preps:
        return
    head = _extend_left(t, j)
    if len(head):
        left.start = head.start


def _attributive_grade(t: _Toks, b: int) -> bool:
    """Is the grade word at ``b`` attributive ("the better investment", "more games", "has better battery life"),
    so that the nouns after it name an aspect or category, not an object? Predicative "is better X or Y" is not."""
    if not (t.low[b] in _GRADE_WORDS or t.tag[b] in _COMPARATIVE_TAGS or t.tag[b] in _SUPERLATIVE_TAGS):
        return False
    if t.low[b] in ("more", "most", "less", "fewer", "least") or b == 0:
        return True
    before = b - 1
    return t.is_det(before) or (t.tag[before] in _VERB_TAGS and t.low[before] not in _COPULAS)


def _trim_category_noun(t: _Toks, left: _Span, right: _Span) -> None:
    """ "Which is the better vehicle BMW or Audi?": when the right object is a name and the left run ends in names
    after a common noun, the common noun names the category and the object is the names."""
    if not t.name[right.start]:
        return
    k = left.end
    while k > left.start and t.name[k - 1]:
        k -= 1
    if left.start < k < left.end and t.tag[k - 1] in ("NN", "NNS"):
        left.start = k


def _trim_aspect_prefix(t: _Toks, left: _Span, right: _Span) -> None:
    """ "who has won more games packers or bears", "what is better for gpg keys rsa or dsa": without punctuation the
    noun run before "or" starts with the aspect or category noun that an attributive comparative ("more games",
    "the better investment") or an aspect preposition ("for") introduced. Then the left object is cut where the
    right one's first word recurs ("cs iit guwahati or iit roorkee"), else to the right object's length."""
    if len(left) <= len(right):
        return
    b = left.start - 1
    while b >= 0 and t.is_det(b):
        b -= 1
    if b < 0 or not (_attributive_grade(t, b) or _aspect_intro(t, b)):
        return
    first = t.low[right.start]
    for k in range(left.start + 1, left.end):
        if t.low[k] == first:
            left.start = k
            return
    left.start = left.end - len(right)


def _extraposed_action(t: _Toks, left: _Span) -> None:
    """ "Is it better to get a car loan through a dealership or a bank?": after "it is <comparative> to", the
    alternatives are actions, so the left object starts at the verb (the right one is its elided counterpart)."""
    k = left.start - 1
    while k > 2 and (t.inner(k) or t.is_det(k) or (t.pos[k] == "ADP" and not _aspect_intro(t, k))):
        k -= 1
    if not (k > 2 and t.is_verb(k) and t.low[k - 1] == "to"):
        return
    grade = k - 2
    graded = t.tag[grade] in _COMPARATIVE_TAGS or t.tag[grade] in _SUPERLATIVE_TAGS or t.low[grade] in _GRADE_WORDS
    if graded and "it" in t.low[max(0, grade - 3) : grade]:
        left.start = k


def _binary(t: _Toks, c: int) -> list[_Span]:
    """Objects around a coordinating connective at ``c`` ("X or Y", "X vs. Y"), with list items on both sides."""
    j = c + 1
    if (
        j < t.n
        and (t.pos[j] == "ADP" or t.low[j] == "to")
        and t.low[j] != "of"
        and t.low[j] in t.low[max(0, c - 6) : c]
    ):
        j += 1  # "attracted to X or to Y": the repeated preposition is not part of Y
    right = _extend_right(t, j, group=True)
    left = _extend_left(t, c, verbal=True, group=True) if right.verbal else _Span(c, c)
    if not left.verbal:
        right = _extend_right(t, j, allow_verb=False, force=True, group=True)
        left = _extend_left(t, c, group=True)
    if not len(left) or not len(right):
        return []
    if not left.verbal:
        _trim_category_noun(t, left, right)
        _trim_aspect_prefix(t, left, right)
        _parallel_pp(t, left, right)
        _pp_left(t, left)
        _extraposed_action(t, left)
    seps = frozenset({t.low[c]}) if t.low[c] not in _VS else frozenset()
    return [*_left_list(t, left), left, right, *_right_list(t, right, seps)]


def _relation(t: _Toks, p: int) -> list[_Span] | None:
    """ "X is better than Y", "X compared to Y", "X is different from Y", "compare X with Y", "prefer X over Y"."""
    low = t.low[p]
    if low == "over":
        if not any(t.low[k] in _PREDICATE_WORDS or t.doc[k].lemma_ in _PREFERENCE_VERBS for k in range(p)):
            return None
        left = _extend_left(t, p)
        return [left, _extend_right(t, p + 1)] if len(left) else None
    if low == "of" and t.low[p - 1] == "instead" and p > 1:
        left = _extend_left(t, p - 1, group=True)
        return [left, _extend_right(t, p + 1, force=True, group=True)] if len(left) else None
    if low not in _RELATION_PREPS:
        return None
    if low == "than":
        if p > 0 and t.low[p - 1] in ("rather", "other"):
            left = _extend_left(t, p - 1)
            return [left, _extend_right(t, p + 1, force=True)]
        triggers = [k for k in range(max(0, p - 6), p) if t.tag[k] in _COMPARATIVE_TAGS or t.low[k] == "different"]
        if "rather" in t.low[max(0, p - 6) : p] and p > 1 and t.nom[p - 1]:
            left = _extend_left(t, p)  # "would Beowulf rather be a hero than a king"
            return [left, _extend_right(t, p + 1, force=True)]
        if not triggers:
            return None
        trigger = triggers[-1]
        if trigger > 0 and t.low[trigger - 1] in ("more", "less"):
            trigger -= 1
    else:
        triggers = [k for k in range(max(0, p - 4), p) if t.low[k] in _RELATION_WORDS]
        if not triggers:
            return None
        trigger = triggers[-1]
        if t.doc[trigger].lemma_ == "compare" and trigger + 1 < p and t.nom[trigger + 1]:
            left = _extend_right(t, trigger + 1, pp=False)  # "compare X with Y"
            if left.end == p:
                return [left, _extend_right(t, p + 1, force=True)]
        if trigger > 0 and t.low[trigger - 1] in ("as", "when", "if", "like") and low != "as":
            trigger -= 1  # "as compared to", "when compared to", "what is X like compared to"
        if trigger > 0 and t.low[trigger - 1] == "in" and t.low[trigger] == "comparison":
            trigger -= 1
    # after "compared to", "similar to", "superior to", "to" is a preposition, not an infinitive marker
    right = _extend_right(t, p + 1, allow_verb=low == "than", force=True, group=True)
    if not len(right):
        return None
    if right.verbal:
        # "healthier to bake than to fry food": the left action sits between the comparative and "than"
        for k in range(trigger + 1, p - 1):
            if t.low[k] == "to" and t.is_verb(k + 1):
                return [_Span(k + 1, p, verbal=True), right]
        right = _extend_right(t, p + 1, allow_verb=False, force=True, group=True)
    left = _subject_before(t, trigger)
    if not len(left) and p - 1 > trigger and t.nom[p - 1]:
        left = _extend_left(t, p)  # "is it better to use X than Y"
        if left.start <= trigger:
            left = _Span(p, p)
    if len(left):
        _parallel_pp(t, left, right)
    return [left, right] if len(left) else [right]


def _and_fallback(t: _Toks, relational: bool) -> list[_Span]:
    """ "How do X and Y differ?", "What do X and Y have in common?" (``relational``), or a pair put in front of a
    question about them ("Lua and C, which one is the best for embedded systems?"), when no other connective is."""
    for c in range(1, t.n - 1):
        if t.low[c] != "and" or t.low[c - 1] in _EVALUATION_NOUNS or t.low[c + 1] in _EVALUATION_NOUNS:
            continue
        if t.low[c + 1] in _WH:
            continue
        right = _extend_right(t, c + 1, allow_verb=False)
        left = _extend_left(t, c)
        after = right.end + (right.end < t.n and t.text[right.end] in (",", ":"))
        fronted = left.start == 0 and after < t.n and t.low[after] in _WH
        if len(left) and len(right) and (relational or fronted):
            return [*_left_list(t, left), left, right]
    return []


def _find_objects(t: _Toks) -> tuple[list[_Span], bool]:
    """Try the connectives from the most to the least specific; the first that yields objects wins. Also says
    whether the objects are coordinated (only coordinated objects can share a head: "steel or ceramic knives")."""
    low = t.low
    for k in range(t.n - 1):
        if low[k] in ("between", "among", "amongst"):
            items = _between(t, k)
            if len(items) >= 2:
                return items, True
    for c in range(1, t.n - 1):
        if low[c] in _VS and (items := _binary(t, c)):
            return items, True
    for c in range(1, t.n - 1):
        if low[c] != "or" or low[c - 1] in ("and", "whether", "either", "more", "sooner") or low[c + 1] == "not":
            continue
        if items := _binary(t, c):
            return items, True
    for p in range(1, t.n - 1):
        if items := _relation(t, p) or []:
            return items, False
    relational = any(w in _RELATION_WORDS for w in low) or any(tag in _COMPARATIVE_TAGS for tag in t.tag)
    relational = relational or any(low[k : k + 2] == ["in", "common"] for k in range(t.n - 1))
    return _and_fallback(t, relational), True


def _word_kind(t: _Toks, i: int) -> str:
    """ "adj" or "noun" for the parallelism test of ``_distribute`` (adjective suffixes overrule noun tags)."""
    if t.tag[i] == "JJ" or (t.low[i].endswith(_ADJ_SUFFIXES) and t.tag[i] != "NNS"):
        return "adj"
    return "noun" if t.tag[i] in ("NN", "NNP", "VBG") else "other"


def _distribute(t: _Toks, items: list[_Span]) -> list[str] | None:
    """ "steel or ceramic knives" -> "steel knives", "ceramic knives": a one-word conjunct takes the shared head of
    the last conjunct when it parallels that conjunct's first word (both adjectives, or both bare nouns without an
    article of their own: "a blender vs a food processor" is not shared) or the parser attaches it to the head.
    Not for names ("Pepsi or Coca Cola") or when the word already ends with the head ("quicksort or merge sort")."""
    last = items[-1]
    core_end = last.start
    while core_end < last.end and t.inner(core_end):
        core_end += 1  # the noun phrase without its prepositional modifiers: "debt" in "debt in mutual funds"
    head = core_end - 1
    if core_end - last.start < 2 or last.verbal or t.pos[head] not in ("NOUN", "PROPN") or t.name[head]:
        return None
    modifier = last.start  # the word parallel to the bare conjunct: "fake" in "a real or a fake Christmas tree"
    tail_start = modifier + 1
    while tail_start + 1 < core_end and t.is_hyphen(tail_start):
        tail_start += 2  # "non-biodegradable wastes": the modifier is the whole hyphenated word
    if tail_start >= core_end or t.name[modifier] or len(t.low[head]) < 2:
        return None
    if core_end < last.end and t.low[core_end] == "of":
        return None  # "Portuguese man of war": the head goes on
    tail = t.span_text(tail_start, core_end)
    one_word_tail = tail_start == head
    out: list[str] = []
    changed = False
    for item in items[:-1]:
        text = t.span_text(item.start, item.end)
        k = item.start
        if len(item) == 1 and not t.name[k] and not item.verbal and not t.low[k].endswith(t.low[head]):
            kind = _word_kind(t, k)
            own_article = k > 0 and t.is_det(k - 1)
            nouns = kind == "noun" and not own_article and one_word_tail  # "wood vs stone mulch"
            same_kind = kind == _word_kind(t, modifier) and (kind == "adj" or nouns)
            attached = t.doc[k].head.i == head and t.doc[k].dep_ in ("amod", "compound", "nmod")
            if same_kind or attached:
                text = f"{text} {tail}"
                changed = True
        out.append(text)
    return [*out, t.span_text(last.start, last.end)] if changed else None


# --- predicate and aspects ----------------------------------------------------------------------------------------


def _find_predicate(t: _Toks) -> tuple[str | None, set[int], list[tuple[int, int]]]:
    """The first comparative expression, the token indices it covers, and aspect spans it implies."""
    low = t.low
    for k in range(t.n):
        w = low[k]
        # "pros and cons", "advantages and disadvantages", "similarities and differences"
        if w in _EVALUATION_NOUNS:
            if k + 2 < t.n and low[k + 1] in ("and", "&", "/") and low[k + 2] in _EVALUATION_NOUNS:
                return f"{w} and {low[k + 2]}", {k, k + 1, k + 2}, []
            return w, {k}, []
        if w in _RELATION_WORDS:
            if w == "compare" and k + 2 < t.n and low[k + 1] == "and" and low[k + 2] == "contrast":
                return "compare and contrast", {k, k + 1, k + 2}, []
            if k + 1 < t.n and low[k + 1] in ("to", "with", "as", "from") and w in ("compared", "same", "comparison"):
                cover = {k, k + 1}
                text = f"{w} {low[k + 1]}"
                if w == "comparison" and k > 0 and low[k - 1] == "in":
                    cover.add(k - 1)
                    text = f"in {text}"
                return text, cover, []
            return w, {k}, []
        if w in ("instead", "rather") and k + 1 < t.n and low[k + 1] in ("of", "than"):
            return f"{w} {low[k + 1]}", {k, k + 1}, []
        if w == "in" and k + 1 < t.n and low[k + 1] == "common":
            return "in common", {k, k + 1}, []
        if t.tag[k] in _COMPARATIVE_TAGS or t.tag[k] in _SUPERLATIVE_TAGS or w in _GRADE_WORDS:
            if w in ("more", "less", "most", "least", "fewer"):
                # "more difficult" -> predicate "more", aspect "difficult"; "more caffeine" is found as an
                # attributive noun by _find_aspects
                e = k + 1
                while e < t.n and t.tag[e] == "RB" and t.low[e] not in _ADVERBS:
                    e += 1  # "more environmentally friendly"
                if e < t.n and t.tag[e] in ("JJ", "VBN") and t.low[e] not in _PREDICATE_WORDS:
                    return w, {k}, [(k + 1, e + 1)]
                return w, {k}, []
            if t.tag[k] in ("RB", "IN", "DT", "CD", "NN", "VB") and w not in _GRADE_WORDS:
                continue
            return w, {k}, []
    return None, set(), []


def _aspect_end(t: _Toks, j: int, blocked: set[int]) -> int:
    """Extend an aspect phrase from ``j`` over nouns, verbs ("reducing fever") and inner prepositions."""
    k = j
    while k < t.n and k not in blocked:
        if t.text[k] in _SENTENCE_END or t.text[k] in (",", "(", ")", '"') or t.pos[k] in ("CCONJ", "AUX"):
            break
        if t.low[k] in _WH or t.low[k] in _VS or t.low[k] in ("than", "or") or t.low[k] in _PREDICATE_WORDS:
            break
        if t.pos[k] in ("PRON",) and t.low[k] not in ("it",):
            break
        if t.tag[k] in _COMPARATIVE_TAGS or t.tag[k] in _SUPERLATIVE_TAGS:
            break
        if t.pos[k] == "ADP" and (k + 1 >= t.n or k + 1 in blocked):
            break
        if k > j and _aspect_intro(t, k):
            break
        k += 1
    while k > j and (t.pos[k - 1] in ("ADP", "DET", "PART") or t.tag[k - 1] == "TO"):
        k -= 1
    return k


def _find_aspects(
    t: _Toks, blocked: set[int], pred_cover: set[int], implied: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Aspect phrases: "for/in terms of/regarding X", "better at X", "better X" (attributive), "more X"; token
    spans in order, each text once."""
    found: list[tuple[int, int]] = [s for s in implied if not any(i in blocked for i in range(*s))]
    low = t.low
    how_adjective = t.n > 2 and low[0] == "how" and t.tag[1] in ("JJ", "RB")
    if how_adjective and pred_cover and low[1] not in _ADVERBS | _PREDICATE_WORDS | {"many", "few"}:
        found.append((1, 2))  # "How smart was Steve Jobs compared to Mark Zuckerberg?"
    taken = set(blocked) | pred_cover
    for s in found:
        taken.update(range(*s))
    k = 0
    while k < t.n:
        intro = 0
        for multi in _ASPECT_MULTI:
            if tuple(low[k : k + len(multi)]) == multi:
                intro = len(multi)
                break
        if not intro and low[k] in _ASPECT_SINGLE:
            intro = 1
        after_grade = k > 0 and (k - 1 in pred_cover or t.tag[k - 1] in _COMPARATIVE_TAGS)
        if not intro and after_grade and low[k] in ("at", "in", "to", "on", "when"):
            intro = 1  # "better at reducing fever", "cheaper to run", "faster when compiling"
        if not intro and k > 0 and k - 1 in blocked and low[k] in ("as", "when"):
            intro = 1  # "cats and dogs as pets", "X or Y when travelling"
        if intro and k not in taken:
            j = k + intro
            while j < t.n and t.is_det(j):
                j += 1
            if j < t.n and j not in taken:
                e = _aspect_end(t, j, taken)
                if e > j:
                    found.append((j, e))
                    taken.update(range(k, e))
                    k = e
                    continue
        k += 1
    # attributive noun after a comparative: "has better battery life", "which has more caffeine"
    for k in sorted(pred_cover):
        if t.tag[k] in _COMPARATIVE_TAGS | _SUPERLATIVE_TAGS or low[k] in _GRADE_WORDS:
            j = k + 1
            if j < t.n and j not in taken and t.tag[j] in ("NN", "NNS", "NNP") and low[j] not in _LIGHT_NOUNS:
                e = j
                while e < t.n and e not in taken and t.tag[e] in ("NN", "NNS", "NNP"):
                    e += 1
                if low[e - 1] not in _LIGHT_NOUNS:
                    found.append((j, e))
                    taken.update(range(j, e))
    found.sort()
    out: list[tuple[int, int]] = []
    seen: set[str] = set()
    for s, e in found:
        text = t.span_text(s, e).lower()
        if text and text not in seen:
            seen.add(text)
            out.append((s, e))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


@dataclass
class _Rules:
    """What the rules found, as token spans of the question."""

    objects: list[_Span]  # in order, without counterparts like "the others"
    unspecified: bool  # a counterpart like "the others" was dropped
    coordinated: bool  # joined by or/vs/between-and: a head may be shared
    aspects: list[tuple[int, int]]
    predicate: str | None
    pred_cover: set[int]


def _apply_rules(t: _Toks) -> _Rules:
    predicate, pred_cover, implied = _find_predicate(t)
    for k in pred_cover.union(*(range(a, b) for a, b in implied)):
        t.nom[k] = False  # "what is more important, X or Y": "important" is the aspect, not part of X
    found, coordinated = _find_objects(t)
    spans = [s for s in found if len(s)]
    unspecified = [s for s in spans if all(t.low[i] in _UNSPECIFIED for i in range(s.start, s.end))]
    spans = [s for s in spans if s not in unspecified]
    blocked = {i for s in spans for i in range(s.start, s.end)}
    aspects = _find_aspects(t, blocked, pred_cover, implied)
    return _Rules(spans, bool(unspecified), coordinated, aspects, predicate, pred_cover)


def _parse_doc(question: str, doc: Doc, distribute: bool) -> ParsedQuestion:
    analysis = _analyse(doc)
    model = _load_tagger()
    if model is None:
        return _assemble(question, analysis, None, distribute)
    labels, pair = _decode(model, analysis)
    return _assemble(question, analysis, labels, distribute, pair)


# --- the sequence tagger ------------------------------------------------------------------------------------------

LABELS = ("O", "OBJ", "ASP", "PRED")
BIO_LABELS = ("O", "B-OBJ", "I-OBJ", "B-ASP", "I-ASP", "B-PRED", "I-PRED")
MODEL_PATH = Path(__file__).with_name("question_model.json")
# Choices measured by 5-fold cross-validation (scripts/train_question_tagger.py --ablations): each can be switched
# off there. rule_features: the rules' reading as features; extra: noun chunks, repeated words, parallel
# conjuncts; bio: B-/I- labels; most: at most max(2, rule objects) object runs; pairs: the pair ranker (with bio
# labels only, and when the model has one); fallback: the rules' objects
# when the tagger finds fewer than two; lists: the rules' objects when they find three or more (lists are marked by
# commas, which the training data does not have); strip: leading articles dropped; aspects and predicate from the tagger
# ("tagger") or the rules ("rules"; predicate "tagger_first": the tagger's, else the rules').
_POLICY: dict[str, bool | str] = {
    "rule_features": True,
    "extra": True,
    "bio": True,
    "most": True,
    "fallback": True,
    "strip": True,
    "lists": True,
    "aspects": "tagger",
    "predicate": "tagger_first",
    "pairs": True,
}
# Cue words whose distance (left and right) is a feature: where a token stands relative to the connectives.
_CUES: tuple[tuple[str, frozenset[str]], ...] = (
    ("or", frozenset({"or", "nor"})),
    ("vs", _VS | {"v"}),
    ("than", frozenset({"than"})),
    ("btw", frozenset({"between", "among", "amongst"})),
    ("and", frozenset({"and", "&"})),
    ("rel", _RELATION_WORDS | _EVALUATION_NOUNS | {"compare", "over", "instead"}),
    ("for", frozenset(w for multi in _ASPECT_MULTI for w in multi[-1:]) | _ASPECT_SINGLE),
    ("wh", _WH),
)
_PAIRED_CUES = ("or", "vs", "than", "btw", "and", "rel", "deg")
_CONJ_CUES = frozenset({"or", "and", "nor", "v", "than", "to", "with", "from", "over"}) | _VS
_CLITICS = {"'s": "s", "'": "s", "n't": "t", "'re": "re", "'ve": "ve", "'m": "m", "'d": "d", "'ll": "ll"}


def _word_form(text: str) -> str:
    """The form the CompQuestions data writes: lower case, no apostrophe ("what's" -> "what s"), "vs." -> "vs"."""
    low = text.lower().replace("’", "'")
    if low in _CLITICS:
        return _CLITICS[low]
    if len(low) > 1 and low.endswith(".") and low[:-1].isalnum():
        return low[:-1]
    return low


def _bucket(distance: int | None) -> str:
    if distance is None:
        return "-"
    return str(distance) if distance <= 3 else ("4" if distance <= 5 else "6")


@dataclass
class _Analysis:
    """A question's tokens, the rules' reading of it and the tagger's features, computed once."""

    t: _Toks
    rules: _Rules
    kept: list[int]  # the tokens the tagger labels: all but punctuation (the training data has none)
    breaks: list[bool]  # per kept token: punctuation that is not inside a word ("," ":" "?") comes before it
    features: list[list[str]]


def _analyse(doc: Doc) -> _Analysis:
    t = _Toks(doc)
    rules = _apply_rules(t)
    kept = [i for i in range(t.n) if any(c.isalnum() for c in t.text[i])]
    breaks = [j > 0 and not _glued(t, kept[j - 1], k) for j, k in enumerate(kept)]
    return _Analysis(t, rules, kept, breaks, _features(t, rules, kept))


def _rule_labels(t: _Toks, rules: _Rules) -> tuple[list[str], list[str]]:
    """Per token: the rules' label (OBJ/ASP/PRED/O) and the position in a rule object (B/I/-)."""
    label = ["O"] * t.n
    position = ["-"] * t.n
    for a, b in rules.aspects:
        label[a:b] = ["ASP"] * (b - a)
    for k in rules.pred_cover:
        label[k] = "PRED"
    for span in rules.objects:
        label[span.start : span.end] = ["OBJ"] * len(span)
        position[span.start : span.end] = ["B"] + ["I"] * (len(span) - 1)
    return label, position


def _features(t: _Toks, rules: _Rules, kept: list[int]) -> list[list[str]]:
    """Feature strings of each kept token: word, affixes, shape, fine POS tags and words of the neighbours (+-2),
    dependency relation, distances to the connectives, and what the rules made of the token."""
    n = len(kept)
    words = [_word_form(t.text[k]) for k in kept]
    tags = [t.tag[k] for k in kept]
    rule_label, rule_pos = _rule_labels(t, rules)
    rl = [rule_label[k] for k in kept]
    pad_w = ["<s>", "<s>", *words, "</s>", "</s>"]
    pad_t = ["<s>", "<s>", *tags, "</s>", "</s>"]
    pad_r = ["<s>", *rl, "</s>"]
    cue_hits = {name: [w in vocab for w in words] for name, vocab in _CUES}
    cue_hits["deg"] = [tags[j] in _DEGREE_TAGS or words[j] in _GRADE_WORDS for j in range(n)]
    left: dict[str, list[int | None]] = {}
    right: dict[str, list[int | None]] = {}
    for name, hits in cue_hits.items():
        last: int | None = None
        lefts: list[int | None] = []
        for j in range(n):
            lefts.append(None if last is None else j - last)
            if hits[j]:
                last = j
        last = None
        rights: list[int | None] = [None] * n
        for j in range(n - 1, -1, -1):
            rights[j] = None if last is None else last - j
            if hits[j]:
                last = j
        left[name], right[name] = lefts, rights
    n_rule = str(min(len(rules.objects), 3))
    extra = _extra_features(t, kept, words) if _POLICY["extra"] else [[] for _ in kept]
    out: list[list[str]] = []
    for j, k in enumerate(kept):
        w, tag = words[j], tags[j]
        p = j + 2
        token = t.doc[k]
        shape = "d" if any(c.isdigit() for c in w) else ("a" if w.isalpha() else "x")
        shape += "1" if len(w) <= 2 else ("2" if len(w) <= 4 else "3")
        head_dir = "0" if token.head.i == k else ("L" if token.head.i < k else "R")
        feats = [
            "b",
            "w=" + w,
            "t=" + tag,
            "s3=" + w[-3:],
            "s2=" + w[-2:],
            "p3=" + w[:3],
            "sh=" + shape,
            "w-1=" + pad_w[p - 1],
            "w+1=" + pad_w[p + 1],
            "w-2=" + pad_w[p - 2],
            "w+2=" + pad_w[p + 2],
            "t-1=" + pad_t[p - 1],
            "t+1=" + pad_t[p + 1],
            "t-2=" + pad_t[p - 2],
            "t+2=" + pad_t[p + 2],
            "ww-1=" + pad_w[p - 1] + "|" + w,
            "ww+1=" + w + "|" + pad_w[p + 1],
            "tt-1=" + pad_t[p - 1] + "|" + tag,
            "tt+1=" + tag + "|" + pad_t[p + 1],
            "ttt=" + pad_t[p - 1] + "|" + tag + "|" + pad_t[p + 1],
            "tt-2=" + pad_t[p - 2] + "|" + pad_t[p - 1] + "|" + tag,
            "tt+2=" + tag + "|" + pad_t[p + 1] + "|" + pad_t[p + 2],
            "w-1t=" + pad_w[p - 1] + "|" + tag,
            "tw+1=" + tag + "|" + pad_w[p + 1],
            "wt-1=" + pad_t[p - 1] + "|" + w,
            "wt+1=" + w + "|" + pad_t[p + 1],
            "d=" + token.dep_ + head_dir,
            "dh=" + token.dep_ + "|" + token.head.tag_,
            "hw=" + _word_form(token.head.text),
            "nom=" + str(t.nom[k]),
            "i=" + str(min(j, 3)),
            "e=" + str(min(n - 1 - j, 3)),
        ]
        if _POLICY["rule_features"]:
            feats += [
                "r=" + rl[j],
                "r-1=" + pad_r[j],
                "r+1=" + pad_r[j + 2],
                "rrr=" + pad_r[j] + "|" + rl[j] + "|" + pad_r[j + 2],
                "rp=" + rule_pos[k] + n_rule,
                "rt=" + rl[j] + "|" + tag,
            ]
        for name in cue_hits:
            lb, rb = _bucket(left[name][j]), _bucket(right[name][j])
            feats.append(f"{name}L={lb}")
            feats.append(f"{name}R={rb}")
            if name in _PAIRED_CUES:
                feats.append(f"{name}LR={lb}{rb}")
        feats.append(f"btw-and={_bucket(left['btw'][j])}{_bucket(left['and'][j])}{_bucket(right['and'][j])}")
        feats.extend(extra[j])
        out.append(feats)
    return out


def _extra_features(t: _Toks, kept: list[int], words: list[str]) -> list[list[str]]:
    """Noun chunks of the parse, repeated words, and parallel conjuncts: the distance of a token to a connective
    together with the length of the nominal run on the other side ("civil wars ducks or beavers")."""
    n = len(kept)
    position = {k: j for j, k in enumerate(kept)}
    chunk = ["O"] * n
    before = ["-"] * n
    after = ["-"] * n
    to_end = ["-"] * n
    for nc in t.doc.noun_chunks:
        js = [position[k] for k in range(nc.start, nc.end) if k in position]
        for r, j in enumerate(js):
            chunk[j] = "B" if r == 0 else "I"
            before[j] = words[js[0] - 1] if js[0] > 0 else "<s>"
            after[j] = words[js[-1] + 1] if js[-1] + 1 < n else "</s>"
            to_end[j] = str(min(len(js) - 1 - r, 2))
    counts = Counter(words)
    nom = [t.nom[k] or t.is_det(k) for k in kept]
    out: list[list[str]] = []
    for j in range(n):
        feats = ["ck=" + chunk[j], "ckb=" + before[j] + chunk[j], "cka=" + after[j], "cke=" + to_end[j] + chunk[j]]
        if counts[words[j]] > 1:
            feats.append("rep=" + t.tag[kept[j]])
        out.append(feats)
    for c, w in enumerate(words):
        if w not in _CONJ_CUES or c == 0 or c == n - 1:
            continue
        right_len = 0
        while c + 1 + right_len < n and nom[c + 1 + right_len] and right_len < 8:
            right_len += 1
        left_len = 0
        while c - 1 - left_len >= 0 and nom[c - 1 - left_len] and left_len < 8:
            left_len += 1
        cue = w if w in ("or", "and", "than") else "vs" if w in _VS or w == "v" else "p"
        for d in range(1, min(left_len, 6) + 1):
            out[c - d].append(f"parL={cue}{d}|{min(right_len, 4)}|{min(left_len, 6)}")
            out[c - d].append(f"parL={d - min(right_len, 4)}")
        for d in range(1, min(right_len, 6) + 1):
            out[c + d].append(f"parR={cue}{d}|{min(left_len, 4)}|{min(right_len, 6)}")
    return out


def _starts_run(previous: str, label: str, base: str = "OBJ") -> bool:
    """Does ``label`` after ``previous`` open a new run of ``base`` (IO or BIO labels)?"""
    if label == "B-" + base:
        return True
    return label in (base, "I-" + base) and previous not in (base, "B-" + base, "I-" + base)


@functools.lru_cache(maxsize=64)
def _lattice(labels: tuple[str, ...], most: int | None) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Viterbi states. Unconstrained (``most`` None): the labels. Otherwise (label, object runs so far): a new object
    run past ``most`` is not allowed. Returns each state's label, whether it may start a sequence, the allowed
    transitions, and whether it continues a run (an I- label: not allowed across punctuation)."""
    if most is None:
        states = [(label, 0) for label in range(len(labels))]
    else:
        states = [(label, c) for label in range(len(labels)) for c in range(most + 1)]
    label_of = np.array([label for label, _ in states])
    can_start = np.array([most is None or c == _starts_run("O", labels[label]) for label, c in states])
    allowed = np.ones((len(states), len(states)), dtype=bool)
    if most is not None:
        for a, (la, ca) in enumerate(states):
            for b, (lb, cb) in enumerate(states):
                allowed[a, b] = cb == ca + _starts_run(labels[la], labels[lb])
    inside = np.array([labels[label].startswith("I-") for label in label_of])
    return label_of, can_start, allowed, inside


def _viterbi(
    emissions: np.ndarray,
    start: np.ndarray,
    transitions: np.ndarray,
    labels: tuple[str, ...],
    most: int | None = None,
    breaks: Sequence[bool] = (),
) -> list[int]:
    """Best label sequence under emission scores (tokens x labels) and label bigram scores (previous x next), with
    at most ``most`` object runs and no run continuing over a break."""
    n = len(emissions)
    if n == 0:
        return []
    label_of, can_start, allowed, inside = _lattice(labels, most)
    trans = np.where(allowed, transitions[label_of][:, label_of], -np.inf)
    trans_break = np.where(inside[None, :], -np.inf, trans)
    scores = emissions[:, label_of]
    score = np.where(can_start, start[label_of], -np.inf) + scores[0]
    back = np.empty((n, len(label_of)), dtype=np.int64)
    for i in range(1, n):
        candidates = score[:, None] + (trans_break if i < len(breaks) and breaks[i] else trans)
        back[i] = candidates.argmax(axis=0)
        score = candidates.max(axis=0) + scores[i]
    best = [int(score.argmax())]
    for i in range(n - 1, 0, -1):
        best.append(int(back[i, best[-1]]))
    return [int(label_of[s]) for s in best[::-1]]


class _Tagger:
    """A structured perceptron: feature weights per label, label bigram weights, Viterbi decoding."""

    def __init__(
        self, labels: Sequence[str], index: dict[str, int], weights: np.ndarray, start: np.ndarray, trans: np.ndarray
    ) -> None:
        self.labels = tuple(labels)
        self.index = index  # feature -> row of weights
        self.weights = weights  # features x labels
        self.start = start  # labels
        self.transitions = trans  # previous label x next label
        self.pairs: _PairRanker | None = None  # chooses the object pair among the candidates (``train_model``)

    def emissions(self, a: _Analysis) -> np.ndarray:
        """Score of each label for each kept token (tokens x labels)."""
        index = self.index
        emissions = np.zeros((len(a.features), len(self.labels)))
        for i, feats in enumerate(a.features):
            rows = [index[f] for f in feats if f in index]
            if rows:
                emissions[i] = self.weights[rows].sum(axis=0)
        return emissions

    def tag(self, a: _Analysis, most: int | None = None, emissions: np.ndarray | None = None) -> list[str]:
        """The best labels of the kept tokens; with ``most``, the best with at most ``most`` object runs."""
        emissions = self.emissions(a) if emissions is None else emissions
        best = _viterbi(emissions, self.start, self.transitions, self.labels, most, a.breaks)
        return [self.labels[j] for j in best]

    def object_spans(self, a: _Analysis, emissions: np.ndarray, longest: int = 12) -> dict[tuple[int, int], float]:
        """Max-marginals of object runs (BIO labels only): for each run of kept tokens B-OBJ I-OBJ..., as a token span
        of the question, the score of the best label sequence containing exactly that run minus the score of the best
        sequence (0 for the runs of the best sequence, negative for the others). Unconstrained decoding (no cap)."""
        n, labels = len(emissions), self.labels
        if not n or "B-OBJ" not in labels:
            return {}
        b, i_ = labels.index("B-OBJ"), labels.index("I-OBJ")
        inside = np.array([label.startswith("I-") for label in labels])
        trans = self.transitions
        trans_break = np.where(inside[None, :], -np.inf, trans)
        breaks = [j < len(a.breaks) and a.breaks[j] for j in range(n)]
        alpha = np.empty_like(emissions)
        alpha[0] = self.start + emissions[0]
        for j in range(1, n):
            alpha[j] = (alpha[j - 1][:, None] + (trans_break if breaks[j] else trans)).max(axis=0) + emissions[j]
        beta = np.zeros_like(emissions)
        for j in range(n - 2, -1, -1):
            following = emissions[j + 1] + beta[j + 1]
            beta[j] = ((trans_break if breaks[j + 1] else trans) + following[None, :]).max(axis=1)
        best = float(alpha[-1].max())
        # leaving a run that ends at j (its last label B or I): the best continuation with a label other than I-OBJ
        leave = np.zeros((n, 2))
        for j in range(n - 1):
            nxt = (trans_break if breaks[j + 1] else trans)[[b, i_]] + (emissions[j + 1] + beta[j + 1])[None, :]
            nxt[:, i_] = -np.inf
            leave[j] = nxt.max(axis=1)
        # inner[j]: cost of extending a run onto token j with I-OBJ after I-OBJ; the first I after B is special
        inner = np.cumsum(np.concatenate([[0.0], trans[i_, i_] + emissions[1:, i_]]))
        cut = np.cumsum([0, *breaks[1:]])  # breaks[j] forbids I- at j
        opening = (alpha[:, b] - best).tolist()
        leave_b, leave_i = leave[:, 0].tolist(), leave[:, 1].tolist()
        second = (trans[b, i_] + emissions[:, i_]).tolist()  # the first I-OBJ, after B-OBJ
        inner_l, kept = inner.tolist(), a.kept
        out: dict[tuple[int, int], float] = {}
        for start in range(n):
            base = opening[start]
            if base == -np.inf:
                continue
            out[(kept[start], kept[start] + 1)] = base + leave_b[start]
            if start + 1 < n:
                run = base + second[start + 1] - inner_l[start + 1]
                for end in range(start + 1, min(n, start + longest)):
                    if cut[end] != cut[start]:
                        break
                    out[(kept[start], kept[end] + 1)] = run + inner_l[end] + leave_i[end]
        return out

    def to_json(self, metadata: dict, scale: int = 100) -> dict:
        """Features with an all-zero row are dropped; weights are stored as integers, ``scale`` times the weight."""
        rows = sorted((i, f) for f, i in self.index.items() if np.any(np.round(self.weights[i] * scale)))

        def ints(values: np.ndarray) -> list[int]:
            return [int(x) for x in np.round(values * scale)]

        return {
            **metadata,
            "labels": list(self.labels),
            "scale": scale,
            "start": ints(self.start),
            "transitions": [ints(row) for row in self.transitions],
            "weights": {f: ints(self.weights[i]) for i, f in rows},
            **({"pair_weights": self.pairs.to_json()} if self.pairs is not None else {}),
        }

    @classmethod
    def from_json(cls, data: dict) -> _Tagger:
        scale = float(data["scale"])
        names = list(data["weights"])
        n_labels = len(data["labels"])
        weights = np.array([data["weights"][f] for f in names], dtype=np.float64).reshape(len(names), n_labels)
        tagger = cls(
            data["labels"],
            {f: i for i, f in enumerate(names)},
            weights / scale,
            np.array(data["start"], dtype=np.float64) / scale,
            np.array(data["transitions"], dtype=np.float64) / scale,
        )
        if "pair_weights" in data:
            tagger.pairs = _PairRanker(data["pair_weights"])
        return tagger


@functools.lru_cache(maxsize=1)
def _load_tagger() -> _Tagger | None:
    """The shipped model, read on first use; without it (a stripped install) the rules work alone."""
    try:
        with open(MODEL_PATH, encoding="utf-8") as handle:
            return _Tagger.from_json(json.load(handle))
    except FileNotFoundError:
        warnings.warn(f"{MODEL_PATH} missing: comparative questions are parsed by the rules alone", stacklevel=2)
        return None


def _decode(model: _Tagger, a: _Analysis) -> tuple[list[str], tuple[_Span, _Span] | None]:
    """The tagger's labels of the kept tokens, and the object pair chosen by the pair ranker (None: keep the tagger's
    object runs). The ranker only reconsiders a pair: the tagger found exactly two object runs, the rules no list."""
    emissions = model.emissions(a)
    most = max(2, len(a.rules.objects)) if _POLICY["most"] else None
    labels = model.tag(a, most, emissions)
    pair = None
    if model.pairs is not None and _POLICY["pairs"] and len(a.rules.objects) < 3:
        runs = _runs(a, labels, "OBJ")
        if len(runs) == 2:
            candidates = _pair_candidates(a, model.object_spans(a, emissions), runs)
            if candidates:
                pair = model.pairs.best(candidates)
    return labels, pair


def train_tagger(
    sequences: Sequence[tuple[_Analysis, Sequence[str]]],
    *,
    epochs: int = 10,
    seed: int = 13,
    min_count: int = 2,
    weights: Sequence[float] | None = None,
) -> _Tagger:
    """Averaged structured perceptron on (analysis, gold OBJ/ASP/PRED/O label per kept token) pairs; BIO labels
    when ``_POLICY["bio"]``. Features seen in fewer than ``min_count`` questions are ignored. ``weights`` scale each
    question's updates (``training_weights``: the direct questions count double). Deterministic: the visiting
    order is shuffled with ``seed`` each epoch."""
    labels = BIO_LABELS if _POLICY["bio"] else LABELS
    scale = None if weights is None else [float(x) for x in weights]
    counts = Counter(f for analysis, _ in sequences for f in {f for feats in analysis.features for f in feats})
    index: dict[str, int] = {}
    data = []
    for analysis, gold in sequences:
        ids: list[int] = []
        offsets = [0]
        for feats in analysis.features:
            ids.extend(index.setdefault(f, len(index)) for f in feats if counts[f] >= min_count)
            offsets.append(len(ids))
        if _POLICY["bio"]:
            gold = [g if g == "O" else ("I-" if i and gold[i - 1] == g else "B-") + g for i, g in enumerate(gold)]
        data.append((np.array(ids, dtype=np.int64), offsets, [labels.index(g) for g in gold]))
    n_labels = len(labels)
    coef = np.zeros((len(index), n_labels))
    coef_sum = np.zeros_like(coef)  # sum of step * update: the average is coef - coef_sum / steps
    start, start_sum = np.zeros(n_labels), np.zeros(n_labels)
    trans, trans_sum = np.zeros((n_labels, n_labels)), np.zeros((n_labels, n_labels))
    order = list(range(len(data)))
    rng = random.Random(seed)
    step = 1
    for _ in range(epochs):
        rng.shuffle(order)
        for k in order:
            ids, offsets, gold = data[k]
            if not gold:
                continue
            u = 1.0 if scale is None else scale[k]
            emissions = np.add.reduceat(coef[ids], offsets[:-1], axis=0)  # every token has the bias feature
            pred = _viterbi(emissions, start, trans, labels)
            if pred != gold:
                for i, (p, g) in enumerate(zip(pred, gold, strict=True)):
                    if p != g:
                        rows = ids[offsets[i] : offsets[i + 1]]
                        coef[rows, g] += u
                        coef_sum[rows, g] += step * u
                        coef[rows, p] -= u
                        coef_sum[rows, p] -= step * u
                if pred[0] != gold[0]:
                    for label, delta in ((gold[0], 1), (pred[0], -1)):
                        start[label] += delta * u
                        start_sum[label] += step * delta * u
                for i in range(1, len(gold)):
                    if (pred[i - 1], pred[i]) != (gold[i - 1], gold[i]):
                        trans[gold[i - 1], gold[i]] += u
                        trans_sum[gold[i - 1], gold[i]] += step * u
                        trans[pred[i - 1], pred[i]] -= u
                        trans_sum[pred[i - 1], pred[i]] -= step * u
            step += 1
    return _Tagger(labels, index, coef - coef_sum / step, start - start_sum / step, trans - trans_sum / step)


# --- the pair ranker --------------------------------------------------------------------------------------------

# A second look at the object pair. The tagger labels tokens one by one (with label bigrams); whether two spans form a
# plausible pair (joined by "or"/"vs"/"than", of parallel length, both noun chunks, both found by the rules) is
# invisible to it. Candidates: the spans with the best max-marginals (``_Tagger.object_spans``), the tagger's runs
# and the rules' objects; every ordered pair of non-overlapping candidates is scored by a log-linear model of a few
# pair features, trained on the tagger's output for questions it was not trained on (``train_model``).
PAIR_SPANS = 12  # candidate spans by max-marginal
_PAIR_SCALE = 100.0  # perceptron score units per feature unit
_GAP_CONNECTORS = frozenset(
    {"or", "and", "vs", "versus", "v", "than", "to", "with", "from", "over", "nor", "against", "instead", "between"}
)
_GAP_RELATIONS = frozenset(
    {"compared to", "compared with", "rather than", "instead of", "different from", "better than", "more than",
     "same as", "similar to"}
)  # fmt: skip


def _gap_kind(t: _Toks, end: int, start: int) -> str:
    """What separates a left object ending at ``end`` from a right one starting at ``start``."""
    gap = [t.low[k] for k in range(end, start) if any(c.isalnum() for c in t.text[k])]
    core = [w for w in gap if w not in _ARTICLES and w not in _POSS_DET]
    if not gap:
        return "adj"
    if len(core) == 1 and core[0] in _GAP_CONNECTORS:
        return "c:" + core[0]
    if len(core) == 2 and " ".join(core) in _GAP_RELATIONS:
        return "c2"
    if any(w in _GAP_CONNECTORS for w in core):
        return "near" if len(core) <= 3 else "far"
    return "none"


def _pair_candidates(
    a: _Analysis, spans: dict[tuple[int, int], float], runs: Sequence[_Span]
) -> list[tuple[tuple[_Span, _Span], dict[str, float]]]:
    """Candidate object pairs (in order of appearance) with their features; ``spans`` are the max-marginals."""
    t = a.t
    scored: dict[tuple[int, int], tuple[float, int]] = {}
    for (s, e), v in sorted(spans.items(), key=lambda item: (-item[1], item[0])):
        span = _strip_det(t, _Span(s, e))
        key = (span.start, span.end)
        if key not in scored:
            scored[key] = (v, len(scored))
            if len(scored) >= PAIR_SPANS:
                break
    tagged = [(s.start, s.end) for s in (_strip_det(t, r) for r in runs)]
    rules = [(s.start, s.end) for s in a.rules.objects]
    for key in tagged + rules:
        if key not in scored:
            scored[key] = (spans.get(key, -10 * _PAIR_SCALE), PAIR_SPANS)
    chunks = set()
    for chunk in t.doc.noun_chunks:
        span = _strip_det(t, _Span(chunk.start, chunk.end))
        chunks.add((span.start, span.end))
    items = sorted(scored.items())
    out = []
    for x, ((s1, e1), (v1, _)) in enumerate(items):
        for (s2, e2), (v2, _) in items[x + 1 :]:
            if e1 > s2:
                continue
            gap = _gap_kind(t, e1, s2)
            dl = max(-3, min(3, (e1 - s1) - (e2 - s2)))
            f = {
                "mm": max((v1 + v2) / _PAIR_SCALE, -10.0),
                f"mb1={min(int(-v1 / _PAIR_SCALE * 4), 8)}": 1.0,
                f"mb2={min(int(-v2 / _PAIR_SCALE * 4), 8)}": 1.0,
                "gap=" + gap: 1.0,
                f"dl={dl}": 1.0,
                f"dl={dl}|{gap[:2]}": 1.0,
                "t1f=" + t.tag[s1]: 1.0,
                "t1l=" + t.tag[e1 - 1]: 1.0,
                "t2l=" + t.tag[e2 - 1]: 1.0,
                "w1b=" + (_word_form(t.text[s1 - 1]) if s1 else "<s>"): 1.0,
                "w2a=" + (_word_form(t.text[e2]) if e2 < t.n else "</s>"): 1.0,
            }
            for name, hit in (
                ("tagged", tagged == [(s1, e1), (s2, e2)]),
                ("rules", rules == [(s1, e1), (s2, e2)]),
                ("inr1", (s1, e1) in rules),
                ("inr2", (s2, e2) in rules),
                ("ck1", (s1, e1) in chunks),
                ("ck2", (s2, e2) in chunks),
                ("rep", t.low[s2] in t.low[s1 + 1 : e1]),  # "cs iit guwahati or iit roorkee"
                ("dup", t.low[e1 - 1] == t.low[e2 - 1]),  # same head: "plastic pots or ceramic pots"
            ):
                if hit:
                    f[name] = 1.0
            out.append(((_Span(s1, e1), _Span(s2, e2)), f))
    return out


class _PairRanker:
    """A log-linear model over candidate pairs: the pair with the highest weighted feature sum wins."""

    def __init__(self, weights: dict[str, float]) -> None:
        self.weights = weights

    def score(self, features: dict[str, float]) -> float:
        return sum(self.weights.get(f, 0.0) * v for f, v in features.items())

    def best(self, candidates: Sequence[tuple[tuple[_Span, _Span], dict[str, float]]]) -> tuple[_Span, _Span]:
        scores = [self.score(f) for _, f in candidates]
        return candidates[scores.index(max(scores))][0]  # ties: the first in order of appearance

    def to_json(self) -> dict[str, float]:
        return {f: round(w, 4) for f, w in sorted(self.weights.items()) if round(w, 4)}


def train_pair_ranker(
    items: Sequence[tuple[Sequence[tuple[tuple[_Span, _Span], dict[str, float]]], Sequence[int]]],
    *,
    l2: float = 1.0,
    steps: int = 300,
    rate: float = 0.1,
) -> _PairRanker:
    """Maximise the log-probability (softmax over each question's candidates) of its gold candidates (``items``:
    candidates and the indices of the gold ones), with an L2 penalty; full-batch Adam, deterministic."""
    index: dict[str, int] = {}
    rows: list[int] = []
    cols: list[int] = []
    vals: list[float] = []
    gold: list[float] = []
    group: list[int] = []
    for q, (candidates, golds) in enumerate(items):
        for k, (_, features) in enumerate(candidates):
            for f, v in features.items():
                rows.append(len(gold))
                cols.append(index.setdefault(f, len(index)))
                vals.append(v)
            gold.append(1.0 if k in golds else 0.0)
            group.append(q)
    if not items:
        return _PairRanker({})
    r, c, x = np.array(rows), np.array(cols), np.array(vals)
    y, g = np.array(gold), np.array(group)
    n_rows, n_feats, n_q = len(y), len(index), len(items)
    w = np.zeros(n_feats)
    m1, m2 = np.zeros(n_feats), np.zeros(n_feats)
    for step in range(1, steps + 1):
        z = np.bincount(r, x * w[c], n_rows)
        top = np.full(n_q, -np.inf)
        np.maximum.at(top, g, z)
        ez = np.exp(z - top[g])
        p = ez / np.bincount(g, ez, n_q)[g]
        q_ = ez * y / np.bincount(g, ez * y, n_q)[g]
        grad = (np.bincount(c, x * (p - q_)[r], n_feats) + l2 * w) / n_q
        m1 = 0.9 * m1 + 0.1 * grad
        m2 = 0.999 * m2 + 0.001 * grad * grad
        w -= rate * (m1 / (1 - 0.9**step)) / (np.sqrt(m2 / (1 - 0.999**step)) + 1e-8)
    return _PairRanker({f: float(w[i]) for f, i in index.items()})


def _gold_pair(a: _Analysis, question: LabelledQuestion, candidates: Sequence[tuple[tuple[_Span, _Span], dict]]):
    """Indices of the candidates whose texts are the question's two gold objects (any order, case-insensitive)."""
    gold = sorted(s.lower() for s in question.spans("OBJ"))
    t = a.t
    return [
        k
        for k, ((left, right), _) in enumerate(candidates)
        if sorted([t.span_text(left.start, left.end).lower(), t.span_text(right.start, right.end).lower()]) == gold
    ]


def _folds(questions: Sequence[LabelledQuestion], folds: int, seed: int | None) -> list[int]:
    """The fold of each question; questions with the same text share a fold (no test question is trained on).
    ``seed`` None: in the given order, else shuffled in (id length, id) order with ``seed``."""
    order = list(range(len(questions)))
    if seed is not None:
        order.sort(key=lambda i: (len(questions[i].qid), questions[i].qid))
        random.Random(seed).shuffle(order)
    fold_of_text: dict[str, int] = {}
    fold_of = [0] * len(questions)
    for i in order:
        text = questions[i].text
        if text not in fold_of_text:
            fold_of_text[text] = len(fold_of_text) % folds
        fold_of[i] = fold_of_text[text]
    return fold_of


def training_weights(questions: Sequence[LabelledQuestion], direct: Iterable[str], factor: float = 2.0) -> list[float]:
    """Per question, ``factor`` for the direct questions (texts in ``direct``), 1 for the others: the indirect
    questions (70% of the data) rarely name two objects, and counting the direct ones double helps on them."""
    texts = set(direct)
    return [factor if q.text in texts else 1.0 for q in questions]


def train_model(
    questions: Sequence[LabelledQuestion],
    analysed: Sequence[tuple[_Analysis, list[str]]],
    *,
    weights: Sequence[float] | None = None,
    epochs: int = 10,
    seed: int = 13,
    min_count: int = 2,
    inner_folds: int = 3,
) -> _Tagger:
    """The tagger on all ``questions`` plus the pair ranker, which is trained on the candidates of taggers that did
    not see the question (``inner_folds``-fold jackknife), so that it learns how the tagger errs on unseen questions."""

    def tagger(chosen: Sequence[int]) -> _Tagger:
        chosen_weights = None if weights is None else [weights[i] for i in chosen]
        return train_tagger([analysed[i] for i in chosen], epochs=epochs, seed=seed, min_count=min_count,
                            weights=chosen_weights)  # fmt: skip

    model = tagger(range(len(questions)))
    if not (_POLICY["pairs"] and _POLICY["bio"]) or inner_folds < 2:
        return model
    fold_of = _folds(questions, inner_folds, None)
    items = []
    for fold in range(inner_folds):
        part = tagger([i for i in range(len(questions)) if fold_of[i] != fold])
        for i, (a, _) in enumerate(analysed):
            if fold_of[i] != fold or len(questions[i].spans("OBJ")) != 2 or len(a.rules.objects) >= 3:
                continue
            emissions = part.emissions(a)
            most = max(2, len(a.rules.objects)) if _POLICY["most"] else None
            runs = _runs(a, part.tag(a, most, emissions), "OBJ")
            if len(runs) != 2:
                continue
            candidates = _pair_candidates(a, part.object_spans(a, emissions), runs)
            golds = _gold_pair(a, questions[i], candidates)
            if golds:
                items.append((candidates, golds))
    model.pairs = train_pair_ranker(items)
    return model


# --- assembly -----------------------------------------------------------------------------------------------------


def _glued(t: _Toks, i: int, k: int) -> bool:
    """Are tokens ``i`` < ``k`` one word apart from punctuation glued to both ("non-biodegradable")?"""
    return all(not t.space[m - 1] and not t.space[m] for m in range(i + 1, k))


def _runs(a: _Analysis, labels: Sequence[str], label: str) -> list[_Span]:
    """Maximal runs of ``label`` over the kept tokens (a B- label starts a new one), cut at punctuation that is not
    inside a word."""
    runs: list[_Span] = []
    previous = -2
    for j, lab in enumerate(labels):
        if lab not in (label, "B-" + label, "I-" + label):
            continue
        k = a.kept[j]
        if previous == j - 1 and not lab.startswith("B-") and not a.breaks[j]:
            runs[-1].end = k + 1
        else:
            runs.append(_Span(k, k + 1))
        previous = j
    return runs


_COORDINATORS = frozenset({"or", "and", ",", "/", "&", "nor"}) | _VS


def _coordinated(t: _Toks, spans: list[_Span]) -> bool:
    """Only coordinating words (and articles) between consecutive objects: "steel or ceramic knives"."""
    for left, right in itertools.pairwise(spans):
        gap = range(left.end, right.start)
        if not any(t.low[i] in _COORDINATORS for i in gap):
            return False
        if not all(t.low[i] in _COORDINATORS or t.is_det(i) or t.low[i] == "either" for i in gap):
            return False
    return True


def _strip_det(t: _Toks, span: _Span) -> _Span:
    start = span.start
    while start < span.end - 1 and t.is_det(start) and not t.keeps_the(start):
        start += 1
    return _Span(start, span.end, span.verbal)


def _assemble(
    question: str,
    a: _Analysis,
    labels: Sequence[str] | None,
    distribute: bool,
    pair: tuple[_Span, _Span] | None = None,
) -> ParsedQuestion:
    """The parse from the tagger's labels of the kept tokens and the pair ranker's choice (``pair``, replaces the
    tagger's two object runs), combined with the rules (``labels`` None: the rules alone)."""
    t, rules = a.t, a.rules
    if labels is None:
        spans, coordinated, unspecified = rules.objects, rules.coordinated, rules.unspecified
        aspects, predicate = rules.aspects, rules.predicate
    else:
        spans = [_strip_det(t, s) if _POLICY["strip"] else s for s in _runs(a, labels, "OBJ")]
        if pair is not None:
            spans = list(pair)
        open_set = [s for s in spans if all(t.low[i] in _UNSPECIFIED for i in range(s.start, s.end))]
        spans = [s for s in spans if s not in open_set]
        unspecified = bool(open_set)
        if len(rules.objects) >= 3 and _POLICY["lists"]:
            spans, unspecified = rules.objects, rules.unspecified  # "coffee, green tea or black tea": commas
        elif len(spans) < 2 and len(rules.objects) >= 2 and _POLICY["fallback"]:
            spans, unspecified = rules.objects, rules.unspecified
        elif len(spans) == 1 and not unspecified and len(rules.objects) == 1 and rules.unspecified:
            unspecified = True  # "Is Linux better than the others?"
        coordinated = _coordinated(t, spans)
        aspects = rules.aspects
        if _POLICY["aspects"] == "tagger":
            aspects = [(s.start, s.end) for s in _runs(a, labels, "ASP")]
        pred_runs = _runs(a, labels, "PRED")
        tagged = t.span_text(pred_runs[0].start, pred_runs[0].end).lower() if pred_runs else None
        predicate = {
            "tagger_first": tagged or rules.predicate,
            "rules_first": rules.predicate or tagged,
            "tagger": tagged,
            "rules": rules.predicate,
        }[str(_POLICY["predicate"])]
    texts = (_distribute(t, spans) if distribute and coordinated and len(spans) >= 2 else None) or [
        t.span_text(s.start, s.end) for s in spans
    ]
    comparative = len(spans) >= 2 or (len(spans) == 1 and unspecified)
    taken = {i for span in spans for i in range(span.start, span.end)}
    aspect_texts: list[str] = []
    for s, e in aspects:
        if taken.intersection(range(s, e)):
            continue  # an object of the rules' that the tagger read as an aspect
        text = t.span_text(s, e)
        if text and text.lower() not in (x.lower() for x in aspect_texts):
            aspect_texts.append(text)
    return ParsedQuestion(
        question=question,
        comparative=comparative,
        objects=tuple(texts) if comparative else (),
        aspects=tuple(aspect_texts),
        predicate=predicate,
    )


# --- evaluation helpers (benchmark and shared-data tests) -------------------------------------------------------


@dataclass(frozen=True)
class LabelledQuestion:
    """One question of the CompQuestions parsing data: lower-cased tokens labelled OBJ, ASP, PRED or O."""

    qid: str
    words: tuple[str, ...]
    labels: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.words)

    def spans(self, label: str) -> list[str]:
        """The runs of consecutive ``label`` tokens, joined by spaces (consecutive OBJ tokens form one object)."""
        runs: list[list[str]] = []
        previous = None
        for word, tag in zip(self.words, self.labels, strict=True):
            if tag == label:
                if previous == label:
                    runs[-1].append(word)
                else:
                    runs.append([word])
            previous = tag
        return [" ".join(run) for run in runs]


def read_labelled_questions(path: str | os.PathLike[str]) -> list[LabelledQuestion]:
    """Read a CompQuestions TSV (header, then ``sentence_id<TAB>word<TAB>label`` per token), in file order."""
    words: dict[str, list[str]] = {}
    labels: dict[str, list[str]] = {}
    with open(path, encoding="utf-8") as handle:
        next(handle, None)
        for line in handle:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3:
                continue
            qid, word, label = parts
            words.setdefault(qid, []).append(word)
            labels.setdefault(qid, []).append(label)
    return [LabelledQuestion(qid, tuple(words[qid]), tuple(labels[qid])) for qid in words]


def split_half(questions: Sequence[LabelledQuestion], seed: int = 2022) -> tuple[list, list]:
    """A fixed random half to develop on and the other half to report: (development, held out)."""
    ordered = sorted(questions, key=lambda q: (len(q.qid), q.qid))
    random.Random(seed).shuffle(ordered)
    half = len(ordered) // 2
    dev_ids = {q.qid for q in ordered[:half]}
    return [q for q in questions if q.qid in dev_ids], [q for q in questions if q.qid not in dev_ids]


def normalise_object(text: str) -> str:
    """Case, a leading article and a regular plural (-s, -es after s/x/z/ch/sh) ignored: the lenient comparison
    for topic objects ("the laptops" = "laptop", "boxes" = "box")."""
    text = re.sub(r"^(a|an|the) ", "", " ".join(text.lower().split()))
    text = re.sub(r"(?<=s|x|z)es$|(?<=ch|sh)es$", "", text)
    return re.sub(r"(?<=[^s])s$", "", text)


def pair_accuracy(predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]]) -> tuple[float, float]:
    """Share of exactly matching object lists, case-insensitive: (in order, in any order)."""
    if not gold:
        return 0.0, 0.0
    ordered = unordered = 0
    for pred, ref in zip(predicted, gold, strict=True):
        p, g = [o.lower() for o in pred], [o.lower() for o in ref]
        ordered += p == g
        unordered += sorted(p) == sorted(g)
    return ordered / len(gold), unordered / len(gold)


def precision_recall(
    predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]], *, tokens: bool = False
) -> tuple[float, float]:
    """Micro precision and recall of spans (exact, case-insensitive, as multisets per question), or of the words
    in them with ``tokens=True`` (partial overlaps earn partial credit)."""
    hits = n_pred = n_gold = 0
    for pred, ref in zip(predicted, gold, strict=True):
        p = [w for s in pred for w in s.lower().split()] if tokens else [s.lower() for s in pred]
        g = [w for s in ref for w in s.lower().split()] if tokens else [s.lower() for s in ref]
        hits += sum((Counter(p) & Counter(g)).values())
        n_pred += len(p)
        n_gold += len(g)
    return (hits / n_pred if n_pred else 0.0), (hits / n_gold if n_gold else 0.0)


def gold_labels(question: LabelledQuestion, doc: Doc, kept: Sequence[int]) -> list[str]:
    """The label of each kept token of ``doc`` (spaCy's tokens of ``question.text``): that of the word it lies in."""
    starts = []
    offset = 0
    for word in question.words:
        starts.append(offset)
        offset += len(word) + 1
    return [question.labels[bisect.bisect_right(starts, doc[k].idx) - 1] for k in kept]


def analyse_labelled(questions: Sequence[LabelledQuestion], batch_size: int = 256) -> list[tuple[_Analysis, list[str]]]:
    """Each question's analysis (spaCy, rules, features) and its gold label per kept token."""
    docs = load_nlp(_DISABLE).pipe([q.text for q in questions], batch_size=batch_size)
    out = []
    for question, doc in zip(questions, docs, strict=True):
        analysis = _analyse(doc)
        out.append((analysis, gold_labels(question, doc, analysis.kept)))
    return out


def cross_validate(
    questions: Sequence[LabelledQuestion],
    *,
    folds: int = 5,
    seed: int = 2022,
    epochs: int = 10,
    min_count: int = 2,
    tagger_seed: int = 13,
    analysed: Sequence[tuple[_Analysis, list[str]]] | None = None,
    weights: Sequence[float] | None = None,
    inner_folds: int = 3,
) -> list[ParsedQuestion]:
    """Parse every question with a model (``train_model``: tagger and pair ranker) trained on the other folds (folds
    by question, shuffled with ``seed``; questions with the same text share a fold); ``distribute=False``, as token
    labels cannot share a head. ``weights``: per question, see ``training_weights``. Deterministic."""
    analysed = analysed if analysed is not None else analyse_labelled(questions)
    fold_of = _folds(questions, folds, seed)
    parsed: list[ParsedQuestion | None] = [None] * len(questions)
    for fold in range(folds):
        train = [i for i in range(len(questions)) if fold_of[i] != fold]
        model = train_model(
            [questions[i] for i in train],
            [analysed[i] for i in train],
            weights=None if weights is None else [weights[i] for i in train],
            epochs=epochs,
            seed=tagger_seed,
            min_count=min_count,
            inner_folds=inner_folds,
        )
        for i, (a, _) in enumerate(analysed):
            if fold_of[i] == fold:
                labels, pair = _decode(model, a)
                parsed[i] = _assemble(questions[i].text, a, labels, False, pair)
    return [p for p in parsed if p is not None]
