#!/usr/bin/env bash
# The README's test command: a fresh virtual environment from the project's own files, lint, types, then the tests.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/python.sh  # before the old venv is removed: no interpreter, no change
venv="${COMPARATIVE_IR_TEST_VENV:-.venv-test}"
if [ -d "$venv" ] && [[ "$(realpath -ms "$(command -v "$PYTHON")")" == "$(realpath -ms "$venv")"/* ]]; then
    echo "error: the Python to use, $PYTHON ($(command -v "$PYTHON")), is inside $venv, which this script removes;" \
        "deactivate that venv, or set COMPARATIVE_IR_PYTHON to another" >&2
    exit 1
fi
rm -rf "$venv"
"$PYTHON" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet ".[test]"
lint=(comparative_ir tests)
for extra in benchmarks scripts; do [ -d "$extra" ] && lint+=("$extra"); done
"$venv/bin/ruff" check "${lint[@]}"
"$venv/bin/ruff" format --check "${lint[@]}"
"$venv/bin/mypy"  # the package's type hints ([tool.mypy] in pyproject.toml)
# run the tests against the installed package, not the source tree, so a missing package file fails here
cd tests && "../$venv/bin/python" -m pytest -q -p no:cacheprovider --rootdir=.. "$@"
