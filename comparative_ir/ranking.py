"""Feature extraction per topic, per-topic normalisation, weighted combination and re-ranking of the top K.

Features are computed for the top ``rerank_depth`` candidates of a topic, min-max normalised within the topic
(so a weight means the same for every topic, whatever the raw scale), and combined linearly. Documents below
the re-rank depth keep ChatNoir's order. Ties keep ChatNoir's order.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import json
import math
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from comparative_ir.documents import Document, fallback_text
from comparative_ir.features.document import code_hash, document_features
from comparative_ir.features.interstitial import interstitial_kind, rescued_by_topic, statements
from comparative_ir.features.quality import repetition_gate
from comparative_ir.features.relevance import aspect_features, cue_features, object_features, query_features
from comparative_ir.features.text import (
    TextIndex,
    blank_urls,
    sentences_mentioning,
    split_sentences,
    truncate_words,
)
from comparative_ir.question import ParsedQuestion
from comparative_ir.retrieval import Candidate
from comparative_ir.runfile import atomic_write_bytes
from comparative_ir.stance import TASKS, check_task
from comparative_ir.tuning import demoted, tie_level

MAX_COMPARATIVE_SENTENCES = 40  # per document: enough to tell a comparison page from a passing mention


class WeightsError(ValueError):
    pass


@dataclass
class RankedCandidate:
    candidate: Candidate
    features: dict[str, float]
    normalised: dict[str, float] = field(default_factory=dict)
    contributions: dict[str, float] = field(default_factory=dict)
    score: float = 0.0
    final_rank: int = 0
    stance: str = ""
    stance_evidence: dict[str, Any] = field(default_factory=dict)  # what the label rests on (``--explain``)


MAX_WEIGHT = 1e9  # a weighted sum of some 80 features stays finite; a grid or a sweep goes nowhere near


def load_weights(path: str | Path | None, task: str) -> dict[str, float]:
    """Weights for ``task`` from a TOML file (``[comparative]`` / ``[controversial]`` tables of name = number).

    Without a path, the defaults shipped with the package. A file may hold one task's table only, or a flat
    table, which then applies to the task being run. Every table of a file is checked, not only ``task``'s: a
    typo in the other table (or a misspelt table name) would otherwise pass now and fail, or weigh nothing, in
    another run. Feature names are checked for a file the user gives; the shipped one is checked by the tests.
    """
    try:
        if path is None:
            text = resources.files("comparative_ir").joinpath("weights.toml").read_text(encoding="utf-8")
            source = "built-in weights.toml"
        else:
            text = Path(path).read_text(encoding="utf-8")
            source = str(path)
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError) as exc:
        raise WeightsError(f"cannot read weights file {path}: {getattr(exc, 'strerror', None) or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise WeightsError(f"{path}: not valid TOML ({exc})") from None
    except RecursionError:
        raise WeightsError(f"{path}: not valid TOML (nested too deeply)") from None
    tables = _weight_tables(data, task, source)
    checked = {name: _checked_table(table, name, source) for name, table in tables.items()}
    if path is not None:
        for name, weights in checked.items():
            check_weight_names(weights, name, source, table=name if name in data else None)
    return checked[task]


def _weight_tables(data: Mapping[str, Any], task: str, source: str) -> dict[str, dict[str, Any]]:
    """The file's weight tables by task: its ``[task]`` tables, or a flat table of weights as ``task``'s."""
    flat = {k: v for k, v in data.items() if not isinstance(v, dict)}
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    misplaced = sorted(k for k in TASKS if k in flat)
    if misplaced:  # "comparative = 5": read as weights outside a table, or as a weight naming no feature
        raise WeightsError(f"{source}: '{misplaced[0]} = ...' gives the task a value; its weights go in a table: a "
                           f"line [{misplaced[0]}], then one 'feature = weight' line each")  # fmt: skip
    unknown = sorted(set(tables) - set(TASKS))
    if unknown:  # [comparitive] next to [comparative]: its weights would apply to no run, silently
        near = difflib.get_close_matches(unknown[0], TASKS, n=1)
        hint = f"; did you mean [{near[0]}]?" if near else ""
        raise WeightsError(f"{source}: unknown table [{unknown[0]}] (tables: "
                           f"{', '.join(f'[{t}]' for t in TASKS)}){hint}")  # fmt: skip
    if tables and flat:  # top-level weights next to a task's table: which would apply is a guess
        raise WeightsError(f"{source}: weights {', '.join(sorted(flat))} stand outside any table next to "
                           f"[{next(iter(tables))}]")  # fmt: skip
    if not data:
        raise WeightsError(f"{source} holds no weights")
    if not tables:
        return {task: flat}
    if task not in tables:
        raise WeightsError(f"{source} has no [{task}] table")
    return tables


def _checked_table(table: Mapping[str, Any], task: str, source: str) -> dict[str, float]:
    """The weights of one table: finite numbers, not none nor all 0 (every document would tie)."""
    if not table:
        raise WeightsError(f"{source}: the [{task}] table holds no weights (every document would tie)")
    weights = {}
    for name, value in table.items():
        if isinstance(value, bool) or not isinstance(value, int | float) or not abs(value) <= MAX_WEIGHT:
            raise WeightsError(
                f"{source}: weight {name!r} in the [{task}] table must be a finite number within ±{MAX_WEIGHT:,.0f}"
            )
        weights[name] = float(value)
    if not any(weights.values()):
        raise WeightsError(f"{source}: every weight in the [{task}] table is 0 (every document would tie)")
    return weights


@functools.cache
def feature_names(task: str) -> frozenset[str]:
    """Every feature a weight can name for ``task``: the features of a made-up candidate (cheap once spaCy is
    loaded, which a re-ranked run does anyway), so that a misspelt weight fails before the run, not silently."""
    check_task(task)
    candidate = Candidate("doc", "doc", "cw12", 1.0, 1, "Tea or coffee", "Tea is better than coffee, I think.")
    question = ParsedQuestion("Tea or coffee?", True, ("tea", "coffee"), (), "better")
    return frozenset(extract_features(question, "tea or coffee", [candidate], {}, task)[0])


def check_weight_names(weights: Mapping[str, float], task: str, source: str, table: str | None = None) -> None:
    """Refuse weights that name no feature of ``task`` (a typo would silently weigh nothing); ``table`` is the
    file's table they are in, named in the message."""
    unknown = sorted(set(weights) - feature_names(task))
    if unknown:
        where = f"; fix or remove {'it' if len(unknown) == 1 else 'them'} in the [{table}] table" if table else ""
        near = [m for name in unknown for m in difflib.get_close_matches(name, sorted(feature_names(task)), n=1)]
        hint = f"did you mean {', '.join(near)}? " if near else ""
        raise WeightsError(
            f"{source}: no {task} feature is called {', '.join(unknown)} "
            f"({hint}features: {', '.join(sorted(feature_names(task)))}){where}"
        )


def dump_weights(weights: Mapping[str, float], task: str, comment: str = "") -> str:
    """The weights as TOML that ``load_weights`` reads back exactly (each value as Python writes it, which reads back
    the same float); ``comment``'s lines as comments, any control character in them (a path's) escaped."""
    lines = [f"# {_CONTROL_RE.sub(lambda m: repr(m.group())[1:-1], line)}" for line in comment.splitlines()]
    lines += [f"[{task}]"]
    lines += [f"{name} = {float(value)!r}" for name, value in sorted(weights.items()) if value != 0.0]
    return "\n".join(lines) + "\n"


_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")  # TOML allows a tab in a comment, nothing else of these


def check_ranks(candidates: Sequence[Candidate]) -> None:
    """ChatNoir ranks count from 1 (the rank feature is 1/sqrt(rank)): a rank of 0, a negative or a NaN one is a
    caller's mistake, said as such rather than as a ZeroDivisionError or a math domain error."""
    for cand in candidates:
        if not cand.chatnoir_rank >= 1:
            raise ValueError(
                f"document {cand.docno}: chatnoir_rank {cand.chatnoir_rank!r} (ChatNoir ranks count from 1)"
            )


def document_text(candidate: Candidate, documents: Mapping[tuple[str, str], Document]) -> tuple[str, bool]:
    """The page's text, or this candidate's own title and snippet where the page fell back: one page found by two
    topics has a snippet for each, and the fetch keeps one document per page (the first topic's snippet was read for
    both, so a topic's features and order depended on which other topics were in the run)."""
    doc = documents.get((candidate.index, candidate.uuid))
    if doc is None or doc.source == "fallback":
        return fallback_text(candidate), True
    return doc.text, False


TOPIC_COVERAGE = 0.5  # share of the query terms an interstitial's own text names to be taken for a document


def _names_the_topic(query: str, text: str) -> bool:
    """Whether a text flagged as a soft 404, a parked domain, a bot check and the like speaks of the topic in
    statements of its own (not in a title, a teaser, a link or a search box repeating the query): an article that
    opens with "Access denied" does, such a page seldom does. Walls are weighed by their own words instead
    (``interstitial_kind``)."""
    kind = interstitial_kind(text)
    if kind is None or not rescued_by_topic(kind):
        return False
    own = blank_urls("\n".join(statements(text)))
    return query_features(query, own, "", TextIndex(own))["rel_query_coverage"] >= TOPIC_COVERAGE


def _document_features(candidate: Candidate, documents: Mapping[tuple[str, str], Document], text: str) -> dict:
    """The cached query-independent features of a full text, or computed now (fallbacks, older callers)."""
    doc = documents.get((candidate.index, candidate.uuid))
    if doc is not None and doc.source != "fallback" and doc.features is not None:
        return doc.features
    return document_features(text)


def extract_features(
    question: ParsedQuestion,
    query: str,
    candidates: Sequence[Candidate],
    documents: Mapping[tuple[str, str], Document],
    task: str = "comparative",
) -> list[dict[str, float]]:
    """Raw feature values for each candidate (pure given its inputs; spaCy only on comparative sentences).

    For controversial questions, also the stance-bearing claims for and against the question's proposition.
    Raises ValueError for an unknown ``task`` or a ChatNoir rank below 1.
    """
    check_task(task)
    check_ranks(candidates)
    rows: list[dict[str, float]] = []
    comparative_inputs: list[tuple[int, str]] = []
    objects = list(question.objects)
    for position, cand in enumerate(candidates):
        raw, fell_back = document_text(cand, documents)
        text = blank_urls(truncate_words(raw))  # links are no words of the page's subject
        sentences = split_sentences(text)
        row: dict[str, float] = {
            "chatnoir_score": cand.score,
            "chatnoir_rank": 1.0 / math.sqrt(cand.chatnoir_rank),
            "fallback": float(fell_back),
        }
        index = TextIndex(text)
        row.update(query_features(query, text, cand.title, index))
        row.update(object_features(objects, text, cand.title, sentences, index))
        row.update(aspect_features(question.aspects, question.predicate, text, index))
        row.update(cue_features(text, cand.title, index))
        # as the cleaning workers compute them: on the text itself (its links are part of its writing quality)
        row.update(_document_features(cand, documents, raw))
        if fell_back:  # a snippet is a piece of the page, not its opening: "Already a subscriber?" is its chrome
            row["interstitial"] = 0.0
        elif row.get("interstitial") and _names_the_topic(query, raw):
            row["interstitial"] = 0.0  # a 404 page whose own statements speak of the topic is a document
        rows.append(row)
        if len(objects) >= 2:
            both = sentences_mentioning(sentences, objects[:2], index)
            comparative_inputs.extend((position, s) for s in both[:MAX_COMPARATIVE_SENTENCES])
    _add_comparative_sentence_features(rows, comparative_inputs, objects)
    if task == "controversial":
        _add_stance_claim_features(rows, query, candidates, documents)
    return rows


def _add_stance_claim_features(
    rows: list[dict[str, float]],
    query: str,
    candidates: Sequence[Candidate],
    documents: Mapping[tuple[str, str], Document],
) -> None:
    """A page that argues for or against the proposition answers a controversial question better than one
    that only mentions its words: the weighted claims found by the stance rules, and their topic check."""
    from comparative_ir.stance.controversial import controversial_stances

    texts = [truncate_words(document_text(c, documents)[0]) for c in candidates]
    for row, evidence in zip(rows, controversial_stances((query, t) for t in texts), strict=True):
        row["stance_claims"] = math.log1p(evidence.pro + evidence.con)
        row["stance_on_topic"] = min(1.0, evidence.relevance)


def _add_comparative_sentence_features(
    rows: list[dict[str, float]], inputs: list[tuple[int, str]], objects: Sequence[str]
) -> None:
    for row in rows:
        row["cmp_sentences"] = 0.0
        row["cmp_share"] = 0.0
    if not inputs or len(objects) < 2:
        return
    from comparative_ir.features.comparative import classify_sentences

    labels = classify_sentences([(objects[0], objects[1], sentence) for _, sentence in inputs])
    found: dict[int, list[int]] = {}
    for (position, _), label in zip(inputs, labels, strict=True):
        counts = found.setdefault(position, [0, 0])
        counts[0] += 1
        counts[1] += label != "NONE"
    for position, (both, comparing) in found.items():
        rows[position]["cmp_sentences"] = math.log1p(comparing)
        rows[position]["cmp_share"] = comparing / both


TEXT_ONLY_PREFIXES = ("arg_", "q_")  # judge writing, which a title and a snippet cannot show
# Features a snippet inflates or deflates against a page: ChatNoir picks the snippet for the query's words, so its
# densities are high by construction, and counts (claims, comparative sentences) grow with the length of the text.
# Among snippets alone they compare like with like (the default weights were fitted on snippets).
SNIPPET_BIASED_PREFIXES = ("rel_query_density", "cue_comparison_density", "cmp_sentences", "stance_claims")


def impute_fallbacks(rows: Sequence[Mapping[str, float]]) -> list[dict[str, float]]:
    """Features of title+snippet fallbacks that cannot be compared with a page's become the topic's mean over
    full texts.

    A snippet is not a page: judging its writing would punish the documents that could not be fetched for the
    shortness of their stand-in text (with no full text in the topic these features end up constant, then 0); and
    its query-term and comparison-cue densities would beat every page's, since the snippet was chosen for them
    (with no full text in the topic, snippets are compared with snippets and keep their own values).
    """
    out = [dict(row) for row in rows]
    full = [row for row in rows if not row.get("fallback")]
    means: dict[str, float] = {}  # per feature, once a topic (not once a fallback: 1,000 documents took seconds)

    def mean(name: str) -> float:
        if name not in means:
            means[name] = sum(r.get(name, 0.0) for r in full) / len(full) if full else 0.0
        return means[name]

    for row in out:
        if not row.get("fallback"):
            continue
        for name in row:
            if name.startswith(TEXT_ONLY_PREFIXES) or (name.startswith(SNIPPET_BIASED_PREFIXES) and full):
                row[name] = mean(name)
    return out


# Evidence a page can inflate by repeating words: ChatNoir's BM25F score, the densities and counts of query terms,
# comparison cues, comparative sentences and claims, and the argument-marker score. A page that repeats itself
# (``repetition_gate`` below 1) has them discounted after normalisation: keyword-stuffed pages, snippet aggregators
# and generated spec comparisons otherwise rose above written pages (docs/benchmarks.md).
GATED_BY_REPETITION = (
    "arg_score",
    "chatnoir_score",
    "cmp_sentences",
    "cue_comparison_density",
    "rel_query_density",
    "stance_claims",
)


def normalise(rows: Sequence[Mapping[str, float]]) -> list[dict[str, float]]:
    """Min-max per feature within one topic (after imputing fallbacks); a constant feature becomes 0. Then the
    ``GATED_BY_REPETITION`` features of a page that repeats itself are multiplied by its ``repetition_gate``."""
    rows = impute_fallbacks(rows)
    names = sorted({name for row in rows for name in row})
    out: list[dict[str, float]] = [{} for _ in rows]
    for name in names:
        values = [row.get(name, 0.0) for row in rows]
        low, high = min(values), max(values)
        span = high - low
        for target, value in zip(out, values, strict=True):
            target[name] = (value - low) / span if span > 0 else 0.0
    for row, target in zip(rows, out, strict=True):
        if not row.get("fallback") and (gate := repetition_gate(row)) < 1.0:  # a snippet's q_ are the topic's mean
            for name in GATED_BY_REPETITION:
                if name in target:
                    target[name] *= gate
    return out


def combine(normalised: Sequence[Mapping[str, float]], weights: Mapping[str, float]) -> list[float]:
    """Each row's weighted sum, over the weighted features only (the rows hold some 80; a weight of 0 adds nothing),
    in the rows' own (sorted) order of names, so the float sums are those of the sum over every feature."""
    active = _weighted(weights)
    return [sum((weights[name] * row[name] for name in active if name in row), 0.0) for row in normalised]


def _weighted(weights: Mapping[str, float]) -> list[str]:
    return sorted(name for name, weight in weights.items() if weight)


def rerank(
    question: ParsedQuestion,
    query: str,
    candidates: Sequence[Candidate],
    documents: Mapping[tuple[str, str], Document],
    weights: Mapping[str, float],
    rerank_depth: int,
    task: str = "comparative",
    rows: Sequence[dict[str, float]] | None = None,
) -> list[RankedCandidate]:
    """The topic's final order: the top ``rerank_depth`` by combined score, then the rest in ChatNoir's order.

    ``rows`` are the head's raw features if the caller already has them (from the feature cache). Raises
    ValueError for an unknown ``task``, a ChatNoir rank below 1, or a weight that names no feature (WeightsError).
    """
    check_task(task)
    check_ranks(candidates)
    head = list(candidates[:rerank_depth])
    raw = list(rows) if rows is not None else extract_features(question, query, head, documents, task)
    names = {name for row in raw for name in row}
    if not names or not set(weights) <= names:  # the computed rows name every feature; else ask feature_names
        check_weight_names(weights, task, "weights")
    used = impute_fallbacks(raw)  # what the ranking uses, and what --explain shows
    norm = normalise(used)
    scores = combine(norm, weights)
    active = _weighted(weights)
    ranked = [
        RankedCandidate(
            candidate=c,
            features=r,
            normalised=n,
            contributions={k: weights[k] * n[k] for k in active if k in n},
            score=s,
        )
        for c, r, n, s in zip(head, used, norm, scores, strict=True)
    ]
    ranked.sort(key=lambda rc: (demoted(rc.features), -tie_level(rc.score), rc.candidate.chatnoir_rank))
    ranked += [RankedCandidate(candidate=c, features={}) for c in candidates[rerank_depth:]]
    for position, rc in enumerate(ranked, start=1):
        rc.final_rank = position
    return ranked


def _code_fingerprint() -> str:
    """A hash of the code that computes features, so cached feature rows never outlive a change to it."""
    return code_hash(("ranking.py", "nlp.py", "question", "features", "stance"))


class FeatureCache:
    """Raw feature rows per topic, on disk: a rerun over the same topics and documents computes nothing again.

    The key covers the code that computes features, the task, the query and its parse, and each document's
    identity and text, so any change to one of them is a miss, never a stale hit.
    """

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root) / "features"
        self._code = _code_fingerprint()

    def key(
        self,
        task: str,
        question: ParsedQuestion,
        query: str,
        candidates: Sequence[Candidate],
        documents: Mapping[tuple[str, str], Document],
    ) -> str:
        digest = hashlib.sha256()
        head = [self._code, task, query, question.objects, question.aspects, question.predicate]
        digest.update(json.dumps(head, ensure_ascii=False).encode())
        for cand in candidates:
            text, fell_back = document_text(cand, documents)
            digest.update(f"\0{cand.index}\0{cand.uuid}\0{cand.docno}\0{cand.score!r}\0{cand.chatnoir_rank}".encode())
            digest.update(f"\0{cand.title}\0{fell_back}\0".encode())
            digest.update(hashlib.sha1(text.encode("utf-8", "replace")).digest())
        return digest.hexdigest()

    def get(self, key: str) -> list[dict[str, float]] | None:
        try:
            rows = json.loads((self.root / key[:2] / f"{key}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return rows if isinstance(rows, list) else None

    def put(self, key: str, rows: Sequence[Mapping[str, float]]) -> None:
        data = json.dumps(list(rows), ensure_ascii=False).encode("utf-8")
        atomic_write_bytes(self.root / key[:2] / f"{key}.json", data, durable=False)
