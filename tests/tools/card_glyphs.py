#!/usr/bin/env python3
"""card_glyphs.py COMPONENTS.pdf: the quick-reference cards' glyphs (words
of Han characters or Thai script below a "Quick reference" header, as
pdftotext -bbox places them) are all printed at one size: prints the
tallest over the smallest glyph height, page by page, and exits 1 when any
page's ratio exceeds 1.05 (Tori Shogi's card drew 鷹 twice the size of the
other kanji). Only the rows' pictures count, the glyphs left of the card's
words (whose column starts where its rows' Latin words start): the
characters of a promoted back ("promoted: 龍王" and "same moves: 成銀 ..."
at the name's size, 龍王 over its diagram at the row's right end) are not
the row's picture and are left out."""
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
        # each card's words column: the least x of its rows' Latin words
        # (a card is the one whose header is the nearest on the left)
        # (a card is the one whose header is the nearest on the left; the
        # words column lies a picture's width, 14 mm or more, right of it:
        # the words under the cards start left of the first header)
        hx = sorted(x0 for x0, y0, _, _, t in words if t == "Quick" and y0 < top + 1)
        def card(x):
            return max([i for i, h in enumerate(hx) if h <= x + 10] or [0])
        # the cards end where the words under them begin ("Quick reference.")
        end = min([y0 for _, y0, _, _, t in words if t == "Quick" and y0 > top + 1] or [1e9])
        col = {}
        for x0, y0, _, _, t in words:
            if top + 5 < y0 < end and not GLYPH.match(t) and re.match(r"^[A-Za-z]", t) and \
                    x0 > hx[card(x0)] + 30:
                col[card(x0)] = min(col.get(card(x0), x0), x0)
        hs = [y1 - y0 for x0, y0, x1, y1, t in words
              if y0 > top and GLYPH.match(t) and x1 <= col.get(card(x0), 1e9) + 1]
        if len(hs) < 2:
            continue
        ratio = max(hs) / min(hs)
        print(f"page {n}: {len(hs)} glyphs, tallest / smallest {ratio:.2f}")
        worst = max(worst, ratio)
    sys.exit(1 if worst > 1.05 else 0)


if __name__ == "__main__":
    main()
