"""Lone surrogates: half of a UTF-16 pair, which a JSON escape ("\\ud83d", a snippet cut inside an emoji) gives
Python. No file can hold one as UTF-8 and spaCy refuses a text with one, so the edges that read JSON from others
(ChatNoir's results, titles and snippets, texts given to the Python API) replace each with U+FFFD, one character
for one, so that offsets into the text stay right."""

from __future__ import annotations

import re
from typing import Any

_SURROGATE_RE = re.compile("[\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def without_surrogates(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD (the same length)."""
    return _SURROGATE_RE.sub(REPLACEMENT, text) if _SURROGATE_RE.search(text) else text


def json_without_surrogates(value: Any) -> Any:
    """JSON data (dicts, lists, strings, numbers) with every string, keys too, ``without_surrogates``."""
    if isinstance(value, str):
        return without_surrogates(value)
    if isinstance(value, dict):
        return {json_without_surrogates(k): json_without_surrogates(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_without_surrogates(v) for v in value]
    return value
