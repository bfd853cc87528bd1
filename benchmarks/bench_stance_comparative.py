"""Stance of answers towards the compared objects (CompQuestions 2022 stance set): quality and speed.

    cd benchmarks && ../.venv/bin/python bench_stance_comparative.py [--data TSV] [--repeat 3] [--cores all]
        [--folds 5] [--seeds 5] [--no-cv] [--oracle-mentions]

The shipped classifier is a small model (comparative_model.json, ``scripts/train_stance_model.py``) trained on
all the rows with an answer text of this very file, over the rule reading of each answer. So:

1. the figure that counts: the whole training procedure cross-validated, folds grouped by question, repeated
   with --seeds shuffles, median macro-F1 (per-class F1 and the confusion matrix of the median run);
2. the held-out half (a fixed random half, seed 22, which the rules' thresholds were not chosen on): the
   procedure trained on the other half only, and the rules alone;
3. the shipped classifier on all rows and on each half: OPTIMISTIC, it was trained on them (kept to check that
   the shipped file is the one the script writes; the rules alone beside, which were not trained);
4. the same with the objects parsed from the question (``parse_question``), for information (optimistic too).

The Yahoo! Answers rows of the file carry only ids instead of question and answer (their text is
licence-restricted), so they are counted apart and left out. The data (Stack Exchange, CC BY-SA, and Yahoo!
Answers, licence-restricted) is only read here: nothing from it is copied into the repository.

Readers (``data/compquestions_stance_readers.tsv``): each of the 321 answers labelled blind by two readers (helper
agents, no code read; question, the two objects and the answer) with the Touché 2022 definitions. Their labels
against the gold say how far a careful reading gets; beside them, the cross-validated labels of the median run
against the gold where both readers agree with it, and against the readers.

``--oracle-mentions`` (a diagnostic, nothing else runs): the cross-validation again with the annotators' own
object mentions (the file's ``mask_pos_1`` / ``mask_pos_2``, which include paraphrases and pronoun-like
references) put in place of the answers' text as two made-up names, and those names as the objects: what perfect
mention finding would be worth. First it counts how many of the annotated mentions the rules find (``mention_recall``).

Written blind (``data/README.md``): the pages of session 40 (both models) and 80 answers of session 41 (the answers
model), labels fixed before any run.

Speed (pinned to one core unless --cores all, median of --repeat runs, model already loaded): ms per answer and
documents/s, and ms per 1,000-word page (answers concatenated at run time: a sparse page where the objects
appear in the first answer only, and a dense one repeating an answer about them).
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import os
import random
import re
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "scripts"))

import train_stance_model as T  # noqa: E402

from comparative_ir.features.text import defined_initials, same_name  # noqa: E402
from comparative_ir.question import parse_questions  # noqa: E402
from comparative_ir.stance import comparative as C  # noqa: E402
from comparative_ir.stance.comparative import LABELS, comparative_stance, comparative_stances  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
TSV = DATA / "comparative" / "compquestions22-stance-dataset-dev.tsv"
#: ClueWeb12 texts of the documents judged relevant for the odd Touché 2020 topics, and readers' stance labels of them
REAL_PAGES = DATA / "touche-2020-task-2" / "docs" / "judged-relevant-docs-text-levirank-odd-topics.jsonl.gz"
READERS = Path(__file__).resolve().parent / "data" / "compquestions_stance_readers.tsv"
REAL_PAGES_JUDGED = Path(__file__).resolve().parent / "data" / "comparative_stance_pages_judged.tsv"
SEED = 22
GOLD = {"0": "NO", "1": "NEUTRAL", "2": "FIRST", "3": "SECOND"}
PAGE_WORDS = 1000


def load(path: Path) -> tuple[list[dict[str, str]], int]:
    """Rows with an answer text, and how many rows carry only ids (the Yahoo! Answers part)."""
    csv.field_size_limit(sys.maxsize)
    with path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    with_text = [r for r in rows if not r["answer"].strip().isdigit()]
    return with_text, len(rows) - len(with_text)


def split(n: int) -> tuple[list[int], list[int]]:
    """The fixed development half and the held-out half (row indices)."""
    order = list(range(n))
    random.Random(SEED).shuffle(order)
    return sorted(order[: n // 2]), sorted(order[n // 2 :])


def macro_f1(gold: Sequence[str], predicted: Sequence[str]) -> tuple[float, list[tuple[int, int, float, float, float]]]:
    """Macro-F1 over LABELS and, per label, (gold, predicted, P, R, F1)."""
    per_class = []
    for label in LABELS:
        tp = sum(g == p == label for g, p in zip(gold, predicted, strict=True))
        n_gold = sum(g == label for g in gold)
        n_pred = sum(p == label for p in predicted)
        precision = tp / n_pred if n_pred else 0.0
        recall = tp / n_gold if n_gold else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_class.append((n_gold, n_pred, precision, recall, f1))
    return sum(c[4] for c in per_class) / len(LABELS), per_class


def report(name: str, gold: list[str], predicted: list[str], majority: str) -> float:
    macro, per_class = macro_f1(gold, predicted)
    print(f"\n== {name}: {len(gold)} texts ==")
    print(f"{'label':8} {'gold':>5} {'pred':>5} {'P':>6} {'R':>6} {'F1':>6}")
    for label, (n_gold, n_pred, precision, recall, f1) in zip(LABELS, per_class, strict=True):
        print(f"{label:8} {n_gold:5} {n_pred:5} {precision:6.3f} {recall:6.3f} {f1:6.3f}")
    accuracy = sum(g == p for g, p in zip(gold, predicted, strict=True)) / len(gold)
    print(f"macro-F1 {macro:.4f}   accuracy {accuracy:.4f}")
    always_no = macro_f1(gold, ["NO"] * len(gold))[0]
    always_majority = macro_f1(gold, [majority] * len(gold))[0]
    print(
        f"baselines: always NO {always_no:.4f}, always {majority} (majority of the development half) "
        f"{always_majority:.4f}"
    )
    print("confusion (rows gold, columns predicted):")
    print(" " * 8 + "".join(f"{label:>8}" for label in LABELS))
    for g in LABELS:
        print(
            f"{g:8}"
            + "".join(f"{sum(1 for x, y in zip(gold, predicted, strict=True) if x == g and y == p):8}" for p in LABELS)
        )
    return macro


def timed(function: Callable[[], object], repeat: int) -> float:
    """Median seconds of ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        function()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def pages(rows: list[dict[str, str]], dense: bool) -> list[tuple[str, tuple[str, str], str]]:
    """1,000-word pages: a row's answer, then other answers (sparse) or itself again (dense)."""
    built = []
    for k, row in enumerate(rows):
        words = row["answer"].split()
        j = k
        while len(words) < PAGE_WORDS:
            j = k if dense else (j + 1) % len(rows)
            words += rows[j]["answer"].split()
        built.append((" ".join(words[:PAGE_WORDS]), (row["object_1"], row["object_2"]), row["question"]))
    return built


def rule_labels(items: list[tuple[str, tuple[str, ...], str]]) -> list[str]:
    """The rules' own decision (what the model reads, before it decides)."""
    return [rules.label for _, rules in C._readings(items)]


def evaluate(title: str, rows: list[dict[str, str]], objects: list[tuple[str, ...]]) -> dict[str, float]:
    """The shipped classifier (OPTIMISTIC: trained on these rows) and the rules alone, per half and on all."""
    items = [(r["answer"], o, r["question"]) for r, o in zip(rows, objects, strict=True)]
    predicted = [e.label for e in comparative_stances(items, pages=False)]  # answers, not web pages
    rules = rule_labels(items)
    gold = [GOLD[r["answer_stance"]] for r in rows]
    dev, held_out = split(len(rows))
    dev_gold = [gold[i] for i in dev]
    majority = max(LABELS, key=dev_gold.count)
    print(f"\n######## {title} ########")
    scores = {}
    for name, labels in (("shipped model (OPTIMISTIC: trained on all these rows)", predicted), ("rules alone", rules)):
        short = "model" if name.startswith("shipped") else "rules"
        scores[f"{short} development half"] = report(
            f"{name}, development half", dev_gold, [labels[i] for i in dev], majority
        )
        scores[f"{short} held-out half"] = report(
            f"{name}, held-out half", [gold[i] for i in held_out], [labels[i] for i in held_out], majority
        )
        scores[f"{short} all"] = report(f"{name}, all answers with text", gold, labels, majority)
    return scores


def honest(rows: list[dict[str, str]], folds: int, seeds: int) -> dict[str, float]:
    """The training procedure cross-validated (grouped by question) and trained on the development half only."""
    data = T.examples(rows)
    keys = T.groups(rows)
    gold = [GOLD[r["answer_stance"]] for r in rows]
    dev, held_out = split(len(rows))
    majority = max(LABELS, key=[gold[i] for i in dev].count)
    print(f"\n######## the training procedure, not the shipped model: {T.__file__} ########")
    figures, predicted = T.cross_validate(data, keys, folds, seeds)
    print(
        f"\ngrouped {folds}-fold cross-validation by question ({len(set(keys))} questions), seeds "
        f"{figures['seeds']}: macro-F1 per seed {figures['macro_f1_runs']}, median {figures['macro_f1_median']:.4f}"
    )
    report(
        f"cross-validation, median run (seed {figures['median_run_seed']}, out-of-fold predictions)",
        gold,
        [LABELS[p] for p in predicted],
        majority,
    )
    readers_report(rows, gold, [LABELS[p] for p in predicted])
    items = [(r["answer"], (r["object_1"], r["object_2"]), r["question"]) for r in rows]
    quiet = [C.quiet_page(reading) for reading, _ in C._readings(items)]
    pages, _ = T.cross_validate(data, keys, folds, seeds, quiet=quiet)
    print(
        f"\nthe same, labelled as web pages are ({sum(quiet)} answers that weigh nothing are NO; the default of "
        f"runs and of `stance`): macro-F1 per seed {pages['macro_f1_runs']}, median "
        f"{pages['macro_f1_median']:.4f}, per class {pages['median_run_f1']}"
    )
    _, held_predicted = T.held_out_half(data, keys)
    held = report(
        "held-out half, procedure trained on the development half only",
        [gold[i] for i in held_out],
        [LABELS[p] for p in held_predicted],
        majority,
    )
    return {"cross-validation median": figures["macro_f1_median"], "held-out half": held}


def read_readers(path: Path = READERS) -> dict[tuple[str, str], dict[str, str]]:
    """(ds, id) -> reader -> label."""
    out: dict[tuple[str, str], dict[str, str]] = {}
    with path.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            out.setdefault((row["ds"], row["id"]), {})[row["reader"]] = row["label"]
    return out


def readers_report(rows: list[dict[str, str]], gold: list[str], predicted: list[str]) -> None:
    """How far a careful reading gets against the gold, and the cross-validated labels beside it."""
    readers = read_readers()
    first = [readers[(r["ds"], r["id"])]["1"] for r in rows]
    second = [readers[(r["ds"], r["id"])]["2"] for r in rows]
    print(f"\n== readers against the gold: {len(rows)} answers, two readers each, blind ==")
    for name, labels in (("first reader", first), ("second reader", second), ("CV median run", predicted)):
        macro, per_class = macro_f1(gold, labels)
        right = sum(g == p for g, p in zip(gold, labels, strict=True))
        f1s = " ".join(f"{label} {c[4]:.3f}" for label, c in zip(LABELS, per_class, strict=True))
        print(f"{name:14} macro-F1 {macro:.4f} ({right} right; {f1s})")
    both = sum(a == b for a, b in zip(first, second, strict=True))
    print(f"the two readers: macro-F1 {macro_f1(first, second)[0]:.4f}, the same label {both} times")
    for name, reference in (("first reader", first), ("second reader", second)):
        print(f"CV median run against the {name}'s labels: macro-F1 {macro_f1(reference, predicted)[0]:.4f}")
    clear = [k for k in range(len(rows)) if first[k] == second[k] == gold[k]]
    right = sum(predicted[k] == gold[k] for k in clear)
    print(f"both readers give the gold label: {len(clear)} answers; the CV median run gets {right} of them")
    print("confusion of the first reader (rows gold, columns the reader's):")
    print(" " * 8 + "".join(f"{label:>8}" for label in LABELS))
    for g in LABELS:
        counts = "".join(f"{sum(x == g and y == p for x, y in zip(gold, first, strict=True)):8}" for p in LABELS)
        print(f"{g:8}{counts}")


ORACLE_NAMES = ("Foobarix", "Quuxalot")  # made-up names no answer contains


def with_gold_mentions(row: dict[str, str]) -> dict[str, str]:
    """The row with every annotated mention of an object (character spans) replaced by that object's made-up name,
    in the answer and (by name) in the question; the made-up names become the objects."""
    spans = sorted(
        (start, end, side)
        for side, key in enumerate(("mask_pos_1", "mask_pos_2"))
        for start, end in json.loads(row[key] or "[]")
    )
    answer, parts, position = row["answer"], [], 0
    for start, end, side in spans:
        if start >= position:  # overlapping annotations: the first wins
            parts += [answer[position:start], ORACLE_NAMES[side]]
            position = end
    parts.append(answer[position:])
    question = row["question"]
    for name, made_up in zip((row["object_1"], row["object_2"]), ORACLE_NAMES, strict=True):
        if name.strip():
            question = re.sub(re.escape(name.strip()), made_up, question, flags=re.IGNORECASE)
    return {**row, "answer": "".join(parts), "question": question,
            "object_1": ORACLE_NAMES[0], "object_2": ORACLE_NAMES[1]}  # fmt: skip


def mention_recall(rows: list[dict[str, str]]) -> tuple[int, int, int, int]:
    """How many of the annotators' mention spans (``mask_pos_1`` / ``mask_pos_2``) a mention the rules find
    overlaps, for the right object and for the other; and the rules' mentions no annotated span overlaps (many of
    them right: the annotators marked the mentions that matter to the stance, not every one)."""
    total = found = other = unmarked = 0
    for row in rows:
        names = (row["object_1"].strip(), row["object_2"].strip())
        if not all(names) or same_name(*names):
            continue
        text = row["answer"].replace("’", "'")
        context = " ".join(filter(None, (row["question"], defined_initials(text)))) or None
        plain = (C._object_pattern(names[0], names[1], context), C._object_pattern(names[1], names[0], context))
        aliases = [a + C._plain_spelling(n) for a, n in zip(C._page_aliases(text, plain), names, strict=True)]
        patterns = (
            C._object_pattern(names[0], names[1], context, tuple(aliases[0])),
            C._object_pattern(names[1], names[0], context, tuple(aliases[1])),
        )
        ours = C._mentions(text, patterns)
        marked = [json.loads(row["mask_pos_1"] or "[]"), json.loads(row["mask_pos_2"] or "[]")]
        for side in (0, 1):
            for start, end in marked[side]:
                total += 1
                if any(a < end and start < b for a, b in ours[side]):
                    found += 1
                elif any(a < end and start < b for a, b in ours[1 - side]):
                    other += 1
            unmarked += sum(not any(a < e and s < b for s, e in marked[side]) for a, b in ours[side])
    return total, found, other, unmarked


def oracle_mentions(rows: list[dict[str, str]], folds: int, seeds: int) -> None:
    total, found, other, unmarked = mention_recall(rows)
    print(f"annotated mentions the rules find: {found} of {total} ({found / total:.1%}), as the other object "
          f"{other}; the rules' mentions no annotation marks: {unmarked}")  # fmt: skip
    for name, chosen in (
        ("mentions found by the rules", rows),
        ("annotated mentions (oracle)", [with_gold_mentions(r) for r in rows]),
    ):
        figures, _ = T.cross_validate(T.examples(chosen), T.groups(chosen), folds, seeds)
        per_class = ", ".join(f"{k} {v:.3f}" for k, v in figures["median_run_f1"].items())
        print(f"{name:30s} grouped {folds}-fold CV, macro-F1 per seed {figures['macro_f1_runs']}, "
              f"median {figures['macro_f1_median']:.4f} (median run: {per_class})")  # fmt: skip


PAGES_TEST = Path(__file__).resolve().parents[1] / "data" / "comparative-stance-pages-test.jsonl"


def web_pages() -> dict[str, float]:
    """Both shipped models on the hand-labelled web pages never trained on (data/comparative-stance-pages-test.jsonl):
    the answers' model (comparative_model.json) and the one runs use (comparative_pages_model.json)."""
    with PAGES_TEST.open(encoding="utf-8") as handle:
        test = [json.loads(line) for line in handle if line.strip()]
    items = [(p["text"], tuple(p["objects"]), p["question"]) for p in test]
    gold = [p["stance"] for p in test]
    print(f"\n######## web pages: {PAGES_TEST.name} ({len(test)} pages, never trained on) ########")
    return both_models(items, gold, "NEUTRAL")


BLIND_PAGES = Path(__file__).resolve().parent / "data" / "comparative_stance_pages_blind.jsonl.gz"
BLIND_ANSWERS = Path(__file__).resolve().parent / "data" / "comparative_stance_answers_blind.jsonl.gz"


def written_sets(path: Path, kind: str) -> list[tuple[str, list, list[str]]]:
    """The sets of a file of texts written blind (data/README.md): each set's name, items and gold labels."""
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        texts = [json.loads(line) for line in handle if line.strip()]
    sets = []
    for name in sorted({t["set"] for t in texts}):
        chosen = [t for t in texts if t["set"] == name]
        print(f"\n######## {kind} written blind: {path.name}, set {name} ({len(chosen)} {kind}) ########")
        items = [(t["text"], tuple(t["objects"]), t["question"]) for t in chosen]
        sets.append((name, items, [t["stance"] for t in chosen]))
    return sets


def blind_pages() -> dict[str, float]:
    """Both shipped models on the two sets of web pages written blind in session 40."""
    scores = {}
    for name, items, gold in written_sets(BLIND_PAGES, "web pages"):
        for model, score in both_models(items, gold, "NO").items():
            scores[f"{name} {model}"] = score
    return scores


def blind_answers() -> dict[str, float]:
    """The answers model on the two sets of answers written blind in session 41, read as answers are: `s41a` names
    the favoured object by other words on purpose, `s41b` is written naturally."""
    scores = {}
    for name, items, gold in written_sets(BLIND_ANSWERS, "answers"):
        predicted = [e.label for e in comparative_stances(items, pages=False)]
        scores[f"{name} answers model"] = report("answers model", gold, predicted, "FIRST")
    return scores


def both_models(items: list, gold: list[str], majority: str) -> dict[str, float]:
    """Macro-F1 of each shipped model on web pages (read as runs read them), reported."""
    scores = {}
    original = C._model
    for name, pages_model in (("answers model", False), ("pages model (the default of runs and `stance`)", True)):
        chosen = original(pages_model)
        C._model = lambda pages=False, chosen=chosen: chosen  # type: ignore[misc]
        try:
            predicted = [e.label for e in comparative_stances(items)]
        finally:
            C._model = original
        scores[name.split(" (")[0]] = report(name, gold, predicted, majority)
    return scores


def real_pages() -> dict[str, float]:
    """Both shipped models on real web pages: the 73 ClueWeb12 texts judged relevant for the odd Touché 2020 topics,
    labelled by readers (data/comparative_stance_pages_judged.tsv, session 37), with the objects the readers saw."""
    if not REAL_PAGES.exists():
        print(f"\n(real pages skipped: {REAL_PAGES} not found)")
        return {}
    with gzip.open(REAL_PAGES, "rt", encoding="utf-8") as handle:
        texts = {(str(row["qid"]), row["docno"]): row["text"] for row in map(json.loads, handle)}
    with REAL_PAGES_JUDGED.open(encoding="utf-8") as handle:
        judged = list(csv.DictReader(handle, delimiter="\t"))
    topics = {t.number: t.title for t in parse_topics(DATA / "touche-2020-task-2" / "topics-task-2.xml")}
    items = [
        (texts[(j["qid"], j["docno"])], tuple(o for o in (j["first"], j["second"]) if o), topics[j["qid"]])
        for j in judged
    ]
    gold = [j["label"] for j in judged]
    print(
        f"\n######## real web pages: {REAL_PAGES_JUDGED.name} ({len(items)} ClueWeb12 pages, readers' labels) ########"
    )
    return both_models(items, gold, "NO")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=TSV, help=f"stance tsv (default {TSV})")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cores", choices=["one", "all"], default="one")
    parser.add_argument("--folds", type=int, default=T.FOLDS, help="cross-validation folds (grouped by question)")
    parser.add_argument("--seeds", type=int, default=T.SEEDS, help="cross-validation repetitions (median reported)")
    parser.add_argument("--no-cv", action="store_true", help="skip the cross-validation of the training procedure")
    parser.add_argument("--oracle-mentions", action="store_true", help="only: CV with the annotated object mentions")
    args = parser.parse_args()
    if not args.data.exists():
        sys.exit(f"stance data not found at {args.data} (set COMPARATIVE_IR_SHARED_DATA or --data)")
    if args.cores == "one" and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    rows, without_text = load(args.data)
    print(
        f"{args.data}: {len(rows)} answers with text, {without_text} rows with ids only (left out); split seed {SEED}"
    )

    if args.oracle_mentions:
        oracle_mentions(rows, args.folds, args.seeds)
        return
    comparative_stance("warm up: A is better than B.", ("A", "B"))
    honest_scores = {} if args.no_cv else honest(rows, args.folds, args.seeds)
    scores = evaluate("objects from the file", rows, [(r["object_1"], r["object_2"]) for r in rows])
    parsed = parse_questions([r["question"] for r in rows])
    parsed_scores = evaluate("objects parsed from the question", rows, [p.objects[:2] for p in parsed])

    web_scores = web_pages()
    blind_scores = blind_pages()
    blind_answer_scores = blind_answers()
    real_scores = real_pages()
    items = [(r["answer"], (r["object_1"], r["object_2"]), r["question"]) for r in rows]
    batched = timed(lambda: comparative_stances(items), args.repeat)
    single = timed(lambda: [comparative_stance(*item) for item in items], args.repeat)
    rules_only = timed(lambda: rule_labels(items), args.repeat)
    sparse, dense = pages(rows, dense=False), pages(rows, dense=True)
    sparse_time = timed(lambda: comparative_stances(sparse), args.repeat)
    dense_time = timed(lambda: comparative_stances(dense), args.repeat)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    mean_words = statistics.mean(len(r["answer"].split()) for r in rows)
    print(f"\n== speed ({cores} core(s), median of {args.repeat}) ==")
    print(
        f"answers ({mean_words:.0f} words on average), batched   {1000 * batched / len(items):8.2f} ms/answer "
        f"{len(items) / batched:8.0f} docs/s   (rules alone {1000 * rules_only / len(items):.2f} ms/answer)"
    )
    print(f"answers, one call each                      {1000 * single / len(items):8.2f} ms/answer")
    print(f"{PAGE_WORDS}-word pages, objects in one answer     {1000 * sparse_time / len(sparse):8.2f} ms/page")
    print(f"{PAGE_WORDS}-word pages, objects throughout        {1000 * dense_time / len(dense):8.2f} ms/page")
    print("\n== summary (macro-F1) ==")
    if honest_scores:
        print(
            f"training procedure: grouped {args.folds}-fold cross-validation, median of {args.seeds} seeds "
            f"{honest_scores['cross-validation median']:.4f}; held-out half (trained on the development half) "
            f"{honest_scores['held-out half']:.4f}"
        )
    print("file objects: " + ", ".join(f"{k} {v:.4f}" for k, v in scores.items()) + "  (model: OPTIMISTIC)")
    print("parsed objects: " + ", ".join(f"{k} {v:.4f}" for k, v in parsed_scores.items()) + "  (model: OPTIMISTIC)")
    print("web pages never trained on: " + ", ".join(f"{k} {v:.4f}" for k, v in web_scores.items()))
    print("web pages written blind (session 40): " + ", ".join(f"{k} {v:.4f}" for k, v in blind_scores.items()))
    print("answers written blind (session 41): " + ", ".join(f"{k} {v:.4f}" for k, v in blind_answer_scores.items()))
    if real_scores:
        print("real ClueWeb12 pages, readers' labels: " + ", ".join(f"{k} {v:.4f}" for k, v in real_scores.items()))


if __name__ == "__main__":
    main()
