"""Would result metadata help the re-ranker? (issue 4). Not a test: figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_ranking_levers.py

On the Touché 2020 odd topics (ChatNoir top 15, title + snippet), each candidate lever is added to the shipped
weights with one weight chosen from a grid, leave-one-topic-out: a held-out topic is scored with the weight that
is best on the other 24. Levers are features of the ChatNoir result itself (URL, host, PageRank, spam rank,
near-duplicate titles) that the shipped ranker does not use. Also: the share of unjudged documents, which count 0
under trec_eval semantics and so cap what a re-ranker that promotes them can show.
"""

from __future__ import annotations

import math
import os
import re
import sys
import tempfile
from contextlib import redirect_stdout
from io import StringIO
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from comparative_ir.cli import main as cli  # noqa: E402
from comparative_ir.documents import DocumentFetcher, TextCache  # noqa: E402
from comparative_ir.evaluation import read_qrels  # noqa: E402
from comparative_ir.pipeline import topic_questions  # noqa: E402
from comparative_ir.ranking import extract_features, impute_fallbacks, load_weights, normalise  # noqa: E402
from comparative_ir.recording import FixtureStore, ReplayBackend  # noqa: E402
from comparative_ir.retrieval import Candidate, retrieve  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402
from comparative_ir.tuning import ndcg  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
T2020 = DATA / "touche-2020-task-2"
GRID = (-1.0, -0.5, -0.25, -0.1, 0.0, 0.1, 0.25, 0.5, 1.0)
CUES = re.compile(r"\b(vs|versus|difference|differences|compare|comparison|compared|better|best|pros|cons|which)\b")
SITES = re.compile(r"answers|forum|ask|stackexchange|reddit|quora|debate|yahoo|wiki|blog")


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def levers(objects: list[str], query: str, candidates: list[Candidate]) -> list[dict[str, float]]:
    rows = []
    seen: set[str] = set()
    for cand in candidates:
        path = cand.url.lower().split("/", 3)[3] if cand.url.count("/") >= 3 else ""
        words = _words(path)
        wanted = [_words(o) for o in objects]
        title_key = re.sub(r"\W+", "", cand.title.lower())
        rows.append(
            {
                "url_objects": sum(1 for w in wanted if w and w <= words) / max(1, len(wanted)),
                "url_comparison_cue": float(bool(CUES.search(" ".join(sorted(words))))),
                "url_depth": -float(path.count("/")),
                "url_length": -float(len(cand.url)),
                "host_forum_qa_wiki_blog": float(bool(SITES.search(str(cand.raw.get("target_hostname", "")).lower()))),
                "log_page_rank": math.log(float(cand.raw.get("page_rank") or 1e-12)),
                "spam_rank": float(cand.raw.get("spam_rank") or 0),
                "title_is_question": float("?" in cand.title),
                "title_query_coverage": len(_words(query) & _words(cand.title)) / max(1, len(_words(query))),
                "snippet_length": float(len(cand.snippet)),
                "duplicate_title_of_higher": -float(title_key in seen),
            }
        )
        seen.add(title_key)
    return rows


def _top5(cands: list[Candidate], rows: list[dict[str, float]], w: dict[str, float]) -> list[Candidate]:
    scores = [sum(v * row.get(f, 0.0) for f, v in w.items()) for row in rows]
    return [cands[i] for i in sorted(range(len(rows)), key=lambda i: (-scores[i], i))[:5]]


def main() -> None:
    topics_path = T2020 / "topics-task-2.xml"
    qrels = read_qrels(T2020 / "touche2020-task2-relevance-odd-topics.qrels")
    topics = [t for t in parse_topics(topics_path) if int(t.number) % 2 == 1]
    weights = load_weights(None, "comparative")
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "store"
        with redirect_stdout(StringIO()):
            dump = T2020 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl"
            cli(["fixtures", "import", "--index", "cw12", "--topics", str(topics_path), "--responses", str(dump),
                 "--into", str(store)])  # fmt: skip
        backend = ReplayBackend(FixtureStore(store))
        fetcher = DocumentFetcher(backend, TextCache(Path(tmp) / "cache"), progress=False)
        questions = topic_questions(topics, "comparative")
        per_topic = []
        for topic in topics:
            cands = retrieve(backend, topic.title, "cw12", 15)
            documents, _ = fetcher.fetch_all(cands)
            rows = extract_features(questions[topic.number], topic.title, cands, documents, "comparative")
            for row, extra in zip(rows, levers(list(questions[topic.number].objects), topic.title, cands), strict=True):
                row.update(extra)
            per_topic.append((cands, normalise(impute_fallbacks(rows)), qrels[topic.number]))

    def per_topic_ndcg(w: dict[str, float]) -> list[float]:
        out = []
        for cands, rows, judged in per_topic:
            scores = [sum(v * row.get(f, 0.0) for f, v in w.items()) for row in rows]
            order = sorted(range(len(rows)), key=lambda i: (-scores[i], i))
            out.append(ndcg([cands[i].docno for i in order], judged, 5))
        return out

    n = len(per_topic)
    shipped = per_topic_ndcg(weights)
    unjudged = sum(1 for cands, _, judged in per_topic for c in cands if c.docno not in judged)
    total = sum(len(cands) for cands, _, _ in per_topic)
    print(f"shipped weights: nDCG@5 trec {sum(shipped) / n:.3f}; unjudged candidates {unjudged} of {total}")
    for name, w in (("ChatNoir order", {"chatnoir_score": 1.0}), ("shipped weights", weights)):
        top = [judged.get(c.docno) for cands, rows, judged in per_topic for c in _top5(cands, rows, w)]
        relevant = sum(1 for j in top if j is not None and j > 0)
        missing = sum(1 for j in top if j is None)
        print(f"{name}: top 5 of all topics holds {relevant} judged-relevant and {missing} unjudged documents")
    print(f"{'lever':28s} {'LOO':>6s} {'fitted':>7s} {'weight':>7s}")
    for lever in levers([], "", per_topic[0][0])[0]:
        table = {g: per_topic_ndcg({**weights, lever: g}) for g in GRID}
        held_out = []
        for i in range(n):
            best = max(GRID, key=lambda g: (sum(table[g]) - table[g][i], -abs(g)))
            held_out.append(table[best][i])
        fit = max(GRID, key=lambda g: (sum(table[g]), -abs(g)))
        print(f"{lever:28s} {sum(held_out) / n:6.3f} {sum(table[fit]) / n:7.3f} {fit:7.2f}")


if __name__ == "__main__":
    main()
