#!/usr/bin/env bash
# The pre-commit hooks of .pre-commit-hooks.yaml, run by the real pre-commit (PyPI) on a temporary
# git repository holding a copy of examples/notes-server, a Python file and a Markdown file.
#   tests/install/precommit.sh
#   toolsight-system: `toolsight` from PATH (TOOLSIGHT_BIN, default target/debug/toolsight)
#   toolsight:        language: python, so pre-commit pip-installs this repository, which builds
#                     the wheel with maturin (the dev profile unless TOOLSIGHT_WHEEL_PROFILE=release)
#                     in a cargo target dir outside the repository, one per rustc, kept between
#                     runs and fresh clones: ${TOOLSIGHT_CI_CACHE:-~/.cache/toolsight-ci}/precommit/
#                     (cargo's fingerprints decide what is stale; the dependencies are reused)
# `pre-commit try-repo` runs the hooks of this working tree, uncommitted changes included.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$(realpath "${TOOLSIGHT_BIN:-$repo/target/debug/toolsight}")"
[ -x "$bin" ] || { echo "precommit test: $bin is not built (cargo build -p toolsight --bin toolsight)" >&2; exit 1; }
profile="${TOOLSIGHT_WHEEL_PROFILE:-dev}"
ci_cache="${TOOLSIGHT_CI_CACHE:-$HOME/.cache/toolsight-ci}"   # (HOME is a temp dir below)
venv="$repo/target/install/precommit-venv"
step() { echo "== pre-commit: $*"; }
fail() { echo "pre-commit test FAILED: $*" >&2; exit 1; }

if [ ! -x "$venv/bin/pre-commit" ]; then
  step "pre-commit into $venv"
  rm -rf "$venv"
  timeout 120 python3 -m venv "$venv"
  timeout 300 "$venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
fi
"$venv/bin/pre-commit" --version

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin" "$tmp/home"
ln -s "$bin" "$tmp/bin/toolsight"
path_before="$PATH"
export PATH="$tmp/bin:$PATH"   # toolsight-system runs `toolsight` from PATH
# cargo and rustup keep their homes; everything else writes under $tmp
export RUSTUP_HOME="${RUSTUP_HOME:-$HOME/.rustup}" CARGO_HOME="${CARGO_HOME:-$HOME/.cargo}"
export HOME="$tmp/home" PRE_COMMIT_HOME="$tmp/pre-commit-home" XDG_CACHE_HOME="$tmp/home/.cache"
export GIT_AUTHOR_NAME=ci GIT_AUTHOR_EMAIL=ci@example.invalid GIT_COMMITTER_NAME=ci GIT_COMMITTER_EMAIL=ci@example.invalid
export GIT_CONFIG_NOSYSTEM=1

# the project under test: a server with findings, a Python file and a Markdown file
proj="$tmp/proj"
mkdir -p "$proj"
cp -R "$repo/examples/notes-server" "$proj/notes-server"
printf 'def main():\n    return 1\n' >"$proj/tool.py"
printf '# a project\n' >"$proj/README.md"
git -C "$proj" init -q
git -C "$proj" add -A
git -C "$proj" commit -qm initial

# run_hook LABEL WANT_RC HOOK_ID [pre-commit args...]: output in $tmp/LABEL.txt
run_hook() {
  local label="$1" want="$2" hook="$3" rc
  shift 3
  set +e
  (cd "$proj" && timeout "${HOOK_TIMEOUT:-300}" "$venv/bin/pre-commit" try-repo "$repo" "$hook" --verbose "$@") \
    >"$tmp/$label.txt" 2>&1
  rc=$?
  set -e
  if [ "$rc" -ne "$want" ]; then
    cat "$tmp/$label.txt"
    fail "$label: pre-commit exited $rc, want $want"
  fi
}
want() { # want LABEL REGEX: the output of LABEL matches REGEX
  grep -Eq "$2" "$tmp/$1.txt" || { cat "$tmp/$1.txt"; fail "$1: output does not match /$2/"; }
}

step "toolsight-system on all files: the findings of notes-server fail the hook"
run_hook system-all 1 toolsight-system --all-files
want system-all '^toolsight \(from PATH\)\.+Failed'
want system-all 'notes-server/src/server\.ts:[0-9]+:[0-9]+'
want system-all 'root-emptied'
want system-all '^Found [0-9]+ findings'
# the same findings as toolsight check on the copied project
(cd "$proj" && "$bin" check notes-server/src/server.ts notes-server/src/schemas.ts tool.py --exit-zero) >"$tmp/direct.txt"
tail -n1 "$tmp/direct.txt" | grep -Eq '^Found' || fail "toolsight check found nothing in the copy"
want system-all "^$(tail -n1 "$tmp/direct.txt" | sed 's/[.()]/\\&/g')\$"

step "toolsight-system on staged files: only a Python file staged passes"
printf 'def main():\n    return 2\n' >"$proj/tool.py"
git -C "$proj" add tool.py
run_hook system-py 0 toolsight-system
want system-py '^toolsight \(from PATH\)\.+Passed'

step "toolsight-system on staged files: only Markdown staged skips the hook"
git -C "$proj" commit -qm py
printf '# a project, edited\n' >"$proj/README.md"
git -C "$proj" add README.md
run_hook system-md 0 toolsight-system
want system-md '^toolsight \(from PATH\)\.+\(no files to check\)Skipped'
git -C "$proj" commit -qm md

step "toolsight-system with a staged fix: the edited TypeScript file is checked"
printf '\nexport const extra = 1;\n' >>"$proj/notes-server/src/schemas.ts"
git -C "$proj" add notes-server/src/schemas.ts
run_hook system-ts 1 toolsight-system
want system-ts 'notes-server/src/schemas\.ts:[0-9]+'
if grep -q 'notes-server/src/server\.ts:' "$tmp/system-ts.txt"; then
  cat "$tmp/system-ts.txt"; fail "system-ts: reported server.ts, which is not staged"
fi
git -C "$proj" commit -qm ts --no-verify

step "toolsight (language: python): pre-commit pip-installs this repository (maturin, $profile profile)"
# no toolsight on PATH now: the hook can only pass through the one pre-commit installed
export PATH="$path_before"
if command -v toolsight >/dev/null; then fail "a toolsight is on PATH ($(command -v toolsight)); the python hook test needs none"; fi
rustc_key="$(rustc -V | awk '{gsub(/[()]/, ""); print $2 "-" $3}')"
export CARGO_TARGET_DIR="$ci_cache/precommit/cargo-target-$rustc_key" MATURIN_PEP517_ARGS="--profile $profile"
HOOK_TIMEOUT=1800 run_hook python-all 1 toolsight --all-files
want python-all '^toolsight\.+Failed'
want python-all 'root-emptied'
want python-all "^$(tail -n1 "$tmp/direct.txt" | sed 's/[.()]/\\&/g')\$"
echo "pre-commit test passed"
