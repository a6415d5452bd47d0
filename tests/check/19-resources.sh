#!/bin/sh
# 19-resources.sh: pnpgen short of resources: an address-space limit
# (`ulimit -v`, `ulimit -d`) ends a render "out of memory" with exit 3 and
# the old PDFs kept, never a crash; every shipped set renders in the memory
# README.md gives; a file-size limit (`ulimit -f`) is a failed write, not a
# death by SIGXFSZ. The release build runs these (AddressSanitizer cannot
# start under any `ulimit -v`: it reserves terabytes of shadow address
# space). Part of make check (tests/run.sh); runs alone too.
. "$(dirname "$0")/lib.sh"
REL=build/pnpgen

# old PDFs in $1 for set $2 (from $tmp/ref), to be kept by a failing render
seed_old() {
    rm -rf "$1" && mkdir -p "$1"
    for doc in components booklet design; do
        cp "$tmp/ref/$2/$2-$doc.pdf" "$1/" && printf 'old' >>"$1/$2-$doc.pdf"
    done
}
# kept DIR ID: DIR holds the three old PDFs, unchanged, and nothing else
kept() {
    [ "$(ls "$1" | tr '\n' ' ')" = "$2-booklet.pdf $2-components.pdf $2-design.pdf " ] &&
        tail -c 3 "$1/$2-components.pdf" | grep -qx old && tail -c 3 "$1/$2-booklet.pdf" | grep -qx old &&
        tail -c 3 "$1/$2-design.pdf" | grep -qx old
}
# same DIR ID: DIR's PDFs are byte for byte those rendered without a limit
same() { cmp -s "$1/$2-components.pdf" "$tmp/ref/$2/$2-components.pdf" &&
    cmp -s "$1/$2-booklet.pdf" "$tmp/ref/$2/$2-booklet.pdf" &&
    cmp -s "$1/$2-design.pdf" "$tmp/ref/$2/$2-design.pdf"; }

for def in piecedefs/*.xml; do
    id=$(basename "$def" .xml)
    $REL render "$def" -o "$tmp/ref/$id" >/dev/null 2>&1 || fail "memory: $id does not render without a limit"
done

# --- every shipped set renders in the address space README.md gives, and
#     the PDFs are those rendered without a limit ---
mb=$(tr '\n' ' ' <README.md | sed -n 's/.*every *shipped *set *renders *in *\([0-9][0-9]*\) *MB *of *address *space.*/\1/p')
if [ -z "$mb" ]; then
    fail "memory: README.md gives no 'every shipped set renders in N MB of address space'"
else
    bad=
    for def in piecedefs/*.xml; do
        id=$(basename "$def" .xml)
        (ulimit -v $((mb * 1024)); $REL render "$def" -o "$tmp/in-$mb/$id" >/dev/null 2>"$tmp/err")
        rc=$?
        [ "$rc" = 0 ] && same "$tmp/in-$mb/$id" "$id" || bad="$bad $id (exit $rc: $(head -c 200 "$tmp/err"))"
    done
    if [ -z "$bad" ]; then ok "memory: every shipped set renders in $mb MB (ulimit -v), byte-identical"
    else fail "memory: in $mb MB (ulimit -v):$bad"; fi
fi

# --- under a smaller limit, at every step: exit 0 with the right PDFs, or
#     exit 3 "out of memory" with the old PDFs kept and no temporary file;
#     never a signal (the loader itself cannot map the libraries below
#     about 56 MB: exit 127 before pnpgen runs) ---
sweep() { # sweep NAME LIMIT-KIND FROM TO STEP DEF [OPTIONS]
    name=$1 kind=$2 from=$3 to=$4 step=$5 def=$6
    shift 6
    id=$(basename "$def" .xml)
    bad= n=0 oom=0 done=0
    kb=$from
    while [ "$kb" -le "$to" ]; do
        seed_old "$tmp/sweep" "$id"
        (ulimit "$kind" "$kb"; $REL render "$def" -o "$tmp/sweep" "$@" >/dev/null 2>"$tmp/err")
        rc=$?
        n=$((n + 1))
        case $rc in
            0) same "$tmp/sweep" "$id" && done=$((done + 1)) || bad="$bad $kb:wrong-pdf" ;;
            3) if grep -q "^pnpgen: error: out of memory" "$tmp/err" && [ "$(wc -l <"$tmp/err")" = 1 ] &&
                   kept "$tmp/sweep" "$id"; then
                   oom=$((oom + 1))
               else
                   bad="$bad $kb:exit3($(ls "$tmp/sweep" | tr '\n' ' ')$(head -c 160 "$tmp/err"))"
               fi ;;
            *) bad="$bad $kb:exit$rc($(head -c 160 "$tmp/err"))" ;;
        esac
        kb=$((kb + step))
    done
    if [ -z "$bad" ] && [ "$oom" -gt 0 ] && [ "$done" -gt 0 ]; then
        ok "memory: $name: $n limits, $oom out of memory (exit 3, old PDFs kept), $done rendered"
    else
        fail "memory: $name ($oom out of memory, $done rendered):$bad"
    fi
}
sweep "chu-seireigi under ulimit -v 58 to 90 MB" -v 59392 92160 2048 piecedefs/chu-seireigi.xml
sweep "janggi under ulimit -v 58 to 130 MB" -v 59392 133120 4096 piecedefs/janggi.xml
sweep "chess --png 150 under ulimit -v 60 to 100 MB" -v 61440 102400 4096 piecedefs/chess.xml --png 150
sweep "shogi under ulimit -d 4 to 40 MB" -d 4096 40960 3072 piecedefs/shogi.xml

# --- a file-size limit: the write fails with its reason, the old PDFs
#     are kept, no temporary file is left; no death by SIGXFSZ ---
seed_old "$tmp/fsize" chess
(ulimit -f 20; $REL render piecedefs/chess.xml -o "$tmp/fsize" >/dev/null 2>"$tmp/err")
rc=$?
if [ "$rc" = 2 ] && grep -q "chess-.*\.pdf: error: cannot write: File too large" "$tmp/err" &&
    kept "$tmp/fsize" chess; then
    ok "ulimit -f 20: 'cannot write: File too large', exit 2, the old PDFs kept"
else
    fail "ulimit -f 20: exit $rc (want 2), files: $(ls "$tmp/fsize" | tr '\n' ' '), stderr: $(head -c 300 "$tmp/err")"
fi
finish
