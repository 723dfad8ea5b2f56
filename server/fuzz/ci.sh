#!/usr/bin/env bash
# CI's fixed fuzz budget (docs/fuzzing.md), two targets at a time so both cores work: `analyse`
# beside `document`, then `config` beside `framing`, all four from one build under
# AddressSanitizer with LeakSanitizer on, which has found leaks in the first two. `config` and
# `framing` would run four to ten times as many inputs without a sanitizer, but a second build
# for them costs CI more minutes than their whole run: longer runs without one are in
# docs/fuzzing.md. Prints each target's executions and their total; fails with the target's log
# if any target found a crash, a hang or a leak.
set -euo pipefail
cd "$(dirname "$0")"
schema_seconds=${FUZZ_SCHEMA_SECONDS:-150}
text_seconds=${FUZZ_TEXT_SECONDS:-90}
host=$(rustc +nightly -vV | sed -n 's/^host: //p')

cargo +nightly fuzz build -O
bin=target/$host/release

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

start analyse "$bin" -dict=analyse.dict -max_total_time="$schema_seconds"
start document "$bin" -max_total_time="$schema_seconds"
finish analyse
finish document
start config "$bin" -max_total_time="$text_seconds"
start framing "$bin" -dict=framing.dict -max_total_time="$text_seconds"
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
