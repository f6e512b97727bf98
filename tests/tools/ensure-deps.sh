#!/usr/bin/env bash
# ensure-deps.sh [--best-effort] PKG... : install missing Debian packages,
# or name them.
#
# A package counts as present when dpkg has it installed, or when it was
# unpacked under $PRISM_LOCAL_ROOT (deps/root) from a .deb in $PRISM_DEBS
# (deps/debs).  That second way is for machines with no package registry
# (a lent GPU box): `make deps-download` saves the .debs on a machine that
# has one, they travel with the tree, and the Makefile puts deps/root on
# the include, library and program paths.  Local .debs are tried first
# because apt-get on a machine with no network can wait minutes.
#
# Missing packages are then installed with apt-get when we run as root;
# otherwise we stop with one line that names them.  With --best-effort
# (what `make gpu-report` asks for) nothing stops: the line names what is
# still missing and the caller builds without it.
set -u
best_effort=0
if [ "${1:-}" = --best-effort ]; then best_effort=1; shift; fi
debs=${PRISM_DEBS:-deps/debs}
root=${PRISM_LOCAL_ROOT:-deps/root}

present() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed" || [ -e "$root/.installed/$1" ]
}

# unpack DEB into $root: dpkg-deb where there is one, else ar and tar
# (binutils comes with any compiler).
unpack() {
    if command -v dpkg-deb >/dev/null; then
        dpkg-deb -x "$1" "$root"
        return
    fi
    local tmp rc deb=$1
    case $deb in /*) ;; *) deb=$PWD/$deb ;; esac
    tmp=$(mktemp -d) || return 1
    (cd "$tmp" && ar x "$deb") && tar -xf "$tmp"/data.tar.* -C "$root"
    rc=$?
    rm -rf "$tmp"
    return $rc
}

missing=()
for p in "$@"; do present "$p" || missing+=("$p"); done
[ ${#missing[@]} -eq 0 ] && exit 0

# local PKG: unpack PKG's .deb from $debs, then whichever of its
# dependencies are missing and have a .deb there too (libbenchmark-dev
# needs libbenchmark1debian).  Fails if PKG has no .deb there.
local_install() {
    local deb dep
    deb=$(ls "$debs/${1}_"*.deb 2>/dev/null | head -1)
    [ -n "$deb" ] && mkdir -p "$root/.installed" && unpack "$deb" || return 1
    : >"$root/.installed/$1"
    echo "prism: $1 unpacked from $deb into $root"
    command -v dpkg-deb >/dev/null || return 0
    for dep in $(dpkg-deb -f "$deb" Depends 2>/dev/null | tr ',' '\n' | sed 's/^ *//; s/[ (|].*//'); do
        present "$dep" || ! ls "$debs/${dep}_"*.deb >/dev/null 2>&1 || local_install "$dep"
    done
    return 0
}

still=()
for p in "${missing[@]}"; do
    present "$p" || local_install "$p" || still+=("$p")
done
[ ${#still[@]} -eq 0 ] && exit 0

# Best effort waits less for a registry that may not be there at all;
# PRISM_NO_APT=1 says so outright.
wait_update=300
[ $best_effort = 1 ] && wait_update=30
if [ "${PRISM_NO_APT:-0}" = 1 ]; then
    echo "prism: missing Debian packages: ${still[*]} (PRISM_NO_APT=1: apt-get not tried)"
elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "prism: installing ${still[*]}"
    export DEBIAN_FRONTEND=noninteractive
    if { timeout $wait_update apt-get update -qq && timeout 600 apt-get install -y -qq --no-install-recommends "${still[@]}"; } \
        >/tmp/prism-apt.log 2>&1; then
        exit 0
    fi
    echo "prism: apt-get failed for: ${still[*]} (see /tmp/prism-apt.log)"
else
    echo "prism: missing Debian packages: ${still[*]} (run: apt-get install ${still[*]})"
fi
if [ $best_effort = 1 ]; then
    echo "prism: going on without ${still[*]} (make deps-download on a machine with a registry saves them under $debs)"
    exit 0
fi
exit 1
