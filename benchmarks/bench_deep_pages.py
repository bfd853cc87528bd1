"""Pages nested deeper than libxml2 follows: the share of their text kept, and what the check costs. Not a test.

    cd benchmarks && ../.venv/bin/python bench_deep_pages.py [--repeat 3]

libxml2's HTML parser nests at most 256 elements and drops the text of everything deeper without an error; 2012
pages open a <font> per post or paragraph and never close it. Part 1 prints, for a forum thread of N posts each
opened by unclosed tags, how many posts reach the cleaned text and the median seconds of ``clean_document``. Part 2
times the depth check (``cleaning.within_parse_depth``) on the realistic pages of ``pages.py`` (ClueWeb22 texts in
boilerplate; needs the shared data) against the whole extraction: what every page pays for the few deep ones.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import time

from comparative_ir.cleaning import clean_document, extract_main_text, within_parse_depth

OPENINGS = ('<font face="Verdana" size=2>', '<span class="post">', "<div>", "<table><tr><td>")
POSTS = (100, 300, 1000, 3000)


def thread(posts: int, opening: str) -> bytes:
    post = "<p>Post {i}: a desktop is cheaper than a laptop, says member {i}.</p>"
    body = "".join(opening + post.format(i=i) for i in range(posts))
    return f"<html><head><title>Laptop or desktop?</title></head><body><div>{body}</div></body></html>".encode()


def deep_threads(repeat: int) -> None:
    for opening in OPENINGS:
        for posts in POSTS:
            page = thread(posts, opening)
            times, kept = [], 0
            for _ in range(repeat):
                start = time.perf_counter()
                text = clean_document(page, "text/html").text or ""
                times.append(time.perf_counter() - start)
                kept = len(set(re.findall(r"Post (\d+):", text)))
            print(f"{opening:30} {posts:5d} posts  kept {kept:5d}  {statistics.median(times):6.3f} s", flush=True)


def check_cost(repeat: int) -> None:
    import pages

    rng = random.Random(7)
    wrapped = [pages.wrap_page(text, docno, rng) for docno, text in pages.load_texts()[:150]]
    for page in wrapped[:5]:
        extract_main_text(page)  # trafilatura's first-call imports out of the figure
    ratios = []
    for _ in range(repeat):
        check = extraction = 0.0
        for page in wrapped:
            start = time.perf_counter()
            within_parse_depth(page)
            middle = time.perf_counter()
            extract_main_text(page)  # the check included, as a run pays it
            check += middle - start
            extraction += time.perf_counter() - middle
        ratios.append(check / extraction)
        print(f"{len(wrapped)} realistic pages: check {check:.2f} s, extraction {extraction:.2f} s", flush=True)
    print(f"the check's share of the extraction, median of {repeat}: {statistics.median(ratios):.3f}")


def unclosed_hidden(repeat: int) -> None:
    """The worst case of the hidden-element removal: 100,000 hidden <span>s never closed (each may not be searched
    for its end through the rest of the page)."""
    body = '<span style="display:none">x ' * 100_000 + "<p>" + "Tea is better than coffee. " * 20 + "</p>"
    page = f"<html><body><div>{body}</div></body></html>".encode()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        clean_document(page, "text/html")
        times.append(time.perf_counter() - start)
    print(f"100,000 unclosed hidden spans, {len(page) // 1000:,d} kB: {statistics.median(times):.2f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    deep_threads(args.repeat)
    unclosed_hidden(args.repeat)
    check_cost(args.repeat)


if __name__ == "__main__":
    main()
