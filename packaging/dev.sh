#!/usr/bin/env bash
# Poolcraft's developer commands, for a fresh Debian 12 machine or a warm one:
#   packaging/dev.sh run  [FILE]   install what is missing, build, start the app
#   packaging/dev.sh test          install what is missing, build, run every test, then
#                                  again built with ASan and UBSan (POOLCRAFT_SANITIZED=0: not)
#   packaging/dev.sh package       install the build tools, build without tests, make the .deb
# All are quick when everything is already there: packages are checked with dpkg, npm
# modules by their folder, and the build is incremental.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${POOLCRAFT_BUILD_DIR:-$top/build}"
asan_build="${POOLCRAFT_ASAN_BUILD_DIR:-$top/build-asan}"
jobs=$(nproc 2>/dev/null || echo 2)

# Debian packages. To build: the tools, Qt 6 (with Charts, SQL, Linguist; Charts needs the
# OpenGL module, which qt6-base-dev only recommends), the libraries named in README, and
# dpkg-dev and file for CPack's computed dependencies.
build_packages=(
    cmake g++ make ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6sql6-sqlite qt6-tools-dev
    qt6-tools-dev-tools qt6-l10n-tools linguist-qt6 libgl-dev libqt6opengl6-dev
    libyaml-cpp-dev nlohmann-json3-dev libcurl4-openssl-dev libeigen3-dev libssl-dev
    dpkg-dev file
)
# To test, also: the real trainer (python3-torch + python3-sklearn), Xvfb for screenshots,
# node for the Vertex proto checker, clang for the libFuzzer target, and Debian's tools
# that judge the package (tst_package), a CJK font and Qt's own translations for the screenshots
# in other languages.
test_packages=(
    python3 python3-torch python3-sklearn python3-numpy
    xvfb xauth clang libclang-rt-14-dev nodejs npm
    desktop-file-utils appstream lintian man-db bash-completion
    fonts-wqy-microhei qt6-translations-l10n
)

# install_packages PACKAGE...: installs those of them that dpkg does not know as installed.
install_packages() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$p")
    done
    # nodejs/npm may come from elsewhere than Debian (the machine's own node): accept them.
    if command -v node >/dev/null && command -v npm >/dev/null; then
        local kept=()
        for p in "${missing[@]}"; do
            [[ $p == nodejs || $p == npm ]] || kept+=("$p")
        done
        missing=("${kept[@]}")
    fi
    if ((${#missing[@]})); then
        echo "Installing: ${missing[*]}"
        local sudo=""
        [[ $(id -u) == 0 ]] || sudo=sudo
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
            "${missing[@]}"
    fi
}

# Google's published Vertex protos (for the loopback Vertex server and the proto checker).
install_node_modules() {
    local dir="$top/tests/support/node"
    if [[ ! -f $dir/node_modules/@google-cloud/aiplatform/build/protos/protos.json \
          || ! -d $dir/node_modules/protobufjs ]]; then
        (cd "$dir" && npm install --no-audit --no-fund --loglevel=error)
    fi
}

# configure_and_build DIR [CMAKE OPTIONS...]: the options apply when DIR is configured first.
configure_and_build() {
    local dir=$1
    shift
    local generator=()
    if [[ ! -f $dir/CMakeCache.txt ]]; then
        command -v ninja >/dev/null && generator=(-G Ninja)
        cmake -S "$top" -B "$dir" "${generator[@]}" "$@"
    fi
    cmake --build "$dir" --parallel "$jobs"
}

case "${1:-}" in
run)
    shift
    install_packages "${build_packages[@]}" "${test_packages[@]}"
    configure_and_build "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
        echo "No display: starting under xvfb-run."
        exec xvfb-run -a "$build/app/poolcraft" "${@:-$top/resources/examples/pytorch-digits/job.poolcraft.yaml}"
    fi
    exec "$build/app/poolcraft" "${@:-$top/resources/examples/pytorch-digits/job.poolcraft.yaml}"
    ;;
test)
    install_packages "${build_packages[@]}" "${test_packages[@]}"
    install_node_modules
    configure_and_build "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    cd "$build"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$jobs" -LE bench
    if [[ -x $top/tests/fuzz/run-fuzz.sh ]]; then
        "$top/tests/fuzz/run-fuzz.sh" "${POOLCRAFT_FUZZ_SECONDS:-60}"
    fi
    # The same tests built with AddressSanitizer and UndefinedBehaviorSanitizer: any report
    # fails the test that made it. Not the package check: a sanitized binary is no package.
    if [[ ${POOLCRAFT_SANITIZED:-1} != 0 ]]; then
        configure_and_build "$asan_build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DPOOLCRAFT_SANITIZE=address
        cd "$asan_build"
        ctest --output-on-failure --parallel "$jobs" -LE 'bench|package'
    fi
    ;;
package)
    # A build of its own: Release, no tests, Debian's hardening flags (as dpkg-buildpackage
    # would pass them, with all hardening on: bindnow too).
    install_packages "${build_packages[@]}"
    package_build="${POOLCRAFT_PACKAGE_BUILD_DIR:-$top/build-package}"
    export DEB_BUILD_MAINT_OPTIONS="hardening=+all"
    CXXFLAGS="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)" \
        LDFLAGS="$(dpkg-buildflags --get LDFLAGS)" \
        configure_and_build "$package_build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
    (cd "$package_build" && cpack -G DEB)
    ls -l "$package_build"/poolcraft_*.deb
    ;;
*)
    echo "usage: $0 run [FILE] | test | package" >&2
    exit 2
    ;;
esac
