"""Query-independent features of a document: argumentativeness, writing quality, and whether it is an interstitial.

They depend on the text alone, so they are computed once per document, in the extraction worker processes right
after cleaning, and cached with the text: a document shared by several topics or runs is analysed once, and the
work is spread over the cores with the cleaning.
"""

from __future__ import annotations

import functools
import hashlib
from importlib import resources
from importlib.resources.abc import Traversable

from comparative_ir.features.argumentative import prepared_argumentative_features
from comparative_ir.features.interstitial import interstitial_kind
from comparative_ir.features.quality import prepare, prepared_quality_features, quality_score
from comparative_ir.features.text import truncate_words


def document_features(text: str) -> dict[str, float]:
    """Argument and quality features (and ``q_score``, and ``interstitial``) of the first ``MAX_WORDS`` words of
    ``text``, on the sentences of the quality module's splitter, as ``quality_features(text)`` has them (the
    ranking's splitter breaks only before a capital, so it never shows a sentence starting in lower case)."""
    text = truncate_words(text)
    prepared = prepare(text, None)
    features = prepared_argumentative_features(prepared.sentences)
    quality = prepared_quality_features(prepared)
    features.update(quality)
    features["q_score"] = quality_score(quality)
    features["interstitial"] = float(interstitial_kind(text) is not None)
    return features


def code_files(names: tuple[str, ...]) -> list[Traversable]:
    """The package's modules in ``names``: a module itself, or every .py file of a subpackage (so a module added
    there counts too)."""
    package = resources.files("comparative_ir")
    out = []
    for name in names:
        entry = package.joinpath(name)
        files = sorted(entry.iterdir(), key=lambda f: f.name) if entry.is_dir() else [entry]
        out += [item for item in files if item.name.endswith(".py")]
    return out


def code_hash(names: tuple[str, ...]) -> str:
    """A hash of ``code_files(names)``, for caches that must not outlive a change to the code that filled them."""
    digest = hashlib.sha256()
    for item in code_files(names):
        digest.update(item.name.encode())
        digest.update(item.read_bytes())
    return digest.hexdigest()[:16]


DOCUMENT_FEATURES_CODE = ("features", "nlp.py")


@functools.cache
def document_features_code() -> str:
    """A hash of the code behind ``document_features`` (the whole ``features`` package and the spaCy loader: an
    extension's module there counts): cached features computed by other code are not used."""
    return code_hash(DOCUMENT_FEATURES_CODE)
