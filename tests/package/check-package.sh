#!/usr/bin/env bash
# tst_package: makes the .deb with `cpack -G DEB` from a built tree, unpacks it into a
# scratch root (never into the system) and checks it as Debian would: control fields and
# computed dependencies, contents, the installed binary's version, desktop-file-validate,
# appstreamcli validate, the man page and bash completion against `poolcraft --help`, and
# lintian with no error and no warning (its informational tags are shown, not counted).
#   check-package.sh BUILD_DIR VERSION
set -euo pipefail

build=$1
version=$2
app_id=org.poolcraft.Poolcraft

for tool in cpack dpkg-deb dpkg-shlibdeps dpkg-parsechangelog file desktop-file-validate \
            appstreamcli lintian man; do
    if ! command -v "$tool" >/dev/null; then
        echo "tst_package: $tool is missing; packaging/dev.sh test installs it" >&2
        exit 1
    fi
done
completion_lib=/usr/share/bash-completion/bash_completion
if [[ ! -f $completion_lib ]]; then
    echo "tst_package: bash-completion is missing; packaging/dev.sh test installs it" >&2
    exit 1
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/tst_package.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
failures=0
fail()
{
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
started=$SECONDS
step()
{
    echo "== $* (at ${SECONDS}s)"
}

step "cpack -G DEB"
if ! cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/out" \
        >"$scratch/cpack.log" 2>&1; then
    cat "$scratch/cpack.log" >&2
    exit 1
fi
debs=("$scratch"/out/poolcraft_*.deb)
if [[ ${#debs[@]} != 1 || ! -f ${debs[0]} ]]; then
    cat "$scratch/cpack.log" >&2
    echo "FAIL: cpack made no single poolcraft_*.deb" >&2
    exit 1
fi
deb=${debs[0]}
arch=$(dpkg --print-architecture)
[[ $(basename "$deb") == "poolcraft_${version}_${arch}.deb" ]] \
    || fail "package file named $(basename "$deb"), not poolcraft_${version}_${arch}.deb"
echo "$(basename "$deb"): $(du -k "$deb" | cut -f1) KiB"

step "control fields"
field()
{
    dpkg-deb --field "$deb" "$1"
}
[[ $(field Package) == poolcraft ]] || fail "Package is '$(field Package)'"
[[ $(field Version) == "$version" ]] || fail "Version is '$(field Version)', not $version"
[[ $(field Architecture) == "$arch" ]] || fail "Architecture is '$(field Architecture)'"
[[ $(field Section) == science ]] || fail "Section is '$(field Section)'"
[[ $(field Maintainer) == *'<'*@*'>' ]] || fail "Maintainer '$(field Maintainer)' has no address"
[[ -n $(field Homepage) ]] || fail "no Homepage"
# A synopsis line and an extended description, its lines as written (not joined by ';').
(($(field Description | wc -l) >= 3)) || fail "Description has no extended part"
field Description | grep -q '^ ;' && fail "Description lines begin with ';'"
# What dpkg-shlibdeps found (these appear only if it ran) and what the package adds.
depends=$(field Depends)
for package in libc6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6charts6 libqt6sql6 \
               libqt6sql6-sqlite; do
    [[ ,$depends, =~ [,\ ]$package[\ ,\(] ]] || fail "Depends lacks $package: $depends"
done
recommends=$(field Recommends)
for package in python3-torch python3-sklearn; do
    [[ $recommends == *$package* ]] || fail "Recommends lacks $package: $recommends"
done

step "contents"
dpkg-deb --contents "$deb" >"$scratch/contents"
awk '$2 != "root/root" { print "FAIL: not owned by root: " $0; bad = 1 } END { exit bad }' \
    "$scratch/contents" >&2 || failures=$((failures + 1))
awk '$6 !~ /^\.\/(usr\/.*)?$/ { print "FAIL: outside /usr: " $6; bad = 1 } END { exit bad }' \
    "$scratch/contents" >&2 || failures=$((failures + 1))
expected=(
    usr/bin/poolcraft
    "usr/share/applications/$app_id.desktop"
    "usr/share/metainfo/$app_id.metainfo.xml"
    "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    usr/share/man/man1/poolcraft.1.gz
    usr/share/bash-completion/completions/poolcraft
    usr/share/poolcraft/examples/pytorch-digits/job.poolcraft.yaml
    usr/share/poolcraft/examples/pytorch-digits/study.poolcraft.yaml
    usr/share/poolcraft/examples/pytorch-digits/train.py
    usr/share/doc/poolcraft/copyright
    usr/share/doc/poolcraft/changelog.gz
)
sizes=(16 22 24 32 48 64 128 256 512)
for size in "${sizes[@]}"; do
    expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for path in "${expected[@]}"; do
    grep -q " \./$path\$" "$scratch/contents" || fail "the package lacks /$path"
done
grep -q '/probe' "$scratch/contents" && fail "the test helper example probe is packaged"

step "unpacked into a scratch root"
root=$scratch/root
dpkg-deb --extract "$deb" "$root"
bin=$root/usr/bin/poolcraft
[[ $("$bin" --version) == "poolcraft $version" ]] \
    || fail "poolcraft --version says '$("$bin" --version)', the package is $version"
"$bin" validate "$root"/usr/share/poolcraft/examples/pytorch-digits/*.poolcraft.yaml \
    || fail "the packaged examples do not validate"
for size in "${sizes[@]}"; do
    png=$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png
    [[ ! -f $png ]] || file "$png" | grep -q "PNG image data, $size x $size," \
        || fail "$(file "$png") is not ${size}x$size"
done
changelog_version=$(zcat "$root/usr/share/doc/poolcraft/changelog.gz" \
                    | dpkg-parsechangelog --file - --show-field Version)
[[ $changelog_version == "$version" ]] \
    || fail "the newest changelog entry is $changelog_version, the package $version"

step "desktop-file-validate"
desktop=$root/usr/share/applications/$app_id.desktop
desktop-file-validate "$desktop" || fail "desktop-file-validate refused $desktop"
exec_word=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
[[ -x $root/usr/bin/$exec_word ]] || fail "Exec=$exec_word is not the packaged binary"
# What the menu entry starts opens its window (a first start: the welcome page), with a home
# of its own so that no setting or history lands in the real one.
mkdir -p "$scratch/home"
HOME=$scratch/home XDG_CONFIG_HOME=$scratch/home/.config XDG_DATA_HOME=$scratch/home/.local \
    QT_QPA_PLATFORM=offscreen POOLCRAFT_EXIT_WHEN_SHOWN=1 \
    timeout 60 "$root/usr/bin/$exec_word" || fail "the menu entry's command shows no window"
icon=$(sed -n 's/^Icon=//p' "$desktop")
[[ -f $root/usr/share/icons/hicolor/scalable/apps/$icon.svg ]] || fail "Icon=$icon not packaged"

step "appstreamcli validate --no-net"
metainfo=$root/usr/share/metainfo/$app_id.metainfo.xml
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli refused the metainfo file"
release=$(grep -o '<release version="[^"]*"' "$metainfo" | head -n 1 | cut -d'"' -f2)
[[ $release == "$version" ]] || fail "the newest metainfo release is $release, not $version"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" \
    || fail "the metainfo file does not launch $app_id.desktop"

step "man page and bash completion against poolcraft --help"
manpage=$root/usr/share/man/man1/poolcraft.1.gz
LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$manpage" >/dev/null 2>"$scratch/man.log"
[[ ! -s $scratch/man.log ]] || fail "man reports: $(cat "$scratch/man.log")"
zcat "$manpage" >"$scratch/poolcraft.1"
completion=$root/usr/share/bash-completion/completions/poolcraft
# Prints what bash would offer for the words given, the last one being completed.
complete_words()
{
    bash -c 'source "$1" && source "$2" && shift 2 \
             && COMP_WORDS=("$@") COMP_CWORD=$(($# - 1)) COMP_LINE="$*" \
             && COMP_POINT=${#COMP_LINE} && _poolcraft && printf "%s\n" "${COMPREPLY[@]}"' \
        _ "$completion_lib" "$completion" "$@"
}
mapfile -t commands < <("$bin" --help | awk '/^Commands:/ { on = 1; next }
                                             on && /^  [a-z]/ { print $1 }')
((${#commands[@]} >= 6)) || fail "found only ${#commands[@]} commands in poolcraft --help"
offered=$(complete_words poolcraft '')
for command in "${commands[@]}"; do
    grep -q "^\.SS \"$command[ \"]" "$scratch/poolcraft.1" \
        || fail "the man page has no section for '$command'"
    grep -qx "$command" <<<"$offered" || fail "bash completion does not offer '$command'"
    options=$(complete_words poolcraft "$command" --)
    for option in $("$bin" "$command" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
        grep -qF -- "${option//-/\\-}" "$scratch/poolcraft.1" \
            || fail "the man page does not name '$command $option'"
        grep -qx -- "$option" <<<"$options" \
            || fail "bash completion does not offer '$command $option'"
    done
done
offered=$(complete_words poolcraft export --to vertex-)
[[ $offered == $'vertex-yaml\nvertex-json' ]] \
    || fail "poolcraft export --to vertex-<TAB> offers '$offered'"

step "lintian"
lintian_status=0
lintian --fail-on error,warning --display-info "$deb" >"$scratch/lintian.log" 2>&1 \
    || lintian_status=$?
# Lintian warns when run as root; that line is about the machine, not the package.
grep -v 'running with root privileges' "$scratch/lintian.log" || true
((lintian_status == 0)) || fail "lintian reports errors or warnings (status $lintian_status)"

echo "== done in $((SECONDS - started))s, $failures failure(s)"
((failures == 0))
