// xbetza-ffish.js: cross-checks tests/unit/xbetza-table.txt against
// Fairy-Stockfish (the npm package ffish, WebAssembly), the subset of
// XBetza it reads. Not part of `make check`; run by hand:
//   mkdir /tmp/ff && cd /tmp/ff && npm install ffish
//   NODE_PATH=/tmp/ff/node_modules node tools/xbetza-ffish.js [table]
// For each table line that FSF can express (no 'a' legs, no e.p., no 'i'),
// it builds the probe board (9x9, piece on e5, the kings outside it on a
// 12x10 board) as a custom variant and
// compares FSF's legal moves of the piece with the table's squares.
delete globalThis.fetch; // the old emscripten loader would try to fetch the .wasm
const fs = require('fs');
const ff = require('ffish');
const table = process.argv[2] || 'tests/unit/xbetza-table.txt';
const R = 4;

function coordValues(t) {
    let m;
    if (t.startsWith('+-')) {
        const rest = t.slice(2);
        if ((m = rest.match(/^(-?\d+)\.\.(-?\d+)$/))) {
            const out = [];
            for (let k = +m[1]; k <= +m[2]; k++) out.push(-k, k);
            return out;
        }
        const a = parseInt(rest, 10);
        return a ? [-a, a] : [0];
    }
    if ((m = t.match(/^(-?\d+)\.\.(-?\d+)$/))) {
        const out = [];
        for (let k = +m[1]; k <= +m[2]; k++) out.push(k);
        return out;
    }
    return [parseInt(t, 10)];
}

function expand(want) {
    const set = new Set();
    if (want === 'none') return set;
    for (const tok of want.split(/\s+/)) {
        const ray = tok[0] === '[';
        const [xs, ys] = tok.slice(1, -1).split(',').map(coordValues);
        for (const x of xs) for (const y of ys)
            for (let k = 1; k <= (ray ? 9 : 1); k++) {
                const tx = k * x, ty = k * y;
                if (Math.abs(tx) <= R && Math.abs(ty) <= R) set.add(`${tx},${ty}`);
            }
    }
    return set;
}

// Where FSF reads less than XBetza (piecedefs/README.md): exact ranges
// (W03), riders other than W, F and N (DD, AA, CC), and hf for fh.
const FSF_LACKS = /0\d|DD|AA|CC|ZZ|hf/;

let n = 0;
function fsfSquares(betza, board) {
    // a 12x10 board: the window is a1..i9 with the piece on e5; the kings
    // stand on l1 and l10, on no line from e5 and outside the window
    const grid = [];
    for (let rank = 10; rank >= 1; rank--) grid.push(Array(12).fill('.'));
    const put = (x, y, c) => { grid[10 - (y + 5)][x + R] = c; };
    put(0, 0, 'X');
    grid[0][11] = 'k';
    grid[9][11] = 'K';
    if (board !== '-')
        for (const t of board.split(/\s+/)) {
            const m = t.match(/^([xo])\((-?\d+),(-?\d+)\)$/);
            put(+m[2], +m[3], m[1] === 'x' ? 'y' : 'Y');
        }
    const fen = grid.map(row => row.join('').replace(/\.+/g, s => s.length)).join('/') + ' w - - 0 1';
    const name = `probe${++n}`;
    ff.loadVariantConfig(`[${name}:chess]\nmaxRank = 10\nmaxFile = 12\n` +
        `pawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\ncastling = false\n` +
        `customPiece1 = x:${betza}\ncustomPiece2 = y:mW\n` +
        `startFen = 11k/12/12/12/12/4X7/12/12/12/11K w - - 0 1\n`);
    const b = new ff.Board(name, fen);
    const moves = b.legalMoves().split(' ').filter(m => m.startsWith('e5'));
    b.delete();
    return new Set(moves.map(m => {
        const x = 'abcdefghijkl'.indexOf(m[2]) - R, y = parseInt(m.slice(3), 10) - 5;
        return `${x},${y}`;
    }).filter(s => s.split(',').every(c => Math.abs(+c) <= R)));
}

ff['onRuntimeInitialized'] = () => {
    let agree = 0, differ = 0, lacks = 0, skipped = 0;
    for (const raw of fs.readFileSync(table, 'utf8').split('\n')) {
        const line = raw.trim();
        if (!line || line.startsWith('#')) continue;
        const f = line.split(';').map(s => s.trim());
        if (f[1] === 'error' || f.length !== 3) continue;
        const [betza, board, want] = f;
        if (/[aieO]/.test(betza) || board.includes('e(')) { skipped++; continue; }
        const exp = expand(want), got = fsfSquares(betza, board);
        const same = exp.size === got.size && [...exp].every(s => got.has(s));
        if (same) agree++;
        else if (FSF_LACKS.test(betza)) lacks++;
        else {
            differ++;
            console.log(`DIFFER ${betza} ; ${board}\n  table: ${[...exp].sort().join(' ')}\n  FSF:   ${[...got].sort().join(' ')}`);
        }
    }
    console.log(`${agree} agree, ${differ} differ, ${lacks} beyond FSF's XBetza, ` +
                `${skipped} skipped (a, i, e or O: FSF lacks them or sets castling apart)`);
    process.exitCode = differ ? 1 : 0;
};
