#!/usr/bin/env bash
# `make deb`: flare_<version>_amd64.deb from this checkout, with Debian's own tools (dpkg-shlibdeps,
# dpkg-gencontrol, dpkg-deb). The shipped products are built in release mode with the Swift runtime and Foundation
# linked in (--static-swift-stdlib), so the target needs no Swift; the files go where `make install` puts them
# (the Makefile's install-files, PREFIX=/usr). Reproducible: every time and owner comes from the commit.
# Environment: DEB_SCRATCH (build folder, .build-deb), DEB_JOBS (1), DEB_VERSION (overrides the Git version),
# DEB_MAINTAINER, SWIFT. Prints the package's path last and writes it to DEB_SCRATCH/deb.path.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=packaging/debian
SWIFT=${SWIFT:-swift}
scratch=${DEB_SCRATCH:-.build-deb}
jobs=${DEB_JOBS:-1}
maintainer=${DEB_MAINTAINER:-The Flare developers <maintainers@users.noreply.a-seed-00cf9499.example>}
# The products users get. Every other executable product in Package.swift (developer tools) stays out.
shipped=(flare flare-gtk)

for tool in git python3 dpkg-shlibdeps dpkg-gencontrol dpkg-deb strip chrpath; do
    command -v "$tool" >/dev/null || { echo "make deb: $tool is missing (apt-get install dpkg-dev binutils chrpath python3)" >&2; exit 1; }
done

# --- Version and time, from Git ---------------------------------------------------------------------------------
export SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)
commit=$(git rev-parse --short=12 HEAD)
# Dirty: any change Git sees (tracked or untracked, not ignored): install-files copies Assets/ and data/ as they are.
dirty=$([ -z "$(git status --porcelain)" ] || echo yes)
if [ -n "${DEB_VERSION:-}" ]; then
    version=$DEB_VERSION
elif describe=$(git describe --tags --match 'v[0-9]*' --long 2>/dev/null); then
    # v1.2.0-0-gabc → 1.2.0; v1.2.0-3-gabc → 1.2.0+git20261206.3.abc (after 1.2.0, before 1.2.1).
    tag=${describe%-*-g*}; rest=${describe#"$tag"-}; count=${rest%%-*}
    version=${tag#v}
    [ "$count" = 0 ] || version+="+git$(TZ=UTC git log -1 --date=format-local:%Y%m%d --format=%cd).$count.${commit:0:7}"
else
    # No release tag yet: 0.0~git<commit date>.<commit time>.<hash>, UTC, so later commits sort higher.
    version="0.0~git$(TZ=UTC git log -1 --date=format-local:%Y%m%d.%H%M%S --format=%cd).${commit:0:7}"
fi
[ -z "$dirty" ] || version+="+dirty"

# --- The shipped products, by name from Package.swift ------------------------------------------------------------
products=$("$SWIFT" package --scratch-path "$scratch" dump-package | python3 -c '
import json, sys
print(" ".join(p["name"] for p in json.load(sys.stdin)["products"] if "executable" in p["type"]))')
for p in "${shipped[@]}"; do
    [[ " $products " == *" $p "* ]] || { echo "make deb: Package.swift has no executable product $p" >&2; exit 1; }
done
for p in $products; do
    [[ " ${shipped[*]} " == *" $p "* ]] || echo "make deb: product $p is not shipped (a developer tool)"
done

# --- Build (incremental: a second `make deb` only relinks what changed) ------------------------------------------
build=("$SWIFT" build -c release -j "$jobs" --static-swift-stdlib --scratch-path "$scratch")
for p in "${shipped[@]}"; do "${build[@]}" --product "$p"; done
bin=$("${build[@]}" --show-bin-path)
# flare(1), from the parser itself: swift-argument-parser's generate-manual, the tool `make build`'s plugin runs. The
# plugin itself is not used: it builds every product without --static-swift-stdlib, which recompiles all of them.
tools=$scratch/tools
"$SWIFT" build --package-path "$scratch/checkouts/swift-argument-parser" --scratch-path "$tools" -j "$jobs" \
    --product generate-manual >/dev/null
"$tools/debug/generate-manual" "$bin/flare" --date "$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)" -o - > "$bin/flare.1"
for p in "${shipped[@]}"; do
    if ldd "$bin/$p" | grep -E 'libswift|libFoundation|lib_FoundationICU|libdispatch|libBlocksRuntime'; then
        echo "make deb: $bin/$p still needs the Swift runtime (above)" >&2; exit 1
    fi
done
printf '%s%s' "$commit" "${dirty:+-dirty}" > "$bin/flare.commit"

# --- Stage: debian/flare is the package's root, as dpkg-shlibdeps and dpkg-gencontrol expect ---------------------
work=$scratch/deb
rm -rf "$work" && mkdir -p "$work/debian"
root=$work/debian/flare
make --no-print-directory -s install-files DESTDIR="$root" PREFIX=/usr BIN="$bin/flare" CONFIG=release >/dev/null
# make uninstall's list: dpkg keeps its own, and `make uninstall PREFIX=/usr` must not find one to remove files by.
rm "$root/usr/share/flare/install-manifest.txt"
# As dh_strip does: symbols and build notes out (the binaries' build paths and IDs with them).
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/flare" "$root/usr/libexec/flare-gtk"
# SwiftPM links with RPATH $ORIGIN (for libraries beside a build's binaries); an installed program needs none.
chrpath -d "$root/usr/bin/flare" "$root/usr/libexec/flare-gtk" >/dev/null
mkdir -p "$root/DEBIAN"
# Two lints of generated files: a blank line in the man page is a paragraph break (.Pp in mdoc), and a completion
# file is sourced, not run (no #! line).
sed -i 's/^$/.Pp/' "$root/usr/share/man/man1/flare.1"
sed -i '1{/^#!/d}' "$root/usr/share/bash-completion/completions/flare"
gzip -9n "$root/usr/share/man/man1/flare.1"
install -D -m 644 "$here/lintian-overrides" "$root/usr/share/lintian/overrides/flare"
doc=$root/usr/share/doc/flare
install -D -m 644 "$here/copyright" "$doc/copyright"
date_rfc=$(LC_ALL=C date -u -R -d "@$SOURCE_DATE_EPOCH")
{
    echo "flare ($version) unstable; urgency=medium"
    echo
    echo "  * Built from commit $commit${dirty:+, with uncommitted changes}."
    echo
    echo " -- $maintainer  $date_rfc"
} > "$work/debian/changelog"
gzip -9nc "$work/debian/changelog" > "$doc/changelog.gz"
sed "s|@MAINTAINER@|$maintainer|" "$here/control" > "$work/debian/control"

# Modes and times: 755 folders and programs, 644 the rest; every mtime is the commit's.
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod 644 {} +
chmod 755 "$root/usr/bin/flare" "$root/usr/libexec/flare-gtk"

# --- Control: Depends from the libraries the binaries link, Installed-Size from the tree --------------------------
(
    cd "$work"
    dpkg-shlibdeps -Tdebian/substvars debian/flare/usr/bin/flare debian/flare/usr/libexec/flare-gtk
    dpkg-gencontrol -pflare -Pdebian/flare -Tdebian/substvars -fdebian/files -v"$version"
)
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/md5sums"
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
deb=$scratch/flare_${version}_amd64.deb
rm -f "$scratch"/flare_*_amd64.deb
# Owners root:root without fakeroot; dpkg-deb sorts the members and clamps mtimes to SOURCE_DATE_EPOCH.
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
grep -E '^(Version|Installed-Size|Depends|Recommends):' "$root/DEBIAN/control" | sed 's/^/make deb: /'
echo "make deb: $(du -k "$deb" | cut -f1) KiB"
echo "$deb" | tee "$scratch/deb.path"
