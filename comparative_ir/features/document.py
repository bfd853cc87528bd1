"""Query-independent features of a document: argumentativeness and writing quality.

They depend on the text alone, so they are computed once per document, in the extraction worker processes right
after cleaning, and cached with the text: a document shared by several topics or runs is analysed once, and the
work is spread over the cores with the cleaning.
"""

from __future__ import annotations

from collections.abc import Sequence

from comparative_ir.features.argumentative import prepared_argumentative_features
from comparative_ir.features.quality import prepare, prepared_quality_features, quality_score
from comparative_ir.features.text import split_sentences, truncate_words


def document_features(text: str, sentences: Sequence[str] | None = None) -> dict[str, float]:
    """Argument and quality features (and ``q_score``) of the first ``MAX_WORDS`` words of ``text``. ``sentences``
    may be given if the caller has them: they must be ``split_sentences(truncate_words(text))``."""
    text = truncate_words(text)
    prepared = prepare(text, split_sentences(text) if sentences is None else sentences)
    features = prepared_argumentative_features(prepared.sentences)
    quality = prepared_quality_features(prepared)
    features.update(quality)
    features["q_score"] = quality_score(quality)
    return features
