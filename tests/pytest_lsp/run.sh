#!/usr/bin/env bash
# `toolsight lsp` under pytest-lsp, with the client capabilities of VS Code, Neovim and Emacs.
#   tests/pytest_lsp/run.sh [PYTEST ARGS...]
# Creates (or reuses) a venv at target/pytest-lsp/venv with the pins of requirements.txt, builds
# target/debug/toolsight unless TOOLSIGHT_BIN names a binary, and runs pytest. Every step has a
# timeout; HOME and the XDG folders point at a temporary directory.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
here="$repo/tests/pytest_lsp"
venv="$repo/target/pytest-lsp/venv"   # target/ is ignored by git
python="${PYTHON:-python3}"

# built before HOME moves: rustup and cargo find their toolchain under the real HOME
if [ -z "${TOOLSIGHT_BIN:-}" ]; then
  (cd "$repo" && timeout 1800 cargo build -p toolsight --bin toolsight)
  export TOOLSIGHT_BIN="$repo/target/debug/toolsight"
fi
TOOLSIGHT_BIN="$(realpath "$TOOLSIGHT_BIN")"
export TOOLSIGHT_BIN
[ -x "$TOOLSIGHT_BIN" ] || { echo "pytest-lsp: $TOOLSIGHT_BIN is not an executable" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home" "$tmp/cache"
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_STATE_HOME="$tmp/home/.local/state" \
  XDG_CACHE_HOME="$tmp/home/.cache" XDG_DATA_HOME="$tmp/home/.local/share" \
  PIP_CACHE_DIR="$tmp/cache/pip" PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1

# the venv is reused while it was made from this requirements.txt with this Python
stamp="$("$python" --version 2>&1) $(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$venv/.toolsight-stamp" 2>/dev/null)" != "$stamp" ]; then
  echo "== pytest-lsp: creating $venv"
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  timeout 120 "$python" -m venv "$venv"
  timeout 600 "$venv/bin/pip" install --quiet --timeout 60 -r "$here/requirements.txt"
  timeout 60 "$venv/bin/pip" check
  echo "$stamp" > "$venv/.toolsight-stamp"
fi

cd "$here"
# -p no:cacheprovider: no .pytest_cache in the source tree; --basetemp: temp copies of the example
timeout 900 "$venv/bin/python" -m pytest -p no:cacheprovider --basetemp="$tmp/pytest" -ra "$@"
