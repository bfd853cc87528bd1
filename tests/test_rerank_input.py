"""TIREx re-rank input (``rerank.jsonl.gz`` in INPUT_DIR): the documents it lists are re-ranked as a run re-ranks
ChatNoir's, with no key and no search; its topics come from the file; bad lines get one clear error."""

import gzip
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from comparative_ir import api
from comparative_ir.chatnoir import DocumentNotRecorded
from comparative_ir.cli import main
from comparative_ir.credentials import ENV_API_KEY
from comparative_ir.pipeline import RunOptions, retrieve_topic
from comparative_ir.recording import FixtureStore, ReplayBackend
from comparative_ir.rerank_input import find_rerank_file, parse_rerank_lines
from comparative_ir.runfile import read_run
from comparative_ir.text_import import SNIPPET_CHARS, PageText, page_title
from comparative_ir.topics import Topic, parse_topics

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "fixtures"
QUESTION = "Which is better for gaming, a laptop or a desktop?"
GUIDE = (
    "A desktop is better than a laptop for gaming because it has more cooling and a faster graphics card. "
    "However, a laptop is easier to carry. Therefore I recommend a desktop if you play at home."
)


def _tirex_rows(task: str) -> list[dict]:
    """The demo's ChatNoir results as TIREx writes a re-rank file: query, original_query, docno, the page's
    extracted text, rank and score (no title, no snippet)."""
    backend = ReplayBackend(FixtureStore(FIXTURES / "store"))
    rows = []
    for topic in parse_topics(FIXTURES / task / "topics.xml"):
        original = {"query_id": topic.number, "title": topic.title, "description": topic.description or ""}
        for c in retrieve_topic(backend, topic, RunOptions(task=task)):
            try:
                page = backend.fetch_document(c.uuid, c.index).body.decode("utf-8", "replace")
            except DocumentNotRecorded:
                page = ""
            text = api.clean(page, title=c.title) if page else ""
            rows.append(
                dict(qid=topic.number, query=topic.title, original_query=original, docno=c.docno, text=text,
                     original_document={}, rank=c.chatnoir_rank, score=c.score)
            )  # fmt: skip
    return rows


def _write(directory: Path, rows: list[dict], name: str = "rerank.jsonl.gz") -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    opener = gzip.open if name.endswith(".gz") else open
    with opener(directory / name, "wt", encoding="utf-8") as handle:
        for row in rows:
            handle.write((row if isinstance(row, str) else json.dumps(row)) + "\n")
    return directory


def _expected(rows: list[dict], task: str) -> dict[str, list[str]]:
    """The order a run must give: each text read as a run reads an imported text, titled by its first line."""
    order: dict[str, list[str]] = {}
    for qid in dict.fromkeys(r["qid"] for r in rows):
        mine = [r for r in rows if r["qid"] == qid]
        docs = []
        for r in mine:
            title = page_title(PageText(qid, r["docno"], r["text"]))
            text = api.clean(r["text"], html=False, title=title)
            docs.append(api.Doc(r["docno"], title, text, " ".join(r["text"].split())[:SNIPPET_CHARS], r["score"]))
        order[qid] = [d.docno for d in api.rerank(mine[0]["query"], docs, task)]
    return order


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_a_tirex_input_directory_is_re_ranked_without_a_key(tmp_path, monkeypatch, task):
    monkeypatch.delenv(ENV_API_KEY, raising=False)
    rows = _tirex_rows(task)
    inp = _write(tmp_path / "in", rows)
    out = tmp_path / "out"
    args = ["run", "-i", str(inp), "-o", str(out), "--task", task, "--stance", "--quiet"]
    assert main([*args, "--cache-dir", str(tmp_path / "cache")]) == 0
    assert main(["validate", str(out / "run.txt"), "--topics", str(FIXTURES / task / "topics.xml")]) == 0
    run = read_run(out / "run.txt")
    got: dict[str, list[str]] = {}
    for entry in run:
        got.setdefault(entry.qid, []).append(entry.docno)
    assert got == _expected(rows, task)
    assert {e.stance for e in run} - {"Q0"}  # labelled


def test_topics_come_from_the_file_with_original_querys_fields():
    lines = [
        json.dumps(dict(qid=7, query="  Tea or  coffee? ", docno="d1", text="Tea.", score=2.0, original_query={
            "title": "Tea or coffee?", "description": "Drinks.", "objects": "coffee, tea"})),
        json.dumps(dict(qid="7", query="Tea or coffee?", docno="d2", text="Coffee.", score=1.0)),
        json.dumps(dict(qid="08", query="Should teachers get tenure?", docno="t1", text="Yes.", rank=1)),
    ]  # fmt: skip
    data = parse_rerank_lines(lines, "rerank.jsonl", depth=100)
    assert data.topics == [
        Topic("7", "Tea or coffee?", "Drinks.", None, ("coffee", "tea")),
        Topic("8", "Should teachers get tenure?"),
    ]
    assert [p.result.docno for p in data.pages["7"]] == ["d1", "d2"] and data.lines == 3


def test_only_the_best_depth_documents_of_a_topic_are_kept_by_score_else_rank_else_line():
    scored = [json.dumps(dict(qid="1", query="A or B?", docno=f"d{i}", text="x", score=s)) for i, s in enumerate(
        [1.0, 5.0, 3.0, 4.0, 2.0])]  # fmt: skip
    data = parse_rerank_lines(scored, "f", depth=3)
    assert [p.result.docno for p in data.pages["1"]] == ["d1", "d3", "d2"] and data.below_depth == 2
    ranked = [json.dumps(dict(qid="1", query="A or B?", docno=f"d{i}", text="x", rank=r)) for i, r in enumerate(
        [3, 1, 2])]  # fmt: skip
    assert [p.result.docno for p in parse_rerank_lines(ranked, "f", depth=2).pages["1"]] == ["d1", "d2"]
    plain = [json.dumps(dict(qid="1", query="A or B?", docno=f"d{i}", text="x")) for i in range(3)]
    assert [p.result.docno for p in parse_rerank_lines(plain, "f", depth=2).pages["1"]] == ["d0", "d1"]
    repeated = [*plain, plain[0]]
    assert parse_rerank_lines(repeated, "f", depth=10).repeated == 1
    negative = [json.dumps(dict(qid="1", query="A or B?", docno=f"d{i}", text="x", score=s)) for i, s in enumerate(
        [-3.0, -5.0, -1.0])]  # fmt: skip
    assert [p.result.docno for p in parse_rerank_lines(negative, "f", depth=3).pages["1"]] == ["d2", "d0", "d1"]
    # a line without a score below the depth is not ranked, so it does not matter
    assert [p.result.docno for p in parse_rerank_lines([*negative, plain[0]], "f", depth=3).pages["1"]] == [
        "d2", "d0", "d1"]  # fmt: skip


def test_a_topic_whose_kept_lines_are_partly_scored_is_refused_as_the_api_refuses_it():
    """A participant's review (session 38): the run replaced every given score by N ... 1 without a word, while
    api.rerank refuses such documents and the PyTerrier transformer keeps the scores: 143 of 354 ranks differed."""
    from comparative_ir.recording import DumpError

    lines = [json.dumps(dict(qid="1", query="A or B?", docno=f"d{i}", text="x", **extra)) for i, extra in enumerate(
        [{"score": 100.0}, {"score": 1.0}, {}])]  # fmt: skip
    with pytest.raises(DumpError, match=r"^f:3: no 'score', but other lines of topic 1 have one"):
        parse_rerank_lines(lines, "f", depth=3)
    ranked = [json.dumps(dict(qid="1", query="A or B?", docno=f"d{i}", text="x", rank=i + 1)) for i in range(3)]
    assert [p.result.docno for p in parse_rerank_lines(ranked, "f", depth=3).pages["1"]] == ["d0", "d1", "d2"]


def test_the_run_keeps_depth_documents_and_says_how_many_were_left_out(tmp_path, capsys):
    rows = [dict(qid="1", query=QUESTION, docno=f"clueweb12-0000wb-00-0000{i}", text=GUIDE if i == 3 else
                 f"Laptop deals number {i}. " * 10, score=10.0 - i) for i in range(6)]  # fmt: skip
    inp = _write(tmp_path / "in", list(reversed(rows)), name="rerank.jsonl")
    out = tmp_path / "out"
    code = main(["run", "-i", str(inp / "rerank.jsonl"), "-o", str(out), "--depth", "4", "--cache-dir",
                 str(tmp_path / "cache")])  # fmt: skip
    assert code == 0
    docnos = [e.docno for e in read_run(out / "run.txt")]
    assert sorted(docnos) == sorted(r["docno"] for r in rows[:4])  # the best 4 by score
    assert docnos == _expected(rows[:4], "comparative")["1"]
    assert "6 lines, 2 below --depth 4 left out" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        (["not json"], "rerank.jsonl.gz:1: not JSON"),
        ([{"query": "A or B?", "docno": "d", "text": "x"}], ":1: 'qid' must be a topic number"),
        ([{"qid": "1", "query": " ", "docno": "d", "text": "x"}], ":1: 'query' must be"),
        ([{"qid": "1", "query": "A or B?", "docno": "d 1", "text": "x"}], ":1: 'docno' must be"),
        ([{"qid": "1", "query": "A or B?", "docno": "d", "text": 3}], ":1: 'text' must be a string"),
        ([{"qid": "1", "query": "A or B?", "docno": "d", "text": "x", "score": "high"}], ":1: 'score' must be"),
        (
            [
                {"qid": "1", "query": "A or B?", "docno": "d", "text": "x"},
                {"qid": "1", "query": "C or D?", "docno": "e", "text": "x"},
            ],
            ":2: topic 1 has two queries",
        ),
        ([], "no lines"),
        (
            [
                {"qid": "1", "query": "A or B?", "docno": "d", "text": "x", "score": 2.0},
                {"qid": "1", "query": "A or B?", "docno": "e", "text": "x"},
            ],
            ":2: no 'score', but other lines of topic 1 have one: give every line of a topic a score, or none",
        ),
        (
            [{"qid": "1", "query": "A or B?", "docno": "clueweb22-en0001-02-03456", "text": "x"}],
            "1 of 1 documents are of cw22, not cw12 .* run it with --task controversial",
        ),
        (
            [
                {"qid": "1", "query": "A or B?", "docno": "clueweb22-en0001-02-03456", "text": "x"},
                {"qid": "1", "query": "A or B?", "docno": "clueweb12-0000wb-00-00001", "text": "x"},
            ],
            "1 of 2 documents are of cw22, not cw12 .* a run reads one corpus",
        ),
    ],
)
def test_a_bad_file_gets_one_clear_error_and_writes_nothing(tmp_path, lines, message, capsys):
    inp = _write(tmp_path / "in", lines)
    code = main(["run", "-i", str(inp), "-o", str(tmp_path / "out"), "--cache-dir", str(tmp_path / "cache")])
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert re.search(message, err[0]), err[0]
    assert not (tmp_path / "out" / "run.txt").exists()


def test_replay_or_record_with_a_re_rank_input_is_refused(tmp_path, capsys):
    inp = _write(tmp_path / "in", [{"qid": "1", "query": "A or B?", "docno": "d", "text": "x"}])
    assert main(["run", "-i", str(inp), "-o", str(tmp_path / "out"), "--replay", str(FIXTURES / "store")]) == 2
    assert "re-rank input (TIREx)" in capsys.readouterr().err


def test_what_a_re_rank_input_leaves_aside_is_said(tmp_path, capsys):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "topics.xml").write_text(
        "<topics><topic><number>1</number><title>Tea or coffee?</title></topic></topics>"
    )
    row = dict(qid="2", query=QUESTION, docno="clueweb12-0000wb-00-00001", text=GUIDE, score=2.0)
    other = dict(row, qid="3", query="Is tea better than coffee?", text="Tea is better than coffee. " * 5)
    inp = _write(tmp_path / "in", [row, dict(row, score=1.0), other])
    code = main(["run", "-i", str(inp), "-o", str(tmp_path / "out"), "--cache-dir", str(tmp_path / "cache")])
    err = capsys.readouterr().err
    assert code == 0
    assert "topics.xml is not read: the topics are those of the re-rank input rerank.jsonl.gz (2 topics" in err
    assert "1 documents listed twice for one topic: the first line of each was kept" in err
    assert "1 documents have different texts in different topics (e.g. clueweb12-0000wb-00-00001)" in err
    assert "no text" not in err


def test_a_line_without_text_is_warned_about_naming_it(tmp_path, capsys):
    row = dict(qid="1", query=QUESTION, docno="clueweb12-0000wb-00-00001", text=GUIDE, score=2.0)
    bare = dict(qid="1", query=QUESTION, docno="clueweb12-0000wb-00-00002", score=1.0)
    inp = _write(tmp_path / "in", [row, bare, dict(bare, docno="clueweb12-0000wb-00-00003", text="")])
    out = tmp_path / "out"
    code = main(["run", "-i", str(inp), "-o", str(out), "--cache-dir", str(tmp_path / "cache"), "--quiet"])
    err = capsys.readouterr().err
    assert code == 0
    assert re.search(r"WARNING: 2 lines have no text \(e\.g\. \S+rerank\.jsonl\.gz:2\)", err), err
    assert len((out / "run.txt").read_text().splitlines()) == 3


def test_only_the_lines_a_run_ranks_count_as_without_text(tmp_path, capsys):
    """A repeat (its first line kept) or a line below --depth is not read further; a text of blanks is none."""
    row = dict(qid="1", query=QUESTION, docno="clueweb12-0000wb-00-00001", text=GUIDE, score=3.0)
    rows = [row, dict(row, text=""), dict(row, docno="clueweb12-0000wb-00-00002", text="  \n ", score=2.0)]
    rows.append(dict(row, docno="clueweb12-0000wb-00-00003", text="", score=1.0))  # below --depth 2
    inp = _write(tmp_path / "in", rows)
    args = ["run", "-i", str(inp), "-o", str(tmp_path / "out"), "--cache-dir", str(tmp_path / "c"), "--depth", "2"]
    assert main([*args, "--quiet"]) == 0
    err = capsys.readouterr().err
    assert re.search(r"WARNING: 1 lines have no text \(e\.g\. \S+rerank\.jsonl\.gz:3\)", err), err


def test_a_whole_html_page_given_as_the_text_is_cleaned_not_escaped(tmp_path):
    head = "<!DOCTYPE html><html><head><title>Guide</title></head>"
    page = f"{head}<body><nav>Home | Shop</nav><p>{GUIDE}</p></body></html>"
    rows = [dict(qid="1", query=QUESTION, docno="clueweb12-0000wb-00-00001", text=page, score=1.0)]
    inp = _write(tmp_path / "in", rows)
    out = tmp_path / "out"
    assert main(["run", "-i", str(inp), "-o", str(out), "--explain", "--cache-dir", str(tmp_path / "cache")]) == 0
    explained = json.loads((out / "features.jsonl").read_text().splitlines()[0])
    expected = api.features(QUESTION, api.clean(page), "comparative", title="Guide", chatnoir_score=1.0)
    assert explained["features"]["fallback"] == 0.0
    assert explained["features"]["q_log_words"] == pytest.approx(expected["q_log_words"])  # the text, not the tags


def test_a_page_without_a_title_is_described_by_its_words_and_a_queries_file_is_named_as_such(tmp_path, capsys):
    page = f'<?xml version="1.0"?>\n<html><body><script>var x = 1;</script><p>{GUIDE}</p></body></html>'
    data = parse_rerank_lines([json.dumps(dict(qid="1", query=QUESTION, docno="d", text=page))], "f", depth=10)
    result = data.pages["1"][0].result
    assert result.title == "" and result.text.startswith("A desktop is better than a laptop")  # the snippet
    queries = _write(tmp_path / "q", [dict(qid="1", query=QUESTION)], name="queries.jsonl") / "queries.jsonl"
    assert main(["run", "-i", str(queries), "-o", str(tmp_path / "out")]) == 2
    assert "no 'docno': a re-rank input lists each query's documents" in capsys.readouterr().err


def test_a_re_rank_file_of_another_name_and_a_tirex_directory_without_one(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv(ENV_API_KEY, raising=False)
    rows = [dict(qid="1", query=QUESTION, docno="clueweb12-0000wb-00-00001", text=GUIDE, score=1.0)]
    named = _write(tmp_path / "in", rows, name="reranked-by-bm25.jsonl.gz") / "reranked-by-bm25.jsonl.gz"
    assert main(["run", "-i", str(named), "-o", str(tmp_path / "out"), "--cache-dir", str(tmp_path / "c")]) == 0
    full_rank = tmp_path / "full"  # what TIREx gives a full-rank job: queries, documents, no rerank.jsonl.gz
    full_rank.mkdir()
    (full_rank / "queries.jsonl").write_text('{"qid": "1", "query": "Tea or coffee?"}\n')
    (full_rank / "queries.xml").write_text('<topics><topic number="1"><query>Tea or coffee?</query></topic></topics>')
    capsys.readouterr()
    assert main(["run", "-i", str(full_rank), "-o", str(tmp_path / "out2")]) == 2
    assert "give -i the directory holding rerank.jsonl.gz" in capsys.readouterr().err


def test_find_rerank_file(tmp_path):
    assert find_rerank_file(tmp_path) is None
    (tmp_path / "topics.xml").write_text("<topics/>")
    assert find_rerank_file(tmp_path) is None and find_rerank_file(tmp_path / "topics.xml") is None
    (tmp_path / "texts.jsonl.gz").write_bytes(gzip.compress(b""))
    assert find_rerank_file(tmp_path / "texts.jsonl.gz") == tmp_path / "texts.jsonl.gz"  # named: read whatever its name
    assert find_rerank_file(tmp_path) is None  # in a directory: rerank.jsonl(.gz), as TIREx names it
    (tmp_path / "rerank.jsonl").write_text("")
    assert find_rerank_file(tmp_path) == tmp_path / "rerank.jsonl"
    (tmp_path / "rerank.jsonl.gz").write_bytes(gzip.compress(b""))
    assert find_rerank_file(tmp_path) == tmp_path / "rerank.jsonl.gz"


@pytest.mark.skipif(not (FIXTURES / "store" / "store.json").exists(), reason="demo fixtures not built")
def test_the_tira_entry_point_re_ranks_a_tirex_input(tmp_path):
    inp = _write(tmp_path / "in", _tirex_rows("comparative"))
    env = {k: v for k, v in os.environ.items() if k != ENV_API_KEY}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    proc = subprocess.run(
        [str(REPO / "my-software.sh"), "-i", str(inp), "-o", str(tmp_path / "out"), "--quiet"],
        capture_output=True, text=True, timeout=180, env=env,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert len(read_run(tmp_path / "out" / "run.txt")) == len(_tirex_rows("comparative"))


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_the_same_rows_rank_and_label_alike_through_the_command_and_pyterrier(tmp_path, task):
    """A reviewer gave one TIREx file to the command and, as a frame, to the PyTerrier re-ranker: the order differed
    on 8 of 25 topics and the labels on 2, because the transformer took the texts as given while the command reads
    them as imported texts (cleaned as plain pages, titled by their first line). Both read them alike now."""
    pytest.importorskip("pyterrier")
    pd = pytest.importorskip("pandas")
    from comparative_ir.pyterrier import ComparativeReRanker

    rows = _tirex_rows(task)
    question = rows[0]["query"]
    made = [  # texts where the reading matters: a first line that names the question, a text too short for a page
        f"{question}\n{GUIDE}\nThe desktop wins for most people.",
        "Desktop. Hands down.",
        f"Menu\nHome\nAbout\n{GUIDE}",
    ]
    if task == "comparative":  # a page whose <title> takes the side its body does not: the title must be read alike
        a, b = api.parse(question).objects[:2]
        body = f"<p>People ask about {a} and {b} all the time. Some like one, some the other, and both sell well.</p>"
        made.append(f"<html><head><title>{b} are better than {a}</title></head><body><article>{body * 2}</article>"
                    "</body></html>")  # fmt: skip
    for k, text in enumerate(made):
        rows.append({**rows[0], "docno": f"made-{k}", "text": text, "rank": 100 + k, "score": -1.0 - k})
    out = tmp_path / "out"
    args = ["run", "-i", str(_write(tmp_path / "in", rows)), "-o", str(out), "--task", task, "--stance", "--quiet"]
    assert main([*args, "--cache-dir", str(tmp_path / "cache"), "--rerank-depth", "1000"]) == 0
    command = [(e.qid, e.docno, e.stance) for e in read_run(out / "run.txt")]
    frame = pd.DataFrame([{k: r[k] for k in ("qid", "query", "docno", "text", "rank", "score")} for r in rows])
    reranked = ComparativeReRanker(task, stance=True)(frame).sort_values(["qid", "rank"], key=_topic_order)
    assert [(r.qid, r.docno, r.stance) for r in reranked.itertuples()] == command


def _topic_order(column):
    """Topics in the run file's order (by number), documents by rank."""
    return column.astype(int) if column.name == "qid" else column


def test_a_full_rank_directory_without_a_topics_file_gets_the_tirex_hint(tmp_path, capsys, monkeypatch):
    """The documented hint for a full-rank stage's directory (queries.jsonl, documents.jsonl) came only with a missing
    key; without a topics file the run stopped first, at "no topics.xml" (a TIRA-style review)."""
    full = tmp_path / "fullrank"
    full.mkdir()
    (full / "queries.jsonl").write_text('{"qid": "1", "query": "tea or coffee?"}\n')
    (full / "documents.jsonl").write_text('{"docno": "d1", "text": "Tea."}\n')
    for key in ("set", "unset"):
        if key == "set":
            monkeypatch.setenv(ENV_API_KEY, "some-key")
        else:
            monkeypatch.delenv(ENV_API_KEY, raising=False)
        assert main(["run", "-i", str(full), "-o", str(tmp_path / "out"), "--quiet"]) == 2
        err = capsys.readouterr().err
        assert "give -i the directory holding rerank.jsonl.gz" in err and "Traceback" not in err, err
