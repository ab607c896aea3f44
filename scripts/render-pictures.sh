#!/usr/bin/env bash
# Writes the tracer's picture of every demo scenario as SVG, and converts them to PNG with
# rsvg-convert (Debian: apt-get install -y librsvg2-bin) so they can be looked at as images.
#   scripts/render-pictures.sh [OUTPUT_DIR]      (default: .build/pictures)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/pictures}"
swift run responderkit-demo --svg "$out" > /dev/null
if ! command -v rsvg-convert > /dev/null; then
    echo "rsvg-convert not found: apt-get install -y librsvg2-bin" >&2
    exit 1
fi
count=0
for svg in "$out"/*.svg; do
    rsvg-convert -w 390 "$svg" -o "${svg%.svg}.png"
    count=$((count + 1))
done
echo "$count pictures in $out (SVG and PNG)"
