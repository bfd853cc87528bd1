"""How well the controversial-question stance rules agree with ChatGPT's labels, and how fast they are. Not a test.

    cd benchmarks && ../.venv/bin/python bench_stance_controversial.py [--repeat 3] [--errors]

Data (shared/data/touche-2023-task-1, found at ../../shared/data from this file or at $COMPARATIVE_IR_SHARED_DATA):
the ClueWeb22 texts of the top-10 ChatNoir documents of the odd topics (docs/chatnoir-top10-docs-text-odd-topics
.jsonl.gz), the topics (titles are the questions), and the labels of the run runs-renji-abarai/runs__run5.txt
(``qid STANCE docno rank score tag``). Those labels are ChatGPT's predictions, not gold: silver, so they are
reported as agreement. The even topics are held back for an independent evaluation. The odd topics are split
by topic with a fixed seed: the rules were developed on the "dev" half, and the "held-out" half checks them.
Nothing is fitted here.

Also scored against ``data/controversial_stance_judged.tsv``: the same 250 pairs labelled by readers of the full
texts for this project (session 36; see data/README.md), a second reference beside ChatGPT's; and the 104 "fresh"
pairs of that file (session 37): the official baseline's top-10 documents of the odd topics that ChatGPT did not
label, labelled blind by two readers each before any rule was changed on them, with the baseline's own stance
labels (runs-official-baseline__run3.txt) scored beside ours.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the working tree, not an installed copy

from comparative_ir.runfile import read_run  # noqa: E402
from comparative_ir.stance.controversial import LABELS, controversial_stances  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402

TASK = Path("touche-2023-task-1")
DOCS = TASK / "docs" / "chatnoir-top10-docs-text-odd-topics.jsonl.gz"
TOPICS = TASK / "topics-task1.xml"
LABELS_RUN = TASK / "runs-renji-abarai" / "runs__run5.txt"
BASELINE_RUN = TASK / "runs-renji-abarai" / "runs-official-baseline__run3.txt"
SPLIT_SEED = 2023
JUDGED = Path(__file__).resolve().parent / "data" / "controversial_stance_judged.tsv"


def shared_data() -> Path:
    override = os.environ.get("COMPARATIVE_IR_SHARED_DATA")
    return Path(override) if override else Path(__file__).resolve().parents[2] / "shared" / "data"


@dataclass(frozen=True)
class Item:
    qid: str
    docno: str
    question: str
    text: str
    label: str  # ChatGPT's


def load_texts(data: Path) -> dict[tuple[str, str], str]:
    with gzip.open(data / DOCS, "rt", encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    return {(str(row["qid"]), row["docno"]): row["text"] for row in rows}


def load_items(data: Path) -> list[Item]:
    """The labelled (topic, document) pairs that have a text, in run order."""
    texts = load_texts(data)
    questions = {topic.number: topic.title for topic in parse_topics(data / TOPICS)}
    items, seen = [], set()
    for entry in read_run(data / LABELS_RUN):
        key = (entry.qid, entry.docno)
        if key in texts and key not in seen:
            seen.add(key)
            items.append(Item(entry.qid, entry.docno, questions[entry.qid], texts[key], entry.stance))
    return items


def _judged_rows(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8") as handle:
        return [line.rstrip("\n").split("\t") for line in handle][1:]


def load_judged(path: Path = JUDGED) -> dict[tuple[str, str], str]:
    """The readers' label of each (qid, docno)."""
    return {(qid, docno): label for qid, docno, label, *_ in _judged_rows(path)}


def load_fresh(data: Path, path: Path = JUDGED) -> list[Item]:
    """The fresh pairs (read ``fresh-...``) with a text; ``label`` is the readers' label, not ChatGPT's."""
    texts = load_texts(data)
    questions = {topic.number: topic.title for topic in parse_topics(data / TOPICS)}
    return [
        Item(qid, docno, questions[qid], texts[(qid, docno)], label)
        for qid, docno, label, _confidence, read in _judged_rows(path)
        if read.startswith("fresh") and (qid, docno) in texts
    ]


def split_topics(items: Sequence[Item], seed: int = SPLIT_SEED) -> tuple[set[str], set[str]]:
    """(dev, held-out) topic ids: a seeded half of the topics, in numeric order before sampling."""
    topics = sorted({item.qid for item in items}, key=int)
    dev = set(random.Random(seed).sample(topics, len(topics) // 2))
    return dev, set(topics) - dev


def per_class(gold: Sequence[str], predicted: Sequence[str]) -> dict[str, tuple[float, float, float]]:
    """Label -> (precision, recall, F1)."""
    scores = {}
    for label in LABELS:
        tp = sum(g == p == label for g, p in zip(gold, predicted, strict=True))
        fp = sum(p == label != g for g, p in zip(gold, predicted, strict=True))
        fn = sum(g == label != p for g, p in zip(gold, predicted, strict=True))
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        scores[label] = (precision, recall, 2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return scores


def macro_f1(gold: Sequence[str], predicted: Sequence[str]) -> float:
    return statistics.fmean(f1 for _p, _r, f1 in per_class(gold, predicted).values())


def report(name: str, gold: Sequence[str], predicted: Sequence[str], rows: str = "ChatGPT") -> None:
    scores = per_class(gold, predicted)
    accuracy = sum(g == p for g, p in zip(gold, predicted, strict=True)) / len(gold)
    print(f"\n{name}: n={len(gold)}  macro-F1 {macro_f1(gold, predicted):.3f}  accuracy {accuracy:.3f}")
    print(f"  {'label':<5} {'P':>5} {'R':>5} {'F1':>5} {'n':>4}")
    for label, (precision, recall, f1) in scores.items():
        print(f"  {label:<5} {precision:5.2f} {recall:5.2f} {f1:5.2f} {gold.count(label):4d}")
    cells = Counter(zip(gold, predicted, strict=True))
    print(f"  confusion (rows {rows}, columns predicted):")
    print("  " + " " * 6 + "".join(f"{label:>5}" for label in LABELS))
    for g in LABELS:
        print(f"  {g:<6}" + "".join(f"{cells[(g, p)]:5d}" for p in LABELS))


def baselines(gold: Sequence[str]) -> str:
    majority = Counter(gold).most_common(1)[0][0]
    parts = [f"all {label} {macro_f1(gold, [label] * len(gold)):.3f}" for label in ("NEU", "NO")]
    parts.append(f"majority ({majority}) {macro_f1(gold, [majority] * len(gold)):.3f}")
    return ", ".join(parts)


def speed(texts: Sequence[tuple[str, str]], repeat: int) -> tuple[float, float]:
    """(documents per second, ms per 1,000 words), the median of ``repeat`` passes in one process."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        controversial_stances(texts)
        times.append(time.perf_counter() - start)
    elapsed = statistics.median(times)
    n_words = sum(len(text.split()) for _q, text in texts)
    return len(texts) / elapsed, 1000 * elapsed / n_words * 1000


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--errors", action="store_true", help="list the disagreements on the dev topics")
    args = parser.parse_args(argv)
    data = shared_data()
    if not (data / DOCS).exists():
        print(f"Touché 2023 Task 1 data not found at {data / TASK} (set COMPARATIVE_IR_SHARED_DATA)")
        return 1
    items = load_items(data)
    dev, held_out = split_topics(items)
    evidence = controversial_stances((item.question, item.text) for item in items)
    predicted = {(item.qid, item.docno): ev for item, ev in zip(items, evidence, strict=True)}
    print(f"{len(items)} labelled pairs with a text, {len(dev) + len(held_out)} topics")
    print(f"dev topics (seed {SPLIT_SEED}): {' '.join(sorted(dev, key=int))}")
    print(f"held-out topics: {' '.join(sorted(held_out, key=int))}")
    for name, topics in (("dev", dev), ("held-out", held_out), ("all", dev | held_out)):
        part = [item for item in items if item.qid in topics]
        gold = [item.label for item in part]
        report(name, gold, [predicted[(item.qid, item.docno)].label for item in part])
        print(f"  baselines: {baselines(gold)}")
    judged = load_judged()
    print(
        f"\nagainst the readers' labels ({JUDGED.name}; ChatGPT's labels against them: macro-F1 "
        f"{macro_f1([judged[(i.qid, i.docno)] for i in items], [i.label for i in items]):.3f}):"
    )
    for name, topics in (("dev", dev), ("held-out", held_out), ("all", dev | held_out)):
        part = [item for item in items if item.qid in topics]
        report(
            f"readers, {name}",
            [judged[(i.qid, i.docno)] for i in part],
            [predicted[(i.qid, i.docno)].label for i in part],
            rows="readers",
        )
    fresh = load_fresh(data)
    fresh_evidence = controversial_stances((item.question, item.text) for item in fresh)
    fresh_gold = [item.label for item in fresh]
    print(f"\nfresh pairs (the readers' labels, fixed before any change; {len(fresh)} pairs):")
    report("readers, fresh", fresh_gold, [ev.label for ev in fresh_evidence], rows="readers")
    print(f"  baselines: {baselines(fresh_gold)}")
    # The official baseline labelled its own top 10: the fresh pairs and 146 of the 250.
    baseline = {(entry.qid, entry.docno): entry.stance for entry in read_run(data / BASELINE_RUN)}
    ours = predicted | {(i.qid, i.docno): ev for i, ev in zip(fresh, fresh_evidence, strict=True)}
    for name, part in (("shared", [i for i in items if (i.qid, i.docno) in baseline]), ("fresh", fresh)):
        gold = [judged[(i.qid, i.docno)] for i in part]
        print(
            f"  the official baseline's own labels against the readers, {name} pairs (n={len(part)}): macro-F1 "
            f"{macro_f1(gold, [baseline[(i.qid, i.docno)] for i in part]):.3f} "
            f"(ours {macro_f1(gold, [ours[(i.qid, i.docno)].label for i in part]):.3f})"
        )
    if args.errors:
        print("\ndisagreements on the dev topics (ChatGPT -> predicted, pro, con, relevance):")
        for item in items:
            ev = predicted[(item.qid, item.docno)]
            if item.qid in dev and ev.label != item.label:
                title = item.text.lstrip().split("\n", 1)[0][:70]
                scores = f"{ev.pro:5.1f} {ev.con:5.1f} {ev.relevance:4.2f}"
                print(f"  {item.qid:>3} {item.label:>3} -> {ev.label:<3} {scores} {title}")
    all_texts = load_texts(data)
    questions = {topic.number: topic.title for topic in parse_topics(data / TOPICS)}
    texts = [(questions[qid], text) for (qid, _docno), text in all_texts.items()]
    docs_per_s, ms_per_1000 = speed(texts, args.repeat)
    print(f"\nspeed: {docs_per_s:.0f} docs/s over all {len(texts)} texts, {ms_per_1000:.2f} ms per 1,000 words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
