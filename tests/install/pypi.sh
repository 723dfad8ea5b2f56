#!/usr/bin/env bash
# The PyPI channel end to end: build the wheel from this repository with maturin (pyproject.toml,
# `bindings = "bin"`), install the local wheel into a clean venv with pip and as a uv tool, and run
# the installed `toolsight` on the examples.
#   tests/install/pypi.sh
# TOOLSIGHT_WHEEL_PROFILE: the cargo profile of the wheel's binary, `dev` by default (reuses
# target/debug, so CI compiles nothing new); `release` builds the wheel as it is published.
# Needs python3 with venv and a Rust toolchain; maturin and uv come from PyPI into target/install/.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
profile="${TOOLSIGHT_WHEEL_PROFILE:-dev}"
tools="$repo/target/install/tools-venv"   # maturin + uv, reused between runs (target/ is ignored)
step() { echo "== pypi: $*"; }
fail() { echo "pypi test FAILED: $*" >&2; exit 1; }

if [ ! -x "$tools/bin/maturin" ] || [ ! -x "$tools/bin/uv" ]; then
  step "maturin and uv into $tools"
  rm -rf "$tools"
  timeout 120 python3 -m venv "$tools"
  timeout 300 "$tools/bin/pip" install --quiet --disable-pip-version-check 'maturin>=1.5,<2' uv
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

step "maturin build --profile $profile"
timeout 1800 "$tools/bin/maturin" build --profile "$profile" --out "$tmp/wheels"
wheel="$(ls "$tmp"/wheels/toolsight-*.whl)"
[ "$(echo "$wheel" | wc -l)" -eq 1 ] || fail "want one wheel, got: $wheel"
echo "$wheel"
# the wheel carries exactly the CLI, as a script (no Python package, no toolsight-bench)
contents="$(python3 -m zipfile -l "$wheel")"
echo "$contents" | grep -Eq 'toolsight-[0-9.]+\.data/scripts/toolsight\s' || fail "no scripts/toolsight in the wheel"
if echo "$contents" | grep -q 'toolsight-bench'; then fail "the wheel carries toolsight-bench"; fi
mkdir -p "$repo/target/install/wheels"
cp "$wheel" "$repo/target/install/wheels/"   # for tests/install/precommit.sh and by hand

# expected: what the cargo-built binary of the same source says
cargo_bin="$repo/target/$([ "$profile" = dev ] && echo debug || echo "$profile")/toolsight"
expected="$tmp/expected.txt"
timeout 120 "$cargo_bin" check examples/ --exit-zero >"$expected"
grep -Eq '^Found [0-9]+ findings' "$expected" || fail "the cargo binary found nothing in examples/"

check_installed() { # check_installed LABEL BIN
  local label="$1" bin="$2" out="$tmp/$1.txt" rc
  [ -x "$bin" ] || fail "$label: no $bin"
  timeout 30 "$bin" --version | grep -Eq '^toolsight [0-9]' || fail "$label: --version"
  timeout 120 "$bin" check examples/ --exit-zero >"$out" || fail "$label: check --exit-zero exited $?"
  diff -u "$expected" "$out" || fail "$label: output differs from $cargo_bin"
  set +e
  timeout 120 "$bin" check examples/ >/dev/null
  rc=$?
  set -e
  [ "$rc" -eq 1 ] || fail "$label: check without --exit-zero exited $rc, want 1 (the examples have findings)"
  echo "$label: $(tail -n1 "$out")"
}

step "pip install the wheel into a clean venv"
timeout 120 python3 -m venv "$tmp/venv"
timeout 300 "$tmp/venv/bin/pip" install --quiet --disable-pip-version-check --no-index "$wheel"
# the command is on the venv's PATH, as after `pip install toolsight`
[ "$(env PATH="$tmp/venv/bin:/usr/bin:/bin" sh -c 'command -v toolsight')" = "$tmp/venv/bin/toolsight" ] \
  || fail "pip: toolsight is not the venv's"
check_installed pip "$tmp/venv/bin/toolsight"

step "uv tool install the wheel"
export UV_TOOL_DIR="$tmp/uv-tools" UV_TOOL_BIN_DIR="$tmp/uv-bin" UV_CACHE_DIR="$tmp/uv-cache"
timeout 300 "$tools/bin/uv" tool install --offline --no-index "$wheel"
check_installed uv "$tmp/uv-bin/toolsight"

echo "pypi test passed ($profile wheel $(basename "$wheel"))"
