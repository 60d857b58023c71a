#!/usr/bin/python3
"""Every path a traced command wrote, one per line, from a log of
`strace -f -qq -y -s 4096 -e trace=%file,%process,fchdir -o LOG COMMAND`: files opened for
writing or created, folders made or removed, files removed, renamed, linked, their modes, owners
or times changed.
Only calls that succeeded count. Relative paths are resolved against the directory strace -y
printed for their descriptor (AT_FDCWD</cwd>), or, for calls without one (mkdir("usr") after
chdir, as install -d does), against the process's working directory, followed through chdir and
inherited through clone; every line is an absolute, normalised path, or
starts with "?/" when the working directory was never seen (counted as outside anything).

    strace-writes.py LOG
"""
import os
import re
import sys

WRITE_FLAGS = ("O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC")
OPENS = {"open", "openat", "openat2", "creat"}
# Calls whose every path argument is written (a rename writes both its source and its target).
ALL_PATHS = {"rename", "renameat", "renameat2", "link", "linkat"}
# Calls whose last path argument is the one written (a symlink's target is only text).
LAST_PATH = {"symlink", "symlinkat"}
FIRST_PATH = {
    "mkdir", "mkdirat", "mknod", "mknodat", "rmdir", "unlink", "unlinkat", "chmod", "fchmodat",
    "fchmodat2", "chown", "lchown", "fchownat", "truncate", "utime", "utimes", "utimensat",
    "futimesat", "setxattr", "lsetxattr", "removexattr", "lremovexattr",
}
CALL = re.compile(r"^\d+\s+(\w+)\((.*)\)\s+=\s+(-?\d+)")
# A path argument: "path", or a descriptor with what strace -y says it is, then maybe "path".
PATH_ARGUMENT = re.compile(r'(?:(?:AT_FDCWD|-?\d+)<([^>]*)>(?:,\s*"((?:[^"\\]|\\.)*)")?)|"((?:[^"\\]|\\.)*)"')
# A call another process's line interrupted (strace -f), and its end.
UNFINISHED = re.compile(r"^(\d+)\s+(.*) <unfinished \.\.\.>$")
RESUMED = re.compile(r"^(\d+)\s+<\.\.\. \w+ resumed>(.*)$")
CWD = re.compile(r"AT_FDCWD<([^>]*)>")
FORKS = {"clone", "clone3", "fork", "vfork"}


def paths(arguments, cwd):
    """The paths the arguments name, absolute: against strace's directory, else the working one."""
    found = []
    for match in PATH_ARGUMENT.finditer(arguments):
        directory, relative, plain = match.groups()
        if plain is not None:
            found.append(plain if plain.startswith("/") else os.path.join(cwd or "?", plain))
        elif relative is not None:
            found.append(relative if relative.startswith("/") else os.path.join(directory, relative))
        else:
            found.append(directory)  # the descriptor itself (utimensat(fd, NULL, ...))
    return [os.path.normpath(path) for path in found]


def written(call, arguments, cwd):
    """The paths one successful call wrote."""
    named = paths(arguments, cwd)
    if not named:
        return []
    if call in OPENS:
        return named[:1] if any(flag in arguments for flag in WRITE_FLAGS) else []
    if call in ALL_PATHS:
        return named
    if call in LAST_PATH:
        return named[-1:]
    if call in FIRST_PATH:
        return named[:1]
    return []


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    seen = set()
    pending = {}  # pid: the first half of a call another process's line interrupted
    cwds = {}  # pid: its working directory
    with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
        for line in log:
            line = line.rstrip("\n")
            unfinished = UNFINISHED.match(line)
            if unfinished:
                pending[unfinished.group(1)] = unfinished.group(2)
                continue
            resumed = RESUMED.match(line)
            if resumed:
                line = resumed.group(1) + " " + pending.pop(resumed.group(1), "?(") + resumed.group(2)
            pid = line.split(" ", 1)[0]
            seen_cwd = CWD.search(line)
            if seen_cwd:
                cwds[pid] = seen_cwd.group(1)
            match = CALL.match(line)
            if not match or int(match.group(3)) < 0:
                continue
            call, arguments, result = match.groups()
            if call in FORKS and int(result) > 0:
                cwds[result] = cwds.get(pid)
            elif call in ("chdir", "fchdir"):
                cwds[pid] = paths(arguments, cwds.get(pid))[0]
            for path in written(call, arguments, cwds.get(pid)):
                if path not in seen:
                    seen.add(path)
                    print(path)


if __name__ == "__main__":
    main()
