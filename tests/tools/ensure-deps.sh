#!/usr/bin/env bash
# ensure-deps.sh PKG... : install missing Debian packages, or name them.
set -u
missing=()
for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "prism: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >/tmp/prism-apt.log 2>&1 \
        || { echo "prism: apt-get failed for: ${missing[*]} (see /tmp/prism-apt.log)"; exit 1; }
    exit 0
fi
echo "prism: missing Debian packages: ${missing[*]} (run: apt-get install ${missing[*]})"
exit 1
