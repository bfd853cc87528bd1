"""Train the optional encoder question parser (comparative_ir.question_encoder) and write its weights.

    .venv/bin/python scripts/train_question_encoder.py --model DIR [--epochs 4] [--rate 5e-4] [--rank 16] \
        [--threads 2] [--out comparative_ir/question_encoder.npz]

(the shipped comparative_ir/question_encoder.npz was written by this command with the defaults; about 10 minutes on
2 cores.) DIR is all-mpnet-base-v2 as the ``encoder`` extra installs it: ``comparative-ir encoder-path`` prints
where (it assembles and checks the model on first use).

Development only: needs torch and transformers, which the package never imports (the package runs the trained
parser in numpy, ``question_encoder.py``). The encoder stays frozen; each of its 72 linear maps gets a trainable
rank-16 update ``2 B A`` (A random, B zero at the start), and a linear head over the last hidden states tags each
word O / OBJ / ASP / PRED (its first word piece carries the label). Training data: every question of
``compquestions22-dev.tsv`` (shared data, never copied here), the direct questions
(``compquestions22-dev-direct.tsv``) twice; AdamW, linear warm-up (10%) and decay, batch 32, seed 0. The same recipe
under 5-fold cross-validation is ``benchmarks/bench_encoders.py parse-finetune --lora 16 --epochs 4 --rate 5e-4``
(figures in docs/benchmarks.md). Only the low-rank factors and the head are written (fp16, about 5 MB), with the
MIT notice of the data and the sha256 of the encoder they belong to.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "2")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402

from comparative_ir import question as Q  # noqa: E402
from comparative_ir import question_encoder as E  # noqa: E402

SHARED = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
COMPQ = SHARED / "comparative"


def train(model_dir: Path, epochs: int, rate: float, rank: int, threads: int, out: Path) -> None:
    import torch

    torch.set_num_threads(threads)
    torch.manual_seed(0)
    rng = random.Random(0)
    dev = Q.read_labelled_questions(COMPQ / "compquestions22-dev.tsv")
    direct = {q.text for q in Q.read_labelled_questions(COMPQ / "compquestions22-dev-direct.tsv")}
    data = [(list(q.words), [E.LABELS.index(t) for t in q.labels]) for q in dev]
    data += [(list(q.words), [E.LABELS.index(t) for t in q.labels]) for q in dev if q.text in direct]
    tokenizer, model, adapted = build_model(model_dir, rank)
    started = time.perf_counter()
    fit(model, tokenizer, data, epochs, rate, rng)

    arrays: dict[str, np.ndarray] = {}
    for name, module in adapted.items():
        key = name.removeprefix("mpnet.")
        arrays[f"lora.{key}.a"] = module.a.detach().numpy().astype(np.float16)
        arrays[f"lora.{key}.b"] = module.b.detach().numpy().astype(np.float16)
    arrays["classifier.weight"] = model.classifier.weight.detach().numpy().astype(np.float16)
    arrays["classifier.bias"] = model.classifier.bias.detach().numpy().astype(np.float16)
    license_text = (COMPQ / "compquestions22-LICENSE.txt").read_text(encoding="utf-8")
    meta = {
        "labels": list(E.LABELS),
        "rank": rank,
        "scale": E.LORA_SCALE,
        "encoder": "all-mpnet-base-v2",
        "encoder_sha256": hashlib.sha256((model_dir / "model.safetensors").read_bytes()).hexdigest(),
        "trained": f"compquestions22-dev.tsv, direct questions twice; {epochs} epochs, AdamW {rate:g}, batch 32",
        "license": (
            "Weights learned from the development split of Webis-CompQuestions-22 (Bondarenko et al. 2022), used "
            "under the MIT License below. The data itself is not included.\n\n" + license_text.strip()
        ),
    }
    arrays["meta"] = np.frombuffer(json.dumps(meta).encode("utf-8"), dtype=np.uint8)
    tmp = out.with_suffix(".tmp.npz")
    np.savez_compressed(tmp, **arrays)
    os.replace(tmp, out)
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB) in {time.perf_counter() - started:.0f} s")

    check(model_dir, out)


def add_lora(model, rank: int) -> dict:
    """Freeze the model and give each linear map of its layers a trainable update ``LORA_SCALE * B A`` (A random,
    B zero); the classifier head stays trainable. Returns {module name: adapted module}."""
    import torch

    class LoRALinear(torch.nn.Module):
        def __init__(self, base: torch.nn.Linear) -> None:
            super().__init__()
            self.base = base
            self.a = torch.nn.Parameter(torch.randn(rank, base.in_features) / base.in_features**0.5)
            self.b = torch.nn.Parameter(torch.zeros(base.out_features, rank))

        def forward(self, x):
            return self.base(x) + E.LORA_SCALE * (x @ self.a.T) @ self.b.T

    for parameter in model.parameters():
        parameter.requires_grad = False
    adapted = {}
    for name, module in list(model.named_modules()):
        if isinstance(module, torch.nn.Linear) and ".layer." in name:
            parent, _, attribute = name.rpartition(".")
            adapted[name] = LoRALinear(module)
            setattr(model.get_submodule(parent), attribute, adapted[name])
    for parameter in model.classifier.parameters():
        parameter.requires_grad = True
    return adapted


def build_model(model_dir: Path, rank: int):
    """The encoder with a token-classification head and low-rank updates: (tokenizer, model, adapted modules)."""
    from transformers import AutoModelForTokenClassification, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForTokenClassification.from_pretrained(model_dir, num_labels=len(E.LABELS))
    return tokenizer, model, add_lora(model, rank)


def encode_batch(tokenizer, batch: list[tuple[list[str], list[int]]]):
    """Word pieces of the questions' words and their targets: the label on each word's first piece, -100 (ignored)
    on the others and on special tokens."""
    import torch

    encoded = tokenizer(
        [w for w, _ in batch], is_split_into_words=True, padding=True, truncation=True, return_tensors="pt"
    )
    targets = []
    for b, (_, labels) in enumerate(batch):
        row, previous = [], None
        for w in encoded.word_ids(b):
            row.append(-100 if w is None or w == previous else labels[w])
            previous = w
        targets.append(row)
    return encoded, torch.tensor(targets)


def fit(model, tokenizer, data: list[tuple[list[str], list[int]]], epochs: int, rate: float, rng: random.Random):
    """AdamW on the trainable parameters, linear warm-up (10% of the steps) and decay, batch 32; shuffles data."""
    import torch

    size = 32
    steps = epochs * ((len(data) + size - 1) // size)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimiser = torch.optim.AdamW(trainable, lr=rate, weight_decay=0.01)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda s: min(1.0, (s + 1) / (0.1 * steps)) * max(0.0, (steps - s) / steps)
    )
    started = time.perf_counter()
    model.train()
    for epoch in range(epochs):
        rng.shuffle(data)
        for k in range(0, len(data), size):
            encoded, targets = encode_batch(tokenizer, data[k : k + size])
            model(**encoded, labels=targets).loss.backward()
            optimiser.step()
            schedule.step()
            optimiser.zero_grad()
        print(f"epoch {epoch + 1}/{epochs}: {time.perf_counter() - started:.0f} s", flush=True)
    model.eval()


def check(model_dir: Path, weights: Path, n: int = 200) -> None:
    """The package's numpy runtime against torch with the same (written, fp16) weights, on ``n`` dev questions."""
    import torch

    stored = np.load(weights)
    meta = json.loads(stored["meta"].tobytes())
    tokenizer, model, adapted = build_model(model_dir, meta["rank"])
    with torch.no_grad():
        for name, module in adapted.items():
            key = name.removeprefix("mpnet.")
            module.a.copy_(torch.from_numpy(stored[f"lora.{key}.a"].astype(np.float32)))
            module.b.copy_(torch.from_numpy(stored[f"lora.{key}.b"].astype(np.float32)))
        model.classifier.weight.copy_(torch.from_numpy(stored["classifier.weight"].astype(np.float32)))
        model.classifier.bias.copy_(torch.from_numpy(stored["classifier.bias"].astype(np.float32)))
    model.eval()
    parser = E.EncoderParser(model_dir, weights)
    dev = Q.read_labelled_questions(COMPQ / "compquestions22-dev.tsv")[:n]
    worst, same = 0.0, 0
    with torch.no_grad():
        for q in dev:
            encoded = tokenizer([list(q.words)], is_split_into_words=True, return_tensors="pt")
            reference = model(**encoded).logits[0].numpy()
            mine = parser.piece_logits(list(q.words))
            worst = max(worst, float(np.abs(reference - mine).max()))
            same += bool((reference.argmax(-1) == mine.argmax(-1)).all())
    print(f"numpy runtime vs torch on {len(dev)} questions: largest logit difference {worst:.2e}, same labels {same}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, required=True, help="the all-mpnet-base-v2 directory")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--rate", type=float, default=5e-4)
    parser.add_argument("--rank", type=int, default=16)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--out", type=Path, default=REPO / "comparative_ir" / "question_encoder.npz")
    parser.add_argument("--check-only", action="store_true", help="only compare the numpy runtime with torch")
    args = parser.parse_args()
    if args.check_only:
        check(args.model, args.out)
    else:
        train(args.model, args.epochs, args.rate, args.rank, args.threads, args.out)


if __name__ == "__main__":
    main()
