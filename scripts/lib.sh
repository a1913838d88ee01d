# Sourced by the scripts of this folder (`. "$(dirname "$0")/lib.sh"`): the repository's root
# folder as $here, and temporary folders removed when the script exits.

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# make_tmp: a new temporary folder as $tmp, removed when the script exits.
make_tmp() {
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
}

# given_or_fetched GIVEN FETCH PATH: sets $input to GIVEN when it is not empty; else runs the
# command FETCH in a new temporary folder (see make_tmp) and sets $input to PATH in it.
given_or_fetched() {
  if [ -n "$1" ]; then
    input=$1
  else
    make_tmp
    (cd "$tmp" && "$2")
    input="$tmp/$3"
  fi
}
