#!/bin/sh
# fresh-machine.sh: the README's promise, tried where it is made: a bare
# Debian 12 (debootstrap --variant=minbase, then only git), entered with
# chroot. The committed tree is cloned into it and the README's two commands
# are run exactly as a new user would, in three ways:
#   1. a user with neither root nor sudo: `./make.sh pdf` must stop before
#      doing anything, print the one command to run, and say nothing about
#      installing;
#   2. root: `./make.sh pdf` renders every set, byte-identical to the PDFs
#      rendered on this machine, and `./make.sh check` ends "N passed, 0 failed";
#   3. a user with sudo, on another bare root: `./make.sh pdf` installs
#      through sudo and renders the same PDFs.
# Run by .ci/run (needs root, debootstrap and the network to Debian's
# packages). The bare root is built once and kept as a tarball in
# $PNPGEN_FRESH_CACHE (default /var/cache/pnpgen-fresh), with the .deb files
# it downloads, so a run costs minutes; `--rebuild` makes it again.
# Everything mounted is unmounted on exit, even on failure or interrupt.
set -u
cd "$(dirname "$0")/.." || exit 2
repo=$PWD
cache=${PNPGEN_FRESH_CACHE:-/var/cache/pnpgen-fresh}
base="$cache/bookworm-minbase-git.tar"
archives="$cache/archives"
passed=0 failed=0
ok() { echo "ok   fresh machine: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL fresh machine: $1"; failed=$((failed + 1)); }
finish() { echo "fresh machine: $passed passed, $failed failed"; [ "$failed" = 0 ]; exit $?; }

[ "$(id -u)" = 0 ] || { fail "needs root (chroot and mount)"; finish; }
if ! command -v debootstrap >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null ||
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; } ||
        { fail "cannot install debootstrap"; finish; }
fi
mkdir -p "$cache" "$archives/partial"

# --- the PDFs this machine renders, to compare with ---
host=$(mktemp -d /var/tmp/pnpgen-host.XXXXXX)
roots=""
cleanup() {
    for r in $roots; do
        # deepest first; a busy mount is detached lazily
        for m in $(awk -v r="$r" '$2 ~ "^"r {print $2}' /proc/mounts | sort -r); do
            umount "$m" 2>/dev/null || umount -l "$m"
        done
        # never delete through a mount that is still there (it would be /dev)
        if awk -v r="$r" '$2 ~ "^"r {found=1} END {exit !found}' /proc/mounts; then
            echo "fresh machine: $r is still mounted; left in place" >&2
        else
            rm -rf "$r"
        fi
    done
    rm -rf "$host"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

make -s build/pnpgen >/dev/null || { fail "cannot build pnpgen here"; finish; }
for def in piecedefs/*.xml; do
    id=$(basename "$def" .xml)
    build/pnpgen render "$def" --layout layouts/a4.xml -o "$host/$id" >/dev/null ||
        { fail "cannot render $def here"; finish; }
done

# --- the bare root: minbase plus git, with this machine's apt sources so
#     both install the same package versions ---
if [ ! -s "$base" ] || [ "${1:-}" = "--rebuild" ]; then
    start=$(date +%s)
    mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
    [ -n "$mirror" ] || mirror=$(awk '/^deb / {print $2; exit}' /etc/apt/sources.list 2>/dev/null)
    b=$(mktemp -d /var/tmp/pnpgen-bootstrap.XXXXXX)
    roots="$roots $b"
    if ! debootstrap --variant=minbase --include=git bookworm "$b" "$mirror" >"$cache/debootstrap.log" 2>&1; then
        fail "debootstrap failed (see $cache/debootstrap.log)"; finish
    fi
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
        rm -f "$b/etc/apt/sources.list"
        cp /etc/apt/sources.list.d/debian.sources "$b/etc/apt/sources.list.d/"
    else
        cp /etc/apt/sources.list "$b/etc/apt/sources.list"
    fi
    rm -rf "$b/var/cache/apt/archives"/*.deb "$b/var/lib/apt/lists"/*_Packages
    # mktemp made the folder 0700, and tar keeps the mode of ".": a root
    # only root may enter, where the plain user cannot run anything
    chmod 755 "$b"
    tar -C "$b" -cf "$base.tmp" . && mv "$base.tmp" "$base"
    echo "fresh machine: bare root built in $(( $(date +%s) - start )) s"
fi

# new_root: a bare root from the tarball in $r, mounted for use, with a
# user "player" holding a clone of the committed tree
new_root() {
    r=$(mktemp -d /var/tmp/pnpgen-fresh.XXXXXX)
    roots="$roots $r"
    tar -C "$r" -xf "$base"
    chmod 755 "$r" # as a machine's / is, whatever the tarball says
    cp /etc/resolv.conf "$r/etc/resolv.conf"
    mount -t proc proc "$r/proc"
    mount --bind /dev "$r/dev"
    mount --bind /dev/pts "$r/dev/pts"
    mount --bind "$archives" "$r/var/cache/apt/archives"
    chroot "$r" useradd -m -s /bin/sh player
    git clone -q "$repo" "$r/home/player/pnpgen"
    chroot "$r" chown -R player:player /home/player/pnpgen
}
# in ROOT USER CMD: CMD in the clone, as USER, with a clean environment
in_root() {
    ids=$(awk -F: -v u="$2" '$1 == u {print $3 ":" $4}' "$1/etc/passwd")
    home=/root; [ "$2" = root ] || home="/home/$2"
    chroot --userspec="$ids" "$1" env -i HOME="$home" USER="$2" LANG=C.UTF-8 \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        sh -c "cd /home/player/pnpgen && $3"
}
# same_pdfs ROOT: every PDF the chroot rendered equals this machine's
same_pdfs() {
    n=0 diff=""
    for f in "$host"/*/*.pdf; do
        rel=${f#"$host"/}
        n=$((n + 1))
        cmp -s "$f" "$1/home/player/pnpgen/output/$rel" || diff="$diff $rel"
    done
    if [ -z "$diff" ] && [ "$n" -gt 0 ]; then ok "$2: all $n PDFs byte-identical to this machine's"
    else fail "$2: PDFs differ from this machine's:$diff"; fi
}

# 1 and 2: one bare root, first as a plain user, then as root
start=$(date +%s)
new_root
in_root "$r" player './make.sh pdf' >"$r/out1" 2>"$r/err1"
rc=$?
if [ "$rc" != 0 ] && grep -q 'apt-get install' "$r/err1" && ! grep -q installing "$r/out1" "$r/err1" &&
    [ ! -e "$r/home/player/pnpgen/build" ]; then
    ok "no root, no sudo: stops at once with the command to run ($(grep -c . "$r/err1") lines)"
else
    fail "no root, no sudo: exit $rc; $(cat "$r/out1" "$r/err1" | head -5)"
fi
if in_root "$r" root './make.sh pdf' >"$r/out2" 2>&1; then
    ok "root: ./make.sh pdf on a bare machine ($(( $(date +%s) - start )) s)"
    same_pdfs "$r" "root"
else
    fail "root: ./make.sh pdf: $(tail -5 "$r/out2")"
fi
start=$(date +%s)
in_root "$r" root './make.sh check' >"$r/out3" 2>&1
last=$(tail -1 "$r/out3")
if echo "$last" | grep -Eq '^[0-9]+ passed, 0 failed'; then
    ok "root: ./make.sh check: $last ($(( $(date +%s) - start )) s)"
else
    fail "root: ./make.sh check: $(grep -E '^FAIL' "$r/out3" | head -10) $last"
fi

# 3: a user with sudo, on a second bare root
start=$(date +%s)
new_root
chroot "$r" env DEBIAN_FRONTEND=noninteractive sh -c \
    'apt-get update -qq && apt-get install -y -qq --no-install-recommends sudo >/dev/null' &&
    echo 'player ALL=(ALL) NOPASSWD: ALL' >"$r/etc/sudoers.d/player"
if in_root "$r" player './make.sh pdf' >"$r/out4" 2>&1 && grep -q installing "$r/out4"; then
    ok "user with sudo: ./make.sh pdf installs and renders ($(( $(date +%s) - start )) s)"
    same_pdfs "$r" "user with sudo"
else
    fail "user with sudo: ./make.sh pdf: $(tail -5 "$r/out4")"
fi
finish
