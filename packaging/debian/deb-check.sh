#!/usr/bin/env bash
# `make deb-check DEB=…`: the package on a Debian 12 that has never seen Swift. A minimal bookworm (debootstrap,
# cached in DEB_SCRATCH/deb-check/base with its downloaded .debs) is copied to a fresh root; inside it (chroot, as
# root): an older Flare is installed, then this one over it (an upgrade), then the commands users run, then
# `apt-get purge flare` must leave no file of it. Needs root, debootstrap and the network the first time.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
deb=${1:?usage: deb-check.sh flare_VERSION_amd64.deb}
scratch=${DEB_SCRATCH:-.build-deb}
mirror=${DEB_MIRROR:-http://deb.debian.org/debian}
dir=$(realpath -m "$scratch/deb-check")
base=$dir/base root=$dir/root out=$dir/out
[ "$(id -u)" = 0 ] || { echo "make deb-check: needs root (chroot, mount)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "make deb-check: apt-get install debootstrap" >&2; exit 1; }
say() { printf 'deb-check: %s\n' "$*"; }
fail() { printf 'deb-check: FAILED: %s\n' "$*" >&2; exit 1; }

# --- Mounts, always undone (also on failure or ^C) ----------------------------------------------------------------
mounted=()
mount_in() { # mount_in ROOT TYPE SOURCE TARGET [OPTIONS]
    mkdir -p "$1$4"; mount -t "$2" ${5:+-o "$5"} "$3" "$1$4"; mounted=("$1$4" "${mounted[@]}")
}
bind_in() { mkdir -p "$1$3"; mount --bind "$2" "$1$3"; mounted=("$1$3" "${mounted[@]}"); }
unmount_all() {
    for m in "${mounted[@]}"; do umount "$m" 2>/dev/null || umount -l "$m"; done
    mounted=()
}
trap unmount_all EXIT
enter() { # enter ROOT: proc, sys, dev (with a private /dev/shm and /dev/pts), and the cached .debs
    mount_in "$1" proc proc /proc
    mount_in "$1" sysfs sys /sys ro
    bind_in "$1" /dev /dev
    mount_in "$1" tmpfs tmpfs /dev/shm mode=1777
    mount_in "$1" devpts devpts /dev/pts newinstance,ptmxmode=0666
    mkdir -p "$dir/archives/partial"
    bind_in "$1" "$dir/archives" /var/cache/apt/archives
    cp /etc/resolv.conf "$1/etc/resolv.conf"
}
# Only a root with nothing mounted under it is ever deleted (never the host's /dev through a bind mount).
remove_root() {
    if grep -q " $1[/ ]" /proc/mounts; then fail "$1 still has mounts: $(grep " $1[/ ]" /proc/mounts | cut -d' ' -f2)"; fi
    rm -rf --one-file-system "$1"
}
# Inside the root, as a designer's shell would be: no Swift on PATH or anywhere else.
run() {
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp/home LANG=C.UTF-8 \
        DEBIAN_FRONTEND=noninteractive TZ=UTC /bin/bash -o pipefail -ec "$1"
}

# --- The base system: debootstrap once, then every later run starts from a copy -----------------------------------
if [ ! -f "$base.ok" ]; then
    if [ ! -d "$base" ]; then # a finished debootstrap is moved to $base: a broken one starts again
        remove_root "$base.tmp"
        say "debootstrap bookworm (minbase) from $mirror into $base (once; cached)"
        mkdir -p "$dir"
        debootstrap --variant=minbase bookworm "$base.tmp" "$mirror" >"$dir/debootstrap.log" 2>&1 \
            || fail "debootstrap (log: $dir/debootstrap.log)"
        mv "$base.tmp" "$base"
    fi
    # The point releases and security updates too, so the libraries match an up-to-date Debian 12 desktop.
    cat > "$base/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
    enter "$base"
    chroot "$base" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive /bin/sh -ec \
        'apt-get update -qq && apt-get -y -qq upgrade >/dev/null'
    unmount_all
    touch "$base.ok"
fi

remove_root "$root"
cp -a "$base" "$root"
rm -rf "$out" && mkdir -p "$out" "$root/tmp/pkg" "$root/tmp/home"
enter "$root"

# An older version to upgrade from: the same files, a lower version, and one file the newer one no longer has.
old=$dir/old
rm -rf "$old" && dpkg-deb -R "$deb" "$old"
new_version=$(dpkg-deb -f "$deb" Version)
old_version=0.0~git20000101.000000.0000000
sed -i "s/^Version: .*/Version: $old_version/" "$old/DEBIAN/control"
echo 'only in the older version' > "$old/usr/share/flare/removed-in-newer-version.txt"
(cd "$old" && find usr -type f -exec md5sum {} + | sort -k2) > "$old/DEBIAN/md5sums"
dpkg-deb --root-owner-group --build "$old" "$root/tmp/pkg/flare_${old_version}_amd64.deb" >/dev/null
cp "$deb" "$root/tmp/pkg/"
new_deb=/tmp/pkg/$(basename "$deb")

say "install flare $old_version (apt pulls GTK 4, libadwaita, GtkSourceView, Xvfb)"
run "apt-get install -y -q /tmp/pkg/flare_${old_version}_amd64.deb" > "$out/apt-install.log" || fail "install (log: $out/apt-install.log)"
grep -E '^(Need to get|After this operation|[0-9]+ upgraded)' "$out/apt-install.log" | sed 's/^/  /'
say "upgrade to $new_version"
run "apt-get install -y -q $new_deb" > "$out/apt-upgrade.log" || fail "upgrade (log: $out/apt-upgrade.log)"
grep -E '^(Preparing to unpack|Unpacking|Setting up flare)' "$out/apt-upgrade.log" | sed 's/^/  /'
run "dpkg-query -W -f='\${Version} \${Status}' flare" | grep -qx "$new_version install ok installed" || fail "not upgraded"
run "test ! -e /usr/share/flare/removed-in-newer-version.txt" || fail "the older version's file is still there"
say "  installed $new_version; the file only the older version had is gone"

say "no Swift on the target"
run '! command -v swift && ! command -v swiftc' >/dev/null || fail "a Swift toolchain is on PATH"
run 'find / -xdev \( -name "libswift*" -o -name "libFoundation*" -o -name "libdispatch*" -o -name swift -o -name swiftc -o -name swift-frontend \) -print' > "$out/swift-files"
[ ! -s "$out/swift-files" ] || fail "Swift files in the root: $(head -3 "$out/swift-files")"
run 'ldd /usr/bin/flare /usr/libexec/flare-gtk' > "$out/ldd"
! grep -E 'not found|swift|Foundation' "$out/ldd" || fail "a library is missing or Swift's (above)"
say "  no swift, libswift*, libFoundation* or libdispatch* in the root; ldd: every library found, none Swift's"

show=/usr/share/flare/data/examples/showcase.yaml
say "flare --version: $(run 'flare --version')"
run "cd /tmp/home && flare check $show" > "$out/check.log" 2>&1 || fail "flare check (log: $out/check.log)"
say "flare check: exit 0 ($(wc -l < "$out/check.log") lines)"

# Headless export, compared byte for byte with this checkout's build exporting the same spec on the host.
run "cd /tmp/home && flare export $show --scale 2 --theme light --theme dark --out /tmp/home/export" > "$out/export.log" 2>&1
say "flare export: $(grep images "$out/export.log" | tail -1)"
host_bin=${FLARE_SOURCE_BIN:-$(dirname "$deb")/release/flare}
rm -rf "$out/host-export"
"$host_bin" export data/examples/showcase.yaml --scale 2 --theme light --theme dark --out "$out/host-export" > "$out/host-export.log" 2>&1
cp -r "$root/tmp/home/export" "$out/export"
same=0 differ=()
for png in "$out/host-export"/*.png; do
    if cmp -s "$png" "$out/export/$(basename "$png")"; then same=$((same + 1)); else differ+=("$(basename "$png")"); fi
done
n_pkg=$(find "$out/export" -name '*.png' | wc -l)
say "  $same of $n_pkg PNGs byte-identical to $host_bin's export on the host${differ:+; differ: ${differ[*]}}"
[ ${#differ[@]} = 0 ] && [ "$same" = "$n_pkg" ] || fail "the package's export differs from the source build's"

run "cd /tmp/home && flare code $show --out /tmp/home/code --assets /tmp/home/code" > "$out/code.log"
say "flare code: $(tail -1 "$out/code.log") ($(run 'find /tmp/home/code -type f | wc -l') files)"

run "cd /tmp/home && xvfb-run -a -s '-screen 0 1920x1080x24' flare open $show --screenshot /tmp/home/window.png --size 1280x760" \
    > "$out/open.log" 2>&1 || fail "flare open --screenshot (log: $out/open.log)"
cp "$root/tmp/home/window.png" "$out/window.png"
say "flare open --screenshot under Xvfb: $(file -b "$out/window.png" | cut -d, -f1-2) ($out/window.png)"

run "cd /tmp/home && flare test $show --baseline /tmp/home/review --update" > "$out/test-update.log" 2>&1
run "cd /tmp/home && flare test $show --baseline /tmp/home/review" > "$out/test.log" 2>&1 || fail "flare test (log: $out/test.log)"
say "flare test --update: $(tail -1 "$out/test-update.log")"
say "flare test: $(tail -1 "$out/test.log")"

# The caches the Debian packages' dpkg triggers refresh (no maintainer script of Flare's does it).
caches='grep -l "io.github.flare.Flare\|x-flare-spec" /usr/share/applications/mimeinfo.cache /usr/share/icons/hicolor/icon-theme.cache /usr/share/mime/mime.cache 2>/dev/null || true'
run "$caches" > "$out/caches-installed"
say "caches naming Flare after install: $(tr '\n' ' ' < "$out/caches-installed")"
run 'rm -rf /tmp/home/* /tmp/home/.[!.]* /tmp/pkg'
snapshot='find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /tmp -o -path /var/cache/apt -o -path /var/log -o -path /var/lib/dpkg -o -path /var/lib/apt \) -prune -o -print'
run "$snapshot" | sort > "$out/files-installed"
run "dpkg -L flare" | sort > "$out/dpkg-L"
say "apt-get purge flare"
run 'apt-get purge -y -q flare' > "$out/apt-purge.log" || fail "purge (log: $out/apt-purge.log)"
run "$snapshot" | sort > "$out/files-purged"
comm -13 "$out/files-installed" "$out/files-purged" > "$out/added-by-purge"
comm -23 "$out/files-installed" "$out/files-purged" > "$out/removed-by-purge"
comm -23 "$out/removed-by-purge" "$out/dpkg-L" > "$out/removed-not-listed"
left=$(run 'find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /var/log -o -path /var/cache/apt -o -path /var/lib/dpkg -o -path /var/lib/apt \) -prune -o -iname "*flare*" -print')
run "$caches" > "$out/caches-purged"
say "  removed $(wc -l < "$out/removed-by-purge") paths: $(($(wc -l < "$out/removed-by-purge") - $(wc -l < "$out/removed-not-listed"))) listed by dpkg -L flare, $(wc -l < "$out/removed-not-listed") generated by the caches' triggers: $(tr '\n' ' ' < "$out/removed-not-listed")"
[ ! -s "$out/added-by-purge" ] || fail "purge added paths: $(head -5 "$out/added-by-purge")"
[ -z "$left" ] || fail "left after purge: $left"
[ ! -s "$out/caches-purged" ] || fail "caches still name Flare: $(cat "$out/caches-purged")"
still=$(comm -12 "$out/dpkg-L" "$out/files-purged" | while read -r p; do [ -d "$root$p" ] || echo "$p"; done)
[ -z "$still" ] || fail "files of the package left: $still"
say "  no path named *flare* left, no cache names Flare, every file dpkg -L listed is gone (its folders shared with other packages stay)"
say "OK: $deb installs, upgrades, runs and purges cleanly on Debian 12 without Swift"
