"""Query-independent features of a document: argumentativeness and writing quality.

They depend on the text alone, so they are computed once per document, in the extraction worker processes right
after cleaning, and cached with the text: a document shared by several topics or runs is analysed once, and the
work is spread over the cores with the cleaning.
"""

from __future__ import annotations

import functools
import hashlib
from importlib import resources

from comparative_ir.features.argumentative import prepared_argumentative_features
from comparative_ir.features.quality import prepare, prepared_quality_features, quality_score
from comparative_ir.features.text import truncate_words


def document_features(text: str) -> dict[str, float]:
    """Argument and quality features (and ``q_score``) of the first ``MAX_WORDS`` words of ``text``, on the
    sentences of the quality module's splitter, as ``quality_features(text)`` has them (the ranking's splitter
    breaks only before a capital, so it never shows a sentence starting in lower case)."""
    text = truncate_words(text)
    prepared = prepare(text, None)
    features = prepared_argumentative_features(prepared.sentences)
    quality = prepared_quality_features(prepared)
    features.update(quality)
    features["q_score"] = quality_score(quality)
    return features


@functools.cache
def document_features_code() -> str:
    """A hash of the code behind ``document_features``: cached features computed by other code are not used."""
    digest = hashlib.sha256()
    package = resources.files("comparative_ir.features")
    for name in ("argumentative.py", "document.py", "quality.py", "text.py"):
        digest.update(package.joinpath(name).read_bytes())
    return digest.hexdigest()[:16]
