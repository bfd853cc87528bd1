"""Where the ChatNoir API key comes from. Never the command line: it would show in ``ps`` and shell history."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

ENV_API_KEY = "CHATNOIR_API_KEY"
TIRA_CREDENTIALS = "chatnoir-credentials.json"
MAX_KEY_FILE_BYTES = 64 * 1024
"""A key or TIRA's credentials file is a few dozen bytes; more is the wrong file (``/dev/zero`` never ends)."""


class CredentialsError(ValueError):
    pass


def read_key_file(path: str | Path) -> str:
    """A key file holds the key as plain text, or JSON with an ``apikey`` field (TIRA's credentials file). Read
    at most ``MAX_KEY_FILE_BYTES``, so a pipe (``<(pass show chatnoir)``) works and a device cannot fill memory."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_KEY_FILE_BYTES + 1)
    except OSError as exc:
        raise CredentialsError(f"cannot read API key file {path}: {exc.strerror or exc}") from None
    if len(data) > MAX_KEY_FILE_BYTES:
        raise CredentialsError(f"API key file {path} is over {MAX_KEY_FILE_BYTES // 1024} KiB: not a key file")
    try:
        text = data.decode("utf-8-sig").strip()
    except UnicodeDecodeError:  # the decoder's message would quote the bytes, which may be the key's
        raise CredentialsError(f"API key file {path} is not UTF-8 text") from None
    if text.startswith(("{", "[")):
        try:
            data_json = json.loads(text)
        except (ValueError, RecursionError):
            raise CredentialsError(f"API key file {path} looks like JSON but does not parse") from None
        if not isinstance(data_json, dict):  # ["KEY"] was sent as the key '["KEY"]'
            raise CredentialsError(f'API key file {path} holds JSON that is not an object: give {{"apikey": "..."}}')
        key = data_json.get("apikey")
        if not isinstance(key, str) or not key.strip():
            raise CredentialsError(f"API key file {path} has no non-empty 'apikey' field")
        text = key.strip()
    return _single_key(text, f"API key file {path}")


def _single_key(text: str, where: str) -> str:
    """The same rule for every source: one word of printable characters (a header cannot carry the rest)."""
    if not text or not text.isprintable() or any(ch.isspace() for ch in text):
        raise CredentialsError(f"{where} does not hold a single key (one word, no spaces or control characters)")
    return text


def resolve_api_key(
    key_file: str | Path | None, input_dir: str | Path | None, environ: Mapping[str, str] | None = None
) -> str | None:
    """``--api-key-file`` first, then ``$CHATNOIR_API_KEY``, then ``INPUT_DIR/chatnoir-credentials.json``."""
    environ = os.environ if environ is None else environ
    if key_file:
        if not os.path.lexists(key_file):  # its name is not repeated: a key given in place of a path would show
            raise CredentialsError(
                f"the file given to --api-key-file does not exist (its name is not shown, in case it is the key "
                f"itself): give the path of a file holding the key, or set {ENV_API_KEY}"
            )
        return read_key_file(key_file)
    env_key = environ.get(ENV_API_KEY, "").strip()
    if env_key:
        return _single_key(env_key, f"${ENV_API_KEY}")
    if input_dir is not None:
        candidate = Path(input_dir) / TIRA_CREDENTIALS
        if candidate.is_file():
            return read_key_file(candidate)
    return None
