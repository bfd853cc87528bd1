#!/usr/bin/env bash
# The README's main command: install into .venv, run both tasks (re-ranking and stance) offline on the bundled
# fixtures, validate the runs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/python.sh
if [ -x .venv/bin/python ] && ! python_ok .venv/bin/python; then
    echo "error: .venv has $(.venv/bin/python --version 2>&1), and the package needs Python 3.11 or newer;" \
        "remove it (rm -rf .venv) and run this again" >&2
    exit 1
fi
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
# editable: a change to the package (a feature, weights.toml) reaches the `comparative-ir` command at once, as it
# reaches `python -m comparative_ir` and the benchmarks, which import the source tree
.venv/bin/python -m pip install --quiet -e .
for task in comparative controversial; do
    ./my-software.sh -i "fixtures/$task" -o "out/$task" --task "$task" --replay fixtures/store --stance
    .venv/bin/comparative-ir validate "out/$task/run.txt" --topics "fixtures/$task/topics.xml"
    head -n 5 "out/$task/run.txt"
done
