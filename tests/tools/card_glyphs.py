#!/usr/bin/env python3
"""card_glyphs.py COMPONENTS.pdf: the quick-reference cards' glyphs (words
of Han characters or Thai script below a "Quick reference" header, as
pdftotext -bbox places them) are all printed at one size: prints the
tallest over the smallest glyph height, page by page, and exits 1 when any
page's ratio exceeds 1.05 (Tori Shogi's card drew 鷹 twice the size of the
other kanji). The characters of a promoted back, which follow the word
"promoted:" on the name's line at the name's size, are not the row's
picture and are left out."""
import re
import subprocess
import sys

WORD = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>')
GLYPH = re.compile(r"^[\u3400-\u9fff\u0e00-\u0e7f]+$")


def main():
    xml = subprocess.run(["pdftotext", "-bbox", sys.argv[1], "-"], check=True,
                         capture_output=True, text=True).stdout
    worst = 1.0
    for n, page in enumerate(xml.split("<page ")[1:], 1):
        words = [(float(a), float(b), float(c), float(d), t) for a, b, c, d, t in WORD.findall(page)]
        heads = [y0 for _, y0, _, _, t in words if t == "Quick"]
        if not heads:
            continue
        top = min(heads)
        # the promoted back's characters: right of "promoted:" on its line
        # (pdftotext may split เบี้ยหงาย into several words)
        marks = [(y0, y1, x1) for _, y0, x1, y1, t in words if t == "promoted:"]
        hs = [y1 - y0 for x0, y0, _, y1, t in words
              if y0 > top and GLYPH.match(t)
              and not any(a <= (y0 + y1) / 2 <= b and x0 >= mx for a, b, mx in marks)]
        if len(hs) < 2:
            continue
        ratio = max(hs) / min(hs)
        print(f"page {n}: {len(hs)} glyphs, tallest / smallest {ratio:.2f}")
        worst = max(worst, ratio)
    sys.exit(1 if worst > 1.05 else 0)


if __name__ == "__main__":
    main()
