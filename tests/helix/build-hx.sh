#!/usr/bin/env bash
# Builds Helix (`hx`) from Debian trixie's source package, once per machine: Debian bookworm has no
# Helix, trixie's binary needs glibc 2.39, and crates.io's helix-term is a placeholder. The
# source package is the upstream tarball with its Cargo.lock; all its crates come from crates.io.
#   tests/helix/build-hx.sh      prints the path of the hx binary (on stdout, last line)
# Cached outside the repository, so a fresh clone reuses it: in
# ${TOOLSIGHT_CI_CACHE:-~/.cache/toolsight-ci}/helix/<HX_VERSION>-<Debian release>-<arch>/ (bin/hx
# and runtime/). The key is the pinned upstream version: a trixie source of another version fails
# instead of being cached under the wrong name. A second run only checks the binary and prints it.
# The system's apt configuration is not touched (a private sources list and lists directory).
set -euo pipefail
HX_VERSION=25.01.1
log() { echo "helix build: $*" >&2; }
root="${TOOLSIGHT_CI_CACHE:-$HOME/.cache/toolsight-ci}/helix"
# shellcheck disable=SC1091
os="$(. /etc/os-release && echo "${ID:-linux}${VERSION_ID:-}")"
cache="$root/$HX_VERSION-$os-$(uname -m)"
ok() { [ -x "$cache/bin/hx" ] && [ -d "$cache/runtime" ] && [ -f "$cache/.complete" ] &&
  "$cache/bin/hx" --version 2>/dev/null | grep -q "^helix $HX_VERSION\b"; }
if ok; then
  echo "$cache/bin/hx"
  exit 0
fi
mkdir -p "$root"
# one build at a time per machine (two CI runs share the cache): wait for the other, then re-check
exec 9>"$cache.lock"
timeout 5400 flock 9
if ok; then
  echo "$cache/bin/hx"
  exit 0
fi
rm -rf "$cache"
mkdir -p "$cache"
work="$(mktemp -d "$cache/build.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/parts"
# the machine's first mirror stanza, as a deb-src entry for trixie
awk 'BEGIN{RS="";ORS="\n\n"} NR==1' /etc/apt/sources.list.d/debian.sources |
  sed -e 's/^Types:.*/Types: deb-src/' -e 's/^Suites:.*/Suites: trixie/' >"$work/parts/trixie-src.sources"
O=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$work/parts" -o "Dir::State::Lists=$work/lists")
log "apt-get source hx (trixie)"
timeout 300 apt-get "${O[@]}" update -qq >&2
(cd "$work" && timeout 300 apt-get "${O[@]}" source --download-only hx >&2)
tar xzf "$work"/hx_*.orig.tar.gz -C "$work"
src="$(find "$work" -maxdepth 1 -type d -name 'helix-*' | head -n1)"
[ -n "$src" ] || { log "no helix-* directory in the source package"; exit 1; }
[ "$(basename "$src")" = "helix-$HX_VERSION" ] ||
  { log "trixie's source is $(basename "$src"), this script pins $HX_VERSION (update HX_VERSION and the tests)"; exit 1; }
log "cargo build -p helix-term in $src (its rust-toolchain.toml pin cannot be downloaded: stable)"
start=$SECONDS
(cd "$src" && RUSTUP_TOOLCHAIN=stable HELIX_DISABLE_AUTO_GRAMMAR_BUILD=1 CARGO_TARGET_DIR="$cache/cargo-target" \
  timeout 3600 cargo build --locked -p helix-term >&2)
log "built in $((SECONDS - start)) s"
rm -rf "$cache/bin" "$cache/runtime"
mkdir -p "$cache/bin"
strip -o "$cache/bin/hx" "$cache/cargo-target/debug/hx"   # 350 MB of debug info off
cp -R "$src/runtime" "$cache/runtime"
rm -rf "$cache/runtime/grammars/sources"
"$cache/bin/hx" --version >&2
rm -rf "$cache/cargo-target"   # only the binary and the runtime files are kept (the build is ~2 GB)
touch "$cache/.complete"
echo "$cache/bin/hx"
