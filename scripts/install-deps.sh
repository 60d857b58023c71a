#!/bin/sh
# Installs the Debian packages the project needs, if any is missing. Used by `make deps`, `make
# run`, `make test` and `make bench`, never by `make shipping`, `make install` or `make uninstall`;
# safe to run again (it does nothing when all are present).
set -eu

packages="
libgtk-3-dev
libxtst-dev
libsqlite3-dev
sqlite3
xvfb
xauth
fonts-noto-cjk
fonts-dejavu-core
fonts-noto-color-emoji
pkg-config
gcc
gettext
imagemagick
desktop-file-utils
appstream
valgrind
libgspell-1-dev
libhandy-1-dev
hunspell-en-us
libgtk-4-dev
dbus-daemon
at-spi2-core
python3-pyatspi
libglib2.0-bin
libglib2.0-dev-bin
gobject-introspection
libgirepository1.0-dev
gir1.2-gtk-3.0
valac
gjs
python3-gi
python3-gi-cairo
xdotool
util-linux
poppler-utils
gnote
glade
libgladeui-dev
gi-docgen
sshfs
libxdamage-dev
fusefat
dosfstools
libgtksourceview-4-dev
openssh-server
gir1.2-gtksource-4
gir1.2-gtksource-5
meld
dialect
strace
abigail-tools
time
syncthing
curl
"

missing=""
for package in $packages; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
[ -z "$missing" ] && exit 0

echo "Installing missing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing
