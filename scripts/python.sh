# Sourced by demo.sh and test.sh: sets PYTHON to an interpreter of Python 3.11 or newer (the package needs it):
# $COMPARATIVE_IR_PYTHON if set (a command name or an absolute path), else python3.11, python3.12, python3.13, then
# python3. A plain `python3 -m venv` took whatever python3 was (3.10 under pyenv), and pip then refused the package.
python_ok() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }
PYTHON=""
if [ -n "${COMPARATIVE_IR_PYTHON:-}" ]; then
    if ! python_ok "$COMPARATIVE_IR_PYTHON"; then
        echo "error: COMPARATIVE_IR_PYTHON=$COMPARATIVE_IR_PYTHON is not a Python 3.11 or newer that runs here" \
            "(give a command name or an absolute path)" >&2
        exit 1
    fi
    PYTHON="$COMPARATIVE_IR_PYTHON"
fi
for candidate in python3.11 python3.12 python3.13 python3; do
    [ -z "$PYTHON" ] || break
    if command -v "$candidate" >/dev/null 2>&1 && python_ok "$candidate"; then
        PYTHON="$candidate"
    fi
done
if [ -z "$PYTHON" ]; then
    found="no python3"
    if command -v python3 >/dev/null 2>&1; then
        found="$(python3 --version 2>&1)"
        found="python3 is ${found%%$'\n'*}"
    fi
    echo "error: Python 3.11 or newer is needed, and none was found ($found); install it, or set" \
        "COMPARATIVE_IR_PYTHON to one" >&2
    exit 1
fi
