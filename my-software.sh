#!/usr/bin/env bash
# TIRA entry point: ./my-software.sh -i INPUT_DIR -o OUTPUT_DIR [more `comparative-ir run` options]
# This checkout's sources with its own environment (.venv: the dependencies) first, so that an edited or pulled
# checkout never runs an older installed copy; then an install on PATH (a TIRA image); then the sources with the
# system Python.
# A .venv without the dependencies (a stale one, or one copied into an image from another machine) is skipped.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
has_dependencies() {
    "$1" -c "import importlib.util as u, sys
sys.exit(any(u.find_spec(m) is None for m in ('requests', 'tenacity', 'trafilatura', 'spacy', 'numpy')))" >/dev/null 2>&1
}
if [ -x "$here/.venv/bin/python" ] && [ -f "$here/comparative_ir/__main__.py" ] && has_dependencies "$here/.venv/bin/python"; then
    PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" exec "$here/.venv/bin/python" -m comparative_ir run "$@"
elif command -v comparative-ir >/dev/null 2>&1; then
    exec comparative-ir run "$@"
else
    if ! python3 -c "import requests, tenacity, trafilatura, spacy, numpy" 2>/dev/null; then
        if [ -e "$here/.venv/bin/python" ] || [ -L "$here/.venv/bin/python" ]; then
            # a .venv made by another user or on another machine: its interpreter links to a Python this user
            # cannot run, which is not the same as missing dependencies
            why="$("$here/.venv/bin/python" -c 'import sys' 2>&1 | head -n 1 || true)"
            echo "error: $here/.venv cannot be used here (${why:-its dependencies are missing}); recreate it" \
                "(bash $here/scripts/demo.sh) or run 'pip install $here'" >&2
            exit 2
        fi
        echo "error: comparative_ir's dependencies are not installed: run 'pip install $here' (or bash" \
            "$here/scripts/demo.sh, which sets up .venv)" >&2
        exit 2
    fi
    PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" exec python3 -m comparative_ir run "$@"
fi
