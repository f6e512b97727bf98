#!/usr/bin/env bash
# tools/install/install.sh - install or uninstall Prism under a prefix, with a
# manifest, for tools/install/install.mk.
#
#   install.sh install   ROOT MANIFEST < LIST    LIST: "MODE SRC DEST" lines, DEST relative to ROOT
#   install.sh uninstall ROOT MANIFEST
#
# ROOT is $(DESTDIR)$(PREFIX).  MANIFEST (relative to ROOT) lists what install
# created: "f PATH" for files, "d PATH" for directories that did not exist.
# Rules, so that installing never surprises the owner of the prefix:
#   - no path is written through a symbolic link (a link anywhere between
#     ROOT and the destination, or at the destination, stops the install);
#   - a file that exists and is not in the previous manifest is not ours: it
#     stops the install, nothing is overwritten (remove it or pick a PREFIX);
#   - files are copied into a temporary directory beside the destination,
#     then renamed over it, so a failed copy never leaves half a file (and
#     a link that appears meanwhile is replaced, not followed);
#   - uninstall removes the manifest's files (regular files only), then the
#     directories install created, when empty; nothing else.
set -euo pipefail

die() { echo "prism install: $*" >&2; exit 1; }

mode=${1:?install or uninstall}; root=${2:?root}; manifest=${3:?manifest}
root=${root%/}
[ -n "$root" ] || die "empty PREFIX"

# Every existing component of ROOT/REL below ROOT must be a real directory.
check_no_link() {
    local rel=$1 path=$root part
    local IFS=/
    for part in $rel; do
        [ -n "$part" ] || continue
        path=$path/$part
        [ -L "$path" ] && die "refusing to write through symbolic link $path"
    done
    return 0
}

# Is any component of ROOT/REL below ROOT a symbolic link?  (uninstall: a
# directory replaced by a link since install is someone else's now.)
through_link() {
    local rel=$1 path=$root part
    local IFS=/
    for part in $rel; do
        [ -n "$part" ] || continue
        path=$path/$part
        [ -L "$path" ] && return 0
    done
    return 1
}

if [ "$mode" = uninstall ]; then
    [ -f "$root/$manifest" ] && ! through_link "$manifest" || die "no manifest $root/$manifest: nothing installed there"
    mapfile -t dirs < <(awk '$1 == "d" { print $2 }' "$root/$manifest")
    kept=0
    while read -r kind rel; do
        [ "$kind" = f ] || continue
        if through_link "$rel"; then
            kept=$((kept + 1)) # never remove through a link: what it points to is not the prefix
        elif [ -f "$root/$rel" ]; then
            rm -f -- "$root/$rel"
        fi
    done < "$root/$manifest"
    rm -f -- "$root/$manifest"
    # Deepest first, only the directories install made, only when empty.
    for ((i = ${#dirs[@]} - 1; i >= 0; i--)); do
        through_link "${dirs[i]}" || rmdir -- "$root/${dirs[i]}" 2>/dev/null || true
    done
    [ "$kept" = 0 ] || echo "prism install: left $kept listed files alone: a symbolic link now stands on their path under $root" >&2
    exit 0
fi

[ "$mode" = install ] || die "unknown mode $mode"
declare -A owned=()
olddirs=()
if [ -e "$root/$manifest" ] || [ -L "$root/$manifest" ]; then
    check_no_link "$manifest"
    while read -r kind rel; do
        case $kind in f) owned[$rel]=1 ;; d) olddirs+=("$rel") ;; esac
    done < "$root/$manifest"
fi

mapfile -t list
# Check everything before writing anything.
for line in "${list[@]}"; do
    read -r m src rel <<<"$line"
    [ -f "$src" ] || die "missing build output $src (run make first)"
    check_no_link "$rel"
    if [ -e "$root/$rel" ] && [ -z "${owned[$rel]:-}" ]; then
        die "refusing to overwrite $root/$rel: not installed by Prism (no entry in $root/$manifest)"
    fi
    [ ! -e "$root/$rel" ] || [ -f "$root/$rel" ] || die "$root/$rel exists and is not a regular file"
done

newman=$(mktemp)
trap 'rm -f "$newman"' EXIT
for d in "${olddirs[@]}"; do echo "d $d" >>"$newman"; done
declare -A made=() written=()
mkdirs() { # create REL's missing directories, recording each
    local rel=$1 path part acc=""
    [ -z "${made[$rel]:-}" ] || return 0
    local IFS=/
    if [ ! -d "$root" ]; then mkdir -p -- "$root"; fi
    for part in $rel; do
        [ -n "$part" ] || continue
        acc=${acc:+$acc/}$part; path=$root/$acc
        if [ ! -d "$path" ]; then
            mkdir -- "$path"
            echo "d $acc" >>"$newman"
        fi
    done
    made[$rel]=1
}
# One staging directory per destination directory, made beside it (so each
# rename stays within one file system): the files of a directory are copied
# into it by one install(1) per mode and renamed into place by one mv, not
# two processes a file (a prefix holds ~170 files; CI installs a dozen times).
declare -A bydir=()
dirs=()
for line in "${list[@]}"; do
    read -r m src rel <<<"$line"
    dir=.; case $rel in */*) dir=${rel%/*} ;; esac
    [ -n "${bydir[$dir]+x}" ] || dirs+=("$dir")
    bydir[$dir]+="$m $src ${rel##*/}"$'\n'
done
stage=
trap 'rm -f "$newman"; [ -z "$stage" ] || rm -rf -- "$stage"' EXIT
for dir in "${dirs[@]}"; do
    mkdirs "$dir"
    stage=$(mktemp -d -- "$root/$dir/.prism-install.XXXXXX") || die "cannot write in $root/$dir"
    declare -A bymode=()
    names=()
    while read -r m src base; do
        [ -n "$m" ] || continue
        if [ "${src##*/}" = "$base" ]; then
            bymode[$m]+="$src"$'\n'
        else
            install -m "$m" -- "$src" "$stage/$base" || die "cannot install $dir/$base"
        fi
        names+=("$stage/$base")
    done <<<"${bydir[$dir]}"
    for m in "${!bymode[@]}"; do
        mapfile -t srcs <<<"${bymode[$m]%$'\n'}"
        install -m "$m" -t "$stage" -- "${srcs[@]}" || die "cannot install into $dir"
    done
    unset bymode
    # mv renames over a file or a link at the destination, never through it,
    # and refuses a directory there.
    mv -f -t "$root/$dir" -- "${names[@]}" || die "cannot install into $root/$dir"
    rmdir -- "$stage"
    stage=
    for f in "${names[@]}"; do
        rel=${f##*/}; [ "$dir" = . ] || rel=$dir/$rel
        echo "f $rel" >>"$newman"
        written[$rel]=1
    done
done
case $manifest in */*) mkdirs "${manifest%/*}" ;; esac
# Files of an older install that this one no longer has stay listed, so
# uninstall still removes them.
for rel in "${!owned[@]}"; do
    [ -n "${written[$rel]:-}" ] || [ "$rel" = "$manifest" ] || echo "f $rel" >>"$newman"
done
echo "f $manifest" >>"$newman"
cp -- "$newman" "$root/$manifest"
