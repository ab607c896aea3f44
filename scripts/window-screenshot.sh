#!/usr/bin/env bash
# Runs the SDL backend's end-to-end tests under Xvfb and turns the screenshot the drag test takes
# (real X input, the red view dragged) into docs/pictures/window-drag.png, and the typing test's (the field
# being edited, the on-screen keyboard up) into docs/pictures/window-typing.png.
# Needs: apt-get install -y libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core xvfb xdotool x11-apps netpbm
set -euo pipefail
cd "$(dirname "$0")/.."
artifacts="$(mktemp -d)"
RESPONDERKIT_E2E_ARTIFACTS="$artifacts" swift test --package-path Backends/SDL --filter WindowEndToEnd
pnmtopng "$artifacts/drag.ppm" > docs/pictures/window-drag.png
pnmtopng "$artifacts/typing.ppm" > docs/pictures/window-typing.png
echo "wrote docs/pictures/window-drag.png and docs/pictures/window-typing.png"
