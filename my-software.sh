#!/usr/bin/env bash
# TIRA entry point: ./my-software.sh -i INPUT_DIR -o OUTPUT_DIR [more `comparative-ir run` options]
# This checkout's sources with its own environment (.venv: the dependencies) first, so that an edited or pulled
# checkout never runs an older installed copy; then an install on PATH (a TIRA image); then the sources with the
# system Python.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ -x "$here/.venv/bin/python" ] && [ -f "$here/comparative_ir/__main__.py" ]; then
    PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" exec "$here/.venv/bin/python" -m comparative_ir run "$@"
elif command -v comparative-ir >/dev/null 2>&1; then
    exec comparative-ir run "$@"
else
    if ! python3 -c "import requests, tenacity, trafilatura, spacy, numpy" 2>/dev/null; then
        echo "error: comparative_ir's dependencies are not installed: run 'pip install $here' (or bash" \
            "$here/scripts/demo.sh, which sets up .venv)" >&2
        exit 2
    fi
    PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" exec python3 -m comparative_ir run "$@"
fi
