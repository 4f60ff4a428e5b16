#!/usr/bin/env bash
# Renders the hicolor PNGs from the SVG with rsvg-convert (Debian: librsvg2-bin). The PNGs
# are committed, so that building the package needs no SVG renderer; run this after editing
# the SVG. tests/package checks that every size is there and has the size its folder says.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
id=org.poolcraft.Poolcraft
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert --width "$size" --height "$size" "$id.svg" \
        --output "hicolor/${size}x${size}/apps/$id.png"
done
