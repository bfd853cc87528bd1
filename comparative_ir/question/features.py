"""The tagger's view of a question (``_Analysis``): the kept tokens, the breaks between them, the feature
strings of each token, and label runs over the kept tokens."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from comparative_ir.question.policy import _POLICY
from comparative_ir.question.rules import _apply_rules, _Rules
from comparative_ir.question.tokens import (
    _ASPECT_MULTI,
    _ASPECT_SINGLE,
    _DEGREE_TAGS,
    _EVALUATION_NOUNS,
    _GRADE_WORDS,
    _RELATION_WORDS,
    _VS,
    _WH,
    _glued,
    _Span,
    _Toks,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc


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
