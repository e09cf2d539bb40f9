package arena

// ContainmentHelp says what an agent program can reach of the machine's
// files, network and /tmp during and between its moves, as root and not
// as root (package sandbox, Detect). It is the one source of this text:
// "cabezacat catcat arena --help" prints it, and the README's section
// "Running students' programs" holds it word for word (a test of the
// command line compares them).
const ContainmentHelp = `Files, network and /tmp: as root, and not as root where the machine
allows unprivileged user namespaces (most Linux distributions), every
move runs with no network (a downed loopback only: not even the
machine's own 127.0.0.1), a private /tmp, /var/tmp and /dev/shm (fresh
and empty, gone after the move: nothing it leaves there reaches another
agent or its own next move), and the rest of the file system hidden:
outside the system's directories (/usr, /etc, /opt, /dev, /proc, /sys
and their like) it sees only its own directory and program, not homes,
/root, /srv, /var, /run, the other agents or the results, and its /proc
shows only its own processes. It still reads what its uid may read of
the system's directories and of the files at the top of /. As root,
where the machine maps the uids, each agent also runs under a uid of
its own, its process count limited; not as root it runs under yours:
it may write what you may of what it sees, and its process count is
not limited. Where the machine allows none of this (another OS, a
container without namespaces, user namespaces forbidden), it can reach
the host's network, the shared /tmp (and keep state there between
moves) and every file its uid may read. Each of these is used where the
machine allows it, and the report's first lines name what was in force
and what was not. For code you trust less, add a VM or a container per
run.`
