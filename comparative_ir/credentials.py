"""Where the ChatNoir API key comes from. Never the command line: it would show in ``ps`` and shell history."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

ENV_API_KEY = "CHATNOIR_API_KEY"
TIRA_CREDENTIALS = "chatnoir-credentials.json"


class CredentialsError(ValueError):
    pass


def read_key_file(path: str | Path) -> str:
    """A key file holds the key as plain text, or JSON with an ``apikey`` field (TIRA's credentials file)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8").strip()
    except OSError as exc:
        raise CredentialsError(f"cannot read API key file {path}: {exc.strerror or exc}") from None
    if text.startswith("{"):
        try:
            data = json.loads(text)
        except ValueError:
            raise CredentialsError(f"API key file {path} looks like JSON but does not parse") from None
        key = data.get("apikey") if isinstance(data, dict) else None
        if not isinstance(key, str) or not key.strip():
            raise CredentialsError(f"API key file {path} has no non-empty 'apikey' field")
        text = key.strip()
    if not text or any(ch.isspace() for ch in text):
        raise CredentialsError(f"API key file {path} does not hold a single key")
    return text


def resolve_api_key(
    key_file: str | Path | None, input_dir: str | Path | None, environ: Mapping[str, str] | None = None
) -> str | None:
    """``--api-key-file`` first, then ``$CHATNOIR_API_KEY``, then ``INPUT_DIR/chatnoir-credentials.json``."""
    environ = os.environ if environ is None else environ
    if key_file:
        return read_key_file(key_file)
    env_key = environ.get(ENV_API_KEY, "").strip()
    if env_key:
        return env_key
    if input_dir is not None:
        candidate = Path(input_dir) / TIRA_CREDENTIALS
        if candidate.is_file():
            return read_key_file(candidate)
    return None
