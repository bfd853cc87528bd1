"""Benchmark of comparative question parsing (comparative_ir.question). Not a test: run it, read the figures.

    cd benchmarks && ../.venv/bin/python bench_question.py [--show-topics] [--repeat 3] [--cv-seeds 1,2]

- CompQuestions (all dev questions, direct and indirect), 5-fold cross-validation by question (seed 2022;
  questions with the same text share a fold): the model (tagger and pair ranker, ``train_model``, the direct
  questions counting double, as for the shipped model) is trained on four folds and parses the fifth. Exact object
  pair (case-insensitive, gold OBJ token runs joined), in order and in any order, on the direct questions with
  exactly two gold objects, also on the held-out half of ``split_half`` (the half of the direct questions the rules
  were not tuned on), and, for information, normalised (``normalise_object``: leading article and plural -s/-es
  ignored; the headline figure is the strict one). ``--cv-seeds 1,2`` also cross-validates with other fold seeds
  (the figure moves by about +-1 point between fold draws). The rules alone, for comparison. The shipped model
  (trained on all dev questions) on the same questions: optimistic, it has seen them. The gold is token labels,
  which cannot express a head shared by two objects ("steel or ceramic knives"), so these figures use
  ``distribute=False``; the shipped model with the default is shown for information.
- Object, aspect and predicate precision/recall (cross-validated) over the direct and the indirect questions:
  span level (exact span, case-insensitive) and token level (words of the spans).
- Touché 2022 topics (never trained on): exact object pair against ``<objects>``, strict (case-insensitive only)
  and normalised (leading article and plural -s/-es ignored as well).
- Question sets written for this project (``data/README.md``): title case, lower case, and a preposition before a
  comma list ("Where should I go in winter, Thailand or Vietnam?", "Should I stay at a hotel, an Airbnb or a
  hostel?").
- Readers against the gold (``data/compquestions_parse_readers.tsv``): 300 of the direct two-object questions
  (a random sample, seed 38), each annotated blind by two readers (helper agents, no code read) with the objects
  and aspects the question compares. How often does a careful reading give the gold pair? Beside it, the
  cross-validated parse of the same questions, also where both readers found the gold pair.
- Speed: questions/s of ``parse_questions`` (nlp.pipe) and of ``parse_question`` one by one, single process,
  BLAS threads pinned to 1.

The data is read from ../shared/data (or $COMPARATIVE_IR_SHARED_DATA) and never copied.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")  # one core: the figure must not depend on idle cores
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the working tree, not a stale installed copy

from comparative_ir.question import (  # noqa: E402
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
    training_weights,
)
from comparative_ir.question.assembly import _assemble  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402

SHARED = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
DEV = SHARED / "comparative" / "compquestions22-dev.tsv"
DIRECT = SHARED / "comparative" / "compquestions22-dev-direct.tsv"
INDIRECT = SHARED / "comparative" / "compquestions22-dev-indirect.tsv"
READERS = REPO / "benchmarks" / "data" / "compquestions_parse_readers.tsv"
TOPICS_2022 = SHARED / "touche-2022-task-2" / "topics-task2-2022.xml"
TITLES = {
    "2020": SHARED / "touche-2020-task-2" / "topics-task-2.xml",
    "2021": SHARED / "touche-2021-task-2" / "topics-task-2-only-titles-2021.xml",
}


def _two(
    parsed: list[ParsedQuestion], questions: list[LabelledQuestion], keep: set[str], normalise: bool = False
) -> tuple[int, float, float]:
    """(n, ordered, unordered) exact pair on the questions in ``keep`` (by text) with two gold objects."""
    pairs = [(p, q) for p, q in zip(parsed, questions, strict=True) if q.text in keep and len(q.spans("OBJ")) == 2]
    predicted, gold = [p.objects for p, _ in pairs], [q.spans("OBJ") for _, q in pairs]
    if normalise:
        predicted = [[normalise_object(o) for o in objects] for objects in predicted]
        gold = [[normalise_object(o) for o in objects] for objects in gold]
    ordered, unordered = pair_accuracy(predicted, gold)
    return len(pairs), ordered, unordered


def bench_compquestions(cv_seeds: list[int]) -> None:
    dev = read_labelled_questions(DEV)
    direct_questions = read_labelled_questions(DIRECT)
    direct = {q.text for q in direct_questions}
    held_out = {q.text for q in split_half(direct_questions)[1]}
    indirect = {q.text for q in dev} - direct
    analysed = analyse_labelled(dev)
    weights = training_weights(dev, direct)
    started = time.perf_counter()
    parsed = cross_validate(dev, analysed=analysed, weights=weights)
    seconds = time.perf_counter() - started
    rules = [_assemble(q.text, a, None, distribute=False) for q, (a, _) in zip(dev, analysed, strict=True)]
    shipped = parse_questions([q.text for q in dev], distribute=False)
    shipped_default = parse_questions([q.text for q in dev])
    print("CompQuestions direct questions with two gold objects, exact object pair (in order / any order):")
    rows = (
        ("5-fold cross-validation", parsed, direct),
        ("  held-out half only", parsed, held_out),
        ("rules alone (no training)", rules, direct),
        ("  held-out half only", rules, held_out),
        ("shipped model (optimistic)", shipped, direct),
        ("  default distribute=True", shipped_default, direct),
    )
    for name, result, keep in rows:
        n, ordered, unordered = _two(result, dev, keep)
        print(f"  {name:27s} n={n:3d}  {ordered:6.1%} / {unordered:6.1%}")
    n, ordered, unordered = _two(parsed, dev, direct, normalise=True)
    print(f"  {'5-fold CV, normalised':27s} n={n:3d}  {ordered:6.1%} / {unordered:6.1%}  (article, plural ignored)")
    figures = [_two(parsed, dev, direct)[2]]
    for seed in cv_seeds:
        figures.append(_two(cross_validate(dev, analysed=analysed, weights=weights, seed=seed), dev, direct)[2])
    if cv_seeds:
        listed = ", ".join(f"{x:.1%}" for x in figures)
        mean = statistics.mean(figures)
        print(f"  5-fold CV with fold seeds {[2022, *cv_seeds]}: {listed} (any order); mean {mean:.1%}")
    print(f"  (cross-validation: 5 models, each with a 3-fold jackknife for its pair ranker, in {seconds:.0f} s)")
    bench_readers(dev, parsed)
    print("Precision / recall, 5-fold cross-validation (span level exact; token level):")
    for name, keep in (("direct", direct), ("indirect", indirect)):
        chosen = [(p, q) for p, q in zip(parsed, dev, strict=True) if q.text in keep]
        predicted = {
            "OBJ": [p.objects for p, _ in chosen],
            "ASP": [p.aspects for p, _ in chosen],
            "PRED": [[p.predicate] if p.predicate else [] for p, _ in chosen],
        }
        for label, pred in predicted.items():
            gold = [q.spans(label) for _, q in chosen]
            sp, sr = precision_recall(pred, gold)
            tp, tr = precision_recall(pred, gold, tokens=True)
            print(f"  {name:8s} {label:4s} span P {sp:5.1%} R {sr:5.1%}   token P {tp:5.1%} R {tr:5.1%}")


def read_readers(path: Path = READERS) -> dict[str, dict[str, tuple[list[tuple[int, int]], list[tuple[int, int]]]]]:
    """sentence id -> reader -> (objects, aspects), each a [start, end) range of the question's words (the file
    holds word positions, not the words: the questions stay in the shared data)."""
    out: dict[str, dict[str, tuple[list[tuple[int, int]], list[tuple[int, int]]]]] = {}
    with path.open(encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            qid, reader, objects, aspects, _ = line.rstrip("\n").split("\t")
            spans = tuple([(int(a), int(b)) for a, b in json.loads(field)] for field in (objects, aspects))
            out.setdefault(qid, {})[reader] = (spans[0], spans[1])
    return out


def _words(question: LabelledQuestion, spans: Sequence[tuple[int, int]]) -> list[str]:
    return [" ".join(question.words[start:end]) for start, end in spans]


def bench_readers(dev: list[LabelledQuestion], parsed: list[ParsedQuestion]) -> None:
    """The readers' pairs and the cross-validated parse against the gold, on the questions both readers annotated."""
    readers = read_readers()
    chosen = [(q, p) for q, p in zip(dev, parsed, strict=True) if q.qid in readers]
    gold = [q.spans("OBJ") for q, _ in chosen]
    ours = [p.objects for _, p in chosen]
    first = [_words(q, readers[q.qid]["1"][0]) for q, _ in chosen]
    second = [_words(q, readers[q.qid]["2"][0]) for q, _ in chosen]

    def same(a: Sequence[str], b: Sequence[str]) -> bool:
        return sorted(x.lower() for x in a) == sorted(x.lower() for x in b)

    print(f"Readers against the gold ({len(chosen)} direct two-object questions, two readers each, blind; any order):")
    for name, pairs in (("first reader", first), ("second reader", second), ("5-fold CV parse", ours)):
        hits = sum(same(a, g) for a, g in zip(pairs, gold, strict=True))
        print(f"  {name:16s} exact pair {hits:3d} ({hits / len(gold):6.1%})")
    agree = sum(same(a, b) for a, b in zip(first, second, strict=True))
    print(f"  the two readers give the same pair: {agree} ({agree / len(gold):.1%})")
    either = sum(same(a, g) or same(b, g) for a, b, g in zip(first, second, gold, strict=True))
    print(f"  either reader gives the gold pair: {either} ({either / len(gold):.1%})")
    clear = [k for k, (a, b, g) in enumerate(zip(first, second, gold, strict=True)) if same(a, g) and same(b, g)]
    right = sum(same(ours[k], gold[k]) for k in clear)
    print(
        f"  both readers give the gold pair: {len(clear)}; the CV parse gets {right} of them ({right / len(clear):.1%})"
    )
    for name, reader in (("first reader", "1"), ("second reader", "2")):
        objects_p, objects_r = precision_recall([_words(q, readers[q.qid][reader][0]) for q, _ in chosen], gold)
        aspects_p, aspects_r = precision_recall(
            [_words(q, readers[q.qid][reader][1]) for q, _ in chosen], [q.spans("ASP") for q, _ in chosen]
        )
        print(f"  {name:16s} span P / R: objects {objects_p:5.1%} / {objects_r:5.1%}, ", end="")
        print(f"aspects {aspects_p:5.1%} / {aspects_r:5.1%}")
    objects_p, objects_r = precision_recall(ours, gold)
    aspects_p, aspects_r = precision_recall([p.aspects for _, p in chosen], [q.spans("ASP") for q, _ in chosen])
    print(f"  {'5-fold CV parse':16s} span P / R: objects {objects_p:5.1%} / {objects_r:5.1%}, ", end="")
    print(f"aspects {aspects_p:5.1%} / {aspects_r:5.1%}")


def bench_topics(show: bool) -> None:
    topics = parse_topics(TOPICS_2022)
    parsed = parse_questions([t.title for t in topics])
    gold = [t.objects or () for t in topics]
    strict, _ = pair_accuracy([p.objects for p in parsed], gold)
    normalised, _ = pair_accuracy(
        [[normalise_object(o) for o in p.objects] for p in parsed], [[normalise_object(o) for o in g] for g in gold]
    )
    print(
        f"Touché 2022 topics (n={len(topics)}, shipped model, not trained on), exact object pair: strict {strict:.1%}, "
        f"normalised {normalised:.1%}"
    )
    for topic, p in zip(topics, parsed, strict=True):
        if [o.lower() for o in p.objects] != [o.lower() for o in topic.objects or ()]:
            print(f"  miss {topic.number}: {topic.title!r} gold {list(topic.objects or ())} got {list(p.objects)}")
    if show:
        for year, path in TITLES.items():
            print(f"Touché {year} titles:")
            for topic in parse_topics(path):
                r = parse_question(topic.title)
                print(f"  {topic.title:78s} {r.comparative!s:5} {list(r.objects)} {list(r.aspects)} {r.predicate}")


def title_case(question: str) -> str:
    """The question as a user typing In Title Case writes it: each word's first letter capitalised."""
    return " ".join(w[:1].upper() + w[1:] if w[:1].islower() else w for w in question.split(" "))


def bench_title_case() -> None:
    """The same questions typed in title case, shipped model: how much a user loses by typing "Is Coffee Or Tea
    Healthier?" (optimistic for CompQuestions, which the model learnt from, as typed and in title case alike)."""
    direct = [q for q in read_labelled_questions(DIRECT) if len(q.spans("OBJ")) == 2]
    topics = parse_topics(TOPICS_2022)
    print("Typed in title case, exact object pair (any case), shipped model: as typed / in title case")
    for name, texts, gold, distribute in (
        ("CompQuestions direct, two objects", [q.text for q in direct], [q.spans("OBJ") for q in direct], False),
        ("Touché 2022 topics", [t.title for t in topics], [list(t.objects or ()) for t in topics], True),
    ):
        typed = parse_questions(texts, distribute=distribute)
        titled = parse_questions([title_case(t) for t in texts], distribute=distribute)
        as_typed, _ = pair_accuracy([p.objects for p in typed], gold)
        in_title, _ = pair_accuracy([p.objects for p in titled], gold)
        print(f"  {name:34s} n={len(texts):3d}  {as_typed:6.1%} / {in_title:6.1%}")


TITLE_CASE_SETS = Path(__file__).resolve().parent / "data" / "title_case_questions.jsonl"


def bench_title_case_sets() -> None:
    """Questions written in title case for this project by testers blind to the code (``data/README.md``): the
    exact pair in any case ("blind" sets), or in any order with a leading article ignored (the set written to break
    the title-case reading, scored as its author scored it)."""
    rows = [json.loads(line) for line in TITLE_CASE_SETS.read_text(encoding="utf-8").splitlines() if line.strip()]
    parsed = parse_questions([row["question"] for row in rows])

    def lenient(objects: Sequence[str]) -> list[str]:
        return sorted(re.sub(r"^(the|a|an)\s+", "", o.lower().strip(" \"'?.")) for o in objects)

    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for row, p in zip(rows, parsed, strict=True):
        total[row["set"]] += 1
        if row["set"].startswith("break"):
            right[row["set"]] += lenient(p.objects) == lenient(row["objects"])
        else:
            right[row["set"]] += [o.lower() for o in p.objects] == [o.lower() for o in row["objects"]]
    print("Title-case question sets written for this project (data/title_case_questions.jsonl):")
    for name in total:
        print(f"  {name:10s} {right[name]:3d} of {total[name]}")


LIST_SETS = Path(__file__).resolve().parent / "data" / "list_questions.jsonl"


def bench_list_sets() -> None:
    """Questions with a comma list or a comma before the options, a preposition before the comma, written for this
    project by testers blind to the code (``data/README.md``): exact objects in order, any case, per set and class
    ("scene": the preposition's object is no option; "list": it is the first option)."""
    print("Questions with a preposition before a comma list, written for this project (data/list_questions.jsonl):")
    _print_sets(LIST_SETS, lambda p, g: [o.lower() for o in p] == [o.lower() for o in g], width=10)


def _print_sets(path: Path, same: Callable[[Sequence[str], Sequence[str]], bool], width: int) -> None:
    """Each set's and each of its classes' count of questions whose objects are ``same`` as the gold."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    parsed = parse_questions([row["question"] for row in rows])
    right: Counter[tuple[str, str]] = Counter()
    total: Counter[tuple[str, str]] = Counter()
    for row, p in zip(rows, parsed, strict=True):
        for key in ((row["set"], "all"), (row["set"], row["class"])):
            total[key] += 1
            right[key] += same(p.objects, row["objects"])
    for name in dict.fromkeys(s for s, _ in total):
        classes = ", ".join(f"{c} {right[(name, c)]}/{total[(name, c)]}" for s, c in total if s == name and c != "all")
        print(f"  {name:{width}s} {right[(name, 'all')]:3d} of {total[(name, 'all')]}  ({classes})")


LOWER_CASE_SETS = Path(__file__).resolve().parent / "data" / "lower_case_questions.jsonl"


def _same_objects(predicted: Sequence[str], gold: Sequence[str]) -> bool:
    """In order, any case, a leading article and a plural -s ignored (``normalise_object``)."""
    return [normalise_object(o.lower()) for o in predicted] == [normalise_object(o.lower()) for o in gold]


def bench_lower_case() -> None:
    """Questions typed all in lower case, as search boxes get them: the gold sets above lower-cased (as typed /
    lower-cased), and questions written in lower case for this project by a tester blind to the code
    (``data/lower_case_questions.jsonl``: every other line is the held-out half, measured once)."""
    rows = [json.loads(line) for path in (TITLE_CASE_SETS, LIST_SETS) for line in path.read_text("utf-8").splitlines()]
    rows += [
        {"set": "Touché 2022", "question": t.title, "objects": list(t.objects or ())} for t in parse_topics(TOPICS_2022)
    ]
    typed = parse_questions([row["question"] for row in rows])
    lowered = parse_questions([row["question"].lower() for row in rows])
    right: Counter[tuple[str, str]] = Counter()
    total: Counter[str] = Counter()
    for row, a, b in zip(rows, typed, lowered, strict=True):
        total[row["set"]] += 1
        right[(row["set"], "typed")] += _same_objects(a.objects, row["objects"])
        right[(row["set"], "lower")] += _same_objects(b.objects, row["objects"])
    print("Typed in lower case: the sets above as typed / lower-cased (in order, article and plural ignored):")
    for name in [*total, "all"]:
        n = total[name] if name != "all" else sum(total.values())
        a, b = ((right[(name, k)] if name != "all" else sum(right[(s, k)] for s in total)) for k in ("typed", "lower"))
        print(f"  {name:12s} {a:4d} / {b:4d} of {n}")
    print("Questions written in lower case for this project (data/lower_case_questions.jsonl):")
    _print_sets(LOWER_CASE_SETS, _same_objects, width=18)


def bench_speed(repeat: int) -> None:
    texts = [q.text for q in read_labelled_questions(DIRECT) + read_labelled_questions(INDIRECT)]
    texts += [t.title for t in parse_topics(TOPICS_2022)]
    parse_questions(texts[:50])  # load the model outside the timing
    piped, single = [], []
    for _ in range(repeat):
        started = time.perf_counter()
        parse_questions(texts)
        piped.append(len(texts) / (time.perf_counter() - started))
        started = time.perf_counter()
        for text in texts[:500]:
            parse_question(text)
        single.append(500 / (time.perf_counter() - started))
    print(
        f"Speed ({len(texts)} questions, median of {repeat}): parse_questions {statistics.median(piped):.0f} q/s, "
        f"parse_question {statistics.median(single):.0f} q/s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-topics", action="store_true", help="print the parse of the 2020 and 2021 titles")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cv-seeds", default="", help="also cross-validate with these fold seeds, e.g. 1,2")
    args = parser.parse_args()
    missing = [p for p in (DEV, DIRECT, INDIRECT, TOPICS_2022) if not p.exists()]
    if missing:
        print(f"shared data missing: {', '.join(map(str, missing))} (set COMPARATIVE_IR_SHARED_DATA)", file=sys.stderr)
        return 2
    bench_compquestions([int(x) for x in args.cv_seeds.split(",") if x.strip()])
    bench_topics(args.show_topics)
    bench_title_case()
    bench_title_case_sets()
    bench_list_sets()
    bench_lower_case()
    bench_speed(args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
