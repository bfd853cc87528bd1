"""A run killed with SIGKILL and started again gives the same run file as an uninterrupted run."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from chatnoir_standin import ChatNoirStandIn

from comparative_ir.retrieval import document_uuid

KEY = "resume-key-77"
TITLES = {str(n): f"Which is better for topic {n}, tea or coffee?" for n in range(1, 4)}


def _serve(server):
    for qid, title in TITLES.items():
        results = []
        for i in range(20):
            trec_id = f"clueweb12-000{qid}wb-00-{i:05d}"
            results.append(
                {"index": "cw12", "uuid": document_uuid(trec_id, "cw12"), "trec_id": trec_id, "score": 50.0 - i,
                 "title": f"page {i}", "snippet": "tea and coffee", "target_uri": f"http://x.org/{qid}/{i}"}
            )  # fmt: skip
            body = f"<html><body><article><p>{'Tea is calmer than coffee. ' * (10 + i)}</p></article></body></html>"
            server.serve_document("cw12", results[-1]["uuid"], body.encode())
        server.add_search("cw12", title, results)


def _command(tmp_path, server, name):
    in_dir = tmp_path / "in"
    in_dir.mkdir(exist_ok=True)
    xml = "".join(f"<topic><number>{q}</number><title>{t}</title></topic>" for q, t in TITLES.items())
    (in_dir / "topics.xml").write_text(f"<topics>{xml}</topics>")
    return [sys.executable, "-m", "comparative_ir", "run", "-i", str(in_dir), "-o", str(tmp_path / name),
            "--endpoint", server.base_url, "--cache-dir", str(tmp_path / f"cache-{name}"), "--workers", "2",
            "--depth", "20", "--rerank-depth", "20", "--quiet"]  # fmt: skip


def _replay_store(tmp_path, env):
    """Replay ``tmp_path / "store"`` into ``tmp_path / "replay"`` with the options of ``_command``."""
    replay = [sys.executable, "-m", "comparative_ir", "run", "-i", str(tmp_path / "in"), "-o", str(tmp_path / "replay"),
              "--replay", str(tmp_path / "store"), "--cache-dir", str(tmp_path / "cache-replay"), "--depth", "20",
              "--rerank-depth", "20", "--quiet"]  # fmt: skip
    replayed = subprocess.run(replay, env=env, timeout=120, capture_output=True)
    assert replayed.returncode == 0, replayed.stderr


def test_sigkill_then_resume_gives_identical_run(tmp_path):
    env = {**os.environ, "CHATNOIR_API_KEY": KEY}
    with ChatNoirStandIn(store=None, api_key=KEY) as server:
        _serve(server)
        reference = subprocess.run(_command(tmp_path, server, "reference"), env=env, timeout=120, capture_output=True)
        assert reference.returncode == 0, reference.stderr

        server.latency = 0.1  # slow enough to kill the second run half way through its documents
        proc = subprocess.Popen(_command(tmp_path, server, "killed"), env=env, stderr=subprocess.DEVNULL)
        cache = tmp_path / "cache-killed"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(list(cache.rglob("*.json"))) < 15:
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        cached_before = len(list(cache.rglob("*.json")))
        assert 15 <= cached_before < 60, "the run was not killed in the middle of fetching documents"
        assert not (tmp_path / "killed" / "run.txt").exists()

        server.latency = 0.0
        server.clear_requests()
        resumed = subprocess.run(_command(tmp_path, server, "killed"), env=env, timeout=120, capture_output=True)
        assert resumed.returncode == 0, resumed.stderr
        searches = [r for r in server.requests if r.path.startswith("/api/v1/_search")]
        fetches = [r for r in server.requests if r.path == "/cache"]
        assert len(searches) == 0  # every topic's search had been checkpointed before the kill
        assert len(fetches) == 60 - cached_before  # only documents not yet in the cache
    assert (tmp_path / "killed" / "run.txt").read_bytes() == (tmp_path / "reference" / "run.txt").read_bytes()
    assert not (tmp_path / "killed" / ".comparative-ir-checkpoint").exists()


def _start_and_stop(tmp_path, server, env, name, sig, group=False):
    """Start a run with its output on pipes, send ``sig`` to its process alone (``group``: to its whole process
    group, as ``timeout``, Slurm and systemd do) half way through the documents, and return (exit code, stderr,
    seconds until the pipes closed)."""
    command = [*_command(tmp_path, server, name), "--processes", "2"]  # cleaning workers, even on one CPU
    proc = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=group
    )
    cache = tmp_path / f"cache-{name}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(list(cache.rglob("*.json"))) < 10:
        time.sleep(0.05)
    if group:
        os.killpg(proc.pid, sig)
    else:
        os.kill(proc.pid, sig)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        if group:
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
        raise AssertionError(f"the run was still running 30 s after {sig!r}") from None
    stopped = time.monotonic()
    try:  # orphaned worker processes would hold the pipes open: a caller reading them would hang
        _, err = proc.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise AssertionError("the run's pipes stayed open after it died: orphaned worker processes") from None
    return proc.returncode, err, time.monotonic() - stopped


def test_sigterm_stops_like_ctrl_c_and_leaves_no_workers_behind(tmp_path):
    """A time limit (a scheduler's, TIRA's) sends SIGTERM to the run's process only: it ended the run without
    shutting down the extraction workers, which lived on holding its output pipes."""
    env = {**os.environ, "CHATNOIR_API_KEY": KEY}
    with ChatNoirStandIn(store=None, api_key=KEY, latency=0.1) as server:
        _serve(server)
        code, err, _ = _start_and_stop(tmp_path, server, env, "terminated", signal.SIGTERM)
        assert code == 128 + signal.SIGTERM
        assert "terminated; rerun the same command to resume" in err and "Traceback" not in err
        assert not (tmp_path / "terminated" / "run.txt").exists()
        code, _, seconds = _start_and_stop(tmp_path, server, env, "killed", signal.SIGKILL)
        assert code == -signal.SIGKILL
        assert seconds < 10  # the workers notice their parent is gone within a second
        server.latency = 0.0
        resumed = subprocess.run(_command(tmp_path, server, "terminated"), env=env, timeout=120, capture_output=True)
        assert resumed.returncode == 0, resumed.stderr
    assert (tmp_path / "terminated" / "run.txt").exists()


def test_sigterm_to_the_whole_group_stops_the_run_with_one_line(tmp_path):
    """SIGTERM to the run's process group (``timeout -s TERM``, a scheduler) reached the cleaning workers too, which
    had inherited the run's handler: each printed a traceback, and in 3 of 11 runs of a reviewer's the run hung for
    good (a worker killed inside the pool's queue held its lock). Three tries, as the hang came and went."""
    env = {**os.environ, "CHATNOIR_API_KEY": KEY}
    with ChatNoirStandIn(store=None, api_key=KEY, latency=0.1) as server:
        _serve(server)
        for attempt in range(3):
            code, err, _ = _start_and_stop(tmp_path, server, env, f"group{attempt}", signal.SIGTERM, group=True)
            assert code == 128 + signal.SIGTERM, err
            assert "Traceback" not in err and "terminated; rerun the same command to resume" in err


def test_a_recording_run_does_not_resume_from_a_plain_live_runs_checkpoint(tmp_path):
    """A live run killed after its searches left a checkpoint; the same command with --record took the searches
    from it, recorded none of them, and the store could not be replayed."""
    env = {**os.environ, "CHATNOIR_API_KEY": KEY}
    with ChatNoirStandIn(store=None, api_key=KEY, latency=0.1) as server:
        _serve(server)
        proc = subprocess.Popen(_command(tmp_path, server, "out"), env=env, stderr=subprocess.DEVNULL)
        checkpoint = tmp_path / "out" / ".comparative-ir-checkpoint"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(list(checkpoint.rglob("*.json"))) < len(TITLES):
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        assert len(list(checkpoint.rglob("*.json"))) == len(TITLES)
        server.latency = 0.0
        record = [*_command(tmp_path, server, "out"), "--record", str(tmp_path / "store")]
        recorded = subprocess.run(record, env=env, timeout=120, capture_output=True)
        assert recorded.returncode == 0, recorded.stderr
    _replay_store(tmp_path, env)
    assert (tmp_path / "replay" / "run.txt").read_bytes() == (tmp_path / "out" / "run.txt").read_bytes()


def test_a_replay_run_stopped_then_rerun_on_a_changed_store_starts_afresh(tmp_path):
    """A determinism review (session 31): a replay run stopped after its searches, then rerun after the store's
    searches were recorded again (here: one cut from 25 results to 10), resumed from the checkpoint and wrote the
    old 25 lines; a fresh run writes 10. The checkpoint is now of the store's searches as they are."""
    import shutil

    from comparative_ir.recording import FixtureStore

    store = tmp_path / "store"
    shutil.copytree(Path(__file__).resolve().parents[1] / "fixtures" / "store", store)
    before = FixtureStore(store).checkpoint_source()
    path = sorted((store / "search").glob("*/*.json"))[0]
    data = json.loads(path.read_text(encoding="utf-8"))
    data["results"] = data["results"][:10]
    path.write_text(json.dumps(data), encoding="utf-8")
    after = FixtureStore(store).checkpoint_source()
    assert before != after
    assert after == FixtureStore(store).checkpoint_source()  # stable while nothing changes


LOST_IN_FORK = """
import argparse, os, signal, sys
from comparative_ir import cli

def forking_command(args):
    # the SIGTERM arrives while os.fork() runs its callbacks in the parent (where logging releases its lock): Python
    # prints and drops the exception the handler raises there; the workers die of the signal, and the pool breaks
    os.register_at_fork(after_in_parent=lambda: os.kill(os.getpid(), signal.SIGTERM))
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)
    raise RuntimeError("A process in the process pool was terminated abruptly")

parser = argparse.ArgumentParser()
parser.add_argument("command")  # "run": the command that resumes
parser.set_defaults(func=forking_command)
cli.build_parser = lambda: parser
sys.exit(cli.main(["run"]))
"""


def test_a_sigterm_lost_in_a_fork_callback_still_ends_the_run_as_terminated():
    """A determinism review (session 31): 2 of 26 SIGTERMs sent to a run's process group while its workers were
    forked ended in a BrokenProcessPool traceback with exit 1 instead of "terminated" and 143."""
    done = subprocess.run([sys.executable, "-c", LOST_IN_FORK], capture_output=True, text=True, timeout=60)
    assert done.returncode == 128 + signal.SIGTERM, done.stderr
    # Python still prints the exception it dropped ("Exception ignored in ..."); the run's last word is its own
    assert done.stderr.strip().splitlines()[-1] == "comparative-ir: terminated; rerun the same command to resume"


def test_a_stopped_recording_run_rerun_fetches_only_what_its_store_lacks(tmp_path):
    """A participant's review (session 38): a recording run read no cached text, so the same --record command after
    a stop downloaded every document again (207 of 354 recorded, all 354 fetched). Now a page the store already holds
    comes from the cache; the store still replays to the run file of an uninterrupted run."""
    env = {**os.environ, "CHATNOIR_API_KEY": KEY}
    with ChatNoirStandIn(store=None, api_key=KEY) as server:
        _serve(server)
        reference = subprocess.run(_command(tmp_path, server, "reference"), env=env, timeout=120, capture_output=True)
        assert reference.returncode == 0, reference.stderr
        server.latency = 0.1
        record = [*_command(tmp_path, server, "out"), "--record", str(tmp_path / "store")]
        proc = subprocess.Popen(record, env=env, stderr=subprocess.DEVNULL)
        documents = tmp_path / "store" / "documents"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(list(documents.rglob("*.html"))) < 15:
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        recorded_before = {p.stem for p in documents.rglob("*.html")}
        assert 15 <= len(recorded_before) < 60, "the run was not killed in the middle of fetching documents"
        server.latency = 0.0
        server.clear_requests()
        rerun = subprocess.run(record, env=env, timeout=120, capture_output=True)
        assert rerun.returncode == 0, rerun.stderr
        fetched = [r for r in server.requests if r.host == "content"]
        assert 0 < len(fetched) <= 60 - len(recorded_before) + 4  # a page recorded but not yet cached is asked again
    assert len(list(documents.rglob("*.html"))) == 60
    assert (tmp_path / "out" / "run.txt").read_bytes() == (tmp_path / "reference" / "run.txt").read_bytes()
    _replay_store(tmp_path, env)
    assert (tmp_path / "replay" / "run.txt").read_bytes() == (tmp_path / "reference" / "run.txt").read_bytes()
