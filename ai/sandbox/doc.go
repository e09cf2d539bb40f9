// Package sandbox runs other people's programs: the arena's agent
// programs, engine programs, the compiler on a submission. It starts
// them, contains them, times them, reads what they print and makes sure
// nothing of them outlives their run.
//
// It knows no game and no screen. Of the project it imports only its
// own parts below it: cabezacat/ai/sandbox/uids (the uids programs run
// under as root, leased machine-wide) and cabezacat/ai/sandbox/tempdirs
// (their private places in the temporary directory). The compiler of a
// course submission, which runs through it, is
// cabezacat/ai/sandbox/coursebuild.
//
// The containment is the strongest the machine allows, detected once
// (Detect) and named in every report that depends on it:
//
//   - a PID namespace whose init is the program, so its death kills
//     every process it started (a user namespace too where we are not
//     root);
//   - a cgroup v2 per run, whose cgroup.kill ends the whole tree at once
//     and whose cpu.stat charges the CPU time of every process in it,
//     waited for or not; where the memory controller can be had
//     (cgroupMemory), its memory.max caps the memory of the whole tree
//     (no swap; an out-of-memory kill takes the whole tree and is
//     reported as such, OutOfMemoryError); its cpu.pressure tells how
//     long the tree waited for a CPU, which the wall-clock backstop does
//     not count (MaxWaitCredit; /proc schedstat where there is no
//     cgroup);
//   - when running as root, an unprivileged uid per agent (Workspace),
//     per running engine program (StartEngine) and per compile
//     (coursebuild.Build, which also hands the compiler a private copy
//     of the submission, links refused), leased machine-wide while in
//     use (an abstract unix socket per uid, freed by the kernel however
//     its holder ends), so that no two cabezacat processes on the
//     machine hand out the same uid at once, and one under which a
//     program still runs is skipped; entered through setpriv
//     with no capability and no_new_privs (without util-linux's
//     setpriv: no capability, but no no_new_privs either): such a
//     program can write nothing of another's, of the grader's or of the
//     results, cannot read what only root may, and cannot leave its
//     namespaces;
//   - resource limits (processes, file size, open files, CPU seconds,
//     and address space where the cgroup does not cap the memory) set
//     on the program before its first instruction runs, and the cores
//     it may use;
//   - a network namespace per run: a downed loopback and nothing else,
//     so no connection anywhere, the machine's own 127.0.0.1 included;
//   - a private /tmp per run: a mount namespace in which /tmp, /var/tmp
//     and /dev/shm are fresh tmpfs (PrivateTmpSize each), showing of the
//     shared ones only what the program was pointed at (its program's
//     directory, its working directory, paths its command line names);
//     nothing one program leaves there reaches another or the machine;
//   - the rest of the file system hidden, in the same mount namespace:
//     every top-level directory but the system's (/usr, /etc, /opt,
//     /dev, /proc, /sys and the like, where programs, libraries and
//     settings live) is covered by an empty read-only tmpfs, showing
//     likewise only what the program was pointed at; so homes, /root,
//     /srv, /var, /run, a grader's submissions and results are not
//     there for it, however readable the host keeps them; and /proc is
//     a fresh one that shows a uid's processes to it alone (hidepid=2),
//     so an agent sees neither the grader's command lines nor another
//     agent's processes (not root, a fresh one of its own PID
//     namespace, which shows its processes alone);
//   - not root, the private /tmp and the hidden file system where
//     unprivileged user namespaces are allowed: the program is started
//     through our own program run again (sandbox_init_linux.go) in its
//     new user, mount, PID and network namespaces, which makes the same
//     mounts and then execs it; a failed mount fails the start;
//   - no file of ours but the stdin, stdout and stderr it is given:
//     every file above stderr is marked close-on-exec before a start,
//     so a file cabezacat inherited (a pipe a shell or a CI runner left
//     open) is not passed on;
//   - everywhere else: a process group killed after the run.
//
// Each is used where the machine allows it and reported as missing
// where not (Containment.String).
//
// What it does not do: it does not hide the system's directories (a
// program reads what its uid may read of /etc, /usr, /opt and the
// files at the top of the file system, as any user of the machine can;
// without a private /tmp, which needs root or unprivileged user
// namespaces, it sees the whole file system so); where there are no
// uids of their own (not root), agents, engine programs and the
// compiler run under ours and read (and write) what we may of what
// they see, with no process count limit (coursebuild.CompilerWarning
// says so for the compiler); cabezacat processes in different network
// namespaces (containers) do not see each other's
// uid leases; files a program left where its uid may write (outside
// its home and the private /tmp) outlive its run; and a program whose
// cabezacat process was killed (kill -9) runs on until the next
// cabezacat process detects the containment (sweepCgroups ends it with
// its tree, where there are cgroups; its uid is skipped meanwhile). A grader who trusts the code less adds a VM or a
// container per run.
package sandbox

// Two ways in:
//
//   - Run: one run on one input (an agent's move, a compile), its
//     output capped, its CPU limit, memory limit and wall-clock
//     backstop enforced.
//   - Start: a long-lived program (an engine console) with the caller's
//     own pipes; Kill, a cancelled context or Wait end it with every
//     process it started; CPU reports its tree's CPU time so far.
//
// Workspace and Jail give agents their private directories: a read-only
// copy of the program and a fresh home per run. An engine program under
// a uid of its own gets a fresh home likewise, and a read-only copy of
// its program only where that uid cannot reach the program itself (so a
// program that reads files beside it still finds them where it can);
// it works in our directory where that uid may enter it (the relative
// paths of its command line keep their meaning), else in its home.
