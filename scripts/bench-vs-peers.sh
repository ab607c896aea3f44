#!/usr/bin/env bash
# ResponderKit's benchmark lines and the peers' harnesses (Qt 6, the textbook Swift transcription, the
# flat C scan by default), run back to back on this machine, so that every column of the table comes
# from the same run — the side-by-side figures in the README and docs/Performance.md are made with this script.
#
#   scripts/bench-vs-peers.sh                  # responderkit, then qt6, swift and floor
#   PEERS="qt6 gtk4 chromium" scripts/bench-vs-peers.sh
#
# PEERS_DIR: where the peers' harnesses are (default: ../shared/peers beside this checkout).
# Each harness installs what it needs from Debian (apt-get) on its first run, and builds in a
# scratch directory (PEERS_BUILD_DIR), never in PEERS_DIR. The result lines go to stdout and to
# $OUT/results.txt (OUT defaults to a fresh temporary directory), each harness's log beside them.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PEERS_DIR="${PEERS_DIR:-$ROOT/../shared/peers}"
PEERS="${PEERS:-qt6 swift floor}"
OUT="${OUT:-$(mktemp -d)}"
export PEERS_BUILD_DIR="${PEERS_BUILD_DIR:-$OUT/build}"
mkdir -p "$OUT" "$PEERS_BUILD_DIR"
RESULTS="$OUT/results.txt"
: > "$RESULTS"

echo "== responderkit (release build)" >&2
swift build -c release --package-path "$ROOT/Benchmarks" >&2 || exit 1
"$ROOT/Benchmarks/.build/release/responderkit-bench" deep64 wide10k app1k chain16 | tee -a "$RESULTS"

for peer in $PEERS; do
  if [ ! -f "$PEERS_DIR/$peer/run.sh" ]; then
    echo "$peer: no harness at $PEERS_DIR/$peer/run.sh" >&2
    continue
  fi
  echo "== $peer" >&2
  if ! bash "$PEERS_DIR/$peer/run.sh" 2> "$OUT/$peer.log" | tee -a "$RESULTS"; then
    echo "$peer failed: see $OUT/$peer.log" >&2
  fi
done

echo
echo "One run, $(date -u +%Y-%m-%d), $(nproc) cores; lines in $RESULTS:"
if [ -f "$PEERS_DIR/run-all.sh" ]; then
  bash "$PEERS_DIR/run-all.sh" --table "$RESULTS"
fi
