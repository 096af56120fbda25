#!/usr/bin/env bash
# Regenerates the README's storyboard pictures (docs/images/*.png) from the built-in storyboard:
# renders the panels as PNG at device pixels, then downscales them with ImageMagick (Debian's
# `imagemagick`) to 640 px wide, 96 colours without dithering. Run from the repository root after a release build.
set -euo pipefail
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
.build/release/foldkit storyboard -o "$out" --render png --posture closed,book,tabletop >/dev/null
for panel in mail/iphone-duo/book odokeep-tabs/iphone-duo/book odokeep-tabs/iphone-duo/closed \
             odokeep-fuel-prices/iphone-duo/tabletop photo-context-menu/iphone-duo/book podcasts-now-playing/iphone-duo/tabletop; do
  name=$(echo "$panel" | sed 's|/iphone-duo/|-|')
  width=640; case "$panel" in */closed) width=300;; esac
  /usr/bin/convert "$out/$panel.png" -resize "${width}x" -strip +dither -colors 96 "PNG8:docs/images/$name.png"
done
# The keyboard state (SPEC 10.2): Mail's reply field on the open Duo, held as a book and as a laptop.
.build/release/foldkit storyboard Sources/FoldKitScenes/Resources/Scenes/mail.json -o "$out/keyboard" --render png \
  --device iphone-duo --posture book,tabletop --keyboard on >/dev/null
for panel in book.keyboard tabletop.keyboard; do
  /usr/bin/convert "$out/keyboard/mail/iphone-duo/$panel.png" -resize "480x" -strip +dither -colors 96 "PNG8:docs/images/mail-${panel/./-}.png"
done
# The App Store image beside the wireframe: Mail on the open Duo in the store style, 2853 × 2007 px.
.build/release/foldkit storyboard -o "$out/store" --render png --posture book --style store >/dev/null
/usr/bin/convert "$out/store/mail/iphone-duo/book.png" -resize "640x" -strip +dither -colors 96 "PNG8:docs/images/mail-book-store.png"
ls -l docs/images
