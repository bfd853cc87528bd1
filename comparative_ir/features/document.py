"""Query-independent features of a document: argumentativeness and writing quality.

They depend on the text alone, so they are computed once per document, in the extraction worker processes right
after cleaning, and cached with the text: a document shared by several topics or runs is analysed once, and the
work is spread over the cores with the cleaning.
"""

from __future__ import annotations

from comparative_ir.features.argumentative import argumentative_features
from comparative_ir.features.quality import quality_features, quality_score
from comparative_ir.features.text import split_sentences, truncate_words


def document_features(text: str) -> dict[str, float]:
    text = truncate_words(text)
    sentences = split_sentences(text)
    features = argumentative_features(text, sentences)
    quality = quality_features(text, sentences)
    features.update(quality)
    features["q_score"] = quality_score(quality)
    return features
