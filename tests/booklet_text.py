#!/usr/bin/env python3
"""booklet_text.py DEF.xml BOOKLET.pdf: reads a rendered booklet's text (as
pdftotext extracts it) against its definition.

- setup: every count the text gives ("ten tiles", "five Soldiers", "the four
  ranks farthest from you") agrees with the definition's pieces, setup and
  zones, and every "X moves first" names the side that moves first;
- words: no move notation, file name, command or designers' section anywhere
  in the book: it is the players'; all of that is in <id>-design.pdf;
- sources: no citation (a web address, an author by initials, the programs
  and sites a set's moves were taken from) and, in "About this set", at
  most one sentence on what is reconstructed: the sources and the reasons
  of a reconstruction are the designers' (<note audience="designer">);
- repeats: no sentence printed twice in the players' part;
- hand: a game without drops never speaks of a hand (its pieces beside the
  board at the start are spares).

Prints one line per problem and exits 1 when there is any."""
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
         "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60}
NUM = (r"(?:(?:twenty|thirty|forty|fifty|sixty)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?"
       r"|" + "|".join(sorted(UNITS, key=len, reverse=True)) + r"|\d+)")


def number(word):
    word = word.lower()
    if word.isdigit():
        return int(word)
    if word in UNITS:
        return UNITS.index(word)
    head, _, tail = word.partition("-")
    return TENS[head] + (UNITS.index(tail) if tail else 0)


def plural(name):
    return name + "es" if name.endswith(("s", "x", "ch")) else name + "s"


class Definition:
    def __init__(self, path):
        root = ET.parse(path).getroot()
        self.root = root
        self.sides = {s.get("id"): s.get("name") for s in root.findall("side")}
        self.drops = root.get("drops") == "yes"
        self.first = self.sides[root.get("first", "first")]
        board = root.find("board")
        self.ranks = board.get("rank-names").split()
        self.files = board.get("file-names").split()
        self.pieces = {p.get("id"): p for p in root.findall("piece")}
        self.count = {p.get("name"): int(p.get("count")) for p in self.pieces.values()}
        self.betza = sorted({m.get("betza") for m in root.iter("moves")}, key=len, reverse=True)
        setups = root.findall("setup")
        first = [s for s in setups if s.get("side") == "first"][0]
        self.on_board = sum(len(pl.get("at", "").split()) for pl in first.findall("place")
                            if pl.get("in") != "hand")
        self.in_hand = sum(int(pl.get("count", "1")) for pl in first.findall("place")
                           if pl.get("in") == "hand")
        self.setup_ranks = set()
        for pl in first.findall("place"):
            for sq in pl.get("at", "").split():
                self.setup_ranks.add(self.square_rank(sq))
        self.on_board_of = {}
        for pl in first.findall("place"):
            name = self.pieces[pl.get("piece")].get("name")
            self.on_board_of[name] = self.on_board_of.get(name, 0) + len(pl.get("at", "").split())
        self.total = sum(self.count.values())
        self.men = sum(int(p.get("count")) for p in self.pieces.values() if p.get("royal") != "yes")
        self.kinds = sum(1 for p in self.pieces.values() if int(p.get("count")) > 0)
        self.tiles = root.find("components").get("form") == "tile"
        self.chips = [int(c.get("count")) for c in root.iter("chip")]
        self.zone_ids = {z.get("id") for z in board.findall("zone")}
        self.zone_depth = {}
        for z in board.findall("zone"):
            if z.get("ranks") and z.get("side") == "first":
                a, b = z.get("ranks").split("-") if "-" in z.get("ranks") else (z.get("ranks"),) * 2
                self.zone_depth[z.get("id")] = abs(self.ranks.index(a) - self.ranks.index(b)) + 1

    def square_rank(self, sq):
        for f in sorted(self.files, key=len, reverse=True):
            if sq.startswith(f) and sq[len(f):] in self.ranks:
                return sq[len(f):]
        raise ValueError("square " + sq)


def sentences(text):
    text = re.sub(r"-\n(?=[a-z])", "", text)
    text = re.sub(r"\s+", " ", text)
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z\"“(])", text) if s.strip()]


def check_setup(d, text, say):
    flat = re.sub(r"\s+", " ", text)
    movers = re.findall(r"\b(\w+) (?:moves|plays|goes) first", flat)
    named = [m for m in movers if m in d.sides.values()]
    for m in named:
        if m != d.first:
            say(f"says \"{m} moves first\"; the definition has {d.first} moving first")
    if d.first not in named:
        say(f"never says \"{d.first} moves first\"")
    for name, count in d.count.items():
        if count == 0:
            continue
        for m in re.finditer(r"\b(" + NUM + r") " + re.escape(plural(name)) + r"\b", flat, re.I):
            if re.match(r" on (?:a|one|the same) (?:file|rank|line)\b", flat[m.end():]):
                continue  # a rule's name ("Two Pawns on a file"), not a count of the set
            n = number(m.group(1))
            spares = count - d.on_board_of.get(name, 0)  # beside the board ("White: 2 Firzans")
            if n not in (count, 2 * count, d.on_board_of.get(name, 0), spares):
                say(f"\"{m.group(0)}\": each side has {count} {name}")
    # counts of the whole set ("each lead twelve square tiles"), not limits
    # ("no more than three pieces") or moves ("turned up three men")
    nouns = "tiles|pieces|men" if d.tiles else "pieces|men"
    generic = r"\b(" + NUM + r") (?:[a-z]+ )?(" + nouns + r")\b"
    allowed = {d.total, d.on_board, d.in_hand, d.men, d.kinds, 2 * d.total}
    for m in re.finditer(generic, flat):
        if m.group(1).lower() in ("one", "two") and d.total > 4:
            continue  # "one of your pieces", "two pieces at most": not a count of the set
        before = flat[max(0, m.start() - 20):m.start()]
        if re.search(r"(no more than|at most|up to|fewer than|more than|turned up|faced) $", before):
            continue
        n = number(m.group(1))
        if n not in allowed:
            say(f"\"{m.group(0)}\": the set has {d.total} pieces a side, "
                f"{d.on_board} on the board at the start, {d.in_hand} in hand")
    for m in re.finditer(r"\bpieces of (" + NUM + r") kinds\b", flat, re.I):
        if number(m.group(1)) != d.kinds:
            say(f"\"{m.group(0)}\": the set has {d.kinds} kinds of piece")
    for m in re.finditer(r"\b(" + NUM + r") (?:shield and crest )?chips\b", flat, re.I):
        if number(m.group(1)) not in d.chips + [2 * c for c in d.chips]:
            say(f"\"{m.group(0)}\": the set has {d.chips} chips a side")
    for m in re.finditer(r"\b(" + NUM + r") (?:ranks|rows) (?:nearest|closest)", flat, re.I):
        if number(m.group(1)) != len(d.setup_ranks):
            say(f"\"{m.group(0)}\": the setup fills {len(d.setup_ranks)} ranks")
    for m in re.finditer(r"\b(" + NUM + r") (?:ranks|rows) farthest from you are your (\w+) zone",
                         flat, re.I):
        depth = d.zone_depth.get(m.group(2).lower())
        if depth != number(m.group(1)):
            say(f"\"{m.group(0)}\": the {m.group(2)} zone is {depth} ranks deep")


TOOL_WORDS = [r"\bFor designers\b", r"\bdesigners?\b", r"\bvalidator\b", r"\bBetza\b", r"\.pdf\b", r"\.xml\b", r"\bpnpgen\b", r"\blayouts/", r"\bpiecedefs/",
              r"\bmake (?:pdf|check)\b", r"\bpromoted only\b"]


def check_words(d, text, say):
    flat = re.sub(r"\s+", " ", re.sub(r"-\s*\n\s*", "-", text))
    for pat in TOOL_WORDS:
        for m in re.finditer(pat, flat):
            say(f"tool word \"{m.group(0)}\" in the players' booklet: ...{flat[max(0, m.start() - 40):m.end() + 20]}...")
    # a hyphenated zone id ("own-half") is the definition's word, not the
    # players'; pdftotext joins a word broken at its hyphen ("ownhalf")
    for z in d.zone_ids:
        if "-" in z:
            # "the back-row leap" is English; "its own-half" is not
            for form in (r"\b(?:its|zone) " + re.escape(z), re.escape(z.replace("-", ""))):
                if re.search(form + r"\b", flat):
                    say(f"zone id \"{z}\" in the players' booklet")
    for b in d.betza:
        if len(b) < 2:
            continue  # one letter ("K") is also a word or an initial
        for m in re.finditer(r"(?<![\w'’-])" + re.escape(b) + r"(?![\w'’-])", flat):
            say(f"move notation \"{b}\" in the players' booklet: ...{flat[max(0, m.start() - 40):m.end() + 20]}...")


# where a set's facts were found: the designers' document names them
SOURCE_WORDS = [r"https?://", r"\bwww\.", r"\bJocly\b", r"\bGame Courier\b", r"\bchessvariants\b",
                r"\bLudii\b", r"\bWikipedia\b", r"\bFairy-Stockfish\b"]


def check_sources(d, text, say):
    """The players' booklet tells what is played, not where it was found:
    Chu Seireigi's last page listed its sources (Jocly's version, its
    authors, Game Courier) and the rotation game's a page of reconstruction
    notes. One sentence may say what is reconstructed."""
    flat = re.sub(r"\s+", " ", re.sub(r"-\s*\n\s*", "-", text))
    for pat in SOURCE_WORDS:
        for m in re.finditer(pat, flat):
            say(f"source \"{m.group(0)}\" in the players' booklet: ...{flat[max(0, m.start() - 40):m.end() + 20]}...")
    # an author by initials ("H. G. Muller"), not a piece's short name ("L. Quail")
    names = {w for p in d.pieces.values() for a in ("name", "short") for w in (p.get(a) or "").split()}
    for m in re.finditer(r"\b(?:[A-Z]\. )+([A-Z][a-z]+)", flat):
        if m.group(1) not in names:
            say(f"author \"{m.group(0)}\" in the players' booklet: ...{flat[max(0, m.start() - 40):m.end() + 20]}...")
    about = re.split(r"\nAbout this set\n", text)
    rebuilt = [s for s in sentences(about[-1]) if re.search(r"\breconstruct", s, re.I)] if len(about) > 1 else []
    if len(rebuilt) > 1:
        say(f"{len(rebuilt)} sentences on the reconstruction in \"About this set\" (one says what is "
            f"reconstructed; the reasons are the designers'): " + " | ".join(s[:60] for s in rebuilt))


def check_hand(d, text, say):
    """A game without drops has no hand: pieces beside the board at the
    start are spares ("Black's hand" would send a chess player looking for
    a shogi rule)."""
    if d.drops:
        return
    flat = re.sub(r"\s+", " ", text)
    for m in re.finditer(r"(?<![\w-])(?:in )?hands?\b", flat):
        say(f"\"{m.group(0)}\" in a game without drops: ...{flat[max(0, m.start() - 40):m.end() + 20]}...")


def check_repeats(d, text, say):
    seen = {}
    # a piece's rule="..." (and promotion-rule="...") belongs with its moves:
    # the gallery and each player's card (pictured in the printing guide)
    # print it
    rules = {re.sub(r"\s+", " ", p.get(k)) for p in d.pieces.values()
             for k in ("rule", "promotion-rule") if p.get(k)}
    # and the set's turn="..." heads each player's card
    if d.root.get("turn"):
        rules.add(re.sub(r"\s+", " ", d.root.get("turn")))
    # pictured pieces (cover, setup, the guide's sheets) print their names
    # (latin="yes"): a run of names only, "Quail Pheasant Pheasant L.", is
    # no sentence
    names = {w for p in d.pieces.values() for k in ("name", "short")
             for w in (p.get(k) or "").split()}
    for s in sentences(text):
        if len(s.split()) < 4 or any(s in r or r in s for r in rules):
            continue
        if all(w in names for w in s.split()):
            continue
        # a gallery line says how one piece moves, in a zone too ("In the
        # palace: Steps ..."); two pieces may move alike (Janggi's General
        # and Guards; Chu Shogi's Lion, Falcon and Eagle all pass); each
        # player's quick-reference card, pictured in the printing guide,
        # says it again after the piece's name (pdftotext may put a card's
        # promoted name and characters before it: "Silver General promoted:
        # 成銀 銀将 Steps ..."); a promoted back that moves as another piece
        # says so on each card ("Promoted Silver: Moves as Gold General.");
        # a zone's added moves, on the card as in the gallery ("Across the
        # river: also steps one point sideways.", "Along the diagonal lines
        # of its palace: steps one point diagonally."); up to 45 words: a Pawn's
        # line says when it may take en passant, after its double step
        # ("En passant: right after ..."); a card's name may
        # carry its promoted side in Thai and Latin ("Bia (Pawn) promoted:
        # เบี้ยหงาย (Bia Ngai) Steps ...")
        if re.match(r"(?:[A-Z][\w' ,:()\u0e00-\u0e7f]{0,80}:? )?(?:(?:Steps|Its first move may be|En passant|Slides|Jumps|Leaps|Goes|Hops|Castles|Never leaves|Front|Back|Must promote|May promote|May pass|May stay|Moves as|(?:also )?(?:steps|slides|jumps|leaps|goes|hops))\b|With [A-Z]\w*:)", s) and len(s.split()) < 45:
            continue
        # a component sheet's caption: the printing guide pictures several
        # sheets of pieces, each with it
        if s.startswith(("Cut along every solid line", "Fold each piece along its dotted line",
                         "The two armies are alike", "The black band is a piece's forward edge",
                         "A promoted side prints its name in black on a white plate",
                         "The King's face has a thick black frame",
                         "It moves as the Queen does")):
            continue
        if s in seen:
            say(f"sentence printed twice: \"{s}\"")
        seen[s] = 1


def check_key(d, text, say):
    """A zone of whole ranks is said by its ranks in the board key, never
    by its corner squares ("Sente promotes in ranks a to c: 9c to 1a, ..."
    said the ranks twice, sixth player review)."""
    flat = re.sub(r"\s+", " ", text)
    for z in d.root.iter("zone"):
        label = z.get("label")
        if not label or not z.get("ranks"):
            continue
        m = re.search(re.escape(label) + r": (\w+) to (\w+),", flat)
        if m and all(any(w.endswith(r) for r in d.ranks) for w in m.groups()):
            say(f"\"{m.group(0)}\": whole ranks said by their corner squares")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: booklet_text.py DEF.xml BOOKLET.pdf")
    d = Definition(sys.argv[1])
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", sys.argv[2], "-"], check=True,
                          capture_output=True, text=True).stdout
    # page numbers alone on a line would join sentences across pages
    text = re.sub(r"\n\s*\d+\s*\n\f", "\n\f", text).replace("\f", "\n")
    # a thumbnail's 100 mm ruler is no count: its "90" once ran into the
    # "Chips." under it ("90 Chips", the crest game's guide)
    text = re.sub(r"(?<![\d.])0\s+10\s+20\s+30\s+40\s+50\s+60\s+70\s+80\s+90(\s+100)?(?![\d.])",
                  " ", text)
    players = text  # the whole book is the players': designers have <id>-design.pdf
    problems = []
    say = problems.append
    # the notes may name other conventions ("today, Red moves first")
    check_setup(d, re.split(r"\nAbout this set\n", players)[0], say)
    check_hand(d, re.split(r"\nAbout this set\n", players)[0], say)
    check_words(d, players, say)
    check_sources(d, players, say)
    check_repeats(d, players, say)
    check_key(d, players, say)
    for p in problems:
        print(f"{sys.argv[2]}: {p}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
