#!/usr/bin/env python3
"""Write the bundled demo fixtures under ``fixtures/`` (invented data, deterministic).

    .venv/bin/python scripts/make_demo_fixtures.py

Everything written here is invented for the demo: the topics, hostnames, URLs, ClueWeb ids, scores and every
word of every page. Nothing is taken from real ChatNoir responses or from the Touché data. The output is a
fixture store in the format of ``docs/fixture-format.md`` plus two topic files, so that the whole pipeline can
run offline on a fresh machine:

    fixtures/comparative/topics.xml      3 comparative topics (ClueWeb12, index ``cw12``)
    fixtures/controversial/topics.xml    2 controversial topics (ClueWeb22, index ``cw22``)
    fixtures/store/                      searches (25 results per topic title) and the cached documents
    fixtures/README.md                   what is where, and the edge cases with their UUIDs

Rerunning the script produces identical bytes (fixed seeds, no clock, no set iteration, no hash randomisation).
Only the standard library is used.
"""

# The hand-written pages and the HTML templates below are long lines of prose and markup, not code.
# ruff: noqa: E501

from __future__ import annotations

import hashlib
import html
import itertools
import json
import random
import re
import shutil
import textwrap
import uuid
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
STORE = FIXTURES / "store"
SEED = 20120214

# --------------------------------------------------------------------------------------------------------------
# Store naming (must match docs/fixture-format.md)
# --------------------------------------------------------------------------------------------------------------


def slugify(query: str) -> str:
    """Lower-case, runs of non ``a-z0-9`` to ``-``, trim ``-``, cut to 60, trim ``-`` again; ``query`` if empty."""
    slug = re.sub(r"[^a-z0-9]+", "-", query.lower()).strip("-")
    slug = slug[:60].strip("-")
    return slug or "query"


def query_hash(query: str) -> str:
    return hashlib.sha256(query.encode("utf-8")).hexdigest()[:16]


def search_filename(query: str) -> str:
    return f"{slugify(query)}--{query_hash(query)}.json"


def doc_uuid(index: str, trec_id: str) -> str:
    prefix = {"cw12": "clueweb12", "cw22": "clueweb22", "cw09": "clueweb09"}[index]
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"{prefix}:{trec_id}"))


def dump_json(obj: object) -> bytes:
    return (json.dumps(obj, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def stable_int(*parts: str) -> int:
    """A number derived from strings only (never from Python's salted ``hash``)."""
    return int(hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:12], 16)


# --------------------------------------------------------------------------------------------------------------
# A tiny markup for the hand-written content
#
#   == Heading / === Subheading       h2 / h3
#   * item   |   # item               unordered / ordered list (consecutive lines)
#   > text                            quotation
#   | a | b | c                       table row (first row is the header)
#   @ user | date | extra             starts a post / answer / comment / review; following blocks belong to it
#   [text](url)  **bold**             inline link / bold
#   any other lines                   a paragraph (consecutive lines are joined; a blank line ends it)
# --------------------------------------------------------------------------------------------------------------


def parse_markup(src: str) -> tuple[list, list]:
    """Return (blocks, posts). Blocks before the first ``@`` line go to ``blocks``."""
    blocks: list = []
    posts: list = []
    target = blocks
    para: list[str] = []

    def flush() -> None:
        if para:
            target.append(("p", " ".join(para)))
            para.clear()

    for raw in textwrap.dedent(src).strip("\n").splitlines():
        line = raw.strip()
        if not line:
            flush()
            if target and target[-1][0] in ("ul", "ol"):
                target[-1] = (target[-1][0], target[-1][1], False)
            continue
        if line.startswith("@ "):
            flush()
            fields = [f.strip() for f in line[2:].split("|")]
            fields += [""] * (3 - len(fields))
            post = {"user": fields[0], "date": fields[1], "extra": fields[2], "blocks": []}
            posts.append(post)
            target = post["blocks"]
        elif line.startswith("=== "):
            flush()
            target.append(("h3", line[4:]))
        elif line.startswith("== "):
            flush()
            target.append(("h2", line[3:]))
        elif line.startswith(("* ", "# ")):
            flush()
            kind = "ul" if line[0] == "*" else "ol"
            if target and target[-1][0] == kind and target[-1][2]:
                target[-1][1].append(line[2:])
            else:
                target.append((kind, [line[2:]], True))
        elif line.startswith("> "):
            flush()
            target.append(("quote", line[2:]))
        elif line.startswith("| "):
            flush()
            cells = [c.strip() for c in line.strip("|").split("|")]
            if target and target[-1][0] == "table":
                target[-1][1].append(cells)
            else:
                target.append(("table", [cells]))
        else:
            if not para and target and target[-1][0] in ("ul", "ol"):
                target[-1] = (target[-1][0], target[-1][1], False)  # a paragraph right after a list closes it
            para.append(line)
    flush()
    return blocks, posts


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def inline(text: str) -> str:
    out = html.escape(text, quote=False)
    out = _LINK.sub(lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', out)
    return _BOLD.sub(r"<strong>\1</strong>", out)


def plain(text: str) -> str:
    return _BOLD.sub(r"\1", _LINK.sub(r"\1", text))


def render_blocks(blocks: list, quote_class: str = "") -> str:
    out = []
    for b in blocks:
        kind = b[0]
        if kind == "p":
            out.append(f"<p>{inline(b[1])}</p>")
        elif kind in ("h2", "h3"):
            out.append(f"<{kind}>{inline(b[1])}</{kind}>")
        elif kind in ("ul", "ol"):
            items = "\n".join(f"  <li>{inline(i)}</li>" for i in b[1])
            out.append(f"<{kind}>\n{items}\n</{kind}>")
        elif kind == "quote":
            cls = f' class="{quote_class}"' if quote_class else ""
            out.append(f"<blockquote{cls}><p>{inline(b[1])}</p></blockquote>")
        elif kind == "table":
            head, *rows = b[1]
            th = "".join(f"<th>{inline(c)}</th>" for c in head)
            trs = "\n".join("  <tr>" + "".join(f"<td>{inline(c)}</td>" for c in r) + "</tr>" for r in rows)
            out.append(f'<table class="data">\n  <tr>{th}</tr>\n{trs}\n</table>')
    return "\n".join(out)


def block_texts(blocks: list) -> list[str]:
    texts = []
    for b in blocks:
        if b[0] == "p":
            texts.append(plain(b[1]))
        elif b[0] in ("ul", "ol"):
            texts.extend(plain(i) for i in b[1])
        elif b[0] == "table":
            texts.extend(" ".join(plain(c) for c in row) + "." for row in b[1][1:])
    return texts


def esc(text: str) -> str:
    return html.escape(text, quote=True)


# --------------------------------------------------------------------------------------------------------------
# ChatNoir-style titles and snippets: HTML-escaped (&amp; &quot; &#x27; &#x2F;), query terms in <em>
# --------------------------------------------------------------------------------------------------------------

STOPWORDS = {
    "a",
    "an",
    "and",
    "are",
    "as",
    "at",
    "be",
    "better",
    "by",
    "do",
    "for",
    "from",
    "in",
    "is",
    "it",
    "of",
    "on",
    "or",
    "should",
    "the",
    "their",
    "to",
    "what",
    "which",
    "between",
    "difference",
    "vs",
    "with",
}


def chatnoir_escape(text: str) -> str:
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
        .replace("/", "&#x2F;")
    )


def _norm(word: str) -> str:
    w = word.lower()
    for suffix in ("ies", "es", "s"):
        if len(w) > 4 and w.endswith(suffix) and not w.endswith("ss"):
            return w[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return w


def query_terms(query: str) -> set[str]:
    return {_norm(t) for t in re.findall(r"[A-Za-z0-9]+", query) if len(t) > 1}


def highlight(text: str, terms: set[str]) -> str:
    parts = re.split(r"([A-Za-z0-9]+)", text)
    out = []
    for i, part in enumerate(parts):
        if i % 2 == 1 and _norm(part) in terms:
            out.append(f"<em>{chatnoir_escape(part)}</em>")
        else:
            out.append(chatnoir_escape(part))
    return "".join(out)


def pick_snippet(texts: list[str], terms: set[str]) -> str:
    content = {t for t in terms if t not in STOPWORDS}
    sentences = []
    for t in texts:
        sentences.extend(s for s in re.split(r"(?<=[.!?])\s+", t.strip()) if s)
    if not sentences:
        return ""

    def score(i: int) -> tuple[int, int]:
        words = {_norm(w) for w in re.findall(r"[A-Za-z0-9]+", sentences[i])}
        return (len(words & content), -i)

    best = max(range(len(sentences)), key=score)
    snippet = sentences[best]
    j = best + 1
    while len(snippet) < 170 and j < len(sentences):
        snippet += " " + sentences[j]
        j += 1
    if len(snippet) > 270:
        snippet = snippet[:270].rsplit(" ", 1)[0]
    return snippet


# --------------------------------------------------------------------------------------------------------------
# Sites and page chrome
# --------------------------------------------------------------------------------------------------------------

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def fmt_date(iso: str, style: str = "long") -> str:
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", iso or ""):
        return iso
    d = date.fromisoformat(iso)
    if style == "long":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "uk":
        return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
    if style == "short":
        return f"{d.month:02d}-{d.day:02d}-{d.year}"
    if style == "abbr":
        return f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}"
    return iso


def ga_script(host: str, era: int) -> str:
    n = stable_int("ga", host) % 89_000_000 + 1_000_000
    if era == 2012:
        return textwrap.dedent(f"""\
            <script type="text/javascript">
              var _gaq = _gaq || [];
              _gaq.push(['_setAccount', 'UA-{n}-1']);
              _gaq.push(['_trackPageview']);
              (function() {{
                var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true;
                ga.src = ('https:' == document.location.protocol ? 'https://ssl' : 'http://www') + '.google-analytics.com/ga.js';
                var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s);
              }})();
            </script>""")
    gid = f"G-{stable_int('gtag', host) % 36**8:08X}"[:10]
    return textwrap.dedent(f"""\
        <script async src="https://www.googletagmanager.com/gtag/js?id={gid}"></script>
        <script>
          window.dataLayer = window.dataLayer || [];
          function gtag(){{dataLayer.push(arguments);}}
          gtag('consent', 'default', {{ 'ad_storage': 'denied', 'analytics_storage': 'denied' }});
          gtag('js', new Date());
          gtag('config', '{gid}', {{ 'anonymize_ip': true }});
        </script>""")


def ad_unit(host: str, slot: str, era: int, w: int = 300, h: int = 250) -> str:
    client = f"ca-pub-{stable_int('pub', host) % 10**16:016d}"
    slot_id = stable_int("slot", host, slot) % 10**10
    if era == 2012:
        return textwrap.dedent(f"""\
            <div class="ad ad-{w}x{h}"><span class="ad-label">Advertisement</span>
            <script type="text/javascript"><!--
            google_ad_client = "{client}";
            google_ad_slot = "{slot_id}";
            google_ad_width = {w};
            google_ad_height = {h};
            //-->
            </script>
            <script type="text/javascript" src="http://pagead2.googlesyndication.com/pagead/show_ads.js"></script>
            </div>""")
    return textwrap.dedent(f"""\
        <div class="ad-container ad-{w}x{h}" data-slot="{slot}"><span class="ad-label">Advertisement</span>
        <ins class="adsbygoogle" style="display:inline-block;width:{w}px;height:{h}px" data-ad-client="{client}" data-ad-slot="{slot_id}"></ins>
        <script>(adsbygoogle = window.adsbygoogle || []).push({{}});</script>
        </div>""")


def cookie_banner(kind: str | None, site: dict) -> str:
    if kind == "uk2012":
        return textwrap.dedent("""\
            <div id="cookie-notice" style="position:fixed;bottom:0;width:100%;background:#333;color:#fff;padding:8px;z-index:999">
              We use cookies to give you the best experience on our website. If you continue without changing your settings,
              we'll assume that you are happy to receive all cookies. <a href="/cookie-policy" style="color:#9cf">Find out more</a>
              <a href="#" id="cookie-ok" onclick="document.getElementById('cookie-notice').style.display='none';return false;">Close</a>
            </div>""")
    if kind == "gdpr":
        name = esc(site["name"])
        return textwrap.dedent(f"""\
            <div id="consent-banner" class="cmp-banner" role="dialog" aria-label="Cookie consent" aria-modal="true">
              <div class="cmp-text">
                <h2>We value your privacy</h2>
                <p>{name} and our 143 partners store and access information on your device, such as cookies, and process
                personal data such as unique identifiers for personalised ads and content, ad and content measurement,
                audience insights and product development. You can accept, reject or manage your choices at any time by
                clicking "Privacy settings" in the footer.</p>
              </div>
              <div class="cmp-buttons">
                <button id="cmp-reject" class="cmp-btn secondary">Reject all</button>
                <button id="cmp-manage" class="cmp-btn secondary">Manage preferences</button>
                <button id="cmp-accept" class="cmp-btn primary">Accept all</button>
              </div>
            </div>""")
    return ""


def nav_html(site: dict, cls: str = "menu") -> str:
    items = "".join(
        f'<li><a href="/{re.sub(r"[^a-z0-9]+", "-", n.lower()).strip("-")}/">{esc(n)}</a></li>' for n in site["nav"]
    )
    return f'<ul class="{cls}"><li><a href="/">Home</a></li>{items}</ul>'


def link_list(titles: list[str], base: str = "/") -> str:
    lis = "\n".join(
        f'  <li><a href="{base}{re.sub(r"[^a-z0-9]+", "-", t.lower()).strip("-")[:50]}/">{esc(t)}</a></li>'
        for t in titles
    )
    return f"<ul>\n{lis}\n</ul>"


def footer_links(era: int) -> str:
    items = ["About", "Contact", "Advertise", "Privacy Policy", "Terms of Use"]
    if era == 2022:
        items += ["Cookie Settings", "Do Not Sell My Personal Information"]
    return " | ".join(f'<a href="/{re.sub(r"[^a-z0-9]+", "-", i.lower()).strip("-")}">{i}</a>' for i in items)


def head(doc: dict, site: dict, page_title: str, css: str, extra: str = "", xhtml: bool = False) -> str:
    era = site["era"]
    charset = doc.get("encoding", "utf-8")
    desc = esc(doc.get("description") or doc["snippet_text"][:155])
    if xhtml:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            '<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en">\n<head>\n'
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}" />\n'
        )
    else:
        top = f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="{charset}">\n'
        if era == 2022:
            top += '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
    jquery = (
        '<script type="text/javascript" src="http://ajax.googleapis.com/ajax/libs/jquery/1.7.1/jquery.min.js"></script>\n'
        if era == 2012
        else ""
    )
    canonical = f'<link rel="canonical" href="{esc(doc["url"])}">\n'
    return (
        f'{top}<title>{esc(page_title)}</title>\n<meta name="description" content="{desc}">\n{canonical}'
        f'<link rel="stylesheet" type="text/css" href="{css}">\n{jquery}{extra}{ga_script(doc["host"], era)}\n</head>\n'
    )


def comments_html(doc: dict, style: str = "wp") -> str:
    posts = doc["comment_posts"]
    if not posts:
        return ""
    lis = []
    for i, p in enumerate(posts, 1):
        when = fmt_date(p["date"])
        lis.append(
            textwrap.dedent(f"""\
            <li class="comment" id="comment-{stable_int(doc["key"], str(i)) % 90000 + 10000}">
              <div class="comment-author vcard"><cite class="fn">{esc(p["user"])}</cite> <span class="says">says:</span></div>
              <div class="comment-meta commentmetadata"><a href="#">{when}</a></div>
              <div class="comment-body">{render_blocks(p["blocks"])}</div>
              <div class="reply"><a class="comment-reply-link" href="#respond">Reply</a></div>
            </li>""")
        )
    n = len(posts)
    heading = f"{n} Responses to &#8220;{esc(doc['title'])}&#8221;" if style == "wp" else f"Comments ({n})"
    form = textwrap.dedent("""\
        <div id="respond"><h3 id="reply-title">Leave a Reply</h3>
        <form action="/wp-comments-post.php" method="post" id="commentform">
          <p><label for="author">Name</label> <input id="author" name="author" type="text" size="30"></p>
          <p><label for="email">Email</label> <input id="email" name="email" type="text" size="30"></p>
          <p><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>
          <p><input name="submit" type="submit" id="submit" value="Post Comment"></p>
        </form></div>""")
    return (
        f'<div id="comments" class="comments-area">\n<h3 class="comments-title">{heading}</h3>\n<ol class="commentlist">\n'
        + "\n".join(lis)
        + f"\n</ol>\n{form}\n</div>"
    )


def page_title(doc: dict, site: dict) -> str:
    if doc.get("page_title"):
        return doc["page_title"]
    sep = site.get("sep", " | ")
    return f"{doc['title']}{sep}{site['name']}"


def sidebar(doc: dict, site: dict) -> str:
    era = site["era"]
    parts = []
    if site.get("about"):
        parts.append(
            f'<div class="widget widget_text"><h3 class="widget-title">About</h3><div class="textwidget">'
            f"{esc(site['about'])}</div></div>"
        )
    parts.append(ad_unit(doc["host"], "sidebar-top", era))
    if site.get("popular"):
        parts.append(
            f'<div class="widget widget_popular"><h3 class="widget-title">Popular Posts</h3>\n'
            f"{link_list(site['popular'])}\n</div>"
        )
    if site.get("sponsored"):
        links = "\n".join(f'  <li><a href="{esc(u)}" rel="nofollow">{esc(t)}</a></li>' for t, u in site["sponsored"])
        parts.append(
            f'<div class="widget sponsored-links"><h3 class="widget-title">Sponsored Links</h3>\n<ul>\n{links}\n</ul>\n</div>'
        )
    parts.append(ad_unit(doc["host"], "sidebar-bottom", era, 160, 600))
    if era == 2012:
        years = ["March 2012", "February 2012", "January 2012", "December 2011", "November 2011", "October 2011"]
        parts.append(
            f'<div class="widget widget_archive"><h3 class="widget-title">Archives</h3>\n{link_list(years, "/archive/")}\n</div>'
        )
    return "\n".join(parts)


def skin_blog(doc: dict, site: dict) -> str:
    era = site["era"]
    post_id = stable_int(doc["key"]) % 9000 + 100
    cats = ", ".join(
        f'<a href="/category/{esc(c.lower().replace(" ", "-"))}/">{esc(c)}</a>'
        for c in doc.get("cats", ["Uncategorized"])
    )
    tags = ", ".join(f'<a href="/tag/{esc(t.lower().replace(" ", "-"))}/">{esc(t)}</a>' for t in doc.get("tags", []))
    share = (
        '<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Share this:</h3><ul>'
        '<li><a class="share-twitter" href="#" title="Click to share on Twitter">Twitter</a></li>'
        '<li><a class="share-facebook" href="#" title="Share on Facebook">Facebook</a></li>'
        '<li><a class="share-pinterest" href="#">Pinterest</a></li><li><a class="share-email" href="#">Email</a></li></ul></div>'
    )
    related = ""
    if site.get("popular"):
        related = f'<div class="related-posts"><h3>You might also like</h3>\n{link_list(site["popular"][:3])}\n</div>'
    footer_extra = (
        'Proudly powered by <a href="http://wordpress.org/">WordPress</a> | Theme: Twenty Eleven'
        if era == 2012
        else "Built with WordPress &amp; Kadence"
    )
    newsletter = ""
    if era == 2022:
        newsletter = textwrap.dedent("""\
            <div class="newsletter-popup" id="nl-popup" hidden>
              <h4>Don't miss a post!</h4><p>Get new posts straight to your inbox. No spam, unsubscribe anytime.</p>
              <form action="/subscribe" method="post"><input type="email" name="email" placeholder="Your email address"><button>Subscribe</button></form>
              <button class="nl-close" aria-label="Close">&times;</button>
            </div>""")
    body = f"""<body class="single single-post postid-{post_id} single-format-standard">
{cookie_banner(site.get("cookie"), site)}
<div id="page" class="hfeed site">
<header id="masthead" class="site-header" role="banner">
  <hgroup><h1 id="site-title"><a href="/" rel="home">{esc(site["name"])}</a></h1>
  <h2 id="site-description">{esc(site.get("tagline", ""))}</h2></hgroup>
  <nav id="access" role="navigation"><h3 class="assistive-text">Main menu</h3>
  <div class="skip-link"><a class="assistive-text" href="#content">Skip to primary content</a></div>
  {nav_html(site)}
  </nav>
  <form method="get" id="searchform" action="/"><input type="text" class="field" name="s" id="s" placeholder="Search"></form>
</header>
<div id="main">
<div id="primary"><div id="content" role="main">
<article id="post-{post_id}" class="post-{post_id} post type-post status-publish format-standard hentry">
<header class="entry-header">
  <h1 class="entry-title">{esc(doc["title"])}</h1>
  <div class="entry-meta"><span class="sep">Posted on </span><a href="#" rel="bookmark"><time class="entry-date" datetime="{doc.get("date", "")}">{fmt_date(doc.get("date", ""))}</time></a>
  <span class="by-author"> by <span class="author vcard"><a class="url fn n" href="/author/{esc(doc.get("author", "admin").split()[0].lower())}/">{esc(doc.get("author", "admin"))}</a></span></span></div>
</header>
<div class="entry-content">
{render_blocks(doc["blocks"])}
</div>
<footer class="entry-meta">This entry was posted in {cats}{" and tagged " + tags if tags else ""}. Bookmark the <a href="{esc(doc["url"])}" rel="bookmark">permalink</a>.</footer>
{share}
</article>
{related}
<nav id="nav-single"><span class="nav-previous"><a href="#" rel="prev">&larr; Previous</a></span> <span class="nav-next"><a href="#" rel="next">Next &rarr;</a></span></nav>
{comments_html(doc)}
</div></div>
<div id="secondary" class="widget-area" role="complementary">
{sidebar(doc, site)}
</div>
</div>
<footer id="colophon" role="contentinfo">
  <div id="site-generator">&copy; {doc.get("date", "2012")[:4]} {esc(site["name"])}. {footer_extra}</div>
  <div class="footer-links">{footer_links(era)}</div>
</footer>
</div>
{newsletter}
<script type="text/javascript" src="/wp-includes/js/comment-reply.js?ver=3.3.1"></script>
</body>
</html>
"""
    return (
        head(doc, site, page_title(doc, site), f"/wp-content/themes/{site.get('theme', 'twentyeleven')}/style.css")
        + body
    )


def user_stats(user: str, era: int, extra: str = "") -> tuple[str, str]:
    n = stable_int("user", user)
    year = (2004 + n % 8) if era == 2012 else (2012 + n % 10)
    if "Junior" in extra or "New" in extra:
        year = era - 1 + n % 2
    joined = f"{MONTHS[n % 12][:3]} {year}"
    posts = f"{(n // 12) % 60 + 1:,}" if ("Junior" in extra or "New" in extra) else f"{(n // 12) % 4800 + 3:,}"
    return joined, posts


def skin_forum(doc: dict, site: dict) -> str:
    era = site["era"]
    m = re.search(r"[?&]t=(\d+)", doc["path"])
    thread_id = int(m.group(1)) if m else stable_int(doc["key"]) % 90000 + 10000
    crumbs = " &raquo; ".join(
        [f'<a href="/">{esc(site["name"])}</a>']
        + [
            f'<a href="/forumdisplay.php?f={stable_int(s) % 90 + 2}">{esc(s)}</a>'
            for s in doc.get("section", site.get("sections", ["General Discussion"]))
        ]
    )
    posts_html = []
    for i, p in enumerate(doc["posts"], 1):
        joined, count = user_stats(p["user"], era, p["extra"])
        title = esc(p["extra"]) if p["extra"] else ("Senior Member" if int(count.replace(",", "")) > 1000 else "Member")
        post_no = thread_id * 10 + i
        if era == 2012:
            posts_html.append(f"""<li class="postbitlegacy postcontainer" id="post_{post_no}">
  <div class="posthead"><span class="postdate"><span class="date">{esc(p["date"])}</span></span>
  <span class="nodecontrols"><a name="post{post_no}" href="#post{post_no}" class="postcounter">#{i}</a></span></div>
  <div class="postdetails">
    <div class="userinfo"><a class="username" href="/member.php?u={stable_int(p["user"]) % 99999}"><strong>{esc(p["user"])}</strong></a>
      <span class="usertitle">{title}</span>
      <dl class="userinfo_extra"><dt>Join Date</dt><dd>{joined}</dd><dt>Posts</dt><dd>{count}</dd></dl></div>
    <div class="postbody"><div class="postrow"><div class="content"><div id="post_message_{post_no}">
      <blockquote class="postcontent restore">
{render_blocks(p["blocks"], "bbcode_quote")}
      </blockquote></div></div></div>
    </div>
  </div>
  <div class="postfoot"><span class="postcontrols"><a class="quote" href="/newreply.php?p={post_no}">Reply With Quote</a></span></div>
</li>""")
        else:
            posts_html.append(f"""<article class="topic-post" id="post_{i}" data-post-id="{post_no}">
  <div class="topic-avatar"><img alt="" width="45" height="45" src="/user_avatar/{esc(p["user"].lower())}/45.png"></div>
  <div class="topic-body"><div class="topic-meta-data"><span class="username"><a href="/u/{esc(p["user"])}">{esc(p["user"])}</a></span>
  <span class="post-date" title="{esc(p["date"])}">{esc(p["date"])}</span></div>
  <div class="cooked">
{render_blocks(p["blocks"], "quote")}
  </div>
  <section class="post-menu-area"><button class="like" title="like this post">{stable_int(doc["key"], p["user"]) % 40}</button> <button class="reply">Reply</button></section></div>
</article>""")
    n = len(doc["posts"])
    if era == 2012:
        login = (
            '<form id="navbar_loginform" action="/login.php?do=login" method="post"><input type="text" name="vb_login_username" '
            'value="User Name"> <input type="password" name="vb_login_password"> <input type="submit" value="Log in"></form>'
        )
        body = f"""<body>
{cookie_banner(site.get("cookie"), site)}
<div class="above_body"><div id="header" class="floatcontainer doc_header">
<div><a name="top" href="/" class="logo-image"><img src="/images/misc/logo.png" alt="{esc(site["name"])}"></a></div>
<div id="toplinks" class="toplinks">{login}</div></div>
<div id="navbar" class="navbar">{nav_html(site, "floatcontainer")}</div></div>
<div class="body_wrapper">
<div id="breadcrumb" class="breadcrumb">{crumbs}</div>
{ad_unit(doc["host"], "leaderboard", era, 728, 90)}
<div id="pagetitle"><h1>Thread: <span class="threadtitle"><a href="/showthread.php?t={thread_id}">{esc(doc["title"])}</a></span></h1></div>
<div id="thread_controls" class="thread_controls"><a href="/newreply.php?t={thread_id}" class="newcontent_textcontrol">+ Reply to Thread</a>
<span class="pagination">Results 1 to {n} of {n}</span></div>
<div id="postlist" class="postlist restrain"><ol id="posts" class="posts">
{chr(10).join(posts_html)}
</ol></div>
<div id="similar_threads"><h4>Similar Threads</h4>{link_list(site.get("popular", []), "/threads/")}</div>
{ad_unit(doc["host"], "bottom", era, 728, 90)}
</div>
<div id="footer"><div class="footer_links">{footer_links(era)}</div>
<p class="copyright">Powered by vBulletin&reg; Version 4.1.10<br>Copyright &copy; 2012 vBulletin Solutions, Inc. All rights reserved.<br>
All times are GMT -5. The time now is 10:42 PM.</p></div>
</body>
</html>
"""
        return (
            head(
                doc, site, page_title(doc, site), "/clientscript/vbulletin_css/style00002l/main-rollup.css", xhtml=True
            )
            + body
        )
    body = f"""<body class="crawler">
{cookie_banner(site.get("cookie"), site)}
<header class="d-header"><div class="wrap"><a href="/" class="title"><img src="/uploads/default/logo.svg" alt="{esc(site["name"])}"></a>
<nav>{nav_html(site, "nav-pills")}</nav><a class="login-button" href="/login">Log In</a></div></header>
<div id="main-outlet" class="wrap" role="main">
<div id="topic-title"><h1><a href="{esc(doc["url"])}">{esc(doc["title"])}</a></h1>
<div class="topic-category">{crumbs}</div></div>
<div class="topic-posts">
{chr(10).join(posts_html)}
</div>
<div class="suggested-topics"><h3>Suggested Topics</h3>{link_list(site.get("popular", []), "/t/")}</div>
</div>
<footer class="noscript-footer-nav"><nav>{footer_links(era)}</nav>
<p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>
<script defer src="/assets/start-discourse-8f2c1.js"></script>
</body>
</html>
"""
    return head(doc, site, page_title(doc, site), "/stylesheets/desktop_theme_4.css") + body


def skin_qa(doc: dict, site: dict) -> str:
    era = site["era"]
    qid = stable_int(doc["key"]) % 9_000_000 + 1_000_000
    answers = []
    for i, p in enumerate(doc["comment_posts"]):
        votes = stable_int(doc["key"], p["user"]) % 30 + (15 if "best" in p["extra"] else 0)
        badge = '<div class="best-answer-badge">&#9733; Best Answer</div>' if "best" in p["extra"] else ""
        answers.append(f"""<div class="answer" id="answer-{qid}-{i}">
  {badge}
  <div class="vote"><span class="vote-count">{votes}</span> <span>votes</span></div>
  <div class="answer-body">
{render_blocks(p["blocks"])}
  </div>
  <div class="answer-meta">answered {esc(fmt_date(p["date"]))} by <a href="/user/{esc(p["user"])}">{esc(p["user"])}</a></div>
</div>""")
    asker = doc.get("author", "anonymous")
    body = f"""<body class="question-page">
{cookie_banner(site.get("cookie"), site)}
<div id="header"><a href="/" id="logo">{esc(site["name"])}</a>
<form id="search" action="/search"><input name="q" type="text" placeholder="Ask a question or search"><input type="submit" value="Search"></form>
<div id="hlinks"><a href="/login">log in</a> | <a href="/signup">sign up</a></div>
<div class="nav">{nav_html(site)}</div></div>
<div id="content">
<div id="mainbar">
<div id="question-header"><h1 itemprop="name">{esc(doc["title"])}</h1></div>
<div class="question" id="question-{qid}">
  <div class="post-text" itemprop="text">
{render_blocks(doc["blocks"])}
  </div>
  <div class="post-meta">asked {esc(fmt_date(doc.get("date", "")))} by <a href="/user/{esc(asker)}">{esc(asker)}</a> in
  <a href="/category/{esc(doc.get("category", "Other").lower().replace(" ", "-"))}">{esc(doc.get("category", "Other"))}</a></div>
</div>
<div id="answers"><h2>{len(answers)} Answer{"s" if len(answers) != 1 else ""}</h2>
{chr(10).join(answers)}
</div>
<div id="your-answer"><h2>Know the answer?</h2><form action="/answer" method="post"><textarea name="body" rows="6"></textarea><input type="submit" value="Post Your Answer"></form></div>
</div>
<div id="sidebar">
{ad_unit(doc["host"], "qa-side", era)}
<div class="module related"><h4>Related Questions</h4>{link_list(doc.get("related", site.get("popular", [])), "/q/")}</div>
</div>
</div>
<div id="footer">{footer_links(era)}<p>&copy; {doc.get("date", "2012")[:4]} {esc(site["name"])}. User contributions licensed under site terms.</p></div>
</body>
</html>
"""
    return head(doc, site, page_title(doc, site), "/content/all.css?v=4e1a3c") + body


def skin_shop(doc: dict, site: dict) -> str:
    era = site["era"]
    sku = doc.get("sku") or f"{stable_int(doc['key']) % 900000 + 100000}"
    crumbs = " / ".join(f'<a href="/c/{esc(c.lower().replace(" ", "-"))}">{esc(c)}</a>' for c in doc.get("crumbs", []))
    reviews = []
    for p in doc["comment_posts"]:
        stars = int(p["extra"] or 5)
        reviews.append(f"""<div class="review" itemprop="review" itemscope itemtype="http://schema.org/Review">
  <div class="rating" title="{stars} out of 5 stars">{"&#9733;" * stars}{"&#9734;" * (5 - stars)}</div>
  <div class="review-by">by <span itemprop="author">{esc(p["user"])}</span> on {esc(fmt_date(p["date"]))}</div>
  <div class="review-text" itemprop="reviewBody">{render_blocks(p["blocks"])}</div>
  <div class="helpful">Was this review helpful? <a href="#">Yes</a> / <a href="#">No</a></div>
</div>""")
    specs = ""
    if doc.get("specs"):
        rows = "\n".join(f"  <tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in doc["specs"])
        specs = (
            f'<div class="tab" id="tab-specs"><h2>Specifications</h2>\n<table class="specs">\n{rows}\n</table></div>'
        )
    price = ""
    if doc.get("price"):
        was = f'<span class="was-price">Was {esc(doc["was"])}</span> ' if doc.get("was") else ""
        price = (
            f'<div class="price-box">{was}<span class="price" itemprop="price">{esc(doc["price"])}</span></div>\n'
            '<div class="add-to-box"><label for="qty">Qty:</label><input type="text" name="qty" id="qty" maxlength="12" value="1">'
            '<button type="button" title="Add to Cart" class="button btn-cart" onclick="productAddToCartForm.submit(this)"><span>Add to Cart</span></button></div>\n'
            '<p class="availability in-stock">Availability: <span>In stock</span> - ships within 1-2 business days</p>'
        )
    also = ""
    if doc.get("also"):
        items = "\n".join(
            f'  <li class="item"><a href="#" class="product-name">{esc(n)}</a> <span class="price">{esc(pr)}</span></li>'
            for n, pr in doc["also"]
        )
        also = f'<div class="box-collateral box-up-sell"><h2>Customers Who Bought This Also Bought</h2>\n<ul class="products-grid">\n{items}\n</ul></div>'
    review_block = ""
    if reviews:
        review_block = (
            f'<div class="tab" id="tab-reviews"><h2>Customer Reviews ({len(reviews)})</h2>\n'
            + "\n".join(reviews)
            + '\n<a href="#review-form" class="write-review">Write Your Own Review</a></div>'
        )
    body = f"""<body class="catalog-product-view">
{cookie_banner(site.get("cookie"), site)}
<div class="header-container"><div class="header">
<a href="/" title="{esc(site["name"])}" class="logo"><strong>{esc(site["name"])}</strong><img src="/skin/frontend/default/theme/images/logo.gif" alt="{esc(site["name"])}"></a>
<div class="quick-access"><p class="welcome-msg">Welcome to {esc(site["name"])}! {esc(site.get("promo", "Free shipping on orders over $50"))}</p>
<ul class="links"><li><a href="/customer/account/">My Account</a></li><li><a href="/wishlist/">My Wishlist</a></li><li><a href="/checkout/cart/">My Cart (0 items)</a></li><li><a href="/customer/account/login/">Log In</a></li></ul></div>
<form id="search_mini_form" action="/catalogsearch/result/" method="get"><input id="search" type="text" name="q" value="" class="input-text"><button type="submit" title="Search" class="button">Search</button></form>
</div>
<div class="nav-container">{nav_html(site, "nav")}</div></div>
<div class="main-container col1-layout"><div class="main">
<div class="breadcrumbs"><a href="/">Home</a> / {crumbs}</div>
<div class="product-view" itemscope itemtype="http://schema.org/Product">
<div class="product-essential">
<div class="product-img-box"><img id="image" src="/media/catalog/product/cache/1/image/{sku}.jpg" alt="{esc(doc["title"])}"></div>
<div class="product-shop">
<div class="product-name"><h1 itemprop="name">{esc(doc["title"])}</h1></div>
<p class="sku">Item # {esc(sku)}</p>
{price}
<div class="short-description"><div class="std" itemprop="description">
{render_blocks(doc["blocks"])}
</div></div>
</div></div>
{specs}
{review_block}
{also}
</div>
</div></div>
<div class="footer-container"><div class="footer">
<div class="newsletter"><form action="/newsletter/subscriber/new/" method="post"><label for="newsletter">Sign up for our newsletter:</label><input type="text" name="email" id="newsletter"><button type="submit">Subscribe</button></form></div>
<ul class="footer-links"><li>Customer Service</li><li>Shipping &amp; Returns</li><li>Store Locator</li></ul>
<div class="payment-icons"><img src="/skin/images/visa.png" alt="Visa"> <img src="/skin/images/mastercard.png" alt="MasterCard"> <img src="/skin/images/paypal.png" alt="PayPal"></div>
<address>&copy; {doc.get("date", "2012")[:4]} {esc(site["name"])}. All Rights Reserved. {footer_links(era)}</address>
</div></div>
<script type="text/javascript">var optionsPrice = new Product.OptionsPrice({{"productId":"{sku}","priceFormat":{{"pattern":"$%s","precision":2}}}});</script>
</body>
</html>
"""
    return (
        head(doc, site, page_title(doc, site), "/skin/frontend/default/theme/css/styles.css", xhtml=(era == 2012))
        + body
    )


def skin_news(doc: dict, site: dict) -> str:
    era = site["era"]
    section = doc.get("section_name", "Local")
    related = link_list(doc.get("related", site.get("popular", [])), "/news/")
    body = f"""<body class="story-page section-{esc(section.lower())}">
{cookie_banner(site.get("cookie"), site)}
{ad_unit(doc["host"], "leaderboard", era, 728, 90)}
<header id="masthead"><div class="masthead-inner"><a href="/" class="brand">{esc(site["name"])}</a>
<div class="edition-date">{esc(fmt_date(doc.get("date", "")))}</div>
<div class="subscribe"><a href="/subscribe">Subscribe</a> | <a href="/e-edition">e-Edition</a> | <a href="/login">Sign in</a></div></div>
<nav class="sections">{nav_html(site, "section-nav")}</nav></header>
<div id="page-body">
<article class="story" itemscope itemtype="http://schema.org/NewsArticle">
<div class="section-label"><a href="/{esc(section.lower())}/">{esc(section)}</a></div>
<h1 class="headline" itemprop="headline">{esc(doc["title"])}</h1>
{('<h2 class="dek">' + esc(doc["dek"]) + "</h2>") if doc.get("dek") else ""}
<div class="byline">By <span itemprop="author">{esc(doc.get("author", "Staff Writer"))}</span> &middot; <time datetime="{doc.get("date", "")}">{esc(fmt_date(doc.get("date", ""), "abbr"))}</time></div>
<div class="share-tools"><a href="#" class="share-fb">Share</a> <a href="#" class="share-tw">Tweet</a> <a href="#" class="share-mail">Email</a> <a href="#" class="print">Print</a></div>
<div class="story-body" itemprop="articleBody">
{render_blocks(doc["blocks"])}
</div>
<div class="story-tags">Topics: {", ".join(esc(t) for t in doc.get("tags", [section]))}</div>
</article>
<aside class="rail">
{ad_unit(doc["host"], "rail", era)}
<div class="most-read"><h3>Most Read</h3>
{related}
</div>
</aside>
{comments_html(doc, "news")}
</div>
<footer id="site-footer"><div class="footer-nav">{footer_links(era)}</div>
<p>&copy; {doc.get("date", "2012")[:4]} {esc(site["name"])}, a division of {esc(site.get("owner", "Tri-County Media Group"))}. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.</p></footer>
<script src="/js/story.min.js?v=20{"12" if era == 2012 else "22"}0301"></script>
</body>
</html>
"""
    return head(doc, site, page_title(doc, site), "/css/site.css") + body


def skin_magazine(doc: dict, site: dict) -> str:
    era = site["era"]
    toc = ""
    heads = [b[1] for b in doc["blocks"] if b[0] == "h2"]
    if len(heads) >= 3:
        toc = '<nav class="toc"><p class="toc-title">In this article</p>\n' + link_list(heads, "#") + "\n</nav>"
    nl = (
        '<div class="newsletter-box"><h3>Get the weekly newsletter</h3><p>Our best stories, reviews and buying advice, '
        'every Friday.</p><form action="/newsletter" method="post"><input type="email" placeholder="Email address">'
        "<button>Sign up</button></form></div>"
    )
    body = f"""<body class="article-template">
{cookie_banner(site.get("cookie"), site)}
<div class="site-wrap">
<header class="site-header"><div class="header-top"><a class="logo" href="/">{esc(site["name"])}</a>
<span class="tagline">{esc(site.get("tagline", ""))}</span>
<a class="btn-subscribe" href="/subscribe">Subscribe</a></div>
<nav class="primary-nav">{nav_html(site, "nav-list")}</nav></header>
<main class="article-main">
<article class="article">
<div class="article-kicker">{esc(doc.get("kicker", site["nav"][0]))}</div>
<h1 class="article-title">{esc(doc["title"])}</h1>
{('<p class="article-dek">' + esc(doc["dek"]) + "</p>") if doc.get("dek") else ""}
<div class="article-byline">By <a href="/authors/{esc(doc.get("author", "staff").lower().replace(" ", "-"))}">{esc(doc.get("author", "Staff"))}</a> &middot; {esc(fmt_date(doc.get("date", "")))}</div>
<figure class="hero"><img src="/images/{stable_int(doc["key"]) % 99999}-hero.jpg" alt=""><figcaption>{esc(doc.get("caption", ""))}</figcaption></figure>
{toc}
<div class="article-body">
{render_blocks(doc["blocks"])}
</div>
<div class="disclosure"><em>We may earn a commission when you buy through links on our site.</em></div>
</article>
<aside class="article-aside">
{ad_unit(doc["host"], "aside", era)}
{nl}
<div class="more-stories"><h3>More from {esc(site["name"])}</h3>{link_list(site.get("popular", []))}</div>
</aside>
{comments_html(doc, "news")}
</main>
<footer class="site-footer"><div class="footer-links">{footer_links(era)}</div>
<p class="copyright">&copy; {doc.get("date", "2012")[:4]} {esc(site["name"])} Media. All rights reserved.</p></footer>
</div>
<script src="/assets/js/main.{stable_int(site["name"]) % 0xFFFFFF:06x}.js" defer></script>
</body>
</html>
"""
    return head(doc, site, page_title(doc, site), "/assets/css/site.css") + body


def skin_wiki(doc: dict, site: dict) -> str:
    era = site["era"]
    heads = [b[1] for b in doc["blocks"] if b[0] == "h2"]
    toc = ""
    if heads:
        lis = "\n".join(
            f'  <li class="toclevel-1"><a href="#{esc(h.replace(" ", "_"))}"><span class="tocnumber">{i}</span> <span class="toctext">{esc(h)}</span></a></li>'
            for i, h in enumerate(heads, 1)
        )
        toc = f'<div id="toc" class="toc"><div id="toctitle"><h2>Contents</h2></div>\n<ul>\n{lis}\n</ul>\n</div>'
    content = render_blocks(doc["blocks"])
    content = re.sub(
        r"<h2>(.*?)</h2>",
        lambda m: (
            f'<h2><span class="mw-headline" id="{m.group(1).replace(" ", "_")}">{m.group(1)}</span>'
            '<span class="mw-editsection">[<a href="#">edit</a>]</span></h2>'
        ),
        content,
    )
    if toc:
        content = content.replace("<h2>", toc + "\n<h2>", 1)
    cats = " | ".join(f'<a href="/wiki/Category:{esc(c.replace(" ", "_"))}">{esc(c)}</a>' for c in doc.get("cats", []))
    body = f"""<body class="mediawiki ltr ns-0 page-{esc(doc["title"].replace(" ", "_"))} skin-vector">
{cookie_banner(site.get("cookie"), site)}
<div id="mw-page-base" class="noprint"></div>
<div id="content" class="mw-body" role="main">
<h1 id="firstHeading" class="firstHeading">{esc(doc["title"])}</h1>
<div id="bodyContent">
<div id="siteSub">From {esc(site["name"])}, {esc(site.get("tagline", "the free encyclopedia"))}</div>
<div id="jump-to-nav" class="mw-jump">Jump to: <a href="#mw-navigation">navigation</a>, <a href="#p-search">search</a></div>
<div id="mw-content-text" lang="en" dir="ltr" class="mw-content-ltr">
{content}
</div>
<div id="catlinks" class="catlinks"><div id="mw-normal-catlinks"><a href="/wiki/Special:Categories">Categories</a>: {cats}</div></div>
</div></div>
<div id="mw-navigation"><div id="mw-head"><div id="p-personal"><ul><li><a href="/wiki/Special:UserLogin">Log in / create account</a></li></ul></div>
<div id="p-search"><form action="/w/index.php" id="searchform"><input type="search" name="search" placeholder="Search"></form></div></div>
<div id="mw-panel"><div id="p-logo"><a href="/wiki/Main_Page" title="Visit the main page"></a></div>
<div class="portal" id="p-navigation"><h3>Navigation</h3><div class="body">{nav_html(site)}</div></div>
<div class="portal" id="p-tb"><h3>Toolbox</h3><div class="body"><ul><li><a href="#">What links here</a></li><li><a href="#">Related changes</a></li><li><a href="#">Printable version</a></li><li><a href="#">Permanent link</a></li></ul></div></div></div></div>
<div id="footer" role="contentinfo"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last modified on {esc(fmt_date(doc.get("date", ""), "uk"))}.</li>
<li id="footer-info-copyright">Text is available under the <a href="/wiki/License">Creative Commons Attribution-ShareAlike License</a>; additional terms may apply.</li></ul>
<ul id="footer-places"><li>{footer_links(era)}</li></ul></div>
</body>
</html>
"""
    return (
        head(
            doc,
            site,
            page_title(doc, site),
            "/w/load.php?debug=false&amp;lang=en&amp;modules=skins.vector&amp;only=styles",
        )
        + body
    )


def skin_plain(doc: dict, site: dict) -> str:
    """Small institutional sites (clubs, clinics, libraries, councils, extension services)."""
    era = site["era"]
    body = f"""<body>
{cookie_banner(site.get("cookie"), site)}
<div id="wrapper">
<div id="header"><a href="/"><img src="/images/banner.jpg" alt="{esc(site["name"])}" width="900" height="120"></a>
<div id="header-text"><span class="org-name">{esc(site["name"])}</span><br><span class="org-tagline">{esc(site.get("tagline", ""))}</span></div></div>
<div id="topnav">{nav_html(site, "topnav")}</div>
<table id="layout" width="100%" cellpadding="0" cellspacing="0"><tr>
<td id="leftcol" valign="top" width="180">
<div class="leftnav"><h4>In this section</h4>{link_list(site.get("popular", []))}</div>
{'<div class="contact-box"><h4>Contact us</h4><p>' + esc(site["contact"]) + "</p></div>" if site.get("contact") else ""}
</td>
<td id="maincol" valign="top">
<h1>{esc(doc["title"])}</h1>
{('<p class="updated">Last updated: ' + esc(fmt_date(doc["date"])) + "</p>") if doc.get("date") else ""}
<div id="main-content">
{render_blocks(doc["blocks"])}
</div>
{comments_html(doc, "news")}
</td>
<td id="rightcol" valign="top" width="200">
{ad_unit(doc["host"], "right", era, 160, 600) if site.get("ads", True) else '<div class="donate"><a href="/donate">Support our work &ndash; donate today</a></div>'}
</td></tr></table>
<div id="footer"><p>{footer_links(era)}</p><p>&copy; {doc.get("date", "2012")[:4]} {esc(site["name"])}. {esc(site.get("footer_note", ""))}</p></div>
</div>
</body>
</html>
"""
    return head(doc, site, page_title(doc, site), "/style.css") + body


def skin_spam(doc: dict, site: dict) -> str:
    era = site["era"]
    kw = doc.get("keywords", [])
    tagcloud = " ".join(
        f'<a href="/tag/{esc(k.replace(" ", "-"))}" style="font-size:{9 + stable_int(k) % 12}pt">{esc(k)}</a>'
        for k in kw
    )
    links = "\n".join(f'<li><a href="/{esc(k.replace(" ", "-"))}.html">{esc(k.title())}</a></li>' for k in kw[:14])
    body = f"""<body bgcolor="#ffffff">
<div id="top-banner">{ad_unit(doc["host"], "top1", era, 728, 90)}</div>
<div id="container">
<div id="header"><h1><a href="/">{esc(site["name"])}</a></h1><p>{esc(site.get("tagline", ""))}</p></div>
<div id="menu">{nav_html(site, "menu")}</div>
<div id="left">
<h2>{esc(doc["title"])}</h2>
{ad_unit(doc["host"], "incontent", era, 468, 60)}
{render_blocks(doc["blocks"])}
{ad_unit(doc["host"], "incontent2", era, 336, 280)}
<div class="tags"><b>Tags:</b> {tagcloud}</div>
</div>
<div id="right">
<h3>Hot Searches</h3>
<ul>
{links}
</ul>
{ad_unit(doc["host"], "right1", era, 160, 600)}
</div>
<div id="footer">Copyright &copy; {doc.get("date", "2012")[:4]} {esc(site["name"])} | <a href="/sitemap.xml">Sitemap</a> | <a href="/privacy.html">Privacy</a> | <a href="/dmca.html">DMCA</a><br>
<span style="color:#fff;font-size:2px">{esc(" ".join(kw))}</span></div>
</div>
<script type="text/javascript" src="http://s{stable_int(site["name"]) % 9}.counterstats-widget.info/count.js?id={stable_int(doc["key"]) % 999999}"></script>
</body>
</html>
"""
    return (
        head(
            doc,
            site,
            page_title(doc, site),
            "/style.css",
            extra=f'<meta name="keywords" content="{esc(", ".join(kw))}">\n',
        )
        + body
    )


def skin_app(doc: dict, site: dict) -> str:
    """A client-side rendered single-page app: the served HTML has (almost) no content."""
    h = stable_int(doc["key"]) % 0xFFFFFFFF
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{esc(page_title(doc, site))}</title>
<link rel="icon" href="/favicon.ico">
<link rel="manifest" href="/manifest.webmanifest">
<script defer="defer" src="/static/js/main.{h:08x}.js"></script>
<link href="/static/css/main.{h // 7:08x}.css" rel="stylesheet">
</head>
<body>
<noscript>You need to enable JavaScript to run this app.</noscript>
<div id="root"></div>
</body>
</html>
"""


SKINS = {
    "blog": skin_blog,
    "forum": skin_forum,
    "qa": skin_qa,
    "shop": skin_shop,
    "news": skin_news,
    "magazine": skin_magazine,
    "wiki": skin_wiki,
    "plain": skin_plain,
    "spam": skin_spam,
    "app": skin_app,
}


def make_pdf(lines: list[str]) -> bytes:
    """A small but well-formed one-page PDF 1.4 showing ``lines`` in Helvetica."""

    def pdf_str(s: str) -> str:
        return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    stream = "BT\n/F1 10 Tf\n13 TL\n56 780 Td\n" + "".join(f"({pdf_str(line)}) Tj T*\n" for line in lines) + "ET\n"
    stream_b = stream.encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length " + str(len(stream_b)).encode() + b" >>\nstream\n" + stream_b + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Title (Downtown Mobility Study - Executive Summary) /Producer (Port Calder GIS Office) /CreationDate (D:20220114093000) >>",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, obj in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + obj + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


# --------------------------------------------------------------------------------------------------------------
# Sites (all invented)
# --------------------------------------------------------------------------------------------------------------

SITES: dict[str, dict] = {}


def site(host: str, name: str, skin: str, era: int, nav: list[str], **kw) -> None:
    SITES[host] = {"host": host, "name": name, "skin": skin, "era": era, "nav": nav, **kw}


# ---- ClueWeb12 era (2012) ----
site(
    "www.switchbackjournal.com",
    "Switchback Journal",
    "blog",
    2012,
    ["Trail Journals", "Gear", "Skills", "About Me"],
    tagline="Notes from a slow hiker on long trails",
    about="I'm Megan. I've walked the Appalachian Trail, most of the Colorado Trail and far too many wet weekends in "
    "the Adirondacks. This is where I write about gear that worked and gear that didn't.",
    popular=[
        "My Appalachian Trail gear list, revisited",
        "How I resupply without a car",
        "Ten things I'd tell a first-time thru-hiker",
        "Stove showdown: alcohol vs. canister",
    ],
    cats=["Gear"],
)
site(
    "www.summitandtrailmag.com",
    "Summit & Trail",
    "magazine",
    2012,
    ["Gear", "Destinations", "Skills", "Fitness", "Photo"],
    tagline="For people who walk uphill on purpose",
    popular=[
        "The 10 best day hikes in the Smokies",
        "Rain shells tested: what really keeps you dry",
        "How to pick a backpack that fits",
        "Dehydrated dinners, ranked",
    ],
)
site(
    "forums.longtrailhikers.org",
    "Long Trail Hikers Forum",
    "forum",
    2012,
    ["Forums", "What's New?", "Trail Journals", "Gear Swap"],
    sections=["Gear Talk", "Footwear"],
    popular=[
        "Best socks for trail runners?",
        "How long do your shoes last?",
        "Superfeet or stock insoles",
        "Toenails falling off - normal?",
    ],
)
site(
    "www.basecampoutfitters-store.com",
    "Basecamp Outfitters",
    "shop",
    2012,
    ["Footwear", "Packs", "Tents", "Clothing", "Clearance"],
    promo="Free shipping on orders over $49",
    sep=" - ",
)
site(
    "www.askaroundhere.com",
    "AskAroundHere",
    "qa",
    2012,
    ["Questions", "Categories", "Top Answerers", "Ask a Question"],
    popular=[
        "How do I stop my glasses fogging up?",
        "What is the best way to clean a cast iron pan?",
        "Is it safe to charge my phone overnight?",
        "Why do cats knead blankets?",
    ],
    sep=" - ",
)
site(
    "www.footcarecentral-clinic.com",
    "FootCare Central Podiatry",
    "plain",
    2012,
    ["Our Doctors", "Conditions", "Patient Resources", "Appointments"],
    tagline="Podiatric medicine and surgery since 1994",
    popular=["Plantar fasciitis", "Ingrown toenails", "Choosing running shoes", "Diabetic foot care"],
    contact="Call (555) 013-2270 to book an appointment.",
    ads=False,
    footer_note="This article is for general information and is not medical advice.",
)
site(
    "best-hiking-boots-deals.info",
    "Best Hiking Boots Deals 2012",
    "spam",
    2012,
    ["Hiking Boots", "Trail Runners", "Womens Boots", "Cheap Boots", "Reviews"],
    tagline="Top discount hiking boots trail runners online!!",
)
site(
    "www.cedarridgeultra.org",
    "Cedar Ridge Trail Runs",
    "plain",
    2012,
    ["Races", "Results", "Volunteers", "Course Maps"],
    tagline="Cedar Ridge 50K & 25K - since 2003",
    popular=["2012 course map", "Aid station chart", "Volunteer sign-up", "Past results"],
    ads=False,
    footer_note="Cedar Ridge Trail Runs is a volunteer-run nonprofit.",
)
site(
    "www.citystylediaries.com",
    "City Style Diaries",
    "blog",
    2012,
    ["Outfits", "Shopping", "Beauty", "Contact"],
    tagline="Everyday style on a grad-student budget",
    theme="chic",
    popular=[
        "Five ways to wear a chambray shirt",
        "My fall capsule wardrobe",
        "Drugstore lipsticks that last",
        "Boots under $100",
    ],
)
site(
    "www.ukhillwalkers-forum.co.uk",
    "UK Hillwalkers",
    "forum",
    2012,
    ["Forum", "Routes", "Kit Reviews", "Meets"],
    sections=["Kit & Equipment"],
    cookie="uk2012",
    popular=[
        "Best waterproof for the Lakes?",
        "Wild camping in Scotland - the rules",
        "Gaiters: yay or nay",
        "Paramo vs Gore-Tex",
    ],
)
site(
    "www.dailyherald-courier.com",
    "The Daily Herald-Courier",
    "news",
    2012,
    ["News", "Business", "Sports", "Life", "Opinion", "Obituaries"],
    owner="Tri-County Media Group",
    popular=[
        "County approves budget after long debate",
        "High school robotics team heads to state",
        "Road work on Route 9 to begin Monday",
        "Farmers market moves to Saturday mornings",
    ],
    sep=" - ",
)
site(
    "www.outdoorglossary.net",
    "OutdoorGlossary",
    "wiki",
    2012,
    ["Main page", "Recent changes", "Random page", "Help"],
    tagline="the free hiking and camping encyclopedia",
    sep=" - ",
)
site(
    "www.grayridgerambles.com",
    "Gray Ridge Rambles",
    "blog",
    2012,
    ["Hikes", "Gear", "Photos", "About"],
    tagline="Weekend walks and the occasional long one",
    about="Retired teacher, grandfather of four, still hiking. Most of my miles are in the Blue Ridge.",
    popular=[
        "Old knees, new tricks: trekking poles",
        "The Art Loeb Trail in three days",
        "What I carry for a day hike",
    ],
)
site(
    "troop214-scouts.org",
    "Troop 214",
    "plain",
    2012,
    ["Calendar", "Forms", "Camping", "Eagle Scouts"],
    tagline="Boy Scouts of America - Cedar Valley Council",
    popular=["Parent permission forms", "Merit badge counselors", "Campout calendar", "Troop history"],
    ads=False,
)
site(
    "hikingbootsreviewz.net",
    "Hiking Boots Reviewz",
    "spam",
    2012,
    ["Home", "Boots", "Trail Shoes", "Sandals", "Contact"],
    tagline="honest reviews of hiking boot and trail runners",
)
site(
    "www.backcountryfitnesslab.com",
    "Backcountry Fitness Lab",
    "blog",
    2012,
    ["Training", "Research", "Nutrition", "Coaching"],
    tagline="Science-based training for hikers and mountaineers",
    popular=["Stair training for big mountains", "How fast should you hike?", "Carbohydrates on the trail"],
)
site(
    "www.pctnotebook.net",
    "PCT Notebook",
    "blog",
    2012,
    ["Journal", "Gear", "Maps"],
    tagline="Mexico to Canada, one page at a time",
)


def D(key: str, host: str, path: str, title: str, body: str = "", comments: str = "", **kw) -> dict:
    return {"key": key, "host": host, "path": path, "title": title, "body": body, "comments": comments, **kw}


# --------------------------------------------------------------------------------------------------------------
# Topic C1: trail runners vs. hiking boots (cw12)
# --------------------------------------------------------------------------------------------------------------

C1_DOCS = [
    D(
        "c1-switchback-2000",
        "www.switchbackjournal.com",
        "/2011/11/trail-runners-vs-hiking-boots-2000-miles/",
        "Trail Runners vs. Hiking Boots: What 2,000 Miles Taught Me",
        author="Megan Calloway",
        date="2011-11-02",
        cats=["Gear"],
        tags=["footwear", "thru-hiking", "trail runners", "boots"],
        body="""
        I started the Appalachian Trail in a pair of leather hiking boots that weighed a little over three pounds. I
        finished it in my fourth pair of trail runners. People ask me about that switch more than about anything else,
        so here is the long answer.

        == Why I started in boots

        Everybody told me to. The outfitter where I bought my pack said a heavy pack needs a stiff boot, my uncle said I
        would roll an ankle in "sneakers", and every gear list I found online had a pair of waterproof mid boots on it.
        I broke them in for two months before I left and I still had blisters on both heels by the end of the first week.

        == What changed in Virginia

        Somewhere around Damascus my feet were so sore in the evening that I dreaded taking the boots off. A hiker I
        was walking with had done the whole trail so far in trail running shoes and her feet looked better than mine.
        I bought a pair of trail runners in town, mailed the boots home, and the difference was obvious on the very
        first day: I was less tired at the end of the afternoon, and my feet were not swollen.

        == The arguments, honestly

        **Weight.** Trail runners are much lighter than boots. My boots weighed about 1,450 grams a pair; my trail
        runners weigh a bit over 600. That is close to two pounds less that you lift with every single step, and over
        a 20-mile day that adds up to a lot of work.

        **Drying.** Waterproof boots keep water out for a while, but once water gets in over the top (and on a long
        trail it will) they take days to dry. Trail runners get wet faster, but they also dry faster, usually within
        an hour or two of walking in the sun. I prefer wet feet that dry over damp feet that never do.

        **Blisters.** I had fewer blisters in trail runners than in boots because they need no break-in and because my
        feet stayed cooler. Heat and moisture cause blisters, and a leather boot is a warm, wet box.

        **Ankle support.** This is the big argument for boots, and I don't want to dismiss it. If you have weak ankles or
        have sprained one before, a boot that laces above the ankle can give you confidence. But a mid-height boot does
        not really stop an ankle from rolling; strong ankles do. After a few weeks of walking, your ankles get stronger.

        **Durability and cost.** Here boots win. A good pair of leather boots can last a whole thru-hike and beyond.
        I went through four pairs of trail runners, roughly one every 500 miles, so over a long trail they cost more
        than one pair of boots.

        **Snow and cold.** For early spring in the Smokies or late fall in New Hampshire, boots are warmer than mesh
        shoes. I would pick boots over trail runners for anything involving crampons.

        == My recommendation

        For a long-distance hike on a well-maintained trail in three-season conditions, trail runners are better than
        hiking boots for most people. They are lighter, dry faster and cause fewer blisters. Choose boots if you will
        be on snow, carry a pack heavier than about 35 pounds, or have a history of ankle injuries. And whatever you
        pick, buy it half a size bigger than your street shoes, because your feet will swell.
        """,
        comments="""
        @ Dave R. | 2011-11-03
        Great write-up. I did the Long Trail in boots and regretted it for exactly the reasons you list. Switching for
        the Colorado Trail next summer.

        @ hikerjen | 2011-11-05
        I'm one of those people with bad ankles so I'll stick with my mids, but I agree about the drying thing. My boots
        were wet for five days straight in Maine.

        @ Megan Calloway | 2011-11-05
        @hikerjen that's totally fair! The best footwear is the one that keeps you walking.
        """,
    ),
    D(
        "c1-summit-proscons",
        "www.summitandtrailmag.com",
        "/gear/boots-or-trail-runners-long-distance-hiking",
        "Boots or Trail Runners for Long-Distance Hiking? The Pros and Cons",
        author="Tom Ashby",
        date="2012-03-12",
        kicker="Gear",
        dek="Lighter shoes have taken over the long trails. Are they right for you?",
        caption="Trail runners and a pair of leather mids after a week in the Wind Rivers.",
        body="""
        Walk into any trail town in June and count the shoes on the porch of the hostel: most of them will be trail
        runners. Ten years ago they would have been boots. The shift is real, but it does not mean boots are obsolete.
        Both kinds of footwear have clear strengths, and the right choice depends on where you walk, what you carry and
        what your feet are used to.

        == Weight and fatigue

        The most common argument for trail runners is weight. A typical pair of trail running shoes weighs between 500
        and 800 grams, while a leather backpacking boot weighs 1,200 to 1,800 grams. Hikers often repeat the rule of
        thumb that one pound on your feet is like five pounds on your back. Whatever the exact factor, lighter footwear
        makes long days noticeably less tiring.

        == Support and protection

        Boots have a stiffer sole and a higher collar. On rocky, uneven terrain a stiff sole protects the foot from sharp
        stones and reduces strain on the arch, which matters most when you carry a heavy load. A high collar protects
        against scrapes and keeps debris out. Trail runners are more flexible, which many hikers find more comfortable,
        but on talus fields and long descents your feet will feel every rock.

        == Water

        Waterproof boots keep your feet dry in puddles, dew and shallow streams. In sustained rain, however, water runs
        down your legs into the boot, and a membrane that keeps water out also keeps it in. Non-waterproof trail runners
        drain and dry quickly. For multi-day hikes in wet climates, many experienced hikers prefer quick-drying shoes over
        waterproof boots, combined with good wool socks.

        == Break-in and blisters

        Leather boots need a break-in period; trail runners are comfortable out of the box. Because trail runners are
        cooler and more flexible, they are less likely to cause blisters, although this depends heavily on fit.

        == Durability and cost

        | | Trail runners | Hiking boots |
        | Typical weight (pair) | 500-800 g | 1,200-1,800 g |
        | Lifespan | 400-600 miles | 1,000+ miles |
        | Price | $90-$130 | $150-$300 |
        | Drying time | hours | days |
        | Break-in | none | 2-4 weeks |

        Boots last longer, so the cost per mile can be lower, even though the upfront price is higher.

        == The verdict

        If you are hiking a maintained long-distance trail in summer with a light pack, trail runners are the better
        choice for most hikers. If you carry a heavy load, walk off-trail, hike in snow, or have weak ankles, hiking boots
        are still the safer option. Many hikers end up owning both.
        """,
    ),
    D(
        "c1-lth-atspring",
        "forums.longtrailhikers.org",
        "/showthread.php?t=48213",
        "Trail runners or boots for the AT next spring?",
        body="""
        @ greenblaze_dan | 03-02-2012, 08:14 PM | Junior Member
        Starting my thru in early April from Springer. I have a pair of Gore-Tex boots I've used for weekend trips but
        everyone on here seems to use trail runners. Is it worth buying new shoes this late? Pack will be around 30 lbs
        with food and water.

        @ Sherpa Steve | 03-02-2012, 08:41 PM
        Trail runners, no question. I did 2010 in boots for the first 400 miles and then switched. My feet were so much
        happier. Boots are heavier, hotter and once they get wet they stay wet.

        @ MountainMama | 03-02-2012, 09:03 PM
        Early April in the Smokies can mean snow. I'd start in the boots you already know and switch later if your feet
        hate them. Don't start a thru with brand new anything.

        @ ultralightlarry | 03-02-2012, 10:17 PM
        > MountainMama wrote: Don't start a thru with brand new anything.
        This. but honestly trail runners don't need breaking in like boots do so its less of an issue. just make sure they
        fit and go half a size up. your feet WILL grow.

        @ greenblaze_dan | 03-03-2012, 07:55 AM | Junior Member
        Thanks all. Sounds like the plan is boots for Georgia and NC, then have trail runners waiting in a mail drop.

        @ Nomad | 03-03-2012, 12:30 PM
        fwiw I've used both and I think people overstate it. the trail runner crowd gets a bit religous about it. Boots are
        fine if they fit. Fit matters way more than the type of shoe.
        """,
    ),
    D(
        "c1-basecamp-ridgeback",
        "www.basecampoutfitters-store.com",
        "/footwear/mens/ridgeback-mid-gtx-hiking-boot.html",
        "Ridgeback Mid GTX Hiking Boot - Men's",
        date="2012-01-20",
        price="$174.95",
        sku="RB-22190",
        crumbs=["Footwear", "Men's", "Hiking Boots"],
        specs=[
            ("Upper", "Full-grain leather and abrasion-resistant mesh"),
            ("Waterproofing", "Gore-Tex membrane"),
            ("Midsole", "Dual-density EVA with nylon shank"),
            ("Outsole", "Vibram lug, 5 mm lugs"),
            ("Weight (pair, size 9)", "2 lb 14 oz / 1,300 g"),
            ("Height", "Mid (6 in)"),
            ("Break-in", "Moderate"),
        ],
        also=[
            ("Merino Hiker Crew Socks, 2-pack", "$29.95"),
            ("Trail Gaiter Low", "$24.95"),
            ("Boot Wax & Conditioner", "$8.50"),
        ],
        body="""
        The Ridgeback Mid GTX is our best-selling backpacking boot for a reason. A full-grain leather upper and a
        waterproof, breathable Gore-Tex lining keep your feet dry on wet trails, while the nylon shank gives the
        stability you need under a loaded pack. The padded collar wraps the ankle for support on rocky descents, and the
        Vibram outsole grips on wet rock and loose dirt.

        * Waterproof, breathable Gore-Tex lining
        * Supportive mid-height collar for uneven terrain
        * Rubber toe cap protects against rocks and roots
        * Removable molded footbed
        * Resoleable construction
        """,
        comments="""
        @ Mike from Ohio | 2012-02-03 | 5
        Took these on a 5 day trip in the Smokies, zero blisters and completely dry feet through two days of rain. Worth
        the money.

        @ K. Whitman | 2012-02-19 | 3
        Good boot but heavy. After a week I switched to trail shoes. If you do a lot of miles look at something lighter.

        @ trailhound | 2012-03-01 | 4
        Needed about 3 weeks of break in, now super comfy. Runs a half size small.

        @ Deb in Denver | 2012-03-08 | 5
        Second pair of these. The first one lasted four years of weekend hiking and a trip to Patagonia.
        """,
    ),
    D(
        "c1-ask-thruhike",
        "www.askaroundhere.com",
        "/q/are-trail-runners-really-better-than-hiking-boots-for-thru-hiking",
        "Are trail runners really better than hiking boots for thru-hiking?",
        author="pnwhiker88",
        date="2012-01-09",
        category="Outdoors & Recreation",
        related=[
            "What socks should I wear for long hikes?",
            "How often should you replace hiking shoes?",
            "Do you need waterproof boots for the Pacific Crest Trail?",
            "How heavy should a backpack be for a thru-hike?",
        ],
        body="""
        I keep reading that most thru-hikers use trail runners now instead of hiking boots. Is that actually better or
        just a trend? I'm planning to hike the Pacific Crest Trail next year and I've only ever hiked in boots.
        """,
        comments="""
        @ desertrat | 2012-01-09 | best
        It's not just a trend. On the PCT the vast majority of people wear trail runners because the trail is dry, well
        graded and long. Lighter shoes mean less fatigue and fewer blisters in the desert heat, and boots would be way too
        hot in Southern California. The exceptions are the Sierra in a high snow year, where some people switch to boots
        for a few weeks. Try a pair of trail runners on your next few weekend trips and see how your feet feel.

        @ OldSchoolHiker | 2012-01-10
        Depends on your feet and your pack weight. If you carry 45 lbs, get boots. If you carry 25, trail runners are fine.

        @ j_m_k | 2012-01-12
        i did half the PCT in boots and half in shoes. shoes are better. boots gave me horrible blisters in the desert
        """,
    ),
    D(
        "c1-footcare-ankle",
        "www.footcarecentral-clinic.com",
        "/patient-resources/boots-vs-trail-shoes",
        "Do You Really Need Ankle Support? Boots vs. Trail Shoes for Long Hikes",
        date="2011-10-18",
        body="""
        Every spring we see hikers in our clinic with the same question: should I buy hiking boots or trail running shoes
        for a long walking trip? As podiatrists we don't think there is one answer for everyone, but we can explain what
        each type of footwear does and does not do for your feet.

        == The myth of ankle support

        Many people believe that a high-top boot prevents ankle sprains. The evidence for this is weak. A stiff, high
        collar can limit how far the ankle rolls and can make people more aware of the position of their foot, but it
        cannot replace the muscles and ligaments that stabilise the joint. Studies on athletes suggest that bracing and
        balance training are more effective than footwear height. A heavy boot may even increase the risk of tripping
        when the legs get tired at the end of the day.

        == Where boots help

        Boots with a stiff midsole reduce the load on the plantar fascia and the forefoot when you carry a heavy pack or
        walk on sharp rock. Patients with plantar fasciitis, arthritis in the big toe joint, or flat feet that collapse
        under load often do better in a supportive boot than in a flexible trail shoe. For these patients we usually
        recommend boots over trail shoes.

        == Where trail shoes help

        Trail shoes are lighter and more flexible, so they let the foot move naturally and tire the leg muscles less.
        Because they breathe better, the skin stays drier, which lowers the risk of blisters and fungal infections on
        long trips. Healthy hikers with a light pack often find trail shoes more comfortable than boots.

        == Our advice

        * If you have had repeated ankle sprains, do balance exercises for six weeks before your trip, whatever you wear.
        * If you have heel or arch pain, choose a stiffer shoe or boot and consider a custom orthotic.
        * Fit is more important than style: leave a thumb's width in front of your longest toe.
        * Replace trail shoes every 400 to 500 miles, as the midsole loses cushioning.

        If you are unsure, book an appointment for a gait analysis before your trip.
        """,
    ),
    D(
        "c1-lth-soldiers",
        "forums.longtrailhikers.org",
        "/showthread.php?t=47790",
        "BOOTS ARE FOR SOLDIERS, NOT HIKERS (rant)",
        body="""
        @ RidgeRunner_77 | 01-14-2012, 11:02 PM
        Ok I need to vent. Just got back from a section hike and met a guy on day 2 with blisters the size of quarters
        from his brand new $250 boots that the store told him he NEEDED. WHY do outfitters still push this stuff on
        beginners??? Trail runners are lighter, cheaper, dry overnight and you can buy them at any walmart on the way.
        BOOTS ARE FOR SOLDIERS. rant over.

        @ backcountrybob | 01-14-2012, 11:20 PM
        lol. Some of us carry 50 lbs of camera gear, my friend. I'd like to see you do that in running shoes.

        @ RidgeRunner_77 | 01-14-2012, 11:31 PM
        > backcountrybob wrote: Some of us carry 50 lbs of camera gear
        Fair, thats a different sport. I'm talking about normal backpacking.

        @ Katahdin_or_bust | 01-15-2012, 09:12 AM
        I agree with you on the outfitters but not on the shouting :) Boots saved my ankle twice in the Whites. Trail runners
        would not have helped on that wet granite.

        @ moderator_pete | 01-15-2012, 10:00 AM | Moderator
        Friendly reminder to keep it civil. There's a long footwear thread in the FAQ section with pros and cons of both.
        """,
    ),
    D(
        "c1-basecamp-vireo",
        "www.basecampoutfitters-store.com",
        "/footwear/mens/vireo-trail-3-trail-running-shoe.html",
        "Vireo Trail 3 Trail Running Shoe - Men's",
        date="2012-02-02",
        price="$109.95",
        was="$119.95",
        sku="VT3-40411",
        crumbs=["Footwear", "Men's", "Trail Running"],
        specs=[
            ("Upper", "Breathable mesh with welded overlays"),
            ("Midsole", "Compression-molded EVA"),
            ("Drop", "8 mm"),
            ("Rock plate", "Yes, forefoot"),
            ("Outsole", "Sticky rubber, 4 mm lugs"),
            ("Weight (pair, size 9)", "1 lb 6 oz / 620 g"),
            ("Waterproof", "No"),
        ],
        also=[("Lightweight Running Gaiter", "$19.95"), ("Ultra Thin Merino Socks", "$15.95")],
        body="""
        Built for long days on rough trails, the Vireo Trail 3 is a lightweight trail running shoe that is just as much at
        home on a multi-day hike as on a 50K race. A forefoot rock plate protects against sharp stones, the roomy toe box
        leaves space for swelling feet, and the quick-draining mesh upper dries fast after creek crossings.

        The sticky rubber outsole grips on wet rock and the 4 mm lugs shed mud. Version 3 adds a more durable toe bumper and a
        slightly firmer heel counter.

        * Fast-drying, breathable mesh
        * Forefoot rock plate
        * Wide toe box
        * Gaiter attachment point at the heel

        Fit note: the Vireo Trail 3 runs true to size, but many long-distance hikers order a half size up to allow for
        swelling on hot days. Free exchanges on all footwear within 60 days, even if worn outdoors.
        """,
        comments="""
        @ Jess P. | 2012-02-28 | 5
        Wore these for 600 miles on the AT. Comfortable from day one and dried fast after every rain.

        @ runnerguy | 2012-03-04 | 4
        Great grip, toe bumper could be stronger. Mine wore through at 450 miles.
        """,
    ),
    D(
        "c1-glossary-trailshoe",
        "www.outdoorglossary.net",
        "/wiki/Trail_running_shoe",
        "Trail running shoe",
        date="2012-02-27",
        cats=["Footwear", "Trail running", "Hiking equipment"],
        body="""
        A **trail running shoe** (also trail runner, trail shoe) is a type of athletic shoe designed for running and walking
        on unpaved surfaces such as dirt paths, forest trails and rocky mountain terrain. Compared with road running shoes,
        trail running shoes have a more aggressive outsole with deeper lugs for traction, a tougher upper, and often a
        protective rock plate in the forefoot.

        == Design

        Most trail running shoes weigh between 250 and 400 grams per shoe. Uppers are usually made of synthetic mesh, which
        is breathable and dries quickly. Some models have a waterproof membrane. The heel-to-toe drop varies from zero to
        about 12 millimetres.

        == Use in hiking

        Since the late 1990s trail running shoes have become popular among long-distance hikers and ultralight
        backpackers, who use them instead of heavier hiking boots. See also: hiking boot, approach shoe, ultralight
        backpacking.

        == History

        Running shoes with studded or lugged soles for cross-country running have existed since the early 20th century.
        Dedicated trail running models appeared in the 1980s as trail and mountain races grew in popularity.
        """,
    ),
    D(
        "c1-grayridge-backtoboots",
        "www.grayridgerambles.com",
        "/2012/02/why-i-went-back-to-boots.html",
        "Why I Went Back to Boots After Two Seasons in Trail Runners",
        author="Walt Hendricks",
        date="2012-02-21",
        cats=["Gear"],
        tags=["boots", "trail runners", "knees"],
        body="""
        Two years ago I read all the articles about how trail runners are better than boots, and I believed them. I
        bought a pair of lightweight trail shoes and hiked about 700 miles in them over two seasons, including a week on
        the Art Loeb Trail and a section of the Benton MacKaye. This winter I bought a pair of leather boots again. Here
        is why.

        First, my feet hurt. Not blisters: the soles of my feet. The Blue Ridge is rocky and rooty, and after ten miles in
        flexible shoes I felt every stone. A boot with a stiff sole spreads the load, and at 67 years old my feet need that
        more than my legs need to save a pound.

        Second, the shoes wore out too fast. I paid about $110 for each pair and got 350 miles out of them before the
        cushioning was gone. My old boots lasted eight years. Boots are more expensive than trail runners up front, but
        they are cheaper per mile.

        Third, the wet feet thing is overrated as an argument for trail runners. Yes, the shoes dry faster. But in
        November in the mountains, cold wet feet are miserable and can be dangerous. I would rather have warm, mostly dry
        feet in a waterproof boot than feet that are wet all day.

        I will say that trail runners were more comfortable on the easy, smooth trails, and I did not miss the heavy boots
        on long summer days. If you are young, carry a light pack and hike in summer, trail runners are probably better
        for you. For an old man on rocky trails in the shoulder seasons, boots are better. Hike your own hike.
        """,
        comments="""
        @ Linda S. | 2012-02-22
        Walt, same here. My plantar fasciitis came back after one summer in trail shoes. Back in boots and feeling fine.

        @ Trevor | 2012-02-24
        Did you try trail runners with a rock plate? Made a big difference for me on rocky stuff.
        """,
    ),
    D(
        "c1-spam-deals",
        "best-hiking-boots-deals.info",
        "/trail-runners-vs-hiking-boots-best-price.html",
        "Trail Runners vs Hiking Boots Best Price Cheap Discount 2012",
        date="2012-01-30",
        page_title="Trail Runners vs Hiking Boots Best Price Cheap Discount 2012 | Best Hiking Boots Deals",
        keywords=[
            "hiking boots",
            "trail runners",
            "cheap hiking boots",
            "best hiking boots 2012",
            "trail running shoes sale",
            "womens hiking boots",
            "waterproof hiking boots",
            "hiking boots discount",
            "trail runners vs hiking boots",
            "mens hiking boots",
            "hiking shoes",
            "boots coupon",
            "free shipping boots",
            "long distance hiking boots",
        ],
        body="""
        Looking for trail runners vs hiking boots? You came to the right place! We compare the best hiking boots and
        trail runners prices from top online stores so you get the cheapest deal. Hiking boots are boots for hiking and
        trail runners are shoes for trail running and hiking. Which is better for long-distance hiking? Both hiking boots
        and trail runners are great for long-distance hiking, check the prices below!

        * Best hiking boots for long distance hiking - CHECK PRICE
        * Cheap trail runners for hiking - CHECK PRICE
        * Waterproof hiking boots on sale 70% OFF - CHECK PRICE
        * Womens trail runners discount - CHECK PRICE
        * Mens hiking boots free shipping - CHECK PRICE

        Hiking boots trail runners long distance hiking boots trail runners best cheap discount. Buy hiking boots online
        now and save big on trail runners. Click here for the latest coupon codes for hiking boots and trail runners!!!
        Updated daily. Limited time offer.
        """,
    ),
    D(
        "c1-cedarridge-results",
        "www.cedarridgeultra.org",
        "/results/2012-50k.html",
        "2012 Cedar Ridge 50K - Results and Runner Info",
        date="2012-04-16",
        body="""
        Thank you to all 214 trail runners who toed the line on Saturday, and to the 60 volunteers who kept the aid
        stations stocked through a cold, wet morning. The creek crossing at mile 18 was knee deep this year, and the
        long climb up Hogback Ridge was as muddy as any of us can remember.

        == Top finishers, 50K

        | Place | Name | Age group | Time |
        | 1 | Aaron Whitfield | M 30-39 | 4:02:17 |
        | 2 | Lucas Ferreira | M 20-29 | 4:09:53 |
        | 3 | Hannah Brooks | F 30-39 | 4:21:40 |
        | 4 | Chris Delaney | M 40-49 | 4:25:02 |
        | 5 | Maya Okafor | F 20-29 | 4:31:18 |

        Full results for the 50K and 25K, including splits, will be posted by the end of the week. If you find an error
        in your time, email the timing team.

        == Next year

        Registration for 2013 opens on November 1. We are capping the field at 250 runners to protect the trail, so sign
        up early. Runners who volunteer at the spring trail work day get priority entry. Remember that hiking boots are
        required for trail work volunteers, and that the ranger station asks all trail runners to stay on the marked
        course to protect nesting areas near the lake.
        """,
    ),
    D(
        "c1-citystyle-boots",
        "www.citystylediaries.com",
        "/2011/10/fall-trend-hiking-boots-go-urban/",
        "Fall Trend Alert: Hiking Boots Go Urban",
        author="Priya",
        date="2011-10-05",
        cats=["Shopping"],
        tags=["boots", "fall", "trends"],
        body="""
        Okay, I was skeptical at first, but this fall the chunky hiking boot is everywhere, and I mean EVERYWHERE. I saw at
        least five girls on the subway this week wearing lace-up hiking boots with skinny jeans and chunky knit socks
        peeking out of the top, and honestly? It looks amazing.

        The trick is to keep the rest of the outfit feminine. I paired my new tan suede boots (thrifted for $18!) with a
        floral midi skirt, a cream cable-knit sweater and a cognac crossbody bag. The red laces are the best detail.

        == How to wear hiking boots in the city

        * Roll your skinny jeans once so the top of the boot shows
        * Add wool socks in a contrasting color
        * Balance the heavy boot with a flowy skirt or dress
        * Swap the laces for colored ones, red or mustard look great

        I'm not going to pretend I'll be climbing any mountains in these (the most hiking I do is up the stairs at the 14th
        Street station), but for a rainy fall day they are so much more comfortable than my heeled ankle boots. Would you
        wear this trend? Let me know in the comments!
        """,
        comments="""
        @ Stephanie | 2011-10-05
        Love the red laces! I have a pair from my dad that I've been afraid to wear, now I'm inspired.

        @ Ana B | 2011-10-06
        So cute. Where is the skirt from??
        """,
    ),
    D(
        "c1-ask-wetfeet",
        "www.askaroundhere.com",
        "/q/trail-runners-got-soaked-on-day-one-what-do-i-do",
        "Trail runners got soaked on day one of my hike, what do I do?",
        author="newbie_nate",
        date="2012-03-18",
        category="Outdoors & Recreation",
        related=[
            "How do I dry boots quickly?",
            "Best socks for wet conditions?",
            "Is trench foot a real risk for hikers?",
        ],
        body="""
        I switched from hiking boots to trail runners for a five day trip because everyone said they are better. First day
        it rained and my feet were soaked by lunch. Is this normal? Should I have kept the boots? Feet are pruney and cold.
        """,
        comments="""
        @ desertrat | 2012-03-18 | best
        Totally normal. Trail runners are not meant to keep water out, they're meant to dry out quickly once the rain stops.
        Wear thin wool socks, take your shoes and socks off at breaks and at camp, and keep one pair of dry socks only for
        sleeping. Put a bit of balm on your feet at night. Boots would also have been wet after a full day of rain, they'd
        just take three days to dry instead of a few hours.

        @ OldSchoolHiker | 2012-03-19
        This is why I still wear waterproof boots in spring. Cold + wet = misery.

        @ sunnyside | 2012-03-20
        Neoprene socks!! Game changer for cold creek crossings.
        """,
    ),
    D(
        "c1-ukhw-whw",
        "www.ukhillwalkers-forum.co.uk",
        "/viewtopic.php?f=4&t=11327",
        "Blisters in new boots - switch to trail shoes for the West Highland Way?",
        tie=True,
        body="""
        @ Fiona_Mac | Sat Feb 11, 2012 6:47 pm | Member
        Doing the West Highland Way in May over 7 days with a light pack (bags transferred between B&Bs). Bought a pair of
        leather boots in January and after three walks of 10-12 miles I have a blister on each heel the size of a 50p coin.
        My friend keeps telling me to just do it in trail shoes. Is that mad? Scotland, May, bogs...

        @ Pennine_Pete | Sat Feb 11, 2012 7:15 pm
        Not mad at all. The WHW is a well made path for most of its length and with bags transferred you hardly need a stiff
        boot. I did it in trail shoes two years ago and was grand. Your feet will get wet either way, it's Scotland.

        @ Munro_bagger | Sat Feb 11, 2012 8:02 pm
        I'd persevere with the boots tbh. The section along Loch Lomond is rough and rooty and the Devil's Staircase is
        rocky. Get them properly fitted, might be a heel lock lacing issue rather than the boot. Compeed on the heels in the
        meantime.

        @ Fiona_Mac | Sun Feb 12, 2012 9:30 am | Member
        Heel lock lacing? Will google that. Thanks both.

        @ Pennine_Pete | Sun Feb 12, 2012 10:04 am
        > Munro_bagger wrote: Get them properly fitted
        Agreed, that is good advice whatever you end up wearing. Take both on a long practice walk and see which your feet
        prefer after 15 miles. Honestly the best test.
        """,
    ),
    D(
        "c1-summit-lightboots",
        "www.summitandtrailmag.com",
        "/gear/best-lightweight-hiking-boots-2012",
        "Best Lightweight Hiking Boots of 2012",
        author="Rachel Nguyen",
        date="2012-04-02",
        kicker="Gear Guide",
        dek="Eight boots that keep weight down without giving up support.",
        caption="Our testers logged 600 miles this winter.",
        body="""
        Lightweight hiking boots have improved a lot in the last few years. Modern synthetic uppers and EVA midsoles mean a
        supportive mid boot can now weigh under two pounds a pair, not much more than some trail runners. We tested eight
        models on the rocky trails of the Catskills and the muddy paths of the Pacific Northwest.

        == Best overall: Ridgeback Mid GTX

        Our testers loved the stable, protective ride and the waterproofing that survived two months of daily use. It is not
        the lightest boot here, but it is the one we would take on a week-long trip with a full pack.

        == Lightest: Kestrel Hiker Mid

        At 1 lb 15 oz a pair, the Kestrel feels more like a running shoe than a boot, with a flexible forefoot that needs no
        break-in. The trade-off is less protection on sharp rock.

        == Best value: Cascade Trekker WP

        At $119 this is a lot of boot for the money. The leather upper will take a few weeks to soften.

        == How we tested

        Each boot was worn for at least 60 miles by two testers with different foot shapes. We rated comfort, stability,
        waterproofing, traction and durability. If you are considering trail runners instead, see our guide to boots or trail
        runners for long-distance hiking.
        """,
    ),
    D(
        "c1-pctnotebook-footwear",
        "www.pctnotebook.net",
        "/gear/footwear-trail-runners-vs-boots/",
        "Footwear: Trail Runners vs. Boots",
        author="Sam",
        date="2011-12-08",
        missing=True,
        snippet="Of all the gear choices for the PCT, footwear caused the most arguments in our group. Three of us wore trail "
        "runners from the border, one started in boots and switched at Kennedy Meadows after his feet overheated in the desert.",
    ),
    D(
        "c1-troop214-camp",
        "troop214-scouts.org",
        "/camping/summer-camp-2012-packing-list.html",
        "Summer Camp 2012 Packing List",
        date="2012-03-05",
        body="""
        Summer camp at Camp Wapsie runs from July 8 to July 14. Every scout needs to bring the items below. Please label
        everything with your name. The troop will provide tents, cooking gear and dining flies.

        == Clothing

        * Scout uniform (Class A) for flag ceremonies
        * 3 troop T-shirts (Class B)
        * Hiking boots or sturdy closed-toe shoes, broken in BEFORE camp
        * Shower shoes or sandals (for the shower house only)
        * Rain jacket
        * 6 pairs of socks, 2 of them wool

        == Personal gear

        * Sleeping bag (rated 40 degrees or warmer) and pad
        * Flashlight or headlamp with extra batteries
        * Two water bottles
        * Sunscreen and bug spray (no aerosols in the tents)
        * Merit badge pamphlets and blue cards

        Scouts going on the 20-mile hike on Thursday must wear hiking boots or trail shoes with good tread; sneakers with
        worn-out soles will not be allowed. New boots cause blisters, so please make sure they have been worn on at least
        two troop hikes before camp. Questions? Contact the Scoutmaster.
        """,
    ),
    D(
        "c1-reviewz-spun",
        "hikingbootsreviewz.net",
        "/trail-runners-or-hiking-boots-which-one-is-best/",
        "Trail Runners or Hiking Boots Which One Is Best? Top 10 Review",
        date="2012-02-14",
        author="admin",
        keywords=[
            "trail runners",
            "hiking boots",
            "best hiking boots",
            "hiking boots review",
            "trail runners review",
            "top 10 hiking boots",
            "buy hiking boots",
        ],
        body="""
        Hiking boots and trail runners are the two most greatest kinds of footwears for the hikking. In this article we
        will review which one is best for you're needs. Trail runners are a shoe that runs on trail and is very light
        weight and comfy. Hiking boots are a boot for hiking that is heavy and strong and protect your ankle from the
        twisting.

        When selecting hiking boots or trail runners you need to consider many factors such as price, weight, comfortable,
        and the waterproof. The hiking boots is more waterproof than the trail runners but the trail runners is more
        lighter than the hiking boots. So it depend on you're hiking.

        == Top 10 Hiking Boots and Trail Runners

        # Ridgeback Mid GTX - Buy on Amazon
        # Vireo Trail 3 - Buy on Amazon
        # Kestrel Hiker Mid - Buy on Amazon
        # Cascade Trekker WP - Buy on Amazon
        # Summit Pro 2 - Buy on Amazon

        In conclusion, hiking boots and trail runners both have advantage and disadvantage. We hope this review of the best
        hiking boots and trail runners was helpfull for you. Please share and like!!
        """,
    ),
    D(
        "c1-herald-thruhikers",
        "www.dailyherald-courier.com",
        "/life/2012/05/thru-hikers-trading-boots-for-running-shoes",
        "Thru-hikers trading boots for running shoes, local outfitters say",
        author="Karen Loftis",
        date="2012-05-06",
        section_name="Life",
        dek="Lighter footwear dominates as hiking season reaches Tri-County trails",
        tags=["Outdoors", "Appalachian Trail", "Business"],
        body="""
        When Ron Peabody opened his outfitter shop near the trailhead 22 years ago, the wall behind the register was lined
        with leather hiking boots. Today, trail running shoes take up most of that wall.

        "Ninety percent of the thru-hikers who come in here want trail runners," Peabody said on Thursday, as a group of
        hikers sorted through a resupply box on the porch. "Some of them started in boots and mail them home from here.
        They tell me the boots were too heavy and their feet never dried."

        The shift has been building for a decade, driven by ultralight backpacking, which emphasizes carrying as little
        weight as possible. Lighter packs mean less need for the stiff support of a boot, hikers say.

        Not everyone is convinced. Gail Summers, a volunteer with the county search and rescue team, said ankle injuries
        are among the most common calls the team receives. "I'm not saying boots would have prevented all of them," she
        said. "But we see a lot of people in thin shoes on wet rock who probably should have had something sturdier,
        especially day hikers who aren't used to the terrain."

        For Tyler Grant, 24, from Ohio, who reached town last week after 460 miles, the choice was easy. "I started in boots
        and had blisters for three weeks," he said. "I switched to trail runners in Virginia and haven't had a single one
        since. I'm never going back."

        Peabody said he still sells boots, mostly to hunters and to older hikers doing shorter sections. "Boots are better
        for some people," he said. "The important thing is that they fit. I send people out of here in the shoe that fits
        them, not the one that's in fashion."
        """,
        comments="""
        @ TrailAngelTom | 2012-05-06
        Ron is a legend. Good article.

        @ skeptic42 | 2012-05-07
        Running shoes for a 2000 mile hike?? No wonder SAR is busy.
        """,
    ),
    D(
        "c1-bfl-poundfeet",
        "www.backcountryfitnesslab.com",
        "/research/a-pound-on-your-feet/",
        "A Pound on Your Feet: What the Research Says About Footwear Weight",
        author="Dr. Elena Marsh",
        date="2012-01-17",
        cats=["Research"],
        tags=["footwear", "energy cost", "boots"],
        body="""
        "A pound on your feet equals five pounds on your back." You have probably heard this rule of thumb if you spend
        any time around hikers. Where does it come from, and is it true?

        The idea goes back to military load-carriage studies from the 1980s, in which soldiers walked on treadmills with
        weights added either to their boots or to their packs. Adding weight to the feet raised the energy cost of walking
        considerably more than adding the same weight to the torso. The exact factor depends on speed and terrain; the
        studies reported values between roughly four and six.

        The reason is mechanical. Your feet accelerate and decelerate with every stride, and the further a mass is from the
        hip, the more work the leg muscles must do to swing it. Mass on the back moves more smoothly and is carried closer
        to the body's centre of mass.

        == What it means for boots and trail runners

        If a pair of boots weighs about 700 grams more than a pair of trail runners, the extra energy cost is roughly the
        same as carrying an extra three to four kilograms in your pack. Over a long day this is a real difference, and it
        is one of the main reasons why long-distance hikers choose lighter footwear.

        But energy cost is not everything. Heavier boots may provide benefits that are harder to measure: protection from
        rocks, warmth, and stability under heavy loads. Fatigue also matters for safety, as tired hikers trip more.

        == Practical advice

        * If you switch to lighter footwear, increase your mileage gradually to let your feet and lower legs adapt.
        * Saving weight on your feet is more effective than saving the same weight in your pack.
        * For heavy loads above about 20 kg, the stability of a boot may outweigh the energy saved by a lighter shoe.
        """,
    ),
    D(
        "c1-basecamp-category",
        "www.basecampoutfitters-store.com",
        "/footwear/mens/hiking.html",
        "Men's Hiking Footwear",
        date="2012-03-01",
        crumbs=["Footwear", "Men's"],
        page_title="Men's Hiking Footwear - Boots & Trail Shoes - Basecamp Outfitters",
        body="""
        Shop 48 items in men's hiking boots, hiking shoes and trail runners. Free shipping on orders over $49 and free
        returns on all footwear.

        | Product | Type | Weight (pair) | Price |
        | Ridgeback Mid GTX Hiking Boot | Mid boot, waterproof | 1,300 g | $174.95 |
        | Cascade Trekker WP | Mid boot, waterproof | 1,420 g | $119.00 |
        | Kestrel Hiker Mid | Mid boot, lightweight | 880 g | $139.95 |
        | Summit Pro 2 Leather | Backpacking boot | 1,750 g | $229.00 |
        | Vireo Trail 3 | Trail runner | 620 g | $109.95 |
        | Talus Flyer | Trail runner | 560 g | $99.95 |
        | Granite Approach Low | Approach shoe | 840 g | $124.95 |
        | Bramble Hiker Low WP | Hiking shoe, waterproof | 930 g | $114.95 |

        Not sure what you need? Hiking boots give more support and protection for heavy loads and rough ground, while trail
        runners and hiking shoes are lighter and more flexible. Visit any of our stores for a free fitting.

        Sort by: Best Sellers | Price: Low to High | Price: High to Low | Customer Rating | Newest. Showing 1-8 of 48.
        Filter by brand, size, width, waterproofing and activity in the left column.
        """,
    ),
    D(
        "c1-lth-gaiters",
        "forums.longtrailhikers.org",
        "/showthread.php?t=48502",
        "Gaiters with trail runners - worth it?",
        body="""
        @ sockmonkey | 03-19-2012, 06:30 PM
        Switched to trail runners this year. Getting little stones and sand in my shoes constantly. Do low gaiters actually
        help or is it just one more thing to carry?

        @ Sherpa Steve | 03-19-2012, 07:02 PM
        They help a lot. I use the little stretchy running gaiters, weigh nothing. With boots I never needed them because
        the collar is higher but with runners they are a must in the desert.

        @ Nomad | 03-19-2012, 08:45 PM
        I never bother. Just stop and dump your shoes out. Takes 30 seconds.

        @ ultralightlarry | 03-20-2012, 06:12 AM
        +1 for gaiters. the velcro on the heel tab can come unglued though, use a dab of shoe goo.

        @ sockmonkey | 03-20-2012, 05:48 PM
        Ordered a pair of the stretchy ones. Do they work in rain or do they just funnel water in?

        @ MountainMama | 03-20-2012, 07:20 PM
        They don't keep water out, nothing with mesh shoes does. They keep grit, pine needles and snow out. In rain your feet
        get wet anyway and the gaiter doesn't make it worse. In the desert sections they were the best 1.5 oz I carried.
        I also noticed my socks lasted longer because there was less sand grinding away at them.
        """,
    ),
    D(
        "c1-switchback-coloradotrail",
        "www.switchbackjournal.com",
        "/2011/08/colorado-trail-journal-days-1-10/",
        "Colorado Trail Journal: Days 1-10",
        author="Megan Calloway",
        date="2011-08-14",
        cats=["Trail Journals"],
        tags=["Colorado Trail", "trip report"],
        body="""
        **Day 1, Waterton Canyon to mile 16.** Hot, dusty road walk along the river to start. Saw bighorn sheep near the
        dam. Camped by the South Platte with two guys from Boulder who are doing the whole trail in 22 days. I'm not.

        **Day 3.** First real climb. Afternoon thunderstorms came in at 1 pm on the dot, as everyone warned. Hid under a
        tree and ate an entire bag of tortilla chips. My trail runners were soaked by the hail but dry again by camp.

        **Day 5, Kenosha Pass.** Aspens everywhere. Hitched into Jefferson for a burger. The cook asked if I was "one of
        those walkers". Apparently there are many of us.

        **Day 7.** Georgia Pass and the first views of the big mountains. Altitude is real: I had to stop every few minutes
        on the climb. Camped at 11,500 feet and it got below freezing. Wore every piece of clothing to bed.

        **Day 8, Breckenridge.** Zero day. Laundry, resupply, ate a pizza by myself. Bought new insoles because the old
        ones were flat.

        **Day 10, Copper Mountain.** Ten Mile Range today was the hardest day so far, steep up and steep down. Knees are not
        happy. Met a ranger who said the snow on the high passes should be gone in a week. Tomorrow: Searle and Kokomo
        Passes. Can't wait.
        """,
    ),
    D(
        "c1-glossary-boot",
        "www.outdoorglossary.net",
        "/wiki/Hiking_boot",
        "Hiking boot",
        date="2012-01-29",
        cats=["Footwear", "Hiking equipment"],
        body="""
        A **hiking boot** is footwear designed for walking on trails and uneven ground over long distances. Hiking boots
        generally have a high collar that covers the ankle, a stiff sole with deep lugs, and an upper made of leather,
        synthetic fabric or a combination. Many modern hiking boots include a waterproof breathable membrane.

        == Types

        * **Hiking shoes** are low-cut and flexible, similar to trail running shoes.
        * **Light hiking boots** (mid boots) cover the ankle and are intended for day hikes and short backpacking trips.
        * **Backpacking boots** are stiffer and more durable, designed to support heavy loads over many days.
        * **Mountaineering boots** have rigid soles for crampons and insulation for cold conditions.

        == History

        Early hiking boots were heavy, hobnailed leather boots derived from work and military footwear. The introduction of
        the lugged rubber sole in the 1930s made boots lighter and more durable. From the 1980s, synthetic materials and
        waterproof membranes reduced weight further.

        == Comparison with trail running shoes

        Some hikers, particularly long-distance hikers, prefer trail running shoes, which are lighter and dry faster.
        Hiking boots offer more protection, stability and durability. See trail running shoe.
        """,
    ),
]


# --------------------------------------------------------------------------------------------------------------
# Topic C2: Kindle vs. iPad for reading (cw12)
# --------------------------------------------------------------------------------------------------------------

site(
    "www.gadgetbench-reviews.com",
    "GadgetBench",
    "magazine",
    2012,
    ["Reviews", "Phones", "Tablets", "E-Readers", "Deals"],
    tagline="Hands-on reviews since 2006",
    sep=" | ",
    popular=[
        "Galaxy Tab 2 7.0 review",
        "Best Android phones under $300",
        "Nook Simple Touch GlowLight: first look",
        "How to speed up an old laptop",
    ],
)
site(
    "www.bookishnook-blog.com",
    "The Bookish Nook",
    "blog",
    2012,
    ["Reviews", "Reading Challenge", "Bookshelf", "About"],
    tagline="Too many books, not enough shelves",
    about="Librarian by day, reader by night. I review literary fiction, mysteries and the occasional cookbook.",
    popular=[
        "My 2011 reading challenge: 112 books!",
        "Five mysteries set in Scotland",
        "Why I still buy paper books",
        "Audiobooks for long car trips",
    ],
)
site(
    "forums.ereaderlounge.com",
    "E-Reader Lounge",
    "forum",
    2012,
    ["Forums", "New Posts", "Free eBooks", "Deals"],
    sections=["Choosing an E-Reader"],
    popular=[
        "Kindle Touch vs Kindle 4?",
        "Best free classics on Project Gutenberg",
        "Screen protector on e-ink - yes/no?",
        "Calibre tips and tricks",
    ],
)
site(
    "www.techshopdirect.com",
    "TechShop Direct",
    "shop",
    2012,
    ["Computers", "Tablets", "E-Readers", "TV & Video", "Cameras", "Deals"],
    promo="Free shipping on all orders over $35",
    sep=" - ",
)
site(
    "www.clearsighteyecare.com",
    "ClearSight Family Eye Care",
    "plain",
    2012,
    ["Eye Exams", "Contact Lenses", "Eyewear", "Our Blog"],
    tagline="Dr. Lisa Moreno, O.D. and Dr. James Park, O.D.",
    popular=["Computer vision syndrome", "Dry eye in winter", "Kids and screen time", "Blue light: what we know"],
    contact="Call (555) 014-3390 or book online.",
    ads=False,
    footer_note="Information on this site does not replace an eye exam.",
)
site(
    "www.threekidsandabudget.com",
    "Three Kids and a Budget",
    "blog",
    2012,
    ["Saving Money", "Kids", "Recipes", "Reviews"],
    tagline="Family life without breaking the bank",
    popular=["Our $50 a week grocery plan", "Cheap birthday party ideas", "Back to school on a budget"],
)
site(
    "www.techterms-wiki.org",
    "TechTermsWiki",
    "wiki",
    2012,
    ["Main page", "Random article", "Help"],
    tagline="the free technology dictionary",
    sep=" - ",
)
site(
    "cheap-kindle-ipad-deals.biz",
    "Cheap Kindle iPad Deals",
    "spam",
    2012,
    ["Kindle Deals", "iPad Deals", "Kindle Fire", "Coupons"],
    tagline="Lowest prices on kindle and ipad guaranteed",
)
site(
    "www.fixmygadgetnow.com",
    "FixMyGadgetNow",
    "blog",
    2012,
    ["Phones", "Tablets", "Laptops", "How-To"],
    tagline="Simple fixes for everyday tech problems",
    popular=["iPhone won't charge? Try this", "Speed up Windows 7 boot time"],
)
site(
    "www.maplecountylibrary.org",
    "Maple County Public Library",
    "plain",
    2012,
    ["Catalog", "eBooks & Audiobooks", "Events", "Kids & Teens", "Locations"],
    tagline="Open seven days a week",
    popular=["Download eBooks", "Download audiobooks", "Ask a librarian", "Tech help sessions"],
    ads=False,
    contact="Reference desk: (555) 011-4820",
    footer_note="Maple County Public Library is a member of the Tri-County Library Cooperative.",
)
site(
    "ereader-compare-chart.info",
    "eReader Compare Chart",
    "spam",
    2012,
    ["Compare", "Kindle", "iPad", "Nook", "Kobo"],
    tagline="ebook reader comparison chart 2012",
)
site(
    "www.gradschoolsurvival.net",
    "Grad School Survival",
    "blog",
    2012,
    ["Productivity", "Tech", "Money", "Sanity"],
    tagline="Surviving a PhD one semester at a time",
    popular=["Zotero vs. Mendeley", "How I read 300 papers a semester"],
)
site(
    "www.slowroadsouth.com",
    "Slow Road South",
    "blog",
    2012,
    ["Route", "Countries", "Gear", "Budget"],
    tagline="Six months, one backpack, Mexico to Patagonia",
    popular=["Bus travel in Peru", "What I spent in Bolivia"],
)

C2_DOCS = [
    D(
        "c2-gadgetbench-review",
        "www.gadgetbench-reviews.com",
        "/e-readers/kindle-vs-ipad-which-is-better-for-reading",
        "Kindle vs. iPad: Which Is Better for Reading Books?",
        author="Daniel Okoro",
        date="2012-02-08",
        kicker="E-Readers",
        dek="An $79 e-reader against a $499 tablet. For books, the cheaper device wins more often than you might think.",
        caption="The Kindle (left) and the iPad 2 side by side in afternoon sunlight.",
        body="""
        If you read a lot of books and want to go digital, the two devices you are most likely to consider are Amazon's
        Kindle and Apple's iPad. They both read e-books, they both connect to huge stores, and they both fit in a bag. But
        they are very different machines, and for reading they are not equally good. We spent three weeks reading novels,
        magazines and PDFs on the basic Kindle and the iPad 2 to find out which one is better for reading books.

        == The screen

        This is the biggest difference. The Kindle uses a 6-inch E Ink display, which reflects light like paper instead of
        shining light at your eyes. The iPad has a 9.7-inch LCD with a backlight. In practice, the Kindle is much easier to
        read in bright light: on a sunny patio the E Ink screen looks like a printed page, while the iPad's glossy screen
        turns into a mirror. Several of our testers also said their eyes felt less tired after an hour with the Kindle than
        after an hour with the iPad.

        The iPad wins in the dark. Because the Kindle has no light of its own, you need a lamp or a clip-on light to read in
        bed. The iPad can be read anywhere, and its screen is sharper and supports color, which matters for comics,
        cookbooks and children's picture books.

        == Weight and size

        The Kindle weighs about 170 grams. The iPad 2 weighs about 600 grams, more than three times as much. That does not
        sound like a lot until you hold it above your face in bed for forty minutes. For long novels, the Kindle is simply
        more comfortable to hold, especially with one hand.

        == Battery life

        Amazon says the Kindle lasts up to a month with wireless turned off, and in our test it easily lasted three weeks of
        daily reading. The iPad lasts about ten hours, which means charging it every day or two if you use it for other
        things as well. On a long trip, the Kindle is the one you can forget to charge.

        == Distractions

        The iPad does everything: email, Twitter, games, movies. That is great for a tablet and terrible for concentration.
        More than one of our testers admitted that "just checking email" in the middle of a chapter turned into half an
        hour. The Kindle does one thing, and that focus is a feature.

        == Books and stores

        Here the difference is smaller than people think. The iPad can run the Kindle app, so you can buy books from Amazon
        and read them on both devices, with your last page synced. The iPad also gives you Apple's iBookstore, the Nook app
        and others. The Kindle is locked to Amazon's store, although it can now borrow library books in the US.

        == Price

        The basic Kindle costs $79 with ads on the screensaver; the cheapest iPad 2 costs $499. You could buy six Kindles for
        the price of one iPad.

        == Verdict

        If you mainly want to read novels and non-fiction, the Kindle is better than the iPad: it is lighter, cheaper, easier
        on the eyes, readable in sunlight and free of distractions. Choose the iPad if you want one device for everything, read
        mostly at night in the dark, or read a lot of magazines, comics and textbooks with color images. Many readers end up
        with both: a Kindle for books and an iPad for everything else.
        """,
        comments="""
        @ bookworm_ann | 2012-02-08
        Agree completely. I have both and the iPad hasn't been used for a novel in months.

        @ techdad | 2012-02-09
        You forgot the biggest iPad advantage: you can read in the dark without waking your wife.

        @ Rick S. | 2012-02-10
        Would love to see the Nook Simple Touch in this comparison too.
        """,
    ),
    D(
        "c2-bookish-40books",
        "www.bookishnook-blog.com",
        "/2012/01/40-books-on-my-ipad.html",
        "I Read 40 Books on My iPad Last Year. Here's Why I'm Buying a Kindle.",
        author="Corinne",
        date="2012-01-11",
        cats=["Musings"],
        tags=["ebooks", "Kindle", "iPad"],
        body="""
        When I got my iPad for Christmas 2010 I was sure I'd never need a dedicated e-reader. Why buy a gadget that only does
        one thing when I already had a gorgeous tablet that does everything? So I read on it. A lot. According to my
        spreadsheet (yes, I'm that person) I finished 40 books on the iPad in 2011.

        And I'm buying a Kindle this week. Here's why.

        **My eyes.** After about an hour of reading on the iPad my eyes feel dry and tired. I never had that with paper. My
        friend Liz has a Kindle and when I borrowed it for a weekend I read for three hours straight on Saturday without
        noticing. The E Ink screen really does feel more like paper than a backlit screen does.

        **The beach.** We went to the coast in August and I could not read the iPad outside at all. Even in the shade the
        glare was awful. Liz's Kindle was perfectly readable in full sun.

        **My attention span.** This is the embarrassing one. On the iPad, every time the book got slow, I'd swipe over to
        Twitter or my email. With the Kindle there's nothing to swipe to. I think I'd have read 60 books instead of 40.

        **My wrists.** The iPad is heavy for reading in bed. I ended up propping it on a pillow.

        To be fair to the iPad: it is much better for cookbooks, for picture books with my niece, and for reading in bed with
        the lights off (though I've read that backlit screens at night may mess with your sleep). I'm keeping it. But for
        novels the Kindle is better, and at $79 it costs less than the case I bought for my iPad.

        I'll report back after a month with it!
        """,
        comments="""
        @ Marnie | 2012-01-11
        Yes yes yes. The distraction thing is SO real. I got a Kindle in November and my reading doubled.

        @ Paul in Tacoma | 2012-01-12
        Get the Kindle Touch if you can, page turning by tapping is nicer than the buttons.

        @ Corinne | 2012-01-12
        @Paul I went back and forth on that! The basic one is lighter, so I think I'll go with that.
        """,
    ),
    D(
        "c2-erl-needhelp",
        "forums.ereaderlounge.com",
        "/showthread.php?t=20931",
        "Kindle or iPad for reading? Need help deciding!!",
        body="""
        @ sarah_reads | 12-18-2011, 04:12 PM | Junior Member
        Hi all, first post! My husband wants to get me either a Kindle or an iPad for Christmas (he says I have to decide
        lol). I read about 2-3 books a week, mostly in bed and on my lunch break. I don't really play games. Which is better
        for reading?? I can't decide!!

        @ KindleKate | 12-18-2011, 04:30 PM
        For 2-3 books a week: Kindle, 100%. It's lighter, the battery lasts forever, and it doesn't strain your eyes. The
        iPad is a great device but it's a tablet first and a reader second.

        @ appleguy | 12-18-2011, 05:02 PM
        iPad. You can read kindle books on it with the app AND do everything else. Why limit yourself? The screen is
        beautiful and you can read in the dark without a booklight.

        @ KindleKate | 12-18-2011, 05:15 PM
        > appleguy wrote: Why limit yourself?
        Because the limitation is the point for some of us! No notifications, no email.

        @ bibliophile99 | 12-18-2011, 07:44 PM
        I have both. I use the kindle for 95% of my reading. The ipad is too heavy to hold for long and i get headaches
        from the backlight after a while. But the ipad is nicer for magazines.

        @ sarah_reads | 12-18-2011, 09:20 PM | Junior Member
        Thank you!! Going with the Kindle. And a booklight :)

        @ NookNerd | 12-19-2011, 08:03 AM
        Late to this but dont forget the Nook Simple Touch, same kind of screen as the kindle and works with library books
        too. Just saying there are other options.
        """,
    ),
    D(
        "c2-ask-night",
        "www.askaroundhere.com",
        "/q/is-the-kindle-better-than-the-ipad-for-reading-at-night",
        "Is the Kindle better than the iPad for reading at night?",
        author="nightowl_jo",
        date="2012-02-25",
        category="Computers & Electronics",
        related=[
            "Do backlit screens cause insomnia?",
            "Best book light for reading in bed?",
            "Kindle Touch vs Kindle Fire?",
        ],
        body="""
        I mostly read in bed before sleeping. Everyone says the Kindle is better for your eyes than the iPad, but the Kindle
        has no light. So which is actually better at night? My partner is annoyed by my bedside lamp.
        """,
        comments="""
        @ librarian_lou | 2012-02-25 | best
        At night with the lights off, the iPad is more convenient because it has its own light, and you can turn the
        brightness way down and use white text on a black background. The Kindle needs an external light, but a small
        clip-on book light is enough and your partner will barely notice it. Some sleep researchers think the bright light
        from tablets before bed can make it harder to fall asleep, so if you have trouble sleeping, the Kindle with a
        small book light is probably the better choice.

        @ gadgetgal | 2012-02-26
        Kindle + cheap LED clip light = perfect. The iPad is too bright even at lowest brightness.

        @ mike_t | 2012-02-27
        ipad with the night mode in the kindle app is fine. dont overthink it
        """,
    ),
    D(
        "c2-techshop-kindle",
        "www.techshopdirect.com",
        "/e-readers/amazon-kindle-wi-fi-6-e-ink-display.html",
        'Kindle, Wi-Fi, 6" E Ink Display - includes Special Offers',
        date="2011-12-01",
        price="$79.00",
        sku="TSD-KDL4-01",
        crumbs=["E-Readers", "Amazon Kindle"],
        specs=[
            ("Display", '6" E Ink Pearl, 600 x 800 pixels, 16-level gray scale'),
            ("Size", '6.5" x 4.5" x 0.34"'),
            ("Weight", "5.98 ounces (170 grams)"),
            ("Storage", "2 GB (approx. 1.25 GB available), holds up to 1,400 books"),
            ("Battery", "Up to one month with wireless off, reading half an hour a day"),
            ("Connectivity", "Wi-Fi 802.11b/g/n"),
            ("Special Offers", "Sponsored screensavers and offers on the home screen"),
        ],
        also=[
            ("Kindle Lighted Leather Cover, Black", "$59.99"),
            ("Kindle USB Power Adapter", "$19.99"),
            ("Screen Protector 3-pack", "$9.95"),
        ],
        body="""
        The all-new Kindle is the lightest and most compact Kindle ever: small enough to fit in your pocket, light enough to
        hold in one hand. The latest-generation E Ink display reads like real paper with no glare, even in bright sunlight.
        Download books in seconds over Wi-Fi and carry up to 1,400 books wherever you go.

        * Most-advanced E Ink display, reads like real paper, no glare
        * 30% lighter than the previous Kindle, just 5.98 ounces
        * Battery lasts up to one month with wireless off
        * Borrow Kindle books from your local library
        """,
        comments="""
        @ Jan W. | 2012-01-04 | 5
        Bought as a gift for my mom, she loves it. Text is very clear and she can make the font bigger.

        @ K. Reyes | 2012-01-15 | 4
        Great little reader. The ads on the screensaver don't bother me, but the page turn buttons are a bit stiff.

        @ Harold | 2012-02-02 | 2
        No light, no touchscreen, typing on the onscreen keyboard is painful. Fine for reading but that's it.
        """,
    ),
    D(
        "c2-herald-library",
        "www.dailyherald-courier.com",
        "/news/2012/03/e-readers-vs-tablets-library-patrons-weigh-in",
        "E-readers vs. tablets: library patrons weigh in",
        author="Marcus Bell",
        date="2012-03-04",
        section_name="News",
        dek="E-book checkouts at Maple County libraries tripled since the holidays",
        tags=["Libraries", "Technology"],
        body="""
        E-book checkouts at the Maple County Public Library have more than tripled since December, and the question staff
        hear most at the reference desk is no longer "where is the fiction section?" but "should I get a Kindle or an iPad?"

        "After Christmas we had a line of people holding new devices and asking how to borrow books," said Denise Alvarez,
        the library's digital services coordinator. The library started a weekly tech help session in January to keep up.

        Patrons who spoke with the Herald-Courier were divided. Retired teacher Joan Whitaker, 71, said she prefers her
        Kindle because "it's light, and I can make the letters big without squinting. The screen doesn't hurt my eyes the way
        my son's iPad does."

        Others prefer the tablet. "I read on the iPad because I can also do my crossword and check the news," said Ravi
        Menon, 38, a nurse at County General. "And I read at night after my shift. The Kindle needs a light."

        Alvarez said both devices work with the library's e-book service, although the steps are different. Kindle owners
        are sent to Amazon's website to finish the checkout, while iPad users download the OverDrive app. Library staff do
        not recommend one device over another, she said, but they do point out that dedicated e-readers are cheaper and
        that the library's collection of e-books for children includes many picture books that look better in color.

        The library's tech help sessions are held Tuesdays at 6 p.m. at the main branch.
        """,
    ),
    D(
        "c2-clearsight-eink",
        "www.clearsighteyecare.com",
        "/blog/e-ink-vs-lcd-which-screen-is-easier-on-your-eyes",
        "E-Ink vs. LCD: Which Screen Is Easier on Your Eyes?",
        date="2012-01-23",
        body="""
        Patients often ask us whether reading on an e-reader like the Kindle is better for their eyes than reading on a
        tablet like the iPad. The short answer: for long reading sessions, many people find E Ink more comfortable, but the
        differences have less to do with "damage" than with comfort.

        == How the screens differ

        An E Ink screen, used in the Kindle and the Nook, does not emit light. Tiny particles form the letters and reflect
        the room light, just like ink on paper. An LCD, used in the iPad and most phones, is lit from behind and sends light
        directly toward your eyes. LCD screens also refresh many times per second.

        == Eye strain

        Eye strain while reading comes mostly from focusing at a fixed distance for a long time and from blinking less than
        usual. This happens with paper, e-readers and tablets alike. However, glare and reflections make it worse, and a
        backlit screen that is much brighter than the room forces the eyes to work harder. In our experience, patients who
        read for hours a day report less fatigue with E Ink than with a tablet.

        == At night

        Reading a bright screen in a dark room is uncomfortable for many people. If you read on a tablet at night, turn the
        brightness down and use a dark background. Some research suggests that bright light in the evening can delay sleep.

        == Our recommendations

        * Follow the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds.
        * Make the text size larger than you think you need.
        * Use good room lighting with both kinds of screens.
        * If your eyes are always tired after reading, book an eye exam: you may need reading glasses.

        Neither screen will harm your eyes. For avid readers, an E Ink reader is usually the more comfortable choice; for
        mixed use with photos, video and color, a tablet is more versatile.
        """,
    ),
    {"key": "c2-clearsight-eink#dup", "dup_of": "c2-clearsight-eink"},
    D(
        "c2-techshop-ipad2",
        "www.techshopdirect.com",
        "/tablets/apple-ipad-2-16gb-wi-fi-black.html",
        "Apple iPad 2 16GB Wi-Fi - Black",
        date="2012-01-05",
        price="$499.00",
        sku="TSD-IPAD2-16B",
        crumbs=["Tablets", "Apple iPad"],
        specs=[
            ("Display", "9.7-inch LED-backlit glossy widescreen Multi-Touch, 1024 x 768, IPS"),
            ("Chip", "1GHz dual-core Apple A5"),
            ("Capacity", "16GB"),
            ("Weight", "1.33 pounds (601 g)"),
            ("Battery", "Up to 10 hours of surfing the web on Wi-Fi, watching video, or listening to music"),
            ("Cameras", "Back camera with HD video recording; front camera"),
            ("Wireless", "Wi-Fi (802.11a/b/g/n), Bluetooth 2.1 + EDR"),
        ],
        also=[
            ("Smart Cover - Polyurethane", "$39.00"),
            ("Apple Digital AV Adapter", "$39.00"),
            ("iPad 10W USB Power Adapter", "$29.00"),
        ],
        body="""
        iPad 2 is thinner, lighter and faster than the original iPad, with two cameras for FaceTime and HD video recording.
        The dual-core A5 chip makes everything from browsing the web to playing games feel fast and fluid, and the 9.7-inch
        LED-backlit display is perfect for watching movies, browsing photos and reading books and magazines in iBooks.

        With up to 10 hours of battery life, iPad 2 goes with you all day. Choose from hundreds of thousands of apps on the
        App Store, including games, productivity apps and e-book readers.

        * Dual-core A5 chip
        * Two cameras for FaceTime and HD video
        * Up to 10 hours of battery life
        * Thin and light design: 8.8 mm thin
        """,
        comments="""
        @ Greg H. | 2012-01-20 | 5
        Fast shipping, great price. Use it every day for email, Netflix and reading the paper.

        @ Sandra | 2012-02-11 | 4
        Love it but it is heavy for reading in bed. Movies look great.
        """,
    ),
    D(
        "c2-threekids-ereader",
        "www.threekidsandabudget.com",
        "/2012/03/which-e-reader-for-my-10-year-old/",
        "Which E-Reader for My 10-Year-Old? Kindle vs. iPad vs. Nook",
        author="Jill Ramsey",
        date="2012-03-09",
        cats=["Kids", "Reviews"],
        tags=["reading", "kids", "gadgets"],
        body="""
        My oldest turned ten last month and the only thing on her birthday list was "a Kindle like Grandma's". Before
        spending money I did my homework, because with three kids every purchase has to last. We already have an old iPad
        that my husband uses for work, so she has read on that too. Here's how the three options compared for us.

        == Kindle ($79)

        Pros: cheap, light, tough enough to survive a backpack, and the battery lasts weeks. There are no games or videos on
        it, which for me as a parent is a huge plus: when she's on the Kindle, she's reading. Our library lends Kindle books,
        so we don't have to buy everything. Cons: no light, and picture books and comics look bad in black and white.

        == iPad ($499)

        Pros: gorgeous screen, great for picture books and comics, and it has every reading app. Cons: way too expensive for a
        ten-year-old to carry around, breakable, and full of distractions. Every time she "read" on the iPad I found her
        watching videos twenty minutes later.

        == Nook Simple Touch ($99)

        Very similar to the Kindle, with a touchscreen. Works with library books too. We tried one at the bookstore and she
        liked it, but Grandma has a Kindle and they want to share books, so that decided it.

        == What we bought

        The Kindle. For a child who mainly reads chapter books, an e-reader is better than a tablet: cheaper, sturdier and
        no games. If your child is younger and reads mostly picture books, a tablet might make more sense. I'll update this
        post after a few months of use.
        """,
        comments="""
        @ Tammy K | 2012-03-10
        We did the same for our 9 year old. Get a cover with a handle, ours has been dropped a dozen times.

        @ Jill Ramsey | 2012-03-10
        @Tammy good tip, thanks!
        """,
    ),
    D(
        "c2-erl-retina",
        "forums.ereaderlounge.com",
        "/showthread.php?t=21744",
        "New iPad retina display - finally good for reading?",
        body="""
        @ pixelpeeper | 03-17-2012, 10:22 AM
        Picked up the new iPad yesterday. The retina screen is insane, text looks like a printed magazine. Does this change
        the Kindle vs iPad debate for reading? Honestly I think the sharpness argument for e-ink is dead now.

        @ KindleKate | 03-17-2012, 11:05 AM
        Sharpness was never the main argument though. It's still backlit, still glossy, still 650 grams, still 10 hours
        battery. I'm sure it's lovely but I'll keep reading on my Kindle.

        @ bibliophile99 | 03-17-2012, 12:40 PM
        tried one at the apple store. text is gorgeous, I admit it. but its even heavier than the ipad 2 and it got warm in
        my hands. for books the kindle still wins for me.

        @ pixelpeeper | 03-17-2012, 01:15 PM
        Fair points on weight. I read mostly at night so the glare thing doesn't bother me. For me the retina iPad is
        better than the Kindle now, but I get that it depends on where you read.

        @ readerRon | 03-18-2012, 09:00 AM
        Can we talk about the price? $499 vs $79. That settles it for most people I know.

        @ pixelpeeper | 03-18-2012, 09:41 AM
        Sure, but most people I know would buy the iPad anyway for everything else, and then the question is whether a
        second device is worth it. For me it wasn't. For my wife, who reads a book every two days, it was.
        """,
    ),
    D(
        "c2-techterms-eink",
        "www.techterms-wiki.org",
        "/wiki/E_Ink",
        "E Ink",
        date="2012-02-14",
        cats=["Display technology", "Electronic paper"],
        body="""
        **E Ink** (electronic ink) is a type of electronic paper display technology. E Ink displays are used in many e-book
        readers, including the Amazon Kindle, the Barnes & Noble Nook, Kobo readers and Sony Readers.

        == How it works

        An E Ink display contains millions of tiny microcapsules, each about the diameter of a human hair. Each capsule holds
        positively charged white particles and negatively charged black particles suspended in a clear fluid. When an
        electric field is applied, the white or black particles move to the top of the capsule, making that part of the
        screen appear white or black.

        == Characteristics

        * **Reflective:** the display does not emit light and is read by ambient light, like paper. It is readable in direct
          sunlight but requires an external light source in the dark.
        * **Bistable:** an image remains on the screen without power, so the display uses energy only when the page changes.
          This gives e-readers battery life of weeks.
        * **Slow refresh:** changing the image takes a fraction of a second and can leave faint "ghosting", making E Ink
          unsuitable for video.
        * Current commercial E Ink displays show 16 levels of gray and no color.

        == Comparison with LCD

        Unlike LCD screens used in tablets such as the iPad, E Ink does not use a backlight. See also: LCD, electronic
        paper, e-book reader.
        """,
    ),
    D(
        "c2-spam-deals",
        "cheap-kindle-ipad-deals.biz",
        "/kindle-vs-ipad-for-reading-books.html",
        "Kindle vs iPad for Reading Books - Lowest Price!!",
        date="2012-02-20",
        page_title="Kindle vs iPad for Reading Books - Lowest Price!! Kindle iPad Deals",
        keywords=[
            "kindle vs ipad",
            "kindle deals",
            "ipad deals",
            "cheap kindle",
            "cheap ipad",
            "kindle fire deal",
            "ipad 2 price",
            "ipad 3 price",
            "kindle touch",
            "ebook reader",
            "reading books ipad",
            "kindle coupon",
        ],
        body="""
        Kindle vs iPad for reading books? Find the lowest price on Kindle and iPad today! Kindle is great for reading books
        and iPad is great for reading books too. Which is better Kindle or iPad? Get both at the cheapest price online with
        our exclusive deals updated every hour!!!

        * Kindle $79 - CLICK HERE FOR DEAL
        * Kindle Touch $99 - CLICK HERE FOR DEAL
        * Kindle Fire $199 - CLICK HERE FOR DEAL
        * iPad 2 from $399 - CLICK HERE FOR DEAL
        * New iPad 3 - PRE ORDER NOW

        Kindle vs iPad reading books kindle ipad best price free shipping. Kindle ipad cheap deal coupon code 2012. Reading
        books on Kindle vs reading books on iPad, both are best. Buy now before the price goes up! Free ebook download with
        every Kindle purchase. Free iPad case with every iPad purchase. Limited stock!!!
        """,
    ),
    D(
        "c2-fixmygadget-fire",
        "www.fixmygadgetnow.com",
        "/tablets/kindle-fire-battery-draining-fast-fixes/",
        "Kindle Fire Battery Draining Fast? Try These 7 Fixes",
        author="Omar",
        date="2012-02-12",
        cats=["Tablets"],
        tags=["Kindle Fire", "battery"],
        body="""
        Got a Kindle Fire for the holidays and now it barely lasts an afternoon? You're not alone. The Fire's 7-inch color
        screen and Android-based software use a lot more power than the E Ink Kindles, and a few settings make it much
        worse. Here are seven things to try before you call Amazon.

        # **Turn down the brightness.** The screen is the biggest battery hog. Setting it to about 30% can add hours.
        # **Turn off Wi-Fi when you don't need it.** Tap the gear icon at the top and switch Wi-Fi off while reading or watching downloaded videos.
        # **Close apps you're not using.** Some apps keep running in the background. A free task manager app from the Amazon Appstore helps.
        # **Stop automatic email syncing.** Set the email app to check manually or every hour instead of every 15 minutes.
        # **Update the software.** Amazon's 6.2 update fixed some battery bugs. Go to Settings, More, Device and tap Update Your Kindle.
        # **Avoid heat.** Don't leave the Fire charging under a pillow or in a hot car.
        # **Do a full charge cycle.** Let the battery run down completely, then charge it to 100% without interruption.

        If none of this helps and your Fire dies in less than four hours of reading, it may be a faulty battery. The Fire is
        covered by a one-year warranty, so contact Amazon customer service for a replacement.
        """,
        comments="""
        @ Deb | 2012-02-14
        Number 4 was my problem! Thanks!

        @ kyle | 2012-02-20
        mine still dies in 5 hours. gonna call them
        """,
    ),
    D(
        "c2-herald-applesales",
        "www.dailyherald-courier.com",
        "/business/2012/01/apple-posts-record-quarter-on-ipad-iphone-sales",
        "Apple posts record quarter on iPad, iPhone sales",
        author="Associated Wire Services",
        date="2012-01-25",
        section_name="Business",
        tags=["Business", "Technology"],
        body="""
        Apple reported the best quarter in its history on Tuesday, driven by strong holiday sales of the iPhone 4S and the
        iPad. The company said it sold more than 15 million iPads in the three months ending in December, well ahead of the
        same period a year earlier, and analysts said the results showed that cheaper rival tablets had done little to slow
        demand.

        Shares rose more than 7 percent in after-hours trading.

        Amazon's $199 Kindle Fire, which went on sale in November, was the most closely watched rival this season. Analysts
        estimated that Amazon sold several million of the devices, though the company does not release exact figures. Amazon
        said sales of all Kindle devices, including its cheaper black-and-white e-readers, were up sharply over the holidays.

        "The iPad is still the tablet people want," said one retail analyst. "The Fire found buyers at a lower price point,
        but it's a different customer."

        Apple's chief financial officer said the company expected demand for the iPad to remain strong, and declined to
        comment on reports that a new model would be announced in March. Local electronics retailers said iPads were among
        their top-selling gift items in December, along with e-readers and flat-screen televisions.
        """,
    ),
    D(
        "c2-ask-kindleapp",
        "www.askaroundhere.com",
        "/q/can-you-read-kindle-books-on-an-ipad",
        "can you read kindle books on an ipad?",
        author="granny_g",
        date="2012-01-02",
        category="Computers & Electronics",
        related=[
            "How do I transfer books to my Kindle?",
            "Can I lend a Kindle book to a friend?",
            "How do I borrow library ebooks?",
        ],
        body="""
        My son bought me an iPad for christmas but I have a lot of books on my old Kindle. Can I read them on the iPad or do
        I have to buy them again? I am not very good with computers so please explain simply. Thank you
        """,
        comments="""
        @ techhelper | 2012-01-02 | best
        Yes, you can, and you don't have to buy them again. Open the App Store on your iPad, search for "Kindle" and install
        the free Kindle app from Amazon. Open it and sign in with the same email and password you use on Amazon. All your
        Kindle books will appear under "Cloud". Tap a book to download it. The app will even remember the page you were on
        on your old Kindle. One thing to know: you can't buy books inside the iPad app, so you buy them on Amazon's website in
        Safari and they show up in the app.

        @ granny_g | 2012-01-03
        Thank you so much, it worked! My books are all there.

        @ dave_j | 2012-01-04
        Also works on iPhone and on the computer.
        """,
    ),
    D(
        "c2-bookish-bathtub",
        "www.bookishnook-blog.com",
        "/2012/02/the-bathtub-test-kindle-vs-ipad.html",
        "The Bathtub Test: Kindle vs. iPad",
        author="Corinne",
        date="2012-02-19",
        cats=["Musings"],
        tags=["Kindle", "iPad", "silly"],
        body="""
        It's been a month with my new Kindle, and as promised here's my report. But since everyone has written the serious
        comparison already, I decided to test the one thing nobody talks about: reading in the bath. Important research.

        **Round 1: Holding it.** The Kindle weighs almost nothing and I could hold it with one (dry!) hand while the other
        hand held a mug of tea. The iPad needed two hands and I was terrified the whole time. Kindle wins.

        **Round 2: Steam.** The iPad screen fogged up and got covered in smudgy finger-prints every time I turned a page. The
        Kindle has buttons, so no smudges. Kindle wins.

        **Round 3: The Ziploc bag.** Both devices work in a zip-top bag, which I strongly recommend (neither one is
        waterproof!). The Kindle's buttons work fine through the plastic; the iPad's touchscreen gets a bit unreliable.
        Kindle wins again.

        **Round 4: Candles.** Okay, this is where the iPad fights back. With just a couple of candles and the lights off, the
        Kindle was hard to read. The iPad glowed away happily. iPad wins.

        **Round 5: Dropping it.** I did NOT test this on purpose. But my Kindle did slide off the edge of the tub onto the
        bathmat, and it was fine. I would have cried if it had been the iPad. Kindle wins on emotional grounds.

        Final score: Kindle 4, iPad 1. More seriously, after a month I'm reading more and my eyes feel better. The iPad is
        now my recipe and Netflix machine, and the Kindle goes everywhere with me. No regrets.
        """,
        comments="""
        @ Liz | 2012-02-19
        Told you so ;)

        @ Marnie | 2012-02-20
        The Ziploc tip is genius. Doing this tonight.
        """,
    ),
    D(
        "c2-erl-toy",
        "forums.ereaderlounge.com",
        "/showthread.php?t=21102",
        "KINDLE IS A TOY, JUST GET AN IPAD",
        body="""
        @ iPadOrBust | 01-07-2012, 01:14 AM | Junior Member
        seriously why does anyone buy a kindle in 2012. its BLACK AND WHITE. no apps, no internet worth using, the web
        browser is a joke. for $400 more you get a real computer that ALSO reads books. KINDLE IS A TOY.

        @ KindleKate | 01-07-2012, 08:30 AM
        For $400 more. You said it yourself. Also: sunlight, battery life, weight. It's a reading tool, not a computer.

        @ oldtimer | 01-07-2012, 09:12 AM
        A pencil is black and white too and I still use one every day. Different tools for different jobs.

        @ iPadOrBust | 01-07-2012, 11:40 AM | Junior Member
        > KindleKate wrote: It's a reading tool, not a computer.
        ok fair point about the beach. but i still say ipad is better value overall

        @ bibliophile99 | 01-07-2012, 12:05 PM
        better value for what though? if you already have a laptop and a phone the ipad is the one you dont need. and i say
        that as someone who owns one lol

        @ moderator_mia | 01-07-2012, 01:00 PM | Moderator
        Moving this to the Device Wars subforum. Please keep the caps lock under control.
        """,
    ),
    D(
        "c2-gadgetbench-ipad3",
        "www.gadgetbench-reviews.com",
        "/tablets/ipad-3rd-generation-review-retina-display",
        "iPad (3rd generation) review: the Retina display changes everything",
        author="Daniel Okoro",
        date="2012-03-20",
        kicker="Tablets",
        dek="Apple doubled the resolution, added LTE and made it a little heavier.",
        caption="The new iPad's 2048 x 1536 display.",
        body="""
        Apple's new iPad looks almost exactly like the iPad 2, but turn it on and the difference is impossible to miss. The
        new 9.7-inch Retina display has a resolution of 2048 by 1536 pixels, four times as many as before, and more than a
        full HD television. Photos look like prints, and text is so sharp that you can't see individual pixels at a normal
        viewing distance.

        == Performance

        The A5X chip has quad-core graphics to drive all those pixels. Games and apps optimized for the new screen look
        stunning; older apps that haven't been updated look slightly soft by comparison. Everyday tasks feel as fast as on
        the iPad 2, not faster.

        == Camera and LTE

        The rear camera has been upgraded to 5 megapixels and records 1080p video. For the first time, the iPad is available
        with 4G LTE on AT&T and Verizon, and in our tests downloads were often faster than on our home broadband.

        == Weight and heat

        To power the display, Apple fitted a much larger battery, and the new iPad is slightly thicker and about 50 grams
        heavier than its predecessor. Battery life is still about ten hours. Under heavy load, the back gets noticeably warm.

        == Should you upgrade?

        If you have an original iPad, yes. If you have an iPad 2, the Retina display is the main reason to upgrade, and
        whether it is worth $499 depends on how much you read, look at photos or work with text. Magazines and books in
        particular look fantastic. The new iPad is the best tablet you can buy.
        """,
    ),
    D(
        "c2-maplelib-devices",
        "www.maplecountylibrary.org",
        "/ebooks/supported-devices.html",
        "eBook Lending: Supported Devices",
        date="2012-01-16",
        body="""
        Maple County Public Library cardholders can borrow up to five eBooks at a time for 7, 14 or 21 days through our
        digital collection. eBooks are returned automatically at the end of the lending period, so there are never late fees.

        == Kindle e-readers (Kindle, Kindle Touch, Kindle Keyboard)

        Find a book in our digital catalog and choose "Kindle Book" as the format. You will be taken to Amazon's website to
        complete the checkout and send the book to your device over Wi-Fi. A free Amazon account is required.

        == iPad, iPhone and Android tablets

        Download the free OverDrive Media Console app from the App Store or Google Play, add Maple County Public Library,
        and sign in with your library card. You can also borrow Kindle-format books and read them in the Kindle app for iPad.

        == Nook, Kobo, Sony Reader

        These readers use the EPUB format. Download the book on a computer with Adobe Digital Editions and transfer it to
        your reader with a USB cable.

        == Which device should I buy?

        Library staff cannot recommend a particular brand. Dedicated e-readers are lighter, cheaper and have longer battery
        life; tablets show color and can also play eAudiobooks and videos. Both work with our collection. Come to a Tuesday
        evening tech help session to try borrowing on your own device.
        """,
    ),
    D(
        "c2-spam-chart",
        "ereader-compare-chart.info",
        "/kindle-vs-ipad-vs-nook-vs-kobo-chart.html",
        "eBook Reader Comparison Chart: Kindle vs iPad vs Nook vs Kobo vs Sony",
        date="2012-03-02",
        keywords=[
            "ebook reader comparison",
            "kindle vs ipad",
            "nook vs kindle",
            "kobo vs kindle",
            "sony reader",
            "ereader chart",
            "best ereader 2012",
            "tablet vs ereader",
        ],
        body="""
        Ebook reader comparison chart for Kindle vs iPad vs Nook vs Kobo vs Sony Reader. Compare ereaders and tablets side by
        side. Best ereader 2012? Kindle or iPad or Nook? See the chart!

        | Device | Screen | Weight | Price | Rating |
        | Kindle | 6" E Ink | 170 g | $79 | 5 stars |
        | Kindle Touch | 6" E Ink | 213 g | $99 | 5 stars |
        | iPad 2 | 9.7" LCD | 601 g | $499 | 5 stars |
        | Nook Simple Touch | 6" E Ink | 212 g | $99 | 4 stars |
        | Kobo Touch | 6" E Ink | 185 g | $99 | 4 stars |
        | Sony PRS-T1 | 6" E Ink | 168 g | $129 | 4 stars |

        Click any ereader for the best price! ebook reader comparison kindle ipad nook kobo sony ereader chart best price
        cheap deals reviews ratings specs 2012. Related: kindle fire vs ipad, nook color vs kindle fire, best tablet for
        reading, ereader buying guide, tablet vs ereader which is better.
        """,
    ),
    D(
        "c2-gradschool-textbooks",
        "www.gradschoolsurvival.net",
        "/2012/01/textbooks-on-ipad-vs-kindle-dx/",
        "Textbooks on an iPad vs. a Kindle DX: A Semester Report",
        author="Priyanka S.",
        date="2012-01-07",
        cats=["Tech"],
        tags=["iPad", "Kindle DX", "PDF", "reading"],
        body="""
        Last fall I tried to go paperless for my coursework. I had a Kindle DX (the big 9.7-inch E Ink one) that a labmate
        sold me cheaply, and I borrowed my partner's iPad for half the semester. Most of my reading is academic PDFs and a
        few textbooks, which is very different from reading novels. Here is what I found.

        **PDFs.** The iPad is much better for PDFs. Zooming, scrolling and jumping between pages is fast, and apps like
        GoodReader let me highlight and write notes in the margins. The Kindle DX shows a whole PDF page, but small print
        and two-column papers are hard to read, zooming is slow, and there is no real annotation.

        **Figures and equations.** Color figures in papers were useless on the Kindle. On the iPad they looked as good as on
        my laptop.

        **Long reading.** For the novels and the two plain-text textbooks I read for my theory seminar, I preferred the
        Kindle. I could read for hours without the eye fatigue I get from screens, and the battery never died.

        **Note-taking and search.** The iPad wins. Searching across all my PDFs, copying quotes into my notes, syncing with
        Dropbox: the Kindle can't do any of that well.

        **Price and weight.** The DX is lighter than the iPad but not by much; the regular Kindle is far lighter. Price
        doesn't matter much here since I got both second-hand.

        My conclusion: for academic reading with PDFs, the iPad is better than any Kindle. For reading books of plain text,
        the Kindle is better. I now use the iPad for papers and my old small Kindle for novels on the bus.
        """,
    ),
    D(
        "c2-techshop-category",
        "www.techshopdirect.com",
        "/e-readers-tablets.html",
        "E-Readers & Tablets",
        date="2012-03-10",
        crumbs=["E-Readers & Tablets"],
        page_title="E-Readers & Tablets - Shop Kindle, iPad, Nook - TechShop Direct",
        body="""
        Shop 64 e-readers and tablets from Amazon, Apple, Barnes & Noble, Samsung and more. Free shipping on all orders over
        $35. Price match guarantee.

        | Product | Screen | Price | Rating |
        | Amazon Kindle, Wi-Fi, 6" E Ink | 6" E Ink | $79.00 | 4.5 (1,204 reviews) |
        | Amazon Kindle Touch | 6" E Ink touch | $99.00 | 4.4 (812 reviews) |
        | Amazon Kindle Fire | 7" LCD color | $199.00 | 4.1 (2,330 reviews) |
        | Apple iPad 2 16GB Wi-Fi | 9.7" LCD | $399.00 | 4.8 (3,018 reviews) |
        | Apple iPad (3rd gen) 16GB Wi-Fi | 9.7" Retina | $499.00 | 4.7 (640 reviews) |
        | Barnes & Noble Nook Simple Touch | 6" E Ink touch | $99.00 | 4.3 (560 reviews) |
        | Samsung Galaxy Tab 2 7.0 | 7" LCD | $249.99 | 4.0 (88 reviews) |

        E-readers with E Ink screens are designed for reading and offer long battery life and glare-free reading in sunlight.
        Tablets offer color screens, apps, video and web browsing. Compare up to four products side by side by checking the
        Compare box.
        """,
    ),
    D(
        "c2-ask-kindlefire",
        "www.askaroundhere.com",
        "/q/what-is-the-difference-between-kindle-and-kindle-fire",
        "what is the difference between kindle and kindle fire",
        author="confused_in_ky",
        date="2011-12-14",
        category="Computers & Electronics",
        related=[
            "Is the Kindle Fire a good tablet for kids?",
            "Kindle Fire vs iPad 2?",
            "Can the Kindle Fire read library books?",
        ],
        body="""
        Thinking of buying one for my wife for christmas. The Kindle is $79 and the Kindle Fire is $199. What is the
        difference? Is the Fire just a better Kindle?
        """,
        comments="""
        @ techhelper | 2011-12-14 | best
        They are quite different devices. The regular Kindle is an e-reader with a black-and-white E Ink screen. It is only
        for reading books, is very light, readable in sunlight, and the battery lasts about a month. The Kindle Fire is a 7
        inch color tablet, more like a small iPad. It plays movies, music, games and apps and browses the web, and you can
        also read books on it, but the screen is backlit like a phone and the battery lasts about 8 hours. If your wife mainly
        wants to read, get the regular Kindle. If she wants a small tablet for videos and apps too, get the Fire.

        @ confused_in_ky | 2011-12-15
        That helps a lot, thanks. She mostly reads so I'll get the cheaper one.
        """,
    ),
    D(
        "c2-slowroad-packing",
        "www.slowroadsouth.com",
        "/gear/packing-light-six-months-south-america/",
        "Packing Light: My Kit for Six Months in South America",
        author="Tom & Ines",
        date="2011-10-28",
        cats=["Gear"],
        tags=["packing", "backpacking"],
        body="""
        People keep asking what fits in a 40-litre backpack for six months on the road, so here is the full list, from the
        socks to the spork. We're both carrying roughly 9 kg including the bag.

        == Clothes

        * 2 pairs of quick-dry trousers, one convertible
        * 4 T-shirts (2 merino, 2 synthetic) and 1 long-sleeve
        * 1 fleece and 1 light down jacket for the Andes
        * Rain jacket
        * 5 pairs of socks and underwear, washed in the sink every few days
        * Trail shoes and flip-flops

        == Electronics

        * One small laptop shared between the two of us, for the blog and photos
        * Two phones (unlocked, local SIM cards)
        * A Kindle each. This was the best decision we made: over 200 books, weighs nothing, and the battery lasts weeks
          on long bus rides. Finding English books in small towns in Bolivia would have been impossible.
        * Camera with two batteries and a universal plug adapter

        == Other

        * Small first aid kit, water purification tablets, headlamps
        * Padlocks for hostel lockers
        * Copies of passports stored online and on paper

        If we did it again, we'd bring less clothing and a smaller laptop. Questions? Ask in the comments!
        """,
        comments="""
        @ Anna | 2011-10-29
        Super helpful, we leave in January! Did you ever feel unsafe carrying electronics?

        @ Tom & Ines | 2011-10-30
        Hi Anna! Never had a problem, we just kept things out of sight on buses.
        """,
    ),
]

# --------------------------------------------------------------------------------------------------------------
# Topic C3: butter vs. margarine for baking (cw12)
# --------------------------------------------------------------------------------------------------------------

site(
    "www.sweetcrumbkitchen.com",
    "Sweet Crumb Kitchen",
    "blog",
    2012,
    ["Recipes", "Baking Basics", "Cookies", "Cakes", "About"],
    tagline="Home baking, tested twice",
    about="Hi, I'm Abby! I bake in a tiny apartment kitchen in Chicago and test every recipe at least twice.",
    popular=[
        "Chewy brown butter chocolate chip cookies",
        "How to measure flour (the right way)",
        "Why your cake sank in the middle",
        "Easy one-bowl banana bread",
    ],
    theme="bakery",
)
site(
    "www.nutritionmattersdaily.com",
    "Nutrition Matters Daily",
    "magazine",
    2012,
    ["Healthy Eating", "Weight Loss", "Heart Health", "Recipes"],
    tagline="Evidence-based nutrition news",
    popular=[
        "Is coconut oil really healthy?",
        "How much salt is too much?",
        "Whole grains: a beginner's guide",
        "The truth about detox diets",
    ],
)
site(
    "forums.bakersbench.net",
    "Baker's Bench",
    "forum",
    2012,
    ["Forums", "Recipes", "Troubleshooting", "Bread", "Chat"],
    sections=["Baking Troubleshooting"],
    popular=[
        "Cookies spreading too much??",
        "Best flour for shortbread",
        "Pie crust: butter, lard or shortening?",
        "Converting recipes to grams",
    ],
)
site(
    "www.chezhelenebakes.com",
    "Chez Hélène",
    "blog",
    2012,
    ["Recettes", "Pâtisserie", "Viennoiserie", "About Hélène"],
    tagline="French pastry at home, explained",
    about="Hélène trained as a pâtissière in Lyon and now teaches pastry classes in Montréal.",
    popular=[
        "Croissants at home: a weekend project",
        "Pâte sucrée that doesn’t shrink",
        "The perfect crème pâtissière",
    ],
)
site(
    "www.freshmartgrocery.com",
    "FreshMart Grocery",
    "shop",
    2012,
    ["Produce", "Dairy", "Bakery", "Pantry", "Weekly Ad"],
    promo="Order online, pick up in store in 2 hours",
    sep=" | ",
)
site(
    "www.kitchenlexicon.org",
    "KitchenLexicon",
    "wiki",
    2012,
    ["Main page", "Ingredients", "Techniques", "Random page"],
    tagline="the free cooking encyclopedia",
    sep=" - ",
)
site(
    "butter-vs-margarine-health-truth.info",
    "Butter vs Margarine Health Truth",
    "spam",
    2012,
    ["Butter", "Margarine", "Health", "Diet"],
    tagline="The shocking truth about butter and margarine they don't want you to know",
)
site(
    "www.pinesidehomestead.com",
    "Pineside Homestead",
    "blog",
    2012,
    ["Kitchen", "Garden", "Chickens", "Canning"],
    tagline="Scratch cooking and small-town living",
    popular=["Grandma's apple butter", "Our first year with chickens", "Canning tomatoes 101"],
)
site(
    "www.teatimetreats.co.uk",
    "Teatime Treats",
    "blog",
    2012,
    ["Cakes", "Biscuits", "Bread", "Puddings"],
    tagline="Proper British baking",
    cookie="uk2012",
    popular=["Lemon drizzle traybake", "Scones: the great debate", "Sticky toffee pudding"],
)
site(
    "www.glowandgrace-beauty.com",
    "Glow & Grace",
    "blog",
    2012,
    ["Skincare", "Makeup", "Hair", "DIY Beauty"],
    tagline="Natural beauty on a budget",
    popular=["DIY sugar lip scrub", "Coconut oil hair mask", "Drugstore sunscreen review"],
)
site(
    "www.plantbasedpantry-blog.com",
    "The Plant-Based Pantry",
    "blog",
    2012,
    ["Recipes", "Vegan Baking", "Meal Plans", "About"],
    tagline="Vegan cooking for people who love food",
    popular=["Flax eggs: how and when", "Best vegan chocolate cake", "Cashew cream 3 ways"],
)
site(
    "baking-substitutes-chart.info",
    "Baking Substitutes Chart",
    "spam",
    2012,
    ["Substitutes", "Conversions", "Charts"],
    tagline="free baking substitution chart printable",
)
site(
    "www.mumsandtotsforum.co.uk",
    "Mums & Tots Forum",
    "forum",
    2012,
    ["Forums", "Pregnancy", "Toddlers", "Food & Recipes", "Chat"],
    sections=["Food & Recipes"],
    cookie="uk2012",
    popular=["Easy batch cooking for toddlers", "Best high chair?", "Birthday cake disasters!"],
)
site(
    "extension.prairiestate.edu",
    "Prairie State University Extension",
    "plain",
    2012,
    ["Food & Nutrition", "Family", "Gardening", "4-H"],
    tagline="Family and Consumer Sciences",
    popular=["Food safety basics", "High-altitude baking", "Canning guides", "Nutrition fact sheets"],
    ads=False,
    contact="Questions? Call your county extension office.",
    footer_note="Prairie State University is an equal opportunity provider and employer.",
)
site(
    "www.saturdaykitchenmag.com",
    "Saturday Kitchen Magazine",
    "magazine",
    2012,
    ["Recipes", "Test Kitchen", "Techniques", "Holidays"],
    tagline="Cook something good this weekend",
    popular=[
        "The only pie crust recipe you need",
        "Test kitchen: the best vanilla extract",
        "Seven make-ahead holiday desserts",
    ],
)
site(
    "www.thirtydaysclean.com",
    "Thirty Days Clean",
    "blog",
    2012,
    ["Challenge", "Recipes", "Journal"],
    tagline="One month, no processed food",
    popular=["Day 1: the pantry purge", "Day 12: I miss bread"],
)

C3_DOCS = [
    D(
        "c3-sweetcrumb-experiment",
        "www.sweetcrumbkitchen.com",
        "/baking-basics/butter-vs-margarine-in-baking/",
        "Butter vs. Margarine in Baking: I Baked the Same Cookies Twice",
        author="Abby",
        date="2012-02-06",
        cats=["Baking Basics"],
        tags=["butter", "margarine", "cookies", "science"],
        body="""
        "Can I use margarine instead of butter?" is probably the question I get most in the comments. So instead of
        answering from memory, I did an experiment: I baked my favorite chocolate chip cookies, a simple yellow cake and a
        batch of pie crust twice, once with butter and once with margarine, and asked six friends to taste them blind.

        == What's the difference between butter and margarine?

        Butter is made from cream and is about 80% milk fat, 16-18% water and a little milk solids. Margarine is made from
        vegetable oils. By law, stick margarine in the US must also be at least 80% fat, but most tubs and "spreads" contain
        much less fat, sometimes only 40-60%, and more water. That water content is the most important difference for
        baking, much more than the type of fat.

        == Cookies

        With stick margarine, the cookies spread a little more and were softer and paler. With butter they were crispier
        at the edges and browned better, because the milk solids in butter caramelize. Five of six tasters preferred the
        butter cookies; one preferred the softer margarine ones. When I tried a tub spread (60% fat), the cookies spread
        into one giant thin sheet. Don't use spreads for cookies.

        == Cake

        Honestly, the difference was small. The margarine cake was slightly lighter in texture, and the butter cake tasted
        richer. Margarine creams easily straight from the fridge, which is convenient.

        == Pie crust

        The butter crust was flakier and tasted much better. The margarine crust was tender but a bit greasy and bland.
        Butter is better than margarine for pastry, no contest.

        == My verdict

        * Flavor: butter wins every time.
        * Texture: butter gives crisper cookies and flakier pastry; margarine gives softer cookies and a slightly lighter cake.
        * Cost: margarine is cheaper, usually about half the price.
        * Dairy-free: margarine (check the label, some contain whey).

        If you want to substitute, use **stick** margarine with at least 80% fat, one-to-one. Never use a spread or a
        "light" tub for baking. But if you can, use butter: it simply tastes better.
        """,
        comments="""
        @ Kristen | 2012-02-06
        THANK YOU. My mom always baked with margarine and I could never figure out why my cookies were different from hers.

        @ Dan M | 2012-02-07
        What about shortening? Would love a part 2.

        @ Abby | 2012-02-07
        @Dan shortening is on the list! It's 100% fat so it behaves differently again.
        """,
    ),
    D(
        "c3-nmd-science",
        "www.nutritionmattersdaily.com",
        "/heart-health/butter-or-margarine-what-the-science-says",
        "Butter or Margarine? What the Nutrition Science Says",
        author="Janet Kowalski, RD",
        date="2011-11-15",
        kicker="Heart Health",
        dek="The answer has changed over the years. Here's where it stands now.",
        caption="Butter and a tub of soft margarine.",
        body="""
        For decades, margarine was promoted as the heart-healthy alternative to butter. Then, in the 1990s, research showed
        that the trans fats in many margarines were even worse for the heart than the saturated fat in butter. No wonder
        people are confused. Here's what we know today.

        == Saturated fat

        Butter is high in saturated fat: about 7 grams per tablespoon. Diets high in saturated fat raise LDL ("bad")
        cholesterol. Most soft margarines contain 1-2 grams of saturated fat per tablespoon and more unsaturated fat, which
        can lower LDL cholesterol when it replaces saturated fat.

        == Trans fat

        Older stick margarines were made by partially hydrogenating vegetable oil, which creates trans fats. Trans fats
        raise LDL and lower HDL ("good") cholesterol, a double hit. Since trans fat labeling became mandatory in 2006, many
        manufacturers have reformulated their products, and most tub margarines now contain zero grams of trans fat per
        serving. Stick margarines, which must be firm, are more likely to still contain some, so read the label and avoid
        anything listing "partially hydrogenated oil".

        == So which is healthier?

        A soft tub margarine free of trans fat is a better choice for your heart than butter. Butter is a better choice than
        a stick margarine that contains trans fats. The amount matters most: a tablespoon on your toast is not the biggest
        issue in anyone's diet.

        == What about baking?

        This is where it gets tricky. Soft tub margarines contain more water and less fat, so they don't work well in most
        baking recipes: cookies spread and pastry turns soggy. If you bake often, consider recipes designed for oil, use
        butter in moderation for special occasions, and keep portions small. A cookie made with butter is still a cookie.
        """,
    ),
    D(
        "c3-bb-shortbread",
        "forums.bakersbench.net",
        "/showthread.php?t=9921",
        "margarine instead of butter in shortbread??",
        body="""
        @ lulu_bakes | 12-10-2011, 07:52 PM | Junior Member
        making my nan's shortbread for xmas and realised i only have margarine (the tub kind). will it work?? recipe is just
        butter, sugar, flour. store is closed and i need them for tomorrow

        @ CrumbQueen | 12-10-2011, 08:05 PM
        Honestly, no. Shortbread is like 1/3 butter and the butter IS the flavour. Tub margarine has a lot of water in it,
        it'll spread and be greasy and pale. Wait until tomorrow morning and get butter if you can.

        @ lulu_bakes | 12-10-2011, 08:11 PM | Junior Member
        noooo. ok what if I chill the dough for a long time?

        @ PastryPaul | 12-10-2011, 08:40 PM
        Chilling helps with spreading but won't fix the taste. If you HAVE to, use a bit less margarine and add a tablespoon
        or two more flour. It'll be edible but it won't be your nan's shortbread. Butter is better than margarine for anything
        where you can taste the fat: shortbread, pastry, buttercream.

        @ CrumbQueen | 12-10-2011, 08:43 PM
        What Paul said. For chocolate cake or brownies you'd never notice. For shortbread you will.

        @ lulu_bakes | 12-11-2011, 10:15 AM | Junior Member
        Update: went to the corner shop at 8am and they had butter!!! Shortbread is in the oven. Thanks everyone xx
        """,
    ),
    D(
        "c3-ask-cookies",
        "www.askaroundhere.com",
        "/q/can-i-use-margarine-instead-of-butter-for-cookies",
        "Can I use margarine instead of butter for cookies?",
        author="cookiemonster_mom",
        date="2012-03-03",
        category="Food & Drink",
        related=["Why are my cookies flat?", "Can you freeze cookie dough?", "Salted or unsalted butter for baking?"],
        body="""
        Recipe calls for 1 cup of butter. I have margarine. Will my chocolate chip cookies turn out ok? Do I need to change
        anything else?
        """,
        comments="""
        @ bakerbetty | 2012-03-03 | best
        Yes, as long as it's stick margarine with at least 80% fat (check the label: "vegetable oil spread" or anything
        "light" usually has less). Substitute one to one. Your cookies will be a bit softer and spread a little more, and
        they won't taste quite as buttery. Chilling the dough for 30 minutes before baking helps reduce spreading. If your
        margarine is unsalted, add a pinch of salt.

        @ JohnnyB | 2012-03-03
        Butter is better but margarine works. My mom made cookies with margarine for 30 years.

        @ healthnut | 2012-03-04
        just so you know a lot of margarine has trans fats which are worse than butter. just use butter
        """,
    ),
    D(
        "c3-helene-puff",
        "www.chezhelenebakes.com",
        "/2012/01/beurre-ou-margarine-puff-pastry/",
        "Butter vs. Margarine for Puff Pastry – Why I’ll Never Go Back",
        author="Hélène Marchand",
        date="2012-01-22",
        cats=["Pâtisserie"],
        tags=["pâte feuilletée", "butter", "margarine", "technique"],
        encoding="windows-1252",
        body="""
        When I trained as a pâtissière in Lyon, the first thing my chef told me about puff pastry was: “Le beurre, c’est
        tout.” Butter is everything. And then, on my first day in an industrial bakery, I discovered that most of the
        croissants and mille-feuilles sold in supermarkets are made with margarine – special “pastry margarine”, or
        margarine feuilletage. So which is right? Let me explain the difference, because it is not as simple as good and bad.

        == Why bakeries use margarine

        Pastry margarine is designed for lamination. It stays plastic over a wide range of temperatures, from about 10 °C to
        more than 30 °C, so it can be rolled into thin sheets without cracking when cold or melting when the kitchen gets
        warm. Butter is only workable in a narrow window, roughly 13–16 °C. Margarine is also cheaper and keeps longer. For
        a factory, margarine is the more reliable fat.

        == Why I use butter anyway

        Flavour. Butter melts in the mouth at body temperature; many pastry margarines have a higher melting point, which
        leaves a waxy film on the palate. A croissant made with good butter – I use a cultured butter with 82% fat – tastes
        of cream and hazelnut. One made with margarine tastes of… not much.

        Texture. When the pastry bakes, the water in the butter (about 16%) turns to steam and pushes the layers apart. The
        result is light, crisp and shattering. Margarine gives a puff that is often taller but softer and more bread-like.

        == My advice for home bakers

        * Use a butter with at least 82% fat. “Extra-fin” or European-style butters are ideal.
        * Keep everything cold: chill the dough 30 minutes between each turn.
        * Never use a soft tub margarine or spread – it contains too much water and will simply melt into the dough.
        * If your kitchen is very warm, work early in the morning, or make a rough puff (pâte feuilletée rapide), which is
          more forgiving.

        Margarine is easier, cheaper and more forgiving than butter. Butter is more difficult, but the taste is
        incomparable. For me there is no question: at home, it is butter – toujours.
        """,
        comments="""
        @ Amélie | 2012-01-23
        Merci Hélène! I made your rough puff last weekend with butter and it was magnifique.

        @ Greg in Vancouver | 2012-01-24
        Interesting about the melting point. I always wondered why supermarket croissants leave that coating in the mouth.
        """,
    ),
    D(
        "c3-freshmart-spread",
        "www.freshmartgrocery.com",
        "/dairy/spreads/golden-meadow-vegetable-spread-48-500g",
        "Golden Meadow Vegetable Oil Spread 48% - 500 g Tub",
        date="2012-02-01",
        price="$2.49",
        sku="FM-0071-GM48",
        crumbs=["Dairy", "Butter & Spreads"],
        specs=[
            ("Size", "500 g (17.6 oz)"),
            ("Fat content", "48%"),
            ("Trans fat", "0 g per serving"),
            (
                "Ingredients",
                "Water, vegetable oils (canola, palm, sunflower), salt, whey, emulsifiers (mono- and diglycerides, lecithin), potassium sorbate, natural flavor, vitamin A palmitate, beta carotene",
            ),
            ("Storage", "Keep refrigerated"),
            ("Allergens", "Contains milk"),
        ],
        also=[
            ("FreshMart Salted Butter 250 g", "$3.29"),
            ("Brookfield Farms Unsalted Butter 250 g", "$3.99"),
            ("Golden Meadow Light 30%", "$2.29"),
        ],
        body="""
        Golden Meadow Vegetable Oil Spread is soft and spreadable straight from the fridge, with a rich, buttery taste and
        48% fat. Made with canola and sunflower oils, it has 70% less saturated fat than butter and 0 g trans fat per
        serving. A source of vitamins A and D.

        Perfect for spreading on toast, bagels and sandwiches, and for topping vegetables and baked potatoes. Not suitable
        for baking or frying due to its high water content. For baking, choose Golden Meadow Baking Sticks.

        Nutrition per 1 tbsp (14 g): Calories 60, Total fat 7 g, Saturated fat 1.5 g, Trans fat 0 g, Cholesterol 0 mg,
        Sodium 90 mg.
        """,
        comments="""
        @ Maria G. | 2012-02-15 | 4
        Tastes fine on toast and is cheap. Don't try to bake with it though, learned that the hard way.

        @ Bob | 2012-02-22 | 5
        Good price, spreads easily.
        """,
    ),
    D(
        "c3-lexicon-margarine",
        "www.kitchenlexicon.org",
        "/wiki/Margarine",
        "Margarine",
        date="2012-03-08",
        cats=["Fats and oils", "Spreads", "Food history"],
        body="""
        **Margarine** is a spread used for flavouring, baking and cooking, made mainly from refined vegetable oils and water.
        It was created in France in 1869 by the chemist Hippolyte Mège-Mouriès as a cheaper substitute for butter, in
        response to a competition announced by Emperor Napoleon III.

        == Composition

        Margarine is an emulsion of water in oil. Stick or block margarine contains at least 80% fat, like butter. Soft
        margarines and spreads contain between 35% and 80% fat. To make liquid oils solid at room temperature, manufacturers
        historically used partial hydrogenation, which produces trans fats. Modern processes such as interesterification and
        blending with tropical oils like palm oil are used to avoid trans fats.

        == Uses in baking

        Block margarine can replace butter in most recipes. Special bakery margarines with high melting points are used
        commercially for laminated doughs such as puff pastry and croissants. Soft margarines and low-fat spreads are
        generally unsuitable for baking because of their water content.

        == Regulation

        In many countries margarine was long subject to restrictions intended to protect dairy farmers. Some US states
        banned the sale of margarine coloured yellow until the mid-20th century.

        See also: butter, shortening, vegetable oil spread.
        """,
    ),
    D(
        "c3-herald-butterprices",
        "www.dailyherald-courier.com",
        "/business/2011/11/butter-prices-climb-ahead-of-holiday-baking",
        "Butter prices climb ahead of holiday baking season",
        author="Linda Ferraro",
        date="2011-11-20",
        section_name="Business",
        tags=["Business", "Food", "Agriculture"],
        body="""
        Holiday bakers may notice a higher total at the checkout this year. Wholesale butter prices rose sharply this fall,
        and local grocers say shoppers are paying 40 to 60 cents more per pound than a year ago.

        "Butter's up, eggs are up, flour is steady," said Frank DeLuca, who manages the FreshMart on Route 9. "This is the
        busiest butter month of the year, so people notice."

        Dairy economists blame a combination of strong export demand and lower milk production after a hot summer.

        Some shoppers are switching to margarine to save money. A pound of store-brand stick margarine costs about half as
        much as butter at most local stores. But bakers at Sunrise Bakery on Main Street said they won't switch. "Our
        customers can taste the difference, especially in the cookies and pie crusts," said owner Teresa Nguyen. "Butter
        costs more, but it's the whole reason people come here."

        For home bakers watching their budget, the county extension office suggests using butter where flavor matters most,
        such as shortbread and pie crust, and stick margarine in recipes with strong flavors like gingerbread or chocolate
        cake, where the difference is hard to taste. Spreads and light margarines should not be used for baking, the
        extension office said, because their high water content changes how doughs behave.
        """,
    ),
    D(
        "c3-spam-truth",
        "butter-vs-margarine-health-truth.info",
        "/butter-or-margarine-for-baking.html",
        "Butter or Margarine for Baking - The SHOCKING Truth",
        date="2012-01-12",
        page_title="Butter or Margarine for Baking - The SHOCKING Truth!! | Butter vs Margarine Health Truth",
        keywords=[
            "butter vs margarine",
            "margarine baking",
            "butter baking",
            "is margarine healthy",
            "margarine plastic",
            "butter health benefits",
            "margarine dangers",
            "best butter for baking",
            "difference butter margarine",
        ],
        body="""
        What is the difference between butter and margarine for baking? Doctors don't want you to know this one SHOCKING
        fact about margarine! Margarine is just one molecule away from PLASTIC!!! Butter is natural and margarine is made in
        a factory. Click here to learn the truth about butter vs margarine for baking and health.

        * Margarine is one molecule away from plastic - TRUE OR FALSE?
        * Flies won't even eat margarine!!
        * Butter vs margarine for baking cookies cakes and bread
        * Download our FREE ebook "The Butter Cure" - just pay shipping

        Butter margarine baking difference health truth butter vs margarine for baking which is better healthy baking butter
        margarine cookies cakes. Sponsored: Lose 10 pounds in 10 days with this one weird trick. Butter vs margarine baking
        recipes. Subscribe to our newsletter for more shocking health truths!!!
        """,
    ),
    D(
        "c3-pineside-grandma",
        "www.pinesidehomestead.com",
        "/2012/02/grandmother-swore-by-margarine/",
        "Why My Grandmother Swore by Margarine (and Why I Switched Back to Butter)",
        author="Ruth Ann",
        date="2012-02-27",
        cats=["Kitchen"],
        tags=["baking", "family recipes", "butter"],
        body="""
        My grandmother baked every Saturday of her life, and every recipe card in her tin box says "oleo". For those of you
        under fifty, oleo is what folks around here called margarine. In her kitchen, butter was for the table on Sundays
        and margarine was for baking, because it was cheaper and, in the 1970s, the doctor told Grandpa it was better for
        his heart.

        When I inherited the recipe box, I baked her sugar cookies exactly as written, with stick margarine. They were good,
        soft and puffy, just like I remembered. Then one day I ran out and used butter. The cookies spread a little less,
        had crispy golden edges and tasted, well, better. Richer. I served both to my family and everyone picked the butter
        batch. My husband said the margarine ones "taste like the cookies from the school cafeteria", which is a little
        unfair but also true.

        I also read up on the health side. The margarine of Grandma's day was full of trans fats, which we now know are bad
        for the heart, so her doctor's advice hasn't aged well. Many margarines are different today, but I'd rather use a
        little real butter from the dairy down the road than a long list of ingredients I can't pronounce.

        So these days I bake with butter, and I just make a few less cookies. Grandma's recipes still work perfectly, and
        I like to think she'd approve, even if she'd be horrified by the price of butter. If you're baking from old family
        recipes that call for oleo, just swap in the same amount of butter, one stick for one stick.
        """,
        comments="""
        @ Mary Lou | 2012-02-28
        Oh my, "oleo"! My mother's cards say the same thing. Thanks for the memories.

        @ Pat | 2012-03-01
        I still use margarine for my snickerdoodles, they stay softer. But butter for everything else.
        """,
    ),
    D(
        "c3-bb-stick-tub",
        "forums.bakersbench.net",
        "/showthread.php?t=10288",
        "Stick margarine vs tub - does it matter??",
        body="""
        @ newbaker22 | 02-15-2012, 11:30 AM | Junior Member
        My cake recipe says margarine. I bought the tub kind because it was on sale. My cake came out flat and kinda
        rubbery?? Is it the margarine or me lol

        @ CrumbQueen | 02-15-2012, 11:52 AM
        It's the margarine, not you! Tub margarine is mostly a spread, lots of water and less fat. Recipes that say
        margarine mean STICK margarine (80% fat), which behaves almost like butter. Tubs and light spreads ruin cakes and
        cookies.

        @ PastryPaul | 02-15-2012, 12:20 PM
        Check the label for "% vegetable oil" or fat content. Under 70% = don't bake with it. Or just use butter and avoid
        the whole question.

        @ newbaker22 | 02-15-2012, 01:05 PM | Junior Member
        Mine says 52%. Oops. Ok buying sticks next time. Is butter better than stick margarine for cakes tho?

        @ CrumbQueen | 02-15-2012, 01:18 PM
        For flavour, yes, butter wins. For a super fluffy sponge some people actually prefer margarine because it creams
        more easily. The old British "all-in-one" sponge method was designed for soft baking margarine. Try both!

        @ grams_kitchen | 02-16-2012, 08:45 AM
        I've used margarine in my chocolate cake for 40 years and nobody ever complained.
        """,
    ),
    D(
        "c3-freshmart-butter",
        "www.freshmartgrocery.com",
        "/dairy/butter/brookfield-farms-unsalted-butter-250g",
        "Brookfield Farms Unsalted Butter - 250 g",
        date="2012-02-01",
        price="$3.99",
        sku="FM-0088-BFU",
        crumbs=["Dairy", "Butter & Spreads"],
        specs=[
            ("Size", "250 g (8.8 oz)"),
            ("Fat content", "82%"),
            ("Ingredients", "Pasteurized cream"),
            ("Origin", "Made with milk from family farms in the Upper Midwest"),
            ("Storage", "Keep refrigerated. Freezes well for up to 6 months."),
        ],
        also=[
            ("Brookfield Farms Salted Butter 250 g", "$3.79"),
            ("King's Mill All-Purpose Flour 5 lb", "$2.99"),
            ("Pure Vanilla Extract 2 oz", "$6.49"),
        ],
        body="""
        Brookfield Farms Unsalted Butter is churned slowly from fresh sweet cream in small batches for a clean, rich flavour.
        With 82% butterfat, higher than standard butter, it is the baker's choice for flaky pie crusts, tender shortbread and
        laminated doughs like croissants.

        Unsalted butter lets you control the amount of salt in your recipes. Each 250 g block is marked in tablespoon
        portions for easy measuring.

        Nutrition per 1 tbsp (14 g): Calories 100, Total fat 11 g, Saturated fat 7 g, Cholesterol 30 mg, Sodium 0 mg.

        Baker's tip: for the flakiest pastry, cut the butter into cubes and chill it again for 15 minutes before rubbing it
        into the flour.
        """,
        comments="""
        @ Jen P. | 2012-02-10 | 5
        Best butter for baking I've found in a supermarket. My pie crusts have never been flakier.

        @ Chef Mike | 2012-02-18 | 5
        Great for croissants. Pricey but worth it.

        @ S. Lind | 2012-02-25 | 3
        Good butter but the price went up a lot since last year.
        """,
    ),
    D(
        "c3-teatime-victoria",
        "www.teatimetreats.co.uk",
        "/cakes/classic-victoria-sponge/",
        "Classic Victoria Sponge",
        author="Margaret",
        date="2011-06-12",
        cats=["Cakes"],
        tags=["sponge", "afternoon tea", "classic"],
        body="""
        A proper Victoria sponge is the queen of British bakes: two light golden sponges sandwiched with raspberry jam and,
        if you're feeling indulgent, a layer of buttercream. This is the recipe I've used for village show entries for
        twenty years.

        == Ingredients

        * 225 g softened unsalted butter (or baking spread), plus extra for the tins
        * 225 g caster sugar
        * 4 large eggs, at room temperature
        * 225 g self-raising flour
        * 1 tsp baking powder
        * 2 tbsp milk
        * 5 tbsp good raspberry jam and icing sugar to dust

        == Method

        # Heat the oven to 180°C (160°C fan). Grease and line two 20 cm sandwich tins.
        # Put all the ingredients except the jam into a large bowl and beat with an electric whisk for about two minutes, until smooth and pale.
        # Divide between the tins, level the tops and bake for 20-25 minutes until golden and springy to the touch.
        # Cool in the tins for 5 minutes, then turn out onto a wire rack to cool completely.
        # Spread one sponge with jam, top with the other and dust with icing sugar.

        A note on fat: many of the best Women's Institute bakers I know swear by a soft baking spread for the all-in-one
        method, as it gives a very light, even crumb. I use butter because I prefer the flavour, but make sure it is really
        soft. Whatever you use, don't use a low-fat spread.
        """,
        comments="""
        @ Jean from Devon | 2011-06-13
        Lovely recipe. I've always used Stork for my sponges, never fails!

        @ Clare | 2011-06-20
        Won second prize at our village show with this, thank you Margaret!
        """,
    ),
    D(
        "c3-ask-runny",
        "www.askaroundhere.com",
        "/q/why-is-my-cookie-dough-so-runny-used-margarine",
        "Why is my cookie dough so runny? (used margarine)",
        author="baking_fail_17",
        date="2012-01-28",
        category="Food & Drink",
        related=["Can I use oil instead of butter?", "How long to chill cookie dough?", "Why did my cake sink?"],
        body="""
        I'm making sugar cookies and the dough is super soft and sticky, almost like batter. I can't roll it out at all. I
        used margarine instead of butter because that's what we had. What did I do wrong??
        """,
        comments="""
        @ bakerbetty | 2012-01-28 | best
        Your margarine is probably a spread with a lot of water in it (look for the fat percentage on the tub; if it's below
        about 70%, that's your problem). The extra water makes the dough soft and sticky. You can try to rescue it: add flour
        a couple of tablespoons at a time until the dough holds together, then wrap it and chill it for at least two hours
        before rolling. Next time use butter or stick margarine labeled 80% fat.

        @ pastrychef_ko | 2012-01-29
        Chill it overnight, roll between two sheets of baking paper. Works even with soft dough.

        @ baking_fail_17 | 2012-01-29
        It was 45%!! Added flour and chilled, cookies were ok but a bit tough. Lesson learned.
        """,
    ),
    D(
        "c3-herald-sculpture",
        "www.dailyherald-courier.com",
        "/life/2011/08/butter-cow-returns-to-county-fair",
        "Butter cow returns to county fair, with a calf this year",
        author="Karen Loftis",
        date="2011-08-11",
        section_name="Life",
        tags=["County Fair", "Agriculture"],
        body="""
        The line outside the dairy barn at the Tri-County Fair stretched past the funnel cake stand on opening day, as
        visitors waited to see this year's butter sculpture: a life-size cow and, for the first time, a calf.

        Sculptor Nancy Brandt spent about 60 hours inside a refrigerated glass case kept at 40 degrees to create the pair,
        using roughly 600 pounds of butter donated by local dairy farms. "The calf was my granddaughter's idea," Brandt said.
        "She told me the cow looked lonely."

        The butter is reused year after year. After the fair closes, the sculptures are scraped down and the butter is
        stored in a freezer until the next summer. Brandt said some of the butter in this year's cow has been part of fair
        sculptures for over a decade.

        The butter cow has been a fair tradition since 1962. The dairy promotion board, which sponsors the display, also
        hands out free cheese samples and milk at the barn. "It's a reminder of how important dairy farming still is to this
        county," said board member Glen Hoffmann.

        The fair runs through Sunday. Admission is $8 for adults and free for children under 12.
        """,
    ),
    D(
        "c3-glowgrace-shea",
        "www.glowandgrace-beauty.com",
        "/skincare/shea-butter-vs-cocoa-butter-dry-skin/",
        "Shea Butter vs. Cocoa Butter: Which Is Better for Dry Skin?",
        author="Jasmine",
        date="2012-01-30",
        cats=["Skincare"],
        tags=["shea butter", "cocoa butter", "DIY", "winter skin"],
        body="""
        Winter has turned my skin into sandpaper, so this month I've been testing the two butters everyone raves about: shea
        butter and cocoa butter. Both are natural plant fats, both are cheap in their raw form, and both are in half the
        lotions at the drugstore. But they're not the same!

        == Shea butter

        Shea butter comes from the nuts of the African shea tree. It's soft, melts at body temperature and absorbs fairly
        quickly. It has a mild nutty smell (the raw, unrefined kind smells stronger). I found it amazing on my hands and
        elbows, and it's gentle enough for my face at night.

        == Cocoa butter

        Cocoa butter comes from cocoa beans, the same ones used for chocolate, and yes, it smells like chocolate! It's much
        harder than shea and you need to warm it in your hands first. It forms a thicker barrier on the skin, which is great
        for very dry spots like heels, but it felt too heavy for my face and some people find it clogs pores.

        == My verdict

        For face and everyday use, shea butter wins. For super dry heels and as a body balm in the coldest months, cocoa
        butter is better. Or do what I do and whip them together with a little coconut oil: recipe below!

        * 1/2 cup shea butter
        * 1/4 cup cocoa butter
        * 1/4 cup coconut oil
        * 10 drops lavender essential oil (optional)

        Melt, cool until half set, whip with a hand mixer for 5 minutes and store in a glass jar.
        """,
    ),
    D(
        "c3-nmd-transfats",
        "www.nutritionmattersdaily.com",
        "/heart-health/trans-fats-explained-margarine",
        "Trans Fats Explained: What Changed in Your Margarine Since the 1990s",
        author="Janet Kowalski, RD",
        date="2012-02-13",
        kicker="Heart Health",
        dek="Partially hydrogenated oils are on their way out. Here's how to read a label.",
        body="""
        In 1990 a typical stick margarine could contain 20% or more trans fat. Today many brands proudly say "0 g trans fat"
        on the package. What happened, and can you trust the label?

        == Where trans fats come from

        Trans fats are created when liquid vegetable oils are partially hydrogenated, a process that makes them solid and
        shelf-stable. For much of the 20th century, partially hydrogenated oils were in margarine, shortening, crackers, fried
        fast food and packaged baked goods.

        == Why they matter

        Large studies in the 1990s showed that trans fats raise LDL cholesterol, lower HDL cholesterol and increase the risk
        of heart disease, more than saturated fats do. Health authorities now recommend eating as little trans fat as
        possible.

        == The label loophole

        Since 2006, the FDA requires trans fat to be listed on the Nutrition Facts panel. However, a product with less than
        0.5 grams per serving can be labeled "0 g". If you eat several servings a day, that adds up. The only way to know is
        to check the ingredient list: if it says "partially hydrogenated", the product contains some trans fat.

        == The bottom line

        Choose soft spreads made without partially hydrogenated oils, eat fewer packaged snacks and fried foods, and don't
        worry about the small amount of naturally occurring trans fat in dairy and meat.
        """,
    ),
    D(
        "c3-plantbased-vegan",
        "www.plantbasedpantry-blog.com",
        "/vegan-baking/replacing-butter/",
        "Vegan Baking 101: How to Replace Butter",
        author="Noah",
        date="2012-03-14",
        cats=["Vegan Baking"],
        tags=["vegan", "butter substitute", "margarine", "coconut oil"],
        body="""
        Butter does three jobs in baking: it adds fat for tenderness, water for steam, and flavor. When you bake without
        dairy, you need a substitute that does as many of those jobs as possible. Here's how the usual suspects compare.

        == Vegan margarine (stick)

        The closest one-to-one substitute. Dairy-free stick margarine has about 80% fat, creams well with sugar and works in
        cookies, cakes and even pie crust. It's not quite as flavorful as butter, and some brands are softer, so chill your
        cookie dough. Always check the label: many "regular" margarines contain whey or buttermilk.

        == Coconut oil

        Refined coconut oil is solid below about 24°C and has almost no coconut taste. It makes wonderfully crisp cookies and
        flaky crusts if you keep it cold. It's 100% fat with no water, so use about 20% less than the butter in the recipe.

        == Vegetable oil

        Great in muffins, quick breads and chocolate cake, where you don't cream the fat. Use about three quarters of the
        butter amount. Not good for cookies that should hold their shape or for anything flaky.

        == Applesauce and mashed banana

        Fine for reducing fat in muffins, but they're not fat substitutes: expect a denser, cakier result.

        My ranking for most recipes: stick vegan margarine first, cold coconut oil second. Margarine is easier than coconut
        oil for beginners; coconut oil gives better texture in crusts once you get the hang of it.
        """,
    ),
    D(
        "c3-spam-chart",
        "baking-substitutes-chart.info",
        "/butter-substitute-margarine-ratio.html",
        "Butter Substitute Margarine Ratio Chart Free Printable",
        date="2012-02-08",
        keywords=[
            "butter substitute",
            "margarine ratio",
            "baking substitutes",
            "substitute chart",
            "free printable",
            "butter to oil",
            "margarine for butter",
            "baking conversion",
        ],
        body="""
        Butter substitute margarine ratio chart FREE printable! Best baking substitutes chart for butter, margarine, oil,
        shortening, applesauce. Print now for your kitchen!!

        | Instead of | Use |
        | 1 cup butter | 1 cup margarine |
        | 1 cup butter | 3/4 cup oil |
        | 1 cup butter | 1 cup shortening |
        | 1 cup margarine | 1 cup butter |
        | 1 cup butter | 1/2 cup applesauce |

        butter substitute margarine ratio baking substitutes chart printable free download pdf. margarine vs butter
        substitute ratio chart for cookies cakes brownies. Click the PRINT button below or Pin It!! More charts: egg
        substitute chart, sugar substitute chart, flour substitute chart, buttermilk substitute, baking powder substitute.

        Is margarine better than butter? Is butter better than margarine? Our chart says you can use margarine for butter
        and butter for margarine in any recipe, cup for cup. Save this chart to your Pinterest board now. Share with your
        friends on Facebook. This chart is free for personal use only. Copyright all rights reserved.
        """,
    ),
    D(
        "c3-mumstots-stork",
        "www.mumsandtotsforum.co.uk",
        "/viewtopic.php?f=12&t=30417",
        "Stork or butter for DD's birthday cake?",
        body="""
        @ BeckyBoo | Tue Jan 17, 2012 8:12 pm | Member
        Making a big chocolate sponge for DD's 3rd birthday on Saturday, first time doing a proper cake. My mum says always
        use Stork, MIL says butter or nothing. Who is right?! Does it actually make a difference?

        @ TwinMum | Tue Jan 17, 2012 8:25 pm
        For a chocolate sponge honestly Stork. It's easier to beat, the cake comes out lighter and with all that chocolate
        nobody will taste the difference. Butter for the buttercream though!

        @ Jo_in_Leeds | Tue Jan 17, 2012 8:40 pm
        I'm a butter person but I agree with TwinMum, Stork makes a lovely light sponge. Just don't use the low fat tubs.

        @ BeckyBoo | Tue Jan 17, 2012 9:02 pm | Member
        Great, so mum AND MIL are both right, haha. Stork sponge, butter icing. Diplomacy!!

        @ SarahC | Wed Jan 18, 2012 7:30 am
        Good luck! Take photos. Also line the tins with baking paper, saves so much stress.

        @ BeckyBoo | Sun Jan 22, 2012 6:45 pm | Member
        Update - cake was a success!! DD covered in chocolate from head to toe. Used Stork in the sponge and it was really
        light, butter buttercream. Thanks ladies xx
        """,
    ),
    D(
        "c3-extension-fats",
        "extension.prairiestate.edu",
        "/food-nutrition/fact-sheets/baking-with-fats.html",
        "Baking with Fats: A Fact Sheet",
        date="2011-09-30",
        body="""
        Fats make baked goods tender, help them rise, carry flavor and improve texture and shelf life. The type of fat you
        choose changes the result. This fact sheet compares the most common baking fats.

        | Fat | Fat content | Water | Best for |
        | Butter | 80-82% | about 16% | Flavor; flaky pastry, shortbread, cookies |
        | Stick margarine | at least 80% | about 16% | Substitute for butter; softer cookies |
        | Spreads and tub margarine | 35-79% | 20-60% | Spreading only; not recommended for baking |
        | Shortening | 100% | 0% | Tender pie crust, tall cookies |
        | Vegetable oil | 100% | 0% | Muffins, quick breads, oil cakes |

        == Butter and margarine

        Butter and stick margarine can usually be substituted for each other one to one. Butter has a lower melting point
        and contains milk solids, so butter cookies spread less when chilled, brown more and taste richer. Margarine cookies
        tend to be softer and paler. In pastry, butter gives a flakier, more flavorful crust.

        == Reduced-fat products

        Spreads labeled "light", "reduced fat" or "vegetable oil spread" contain extra water. Using them in baking can cause
        cookies to spread, cakes to be tough or gummy, and pastry to be soggy. Use them only in recipes developed for them.

        == Health notes

        Butter is high in saturated fat. Some stick margarines contain trans fat; choose products without partially
        hydrogenated oils. Both are high in calories, so enjoy baked goods in moderation.
        """,
    ),
    D(
        "c3-skm-piecrust",
        "www.saturdaykitchenmag.com",
        "/test-kitchen/does-margarine-make-tougher-pie-crust",
        "Ask the Test Kitchen: Does Margarine Make a Tougher Pie Crust?",
        author="The Test Kitchen",
        date="2011-11-08",
        kicker="Test Kitchen",
        dek="A reader asks, we bake four crusts.",
        body="""
        **Q: My grandmother always made her pie crust with margarine and it was tender, but I've read that margarine makes
        crust tough. Who's right? - Carol, Des Moines**

        A: We were curious too, so we baked four single crusts using the same recipe and technique, changing only the fat:
        all butter, stick margarine, shortening, and half butter, half shortening. Here is what we found.

        **All butter** had the best flavor by far and the most distinct flaky layers, but it was the hardest to work with:
        the dough softened quickly in a warm kitchen and shrank a bit in the pan.

        **Stick margarine** was not tough at all; it was tender, but also less flaky and noticeably greasy, with a flat,
        slightly artificial taste. Tasters called it "fine" and "like a frozen pie".

        **Shortening** was the most tender and easiest to roll, with little flavor.

        **Half butter, half shortening** was the crowd favorite: flaky, tender and buttery.

        So your grandmother's crust was likely tender because margarine, like shortening, is easy to work without
        overdeveloping gluten. Toughness usually comes from overworking the dough or adding too much water, not from the
        fat. But if flavor matters to you, butter beats margarine. Our recommendation: try the half-and-half method.
        """,
    ),
    D(
        "c3-freshmart-category",
        "www.freshmartgrocery.com",
        "/dairy/butter-spreads",
        "Butter & Spreads",
        date="2012-02-20",
        crumbs=["Dairy"],
        page_title="Butter & Spreads | Butter, Margarine & Baking Sticks | FreshMart Grocery",
        body="""
        Browse 36 products in Butter & Spreads. Order online and pick up in store, or get same-day delivery in select areas.

        | Product | Size | Price | Unit price |
        | FreshMart Salted Butter, 4 sticks | 1 lb | $3.29 | $3.29/lb |
        | Brookfield Farms Unsalted Butter | 250 g | $3.99 | $7.24/lb |
        | Meadowlark European Style Butter 83% | 8 oz | $4.49 | $8.98/lb |
        | Golden Meadow Baking Sticks (margarine, 80% fat) | 1 lb | $1.79 | $1.79/lb |
        | Golden Meadow Vegetable Oil Spread 48% | 500 g | $2.49 | $2.26/lb |
        | Golden Meadow Light 30% | 500 g | $2.29 | $2.08/lb |
        | Heartwise Plant Sterol Spread | 15 oz | $4.19 | $4.47/lb |
        | FreshMart Whipped Butter | 8 oz | $2.79 | $5.58/lb |

        Weekly ad: Golden Meadow Baking Sticks 2 for $3 through Saturday. Baking tip: for cookies and pastry, choose butter
        or baking sticks with at least 80% fat.

        Filter by: Salted | Unsalted | Organic | Plant-based | On sale. Prices and availability may vary by store. Sale
        prices valid at participating FreshMart locations only; see the weekly ad for details.
        """,
    ),
    D(
        "c3-ask-difference",
        "www.askaroundhere.com",
        "/q/what-is-the-difference-between-butter-and-margarine",
        "what is the difference between butter and margarine",
        author="curious_kid_12",
        date="2012-02-10",
        category="Food & Drink",
        related=["Is margarine vegan?", "Why is butter yellow?", "What is ghee?"],
        body="""
        for a school project. what is the difference between butter and margarine? which one is made from what
        """,
        comments="""
        @ ScienceTeacherSue | 2012-02-10 | best
        Great question! Butter is made from cream, which comes from cow's milk. When cream is churned (shaken or stirred
        hard for a long time), the fat clumps together and separates from the liquid, called buttermilk. The fat is pressed
        together into butter. Margarine is made from vegetable oils, like soybean, canola or palm oil, mixed with water,
        salt and other ingredients so it becomes solid and spreadable. It was invented in France in the 1860s as a cheaper
        butter substitute. So the main difference: butter comes from an animal (a cow), margarine mostly comes from plants.
        Butter has more saturated fat. Good luck with your project!

        @ curious_kid_12 | 2012-02-11
        thank you!!
        """,
    ),
    D(
        "c3-thirtydays-journal",
        "www.thirtydaysclean.com",
        "/journal/day-9-reading-labels/",
        "Day 9: I Started Reading Labels",
        author="Kim",
        date="2012-01-09",
        cats=["Journal"],
        tags=["challenge", "labels"],
        body="""
        Day 9 of thirty days with no processed food. Today I went grocery shopping without a list and just read labels for
        an hour. I've never done that before and it was eye-opening.

        The bread aisle was the worst. Almost every loaf had a list of twenty ingredients, including sugar in three different
        forms. I ended up buying flour and yeast and I'm going to try making my own this weekend (wish me luck).

        In the dairy section I stood in front of the butter and margarine for a long time. The margarine tub I used to buy
        has fifteen ingredients. The butter has one: cream. Cream and salt, if you buy salted. For this challenge that
        settles it, butter is in and the tub is out, even though the label on the tub says "heart healthy".

        Things I bought today: eggs, butter, oats, apples, a whole chicken, carrots, onions, potatoes, natural peanut butter
        (just peanuts and salt!), plain yogurt, frozen berries, rice and dried beans. Total: $61.40.

        Cravings today: chips, around 4 pm, very strong. I ate an apple with peanut butter and it was okay. Not chips, but
        okay. Energy is better than last week. Sleep is better. I still miss my morning granola bar.

        Tomorrow: first attempt at homemade granola.
        """,
    ),
]

# --------------------------------------------------------------------------------------------------------------
# Topic P1: car-free downtowns (cw22)
# --------------------------------------------------------------------------------------------------------------

site(
    "www.urbanmobilityreview.org",
    "Urban Mobility Review",
    "magazine",
    2022,
    ["Transit", "Cycling", "Streets", "Policy", "Podcast"],
    tagline="Ideas for cities that move people",
    cookie="gdpr",
    popular=[
        "What bus lanes did for Midtown",
        "The 15-minute city, explained",
        "Parking minimums are quietly disappearing",
        "Inside the e-bike boom",
    ],
)
site(
    "www.metroledger.com",
    "The Metro Ledger",
    "news",
    2022,
    ["Local", "Politics", "Business", "Opinion", "Sports", "Climate"],
    owner="Ledger Media Holdings",
    cookie="gdpr",
    sep=" | ",
    popular=[
        "Council approves new bike lanes on Elm Street",
        "Transit ridership still below 2019 levels",
        "Housing prices up 14% year over year",
        "School board delays vote on start times",
    ],
)
site(
    "www.portcalder.gov",
    "City of Port Calder",
    "plain",
    2022,
    ["Residents", "Business", "Government", "Services"],
    tagline="Official website of the City of Port Calder",
    ads=False,
)
site(
    "www.commonsforum.net",
    "Commons Forum",
    "forum",
    2022,
    ["Latest", "Categories", "Top", "Guidelines"],
    sections=["Cities & Urbanism"],
    cookie="gdpr",
    popular=[
        "Why is public transit so expensive to build here?",
        "Your favorite walkable town?",
        "E-scooters: yay or nay?",
        "Street parking should not be free. Discuss.",
    ],
)
site(
    "www.debatehub.org",
    "DebateHub",
    "magazine",
    2022,
    ["Debates", "Topics", "For Teachers", "About"],
    tagline="Both sides, clearly argued",
    cookie="gdpr",
    sep=" - ",
    popular=[
        "Should college be free?",
        "Should voting be compulsory?",
        "Should zoos be banned?",
        "Should the four-day week be standard?",
    ],
)
site(
    "www.bikefirstmom.com",
    "Bike First Mom",
    "blog",
    2022,
    ["Family Biking", "Gear", "Advocacy", "About"],
    tagline="Two kids, one cargo bike, zero regrets",
    cookie="gdpr",
    theme="kadence",
    popular=["Our cargo bike, one year later", "Biking in the rain with kids", "How we went car-light"],
)
site(
    "www.accessiblecitiesblog.org",
    "Accessible Cities",
    "blog",
    2022,
    ["Transport", "Housing", "Policy", "About Me"],
    tagline="Disability, design and the right to the city",
    cookie="gdpr",
    theme="kadence",
    popular=["Curb cuts are not enough", "Why I need my car", "Accessible taxis: a progress report"],
)
site(
    "www.velocityebikes.shop",
    "Velocity E-Bikes",
    "shop",
    2022,
    ["E-Bikes", "Cargo", "Folding", "Accessories", "Service"],
    promo="Free shipping and 30-day test ride",
    cookie="gdpr",
    sep=" | ",
)
site(
    "www.openurbanwiki.org",
    "OpenUrbanWiki",
    "wiki",
    2022,
    ["Main page", "Recent changes", "Random article", "Help"],
    tagline="the free encyclopedia of cities and planning",
    sep=" - ",
)
site(
    "cheap-downtown-car-rental-deals.xyz",
    "Cheap Downtown Car Rental Deals",
    "spam",
    2022,
    ["Car Rental", "Airport", "Downtown", "Deals"],
    tagline="No deposit car rental downtown cheap deals 2022",
)
site(
    "www.greenwirenews.net",
    "GreenWire News",
    "news",
    2022,
    ["Climate", "Energy", "Cities", "Science", "Policy"],
    owner="GreenWire Media",
    cookie="gdpr",
    sep=" | ",
    popular=[
        "Heat pumps outsell gas furnaces for the first time",
        "Ocean temperatures hit record high",
        "How cities are planting shade",
    ],
)
site(
    "www.answersplaza.net",
    "AnswersPlaza",
    "qa",
    2022,
    ["Questions", "Topics", "Spaces", "Ask"],
    cookie="gdpr",
    sep=" - ",
    popular=[
        "Is it cheaper to rent or buy in 2022?",
        "How do I politely decline a wedding invite?",
        "What are the best budget headphones?",
    ],
)
site(
    "www.thesidewalkeconomist.com",
    "The Sidewalk Economist",
    "blog",
    2022,
    ["Essays", "Data", "Reading List", "About"],
    tagline="Urban economics for normal people",
    theme="kadence",
    popular=["What a parking space really costs", "Why rents rise near new transit", "The economics of street trees"],
)
site(
    "www.cityplannergamer.net",
    "City Planner Gamer",
    "blog",
    2022,
    ["Guides", "Mods", "Builds", "Videos"],
    tagline="Guides and builds for city builder games",
    cookie="gdpr",
    theme="kadence",
    popular=["Fix traffic in 10 minutes", "Best assets for realistic downtowns", "Tram networks for beginners"],
)
site(
    "www.trafficlawhelp.com",
    "TrafficLawHelp",
    "blog",
    2022,
    ["DUI", "Tickets", "License", "Find a Lawyer"],
    tagline="Plain-English answers to traffic law questions",
    cookie="gdpr",
    theme="kadence",
    popular=[
        "What happens at a DUI arraignment?",
        "How many points until suspension?",
        "Can I drive to work with a restricted license?",
    ],
)
site(
    "www.movedtothesuburbs.com",
    "Moved to the Suburbs",
    "blog",
    2022,
    ["Our Story", "Home", "Family", "Money"],
    tagline="A city family figures out cul-de-sac life",
    theme="kadence",
    popular=["Our first year with a lawn", "The commute math"],
)
site(
    "www.portcalderchamber.org",
    "Port Calder Chamber of Commerce",
    "plain",
    2022,
    ["Members", "Events", "Advocacy", "Join"],
    tagline="The voice of Port Calder business since 1911",
    ads=False,
    popular=["2022 legislative priorities", "Member directory", "Small business resources", "Annual dinner"],
)
site(
    "www.cleanaircoalition-pc.org",
    "Clean Air Coalition of Port Calder",
    "plain",
    2022,
    ["Campaigns", "Air Quality Data", "Get Involved", "Donate"],
    tagline="Breathe easy, Port Calder",
    ads=False,
    popular=["Monthly air quality report", "Asthma and traffic", "Volunteer"],
    footer_note="The Clean Air Coalition is a registered nonprofit.",
)
site(
    "www.essaysamplesfree.net",
    "Free Essay Samples",
    "spam",
    2022,
    ["Essays", "Topics", "Order Now", "Plagiarism Check"],
    tagline="Free essay examples and papers for students",
)
site(
    "www.thenorthernobserver.co.uk",
    "The Northern Observer",
    "news",
    2022,
    ["News", "Sport", "Opinion", "Letters", "What's On"],
    owner="Observer Regional Media",
    cookie="gdpr",
    sep=" | ",
    popular=["Plans for new leisure centre revealed", "Bus fares to rise in April", "Council tax: what you will pay"],
)

P1_DOCS = [
    D(
        "p1-umr-case",
        "www.urbanmobilityreview.org",
        "/streets/the-case-for-car-free-downtowns",
        "The Case for Car-Free Downtowns",
        author="Lena Hartmann",
        date="2021-10-04",
        kicker="Streets",
        dek="Cities that took cars out of their centres did not die. Most of them thrived.",
        caption="A former four-lane street, now a pedestrian promenade.",
        body="""
        Every time a city proposes closing its downtown to private cars, the same prediction follows: the shops will close,
        the restaurants will empty and the centre will die. And every time a city actually does it, the prediction turns
        out to be wrong. It is time to take car-free downtowns seriously, not as a utopian experiment but as ordinary,
        proven urban policy.

        == Cleaner air and quieter streets

        Traffic is the largest source of air pollution in most city centres. Nitrogen dioxide and fine particles from
        exhaust, brakes and tyres are linked to asthma, heart disease and premature death. When cities remove through
        traffic from their centres, measured pollution falls quickly, often by a quarter or more on the affected streets.
        Noise falls too, and noise is not a luxury problem: chronic traffic noise disturbs sleep and raises blood pressure.

        == Safer streets

        A street without cars is a street where nobody is killed by a car. Pedestrians, and especially children and older
        people, are the most vulnerable road users. Downtowns are where people walk most, so that is where removing cars
        saves the most lives and injuries.

        == Better for business than shop owners expect

        Merchants consistently overestimate how many of their customers arrive by car. Surveys in many cities have found
        that shop owners guess a majority of their customers drive, while in reality most arrive on foot, by bike or by
        transit. People on foot visit more often and linger longer. Studies of pedestrianised streets frequently report
        higher footfall and stable or rising retail sales after a settling-in period, even if some individual businesses
        that depend on car access do struggle.

        == Space for people

        Cars take up an enormous amount of space, most of it for storage: a parked car uses ten square metres for 23 hours
        a day. In a downtown, that space is worth more as outdoor seating, trees, play areas, markets and bike parking.

        == Getting it right

        A car ban is not a slogan; it is a package. The cities that succeeded kept access for deliveries in the morning,
        for emergency vehicles, for residents' garages, and for people with disabilities. They improved buses and trams
        before closing streets, put parking garages at the edge of the zone, and started with a trial that people could
        see and judge for themselves. Cities should ban private cars from their downtowns, but they should do it with care
        and with the people who will be most affected at the table.
        """,
        comments="""
        @ Marco V. | 2021-10-04
        Great piece. Our city did a summer trial and the business owners who fought it hardest now want it permanent.

        @ Deb Langley | 2021-10-05
        Please don't forget people who can't walk far. "Exemptions" are often a form you have to fill out every month.

        @ Lena Hartmann | 2021-10-05
        @Deb Langley absolutely right, and it deserves its own article. Access has to be designed in from day one.
        """,
    ),
    D(
        "p1-ledger-merchants",
        "www.metroledger.com",
        "/local/2021/11/downtown-merchants-push-back-on-proposed-car-ban",
        "Downtown merchants push back on proposed car ban",
        author="Tariq Hussain",
        date="2021-11-17",
        section_name="Local",
        dek="Business owners say closing Front Street to traffic would cost them customers; supporters cite safety and air quality",
        tags=["Downtown", "City Council", "Transportation"],
        body="""
        More than 80 downtown business owners signed a letter this week urging the City Council to reject a proposal that
        would close six blocks of Front Street and Harbor Avenue to private vehicles, arguing that the plan could drive away
        customers who are still recovering from the pandemic.

        "We've just survived two of the hardest years in the history of this street," said Angela Ruiz, who owns a shoe
        store on Front Street. "Half of my customers are older people who drive in from the county. If they can't park near
        the store, they'll go to the mall. It's that simple."

        The proposal, backed by Council Member Daniel Osei, would turn the area into a pedestrian and bicycle zone with
        exceptions for delivery vehicles before 11 a.m., emergency services, residents with garages, and vehicles with
        disability permits. A shuttle would run from two parking garages at the edge of downtown.

        Osei said the plan would make the area safer and more attractive. "Three people were killed walking downtown in the
        last five years," he said at a public meeting on Monday. "Cities that have done this have seen more people on the
        street, not fewer."

        Restaurant owner Mike Chen said he was torn. "Outdoor seating on the street would be great for us," he said. "But
        my suppliers and my staff need to get here, and a lot of my staff work late and don't feel safe waiting for a bus at
        midnight."

        Several business owners said they would support a trial on weekends instead of a permanent ban. The Council is
        expected to vote on the proposal in January after a traffic study is completed.
        """,
        comments="""
        @ frontstreetregular | 2021-11-17
        I live downtown and never drive there. The street is loud and dangerous. Do it.

        @ countyshopper | 2021-11-18
        I'm 74 and I can't walk six blocks from a garage. If this passes I'll stop coming. Simple as that.

        @ J. Whitfield | 2021-11-18
        Weekend trial sounds like a reasonable compromise.
        """,
    ),
    D(
        "p1-portcalder-study",
        "www.portcalder.gov",
        "/media/2281/downtown-mobility-study-executive-summary.pdf",
        "Downtown Mobility Study - Executive Summary",
        date="2022-01-14",
        page_title="Downtown Mobility Study - Executive Summary",
        pdf_lines=[
            "CITY OF PORT CALDER - DEPARTMENT OF TRANSPORTATION",
            "Downtown Mobility Study - Executive Summary (January 2022)",
            "",
            "Purpose. In June 2021 the City Council asked staff to assess options for restricting private vehicle",
            "traffic in the downtown core (Front Street, Harbor Avenue and adjacent blocks) and to report on",
            "expected effects on safety, air quality, access and local business.",
            "",
            "Options assessed. (A) No change. (B) Weekend pedestrian zone, April to October. (C) Permanent",
            "car-free core with exemptions for deliveries before 11 am, emergency vehicles, residents' garages",
            "and disability permit holders. (D) Traffic calming and reduced speed limit without closures.",
            "",
            "Key findings. Counts show that 61 percent of visitors to the core arrive on foot, by bus or by bike,",
            "while surveyed business owners estimated that 70 percent arrive by car. Option C is expected to",
            "reduce NO2 concentrations on Front Street by 20 to 30 percent and to eliminate most pedestrian",
            "collisions in the core. Traffic on surrounding streets would increase by 8 to 12 percent.",
            "Businesses that depend on short car trips (pharmacy pick-up, bulk purchases) are most at risk.",
            "Visitors with reduced mobility would depend on a reliable shuttle and on permit enforcement.",
            "",
            "Recommendation. Staff recommend Option B as a one-season trial in 2022, with before-and-after",
            "monitoring of footfall, sales tax receipts, air quality and access complaints, followed by a",
            "decision on Option C in early 2023. Capital cost of the trial: 410,000 dollars.",
            "",
            "Public engagement. 1,284 residents responded to the online survey: 54 percent supported a",
            "car-free core, 31 percent opposed it and 15 percent were undecided. Support was highest among",
            "downtown residents and lowest among respondents aged 65 and over.",
        ],
    ),
    D(
        "p1-commons-support",
        "www.commonsforum.net",
        "/t/would-you-support-banning-cars-downtown-in-your-city/48213",
        "Would you support banning cars downtown in your city?",
        body="""
        @ quietstreets | Nov 3, 2021
        Our city council is debating closing the downtown core to private cars. Curious where people here stand. I'm for
        it: I walk there every day and the traffic is noisy, smelly and honestly scary with my kids.

        @ transit_tim | Nov 3, 2021
        Yes, but only if transit comes first. Banning cars in a city with a bus every 40 minutes just punishes people. Fix
        the buses, then close the streets.

        @ ruralreader | Nov 3, 2021
        No. I live 30 miles out and there is no bus. Downtown is where the hospital specialists, the courthouse and the
        good hardware store are. You'd be cutting off everyone who doesn't live in the city.

        @ quietstreets | Nov 3, 2021
        > ruralreader: You'd be cutting off everyone who doesn't live in the city.
        The plan here has park and ride garages at the edge with a free shuttle. Would that work for you?

        @ ruralreader | Nov 4, 2021
        Maybe, if the shuttle actually runs often. In my experience these things get cut the first time the budget is tight.

        @ amsterdamned | Nov 4, 2021
        Lived in a European city with a car-free centre for six years. Took about a year for everyone to adjust and then
        nobody could imagine going back. The shops did fine. The only people who still complained were the ones who never
        went downtown anyway.

        @ pragmatic_pat | Nov 5, 2021
        Depends on the city. Works great in dense old centres. In a US downtown that's mostly offices and parking lots it
        might just make a dead place deader. I'd start with one street and see.
        """,
    ),
    D(
        "p1-debatehub-proscons",
        "www.debatehub.org",
        "/debates/should-cities-ban-cars-from-downtown-areas",
        "Should Cities Ban Cars From Downtown Areas?",
        author="DebateHub Editors",
        date="2021-09-20",
        kicker="Cities & Transport",
        dek="The strongest arguments on both sides, with sources.",
        body="""
        Car-free city centres have spread from a few European cities to places around the world, and many more cities are
        debating whether to follow. Supporters see healthier, safer and livelier downtowns; opponents worry about business,
        access and fairness. Here are the main arguments on both sides.

        == Arguments for a car ban

        * **Health.** Road traffic is a major source of nitrogen dioxide and particulate pollution. Removing cars reduces
          exposure for the many people who live, work and walk downtown.
        * **Safety.** Pedestrian deaths and injuries are concentrated where people and cars mix. A car-free zone removes
          the risk almost entirely within its boundaries.
        * **Economic vitality.** Pedestrian zones often see more foot traffic, and people who walk or cycle tend to visit
          shops more frequently, spending as much or more per month as drivers.
        * **Climate.** Fewer car trips mean lower greenhouse gas emissions, and a car-free centre encourages transit use.
        * **Use of space.** Streets and parking take up a large share of downtown land that could be used for parks,
          housing, seating and markets.

        == Arguments against a car ban

        * **Accessibility.** People with disabilities, older residents and parents with small children may depend on
          door-to-door car access. Exemption systems are often complicated and poorly enforced.
        * **Business risk.** Shops that rely on customers making quick car trips or buying bulky goods may lose sales,
          especially during construction and the first months after the change.
        * **Displaced traffic.** Traffic does not vanish; part of it moves to surrounding streets and neighbourhoods.
        * **Fairness.** Suburban and rural residents without good transit may effectively lose access to services that
          are concentrated downtown.
        * **Cost.** Making a car ban work requires investment in transit, shuttles and park-and-ride facilities.

        == Where the debate stands

        The evidence from cities that have implemented car-free zones is mostly positive for air quality, safety and foot
        traffic, but results depend heavily on the local context: the density of the centre, the quality of public transport
        and how access for people with reduced mobility is handled. Many cities now begin with trials on weekends or
        single streets before deciding on permanent bans.
        """,
    ),
    D(
        "p1-bikefirstmom-school",
        "www.bikefirstmom.com",
        "/advocacy/car-free-downtown-kids-walk-to-school/",
        "A Car-Free Downtown Made My Kids' Walk to School Safe",
        author="Jenna Alvarez",
        date="2021-12-02",
        cats=["Advocacy"],
        tags=["car-free", "kids", "safe streets"],
        body="""
        We live three blocks from our kids' school, right on the edge of what used to be the busiest part of downtown. For
        years, those three blocks were the most stressful part of my day. Four lanes of traffic, drivers turning right on
        red without looking, delivery trucks double-parked so you couldn't see around them. My kids are 8 and 11 and I never
        once let them walk alone.

        Last spring the city closed our part of downtown to cars as a trial. I was nervous about the change, honestly.
        I worried about the noise of construction, about where my friends would park when they visited, about the bakery on
        the corner. Six months later, here's what actually happened.

        My 11-year-old walks to school by herself. My 8-year-old bikes with his friends. The street in front of our building
        has benches and a little playground where a parking lane used to be. I can open our windows. The bakery put tables
        outside and has a line on Saturday mornings that goes around the corner.

        I know not everyone has had the same experience. My neighbor who uses a wheelchair had a rough first month because
        the accessible drop-off point wasn't where she needed it, and it took the city way too long to fix. That matters, and
        any city doing this has to get it right from the start.

        But for families, I can't think of a single policy that has changed our daily life more. If your city is debating a
        car-free downtown, go to the meetings. The people who are against it always show up. Parents need to show up too.
        Our kids deserve to be able to walk to school.
        """,
        comments="""
        @ Sam R. | 2021-12-02
        This made me tear up a little. We're fighting for the same thing in our town.

        @ Doug | 2021-12-03
        Nice for you. Not everyone lives three blocks from school.
        """,
    ),
    D(
        "p1-accessible-leftbehind",
        "www.accessiblecitiesblog.org",
        "/transport/car-free-zones-leave-disabled-people-behind/",
        "Car-Free Zones Leave Disabled People Behind",
        author="Rosa Delgado",
        date="2021-08-30",
        cats=["Transport", "Policy"],
        tags=["car-free", "disability", "access"],
        body="""
        I use a power wheelchair and I drive an adapted van. When people talk about car-free city centres as if they are
        obviously good for everyone, I want to ask them to spend one week getting around with my body.

        Here is what usually happens when a downtown goes car-free. The accessible parking spaces that were right outside the
        pharmacy, the bank and my doctor's office disappear. They are replaced by a few spaces at the edge of the zone, often
        several hundred metres away. For a person who walks with a cane, or who has chronic pain or fatigue, that distance is
        the difference between going to the appointment and staying home.

        Then there is the exemption permit. On paper, disabled drivers can still enter. In practice, the permit has to be
        renewed, the registration plate has to match, cameras fine you if your friend drives you in their car, and every
        delivery driver and taxi has decided that the exemption lane is their lane too. The shuttle from the garage is
        "accessible", except when the ramp is broken.

        I am not against cleaner air or safer streets. Traffic is dangerous for wheelchair users too, and I would love a
        quieter downtown. I am against policies that are designed for young, healthy people on bicycles and then patched for
        the rest of us afterwards.

        So, should cities ban cars from their downtowns? Not like this. Not until disabled people are part of designing the
        plan, door-to-door access is guaranteed without bureaucracy, and the alternatives actually work every day. A car ban
        that excludes disabled people is not progress. It is just a nicer street for someone else.
        """,
        comments="""
        @ Mike T. | 2021-08-31
        Thank you for writing this. My mother stopped going downtown after the closure. Nobody asked her.

        @ urbanistkate | 2021-09-01
        Strong piece. I support car-free centres but you're right that access is always an afterthought.
        """,
    ),
    D(
        "p1-ledger-oped",
        "www.metroledger.com",
        "/opinion/2021/12/a-car-ban-would-hollow-out-main-street",
        "Opinion: A car ban would hollow out Main Street",
        author="Gordon Pryce",
        date="2021-12-09",
        section_name="Opinion",
        dek="The author owned a hardware store on Front Street for 31 years.",
        tags=["Opinion", "Downtown"],
        body="""
        I have been selling hammers, paint and garden hoses on Front Street since 1990. I have watched this downtown survive
        two recessions, a flood, the big-box stores on the highway and a pandemic. I am not sure it would survive a car ban.

        The people who support the plan talk about cities in Europe with medieval centres, dense apartments above every
        shop and trains that come every five minutes. That is not Port Calder. Most of my customers live outside the city
        and drive in. They buy a bag of concrete, a ladder, a box of tiles. Nobody carries a ladder on a shuttle bus.

        Supporters say businesses overestimate how many customers arrive by car. Maybe that is true for coffee shops. It is
        not true for hardware stores, furniture stores, appliance repair or the pharmacy where elderly people pick up their
        prescriptions. Those are the businesses that make a downtown useful rather than just pretty, and they are the ones
        that will leave.

        There are better ways to make downtown safer. Lower the speed limit to 20 mph. Widen the sidewalks. Add
        crosswalks with signals. Close streets for markets and festivals on weekends. All of that can be done without
        telling half of our customers they are no longer welcome.

        The Council should reject a permanent car ban. Downtown needs more people, and for now, most of those people arrive
        in cars.
        """,
        comments="""
        @ harborresident | 2021-12-09
        With respect, the hardware store could have a loading zone. The plan already includes deliveries.

        @ TomK | 2021-12-10
        Thank you Gordon. Nobody on the council has ever run a business.
        """,
    ),
    D(
        "p1-velocity-c3",
        "www.velocityebikes.shop",
        "/products/velocity-c3-urban-commuter",
        "Velocity C3 Urban Commuter E-Bike",
        date="2022-01-10",
        price="$1,849.00",
        was="$1,999.00",
        sku="VEL-C3-MD-GRY",
        crumbs=["E-Bikes", "Commuter"],
        specs=[
            ("Motor", "250 W rear hub, 45 Nm torque"),
            ("Battery", "36 V 14 Ah (504 Wh), removable, lockable"),
            ("Range", "40-70 miles depending on assist level and terrain"),
            ("Top assisted speed", "20 mph (Class 1)"),
            ("Weight", "48 lb with battery"),
            ("Gears", "8-speed Shimano Altus"),
            ("Brakes", "Hydraulic disc, 180 mm rotors"),
            ("Included", "Fenders, rear rack (55 lb), integrated front and rear lights, kickstand"),
        ],
        also=[
            ("Folding Lock 1000 mm", "$89.00"),
            ("Waterproof Pannier 20 L", "$79.00"),
            ("Commuter Helmet with MIPS", "$119.00"),
        ],
        body="""
        Skip the traffic and the parking hunt. The Velocity C3 is built for daily city riding, with a smooth 250 W hub motor,
        a removable 504 Wh battery that charges at your desk, and everything you need to ride to work in any weather:
        full fenders, a rear rack and integrated lights.

        The step-through frame makes it easy to get on and off at every traffic light, even in work clothes, and the upright
        riding position keeps you comfortable and visible. Hydraulic disc brakes stop confidently in the rain.

        Ride it into car-free zones, bike lanes and pedestrian-priority streets where cars can't go, and park it right at the
        door. Many of our customers tell us they sold their second car within a year.

        * 30-day test ride, free returns
        * 2-year warranty on frame, motor and battery
        * Free first service at any partner shop
        * 0% financing available
        """,
        comments="""
        @ Priya N. | 2022-01-15 | 5
        Commute is 7 miles each way, faster than driving now that downtown parking is a nightmare. Love it.

        @ Ben | 2022-01-22 | 4
        Solid bike, a bit heavy to carry up stairs to my apartment.
        """,
    ),
    D(
        "p1-wiki-carfree",
        "www.openurbanwiki.org",
        "/wiki/Car-free_zone",
        "Car-free zone",
        date="2022-02-11",
        cats=["Urban planning", "Sustainable transport", "Pedestrian infrastructure"],
        body="""
        A **car-free zone** (also pedestrian zone, pedestrianised area or car-free city centre) is an area of a city where
        motor vehicle traffic is prohibited or strongly restricted. Such zones are usually located in historic centres or
        main shopping streets.

        == Types

        * **Pedestrian zones:** all vehicles are excluded, sometimes with time windows for deliveries.
        * **Car-free zones with exemptions:** public transport, bicycles, taxis, emergency vehicles, residents and holders
          of disability permits may enter.
        * **Limited traffic zones:** access is controlled by cameras and permits, and through traffic is prevented.
        * **Temporary car-free days:** streets are closed to cars on certain days, for example on Sundays.

        == History

        Streets reserved for pedestrians existed in many historic cities. Modern pedestrian zones spread in Europe from the
        1950s and 1960s, often in reconstructed city centres. Since the 2000s, many cities have expanded car-free areas for
        environmental and safety reasons.

        == Effects

        Studies report reduced air pollution and noise, fewer traffic injuries and increased pedestrian traffic in car-free
        zones. Effects on retail are debated and depend on local conditions. Criticism concerns the accessibility of the
        zones for people with reduced mobility and the displacement of traffic to surrounding areas.

        See also: low-emission zone, congestion pricing, shared space, woonerf.
        """,
    ),
    D(
        "p1-spam-rental",
        "cheap-downtown-car-rental-deals.xyz",
        "/downtown-car-rental-no-deposit.html",
        "Downtown Car Rental No Deposit - Cheap Deals 2022",
        date="2022-01-28",
        keywords=[
            "downtown car rental",
            "cheap car rental",
            "no deposit car rental",
            "car hire city centre",
            "rent a car downtown",
            "weekend car rental deals",
            "one way car rental",
            "car rental near me",
            "downtown parking",
        ],
        body="""
        Looking for cheap downtown car rental with no deposit? Compare car rental deals from top brands and save up to 70%!
        Rent a car downtown today, no credit card needed, free cancellation. Best car rental prices in the city centre
        guaranteed.

        * Economy car from $9/day - BOOK NOW
        * SUV rental downtown - BOOK NOW
        * One way rental city to airport - BOOK NOW
        * Luxury car rental weekend deals - BOOK NOW

        Downtown car rental cheap no deposit city centre car hire. Why are cars banned in some downtown areas? Don't worry,
        our downtown car rental locations are always accessible! Rent a car near me downtown cheap deals 2022. Downtown
        parking tips and car rental coupon codes. Sign up for exclusive downtown car rental deals now!!! Limited offer,
        prices change daily.
        """,
    ),
    D(
        "p1-greenwire-pollution",
        "www.greenwirenews.net",
        "/cities/2021/10/air-pollution-fell-after-city-centre-closed-to-traffic",
        "Air pollution fell sharply after city closed centre to traffic, study finds",
        author="Hannah Brooks",
        date="2021-10-21",
        section_name="Cities",
        dek="Nitrogen dioxide on the main shopping street dropped by a quarter in the first year",
        tags=["Air quality", "Cities", "Health"],
        body="""
        Nitrogen dioxide levels on the main shopping street of a mid-sized European city fell by about 25 per cent in the
        year after it closed its centre to private cars, according to a study published this week by researchers at a
        regional environmental institute.

        The researchers compared readings from roadside monitors inside the car-free zone with monitors in similar streets
        elsewhere in the city, adjusting for weather and the overall decline in traffic during pandemic lockdowns. Fine
        particulate matter fell by a smaller amount, about 8 per cent, which the authors attributed to sources such as
        heating and regional pollution that the closure did not affect.

        Traffic on a ring road around the centre increased by about 10 per cent, and pollution on that road rose slightly,
        the study found. But because far fewer people live and walk along the ring road than in the centre, the researchers
        estimated that total population exposure to nitrogen dioxide fell.

        "The results are clear for the centre itself," said the study's lead author. "What happens at the edges depends on
        whether people switch to public transport and cycling or simply drive around the zone."

        Health groups welcomed the findings. A spokesperson for a national lung charity said car-free centres "should be part
        of every city's clean air plan", while a motoring organisation said the study showed that closures "move pollution
        rather than remove it" and called for investment in cleaner vehicles instead.
        """,
    ),
    D(
        "p1-commons-classwar",
        "www.commonsforum.net",
        "/t/car-bans-are-a-war-on-the-working-class-change-my-mind/49920",
        "Car bans are a war on the working class. CHANGE MY MIND",
        body="""
        @ dieseldave | Jan 12, 2022
        Every one of these "car free downtown" plans is written by people who live in a $900k condo downtown and work from
        home. Meanwhile the cleaners, cooks and nurses who KEEP DOWNTOWN RUNNING live 40 minutes out and start work at 5am
        when there is NO BUS. You ban cars, you are banning them. CHANGE MY MIND.

        @ quietstreets | Jan 12, 2022
        Most low income people downtown don't own cars though. They're the ones breathing the exhaust and getting hit in
        crosswalks. The people driving in from the suburbs are on average richer than the people walking.

        @ dieseldave | Jan 12, 2022
        > quietstreets: Most low income people downtown don't own cars though.
        Maybe in New York. Not here. Here poor people got pushed out to the edge years ago because they couldn't afford rent.

        @ transit_tim | Jan 12, 2022
        This is why the order matters. Night buses and cheap park and ride FIRST, then restrictions. Dave has a point about
        shift workers, the plans almost never talk about them.

        @ amsterdamned | Jan 13, 2022
        Ok but "war" is a bit much lol

        @ dieseldave | Jan 13, 2022
        fine, not a war. a really bad idea that hurts working people. better?
        """,
    ),
    D(
        "p1-answersplaza-business",
        "www.answersplaza.net",
        "/q/do-car-free-city-centers-hurt-local-businesses",
        "Do car-free city centers hurt local businesses?",
        author="smallbiz_sara",
        date="2021-11-30",
        category="Business",
        related=[
            "How do pedestrian zones handle deliveries?",
            "Are bike lanes good for business?",
            "What is a low emission zone?",
        ],
        body="""
        I own a small gift shop and my city wants to make our downtown car-free. Everybody seems to have an opinion, but
        does anyone know what actually happens to small businesses when a city does this?
        """,
        comments="""
        @ urbanplanner_jo | 2021-11-30 | best
        I work in transport planning, so here's the honest version. On average, studies of pedestrianised shopping streets
        find that foot traffic goes up and retail sales stay the same or increase after the first year. Merchants almost
        always overestimate how many customers come by car. But averages hide variation: cafes, restaurants and gift shops
        like yours tend to do well, because people stroll and browse. Businesses selling bulky goods or relying on quick
        car stops (pharmacies, dry cleaners, hardware) can lose customers unless there's good loading and short-term access.
        The first months, especially during construction, are the hardest. Ask your city for a trial with before-and-after
        sales data, and push for delivery windows that work for you.

        @ Mark Ellison | 2021-12-01
        Our town did it in 2015. The gift shops and cafes boomed, the shoe repair guy and the electronics store closed within
        two years. So both things are true.

        @ dieseldave | 2021-12-02
        my cousin's restaurant lost 30% the first summer. "it gets better" doesn't pay rent
        """,
    ),
    D(
        "p1-sidewalk-evidence",
        "www.thesidewalkeconomist.com",
        "/essays/pedestrian-zones-and-retail-sales/",
        "What the Evidence Says About Pedestrian Zones and Retail Sales",
        author="Dr. Owen Mbeki",
        date="2021-09-07",
        cats=["Essays", "Data"],
        tags=["retail", "pedestrian zones", "parking"],
        body="""
        The most common argument against car-free downtowns is economic: take away the cars and you take away the customers.
        It's an intuitive argument, and it's worth checking against the data rather than dismissing it.

        == What merchants believe

        A consistent finding across dozens of surveys is that shopkeepers overestimate the share of their customers who
        arrive by car, often by a factor of two. This is not stupidity; drivers are more visible, and they complain more
        loudly about parking. But it means that predictions of lost sales usually start from the wrong baseline.

        == What happens to spending

        Studies that measure spending by mode of travel tend to find that drivers spend more per visit, while pedestrians,
        cyclists and transit users visit more often and spend as much or more per month. In dense areas, the frequent
        visitors win.

        == What happens after closures

        Before-and-after studies of pedestrianised streets generally report more foot traffic and flat to rising retail
        turnover after a transition period. Rents on such streets often rise, which is a market signal that the location has
        become more valuable. However, these studies are mostly about dense centres with good transit. Evidence from car-
        dependent downtowns is thinner, and some American pedestrian malls from the 1970s failed and were reopened to traffic.

        == My reading

        In a dense downtown with good transit, the economic case against a car ban is weak, and the case for it is fairly
        strong. In a sparse, car-dependent downtown, closing streets without first adding residents and transit is a gamble.
        The policy question is not "cars or no cars" but "what needs to be true before a car ban pays off?"
        """,
    ),
    D(
        "p1-cpg-skylines",
        "www.cityplannergamer.net",
        "/guides/car-free-downtown-cities-skylines/",
        "How to Build a Car-Free Downtown in Cities: Skylines",
        author="GridlockGreg",
        date="2021-07-15",
        cats=["Guides"],
        tags=["Cities: Skylines", "pedestrian", "traffic"],
        body="""
        Tired of your downtown turning into a sea of red traffic lines? Building a car-free centre is one of the most
        satisfying projects in Cities: Skylines, and since the Plazas & Promenades style updates it's easier than ever. Here's
        my step-by-step method.

        == 1. Plan your ring road

        Before you delete a single street, build a ring road around the area you want to make car-free, with plenty of
        highway connections. Traffic has to go somewhere.

        == 2. Add parking and transit at the edges

        Place parking garages (from the workshop or the content creator packs) next to metro or tram stations on the ring.
        Cims will park and walk or take transit in.

        == 3. Replace streets with pedestrian paths

        Use pedestrian roads instead of deleting everything. They allow service vehicles at limited times, so garbage trucks,
        hearses and deliveries can still reach your buildings. If you use plain paths, buildings will complain about no road
        access and abandon.

        == 4. Tune the districts

        Use district policies to ban heavy traffic and encourage biking. Check the traffic overlay after a few in-game weeks.

        == 5. Watch the happiness go up

        Land value goes up, noise pollution drops, and your downtown looks gorgeous in screenshots. Post yours in the
        comments!
        """,
        comments="""
        @ tramfan99 | 2021-07-16
        Pro tip: use the Traffic Manager mod to allow service vehicles only on pedestrian roads.

        @ GridlockGreg | 2021-07-16
        @tramfan99 yes! TM:PE is essential.
        """,
    ),
    D(
        "p1-tlh-dui",
        "www.trafficlawhelp.com",
        "/license/driving-ban-after-dui-how-long/",
        "Driving Ban After a DUI: How Long Will I Lose My License?",
        author="TrafficLawHelp Editorial Team",
        date="2021-06-22",
        cats=["DUI", "License"],
        tags=["DUI", "license suspension", "driving ban"],
        body="""
        If you are arrested for driving under the influence, one of the first questions is how long you will be banned from
        driving. The answer depends on your state, whether it is your first offense, and whether you refused a chemical test.

        == Administrative suspension

        In most states, your license can be suspended by the motor vehicle department shortly after the arrest, separately
        from any criminal case. For a first offense with a blood alcohol level above the legal limit, this administrative
        suspension typically lasts 90 days to six months. Refusing a breath or blood test usually leads to a longer
        suspension, often one year.

        == Court-ordered suspension

        If you are convicted, the court may order an additional suspension. Repeat offenses can lead to multi-year bans, and
        in some states a permanent revocation after three or more convictions.

        == Restricted licenses

        Many states allow a restricted or hardship license, which lets you drive to work, school or medical appointments,
        often only with an ignition interlock device installed in your vehicle.

        == What to do now

        * Request an administrative hearing quickly; deadlines can be as short as 10 days.
        * Do not drive while suspended: it is a separate crime.
        * Talk to a local DUI attorney about your options.

        This article is general information, not legal advice. Laws vary by state and change often.
        """,
    ),
    D(
        "p1-commons-parking",
        "www.commonsforum.net",
        "/t/parking-downtown-is-a-nightmare/47105",
        "Parking downtown is a nightmare",
        body="""
        @ countyshopper | Oct 2, 2021
        Went downtown for a dentist appointment and spent 25 minutes circling for a spot. Ended up in the garage at $14 for
        an hour. Why is this so hard?

        @ transit_tim | Oct 2, 2021
        Because parking is underpriced on the street and overpriced in the garage, so everyone circles. Put a fair price on
        street parking and spots open up.

        @ countyshopper | Oct 2, 2021
        Great, so pay more. That's your solution?

        @ quietstreets | Oct 3, 2021
        Or take the bus? There's a stop right by the dental building.

        @ countyshopper | Oct 3, 2021
        I live in Millbrook. The bus from Millbrook runs twice a day. This is my point. Everyone on here lives downtown.

        @ pragmatic_pat | Oct 3, 2021
        Honestly both of you are right. The city should fix the bus AND the parking pricing. And if they go ahead with the
        car-free plan they better build the park and ride first or people like countyshopper will just stop coming.
        """,
    ),
    D(
        "p1-ledger-carfreesunday",
        "www.metroledger.com",
        "/local/2021/09/car-free-sunday-draws-thousands-to-riverfront",
        "Car-free Sunday draws thousands to riverfront",
        author="Alicia Grant",
        date="2021-09-26",
        section_name="Local",
        tags=["Events", "Downtown"],
        body="""
        Thousands of people walked, biked, skated and danced along Harbor Avenue on Sunday as the city closed two miles of the
        riverfront road to cars for its first Car-Free Sunday since 2019.

        Families pushed strollers down the center line, a brass band played outside the old customs house, and local
        restaurants set up tables in what are normally parking lanes. Organizers estimated attendance at 12,000.

        "I've lived here twenty years and I've never walked down the middle of this street," said Maria Kowalczyk, 63, who
        came with her grandchildren. "It feels like a different city."

        The event was organized by the city's parks department with several neighborhood associations. Police reported no
        major incidents. Some drivers complained about detours, and two businesses on nearby streets said traffic was
        heavier than usual.

        Car-Free Sunday comes as the City Council prepares to debate a proposal to close parts of downtown to private cars
        permanently. Organizers stressed that Sunday's event was separate from that proposal. "Today is about having fun,"
        said parks director Louis Bennett. "People can decide for themselves what they think about the bigger question."

        The next Car-Free Sunday is scheduled for October 24.
        """,
    ),
    D(
        "p1-suburbs-mainstreet",
        "www.movedtothesuburbs.com",
        "/our-story/why-we-moved-after-main-street-closed/",
        "Why We Moved to the Suburbs After Main Street Closed to Cars",
        author="Chris Donnelly",
        date="2022-01-18",
        cats=["Our Story"],
        tags=["car-free", "moving", "city life"],
        body="""
        A lot of people have asked why we sold our townhouse downtown last year, after eleven years and two kids. The short
        answer is the car ban. The long answer is more complicated, and I want to be fair about it.

        When the city closed the center to cars, we were cautiously in favor. We walk a lot, and it was nice to have quiet
        streets. For the first few months it was lovely.

        Then daily life set in. Our youngest has a medical condition that means regular appointments across town, with a lot
        of equipment. Our street was inside the zone, so every trip meant loading a stroller, a bag and a tired toddler onto
        a shuttle, or walking eight minutes to the garage where we now rented a space for $180 a month. Grocery shopping for a
        family of four became a project. My mother, who uses a walker, stopped visiting because she couldn't get close enough
        to our door. Our resident permit allowed us to drive in, in theory, but only between certain hours and only on
        specific streets, and we got three camera fines in the first month for turning into the wrong one.

        Meanwhile the street got busier in a different way: bars and restaurants expanded outdoors, which is great for them,
        but it meant noise until 1 a.m. on weekends.

        I don't think car bans are evil. For young people without kids, or retirees who can walk well, they're probably great.
        But for a family like ours, the car-free downtown made living there much harder, and we weren't willing to give up
        the car. So we left. I suspect we aren't the only ones.
        """,
        comments="""
        @ Kathy | 2022-01-18
        The permit system sounds like a mess. That's a design problem, not a car-free problem though?

        @ Chris Donnelly | 2022-01-19
        @Kathy maybe! But it's the version we got.
        """,
    ),
    D(
        "p1-chamber-position",
        "www.portcalderchamber.org",
        "/advocacy/position-downtown-vehicle-restrictions",
        "Position Statement: Downtown Vehicle Restrictions",
        date="2021-12-15",
        body="""
        The Port Calder Chamber of Commerce represents more than 600 member businesses, including 140 located in the downtown
        core. After consulting our members through a survey and two listening sessions, the Board of Directors adopted the
        following position on the proposed restriction of private vehicles downtown.

        == Our position

        The Chamber opposes a permanent ban on private vehicles in the downtown core at this time. We support measures to
        improve safety and attractiveness that keep the core accessible to customers, employees and suppliers.

        == Our reasons

        * 58% of downtown members responding to our survey expect lower sales under a permanent ban; 19% expect higher sales.
        * Transit service does not yet offer a realistic alternative for employees working early or late shifts.
        * Construction and transition periods impose costs that small businesses, still recovering from the pandemic, cannot
          absorb without support.
        * Delivery and loading rules proposed so far do not meet the needs of retailers of bulky goods, trades and medical
          suppliers.

        == What we support

        * A weekend and summer pedestrian trial, with independent measurement of sales, footfall and access.
        * Lower speed limits, wider sidewalks and safer crossings throughout downtown.
        * A downtown circulator shuttle and expanded evening bus service before any permanent closure.
        * A small-business transition fund if the City proceeds with restrictions.

        The Chamber will revisit this position when trial data are available.
        """,
    ),
    D(
        "p1-cleanair-ten",
        "www.cleanaircoalition-pc.org",
        "/campaigns/car-free-downtown/ten-reasons",
        "Ten Reasons to Make Downtown Port Calder Car-Free",
        date="2021-10-30",
        body="""
        Downtown Port Calder has the worst air in the county. Our monitor on Front Street has exceeded the nitrogen dioxide
        guideline on more days than any other site for three years running. It's time to act. Here are ten reasons to
        support a car-free downtown.

        # **Cleaner air.** Traffic is the main source of nitrogen dioxide downtown. Removing it is the fastest way to cut pollution where people breathe it.
        # **Healthier kids.** Children living near busy roads have higher rates of asthma. Three schools are within four blocks of Front Street.
        # **Safer streets.** Most pedestrian injuries in Port Calder happen downtown.
        # **Less noise.** Traffic noise on Front Street regularly exceeds 70 decibels, disrupting sleep for thousands of residents.
        # **More business.** Most downtown visitors already arrive on foot, by bike or by bus, and pedestrians visit more often.
        # **Climate action.** Fewer short car trips help the city meet its 2030 emissions target.
        # **Space for people.** Parking lanes can become seating, trees, play space and markets.
        # **Better transit.** Buses no longer stuck in traffic can run faster and more reliably.
        # **Cooler summers.** Trees and less asphalt reduce the urban heat island effect.
        # **It works.** Cities around the world have done it, and very few have gone back.

        Join us at the City Council hearing in January and tell the Council: a car-free downtown is a healthy downtown. Sign
        our petition and share it with your neighbours.
        """,
    ),
    D(
        "p1-essay-spam",
        "www.essaysamplesfree.net",
        "/essays/should-cities-ban-cars-essay-example",
        "Should Cities Ban Cars? Essay Example (1500 words) - Free Download",
        date="2022-02-02",
        page_title="Should Cities Ban Cars From Downtown Areas Essay Example | Free Essay Samples",
        keywords=[
            "should cities ban cars essay",
            "car free city essay",
            "argumentative essay cars",
            "essay example free",
            "pollution essay",
            "persuasive essay ban cars",
            "essay writing service",
        ],
        body="""
        Should cities ban cars from their downtown areas? This argumentative essay example discusses the question of cars in
        cities. Use this free essay sample for inspiration. To download the full essay, register for free or order a custom
        essay written by our professional writers from $9.99 per page!

        Introduction. Cars are an important part of modern life, but they also cause many problems in cities, like pollution
        and traffic jams. Many people think that cities should ban cars from their downtown areas. In this essay I will
        discuss the advantages and disadvantages of banning cars and give my opinion.

        Body paragraph 1. Firstly, banning cars will reduce pollution because cars produce a lot of pollution...

        [Sign up to read the full essay - 1,512 words, 6 pages, 5 sources]

        * Order a plagiarism-free essay on this topic - 20% OFF first order
        * Related essays: Persuasive essay on public transport, Pollution essay, Should cars be banned essay
        * Essay topics: cars, cities, environment, pollution, transport, urban planning

        Need help with your essay on should cities ban cars? Our writers are online now. Deadline from 3 hours!
        """,
    ),
    D(
        "p1-observer-letters",
        "www.thenorthernobserver.co.uk",
        "/opinion/letters/2022/02/city-centre-car-ban-letters",
        "Letters: Is a city centre car ban fair to people who live outside the city?",
        author="Readers' letters",
        date="2022-02-04",
        section_name="Letters",
        tags=["Letters", "Transport", "City centre"],
        body="""
        **Not everyone can hop on a bike**

        Sir, your report (28 January) on the council's plan to close the city centre to cars left out the people who will be
        hit hardest: those of us in the villages. The last bus from the city to our village leaves at 6.40pm. If I can no
        longer drive to the centre, I will simply shop elsewhere, online or at the retail park. I suspect I am not alone.
        - Margaret Holt, Thornby

        **Clean air is not a luxury**

        Sir, as a GP in the city centre I see the effects of traffic pollution every week, in children with asthma and in
        older patients with heart and lung disease. The proposed car-free zone is the most effective public health measure
        the council has proposed in years. Those who drive in for an hour should not have more say than those who breathe the
        air every day. - Dr Anil Sharma, Central Surgery

        **Trial it first**

        Sir, both sides in this debate are very sure of themselves. Why not close the centre on Saturdays for a summer, count
        shoppers and measure the air, and then decide? - Peter Lowe, Southgate

        **Think of the traders**

        Sir, my family has run a butcher's shop on Market Street for three generations. Many of our customers are elderly and
        buy for the week. We support cleaner air, but a ban without proper parking nearby could finish us. - James Ackroyd
        """,
    ),
    D(
        "p1-umr-tenstreets",
        "www.urbanmobilityreview.org",
        "/streets/ten-car-free-streets-we-love",
        "Ten Car-Free Streets We Love",
        author="UMR Staff",
        date="2021-07-08",
        kicker="Streets",
        dek="From tiny alleys to grand boulevards, streets that show what happens when cars leave.",
        body="""
        There are few better ways to understand what a street can be than to walk down one where cars have been removed. We
        asked our writers and readers for their favourite car-free streets. Here are ten that stood out. Some are centuries
        old, others were parking lots a decade ago.

        == 1. The canal-side lane

        A narrow lane along a canal in a northern European city, closed to cars in the 1970s. Today bikes and people share
        it, and houseboats line the water.

        == 2. The old market street

        A market street in a Mediterranean port that has been pedestrian for as long as anyone remembers. Fishmongers in the
        morning, cafe tables at night.

        == 3. The converted highway

        A former elevated road in an East Asian capital, torn down and replaced by a linear park along a restored stream.

        == 4. The summer street

        A downtown street in a North American city that closes to cars every summer, with plants, seating and live music.

        == 5. The school street

        A residential street outside a primary school, closed to cars at drop-off and pick-up times. Small, simple, powerful.

        == 6-10. Reader picks

        Readers nominated a tram-only boulevard, a covered shopping arcade, a harbour promenade, a university high street and
        a tiny lane of bookshops. Send us yours and we may feature it in a future issue.
        """,
    ),
]

# --------------------------------------------------------------------------------------------------------------
# Topic P2: daylight saving time (cw22)
# --------------------------------------------------------------------------------------------------------------

site(
    "www.sleepsciencetoday.com",
    "Sleep Science Today",
    "magazine",
    2022,
    ["Sleep Health", "Research", "Kids & Sleep", "Products"],
    tagline="What the research says about rest",
    cookie="gdpr",
    sep=" | ",
    popular=[
        "How much sleep do teenagers need?",
        "Do sleep trackers work?",
        "Melatonin: what to know",
        "Why we wake at 3 a.m.",
    ],
)
site("www.pollcast.app", "Pollcast", "app", 2022, [], sep=" | ")
site(
    "www.afterworkangler.com",
    "After Work Angler",
    "blog",
    2022,
    ["Fishing Reports", "Gear", "Recipes", "About"],
    tagline="Evening fishing for people with day jobs",
    cookie="gdpr",
    theme="kadence",
    popular=["Best evening hatches of the season", "Budget fly rods that don't suck", "Smoked trout dip"],
)
site(
    "www.energywiseweekly.com",
    "EnergyWise Weekly",
    "magazine",
    2022,
    ["Grid", "Efficiency", "Policy", "Data"],
    tagline="Energy news without the hype",
    cookie="gdpr",
    popular=["Why your electric bill went up", "Heat pumps in cold climates", "The real cost of standby power"],
)
site(
    "www.atomicclockshop.com",
    "Atomic Clock Shop",
    "shop",
    2022,
    ["Wall Clocks", "Alarm Clocks", "Weather Stations", "Sale"],
    promo="Free shipping on orders over $40",
    cookie="gdpr",
    sep=" - ",
)
site(
    "www.clockwiseinfo.net",
    "ClockwiseInfo",
    "plain",
    2022,
    ["Time Zones", "DST Dates", "World Clock", "Calendars"],
    tagline="Time zones and clock changes made simple",
    popular=["DST dates 2023", "Time zone map", "What is UTC?", "Leap seconds"],
)
site(
    "www.openfactswiki.org",
    "OpenFactsWiki",
    "wiki",
    2022,
    ["Main page", "Contents", "Random article", "Help"],
    tagline="the free encyclopedia",
    sep=" - ",
)
site(
    "daylight-saving-time-2022-dates.xyz",
    "Daylight Saving Time 2022 Dates",
    "spam",
    2022,
    ["DST 2022", "Clocks", "Time Change", "Calendar"],
    tagline="When do clocks change daylight saving time 2022",
)
site(
    "www.prairieacresfarmblog.com",
    "Prairie Acres",
    "blog",
    2022,
    ["Farm Life", "Cattle", "Kitchen", "Family"],
    tagline="Fourth-generation cattle ranch, Nebraska",
    theme="kadence",
    popular=["Calving season diary", "What a rancher's day really looks like", "Beef stew for a crowd"],
)
site(
    "www.happysleepykids.org",
    "Happy Sleepy Kids",
    "plain",
    2022,
    ["Sleep by Age", "Bedtime Routines", "For Parents", "About"],
    tagline="A nonprofit helping families sleep better",
    ads=False,
    popular=["Bedtime routines by age", "Night terrors vs nightmares", "Screens and sleep"],
    footer_note="Happy Sleepy Kids is a nonprofit organization.",
)
site(
    "www.healthnewsdigest.net",
    "Health News Digest",
    "news",
    2022,
    ["Health", "Research", "Wellness", "Medicine"],
    owner="Digest Media Group",
    cookie="gdpr",
    sep=" | ",
    popular=[
        "New guidelines for blood pressure",
        "Walking 7,000 steps linked to longer life",
        "What to know about flu season",
    ],
)
site(
    "www.mainstreetretailers.org",
    "Main Street Retailers Association",
    "plain",
    2022,
    ["Advocacy", "Members", "News", "Events"],
    tagline="Representing independent retailers since 1958",
    ads=False,
    popular=["2022 policy agenda", "Member benefits", "Small Business Saturday"],
)
site(
    "www.meetacrosszones.com",
    "MeetAcrossZones",
    "plain",
    2022,
    ["Converter", "Meeting Planner", "World Clock", "Pricing"],
    tagline="Schedule meetings across time zones",
    popular=["Meeting planner", "Team calendars", "Slack integration"],
)
site(
    "www.eurodesk-news.eu",
    "EuroDesk News",
    "news",
    2022,
    ["EU Politics", "Economy", "Climate", "Member States"],
    owner="EuroDesk Media",
    cookie="gdpr",
    sep=" | ",
    popular=["What the new EU climate law means", "Roaming rules extended", "Rail passes for 18-year-olds"],
)
site(
    "www.quantifiedsleeper.com",
    "The Quantified Sleeper",
    "blog",
    2022,
    ["Experiments", "Data", "Gear", "About"],
    tagline="One person, a lot of sleep data",
    theme="kadence",
    popular=["Caffeine cutoff experiment", "Does a cold bedroom help?", "I wore three sleep trackers at once"],
)
site(
    "www.harborviewcu.org",
    "Harborview Credit Union",
    "plain",
    2022,
    ["Checking", "Savings", "Loans", "Mortgages", "Rates"],
    tagline="Member-owned since 1952",
    ads=False,
    popular=["Current rates", "Open an account", "Find a branch"],
    footer_note="Federally insured by NCUA. Equal Housing Lender.",
)

P2_DOCS = [
    D(
        "p2-sst-standardtime",
        "www.sleepsciencetoday.com",
        "/research/abolish-daylight-saving-time-keep-standard-time",
        "Sleep Scientists: Abolish Daylight Saving Time and Keep Standard Time",
        author="Dr. Maya Lindqvist",
        date="2021-11-05",
        kicker="Research",
        dek="Sleep researchers agree the clock change should go. They also agree on which time to keep.",
        caption="Morning light is the strongest signal for the body clock.",
        body="""
        Twice a year, hundreds of millions of people change their clocks, and twice a year sleep researchers repeat the same
        message: stop doing this. The major sleep medicine societies have called for an end to the seasonal clock change,
        and, importantly, they have said which time should stay: permanent standard time, not permanent daylight saving time.

        == The spring transition is the problem

        When clocks spring forward, we lose an hour of sleep overnight and, more importantly, our social schedule shifts an
        hour earlier relative to the sun. The body clock does not adjust immediately. Studies have found small but
        measurable increases in heart attacks, strokes, traffic accidents and workplace injuries in the days after the
        spring change. Teenagers, whose body clocks already run late, are hit hardest.

        == Why not permanent daylight saving time?

        Permanent daylight time sounds attractive: brighter evenings all year. But it would mean dark winter mornings, with
        sunrise after 8 or even 9 a.m. in many places. Morning light is what keeps our internal clock aligned with the day.
        Without it, the body clock drifts later, and people effectively live in a state of permanent mild jet lag, with
        shorter sleep and more sleepiness in the morning. Several countries tried permanent summer time in the past and
        abandoned it within a few years because of dark winter mornings.

        == What the evidence supports

        Standard time aligns clock time most closely with the sun, so that noon is roughly when the sun is highest. Research
        comparing people living at the eastern and western edges of time zones suggests that later sunrise relative to the
        clock is associated with shorter sleep and worse health outcomes.

        The conclusion of most sleep scientists is therefore clear: abolish daylight saving time, stop changing the clocks,
        and stay on standard time year-round. If the choice is between the current system and permanent daylight time, many
        researchers consider both worse than permanent standard time.
        """,
        comments="""
        @ Rachel P. | 2021-11-05
        Finally someone explains why permanent DST is a bad idea. Everyone I know wants it for the evenings.

        @ night_owl_jim | 2021-11-06
        I'd take dark mornings over dark evenings any day, sorry science.
        """,
    ),
    D(
        "p2-ledger-senate",
        "www.metroledger.com",
        "/politics/2021/12/state-senate-committee-advances-bill-to-end-clock-changes",
        "State Senate committee advances bill to end clock changes",
        author="Renee Castillo",
        date="2021-12-08",
        section_name="Politics",
        dek="Bill would keep the state on daylight time year-round, if Congress allows it",
        tags=["State Legislature", "Daylight saving time"],
        body="""
        A state Senate committee voted 6-2 on Tuesday to advance a bill that would end the twice-yearly clock change and keep
        the state on daylight saving time permanently, setting up a possible vote of the full Senate early next year.

        The bill's sponsor, Sen. Patricia Holloway, said constituents tell her the clock change is one of their top
        frustrations. "People are tired of losing an hour of sleep and feeling terrible for a week," Holloway said. "This is
        one of those issues where Republicans and Democrats agree."

        Under federal law, states may opt out of daylight saving time and stay on standard time year-round, but they cannot
        adopt permanent daylight time without approval from Congress. The bill would therefore only take effect if federal
        law changes. More than a dozen states have passed similar measures.

        At the hearing, a representative of a state sleep medicine association urged lawmakers to choose permanent standard
        time instead, arguing that darker winter mornings under permanent daylight time would harm health and school
        children's safety. A representative of the state's restaurant and retail association testified in favor of the bill,
        saying longer evening daylight encourages people to shop and dine out.

        The two senators who voted against the bill said they supported ending the clock change but preferred standard time.
        """,
    ),
    D(
        "p2-pollcast-empty",
        "www.pollcast.app",
        "/p/should-we-stop-changing-the-clocks",
        "Should we stop changing the clocks? Vote now",
        date="2022-02-20",
        page_title="Should we stop changing the clocks? Vote now | Pollcast",
        snippet="Should we stop changing the clocks? Vote now and see what 48,211 people think about daylight saving time.",
    ),
    D(
        "p2-debatehub-proscons",
        "www.debatehub.org",
        "/debates/should-daylight-saving-time-be-abolished",
        "Should Daylight Saving Time Be Abolished?",
        author="DebateHub Editors",
        date="2021-10-28",
        kicker="Society",
        dek="Arguments for and against ending the clock change, and the standard vs. daylight time question.",
        body="""
        Daylight saving time (DST) was introduced widely during the First World War and again in later energy crises. Today
        about 70 countries still change their clocks. Polls consistently show that a majority of people would like to stop,
        but there is far less agreement about what should replace the current system.

        == Arguments for abolishing DST

        * **Health.** The spring transition disrupts sleep, and studies link it to short-term increases in heart attacks,
          strokes and accidents.
        * **Safety.** Some studies have found more traffic crashes in the week after the spring change, when drivers are
          sleep-deprived.
        * **Energy savings are small.** Modern studies find that DST saves little or no energy, and may increase energy use
          where air conditioning or heating is common.
        * **Productivity.** Sleep loss after the change is associated with lower concentration at work and school.
        * **Simplicity.** No more changing clocks, missed appointments, or scheduling confusion across countries.

        == Arguments for keeping DST

        * **More evening daylight.** DST gives an extra hour of light in summer evenings for recreation, sport and social life.
        * **Economic activity.** Retailers, restaurants, golf courses and tourism businesses report higher sales with lighter
          evenings.
        * **Crime.** Some research suggests that more evening light reduces certain crimes, such as robberies.
        * **Popularity of summer time.** Many people enjoy long summer evenings and would miss them.

        == The third option

        Many who want to stop changing the clocks argue for permanent DST, keeping the light evenings all year. Sleep
        scientists generally prefer permanent standard time, which keeps mornings brighter in winter. The debate is therefore
        less about "abolishing DST" than about which time to keep.
        """,
    ),
    D(
        "p2-commons-wrecked",
        "www.commonsforum.net",
        "/t/anyone-else-wrecked-after-the-clocks-went-forward/31877",
        "Anyone else wrecked after the clocks went forward?",
        body="""
        @ sleepy_in_seattle | Mar 16, 2021
        It's Tuesday and I still feel like I got hit by a truck. Woke up at what my body insists is 5am. Kids were feral
        yesterday. Why do we still do this???

        @ morninglark | Mar 16, 2021
        Same. I read that heart attacks go up the Monday after the change. Just abolish it already.

        @ evening_emma | Mar 16, 2021
        I hate the change but I LOVE the light evenings. Could we just stay in summer time forever?

        @ morninglark | Mar 16, 2021
        > evening_emma: Could we just stay in summer time forever?
        Then in December the sun comes up at 8:50 here. My kids would be walking to school in the pitch dark. No thanks,
        permanent winter time please.

        @ sleepy_in_seattle | Mar 17, 2021
        Honestly I don't care which one as long as we stop switching. Pick one and leave it.

        @ graveyardshift | Mar 17, 2021
        As a night shift worker, the fall change is the worse one. I work an extra hour for the same pay. Abolish it!

        @ evening_emma | Mar 18, 2021
        Ok ok, I'd accept permanent standard time if it means no more of this week. Still grumpy about it.
        """,
    ),
    D(
        "p2-angler-defense",
        "www.afterworkangler.com",
        "/about/in-defense-of-daylight-saving-time/",
        "In Defense of Daylight Saving Time: Give Me My Evenings",
        author="Nate Brody",
        date="2021-11-08",
        cats=["About"],
        tags=["daylight saving time", "evenings", "opinion"],
        body="""
        This blog exists because of daylight saving time. Seriously. I work 8 to 5 in an office, and from April to October the
        extra hour of evening light is the only reason I can get to the river after work and still have two hours of fishing
        before dark. So every November, when people start posting about abolishing DST, I feel like I need to speak up for the
        evening people.

        Yes, the spring change is rough for a few days. I'm not pretending the lost hour of sleep is fun. But I'd happily
        trade one bad Monday for six months of light evenings. Summer evenings are when people do things: Little League,
        barbecues, walking the dog, evening hatches on the river. Nobody ever planned a great day around a bright 5 a.m.

        The sleep scientists say we should go to permanent standard time. That would mean sunrise at 4:30 in June where I
        live, and darkness by 8 p.m. in the middle of summer. Who is that for? I'm asleep at 4:30. I want the light when I'm
        awake and free.

        If we have to stop changing the clocks, then keep daylight saving time all year. Dark winter mornings are a fair price
        for bright evenings. But honestly, I'd rather keep the system we have than lose summer evenings. Abolish DST? Not on
        my watch. Now excuse me, there's a caddis hatch at 7:45.
        """,
        comments="""
        @ flyguy_mike | 2021-11-08
        Preach. Evening fishing is the only fishing I get.

        @ Dana | 2021-11-09
        Respectfully, my kid's bus comes at 6:50. Permanent DST would mean waiting in the dark in January.
        """,
    ),
    D(
        "p2-energywise-savings",
        "www.energywiseweekly.com",
        "/policy/energy-argument-for-daylight-saving-time-doesnt-hold-up",
        "The Energy Argument for Daylight Saving Time Doesn't Hold Up",
        author="Samir Qureshi",
        date="2021-10-26",
        kicker="Policy",
        dek="DST was sold as a way to save fuel. A century later, the savings are tiny or negative.",
        body="""
        When Germany and the UK introduced daylight saving time in 1916, the argument was simple: shift the clock so that
        people use daylight instead of artificial light in the evening, and save coal for the war. The same argument
        returned in the 1970s oil crisis. It may have made sense when lighting was the main use of electricity. It makes
        much less sense now.

        == What the studies find

        Modern studies of electricity use before and after clock changes find very small effects. A large US government study
        of the 2007 extension of DST found electricity savings of about half a percent per day during the extended period,
        around 0.03 percent over the year. A study of Indiana, where counties adopted DST at different times, found that DST
        increased residential electricity use by about one percent, because savings on lighting were outweighed by more
        air conditioning on hot evenings and more heating on cold mornings.

        == Why the savings disappeared

        Lighting is now a small share of household electricity, and LED bulbs have cut it further. Air conditioning, which
        peaks in the late afternoon and evening, has become a much bigger factor. Shifting daylight into the evening means
        people come home to warmer houses and turn on the AC.

        == What that means for the debate

        Whatever the other reasons to keep or abolish daylight saving time, energy conservation should not be one of them.
        The original justification for the clock change has largely evaporated. If policymakers want to keep DST, they need
        to argue for it on other grounds, such as recreation or retail. On energy alone, there is no case for keeping the
        clock change, and the evidence tilts toward abolishing it.
        """,
    ),
    D(
        "p2-atomic-wallclock",
        "www.atomicclockshop.com",
        "/wall-clocks/radio-controlled-12-inch-wall-clock-auto-dst",
        'Radio-Controlled 12" Wall Clock - Automatic DST Adjustment',
        date="2022-01-05",
        price="$34.99",
        sku="ACS-WC12-RC",
        crumbs=["Wall Clocks", "Atomic Wall Clocks"],
        specs=[
            ("Diameter", "12 in (30.5 cm)"),
            ("Movement", "Silent sweep, radio-controlled"),
            ("Signal", "WWVB 60 kHz (US)"),
            ("Daylight saving time", "Automatic, can be switched off"),
            ("Time zones", "Atlantic, Eastern, Central, Mountain, Pacific, Alaska, Hawaii"),
            ("Power", "1 x AA battery (included)"),
            ("Frame", "Brushed aluminum, glass lens"),
        ],
        also=[("Atomic Alarm Clock with Indoor Temperature", "$24.99"), ('Digital Atomic Wall Clock 14"', "$49.99")],
        body="""
        Never change a clock again. This radio-controlled wall clock sets itself to the exact time by receiving the official
        time signal every night, and automatically adjusts for daylight saving time in spring and fall. Just insert the
        battery, select your time zone and hang it up: the hands move to the correct time within minutes.

        The silent sweep movement means no ticking, making it perfect for bedrooms, offices and classrooms. A large, easy-to-read
        dial and a brushed aluminum frame suit any room.

        If you live in an area that does not observe daylight saving time, such as most of Arizona, simply switch the DST
        function off with the button on the back. The clock also works as a regular quartz clock in areas where the signal
        is weak.

        * Sets itself automatically
        * Automatic daylight saving time adjustment
        * Silent, non-ticking movement
        * 2-year warranty
        """,
        comments="""
        @ Rhonda | 2022-01-12 | 5
        Set itself in about 5 minutes. Springs forward by itself, love that.

        @ Ken in Tucson | 2022-01-20 | 4
        Works great once I turned off the DST setting for Arizona.
        """,
    ),
    D(
        "p2-clockwise-dates",
        "www.clockwiseinfo.net",
        "/dst/when-do-the-clocks-change-2022",
        "When Do the Clocks Change in 2022?",
        date="2022-01-02",
        body="""
        Most of the United States and Canada will begin daylight saving time on **Sunday, March 13, 2022**, at 2:00 a.m. local
        time, when clocks move forward one hour to 3:00 a.m. Daylight saving time ends on **Sunday, November 6, 2022**, at
        2:00 a.m., when clocks move back one hour to 1:00 a.m.

        In the European Union and the United Kingdom, summer time begins on **Sunday, March 27, 2022**, at 01:00 UTC and ends
        on **Sunday, October 30, 2022**, at 01:00 UTC.

        == Places that don't change

        * Hawaii and most of Arizona (except the Navajo Nation) stay on standard time all year.
        * US territories including Puerto Rico, Guam and the US Virgin Islands do not observe DST.
        * Most countries in Asia and Africa do not use daylight saving time.

        == Southern Hemisphere

        In Australia (in the states that observe it) and New Zealand, daylight saving time ends in early April 2022 and begins
        again in late September or early October 2022.

        == Tips

        * Most smartphones and computers change automatically.
        * Remember oven clocks, car clocks and wall clocks.
        * Check the time of any international meetings in the weeks when only one side has changed.

        See our world clock for the current time in any city.
        """,
    ),
    D(
        "p2-wiki-dst",
        "www.openfactswiki.org",
        "/wiki/Daylight_saving_time",
        "Daylight saving time",
        date="2022-02-18",
        cats=["Time", "Timekeeping", "Energy policy"],
        body="""
        **Daylight saving time** (DST), also called **summer time**, is the practice of advancing clocks, typically by one
        hour, during warmer months so that darkness falls later in the evening. Clocks are set forward in spring and back in
        autumn.

        == History

        The idea was proposed in various forms in the 18th and 19th centuries. The German Empire and Austria-Hungary were the
        first to adopt it nationwide in 1916, followed by the United Kingdom and many other countries during the First World
        War, mainly to save fuel. Many countries abandoned it after the war and reintroduced it during the Second World War and
        the 1970s energy crisis.

        == Current use

        About 70 countries use DST in at least part of their territory, mostly in Europe and North America. It is rarely used
        near the equator, where the length of the day varies little over the year.

        == Debate

        Supporters argue that DST provides more daylight for evening activities, benefits retail and recreation and reduces
        some crimes. Critics point to the health effects of disrupted sleep, increased accidents after the spring change and
        small or negative energy savings. Proposals to end the clock change differ on whether to keep standard time or
        daylight saving time permanently. In 2019 the European Parliament voted to end seasonal clock changes, but member
        states have not agreed on implementation.

        See also: time zone, standard time, circadian rhythm.
        """,
    ),
    D(
        "p2-spam-dates",
        "daylight-saving-time-2022-dates.xyz",
        "/dst-2022-when-do-clocks-change.html",
        "Daylight Saving Time 2022 - When Do Clocks Change? DST Dates Time Change",
        date="2022-01-20",
        keywords=[
            "daylight saving time 2022",
            "when do clocks change",
            "dst 2022",
            "time change 2022",
            "spring forward 2022",
            "fall back 2022",
            "daylight savings",
            "clocks go forward",
            "abolish daylight saving time",
        ],
        body="""
        Daylight saving time 2022! When do clocks change in 2022? Spring forward fall back daylight savings time change 2022
        dates. Do we lose an hour or gain an hour? Find all DST 2022 dates here!!!

        * Daylight saving time 2022 start date - CLICK HERE
        * Daylight saving time 2022 end date - CLICK HERE
        * Is daylight saving time being abolished? - CLICK HERE
        * Daylight savings time 2023 2024 2025 dates - CLICK HERE

        Daylight saving time abolished 2022? Will daylight saving time be abolished? Read the latest news about daylight
        saving time abolished. Spring forward 2022 fall back 2022 clocks go forward clocks go back time change. Download our
        free DST calendar app now! Sponsored: this one sleep trick doctors hate.
        """,
    ),
    D(
        "p2-ledger-keeplight",
        "www.metroledger.com",
        "/opinion/2021/11/keep-the-light-make-daylight-time-permanent",
        "Opinion: Keep the light. Make daylight time permanent, don't abolish it",
        author="Bill Harrington",
        date="2021-11-10",
        section_name="Opinion",
        dek="The author is a retired high school baseball coach.",
        tags=["Opinion", "Daylight saving time"],
        body="""
        Every fall, as the clocks fall back and the sun sets at 4:45 in the afternoon, I hear the same thing: let's get rid of
        daylight saving time. I agree we should stop changing the clocks. But the people who want to abolish daylight saving
        time have it backward. We should abolish standard time and keep the light.

        For thirty years I coached baseball at a public high school. Every spring, the week the clocks went forward, was the
        week our season came alive. Suddenly there was light enough for practice after school, for games under open sky,
        for parents who worked until five to actually see their kids play. In November, it was over: dark by the time school
        let out.

        Evening daylight is when ordinary people live. Children play outside after school. Adults walk, garden, shop and
        visit. Restaurants fill their patios. Some studies even find fewer robberies and fewer pedestrian deaths in the
        evening rush hour when there is more light.

        The sleep experts say permanent daylight time would mean dark winter mornings. That's true, and it is a real cost.
        But schools and employers can adjust their start times; we cannot adjust the sun. I'd rather have kids walk to school
        in morning twilight than have them home in the dark at 5 p.m. for four months a year.

        So yes, end the clock change. But don't abolish daylight saving time. Make it permanent.
        """,
        comments="""
        @ teacher_mom | 2021-11-10
        Schools won't adjust start times. They never do. My kids would be at the bus stop in the dark until 8:30.

        @ Frank D. | 2021-11-11
        Agree 100%, Coach. Light evenings all year.
        """,
    ),
    D(
        "p2-answersplaza-why",
        "www.answersplaza.net",
        "/q/why-do-we-still-have-daylight-saving-time",
        "Why do we still have daylight saving time?",
        author="tired_of_it",
        date="2021-11-07",
        category="Society",
        related=[
            "Who invented daylight saving time?",
            "Which countries don't change their clocks?",
            "Does DST save energy?",
        ],
        body="""
        Serious question. Nobody I know likes changing the clocks. The energy argument seems to be outdated. So why do we
        still have daylight saving time, and is there any chance it gets abolished?
        """,
        comments="""
        @ policy_nerd | 2021-11-07 | best
        Mostly inertia plus a disagreement about what to replace it with. In the US, states can choose permanent standard
        time on their own, but permanent daylight time needs an act of Congress, and most states that have passed bills want
        permanent daylight time. So they're stuck waiting. Meanwhile, some industries (retail, golf, barbecue, recreation)
        like the extra evening light and lobby to keep it. In the EU, Parliament voted to end the change in 2019, but member
        states couldn't agree on which time each country would keep, and the pandemic pushed it off the agenda. There's a
        real chance it changes in the next few years, but "stop changing clocks" is popular while the details are not.

        @ morninglark | 2021-11-08
        Because the people who want permanent DST and the people who want permanent standard time can't agree, so we keep
        the worst of both.

        @ evening_emma | 2021-11-08
        I actually like DST lol. Long summer evenings are the best part of the year.
        """,
    ),
    D(
        "p2-prairieacres-farmers",
        "www.prairieacresfarmblog.com",
        "/farm-life/no-farmers-didnt-ask-for-daylight-saving-time/",
        "No, Farmers Didn't Ask for Daylight Saving Time",
        author="Lorraine Schultz",
        date="2021-03-15",
        cats=["Farm Life"],
        tags=["daylight saving time", "myths", "ranching"],
        body="""
        Every March somebody says it at the feed store or on the radio: "We only change the clocks because of the farmers."
        I'm a fourth-generation cattle rancher and I'd like to set the record straight. Farmers did not ask for daylight saving
        time. Most farmers I know have never liked it.

        Our cows don't own watches. They want to be milked or fed at the same time every day, which is set by the sun and by
        habit, not by the clock on the kitchen wall. When the clocks jump an hour, the cows don't, but the milk truck, the
        sale barn, the school bus and the bank all do. So for a couple of weeks, everything is off by an hour. Dew on the hay
        doesn't dry any earlier just because the clock says it's later, either.

        Historically, farm organizations were some of the strongest opponents of DST in the US. After the First World War,
        farmers helped get national daylight saving time repealed. The push for DST came mostly from cities, from retailers
        and recreation businesses who wanted lighter evenings for shopping and sport.

        So where do I stand? Abolish it. Pick one time and stick with it, preferably standard time, which matches the sun.
        My husband would add that he'd like the hour of sleep back that he lost this weekend, but the calves don't care about
        that either.
        """,
        comments="""
        @ Hank W. | 2021-03-15
        Dairy farmer here. Agree 100%. The cows are grumpy for two weeks every spring.

        @ city_cousin | 2021-03-16
        I genuinely believed the farmer thing my whole life. TIL.
        """,
    ),
    D(
        "p2-commons-dumbest",
        "www.commonsforum.net",
        "/t/dst-is-the-dumbest-thing-ever-invented/33410",
        "DST IS THE DUMBEST THING EVER INVENTED",
        body="""
        @ clockhater | Nov 7, 2021
        WHY. WHY do we still do this. My phone changed, my car didn't, my oven didn't, my microwave didn't, my kid woke up
        at 5am because his body doesn't care about the stupid clock. ABOLISH IT. Pick any time. I DON'T CARE WHICH.

        @ evening_emma | Nov 7, 2021
        Deep breaths. Only five more months until the other change.

        @ clockhater | Nov 7, 2021
        THAT'S NOT HELPING EMMA

        @ policy_nerd | Nov 7, 2021
        For what it's worth, the fall change is the one with fewer health effects. The spring one is worse. But yes, most
        people agree with you about stopping the switch.

        @ dogwalker22 | Nov 8, 2021
        My dog wants breakfast at 6 old time which is 5 new time. She has not read the memo. Agree with OP, abolish.

        @ moderator_sam | Nov 8, 2021 | Moderator
        Merging with the other three DST threads from this week. Please use the pinned thread for clock change rants.
        """,
    ),
    D(
        "p2-hsk-tips",
        "www.happysleepykids.org",
        "/for-parents/helping-kids-adjust-to-the-time-change",
        "Helping Kids Adjust to the Time Change: 7 Tips",
        date="2021-10-25",
        body="""
        Twice a year, the clock change can throw off your child's sleep for a week or more. Young children's body clocks are
        strongly tied to light and routine, so a sudden one-hour shift can mean early wake-ups in the fall and bedtime battles
        in the spring. These tips can make the transition easier.

        # **Shift gradually.** In the four days before the change, move bedtime and wake-up time by 15 minutes each day in the direction of the new time.
        # **Use light.** Open the curtains and get outside in the morning. Morning light helps reset the body clock.
        # **Darken the bedroom.** In spring, it may still be light at bedtime. Blackout curtains help.
        # **Keep routines the same.** Bath, book, bed: keep the same steps in the same order, even if the time changes.
        # **Adjust meals too.** Move breakfast, lunch and dinner along with the sleep schedule.
        # **Be patient with naps.** Nap times may be off for a few days. Follow your child's sleepy cues.
        # **Take care of yourself.** Parents lose sleep too. Go to bed a bit earlier the week of the change.

        Most children adjust within a week. If your child's sleep problems last longer, talk to your pediatrician.

        Download our free printable transition chart for toddlers and preschoolers.
        """,
    ),
    D(
        "p2-hnd-crashes",
        "www.healthnewsdigest.net",
        "/research/2021/03/spring-clock-change-linked-to-rise-in-fatal-crashes",
        "Study links spring clock change to rise in fatal car crashes",
        author="Olivia Tran",
        date="2021-03-11",
        section_name="Research",
        dek="Researchers estimate a 6 percent increase in fatal accidents in the week after clocks spring forward",
        tags=["Sleep", "Road safety", "Daylight saving time"],
        body="""
        Fatal car crashes rise by about 6 percent in the United States in the week after the switch to daylight saving time,
        according to a study of more than two decades of traffic data. The researchers estimate that the spring transition is
        associated with roughly 28 additional deaths each year.

        The study compared the number of fatal crashes in the week after the spring clock change with the weeks before and
        after, and found the effect was strongest in the morning, when drivers were most likely to be short on sleep. The
        effect was larger in places on the western edge of time zones, where mornings are already darker.

        "The loss of one hour of sleep sounds trivial, but across a whole population it adds up," said the study's senior
        author, a sleep researcher. "We see it in crash data, in heart attack admissions, and in medical errors."

        The authors said their findings support ending the clock change. They recommended permanent standard time rather than
        permanent daylight saving time, arguing that later sunrises would cause similar problems year-round.

        Other researchers noted that previous studies have found mixed results for the fall transition, when clocks move
        back and evenings get darker, with some finding a rise in pedestrian deaths in the evening rush hour. "The clock
        change affects both mornings and evenings," one road safety expert said. "Whichever time is chosen, some risk shifts
        rather than disappears."
        """,
    ),
    D(
        "p2-retailers-boost",
        "www.mainstreetretailers.org",
        "/news/daylight-saving-time-good-for-business",
        "Retailers: Daylight Saving Time Is Good for Main Street",
        date="2021-11-01",
        body="""
        As state legislatures and Congress debate the future of the clock change, the Main Street Retailers Association urges
        lawmakers not to abolish daylight saving time. If the clock change is ended, we support making daylight saving time
        permanent.

        == Why evening light matters for small business

        Independent shops, restaurants and service businesses do much of their business after the workday ends. When it is
        light after 5 p.m., people are more likely to stop downtown on their way home, walk to a restaurant, or browse a
        neighborhood shop. Member surveys consistently show higher evening foot traffic in the weeks after clocks spring
        forward.

        * 72% of members surveyed reported higher evening sales during daylight saving time.
        * Outdoor dining, which expanded during the pandemic, depends on evening daylight.
        * Recreation businesses such as garden centers, bike shops and sporting goods stores see strong DST effects.

        == Our position

        * We oppose returning to permanent standard time, which would mean sunset before 4:30 p.m. in parts of the country in
          December and the loss of an hour of summer evening light.
        * We support federal legislation allowing states to adopt permanent daylight saving time.
        * We encourage members to contact their representatives.

        For more information, see our 2022 policy agenda.
        """,
    ),
    D(
        "p2-maz-converter",
        "www.meetacrosszones.com",
        "/converter/est-to-cet",
        "EST to CET Time Converter & Meeting Planner",
        date="2022-01-12",
        page_title="EST to CET - Time Zone Converter & Meeting Planner | MeetAcrossZones",
        body="""
        Convert Eastern Standard Time (EST) to Central European Time (CET). CET is 6 hours ahead of EST. When it is 9:00 a.m. in
        New York, it is 3:00 p.m. in Berlin, Paris and Rome.

        | EST (New York) | CET (Berlin) |
        | 6:00 a.m. | 12:00 p.m. |
        | 8:00 a.m. | 2:00 p.m. |
        | 9:00 a.m. | 3:00 p.m. |
        | 11:00 a.m. | 5:00 p.m. |
        | 12:00 p.m. | 6:00 p.m. |

        == Watch out for daylight saving time

        The US and Europe change their clocks on different dates. In 2022, the US moves to daylight time on March 13 and
        Europe on March 27, so for two weeks the difference is only 5 hours. In the fall, Europe changes on October 30 and the
        US on November 6, so for one week the difference is again 5 hours. MeetAcrossZones adjusts automatically.

        == Best times to meet

        The overlap of normal working hours (9 a.m. to 5 p.m.) between New York and Berlin is 9:00 to 11:00 a.m. in New York.
        Use our meeting planner to find a time that works for your whole team, and add it to Google Calendar or Outlook with
        one click. Try MeetAcrossZones Pro free for 14 days.
        """,
    ),
    D(
        "p2-sst-permanent",
        "www.sleepsciencetoday.com",
        "/sleep-health/permanent-standard-time-vs-permanent-daylight-time",
        "Permanent Standard Time vs. Permanent Daylight Time: A Guide",
        author="Dr. Maya Lindqvist",
        date="2022-01-19",
        kicker="Sleep Health",
        dek="If we stop changing the clocks, which time should we keep? Here's what each option means.",
        body="""
        Polls show that most people want to stop changing the clocks. The harder question is what to keep. The two options
        are often confused, so here is a plain comparison.

        == Permanent standard time

        The clocks stay where they are in winter. Summer mornings would be very bright and early (sunrise around 4:30 to 5:30
        a.m. in many places in June), and summer sunsets about an hour earlier than today. Winter would be unchanged from now.

        * For: aligns clock time with the sun; bright winter mornings; favoured by sleep medicine organizations.
        * Against: loss of long summer evenings; sunrise very early in summer.

        == Permanent daylight saving time

        The clocks stay where they are in summer. Summer would be unchanged. In winter, sunrise would come an hour later, after
        8 a.m. or even 9 a.m. in northern and western areas, and sunsets would be later.

        * For: light evenings all year; popular with retail and recreation; possibly fewer evening traffic deaths.
        * Against: dark winter mornings for commuters and schoolchildren; chronic misalignment of the body clock according to
          sleep researchers; previous experiments with permanent summer time were reversed.

        == The status quo

        Keeping the switch means keeping the spring transition with its short-term health effects, but also keeping light
        summer evenings and bright winter mornings.

        == Bottom line

        From a sleep health perspective, permanent standard time is the best option, the status quo second, and permanent
        daylight time the worst. From a lifestyle perspective, many people prefer the opposite ranking. Policymakers will have
        to weigh both.
        """,
    ),
    D(
        "p2-eurodesk-eu",
        "www.eurodesk-news.eu",
        "/eu-politics/2021/10/whatever-happened-to-eu-plan-to-end-clock-changes",
        "Whatever happened to the EU's plan to end clock changes?",
        author="Clara Vogt",
        date="2021-10-29",
        section_name="EU Politics",
        tags=["European Parliament", "Council", "Daylight saving time"],
        body="""
        This weekend Europeans will once again turn their clocks back by an hour, more than three years after the European
        Commission proposed to end the seasonal clock change and more than two years after the European Parliament voted to
        do so. So why are we still changing the clocks?

        The story began in 2018, when a public consultation drew 4.6 million responses, the largest in EU history, with 84
        per cent in favour of ending the clock change. Critics noted that most of the responses came from a single member
        state. The Commission then proposed that member states stop changing the clocks in 2019 and choose either permanent
        summer or winter time.

        In March 2019 the European Parliament backed the plan and suggested 2021 as the final year of clock changes. But the
        proposal also needs the approval of member states in the Council, and there it stalled. Governments worried about a
        patchwork of time zones if neighbouring countries chose differently, and few were keen to be first to decide.

        Then came the pandemic, and the file slipped far down the agenda. Diplomats say there is currently no majority in the
        Council and no timetable for a decision.

        "Everyone is in favour of ending the change in principle," said one official. "The problem is that nobody can agree on
        which time to keep, and nobody wants to be out of step with their neighbours."
        """,
    ),
    D(
        "p2-commons-nightshift",
        "www.commonsforum.net",
        "/t/night-shift-nurse-the-fall-back-night-is-brutal/33502",
        "Night shift nurse here - the fall back night is brutal",
        body="""
        @ graveyardshift | Nov 8, 2021
        Worked Saturday night into Sunday. At 2am the clocks went back and I got to do 2am to 3am all over again. A 13 hour
        shift for 12 hours of pay at my hospital (some pay the extra hour, mine doesn't). Meds scheduled by the clock got
        messy, charting was confusing. And in spring, the night shift loses an hour, which sounds nice until you realize the
        whole schedule of the unit gets scrambled.

        @ sleepy_in_seattle | Nov 8, 2021
        Oof. Never thought about hospitals during the change. Are there more errors?

        @ graveyardshift | Nov 8, 2021
        Not that I've seen on my unit, we're very careful. But it's one more thing to think about at 3am (the second one).
        Honestly I'd love for them to just abolish the whole thing.

        @ rn_in_ohio | Nov 9, 2021
        Same here. Our pharmacy system double-counted a dose interval last year during fall back, caught it in time. It's a
        known risk. Abolish it.

        @ evening_emma | Nov 9, 2021
        Respect to all of you. I complain about losing sleep and you're literally working the extra hour.
        """,
    ),
    D(
        "p2-essay-spam",
        "www.essaysamplesfree.net",
        "/essays/daylight-saving-time-argumentative-essay",
        "Daylight Saving Time Argumentative Essay Example - Free",
        date="2022-02-14",
        page_title="Should Daylight Saving Time Be Abolished? Argumentative Essay Example | Free Essay Samples",
        keywords=[
            "daylight saving time essay",
            "should daylight saving time be abolished essay",
            "argumentative essay",
            "persuasive essay dst",
            "essay example free",
            "essay writing service",
        ],
        body="""
        Should daylight saving time be abolished? Read our free argumentative essay example on daylight saving time. This
        sample essay was written by a student and is available for inspiration only. Need an original essay? Order now from
        $9.99 per page!

        Daylight saving time is a practice in which clocks are moved forward by one hour in the spring and back in the fall.
        It was introduced many years ago to save energy. Today many people think that daylight saving time should be
        abolished because it has many disadvantages. In this essay, I will argue that...

        [Register for free to read the full essay - 1,104 words, 4 pages]

        * Similar essays: Time zones essay, Sleep deprivation essay, Energy conservation essay
        * Get a 100% original essay on daylight saving time - 15% OFF today only
        * Free plagiarism checker, free title page, free bibliography

        Our professional writers can write your daylight saving time essay in as little as 3 hours. Chat with us now!
        """,
    ),
    D(
        "p2-qs-fourchanges",
        "www.quantifiedsleeper.com",
        "/experiments/i-tracked-my-sleep-through-four-clock-changes/",
        "I Tracked My Sleep Through Four Clock Changes. Here's What Happened.",
        author="Jonas Keller",
        date="2022-01-24",
        cats=["Experiments"],
        tags=["daylight saving time", "sleep data", "circadian rhythm"],
        body="""
        I've been tracking my sleep every night since 2019 with a ring tracker, a phone app and a handwritten log (because
        I don't fully trust either device). That means I now have data for four clock changes: two springs, two falls. I
        wanted to know whether the clock change really affects me, or whether I just like complaining about it.

        == Spring forward

        Both spring changes followed the same pattern. My total sleep dropped by about 40 minutes on the first night and
        stayed about 20 minutes below my average for the next six days. My resting heart rate was up by 2 to 3 beats per
        minute for four days. My "sleep midpoint" took roughly 9 days to shift by the full hour. On the Monday after, both
        years, my log says some version of "felt awful".

        == Fall back

        The fall changes were milder. I slept about 30 minutes longer on the first night, then woke up too early for about a
        week, which cut my sleep back to average. Recovery took about 5 days.

        == What surprised me

        The effect lasted longer than I expected. It's not one bad night; it's a week or more of slightly short, slightly
        worse sleep. Across a whole country, that has to add up.

        == Conclusion

        This is one person's data, so take it with a grain of salt. But for me, the clock change costs about two weeks a year
        of below-average sleep. I'd vote to abolish it tomorrow, and based on what I've read about morning light, I'd vote for
        permanent standard time.
        """,
        comments="""
        @ datadan | 2022-01-24
        Love this. Would be interesting to see whether the effect differs with your chronotype.

        @ Jonas Keller | 2022-01-25
        @datadan I'm a mild evening type. Would love data from a morning person!
        """,
    ),
    D(
        "p2-harborview-promo",
        "www.harborviewcu.org",
        "/savings/daylight-savings-event",
        "Daylight Savings Event: Earn a 1.25% Bonus APY",
        date="2022-02-25",
        body="""
        Spring forward with more savings! For a limited time, Harborview Credit Union members can earn a bonus 1.25% APY on new
        money deposited in a Harborview Spring Saver account. It's our Daylight Savings Event, and it runs from March 1 to
        April 15, 2022.

        == How it works

        # Open a Spring Saver account online, by phone or at any branch.
        # Deposit at least $500 in new money (funds not already on deposit at Harborview).
        # Earn 1.25% APY on balances up to $25,000 for 12 months.

        == Why save with Harborview?

        * No monthly maintenance fees on savings accounts
        * Federally insured up to $250,000 by NCUA
        * Local decisions and member-first service since 1952
        * Free mobile and online banking with mobile check deposit

        Already a member? Log in to online banking and select "Open a new account". Not yet a member? Anyone who lives, works,
        worships or attends school in Harbor County can join.

        APY = Annual Percentage Yield. Rate is accurate as of 02/25/2022 and applies to new money only. After 12 months, the
        account converts to a regular share savings account at the current rate. Fees could reduce earnings. Limit one Spring
        Saver account per member.
        """,
    ),
]


# --------------------------------------------------------------------------------------------------------------
# Assembly: ids, scores, result objects, files
# --------------------------------------------------------------------------------------------------------------

CRAWL_WINDOWS = {"cw12": (date(2012, 2, 10), date(2012, 5, 10)), "cw22": (date(2022, 1, 3), date(2022, 3, 28))}
USED_TREC_IDS: set[str] = set()


def new_trec_id(index: str, rng: random.Random) -> str:
    while True:
        if index == "cw12":
            tid = f"clueweb12-{rng.randint(0, 19):02d}{rng.randint(0, 19):02d}wb-{rng.randint(0, 99):02d}-{rng.randint(0, 99999):05d}"
        else:
            tid = f"clueweb22-en00{rng.randint(0, 47):02d}-{rng.randint(0, 99):02d}-{rng.randint(0, 99999):05d}"
        if tid not in USED_TREC_IDS:
            USED_TREC_IDS.add(tid)
            return tid


def crawl_date(index: str, doc: dict, rng: random.Random) -> str:
    lo, hi = CRAWL_WINDOWS[index]
    start = lo
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", doc.get("date", "")):
        start = max(lo, date.fromisoformat(doc["date"]))
    span = (hi - start).days
    day = date.fromordinal(start.toordinal() + rng.randint(min(1, span), max(1, span)))
    return f"{day.isoformat()}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"


def prepare_doc(doc: dict, terms: set[str]) -> None:
    s = SITES[doc["host"]]
    scheme = "http" if s["era"] == 2012 else "https"
    doc.setdefault("url", f"{scheme}://{doc['host']}{doc['path']}")
    blocks, posts = parse_markup(doc["body"]) if doc["body"] else ([], [])
    _, cposts = parse_markup(doc["comments"]) if doc["comments"] else ([], [])
    doc["blocks"], doc["posts"], doc["comment_posts"] = blocks, posts, cposts
    texts = block_texts(blocks) + [t for p in posts for t in block_texts(p["blocks"])]
    if s["skin"] in ("qa", "shop"):
        texts += [t for p in cposts for t in block_texts(p["blocks"])]
    if doc.get("pdf_lines"):
        texts = [" ".join(line for line in doc["pdf_lines"] if line)]
    doc["texts"] = texts
    doc["words"] = sum(len(t.split()) for t in texts)
    doc["snippet_text"] = doc.get("snippet") or pick_snippet(texts, terms)
    doc["page_title_text"] = page_title(doc, s)


def render_doc(doc: dict) -> bytes:
    if doc.get("pdf_lines"):
        return make_pdf(doc["pdf_lines"])
    s = SITES[doc["host"]]
    text = SKINS[s["skin"]](doc, s)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.encode(doc.get("encoding", "utf-8"))


def build_topic(topic: dict) -> tuple[dict, list[tuple[dict, dict]]]:
    """Return the search file object and the list of (result, doc) pairs in rank order."""
    index = topic["index"]
    rng = random.Random(f"{SEED}:{topic['id']}")
    terms = query_terms(topic["title"])
    by_key: dict[str, dict] = {}
    score = round(rng.uniform(1650.0, 2450.0), 4)
    results, pairs = [], []
    for rank, doc in enumerate(topic["docs"]):
        if rank > 0:
            if doc.get("tie"):
                pass
            elif doc.get("dup_of"):
                score = round(score - rng.uniform(0.02, 0.6), 4)
            else:
                roll = rng.random()
                gap = (
                    rng.uniform(0.05, 9.0)
                    if roll < 0.6
                    else rng.uniform(9.0, 60.0)
                    if roll < 0.9
                    else rng.uniform(60.0, 170.0)
                )
                score = round(score - gap, 4)
        if doc.get("dup_of"):
            original = by_key[doc["dup_of"]]
            res = dict(original["result"])
            res["score"] = score
            results.append(res)
            pairs.append((res, original))
            continue
        prepare_doc(doc, terms)
        trec_id = new_trec_id(index, rng)
        uid = doc_uuid(index, trec_id)
        spam = doc.get("spam_rank")
        if spam is None:
            kind = SITES[doc["host"]]["skin"]
            spam = (
                rng.randint(3, 22)
                if kind == "spam"
                else rng.randint(52, 88)
                if kind in ("forum", "qa")
                else rng.randint(60, 97)
            )
        pr_exp = rng.uniform(-9.4, -8.6) if SITES[doc["host"]]["skin"] == "spam" else rng.uniform(-9.2, -7.4)
        res = {
            "index": index,
            "uuid": uid,
            "score": score,
            "target_uri": doc["url"],
            "target_hostname": doc["host"],
            "title": highlight(doc["page_title_text"], terms),
            "snippet": highlight(doc["snippet_text"], terms),
            "trec_id": trec_id,
            "warc_id": f"urn:uuid:{uuid.UUID(int=rng.getrandbits(128), version=4)}",
            "cache_uri": f"https://chatnoir-webcontent.web.webis.de/?uuid={uid}&index={index}",
            "crawl_date": crawl_date(index, doc, rng),
            "page_rank": float(f"{10**pr_exp:.7e}"),
            "spam_rank": spam,
            "content_type": "application/pdf" if doc.get("pdf_lines") else "text/html",
            "lang": "en",
            "explanation": None,
        }
        doc["result"] = res
        by_key[doc["key"]] = doc
        results.append(res)
        pairs.append((res, doc))
    meta = {
        "query_time": rng.randint(180, 4800),
        "total_results": rng.randint(40_000, 900_000),
        "indices": [index],
        "search_method": "bm25",
    }
    search = {"index": index, "query": topic["title"], "meta": meta, "results": results}
    return search, pairs


# --------------------------------------------------------------------------------------------------------------
# Topics
# --------------------------------------------------------------------------------------------------------------

TOPICS = [
    {
        "id": "c1",
        "set": "comparative",
        "number": 1,
        "index": "cw12",
        "docs": C1_DOCS,
        "title": "Which is better for long-distance hiking, trail runners or hiking boots?",
        "objects": "trail runners, hiking boots",
        "description": "A hiker is preparing a thru-hike of several weeks on a long-distance trail and wonders whether to wear "
        "lightweight trail running shoes or traditional hiking boots. They want to know what experienced "
        "hikers and experts say about the two kinds of footwear.",
        "narrative": "Relevant documents compare trail runners and hiking boots for long-distance hiking with respect to at "
        "least one aspect such as weight, ankle support, blisters, durability, waterproofing or comfort over many "
        "miles. Highly relevant documents give reasons for their preference or a clear recommendation. Documents "
        "describing only one kind of footwear without relating it to the other, race results, and fashion "
        "articles about boots are not relevant.",
    },
    {
        "id": "c2",
        "set": "comparative",
        "number": 2,
        "index": "cw12",
        "docs": C2_DOCS,
        "title": "Kindle vs. iPad: which is better for reading books?",
        "objects": "Kindle, iPad",
        "description": "Someone who reads several novels a month wants to buy a device for e-books and wonders whether an "
        "Amazon Kindle e-reader or an Apple iPad tablet is the better choice for reading.",
        "narrative": "Relevant documents compare the Kindle and the iPad as reading devices, for example regarding eye strain, "
        "readability in sunlight or in the dark, battery life, weight, price, book selection or distractions. "
        "Highly relevant documents give reasons and a recommendation. Documents about only one of the devices "
        "without reference to reading books, such as tablet sales figures or troubleshooting guides, are not "
        "relevant.",
    },
    {
        "id": "c3",
        "set": "comparative",
        "number": 3,
        "index": "cw12",
        "docs": C3_DOCS,
        "title": "What is the difference between butter and margarine for baking?",
        "objects": "butter, margarine",
        "description": "A home baker wants to understand how butter and margarine differ when used in cakes, cookies and "
        "pastry, and which of the two gives better results.",
        "narrative": "Relevant documents explain differences between butter and margarine that matter for baking, such as fat "
        "and water content, flavour, texture, spreading of cookies, flakiness of pastry, cost, or health aspects, "
        "ideally saying which to use when. Documents that discuss only the health effects of margarine without "
        "any baking context are partially relevant. Recipes that merely list one of the two as an ingredient, "
        "and pages about other kinds of butter, are not relevant.",
    },
    {
        "id": "p1",
        "set": "controversial",
        "number": 1,
        "index": "cw22",
        "docs": P1_DOCS,
        "title": "Should cities ban cars from their downtown areas?",
        "description": "A resident of a mid-sized city hears that the city council is considering making the downtown area "
        "car-free. Before the public hearing, the resident wants to weigh the arguments for and against "
        "banning private cars from city centres.",
        "narrative": "Highly relevant documents contain arguments for or against banning or strongly restricting private cars "
        "in city centres, for instance concerning air quality, road safety, local businesses, accessibility for "
        "people with disabilities and elderly people, public transport, or fairness to people living outside the "
        "city. Documents that only describe a car-free zone or event without arguing, and documents about "
        "driving bans for individuals or about video games, are not relevant.",
    },
    {
        "id": "p2",
        "set": "controversial",
        "number": 2,
        "index": "cw22",
        "docs": P2_DOCS,
        "title": "Should daylight saving time be abolished?",
        "description": "A user is annoyed by changing the clocks twice a year and wants to know whether there are good reasons "
        "to abolish daylight saving time, or good reasons to keep it.",
        "narrative": "Highly relevant documents argue for or against abolishing daylight saving time or the seasonal clock "
        "change, for instance with reference to sleep and health, traffic accidents, energy savings, economic "
        "effects, or the choice between permanent standard time and permanent daylight saving time. Documents "
        "that only state when the clocks change, that explain time zones in general, or that use the phrase for "
        "advertising are not relevant.",
    },
]


def topics_xml(topics: list[dict]) -> bytes:
    def x(text: str) -> str:
        return html.escape(text, quote=False)

    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<topics>"]
    for t in topics:
        out += ["  <topic>", f"    <number>{t['number']}</number>", f"    <title>{x(t['title'])}</title>"]
        if t.get("objects"):
            out.append(f"    <objects>{x(t['objects'])}</objects>")
        out += [
            f"    <description>{x(t['description'])}</description>",
            f"    <narrative>{x(t['narrative'])}</narrative>",
            "  </topic>",
        ]
    out.append("</topics>")
    return ("\n".join(out) + "\n").encode("utf-8")


# --------------------------------------------------------------------------------------------------------------
# Writing and checking
# --------------------------------------------------------------------------------------------------------------


def write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def check_topic(topic: dict, search: dict, pairs: list) -> None:
    results = search["results"]
    assert len(results) == 25, (topic["id"], len(results))
    scores = [r["score"] for r in results]
    assert all(a >= b for a, b in itertools.pairwise(scores)), topic["id"]
    assert all(300 < s < 3000 for s in scores), topic["id"]
    for r in results:
        prefix = "clueweb12" if topic["index"] == "cw12" else "clueweb22"
        assert r["uuid"] == str(uuid.uuid5(uuid.NAMESPACE_URL, f"{prefix}:{r['trec_id']}"))
        pattern = r"clueweb12-\d{4}wb-\d{2}-\d{5}" if topic["index"] == "cw12" else r"clueweb22-en\d{4}-\d{2}-\d{5}"
        assert re.fullmatch(pattern, r["trec_id"]), r["trec_id"]
        assert "token" not in r["cache_uri"] and "apikey" not in r["cache_uri"]
    for _, doc in pairs:
        blob = " ".join(doc["texts"]).lower()
        assert "lorem" not in blob and "ipsum" not in blob, doc["key"]


EDGE_CASES = [
    ("c1-ukhw-whw", "tied score: the results at these two ranks have exactly the same score"),
    ("c1-pctnotebook-footwear", "no document recorded: replay must fall back to title + snippet"),
    (
        "c2-clearsight-eink",
        "duplicate result: the same trec_id/uuid is served twice, at adjacent ranks with slightly different scores",
    ),
    (
        "c3-helene-puff",
        'windows-1252 page declared with <meta charset="windows-1252"> (curly quotes, accents, en dashes)',
    ),
    (
        "p1-portcalder-study",
        "PDF document: content_type application/pdf in the result and in the .json metadata, body starts with %PDF-1.4",
    ),
    ("p2-pollcast-empty", "nearly empty page: a client-side rendered app shell with no text content"),
]


def readme(topic_rows: list[str], edge_rows: list[str], stats: dict) -> bytes:
    text = f"""# Demo fixtures (invented data)

Everything in this directory is **invented demo data**, written for this project: the topics, hostnames, URLs,
ClueWeb ids, scores and every word of every page. No page, title, snippet, URL or id was copied from ChatNoir,
ClueWeb or the Touché data sets. The hostnames are made up; any resemblance to a real site is accidental.

It exists so that the whole pipeline (topics -> ChatNoir search -> cached documents -> re-ranking -> TREC run) can
run offline on a fresh machine, replaying the store instead of calling ChatNoir.

## Contents

- `comparative/topics.xml`: 3 comparative topics (Touché task 2 format, with `<objects>`), searched in `cw12`.
- `controversial/topics.xml`: 2 controversial topics (Touché 2023 task 1 style), searched in `cw22`.
- `store/`: a fixture store in the format of `docs/fixture-format.md`:
  - `store.json`
  - `search/<index>/<slug>--<hash>.json`: one recorded search per topic title (the title verbatim), 25 results each.
  - `documents/<index>/<uuid>.html`: the raw bytes of each result's cached page ({stats["documents"]} documents).
  - `documents/cw22/<uuid>.json`: metadata for the ClueWeb22 documents (status, content type). The ClueWeb12 documents
    have none, as in a store imported from old dumps, so replay serves them as `text/html`.

The pages vary in quality the way real results do: argumentative comparisons with a recommendation, balanced
pros-and-cons pages, forum threads, Q&A pages, product and category pages that mention only one object, news
reports, glossary entries, off-topic pages that merely share a word with the query, and keyword spam.

## Topics

| Set | No. | Index | Title |
|---|---|---|---|
{chr(10).join(topic_rows)}

## Edge cases

| Topic | Rank(s) | UUID | What it exercises |
|---|---|---|---|
{chr(10).join(edge_rows)}

## Search file names

`<slug>` is the query lower-cased, every run of characters other than `a-z0-9` replaced by `-`, trimmed of `-`, cut
to 60 characters and trimmed of `-` again (`query` if empty); `<hash>` is the first 16 hex digits of the SHA-256 of
the exact query string in UTF-8.

## Regenerating

The content lives as data in `scripts/make_demo_fixtures.py`. To rebuild `fixtures/` (byte-identical output):

```
.venv/bin/python scripts/make_demo_fixtures.py
```

The store holds {stats["files"]} files, {stats["bytes"] / 1024 / 1024:.2f} MB.
"""
    return text.encode("utf-8")


def main() -> None:
    if STORE.exists():
        shutil.rmtree(STORE)
    write(STORE / "store.json", dump_json({"format": "comparative-ir-fixtures", "version": 1}))
    by_key: dict[str, tuple[dict, list]] = {}
    n_docs = 0
    for topic in TOPICS:
        search, pairs = build_topic(topic)
        check_topic(topic, search, pairs)
        index = topic["index"]
        write(STORE / "search" / index / search_filename(topic["title"]), dump_json(search))
        written: set[str] = set()
        for rank, (res, doc) in enumerate(pairs, 1):
            uid = res["uuid"]
            by_key.setdefault(doc["key"], (topic, []))[1].append(rank)
            if doc.get("tie"):
                by_key[doc["key"]][1].insert(0, rank - 1)
            if doc.get("missing") or uid in written:
                continue
            written.add(uid)
            n_docs += 1
            write(STORE / "documents" / index / f"{uid}.html", render_doc(doc))
            if index == "cw22":
                ctype = (
                    "application/pdf" if doc.get("pdf_lines") else f"text/html; charset={doc.get('encoding', 'utf-8')}"
                )
                write(
                    STORE / "documents" / index / f"{uid}.json",
                    dump_json({"uuid": uid, "index": index, "status": 200, "content_type": ctype}),
                )
    for set_name in ("comparative", "controversial"):
        write(FIXTURES / set_name / "topics.xml", topics_xml([t for t in TOPICS if t["set"] == set_name]))

    topic_rows = [f"| {t['set']} | {t['number']} | {t['index']} | {t['title']} |" for t in TOPICS]
    edge_rows = []
    for key, what in EDGE_CASES:
        topic, ranks = by_key[key]
        search = json.loads((STORE / "search" / topic["index"] / search_filename(topic["title"])).read_bytes())
        uuids = list(dict.fromkeys(search["results"][r - 1]["uuid"] for r in ranks))
        edge_rows.append(
            f"| {topic['set']} {topic['number']} | {', '.join(map(str, ranks))} | "
            f"{'<br>'.join(f'`{u}`' for u in uuids)} | {what} |"
        )
    files = [p for p in STORE.rglob("*") if p.is_file()]
    stats = {"documents": n_docs, "files": len(files), "bytes": sum(p.stat().st_size for p in files)}
    write(FIXTURES / "README.md", readme(topic_rows, edge_rows, stats))


if __name__ == "__main__":
    main()
