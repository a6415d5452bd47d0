#!/usr/bin/env python3
"""textboxes.py PDF [MARGIN_MM]: every word of every page, as pdftotext -bbox
reads it, must lie inside the page less MARGIN_MM (default 5) on every side,
and no two words may overlap (one drawn over the other). Prints one line per
fault ("page 2: 'word' runs off the page ...") and exits 1 when any; a
summary line on success.

A "word" of combining marks alone (Thai tone and vowel marks, which
pdftotext splits from their letters where the text is turned) belongs to the
letter it sits on: it is held to the page but not counted as an overlap."""
import re
import subprocess
import sys
import unicodedata

MM = 72 / 25.4


def marks_only(text):
    """True for a word of combining marks only (no letter of its own)."""
    return all(unicodedata.category(c).startswith("M") for c in text)


def main():
    pdf = sys.argv[1]
    margin = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
    html = subprocess.run(["pdftotext", "-bbox", pdf, "-"], capture_output=True, text=True,
                          check=True).stdout
    faults, words = [], 0
    for no, page in enumerate(re.findall(r"<page (.*?)</page>", html, re.S), 1):
        w = float(re.search(r'width="([\d.]+)"', page).group(1))
        h = float(re.search(r'height="([\d.]+)"', page).group(1))
        boxes = [(float(a), float(b), float(c), float(d), t) for a, b, c, d, t in re.findall(
            r'<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">(.*?)</word>',
            page)]
        words += len(boxes)
        m = margin * MM
        for x0, y0, x1, y1, t in boxes:
            if x0 < m or y0 < m or x1 > w - m or y1 > h - m:
                faults.append(f"page {no}: '{t}' at ({x0:.0f}, {y0:.0f})-({x1:.0f}, {y1:.0f}) pt runs off "
                              f"the page (less {margin} mm)")
        # overlaps: boxes shrunk by 15 % of their height, as lines and
        # neighbouring glyphs' boxes touch
        boxes = [b for b in boxes if not marks_only(b[4])]
        boxes.sort()
        for i, (x0, y0, x1, y1, t) in enumerate(boxes):
            s = 0.15 * (y1 - y0)
            for a0, b0, a1, b1, u in boxes[i + 1:]:
                if a0 >= x1 - s:
                    break
                r = 0.15 * (b1 - b0)
                if b0 + r < y1 - s and y0 + s < b1 - r and a0 + r < x1 - s:
                    faults.append(f"page {no}: '{t}' and '{u}' overlap at ({a0:.0f}, {b0:.0f}) pt")
    for f in faults[:20]:
        print(f)
    if faults:
        print(f"{len(faults)} faults in {words} words")
        return 1
    print(f"{words} words, all on the page, none over another")
    return 0


sys.exit(main())
