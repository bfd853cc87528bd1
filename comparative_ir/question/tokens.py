"""The lexicon (general English function words and comparison vocabulary) and the token view of a parsed
question (``_Toks``, ``_Span``) that the rules, the tagger's features and the assembly read."""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

from comparative_ir.nlp import is_comparative_adjective
from comparative_ir.question.spelling import _is_known, _is_noun, _one_edit, _verbs

if TYPE_CHECKING:
    from spacy.tokens import Doc


_DISABLE = ("ner",)  # the dependency parse confirms shared heads and feeds the tagger; NER is not needed


# --- lexicon: general English function words and comparison vocabulary (nothing taken from the data) -----------

_VS = frozenset({"vs", "vs.", "versus", "v.", "v/s", "vs/"})
_LIST_SEPS = frozenset({",", "and", "or", ":", "/"})
_ARTICLES = frozenset({"a", "an", "the"})
_POSS_DET = frozenset({"my", "your", "his", "her", "its", "our", "their"})
_POSSESSIVE = frozenset({"'s", "’s", "'", "’"})
_WH = frozenset({"which", "what", "who", "whom", "whose", "why", "how", "when", "where", "whether"})
# Wh-words that are none of ``_WH`` ("whenever", "that" as a relative pronoun)
_WH_OTHER = frozenset({"whenever", "wherever", "whereby", "whatever", "whichever", "whoever", "that", "whatsoever"})
_OBJECT_PRONOUNS = frozenset({"it", "them", "him", "her", "me", "us", "myself", "yourself", "themselves"})
_SUBJECTS = frozenset({"i", "you", "we", "they", "he", "she", "to", "lets", "let's"})
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
    indoors upstairs downstairs overseas any some all none each every both anymore as""".split()
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
# Nouns naming a dimension of comparison: "X or Y in performance" compares X and Y on it (an aspect), where "debt in
# mutual funds" is one object.
_DIMENSION_NOUNS = frozenset(
    {"performance", "price", "prices", "pricing", "cost", "costs", "quality", "speed", "size", "safety",
     "efficiency", "security", "reliability", "durability", "taste", "flavor", "flavour", "value", "accuracy",
     "power", "weight", "comfort", "design", "usability", "features", "nutrition", "health", "effectiveness",
     "popularity", "difficulty", "scalability", "stability", "capacity", "strength", "longevity", "maintenance",
     "productivity", "privacy", "convenience"}
)  # fmt: skip
# Words spaCy may tag DET that are determiners; any other "determiner" is a mistagged name ("MongoDB").
_DETERMINERS = frozenset(
    """the a an this that these those some any each every no all both either neither another which what whatever
    whichever such half many much few several more most less least enough my your his her its our their""".split()
)
_NO_DIMENSION = frozenset({"general", "practice", "theory", "reality", "fact", "total"})  # "in general": no aspect
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


# --- token view ---------------------------------------------------------------------------------------------------


#: Set while a question typed all in capitals is parsed: its sentence-case text has a capital, but none tells a name
SHOUTED: ContextVar[bool] = ContextVar("shouted", default=False)


class _Toks:
    """Per-token features computed once; the rules only look at these lists."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.n = len(doc)
        self.text = [t.text for t in doc]
        self.low = [t.lower_ for t in doc]
        for i in range(self.n - 1):
            if self.text[i] == "VS" and self.text[i + 1][:1].isupper() and (i == 0 or self.low[i - 1] in _LIST_SEPS):
                self.low[i] = "vs-name"  # "Vim, Emacs, VS Code or Sublime Text": a name, not "versus"
        self.tag = [t.tag_ for t in doc]
        self.pos = [t.pos_ for t in doc]
        self.space = [bool(t.whitespace_) for t in doc]
        # capitals tell no names here: a question typed in lower case, or all in capitals (read in sentence case)
        self.lower_input = SHOUTED.get() or not any(c.isupper() for c in doc.text)
        self.starts = [i == 0 or self.text[i - 1] in _SENTENCE_END for i in range(self.n)]
        self.name = [self._namelike(i, self.starts[i]) for i in range(self.n)]
        self.nom = [self._nominal(i) for i in range(self.n)]
        self._repair_tags()
        self._predicate_adjective()
        for i in range(1, self.n):
            if self.low[i] in _LIGHT_NOUNS and (self.low[i - 1] in _GRADE_WORDS or self.tag[i - 1] in _DEGREE_TAGS):
                self.nom[i] = False  # "the better option X or Y": the light noun is not part of X

    def _namelike(self, i: int, sentence_start: bool) -> bool:
        """Capitalised mid-sentence, or an acronym: a name whatever its (often wrong) tag, e.g. "LED" tagged VBN."""
        text = self.text[i]
        if self._glued_pair(i):
            return True  # "I/O", "A/B", "AT&T": the parts are a name whatever their tags
        dotted = text[:1] == "." and text[1:2].isupper()  # ".NET", tagged as punctuation before "?"
        if not (text[:1].isupper() or dotted) or text == "I" or self.low[i] in _WH or self.low[i] in _VS:
            return False
        closed = self.pos[i] in ("DET", "ADP", "CCONJ", "SCONJ", "PRON", "AUX", "PART")
        determiner = self.pos[i] == "DET" or self.tag[i] == "DT"
        if closed and (not determiner or self.low[i] in _DETERMINERS):
            return False  # but "MongoDB" tagged DT is a name
        if self.pos[i] == "PUNCT" and not dotted:
            return False
        acronym = len(text) > 1 and text.isupper()
        return acronym or not sentence_start

    def joins_name(self, k: int) -> bool:
        """Are tokens ``k - 1`` and ``k`` words of one multi-word name ("Visual Studio Code", "IntelliJ IDEA")? Token
        ``k`` is a name and so is the word right before it; where capitalisation tells nothing (the first word of the
        question, or after a colon or semicolon: "Which is better: Visual Studio Code or ...?"), that word counts
        when it is a capitalised proper noun that the parse makes a compound of a later word."""
        if not 0 < k < self.n or not self.name[k]:
            return False
        j = k - 1
        if self.name[j]:
            return True
        before = self.doc[j]
        compound = before.dep_ == "compound" and before.head.i >= k
        return self.starts[j] and self.text[j][:1].isupper() and self.pos[j] == "PROPN" and compound

    def is_glued_hyphen(self, k: int) -> bool:
        """Is token ``k`` a "-" inside a hyphenated word ("stand-up", "long-distance"), no space on either side?"""
        return (
            0 < k < self.n - 1
            and self.text[k] == "-"
            and not self.space[k - 1]
            and not self.space[k]
            and self.text[k - 1][-1:].isalnum()
            and self.text[k + 1][:1].isalnum()
        )

    def _glued_pair(self, i: int) -> bool:
        """Is token ``i`` a capitalised part of "X/Y" or "X&Y" with no spaces ("I/O", "A/B", "AT&T")?"""

        def joins(k: int) -> bool:  # token k is a "/" or "&" glued between two capitalised tokens
            return (
                0 < k < self.n - 1
                and self.text[k] in ("/", "&")
                and not self.space[k - 1]
                and not self.space[k]
                and self.text[k - 1][:1].isupper()
                and self.text[k + 1][:1].isupper()
            )

        return joins(i + 1) or joins(i - 1)

    def _nominal(self, i: int) -> bool:
        low = self.low[i]
        if low in _GRADE_WORDS and self._opens_grade_name(i):
            return True  # "Is Best Buy cheaper than Amazon?", "Holiday Inn or Best Western?"
        if low in _PREDICATE_WORDS or low in _VS or low in _WH or low == "worth":  # "Is Netflix worth it ...?"
            return False
        if self.name[i]:
            return True
        if self.tag[i] in _COMPARATIVE_TAGS or self.tag[i] in _SUPERLATIVE_TAGS:
            return False
        return self.tag[i] in _NOM_TAGS or self.pos[i] in ("NOUN", "PROPN", "NUM")

    def _opens_grade_name(self, i: int) -> bool:
        """A capitalised grade word that opens a name mid-sentence ("Best Buy", "Best Western", "Better Call
        Saul"): capitalised, not after a name or an article ("the Best Laptop" is a superlative typed with a
        capital) and before a capitalised word that is no grade or comparison word itself, nor one compared."""
        j = i + 1
        return (
            i > 0
            and j < self.n
            and self.name[i]
            and self.name[j]
            and not self.name[i - 1]
            and self.low[i - 1] not in _DETERMINERS
            and self.low[j] not in _PREDICATE_WORDS
            and self.tag[j] not in _COMPARATIVE_TAGS | _SUPERLATIVE_TAGS
            and self.text[j][:1].isupper()
            and self.low[j + 1 : j + 2] != ["than"]  # "Is the iPhone 15 More Expensive Than the Pixel 8?"
        )

    def _do_support(self) -> None:
        """ "Does unpasteurized cheese taste better ...": a do-question needs a bare verb after its subject; when
        the tagger found none, the last word of the noun run is that verb ("taste/NN")."""
        for d in range(self.n - 2):
            opens = d == 0 or self.low[d - 1] in _WH or self.text[d - 1] in (",", ";", ":")  # "...; does X work"
            if self.low[d] not in ("does", "do", "did") or not opens:
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
        lower_input = self.lower_input
        for i in range(self.n):
            low = self.low[i]
            if self.tag[i] == "JJ" and self._noun_tagged_adjective(i):
                self.tag[i], self.pos[i] = ("NN", "NOUN") if _is_known(low) else ("NNP", "PROPN")
                continue
            if low in ("am", "pm") and i > 0 and self.tag[i - 1] == "CD" and not self.space[i - 1]:
                self.nom[i], self.tag[i], self.pos[i] = True, "NN", "NOUN"  # "9am": the tokenizer split the time
                continue
            if low == "will" and self.lower_input and self._opens_a_lower_name(i):
                self.nom[i], self.tag[i], self.pos[i] = True, "NNP", "PROPN"  # "who is funnier, will ferrell or ..."
                if self.tag[i + 1] in _VERB_TAGS:
                    self.nom[i + 1], self.tag[i + 1], self.pos[i + 1] = True, "NNP", "PROPN"  # "smith/VB"
                continue
            if low == "may" and self._ends_a_list(i):
                self.nom[i], self.tag[i], self.pos[i] = True, "NNP", "PROPN"  # "in march, april or may?"
                continue
            if (
                self.nom[i]
                or low in _PREDICATE_WORDS
                or low in _WH
                or not low.rstrip("+#").isalnum()  # "c++", "c#": names in lower-case text
                or low in _AUXILIARIES
                or self.pos[i] == "AUX"
            ):
                continue
            tag = self.tag[i]
            if tag in ("VB", "VBP") and low not in _verbs() and self._heads_a_noun_list(i):
                self.nom[i], self.tag[i], self.pos[i] = True, "NN", "NOUN"  # "move to raleigh/VB, charlotte or atlanta"
                if self.tag[i - 1] == "TO":
                    self.tag[i - 1], self.pos[i - 1] = "IN", "ADP"  # and "to" is the preposition
                continue
            if self._unknown_word(i):
                # "is bitcoin/VB a better investment", "will ferrell/VB or adam sandler", "python or java/WRB": a
                # word no dictionary knows, or a wh-word that is none, is a name the tagger guessed a tag for
                self.nom[i], self.tag[i], self.pos[i] = True, "NNP", "PROPN"
                continue
            nxt = i + 1 < self.n and (self.nom[i + 1] or self.tag[i + 1] == "CD")
            end = i + 1 == self.n or self.text[i + 1] in _SENTENCE_END or self.text[i + 1] in (",", ")")
            end = end or self.low[i + 1] in ("or", "and") or self.low[i + 1] in _VS
            if i == 0 and i + 1 < self.n and (self.low[i + 1] in _VS or self.low[i + 1] == "or"):
                self.nom[i] = True  # "Spotify vs Apple Music", "Rent vs buy", "react or vue": an opening "verb"
                continue
            if i == 0 and self._opens_a_name():
                self.nom[i] = True  # "React Native versus Flutter": the opening "verb" is the name's first word
                continue
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
            elif tag in ("VBZ", "VBP", "VBD") and self._in_copula_subject(i):
                # "Is a table saw or a circular saw/VBD more useful?": no finite verb there (the tagger reads the tag)
                self.nom[i], self.tag[i], self.pos[i] = True, "NN", "NOUN"
            elif tag in ("VBN", "VBD"):
                opener = i == 1 and prev_low in _COPULAS  # "Is cast iron better ...": no participle after "Is"
                self.nom[i] = nxt and (bare or opener)
            elif tag in ("VB", "VBP") and prev and self._measured_before(i) and self._comparison_after(i):
                self.nom[i] = True  # "Is a 27 inch monitor/VBP better than ...": a measured noun, not a verb
            elif i > 1 and prev_low in ("or", "and") and self._verb_phrase_before(i - 1):
                continue  # "buy or rent", "pay off debt or invest": coordinated verbs
            elif (end and bare and (prev or prev_low in _PREDICATE_WORDS)) or (lower_input and prev and bare and nxt):
                self.nom[i] = True
        self._do_support()

    def _ends_a_list(self, i: int) -> bool:
        """Does token ``i`` close a list, right after its coordinator and before the end ("..., april or may?")?"""
        end = i + 1 == self.n or self.text[i + 1] in _SENTENCE_END
        return end and i > 1 and self.low[i - 1] in ("or", "and") and self.nom[i - 2]

    def _heads_a_noun_list(self, i: int) -> bool:
        """Is token ``i`` the first item of a comma list whose other items are nominal ("move to raleigh/VB,
        charlotte or atlanta?"; not "to walk, cycle or drive")?"""

        def noun(k: int) -> bool:  # a later word not yet repaired counts when no dictionary knows it
            return k < self.n and ((self.nom[k] and self.tag[k] not in _VERB_TAGS) or self._unknown_word(k))

        k = i + 1
        if k >= self.n or self.text[k] != ",":
            return False
        while k < self.n and self.text[k] == ",":
            k += 1
            while k < self.n and self.is_det(k):
                k += 1
            if not noun(k):
                return False
            while noun(k):
                k += 1
            if k < self.n and self.low[k] in ("or", "and"):
                k += 1
                while k < self.n and self.is_det(k):
                    k += 1
                return noun(k)
        return False

    def _opens_a_lower_name(self, i: int) -> bool:
        """Is "will" at ``i`` a first name: where no modal can stand (after a copula, a comparison's "than", a
        comma, "or", "and", "vs") and before a name ("will ferrell", "will smith")?"""
        before = self.low[i - 1] if i > 0 else ""
        if before not in (",", "or", "and", "than", "is", "was") and before not in _VS:
            return False
        j = i + 1
        after = j + 1 < self.n and (self.low[j + 1] in ("be", "have", "ever", "still") or self.tag[j + 1] == "VB")
        if after:
            return False  # "in the long run, will bitcoin be better than gold?": the modal, its subject, its verb
        if j < self.n and before in ("is", "was") and self.pos[j] in ("NOUN", "VERB"):
            return True  # "is will smith/VB a better actor": no modal right after the copula
        return j < self.n and (self.pos[j] == "PROPN" or self._unknown_word(j))

    def _noun_tagged_adjective(self, i: int) -> bool:
        """Is token ``i``, tagged JJ, a noun: a word no dictionary knows right before an article ("is beyoncé/JJ a
        better performer"), or the object of a gerund right before the comparison ("is learning spanish/JJ easier
        than learning french")?"""
        nxt = self.low[i + 1] if i + 1 < self.n else ""
        if nxt in ("a", "an", "the"):
            return self.low[i].isalpha() and not _is_known(self.low[i])
        compared = nxt in ("than", "or", "vs", "versus") or (i + 1 < self.n and self.tag[i + 1] in _COMPARATIVE_TAGS)
        return i > 0 and self.tag[i - 1] == "VBG" and compared

    def _unknown_word(self, i: int) -> bool:
        """Is token ``i`` tagged as a verb or wh-word that it cannot be: a wh-tag on a word that is no wh-word
        ("java/WRB"), or a verb tag on a word of letters that the lexicon lists under no part of speech, nor its
        lemma ("spotify/VB", "ferrell/VB"; "googled" has "google")?"""
        tag, low = self.tag[i], self.low[i]
        if tag in ("WRB", "WDT", "WP"):
            known = low in _WH or low in _WH_OTHER or any(_WH.intersection(e) for e in _one_edit(low))  # "wich"
            return low.isalpha() and not known
        if tag not in _VERB_TAGS:
            return False  # adverb tags: the older repair below reads an unknown one as nominal ("wordpress/RB"), and
            # "definately/RB", "prolly/RB" are adverbs typed wrong
        if low.isalnum() and any(c.isdigit() for c in low) and any(c.isalpha() for c in low):
            return True  # "the dyson v15/VBD": a model name, no verb
        if not low.isalpha() or len(low) < 3 or low in _ADVERBS:
            return False  # "something else/RB"
        if i + 1 < self.n and self.low[i + 1] in ("t", "ve", "ll", "re", "d"):
            return False  # "hadn t", "couldn t": a contraction written without its apostrophe
        j = i - 1
        while j > 0 and self.tag[j] in ("RB", "RBR"):
            j -= 1  # "should i just overclock", "should we really rebrand"
        before = self.low[j] if j >= 0 else ""
        if before in _SUBJECTS or (j > 0 and self.tag[j] == "MD" and self.low[j - 1] in _SUBJECTS):
            return False  # "i facetime", "to facetime", "should i facetime": a verb where only a verb can stand
        if before in ("or", "and") and i > 1 and self._verb_phrase_before(i - 1):
            return False  # "text or facetime my gf": coordinated with a verb
        if low.endswith(("ize", "ise", "ify")) or (i + 1 < self.n and self.low[i + 1] in _OBJECT_PRONOUNS):
            return False  # "or modularize them": a verb by its form or its object
        return not _is_known(low) and not _is_known(self.doc[i].lemma_.lower())

    def _in_copula_subject(self, i: int) -> bool:
        """Is token ``i``, a noun in WordNet, the last word of a noun phrase in the subject of a question opened by a
        copula, right before the comparison ("Is an air fryer or a toaster oven a better buy?")? A finite verb cannot
        be there."""
        opener = next(
            (
                k
                for k in range(i)
                if self.low[k] in ("is", "are", "was", "were") and (k == 0 or self.text[k - 1] == ",")
            ),
            None,
        )
        if opener is None or i < opener + 2 or not (self.nom[i - 1] or self.tag[i - 1] == "JJ"):
            return False
        if not _is_noun(self.low[i]):
            return False  # "Is an OR nurse paid more than ...": a participle
        j = i + 1 + (i + 1 < self.n and self.low[i + 1] in ("a", "an", "the"))
        return j < self.n and (
            self.low[j] in _GRADE_WORDS or self.tag[j] in _COMPARATIVE_TAGS or self.tag[j] in _SUPERLATIVE_TAGS
        )

    def _opens_a_name(self) -> bool:
        """Is the first word, capitalised, the first of a two-word name right before "vs" or "versus" ("React Native
        versus Flutter")? Not an imperative that asks for the comparison ("Compare Python vs Java")."""
        if self.n < 3 or not self.text[0][:1].isupper() or self.low[0] in _IMPERATIVES:
            return False
        return self.text[1][:1].isupper() and self.nom[1] and self.low[2] in _VS  # "Learn Python or Java?": no

    def _measured_before(self, i: int) -> bool:
        """A number just before, and no "do" to make the word a verb ("Does 1 cup of coffee taste better")."""
        do = any(w in ("do", "does", "did") for w in self.low[:i])
        return not do and any(self.tag[k] == "CD" for k in range(max(0, i - 3), i))

    def _comparison_after(self, i: int) -> bool:
        nxt = self.low[i + 1] if i + 1 < self.n else ""
        return nxt in ("than", "or", "for", "vs", "versus") or (i + 1 < self.n and self.tag[i + 1] in ("JJR", "RBR"))

    def _verb_phrase_before(self, c: int) -> bool:
        """Does a verb phrase end at the coordinator ``c``: a verb right before it ("buy or"), or, within three
        words, a bare verb after "I", "we", "to" or at the start with a particle and a short object ("pay off debt
        or", "get a job or")?"""
        k = c - 1
        if self.tag[k] in _VERB_TAGS and not self.nom[k]:
            return True
        for _ in range(3):
            if k < 1 or not (self.nom[k] or self.is_det(k) or self.tag[k] == "RP"):
                return False
            k -= 1
            if self.tag[k] in ("VB", "VBP") and not self.nom[k] and (k == 0 or self.low[k - 1] in ("i", "to", "we")):
                return True
        return False

    def _predicate_adjective(self) -> None:
        """ "Is coffee or tea healthier?": spaCy tags "healthier" as a noun, which made it the head of both objects
        ("coffee healthier", "tea healthier"). In a yes/no question opening with a copula, a comparative adjective
        form that closes the clause after two coordinated nouns is the predicate."""
        # the question's copula opens the text or a clause after the context ("I live in a flat, is a digital
        # piano quieter than an acoustic guitar?")
        opener = next(
            (
                k
                for k in range(self.n)
                if self.low[k] in ("is", "are", "was", "were") and (k == 0 or self.text[k - 1] in (",", ";", ":"))
            ),
            None,
        )
        if self.n < 4 or opener is None:
            return
        for i in range(opener + 2, self.n):  # "Is Berlin colder than Munich?"
            closes = i + 1 == self.n or self.text[i + 1] in _SENTENCE_END or self.low[i + 1] in ("than", "for", ",")
            if not (closes and self.tag[i] in ("NN", "NNS") and not self.name[i] and self.nom[i - 1]):
                continue
            coordinated = any(w == "or" or w in _VS for w in self.low[opener + 1 : i - 1])
            before_than = i + 1 < self.n and self.low[i + 1] == "than"  # "Is a digital piano quieter than ...?"
            if (coordinated or before_than) and is_comparative_adjective(self.low[i]):
                self.tag[i], self.pos[i], self.nom[i] = "JJR", "ADJ", False
            return

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
        return (self.low[i] in _ARTICLES or self.low[i] in _POSS_DET) and not self._glued_pair(i)  # not "A/B"

    def keeps_the(self, i: int) -> bool:
        """ "The" capitalised inside a sentence and followed by a name belongs to it: "The Simpsons"."""
        return (
            self.text[i] == "The"
            and i > 0
            and self.text[i - 1] not in _SENTENCE_END
            and i + 1 < self.n
            and self.name[i + 1]
        )

    def is_name_ampersand(self, i: int) -> bool:
        """ "&" between two names is part of one name ("Ben & Jerry's", "Barnes & Noble")."""
        if self.text[i] != "&" or not 0 < i < self.n - 1 or not self.name[i + 1]:
            return False
        opening = i == 1 and self.text[0][:1].isupper() and self.pos[0] in ("PROPN", "NOUN")  # "Tom & Jerry vs"
        return self.name[i - 1] or opening

    def inner(self, i: int) -> bool:
        """Can token ``i`` continue an object noun phrase? Not a "vs" (a second one, tagged FW, is read as a word:
        "Python vs Java vs Go" gave "Java vs Go"; the tagger's features keep that reading, as it was trained)."""
        if self.low[i] in _VS:
            return False
        return self.nom[i] or self.is_poss(i) or self.is_hyphen(i) or self.is_name_ampersand(i)

    def span_text(self, start: int, end: int) -> str:
        return self.doc[start:end].text


# Imperatives that open a request for a comparison: "Compare Python vs Java" does not name "Compare Python".
_IMPERATIVES = frozenset(
    """compare contrast choose pick rank rate explain describe list name recommend suggest learn buy install study
    drink discuss evaluate analyze analyse play take watch use get try read eat visit""".split()
)


@dataclass
class _Span:
    start: int
    end: int
    verbal: bool = False  # "bake" in "to bake than to fry food": the objects are actions

    def __len__(self) -> int:
        return self.end - self.start


def _glued(t: _Toks, i: int, k: int) -> bool:
    """Are tokens ``i`` < ``k`` one word apart from punctuation glued to both ("non-biodegradable")?"""
    return all(not t.space[m - 1] and not t.space[m] for m in range(i + 1, k))


def _strip_det(t: _Toks, span: _Span) -> _Span:
    start = span.start
    while start < span.end - 1 and t.is_det(start) and not t.keeps_the(start):
        start += 1
    return _Span(start, span.end, span.verbal)
