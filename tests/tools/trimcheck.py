#!/usr/bin/env python3
"""trimcheck.py: crop marks and bleed read from rendered pages (grey PGMs
from pdftoppm -gray), for tests/check/21-trim.sh. Each command prints what
it measured and exits 1 when the page breaks the rule.

  marks OFF.pgm ON.pgm DPI   the pixels the marks add (ON less OFF): none
                             within 0.5 mm of OFF's ink, none within 0.7 mm
                             of the paper's edge; prints how many mark
                             pixels (0: the page printed no mark)
  disc PAGE.pgm DPI CX CY W N  a dark disc centred on (CX, CY) mm, its face
                             W mm across: from its grey cut circle outwards
                             the black runs N mm (within 0.15 mm), along
                             the four diagonals
  tile OFF.pgm ON.pgm DPI N  a board tile's bleed: what ON adds lies right
                             of the tile's right cut line (or above its top
                             one) and reaches N mm past it (within 0.25 mm)
"""
import sys


def load(path):
    with open(path, 'rb') as f:
        data = f.read()
    fields, pos = [], 0
    while len(fields) < 4:  # P5 W H MAX, comments skipped
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b'#':
            pos = data.index(b'\n', pos)
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    if fields[0] != b'P5':
        sys.exit(f'{path}: not a grey PGM')
    w, h = int(fields[1]), int(fields[2])
    pix = data[pos + 1:pos + 1 + w * h]
    return w, h, pix


def marks(off_path, on_path, dpi):
    w, h, off = load(off_path)
    w2, h2, on = load(on_path)
    if (w, h) != (w2, h2):
        sys.exit('pages of different sizes')
    px = dpi / 25.4
    near, edge = int(round(0.5 * px)), 0.7 * px
    added, bad = 0, []
    for y in range(h):
        row = y * w
        for x in range(w):
            if on[row + x] >= 160 or off[row + x] < 160:
                continue  # not a pixel the marks add
            added += 1
            if x < edge or y < edge or x > w - 1 - edge or y > h - 1 - edge:
                bad.append((x, y, 'at the paper edge'))
                continue
            for yy in range(max(0, y - near), min(h, y + near + 1)):
                r = yy * w
                if min(off[r + max(0, x - near):r + min(w, x + near + 1)]) < 160:
                    bad.append((x, y, "within 0.5 mm of the page's ink"))
                    break
    print(f'{added} mark pixels')
    for x, y, why in bad[:5]:
        print(f'  mark pixel at {x / px:.1f}, {y / px:.1f} mm: {why}')
    return 1 if bad else 0


def disc(path, dpi, cx, cy, face, n):
    w, h, pix = load(path)
    px = dpi / 25.4

    def at(d, ux, uy):  # the pixel d mm from the centre along (ux, uy)
        x, y = int(round((cx + d * ux) * px)), int(round((cy + d * uy) * px))
        return pix[y * w + x] if 0 <= x < w and 0 <= y < h else 255

    worst, step = 0.0, 0.25 / px
    # along the diagonals, where discs have white between them: the first
    # white that lasts 1 mm ends the bleed; inwards from it, the middle of
    # the grey cut circle (0.6 grey on the black) is the cut
    for ux, uy in ((0.7071, 0.7071), (-0.7071, 0.7071), (0.7071, -0.7071), (-0.7071, -0.7071)):
        d, end = 0.42 * face, None  # past the art inside the disc's rings
        while d < 30 and end is None:
            if all(at(d + k * step, ux, uy) >= 230 for k in range(int(1.0 / step))):
                end = d
            d += step
        greys, black = [], False
        d = (end or 0) - step
        while end is not None and d > 1:
            v = at(d, ux, uy)
            if v < 60 and not greys:
                black = True  # inside the bleed, past its soft outer edge
            elif 90 <= v <= 200 and black:
                greys.append(d)
            elif greys and v < 90:
                break  # past the grey run, into the black within the cut
            d -= step
        if end is None or not greys:
            print(f'  no cut circle and bleed found towards ({ux:+.1f}, {uy:+.1f})')
            return 1
        got = end - (greys[0] + greys[-1]) / 2
        print(f'towards ({ux:+.1f}, {uy:+.1f}): black {got:.2f} mm past the cut circle')
        worst = max(worst, abs(got - n))
    return 1 if worst > 0.15 else 0


def tile(off_path, on_path, dpi, n):
    w, h, off = load(off_path)
    _, _, on = load(on_path)
    px = dpi / 25.4
    # the tile's cut lines: the longest dark columns and rows of OFF; the
    # right cut is the rightmost column nearly as dark as the darkest
    cols = [sum(1 for y in range(h) if off[y * w + x] < 128) for x in range(w)]
    rows = [sum(1 for x in range(w) if off[y * w + x] < 128) for y in range(h)]
    right = max(x for x in range(w) if cols[x] >= 0.8 * max(cols))
    top = min(y for y in range(h) if rows[y] >= 0.8 * max(rows))
    diff = [(x, y) for y in range(h) for x in range(w)
            if abs(on[y * w + x] - off[y * w + x]) > 64]
    if not diff:
        print('  the bleed added nothing')
        return 1
    # inside the tile, clear of the cut lines (whose soft edges now lie on
    # the bleed, not on white)
    stray = [(x, y) for x, y in diff if x < right - 2 and y > top + 2]
    reach_x = (max(x for x, _ in diff) - right) / px
    reach_y = (top - min(y for _, y in diff)) / px
    print(f'bleed reaches {reach_x:.2f} mm past the right cut, {reach_y:.2f} mm past the top; '
          f'{len(stray)} pixels changed inside the tile')
    return 1 if stray or abs(max(reach_x, reach_y) - n) > 0.25 else 0


def main(argv):
    cmd, args = argv[1], argv[2:]
    if cmd == 'marks':
        return marks(args[0], args[1], float(args[2]))
    if cmd == 'disc':
        return disc(args[0], *(float(a) for a in args[1:6]))
    if cmd == 'tile':
        return tile(args[0], args[1], float(args[2]), float(args[3]))
    sys.exit(__doc__)


if __name__ == '__main__':
    sys.exit(main(sys.argv))
