"""Documents stage over real HTTP: the fault matrix, the cache, record/replay of documents, key hygiene."""

import os
import re
import shutil

import pytest
from chatnoir_standin import ChatNoirStandIn, Fault

from comparative_ir.cli import main
from comparative_ir.retrieval import document_uuid
from comparative_ir.runfile import read_run

KEY = "doc-test-key-5f3a9c"
TOPICS = {"1": "Which is better, tea or coffee?", "2": "Should cities ban cars?"}
PAGE = (
    "<html><head><title>Tea or coffee</title></head><body><nav>Home | About | Shop</nav><article><h1>Tea vs coffee"
    "</h1>{}</article><footer>Copyright 2012</footer></body></html>"
)
PARAGRAPH = (
    "<p>Coffee has more caffeine than tea, which is why many people prefer it in the morning. Tea, however, is "
    "gentler on the stomach and contains L-theanine, so the energy it gives is calmer and lasts longer.</p>"
)


def _trec(qid: str, i: int) -> str:
    return f"clueweb12-00{qid}0wb-00-{i:05d}"


def _uuid(qid: str, i: int) -> str:
    return document_uuid(_trec(qid, i), "cw12")


@pytest.fixture
def standin(tmp_path):
    with ChatNoirStandIn(store=None, api_key=KEY) as server:
        for qid, title in TOPICS.items():
            results = [
                {
                    "index": "cw12",
                    "uuid": _uuid(qid, i),
                    "trec_id": _trec(qid, i),
                    "score": 100.0 - i,
                    "title": f"{title} page {i}",
                    "snippet": f"snippet {i} about tea and coffee",
                    "target_uri": f"http://example.com/{qid}/{i}",
                }
                for i in range(6)
            ]
            server.add_search("cw12", title, results)
            for i in range(6):
                server.serve_document("cw12", _uuid(qid, i), PAGE.format(PARAGRAPH * (i + 2)).encode())
        yield server


def _run(tmp_path, standin, monkeypatch, *extra):
    monkeypatch.setenv("CHATNOIR_API_KEY", KEY)
    in_dir = tmp_path / "in"
    in_dir.mkdir(exist_ok=True)
    xml = "".join(f"<topic><number>{q}</number><title>{t}</title></topic>" for q, t in TOPICS.items())
    (in_dir / "topics.xml").write_text(f"<topics>{xml}</topics>")
    out = tmp_path / "out"
    args = ["run", "-i", str(in_dir), "-o", str(out), "--endpoint", standin.base_url, "--depth", "6"]
    args += ["--attempts", "3", "--timeout", "1", "--backoff", "0.01", "--cache-dir", str(tmp_path / "cache")]
    code = main([*args, *extra])
    return code, out / "run.txt"


def _summary(err: str) -> dict[str, int]:
    line = next(line for line in err.splitlines() if "documents:" in line)
    found = re.findall(r"(\d+) (fetched|from cache|fell back|failed)", line)
    return {name: int(count) for count, name in found} | {"line": line}


def _check_complete(code, run_path):
    assert code == 0
    entries = read_run(run_path)
    assert {e.qid for e in entries} == set(TOPICS)
    assert len(entries) == 12


def test_all_documents_fetched(tmp_path, standin, monkeypatch, capsys):
    code, run = _run(tmp_path, standin, monkeypatch)
    _check_complete(code, run)
    s = _summary(capsys.readouterr().err)
    assert (s["fetched"], s["from cache"], s["fell back"], s["failed"]) == (12, 0, 0, 0)


def test_warm_cache_fetches_nothing(tmp_path, standin, monkeypatch, capsys):
    _run(tmp_path, standin, monkeypatch)
    first = (tmp_path / "out" / "run.txt").read_bytes()
    capsys.readouterr()
    standin.clear_requests()
    code, run = _run(tmp_path, standin, monkeypatch)
    _check_complete(code, run)
    assert _summary(capsys.readouterr().err)["from cache"] == 12
    assert not [r for r in standin.requests if r.path == "/cache"]
    assert run.read_bytes() == first


def test_a_smaller_max_document_bytes_applies_to_cached_pages_too(tmp_path, standin, monkeypatch, capsys):
    """A page cleaned under a larger limit was served from the cache under a smaller one: the same command wrote
    a different run file depending on what an earlier run had cached."""
    limit = str(len(PAGE.format(PARAGRAPH * 4)))  # pages 0-2 of each topic fit, 3-5 do not
    (tmp_path / "cold").mkdir()
    _run(tmp_path / "cold", standin, monkeypatch, "--max-document-bytes", limit)
    cold = (tmp_path / "cold" / "out" / "run.txt").read_bytes()
    cold_summary = _summary(capsys.readouterr().err)
    _run(tmp_path, standin, monkeypatch)  # fills the cache with every page, under the default limit
    capsys.readouterr()
    code, run = _run(tmp_path, standin, monkeypatch, "--max-document-bytes", limit)
    warm_summary = _summary(capsys.readouterr().err)
    assert code == 0 and cold_summary["fell back"] == warm_summary["fell back"] == 6
    assert run.read_bytes() == cold


@pytest.mark.parametrize(
    ("fault", "expect"),
    [
        (Fault("hang", seconds=30, count=5), {"failed": 1}),  # every attempt times out
        (Fault("status", status=502, count=2), {"fetched": 12}),  # a 5xx burst shorter than the attempts
        (Fault("status", status=503, count=5), {"failed": 1}),  # longer than the attempts
        (Fault("status", status=429, headers={"Retry-After": "0"}), {"fetched": 12}),
        (Fault("drop_mid_body"), {"fetched": 12}),  # retried
        (Fault("drop_mid_body", count=5), {"failed": 1}),
    ],
    ids=["timeouts", "5xx-burst", "5xx-long", "429", "dropped-mid-body", "dropped-mid-body-always"],
)
def test_fault_matrix_transport(tmp_path, standin, monkeypatch, capsys, fault, expect):
    fault.path_prefix = f"/cw12/{_uuid('1', 3)}"
    fault.host = "content"
    standin.inject(fault)
    code, run = _run(tmp_path, standin, monkeypatch)
    _check_complete(code, run)
    s = _summary(capsys.readouterr().err)
    for name, value in expect.items():
        assert s[name] == value, s["line"]
    assert s["fetched"] + s["fell back"] + s["failed"] == 12


@pytest.mark.parametrize(
    ("body", "content_type", "status", "reason"),
    [
        (None, "", 404, "http-404"),
        (b"<html><body>" + b"<p>big page</p>" * 1_400_000 + b"</body></html>", "text/html", 200, "too-large"),
        (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF", "application/pdf", 200, "non-html"),
        (b"", "text/html", 200, "empty"),
    ],
    ids=["404", "20MB", "pdf", "empty"],
)
def test_fault_matrix_content(tmp_path, standin, monkeypatch, capsys, body, content_type, status, reason):
    uuid = _uuid("2", 4)
    if status == 404:
        standin.serve_document("cw12", uuid, b"not here", status=404)
    else:
        standin.serve_document("cw12", uuid, body, content_type=content_type)
    code, run = _run(tmp_path, standin, monkeypatch)
    _check_complete(code, run)
    s = _summary(capsys.readouterr().err)
    assert s["fell back"] == 1 and f"({reason} 1)" in s["line"], s["line"]
    assert s["fetched"] == 11


@pytest.mark.parametrize("status", [410, 451])
def test_a_page_gone_for_good_falls_back_once_and_is_not_fetched_again(tmp_path, standin, monkeypatch, capsys, status):
    """HTTP 451 (unavailable for legal reasons) was a failure: not cached, so every rerun asked again."""
    uuid = _uuid("2", 4)
    standin.serve_document("cw12", uuid, b"unavailable", status=status)
    code, run = _run(tmp_path, standin, monkeypatch)
    _check_complete(code, run)
    s = _summary(capsys.readouterr().err)
    assert s["fell back"] == 1 and f"(http-{status} 1)" in s["line"] and s["failed"] == 0, s["line"]
    shutil.rmtree(tmp_path / "out")
    code, run = _run(tmp_path, standin, monkeypatch)
    _check_complete(code, run)
    s = _summary(capsys.readouterr().err)
    assert (s["fetched"], s["from cache"], s["failed"]) == (0, 11, 0) and f"(http-{status} 1)" in s["line"], s["line"]


def test_invalid_utf8_is_decoded_not_fatal(tmp_path, standin, monkeypatch, capsys):
    body = PAGE.format(PARAGRAPH * 3).encode().replace(b"Coffee has", b"Caf\xe9 \xff\xfe has")
    standin.serve_document("cw12", _uuid("1", 0), body, content_type="text/html; charset=utf-8")
    code, run = _run(tmp_path, standin, monkeypatch)
    _check_complete(code, run)
    assert _summary(capsys.readouterr().err)["fetched"] == 12


def test_401_on_cache_stops_the_run(tmp_path, standin, monkeypatch, capsys):
    standin.inject(Fault("status", status=401, path_prefix="/cache"))
    code, run = _run(tmp_path, standin, monkeypatch)
    assert code == 3 and not run.exists()
    assert "HTTP 401" in capsys.readouterr().err


def test_a_server_that_cannot_be_reached_stops_the_run_and_the_rerun_completes_it(
    tmp_path, standin, monkeypatch, capsys
):
    """ChatNoir gone after the searches: every page fell back to its snippet and the run ended with exit 0, a
    degraded run a wrapper (TIRA) took for a finished one (a TIRA-style review). Once as many documents in a row as two
    rounds of the download threads cannot be reached, the run stops (exit 3); the rerun resumes it."""
    (tmp_path / "ref").mkdir()
    code, reference = _run(tmp_path / "ref", standin, monkeypatch)
    assert code == 0
    capsys.readouterr()
    standin.inject(Fault("drop", path_prefix="/cache", count=10_000))  # every connection closed unanswered
    code, run = _run(tmp_path, standin, monkeypatch, "--workers", "2")
    err = capsys.readouterr().err
    assert code == 3 and not run.exists()
    assert "and so did the 3 documents before it: ChatNoir cannot be reached, so the run stopped" in err, err
    assert "Traceback" not in err
    standin.clear_faults()
    code, run = _run(tmp_path, standin, monkeypatch, "--workers", "2")
    _check_complete(code, run)
    assert run.read_bytes() == reference.read_bytes()


def test_a_few_pages_that_cannot_be_reached_fall_back(tmp_path, standin, monkeypatch, capsys):
    """Fewer unreachable pages in a row than the limit: those pages fall back, the run completes."""
    standin.inject(Fault("drop", path_prefix="/cache", count=3))  # one page, all three attempts
    code, run = _run(tmp_path, standin, monkeypatch, "--workers", "1")
    _check_complete(code, run)
    assert _summary(capsys.readouterr().err)["failed"] == 1


def test_record_replay_documents_and_no_key_anywhere(tmp_path, standin, monkeypatch, capsys):
    store = tmp_path / "store"
    code, run = _run(tmp_path, standin, monkeypatch, "--record", str(store))
    _check_complete(code, run)
    live = run.read_bytes()
    assert len(list((store / "documents" / "cw12").glob("*.html"))) == 12
    # replay with an empty cache: every document comes from the store, the run is identical
    monkeypatch.delenv("CHATNOIR_API_KEY")
    capsys.readouterr()

    def replay(name):
        out = tmp_path / name
        args = ["run", "-i", str(tmp_path / "in"), "-o", str(out), "--replay", str(store), "--depth", "6"]
        assert main([*args, "--cache-dir", str(tmp_path / f"cache-{name}")]) == 0
        return (out / "run.txt").read_bytes(), _summary(capsys.readouterr().err)

    replayed, s = replay("replayed")
    assert replayed == live and (s["fetched"], s["fell back"]) == (12, 0)
    # a document missing from the store falls back to title and snippet, counted, not fatal
    (store / "documents" / "cw12" / f"{_uuid('2', 5)}.html").unlink()
    _, s = replay("missing")
    assert (s["fetched"], s["fell back"]) == (11, 1) and "not-recorded 1" in s["line"]
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path


def test_a_replay_uses_only_what_its_store_holds_whatever_is_cached(tmp_path, standin, monkeypatch, capsys):
    """A replay of a store without a document fell back for it on a cold cache but used the text another run had
    cached: the same command gave two run files (a user's walkthrough, session 16). The store decides."""
    store = tmp_path / "store"
    code, _ = _run(tmp_path, standin, monkeypatch, "--record", str(store))
    assert code == 0
    (store / "documents" / "cw12" / f"{_uuid('2', 5)}.html").unlink()
    monkeypatch.delenv("CHATNOIR_API_KEY")
    capsys.readouterr()

    def replay(name, cache):
        out = tmp_path / name
        args = ["run", "-i", str(tmp_path / "in"), "-o", str(out), "--replay", str(store), "--depth", "6"]
        assert main([*args, "--cache-dir", str(tmp_path / cache)]) == 0
        return (out / "run.txt").read_bytes(), _summary(capsys.readouterr().err)

    cold, s_cold = replay("cold", "fresh-cache")
    warm, s_warm = replay("warm", "cache")  # the recording run's cache holds all 12 texts
    assert cold == warm
    assert s_cold["fell back"] == s_warm["fell back"] == 1 and "not-recorded 1" in s_warm["line"]
    assert s_warm["from cache"] == 11


def test_a_run_without_any_result_fails_and_writes_no_run_file(tmp_path, standin, monkeypatch, capsys):
    """ChatNoir finding nothing for every topic gave exit 0 and an empty run.txt that `validate` rejects (a user's
    walkthrough, session 16): one clear error, remote exit code, no run file."""
    monkeypatch.setenv("CHATNOIR_API_KEY", KEY)
    in_dir = tmp_path / "in"
    in_dir.mkdir()
    (in_dir / "topics.xml").write_text(
        "<topics><topic><number>7</number><title>Müsli or crêpes?</title></topic></topics>"
    )
    out = tmp_path / "out"
    args = ["run", "-i", str(in_dir), "-o", str(out), "--endpoint", standin.base_url, "--attempts", "1"]
    code = main([*args, "--cache-dir", str(tmp_path / "cache")])
    err = capsys.readouterr().err
    assert code == 3
    assert "no results for any of the 1 topics" in err and "no run file written" in err
    assert not (out / "run.txt").exists()


def test_a_run_without_any_result_removes_an_earlier_run_file(tmp_path, standin, monkeypatch, capsys):
    """An earlier run.txt left beside the error would pass for this run's (a review of session 16)."""
    monkeypatch.setenv("CHATNOIR_API_KEY", KEY)
    in_dir = tmp_path / "in"
    in_dir.mkdir()
    (in_dir / "topics.xml").write_text("<topics><topic><number>7</number><title>Nothing here</title></topic></topics>")
    out = tmp_path / "out"
    out.mkdir()
    (out / "run.txt").write_text("1 Q0 clueweb12-0000wb-00-00001 1 1.0 old\n")
    args = ["run", "-i", str(in_dir), "-o", str(out), "--endpoint", standin.base_url, "--attempts", "1"]
    assert main([*args, "--cache-dir", str(tmp_path / "cache")]) == 3
    assert "run.txt.previous" in capsys.readouterr().err  # set aside when the run started, not lost
    assert not (out / "run.txt").exists()
    assert (out / "run.txt.previous").read_text().startswith("1 Q0 clueweb12-0000wb-00-00001")


def test_cleaning_processes_follow_the_cpus_this_process_may_use(tmp_path, monkeypatch):
    """os.cpu_count() counts the machine's CPUs: on a many-core node with a 2-CPU container limit (TIRA) that
    started dozens of cleaning processes of about 140 MB each."""
    from comparative_ir import documents

    v2 = tmp_path / "cpu.max"
    v2.write_text("150000 100000\n")
    assert documents._cgroup_quota(str(v2), None) == 2  # 1.5 CPUs: two processes, each busy part of the time
    v2.write_text("max 100000\n")
    assert documents._cgroup_quota(str(v2), None) is None
    quota, period = tmp_path / "cfs_quota_us", tmp_path / "cfs_period_us"
    quota.write_text("-1\n")
    period.write_text("100000\n")
    assert documents._cgroup_quota(str(quota), str(period)) is None  # cgroup v1: no limit
    quota.write_text("100000\n")
    assert documents._cgroup_quota(str(quota), str(period)) == 1
    assert documents._cgroup_quota(str(tmp_path / "absent"), None) is None
    if hasattr(os, "sched_getaffinity"):
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0})
        monkeypatch.setattr(os, "cpu_count", lambda: 64)
        assert documents.usable_cpus() == 1
        fetcher = documents.DocumentFetcher(None, None, progress=False)  # type: ignore[arg-type]
        assert fetcher.extract_processes == 1
