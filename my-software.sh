#!/usr/bin/env bash
# TIRA entry point: ./my-software.sh -i INPUT_DIR -o OUTPUT_DIR [more `comparative-ir run` options]
# This checkout's own install (.venv) first, then one on PATH (a TIRA image), then the sources.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ -x "$here/.venv/bin/comparative-ir" ]; then
    exec "$here/.venv/bin/comparative-ir" run "$@"
elif command -v comparative-ir >/dev/null 2>&1; then
    exec comparative-ir run "$@"
else
    PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" exec python3 -m comparative_ir run "$@"
fi
