#!/bin/sh
# 13-faults.sh: what a hostile or unlucky user does to pnpgen, each case with
# the exit code and the message it must give: command-line misuse,
# filesystem faults (missing, FIFO, folder, device, symlinks, huge paths,
# read-only and full filesystems), signals while writing, renders in
# parallel into one folder, hostile text in every printed string, bad
# values of every numeric attribute, the documented limits, and text that
# must flow rather than run off the page. Part of make check
# (tests/run.sh); runs alone too: sh tests/check/13-faults.sh. The
# sanitizer build runs every case that does not need timing.
. "$(dirname "$0")/lib.sh"
H=$tmp/hostile-cases
mkdir -p "$H"
mini=tests/defs/good/mini.xml
REL=build/pnpgen
hostile_n=0

# expect NAME RC TEXT CMD...: CMD exits RC and its stderr has a line
# containing TEXT (empty TEXT: stderr must be empty); no sanitizer report,
# no hang (10 s).
expect() {
    name=$1 want=$2 text=$3
    shift 3
    hostile_n=$((hostile_n + 1))
    timeout 10 "$@" >"$H/out" 2>"$H/err" </dev/null
    got=$?
    if [ "$got" = "$want" ] && clean_stderr "$H/err" &&
        { { [ -z "$text" ] && [ ! -s "$H/err" ]; } || { [ -n "$text" ] && grep -qF -- "$text" "$H/err"; }; }; then
        ok "hostile: $name"
    else
        fail "hostile: $name: exit $got (want $want; 124 is a hang); want '$text'; got: $(head -3 "$H/err" | cut -c1-300)"
    fi
}

# variant NAME SED: mini.xml edited by a sed script, as $H/NAME.xml
variant() { sed "$2" "$mini" >"$H/$1.xml"; }
# with_chips NAME CHIPS...: mini.xml with these <chip> elements
with_components() {
    sed "s|<components form=\"fold\" face=\"diagram\" back=\"promoted\"/>|<components form=\"fold\" face=\"diagram\" back=\"promoted\">$2</components>|" \
        "$mini" >"$H/$1.xml"
}

# --- command-line misuse ---
expect "no arguments" 2 "Try 'pnpgen --help'." $ASAN
expect "unknown command" 2 "pnpgen: error: unknown command 'draw'" $ASAN draw "$mini"
expect "--help" 0 "" $ASAN --help
expect "render without a definition" 2 "pnpgen: error: render needs a definition, DEF.xml" $ASAN render
expect "render one definition twice" 2 "would both be written into" $ASAN render "$mini" "$mini"
expect "render -j 0" 2 "pnpgen: error: -j '0': give a number of processes, 1 to 64" $ASAN render -j 0 "$mini" "$mini"
expect "render unknown option" 2 "pnpgen: error: unrecognized option '--colour'" $ASAN render "$mini" --colour
expect "-o without a folder" 2 "pnpgen: error: option requires an argument -- 'o'" $ASAN render "$mini" -o
expect "-o ''" 2 "pnpgen: error: -o '': give the name of a folder" $ASAN render "$mini" -o ''
expect "--png without a value" 2 "pnpgen: error: option '--png' requires an argument" $ASAN render "$mini" --png
for dpi in abc 0 9 -300 1201 12x 1e3 99999999999999999999; do
    expect "--png $dpi" 2 "pnpgen: error: --png '$dpi': give a resolution of 10 to 1200 dpi" \
        $ASAN render "$mini" --png "$dpi" -o "$H/png-$dpi"
done
expect "--layout without a file" 2 "pnpgen: error: option '--layout' requires an argument" $ASAN render "$mini" --layout
expect "validate without files" 2 "pnpgen: error: validate needs one or more definitions" $ASAN validate
expect "moves without a piece" 2 "pnpgen: error: moves needs a definition and a piece" $ASAN moves "$mini"
expect "moves unknown piece" 1 "$mini: error: no piece 'queen'" $ASAN moves "$mini" queen
expect "moves of an unreadable file" 2 "$H/none.xml: error: cannot read: No such file or directory" \
    $ASAN moves "$H/none.xml" king

# --- the definition or layout is not a readable regular file ---
mkfifo "$H/fifo.xml"
mkdir -p "$H/folder.xml"
ln -s "$PWD/$mini" "$H/link.xml"
ln -s "$H/nowhere.xml" "$H/dangling.xml"
ln -s "$H/loop-b.xml" "$H/loop-a.xml"; ln -s "$H/loop-a.xml" "$H/loop-b.xml"
expect "validate a FIFO without a writer" 2 "$H/fifo.xml: error: not a regular file (a FIFO)" $ASAN validate "$H/fifo.xml"
expect "render a FIFO" 2 "$H/fifo.xml: error: not a regular file (a FIFO)" $ASAN render "$H/fifo.xml" -o "$H/o"
expect "validate a folder" 2 "$H/folder.xml: error: not a regular file (a folder)" $ASAN validate "$H/folder.xml"
expect "validate a device" 2 "/dev/null: error: not a regular file (a character device)" $ASAN validate /dev/null
expect "validate a symlink to a definition" 0 "" $ASAN validate "$H/link.xml"
expect "validate a dangling symlink" 2 "$H/dangling.xml: error: cannot read: No such file or directory" $ASAN validate "$H/dangling.xml"
expect "validate a symlink loop" 2 "$H/loop-a.xml: error: cannot read: Too many levels of symbolic links" $ASAN validate "$H/loop-a.xml"
expect "layout is a FIFO" 2 "$H/fifo.xml: error: not a regular file (a FIFO)" $ASAN render "$mini" --layout "$H/fifo.xml" -o "$H/o"
expect "layout is a folder" 2 "$H/folder.xml: error: not a regular file (a folder)" $ASAN render "$mini" --layout "$H/folder.xml" -o "$H/o"
expect "layout is missing" 2 "$H/none.xml: error: cannot read: No such file or directory" $ASAN render "$mini" --layout "$H/none.xml" -o "$H/o"
long=$(head -c 300 /dev/zero | tr '\0' a)
expect "definition name too long" 2 "error: cannot read: File name too long" $ASAN validate "$H/$long.xml"
[ ! -e "$H/o" ] && ok "hostile: nothing written after refused inputs" || fail "hostile: refused inputs wrote $H/o"
hostile_n=$((hostile_n + 1))

# --- output folders that cannot be made or written ---
: >"$H/plain-file"
expect "-o is a file" 2 "$H/plain-file: error: cannot create the folder $H/plain-file: Not a directory" \
    $ASAN render "$mini" -o "$H/plain-file"
expect "-o under a file" 2 "$H/plain-file/x: error: cannot create the folder $H/plain-file: Not a directory" \
    $ASAN render "$mini" -o "$H/plain-file/x"
expect "-o component too long" 2 "error: cannot create the folder $H/$long: File name too long" \
    $ASAN render "$mini" -o "$H/$long/x"
deep=$H; i=0; while [ $i -lt 20 ]; do deep="$deep/$(head -c 250 /dev/zero | tr '\0' d)"; i=$((i + 1)); done
expect "-o path over PATH_MAX" 2 "error: cannot create the folder" $ASAN render "$mini" -o "$deep"
ln -s "$H/nowhere" "$H/dangling-dir"
expect "-o a dangling symlink" 2 "$H/dangling-dir: error: cannot create the folder $H/dangling-dir: Not a directory" \
    $ASAN render "$mini" -o "$H/dangling-dir"
mkdir -p "$H/real-dir"; ln -s "$H/real-dir" "$H/dir-link"
expect "-o a symlink to a folder" 0 "" $ASAN render "$mini" -o "$H/dir-link"
[ -f "$H/real-dir/mini-booklet.pdf" ] && ok "hostile: -o through a symlink writes into its folder" \
    || fail "hostile: -o through a symlink: $(ls "$H/real-dir")"
hostile_n=$((hostile_n + 1))
mkdir -p "$H/pdf-is-dir/mini-components.pdf"
expect "the PDF's name is a folder" 2 "$H/pdf-is-dir/mini-components.pdf: error: cannot put the finished file in place: Is a directory" \
    $REL render "$mini" -o "$H/pdf-is-dir"
[ -z "$(ls "$H/pdf-is-dir" | grep tmp)" ] && ok "hostile: no temporary file left when the rename fails" \
    || fail "hostile: temporary file left: $(ls "$H/pdf-is-dir")"
hostile_n=$((hostile_n + 1))

# --- a full and a read-only filesystem (small tmpfs mounts; root only,
#     skipped and said so elsewhere). Unmounted on exit, even on failure ---
mounts=""
unmount_all() { for m in $mounts; do umount "$m" 2>/dev/null; done; mounts=""; }
trap 'unmount_all; rm -rf "$tmp"' EXIT
mkdir -p "$H/full" "$H/ro"
if mount -t tmpfs -o size=64k tmpfs "$H/full" 2>/dev/null; then
    mounts="$H/full"
    mkdir -p "$H/full/o"
    $REL render "$mini" -o "$H/kept" >/dev/null 2>&1
    cp "$H/kept/mini-components.pdf" "$H/full/o/"
    # fill the disk but for a few kB
    head -c 40000 /dev/zero >"$H/full/filler" 2>/dev/null
    expect "full disk: the error names the file and the reason" 2 \
        "$H/full/o/mini-components.pdf: error: cannot write: No space left on device" $ASAN render "$mini" -o "$H/full/o"
    cmp -s "$H/full/o/mini-components.pdf" "$H/kept/mini-components.pdf" && [ -z "$(ls "$H/full/o" | grep tmp)" ] \
        && ok "hostile: full disk keeps the old PDF and leaves no temporary file" \
        || fail "hostile: full disk: $(ls -la "$H/full/o")"
    hostile_n=$((hostile_n + 1))
    expect "full disk, --svg" 2 "error: cannot write: No space left on device" $REL render "$mini" -o "$H/full/o" --svg
    expect "full disk, --png" 2 "error: cannot write: No space left on device" $REL render "$mini" -o "$H/full/o" --png 50
    expect "full disk, new folder" 2 "error: cannot write: No space left on device" $REL render "$mini" -o "$H/full/new"
    # no inode left: not even an empty temporary file can be made
    mkdir -p "$H/noinode"
    if mount -t tmpfs -o size=1m,nr_inodes=3 tmpfs "$H/noinode" 2>/dev/null; then
        mounts="$mounts $H/noinode"
        mkdir "$H/noinode/o"; : >"$H/noinode/o/x"
        expect "full disk, no inode left" 2 "$H/noinode/o/mini-components.pdf: error: cannot create a file in its folder: No space left on device" \
            $REL render "$mini" -o "$H/noinode/o"
    fi
else
    echo "skip hostile: full filesystem (cannot mount a tmpfs: not root)"
fi
if mount -t tmpfs -o size=64k tmpfs "$H/ro" 2>/dev/null; then
    mounts="$mounts $H/ro"
    mkdir -p "$H/ro/o"
    cp "$H/kept/mini-booklet.pdf" "$H/ro/o/" 2>/dev/null
    mount -o remount,ro "$H/ro"
    expect "read-only folder" 2 "$H/ro/o/mini-components.pdf: error: cannot create a file in its folder: Read-only file system" \
        $ASAN render "$mini" -o "$H/ro/o"
    expect "read-only, new folder" 2 "$H/ro/new: error: cannot create the folder $H/ro/new: Read-only file system" \
        $ASAN render "$mini" -o "$H/ro/new"
    cmp -s "$H/ro/o/mini-booklet.pdf" "$H/kept/mini-booklet.pdf" && ok "hostile: read-only folder keeps the old PDF" \
        || fail "hostile: read-only folder lost the old PDF"
    hostile_n=$((hostile_n + 1))
else
    echo "skip hostile: read-only filesystem (cannot mount a tmpfs: not root)"
fi
unmount_all
trap 'rm -rf "$tmp"' EXIT

# --- signals while writing: the old PDFs stay, no temporary file is left
#     (SIGINT, SIGTERM, SIGHUP remove it; SIGKILL's is removed by the next
#     render, see run.sh), and the exit is the signal's (128 + its number).
#     A background job of a non-interactive shell starts with SIGINT
#     ignored (and under nohup, SIGHUP), so the signals are sent to pnpgen
#     started through sigdfl, which restores their defaults first (as a
#     terminal's Ctrl-C finds it); with
#     SIGINT left ignored by its caller, pnpgen keeps ignoring it and
#     finishes the render ---
# (a program, not a shell function: $! must be pnpgen's own pid)
printf '%s\n' 'import os, signal, sys' \
    'for s in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM): signal.signal(s, signal.SIG_DFL)' \
    'os.execv(sys.argv[1], sys.argv[1:])' >"$H/sigdfl.py"
sigdfl="python3 $H/sigdfl.py"
sh tests/bench/stress.sh 36 600 >"$H/stress.xml"
sid=stress-36-600
# sig_mid_write SIG WRAPPER [dies]: starts a render of the stress set into
# $H/sig (holding old PDFs), sends SIG once a temporary file exists; sets
# caught (the attempt that caught one) and rc; with `dies`, a render that
# still exited 0 counts as not caught
sig_mid_write() {
    caught=
    for attempt in 1 2 3 4 5; do
        rm -rf "$H/sig" && mkdir -p "$H/sig"
        cp "$H/kept/mini-components.pdf" "$H/sig/$sid-components.pdf"
        cp "$H/kept/mini-booklet.pdf" "$H/sig/$sid-booklet.pdf"
        $2 $REL render "$H/stress.xml" -o "$H/sig" >/dev/null 2>&1 &
        pid=$!
        i=0
        while [ $i -lt 1000 ] && ! ls "$H/sig" | grep -q '\.tmp\.'; do sleep 0.005; i=$((i + 1)); done
        ls "$H/sig" | grep -q '\.tmp\.' && caught=$attempt
        kill -"$1" $pid 2>/dev/null
        wait $pid 2>/dev/null
        rc=$?
        # a render that finished between the look and the kill (a loaded
        # machine) was not caught mid-write: another attempt
        [ "$rc" = 0 ] && [ "${3:-}" = dies ] && caught=
        [ -n "$caught" ] && break
    done
}
for sig in TERM:15 HUP:1 INT:2; do
    name=${sig%%:*} num=${sig#*:}
    sig_mid_write "$name" "$sigdfl" dies
    hostile_n=$((hostile_n + 1))
    if [ -n "$caught" ] && [ "$rc" = $((128 + num)) ] && [ -z "$(ls "$H/sig" | grep '\.tmp\.')" ] \
        && cmp -s "$H/sig/$sid-components.pdf" "$H/kept/mini-components.pdf"; then
        ok "hostile: SIG$name while writing: exit $rc, old PDF kept, temporary file removed"
    else
        fail "hostile: SIG$name while writing (attempt '$caught', exit $rc, want $((128 + num))): $(ls "$H/sig" | tr '\n' ' ')"
    fi
done
# the wrapper really restores SIGINT: without it, this shell's background
# job ignores SIGINT (the case just above would test nothing)
sigignored() { awk '/^SigIgn:/ { print $2 }' /proc/$1/status; }
sleep 5 & p_ign=$!
$sigdfl /bin/sleep 5 & p_dfl=$!
i=0 # until python has made way for sleep
while [ $i -lt 200 ] && [ "$(cat /proc/$p_dfl/comm 2>/dev/null)" != sleep ]; do sleep 0.05; i=$((i + 1)); done
hostile_n=$((hostile_n + 1))
if [ $((0x$(sigignored $p_ign) & 2)) != 0 ] && [ $((0x$(sigignored $p_dfl) & 2)) = 0 ]; then
    ok "hostile: background jobs ignore SIGINT; sigdfl restores it"
else
    fail "hostile: SIGINT dispositions: background $(sigignored $p_ign), sigdfl $(sigignored $p_dfl)"
fi
kill $p_ign $p_dfl 2>/dev/null; wait $p_ign $p_dfl 2>/dev/null
# SIGINT ignored by the caller stays ignored: the render finishes
sig_mid_write INT ""
hostile_n=$((hostile_n + 1))
if [ -n "$caught" ] && [ "$rc" = 0 ] && [ -z "$(ls "$H/sig" | grep '\.tmp\.')" ] \
    && ! cmp -s "$H/sig/$sid-components.pdf" "$H/kept/mini-components.pdf"; then
    ok "hostile: SIGINT ignored by the caller: pnpgen keeps ignoring it and finishes (exit 0)"
else
    fail "hostile: ignored SIGINT (attempt '$caught', exit $rc): $(ls "$H/sig" | tr '\n' ' ')"
fi

# --- renders in parallel into one folder: all succeed, identical output ---
pid_set=xiangqi
$REL render piecedefs/xiangqi.xml -o "$H/par-ref" >/dev/null 2>&1
mkdir -p "$H/par"
: >"$H/par/$pid_set-booklet.pdf.tmp.1.abcdef"          # pid 1 is alive: kept
: >"$H/par/$pid_set-booklet.pdf.tmp.999999999.abcdef"  # no such pid: removed
pids=""
i=0
while [ $i -lt 8 ]; do
    ( $REL render piecedefs/xiangqi.xml -o "$H/par" >"$H/par-$i.out" 2>&1; echo $? >"$H/par-$i.rc" ) &
    pids="$pids $!"
    i=$((i + 1))
done
wait $pids
bad=$(for i in 0 1 2 3 4 5 6 7; do [ "$(cat "$H/par-$i.rc")" = 0 ] || echo "render $i: $(head -2 "$H/par-$i.out")"; done)
hostile_n=$((hostile_n + 1))
[ -z "$bad" ] && ok "hostile: 8 renders in parallel into one folder all exit 0" || fail "hostile: parallel renders: $bad"
hostile_n=$((hostile_n + 1))
cmp -s "$H/par/$pid_set-components.pdf" "$H/par-ref/$pid_set-components.pdf" && cmp -s "$H/par/$pid_set-booklet.pdf" "$H/par-ref/$pid_set-booklet.pdf" \
    && ok "hostile: parallel renders leave byte-identical PDFs" || fail "hostile: parallel renders: PDFs differ"
hostile_n=$((hostile_n + 1))
left=$(ls "$H/par" | grep '\.tmp\.' | tr '\n' ' ')
[ "$left" = "$pid_set-booklet.pdf.tmp.1.abcdef " ] && ok "hostile: a live process's temporary file is kept, a dead one's removed" \
    || fail "hostile: temporary files after parallel renders: '$left'"
# a leftover whose pid is gone but whose lock is held (another pid namespace): kept
if command -v flock >/dev/null 2>&1; then
    f="$H/par/$pid_set-booklet.pdf.tmp.999999998.abcdef"
    : >"$f"
    flock "$f" sleep 3 &
    lockpid=$!
    sleep 0.3
    $REL render piecedefs/xiangqi.xml -o "$H/par" >/dev/null 2>&1
    hostile_n=$((hostile_n + 1))
    [ -f "$f" ] && ok "hostile: a locked temporary file is kept" || fail "hostile: a locked temporary file was removed"
    kill $lockpid 2>/dev/null; wait $lockpid 2>/dev/null
fi
# parallel --svg --png into one folder
i=0; pids=""
while [ $i -lt 3 ]; do
    ( $REL render "$mini" -o "$H/par2" --svg --png 20 >/dev/null 2>&1; echo $? >"$H/par2-$i.rc" ) &
    pids="$pids $!"; i=$((i + 1))
done
wait $pids
hostile_n=$((hostile_n + 1))
[ "$(cat "$H"/par2-*.rc | tr -d '\n')" = 000 ] && [ -z "$(ls "$H/par2" | grep tmp)" ] \
    && ok "hostile: 3 renders with --svg --png in parallel" || fail "hostile: parallel --svg --png: $(cat "$H"/par2-*.rc)"

# --- hostile text in every printed string: line and paragraph separators,
#     and names with nothing visible, refused with the fault named ---
LS=$(printf '\342\200\250') PS=$(printf '\342\200\251') NBSP=$(printf '\302\240')
IDSP=$(printf '\343\200\200') ZWSP=$(printf '\342\200\213') ZWJ=$(printf '\342\200\215')
BOM=$(printf '\357\273\277') HF=$(printf '\343\205\244') SHY=$(printf '\302\255') EMSP=$(printf '\342\200\203')
nobreak="a printed text needs a visible character and no line break; this one has"
# where each printed attribute is put into mini.xml
place_text() { # place_text WHERE VALUE: the sed script
    case $1 in
        variant-name) echo "s|<variant id=\"mini\" name=\"Mini\"|<variant id=\"mini\" name=\"$2\"|" ;;
        subtitle) echo "s|<variant id=\"mini\" name=\"Mini\"|<variant id=\"mini\" name=\"Mini\" subtitle=\"$2\"|" ;;
        side-name) echo "s|name=\"White\"|name=\"$2\"|" ;;
        piece-name) echo "s|name=\"Horse\"|name=\"$2\"|" ;;
        zone-label) echo "s|ranks=\"5\" mark=\"dots\"|ranks=\"5\" mark=\"dots\" label=\"$2\"|" ;;
        section-title) echo "s|<section title=\"Play\">|<section title=\"$2\">|" ;;
        diagram-caption) echo "s|<diagram in=\"midfield\">|<diagram in=\"midfield\" caption=\"$2\">|" ;;
        figure-caption) echo "s|<p>Capture the king.</p>|<p>Capture the king.</p><piece-figure piece=\"king\" caption=\"$2\"/>|" ;;
    esac
}
for where in variant-name subtitle side-name piece-name zone-label section-title diagram-caption figure-caption; do
    for t in "LS:A${LS}B:U+2028" "PS:A${PS}B:U+2029"; do
        label=${t%%:*}; rest=${t#*:}; value=${rest%:*}; code=${rest##*:}
        variant "$where-$label" "$(place_text "$where" "$value")"
        expect "$where with $label" 1 "$nobreak a line break ($code) at character 2" $ASAN validate "$H/$where-$label.xml"
    done
done
for t in "NBSP:$NBSP" "U+3000:$IDSP$IDSP" "ZWSP:$ZWSP" "ZWJ:$ZWJ" "BOM:$BOM" "Hangul-filler:$HF" \
         "soft-hyphen:$SHY" "em-spaces:$EMSP $EMSP" "spaces:   "; do
    label=${t%%:*}; value=${t#*:}
    variant "piece-$label" "$(place_text piece-name "$value")"
    expect "piece name only $label" 1 "$nobreak no visible character" $ASAN validate "$H/piece-$label.xml"
done
variant "section-zwsp" "$(place_text section-title "$ZWSP$NBSP")"
expect "section title of zero-width and no-break spaces" 1 "$nobreak no visible character" $ASAN validate "$H/section-zwsp.xml"
variant "file-names-nbsp" "s|file-names=\"a b c d e\"|file-names=\"a b $NBSP d e\"|"
expect "a file named by a no-break space" 1 "error:" $ASAN validate "$H/file-names-nbsp.xml"
variant "note-nbsp" "s|<side id=\"first\"|<note>$NBSP$IDSP</note><side id=\"first\"|"
expect "a note of no visible character" 1 "error:" $ASAN validate "$H/note-nbsp.xml"
variant "nel" "s|name=\"Horse\"|name=\"A$(printf '\302\205')B\"|"
expect "NEL (U+0085) in a name" 1 "control character U+0085" $ASAN validate "$H/nel.xml"
variant "name-tab" "s|name=\"Horse\"|name=\"A\&#9;B\"|"
expect "a tab written as a character reference" 1 "control character U+0009" $ASAN validate "$H/name-tab.xml"
# visible text with invisible parts and markup characters is fine
variant "zwj-inside" "s|name=\"Horse\"|name=\"Ho${ZWJ}rse \&amp; \&lt;b\&gt;Rider\&lt;/b\&gt;\" short=\"Ho${ZWJ}rse\"|"
expect "a name with a zero-width joiner and markup characters validates" 0 "" $ASAN validate "$H/zwj-inside.xml"
variant "rtl" "s|name=\"Horse\"|name=\"$(printf '\342\200\256')esroH\"|"
expect "a name with a right-to-left override validates" 0 "" $ASAN validate "$H/rtl.xml"
variant "file-names-dup" 's|file-names="a b c d e"|file-names="a a c d e"|'
expect "a file named twice" 1 "file-names names 'a' twice (positions 1 and 2)" $ASAN validate "$H/file-names-dup.xml"
variant "rank-names-dup" 's|rank-names="1 2 3 4 5"|rank-names="1 2 3 4 4"|'
expect "a rank named twice" 1 "rank-names names '4' twice (positions 4 and 5)" $ASAN validate "$H/rank-names-dup.xml"
variant "squares-ambiguous" 's|file-names="a b c d e" rank-names="1 2 3 4 5"|file-names="a b c d a1" rank-names="1 2 3 4 11"|'
expect "two squares with one name" 1 "square name 'a11' is both file 'a' rank '11' and file 'a1' rank '1'" $ASAN validate "$H/squares-ambiguous.xml"

# --- every numeric attribute with bad values ---
num() { # num NAME SED RC TEXT
    variant "num-$1" "$2"
    expect "number: $1" "$3" "$4" $ASAN validate "$H/num-$1.xml"
}
for v in 0 41 -1 1e1 '' '5 5' 5.0 0x5 99999999999999999999; do
    num "board files=\"$v\"" "s|files=\"5\"|files=\"$v\"|" 1 "a whole number from 1 to 40"
done
num 'board ranks="41"' 's|ranks="5" cells|ranks="41" cells|' 1 "<board ranks=\"41\">: a whole number from 1 to 40"
for v in -1 1001 1.5 NaN; do
    num "piece count=\"$v\"" "s|name=\"Horse\" count=\"1\"|name=\"Horse\" count=\"$v\"|" 1 "<piece count=\"$v\">: a whole number from 0 to 1000"
done
num 'piece value="1001"' 's|name="Horse" count="1"|name="Horse" count="1" value="1001"|' 1 "<piece value=\"1001\">: a whole number from 0 to 1000"
num 'forced-promotion-ranks="41"' 's|forced-promotion-ranks="1"|forced-promotion-ranks="41"|' 1 "<piece forced-promotion-ranks=\"41\">: a whole number from 0 to 40"
num 'no-drop-ranks="-2"' 's|forced-promotion-ranks="1"|forced-promotion-ranks="1" no-drop-ranks="-2"|' 1 "<piece no-drop-ranks=\"-2\">: a whole number from 0 to 40"
for v in 0 201 x; do
    num "hand slots=\"$v\"" "s|<rules>|<hand side=\"first\" slots=\"$v\"/><rules>|" 1 "<hand slots=\"$v\">: a whole number from 1 to 200"
done
num 'place count="0"' 's|<place piece="pawn" at="c2"/>|<place piece="pawn" at="c2"/><place piece="gold" in="hand" count="0"/>|' 1 "<place count=\"0\">: a whole number from 1 to 1000"
num 'piece-figure rotations="5"' 's|<p>Capture the king.</p>|<p>Capture the king.</p><piece-figure piece="king" rotations="5"/>|' 1 "<piece-figure rotations=\"5\">: a whole number from 1 to 4"
num 'piece-figure rotations="0"' 's|<p>Capture the king.</p>|<p>Capture the king.</p><piece-figure piece="king" rotations="0"/>|' 1 "<piece-figure rotations=\"0\">: a whole number from 1 to 4"
chip() { echo "<chip id=\"c\" front=\"star\" back=\"crown\" $1/>"; }
chip1() { chip "count=\"1\" $1"; }
for v in 0 1001 -5; do
    with_components "num-chip-count-$v" "$(chip "count=\"$v\"")"
    expect "number: chip count=\"$v\"" 1 "<chip count=\"$v\">: a whole number from 1 to 1000" $ASAN validate "$H/num-chip-count-$v.xml"
done
for v in 9 81 -20; do
    with_components "num-chip-size-$v" "$(chip1 "size=\"$v\"")"
    expect "number: chip size=\"$v\"" 1 "size=\"$v\": a length in mm from 10 to 80" $ASAN validate "$H/num-chip-size-$v.xml"
done
for v in nan inf 1e400 '' 12,5; do
    with_components "num-chip-size-$v" "$(chip1 "size=\"$v\"")"
    expect "number: chip size=\"$v\"" 1 "<chip size=\"$v\">: a length in mm, written as a decimal number" $ASAN validate "$H/num-chip-size-$v.xml"
done
with_components "num-screen" '<screen width="board" height="200" depth="30"/>'
expect "number: screen too tall for a page" 1 "error:" $ASAN validate "$H/num-screen.xml"
with_components "num-screen-width" '<screen width="-5" height="50" depth="30"/>'
expect "number: screen width=\"-5\"" 1 "error:" $ASAN validate "$H/num-screen-width.xml"

# --- layouts: misspelt, repeated and unknown, and bad values ---
lay() { # lay NAME SED RC TEXT
    sed "$2" layouts/a4.xml >"$H/lay-$1.xml"
    expect "layout: $1" "$3" "$4" $ASAN render "$mini" --layout "$H/lay-$1.xml" -o "$H/lay-out"
}
lay "paper widht" 's|<paper width|<paper widht|' 1 "$H/lay-paper widht.xml:16: error: <paper widht=\"...\">: unknown attribute"
lay "text colour" 's|<text size|<text colour="red" size|' 1 "<text colour=\"...\">: unknown attribute"
lay "a second paper" 's|<ruler length="100"/>|<ruler length="100"/><paper width="100"/>|' 1 "error: a second <paper>"
lay "unknown element" 's|<ruler length="100"/>|<ruler length="100"/><bleed size="3"/>|' 1 "error: unknown layout element <bleed>"
lay "text inside paper" 's|<paper width="210" height="297" margin="6.5"/>|<paper width="210" height="297" margin="6.5">x</paper>|' 1 "error:"
lay "wrong root" 's|<layout name="A4">|<lay name="A4">|; s|</layout>|</lay>|' 1 "the root element must be <layout>"
for v in 49 2001 nan -inf 1e3x ''; do
    lay "paper width=\"$v\"" "s|width=\"210\"|width=\"$v\"|" 1 "width=\"$v\" must be a number from 50 to 2000"
done
lay 'margin="51"' 's|margin="6.5"|margin="51"|' 1 'margin="51" must be a number from 0 to 50'
lay 'text size="3"' 's|size="9.5"|size="3"|' 1 'size="3" must be a number from 4 to 30'
lay 'cell="4"' 's|cell="25"|cell="4"|' 1 'cell="4" must be a number from 5 to 200'
lay 'fold-dash="0"' 's|fold-dash="1"|fold-dash="0"|' 1 'fold-dash="0" must be a number from 0.2 to 10'
lay 'gutter="1e9"' 's|gutter="4"|gutter="1e9"|' 1 'gutter="1e9" must be a number from 0 to 50'

# --- the documented limits (piecedefs/README.md): refused in bounds ---
repeat() { i=0; while [ $i -lt "$1" ]; do printf '%s' "$2" | sed "s/#/$i/g"; i=$((i + 1)); done; }
with_components "limit-chips" "$(repeat 21 '<chip id="c#" count="1" front="star" back="crown"/>')"
expect "limit: 21 chip types" 1 "error: more than 20 <chip> elements" $ASAN validate "$H/limit-chips.xml"
variant "limit-notes" "s|<side id=\"first\"|$(repeat 51 '<note>n</note>')<side id=\"first\"|"
expect "limit: 51 notes" 1 "error: more than 50 <note> elements" $ASAN validate "$H/limit-notes.xml"
variant "limit-p" "s|<p>Capture the king.</p>|$(repeat 1001 '<p>x</p>')|"
expect "limit: 1001 paragraphs" 1 "error: more than 1000 <p> elements" $ASAN validate "$H/limit-p.xml"
variant "limit-sections" "s|<section title=\"Play\">|$(repeat 100 '<section title="S#"><p>x</p></section>')<section title=\"Play\">|"
expect "limit: 101 sections" 1 "error: more than 100 <section> elements" $ASAN validate "$H/limit-sections.xml"
variant "limit-figures" "s|<p>Capture the king.</p>|$(repeat 51 '<piece-figure piece="king"/>')|"
expect "limit: 51 piece figures" 1 "error: more than 50 <piece-figure> elements" $ASAN validate "$H/limit-figures.xml"
{ sed '/<p>Capture the king.<\/p>/,$d' "$mini"
  repeat 3 "<p>$(repeat 600 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ')</p>"
  sed -n '/<p>Capture the king.<\/p>/,$p' "$mini"; } >"$H/limit-text.xml"
expect "limit: 200 kB of prose" 1 "error: more than 131072 bytes of text in notes, options and rules" $ASAN validate "$H/limit-text.xml"
variant "limit-printed" 's|name="Horse" count="1"|name="Horse" count="1000"|; s|<place piece="horse" at="e1"/>|<place piece="horse" at="e1"/><place piece="horse" in="hand" count="999"/>|'
expect "limit: 2,002 printed pieces" 1 "error: the set prints 2006 pieces, chips and hand slots (at most 2000)" $ASAN validate "$H/limit-printed.xml"
variant "limit-zones" "s|<zone id=\"midfield\" side=\"first\" ranks=\"3-4\"/>|$(repeat 37 '<zone id="z#" ranks="1"/>')<zone id=\"midfield\" side=\"first\" ranks=\"3-4\"/>|"
expect "limit: 41 zones" 1 "error: more than 40 <zone> elements" $ASAN validate "$H/limit-zones.xml"

# --- --png: pixels per page bounded, said before anything is written ---
expect "--png 1200 on A4 is refused" 2 "pnpgen: error: --png 1200: page 1 of the components would be 9921 x 14031 pixels; at most 40000000 pixels and 32767 a side: 643 dpi at most for this page; nothing written" \
    $ASAN render "$mini" -o "$H/png-big" --png 1200
hostile_n=$((hostile_n + 1))
[ ! -e "$H/png-big" ] && ok "hostile: --png refused before anything is written" || fail "hostile: --png 1200 wrote $(ls "$H/png-big")"
sed 's|width="210" height="297"|width="2000" height="2000"|' layouts/a4.xml >"$H/lay-2000.xml"
expect "--png 300 on 2 m paper is refused" 2 "would be 23622 x 23622 pixels; at most 40000000 pixels and 32767 a side: 80 dpi at most for this page" \
    $ASAN render "$mini" --layout "$H/lay-2000.xml" -o "$H/png-2000" --png 300

# --- the worst legal file (tests/bench/worst.sh) is legal; make bench
#     renders it and reports its time and memory ---
sh tests/bench/worst.sh >"$H/worst.xml"
expect "the worst legal file validates, in bounds" 0 "" $ASAN validate "$H/worst.xml"


# --- the sanitizer build exits 0 run after run, several at once: it once
#     aborted at exit in 1 to 7 % of renders (FcFini while pango's threads
#     held fontconfig's caches, see cleanup_libraries in main.c) ---
bad=0
for round in 1 2 3 4; do
    pids=""
    for k in 1 2 3; do $ASAN render "$mini" -o "$H/again-$k" >/dev/null 2>"$H/again-$k.err" & pids="$pids $!"; done
    for p in $pids; do wait "$p" || bad=$((bad + 1)); done
done
hostile_n=$((hostile_n + 1))
[ "$bad" = 0 ] && ok "hostile: 12 sanitizer renders, 3 at a time, all exit 0" \
    || fail "hostile: sanitizer renders failed $bad times: $(cat "$H"/again-*.err | head -3)"

# --- text never escapes its box: a paragraph of 1,500 sentences taller
#     than a page flows on over the next pages, every word printed once,
#     none below the text column (20 mm above the paper's foot: 785 pt) ---
words=$(i=0; while [ $i -lt 1500 ]; do printf 'word%d lorem ipsum dolor sit amet ' $i; i=$((i + 1)); done)
{ sed '/<p>Capture the king.<\/p>/,$d' "$mini"
  echo "<p>Capture the king. $words END.</p><p>After the long paragraph.</p>"
  sed -n '/<p>Capture the king.<\/p>/,$p' "$mini" | tail -n +2; } >"$H/long-paragraph.xml"
expect "a paragraph taller than a page renders" 0 "" $ASAN render "$H/long-paragraph.xml" -o "$H/long-p"
pdftotext -bbox "$H/long-p/mini-booklet.pdf" "$H/long-p.html" 2>/dev/null
once=$(grep -o '>word[0-9]*<' "$H/long-p.html" | sort | uniq -c | awk '$1 == 1' | wc -l)
low=$(grep '>word[0-9]*<' "$H/long-p.html" | sed -E 's/.*yMax="([0-9.]+)".*/\1/' | awk '$1 > 785 { n++ } END { print n + 0 }')
hostile_n=$((hostile_n + 1))
if [ "$once" = 1500 ] && [ "$low" = 0 ] && grep -q '>After<' "$H/long-p.html"; then
    ok "hostile: the long paragraph flows over pages: 1500 words, each once, none below the column"
else
    fail "hostile: long paragraph: $once of 1500 words printed once, $low below the column"
fi

# --- a gallery row is as tall as its words: the longest piece name (60
#     characters) ends above the next row's name (rows were a fixed 30 mm) ---
name=$(i=0; while [ $i -lt 9 ]; do printf 'Long%d ' $i; i=$((i + 1)); done)zzend
# (its fold-over face prints the designed short name: the long one fits no face)
sed "s|name=\"Horse\"|name=\"$name\" short=\"Long\"|; s|<p>Capture the king.</p>|<p>Capture the king.</p><piece-gallery/>|" \
    "$mini" >"$H/long-name.xml"
expect "a piece name of 59 characters renders" 0 "" $ASAN render "$H/long-name.xml" -o "$H/long-name"
pdftotext -bbox "$H/long-name/mini-booklet.pdf" "$H/long-name.html" 2>/dev/null
# the gallery's names are the ones followed by their count ("Rook ×1"):
# the long name's last word, and the next row's name
gap=$(awk -F'"' '/>×1</ { if (prev == "zzend") end = pmax; if (prev == "Rook" && end) rook = pmin }
    { w = $0; sub(/.*">/, "", w); sub(/<.*/, "", w); prev = w; pmin = $4; pmax = $8 }
    END { if (end && rook) print rook - end; else print "none" }' "$H/long-name.html")
hostile_n=$((hostile_n + 1))
case $gap in
    none | -*) fail "hostile: gallery row of a long name: the next row starts $gap pt below its end" ;;
    *) ok "hostile: a long name makes its gallery row taller (next row $gap pt below)" ;;
esac
echo "hostile: $hostile_n cases"
finish
