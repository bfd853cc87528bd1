"""The cleaning against what a reader sees as each page's main text. Not a test: figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_cleaning_pages.py [--show]

`data/cleaning_review_pages.json.gz`: 80 pages written by reviewers of session 32, each with its gold fixed before
any cleaning ran: `web2022-55`, pages in the manner of 2022 sites (news with consent banners, blogs, Reddit, Quora,
Stack Exchange, XenForo and Discourse threads, FAQ accordions, AMP, paywalls, tables, and 10 pages without content);
`posts-25`, pages chosen to be harmed by the repeated-posts and overflow readings of `cleaning.py` (index pages of
same-class cards, related cards, sidebars, search results, signatures, cloaked keywords, a CSS tutorial) and threads
they should help. Per set: main-text units lost, comments lost, chrome strings kept, pages without content that were
not rejected (nor flagged by ``features/interstitial.py``, which the ranking puts last) and pages with content that
were, and the process time per page. ``--pages FILE`` reads another page file of the same form. Matching is by
substring over letters and digits only (case, spacing, punctuation and table pipes ignored). The pages show what
breaks, not how often it breaks on the web.

`data/interstitial_pages.json.gz` (session 33): `interstitial-70`, 35 pages that stand in for their document (soft
404s, parked and for-sale domains, bot checks, login, consent and pay walls, age gates, geo-blocks, maintenance and
suspended-account pages, script shells, empty search and label pages; 2012 and 2022 styles) and 35 content pages
carrying the same phrases (an article on fixing 404s, a thread ending "You must log in to reply", a cookie banner
inside an article, a paywalled article's first paragraphs, short answers under a login prompt), by a reviewer who
fixed the gold before any code ran.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from comparative_ir.cleaning import clean_document  # noqa: E402
from comparative_ir.features.interstitial import interstitial_kind  # noqa: E402

HERE = Path(__file__).resolve().parent
PAGE_FILES = ("cleaning_review_pages.json.gz", "interstitial_pages.json.gz")


def _norm(text: str) -> str:
    """Letters and digits only, lower case: a table's cells, quotes and dashes as the cleaning writes them match."""
    return "".join(c for c in text.lower() if c.isalnum())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="list each page's lost units and kept chrome")
    parser.add_argument("--repeat", type=int, default=3, help="timing runs (default 3; the median is printed)")
    parser.add_argument("--pages", type=Path, help="another page file of the same form (gzipped or not)")
    args = parser.parse_args()
    pages = []
    for path in [args.pages] if args.pages else [HERE / "data" / name for name in PAGE_FILES]:
        with (gzip.open if path.suffix == ".gz" else open)(path, "rt", encoding="utf-8") as handle:
            pages += json.load(handle)["pages"]
    totals: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for page in pages:
        body = page["html"].encode("utf-8")
        result = clean_document(body, page["content_type"], url=page["url"])
        text = _norm(result.text or "")
        score = totals[page["set"]]
        score["pages"] += 1
        # a page the cleaning keeps but the ranking puts last (features/interstitial.py)
        last = result.text is not None and interstitial_kind(result.text) is not None
        if page["no_content"]:
            score["no-content pages"] += 1
            score["no-content pages not rejected"] += result.text is not None
            score["... nor ranked last"] += result.text is not None and not last
            continue
        score["content pages wrongly rejected"] += result.text is None
        score["... or ranked last"] += last
        lost = [unit for unit in page["keep"] if _norm(unit) not in text]
        comments = [unit for unit in page["comments"] if _norm(unit) not in text]
        chrome = [string for string in page["chrome"] if _norm(string) in text]
        for name, items, of in (
            ("units lost", lost, page["keep"]),
            ("comments lost", comments, page["comments"]),
            ("chrome kept", chrome, page["chrome"]),
        ):
            score[name] += len(items)
            score[name + " (of)"] += len(of)
        if args.show and (lost or chrome or comments):
            print(f"{page['set']} {page['id']}: lost {len(lost)}, comments lost {len(comments)}, chrome {len(chrome)}")
            for item in lost + comments:
                print(f"    lost:   {item[:100]}")
            for item in chrome:
                print(f"    chrome: {item[:100]}")
    for name, score in totals.items():
        print(f"{name} ({score['pages']} pages):")
        for measure in ("units lost", "comments lost", "chrome kept"):
            print(f"  {measure:32s} {score[measure]:4d} of {score[measure + ' (of)']}")
        for measure in (
            "no-content pages not rejected",
            "... nor ranked last",
            "content pages wrongly rejected",
            "... or ranked last",
        ):
            of = (
                score["no-content pages"]
                if measure.startswith(("no-content", "... nor"))
                else score["pages"] - score["no-content pages"]
            )
            print(f"  {measure:32s} {score[measure]:4d} of {of}")
    bodies = [(page["html"].encode("utf-8"), page["content_type"], page["url"]) for page in pages]
    times = []
    for _ in range(args.repeat):
        start = time.process_time()
        for body, content_type, url in bodies:
            clean_document(body, content_type, url=url)
        times.append(time.process_time() - start)
    print(f"process time per page, median of {args.repeat}: {statistics.median(times) / len(bodies) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
