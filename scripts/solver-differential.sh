#!/usr/bin/env bash
# Differential check of LayoutSolver against Kiwi: `responderkit-solver-check` writes N seeded random
# constraint systems (default 3000) with LayoutSolver's answers, scripts/solver-differential.py replays
# them on PyPI's kiwisolver and compares (docs/Layout-Solver.md says what is compared).
# Usage: scripts/solver-differential.sh [N [SEED]]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-3000}"
seed="${2:-1}"
python3 -c "import kiwisolver" 2> /dev/null || python3 -m pip install --quiet kiwisolver
swift build -c release --product responderkit-solver-check > /dev/null
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
.build/release/responderkit-solver-check "$count" "$seed" > "$out"
python3 scripts/solver-differential.py "$out"
