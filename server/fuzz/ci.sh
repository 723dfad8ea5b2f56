#!/usr/bin/env bash
# CI's fixed fuzz budget (docs/fuzzing.md), two targets at a time so both cores work: `analyse`
# beside `document`, then `config` beside `framing`. The first two run under AddressSanitizer with
# LeakSanitizer on, which has found leaks there; `config` and `framing` reach no unsafe code and
# build no schemas, so a sanitizer finds nothing in them that a panic would not, and without one
# they run four to ten times as many inputs (measured here, two at a time: about 57,000 and 27,000
# a second, against 14,000 and 2,800 alone with the sanitizer). Prints each target's executions
# and their total; fails with the target's log if any target found a crash, a hang or a leak.
set -euo pipefail
cd "$(dirname "$0")"
asan_seconds=${FUZZ_ASAN_SECONDS:-180}
plain_seconds=${FUZZ_PLAIN_SECONDS:-360}
host=$(rustc +nightly -vV | sed -n 's/^host: //p')

cargo +nightly fuzz build -O
# A separate target directory, or the plain build would replace the sanitized binaries.
cargo +nightly fuzz build -O -s none --target-dir target/plain
asan_bin=target/$host/release
plain_bin=target/plain/$host/release

logs=$(mktemp -d)
declare -A pids
start() {
  local name=$1 bin=$2
  shift 2
  mkdir -p "artifacts/$name"
  "$bin/$name" "corpus/$name" "-artifact_prefix=artifacts/$name/" -timeout=20 -rss_limit_mb=4096 "$@" \
    > "$logs/$name.log" 2>&1 &
  pids[$name]=$!
}
failed=()
finish() {
  local name=$1
  if ! wait "${pids[$name]}"; then
    failed+=("$name")
  fi
}

start analyse "$asan_bin" -dict=analyse.dict -max_total_time="$asan_seconds"
start document "$asan_bin" -max_total_time="$asan_seconds"
finish analyse
finish document
start config "$plain_bin" -max_total_time="$plain_seconds"
start framing "$plain_bin" -dict=framing.dict -max_total_time="$plain_seconds"
finish config
finish framing

total=0
for name in analyse document config framing; do
  runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$logs/$name.log" | tail -n 1)
  echo "fuzz $name: ${runs:-no} executions"
  total=$((total + ${runs:-0}))
done
echo "fuzz total: $total executions"
if [ ${#failed[@]} -gt 0 ]; then
  for name in "${failed[@]}"; do
    echo "---- fuzz $name failed; its log (the input is in server/fuzz/artifacts/$name/):"
    tail -n 80 "$logs/$name.log"
  done
  exit 1
fi
