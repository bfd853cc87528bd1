"""Pages written to game the ranker: does re-ranking lift junk above written pages? Not a test: figures go to
docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_junk_pages.py

`data/junk_pages.json.gz`: 8 topics (4 comparative, 4 controversial), each with 4 written pages and 4 junk pages
(keyword-stuffed, snippet aggregator, link farm, spun copy, affiliate listicle, generated spec comparison, shop,
parked domain, forum spam), as HTML, cleaned as a run cleans a fetched page. ChatNoir-like scores in several
arrangements (junk first, interleaved, written first, 50 random orders a topic, all equal); the shipped weights,
with the repetition gate (``ranking.GATED_BY_REPETITION``) and without it. Then, when ../shared/data is there, the
gate's effect on real pages: how many of the 25 Touché 2023 odd topics' top-5 places (their 10 ClueWeb22 texts,
re-ranked in file order) change, and how many real texts the gate discounts.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import statistics
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from comparative_ir import api, ranking  # noqa: E402
from comparative_ir.features.document import document_features  # noqa: E402
from comparative_ir.features.quality import quality_components, repetition_gate  # noqa: E402

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
GATED = ranking.GATED_BY_REPETITION


def arrangements(topic: dict, labels: dict[str, str], n_random: int) -> dict[str, list[str]]:
    written = [d for d in topic["docs"] if labels[d] == "genuine"]
    junk = [d for d in topic["docs"] if labels[d] == "junk"]
    out = {
        "junk first": junk + written,
        "interleaved, junk first": [x for pair in zip(junk, written, strict=True) for x in pair],
        "interleaved, written first": [x for pair in zip(written, junk, strict=True) for x in pair],
        "written first": written + junk,
    }
    rng = random.Random(12345 + int(topic["id"][1:]))
    for i in range(n_random):
        order = list(topic["docs"])
        rng.shuffle(order)
        out[f"random {i}"] = order
    return out


def rerank(question: str, task: str, order: list[str], pages: dict, texts: dict, equal: bool) -> list[str]:
    docs = [
        api.Doc(
            d, pages[d]["title"], text=texts[d], snippet=pages[d]["snippet"], score=1500.0 - (0 if equal else 30 * r)
        )
        for r, d in enumerate(order)
    ]
    return [r.docno for r in api.rerank(question, docs, task)]


def junk_pages(n_random: int) -> None:
    with gzip.open(HERE / "data" / "junk_pages.json.gz", "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    pages = {p["docno"]: p for p in data["pages"]}
    labels = {d: p["label"] for d, p in pages.items()}
    texts = {d: api.clean(p["html"], title=p["title"], url=p["url"]) for d, p in pages.items()}
    fallen = [d for d, t in texts.items() if not t]
    print(
        f"{len(data['topics'])} topics, {len(pages)} pages ({sum(v == 'junk' for v in labels.values())} junk); "
        f"fell back to title and snippet: {len(fallen)}"
    )
    print("Repetition component (features/quality.py) of each page, by kind:")
    by_kind: dict[str, list[float]] = defaultdict(list)
    for d, text in texts.items():
        if text:
            by_kind[f"{labels[d]} {pages[d]['kind']}"].append(quality_components(document_features(text))["repetition"])
    for kind, values in sorted(by_kind.items()):
        print(f"  {kind:28s} {min(values):.2f}-{max(values):.2f}")
    for gate in (False, True):
        ranking.GATED_BY_REPETITION = GATED if gate else ()
        top5: dict[str, list[int]] = defaultdict(list)  # arrangement -> junk in ChatNoir's / the re-ranked top 5
        first: dict[str, list[int]] = defaultdict(list)
        moved: dict[str, list[int]] = defaultdict(list)  # junk kind -> rank change (+ rises)
        for topic in data["topics"]:
            for name, order in arrangements(topic, labels, n_random).items():
                kind = "random" if name.startswith("random") else name
                new = rerank(topic["question"], topic["task"], order, pages, texts, equal=False)
                top5[kind].append(sum(labels[d] == "junk" for d in new[:5]))
                top5[kind + " (ChatNoir)"].append(sum(labels[d] == "junk" for d in order[:5]))
                first[kind].append(labels[new[0]] == "junk")
                first[kind + " (ChatNoir)"].append(labels[order[0]] == "junk")
                for d in order:
                    moved[f"{labels[d]} {pages[d]['kind']}"].append(order.index(d) - new.index(d))
            equal = rerank(topic["question"], topic["task"], topic["docs"], pages, texts, equal=True)
            top5["equal scores"].append(sum(labels[d] == "junk" for d in equal[:5]))
            first["equal scores"].append(labels[equal[0]] == "junk")
        print(
            f"\nShipped weights, repetition gate {'on' if gate else 'off'}: junk pages in the top 5 (of 4 a topic), "
            "mean over topics; topics with junk at rank 1"
        )
        for kind in ("junk first", "interleaved, junk first", "interleaved, written first", "written first", "random"):
            print(
                f"  {kind:28s} ChatNoir {statistics.mean(top5[kind + ' (ChatNoir)']):.2f} -> re-ranked "
                f"{statistics.mean(top5[kind]):.2f};  rank 1 junk {statistics.mean(first[kind + ' (ChatNoir)']):.2f}"
                f" -> {statistics.mean(first[kind]):.2f}"
            )
        print(
            f"  {'equal scores':28s} re-ranked {statistics.mean(top5['equal scores']):.2f};  rank 1 junk "
            f"{statistics.mean(first['equal scores']):.2f}"
        )
        print("  mean rank change by kind (+ rises):")
        for kind, values in sorted(moved.items()):
            print(f"    {kind:28s} {statistics.mean(values):+.2f}")
    ranking.GATED_BY_REPETITION = GATED


def real_pages() -> None:
    t2023 = DATA / "touche-2023-task-1"
    if not (t2023 / "docs").is_dir():
        print(f"\nreal pages: skipped ({t2023} not found; set COMPARATIVE_IR_SHARED_DATA)")
        return
    titles = {
        t.findtext("number", "").strip(): t.findtext("title", "").strip()
        for t in ET.parse(t2023 / "topics-task1.xml").getroot()
    }
    by_topic: dict[str, list[dict]] = defaultdict(list)
    with gzip.open(t2023 / "docs" / "chatnoir-top10-docs-text-odd-topics.jsonl.gz", "rt", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            by_topic[row["qid"]].append(row)
    changed = places = gated = texts = 0
    for qid, rows in sorted(by_topic.items(), key=lambda x: int(x[0])):
        docs = []
        for row in rows:
            text = api.clean(row["text"], html=False)
            docs.append(api.Doc(row["docno"], "", text=text, snippet=text[:200]))
            if text:
                texts += 1
                gated += repetition_gate(document_features(text)) < 1.0
        tops = []
        for gate in (False, True):
            ranking.GATED_BY_REPETITION = GATED if gate else ()
            tops.append({r.docno for r in api.rerank(titles[qid], docs, "controversial")[:5]})
        ranking.GATED_BY_REPETITION = GATED
        changed += len(tops[0] - tops[1])
        places += 5
    print(
        f"\nTouché 2023 odd topics ({len(by_topic)}), their ClueWeb22 texts re-ranked in file order: "
        f"{changed} of {places} top-5 places change with the gate; {gated} of {texts} texts discounted"
    )
    judged = DATA / "touche-2020-task-2" / "docs" / "judged-relevant-docs-text-levirank-odd-topics.jsonl.gz"
    if judged.is_file():
        values, gates = [], []
        with gzip.open(judged, "rt", encoding="utf-8") as fh:
            for line in fh:
                text = api.clean(json.loads(line).get("text", ""), html=False)
                if text:
                    features = document_features(text)
                    values.append(quality_components(features)["repetition"])
                    gates.append(repetition_gate(features))
        print(
            f"Touché 2020 judged-relevant texts: {sum(g < 1.0 for g in gates)} of {len(values)} discounted (lowest "
            f"repetition component {min(values):.2f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random", type=int, default=50, help="random orders a topic (default 50)")
    args = parser.parse_args()
    junk_pages(args.random)
    real_pages()


if __name__ == "__main__":
    main()
