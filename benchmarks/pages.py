"""Realistic web pages for benchmarks, built at run time (never committed).

No raw ClueWeb HTML exists here, so the main content comes from the ClueWeb22 texts in
``../shared/data/touche-2023-task-1/docs/`` and is wrapped in the boilerplate real pages carry: scripts,
styles, navigation, cookie banners, ads, related-article lists, comment sections and footers.
"""

from __future__ import annotations

import gzip
import html
import json
import os
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

from comparative_ir.chatnoir import FetchedDocument  # noqa: E402
from comparative_ir.recording import FixtureStore, RecordedSearch  # noqa: E402
from comparative_ir.retrieval import Candidate, document_uuid  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
TEXTS = DATA / "touche-2023-task-1" / "docs" / "chatnoir-top10-docs-text-odd-topics.jsonl.gz"

NAV = ["Home", "News", "Opinion", "Politics", "Business", "Technology", "Science", "Health", "Sports", "Travel"]
ADS = [
    "Refinance now and save up to $3,000 a year. Check your rate in 2 minutes!",
    "This one weird trick melts belly fat overnight - doctors hate it.",
    "Top 10 laptops of the year: see the list before prices go up.",
    "Sponsored: learn a language in 3 weeks with our proven method.",
]
COMMENTS = [
    "Great article, thanks for sharing!",
    "I completely disagree, the author ignores half of the evidence.",
    "Does anyone have a source for the numbers in the third paragraph?",
    "first!!!",
    "Bookmarked. Will read again later.",
]


def load_texts() -> list[tuple[str, str]]:
    if not TEXTS.exists():
        raise SystemExit(f"benchmark data not found: {TEXTS} (set COMPARATIVE_IR_SHARED_DATA)")
    with gzip.open(TEXTS, "rt", encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle]
    return [(row["docno"], row["text"]) for row in rows if row.get("text")]


def wrap_page(text: str, title: str, rng: random.Random) -> str:
    paragraphs = "\n".join(f"<p>{html.escape(p)}</p>" for p in text.split("\n") if p.strip())
    nav = "".join(f'<li><a href="/{n.lower()}">{n}</a></li>' for n in NAV)
    ads = "".join(f'<div class="ad-slot" data-ad="{i}">{html.escape(a)}</div>' for i, a in enumerate(ADS))
    related = "".join(
        f'<li><a href="/a/{rng.randint(1000, 9999)}"><img src="/img/{i}.jpg" alt=""> Related story {i}: '
        f"{rng.choice(NAV)} update</a></li>"
        for i in range(60)
    )
    comments = "".join(
        f'<div class="comment"><span class="user">user{rng.randint(1, 999)}</span><p>{html.escape(c)}</p></div>'
        for c in rng.sample(COMMENTS, k=rng.randint(0, len(COMMENTS)))
    )
    script = "var _q=_q||[];" + "".join(f"_q.push(['track',{rng.randint(0, 10**6)}]);" for _ in range(600))
    style = "".join(f".c{i}{{margin:{i}px;padding:{i % 7}px;color:#{i:06x}}}" for i in range(1200))
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>{style}</style>
<script>{script}</script><script src="/static/analytics.js" async></script></head>
<body><div id="cookie-banner">We use cookies to improve your experience.
<button>Accept</button> <button>Settings</button></div>
<header><div class="logo">The Daily Example</div><nav><ul>{nav}</ul></nav>
<form action="/search"><input name="q" placeholder="Search"></form></header>
<div class="layout"><aside class="left">{ads}</aside>
<main><article><h1>{html.escape(title)}</h1><div class="byline">By Staff Writer | Updated 3 hours ago</div>
{paragraphs}
</article>
<section class="share">Share on Facebook | Share on Twitter | Email</section>
<section class="related"><h2>You might also like</h2><ul>{related}</ul></section>
<section class="comments"><h2>Comments</h2>{comments}</section></main>
<aside class="right">{ads}</aside></div>
<footer><ul><li>About us</li><li>Careers</li><li>Privacy policy</li><li>Terms of use</li></ul>
<p>&copy; 2022 The Daily Example Media Group. All rights reserved.</p></footer>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}</script>
</body></html>"""


def build_store(root: Path, topics: int, docs_per_topic: int, seed: int = 7) -> dict[str, list[Candidate]]:
    """A replay store of ``topics`` x ``docs_per_topic`` pages; returns each topic's candidates."""
    rng = random.Random(seed)
    texts = load_texts()
    store = FixtureStore(root).ensure()
    per_topic: dict[str, list[Candidate]] = {}
    n = 0
    for t in range(1, topics + 1):
        query = f"benchmark topic {t}"
        results, candidates = [], []
        for i in range(docs_per_topic):
            docno, text = texts[n % len(texts)]
            trec_id = f"clueweb22-en{t:04d}-{i // 100:02d}-{i:05d}"
            uuid = document_uuid(trec_id, "cw22")
            title = text.split("\n", 1)[0][:80]
            page = wrap_page(text, title, rng).encode("utf-8")
            store.save_document("cw22", uuid, FetchedDocument(200, "text/html; charset=utf-8", page))
            score = 1000.0 - i
            results.append({"index": "cw22", "uuid": uuid, "trec_id": trec_id, "score": score, "title": title,
                            "snippet": text[:150], "target_uri": f"https://example.org/{docno}/{t}/{i}"})  # fmt: skip
            candidates.append(
                Candidate(trec_id, uuid, "cw22", score, i + 1, title, text[:150], results[-1]["target_uri"])
            )
            n += 1
        store.save_search(RecordedSearch("cw22", query, {"total_results": docs_per_topic}, results))
        per_topic[str(t)] = candidates
    return per_topic


def write_topics(path: Path, topics: int) -> None:
    body = "".join(
        f"<topic><number>{t}</number><title>benchmark topic {t}</title></topic>" for t in range(1, topics + 1)
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"<topics>{body}</topics>\n", encoding="utf-8")
