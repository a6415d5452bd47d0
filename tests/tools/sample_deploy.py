#!/usr/bin/env python3
"""sample_deploy.py DEF BOOKLET: the sample deployments a free-setup booklet
prints ("White: King e2, ..., Chariots a1 and h1. Black: ...") are legal for
DEF: every piece in hand placed once, on an empty square of its own camp,
Chariots on the back rank, Black's Chariots off White's King's file.
Prints how many samples it read; exit 1 on the first fault (or none read)."""
import re, subprocess, sys, xml.etree.ElementTree as E

root = E.parse(sys.argv[1]).getroot()
names = {p.get("name"): p.get("id") for p in root.iter("piece")}
hand, pawns = {}, set()
setup = next(s for s in root.iter("setup") if s.get("side") == "first")
for pl in setup.iter("place"):
    if pl.get("in") == "hand":
        hand[pl.get("piece")] = int(pl.get("count", "1"))
    else:
        pawns.update(pl.get("at").split())
# Black's pawns: White's turned round (rotate="first")
turn = lambda sq: "abcdefgh"[7 - "abcdefgh".index(sq[0])] + str(9 - int(sq[1:]))
pawns |= {turn(q) for q in set(pawns)}
text = " ".join(subprocess.run(["pdftotext", sys.argv[2], "-"], capture_output=True,
                               text=True).stdout.split())
samples = re.findall(r"White: ([^.]*)\. Black: ([^.]*)\.", text)
if not samples:
    sys.exit("no sample deployment found")
for white, black in samples:
    placed = {}
    for side, words, ranks, back in (("first", white, "123", "1"), ("second", black, "876", "8")):
        count = {}
        for m in re.finditer(r"(\w+) ([a-h][1-8])(?: and ([a-h][1-8]))?", words):
            name = m.group(1).rstrip("s") if m.group(1) not in names else m.group(1)
            pid = names.get(name) or names.get(m.group(1)[:-1])
            if not pid:
                sys.exit(f"{side}: unknown piece {m.group(1)}")
            for sq in filter(None, m.groups()[1:]):
                if sq[1] not in ranks or sq in pawns or sq in placed:
                    sys.exit(f"{side}: {pid} on {sq}: not an empty square of its own side")
                if pid == "chariot" and sq[1] != back:
                    sys.exit(f"{side}: Chariot on {sq}, not the back rank")
                placed[sq] = (side, pid)
                count[pid] = count.get(pid, 0) + 1
        if count != hand:
            sys.exit(f"{side}: placed {count}, in hand {hand}")
    king = next(sq for sq, v in placed.items() if v == ("first", "king"))
    if any(v == ("second", "chariot") and sq[0] == king[0] for sq, v in placed.items()):
        sys.exit("Black's Chariot on the file of White's King")
print(f"{len(samples)} sample deployments, each legal")
