# Sourced by demo.sh and test.sh: sets PYTHON to an interpreter of Python 3.11 or newer (the package needs it):
# $COMPARATIVE_IR_PYTHON if set, else python3.11, python3.12, python3.13, then python3. A plain `python3 -m venv`
# took whatever python3 was (3.10 under pyenv), and pip then refused the package after the venv was made.
python_ok() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }
PYTHON=""
for candidate in "${COMPARATIVE_IR_PYTHON:-}" python3.11 python3.12 python3.13 python3; do
    if [ -n "$candidate" ] && command -v "$candidate" >/dev/null 2>&1 && python_ok "$candidate"; then
        PYTHON="$candidate"
        break
    fi
done
if [ -z "$PYTHON" ]; then
    echo "error: Python 3.11 or newer is needed, and none was found (python3 is $( (python3 --version 2>&1 || echo missing) | head -n 1));" \
        "install it, or set COMPARATIVE_IR_PYTHON to one" >&2
    exit 1
fi
