#!/bin/sh
# Checks, without building anything, that this machine can run the grader's
# sandbox: bubblewrap, prlimit and (as root) setpriv, wired the way
# Sources/Sandbox wires them. Exit 0 when isolation works; otherwise it says
# what is missing (the grader then falls back to limits only).
set -u
fail() { echo "sandbox-smoke: $*" >&2; exit 1; }

for tool in bwrap prlimit; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing: apt-get install bubblewrap util-linux"
done
prefix=""
if [ "$(id -u)" = 0 ]; then
    command -v setpriv >/dev/null 2>&1 || fail "setpriv is missing: apt-get install util-linux"
    prefix="setpriv --reuid=61099 --regid=61099 --clear-groups --"
fi

# bubblewrap 0.8+: no user namespace inside the sandbox (the grader's
# seccomp filter denies it too; that part needs the grader itself).
userns=""
if bwrap --help 2>&1 | grep -q -- --disable-userns; then userns="--unshare-user --disable-userns"; fi

run() {
    # shellcheck disable=SC2086
    $prefix prlimit --cpu=5 --as=1073741824 --fsize=16777216 --nofile=256 --core=0 -- \
        bwrap --unshare-all $userns --die-with-parent --new-session --cap-drop ALL --clearenv \
        --ro-bind /usr /usr --symlink usr/lib /lib --symlink usr/lib64 /lib64 --symlink usr/bin /bin \
        --proc /proc --dev /dev --size 8388608 --tmpfs /tmp --remount-ro /dev --remount-ro / \
        --chdir /tmp -- "$@"
}

out=$(run /usr/bin/true 2>&1) || fail "bubblewrap does not start here: $out"
run /bin/sh -c 'test ! -e /root && test ! -e /etc && test ! -e /work' \
    || fail "the host's files are visible inside the sandbox"
run /bin/sh -c 'echo x > /escape' 2>/dev/null && fail "the sandbox's root is writable"
run /bin/sh -c 'echo x > /tmp/ok' || fail "the private /tmp is not writable"
if [ -n "$userns" ]; then
    run /usr/bin/unshare --user --mount /usr/bin/true 2>/dev/null \
        && fail "a user + mount namespace can be made inside the sandbox"
fi
env_inside=$(run /usr/bin/env)
case "$env_inside" in *HOME=*|*USER=*) fail "the environment is not cleared: $env_inside" ;; esac
echo "sandbox-smoke: ok (bubblewrap $(bwrap --version | cut -d' ' -f2)${prefix:+, per-slot uid}${userns:+, no nested user namespaces})"
