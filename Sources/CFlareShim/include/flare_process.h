// Child processes Flare starts: the private Xvfb of headless export, and the worker processes of `--jobs`.
//
// Why it exists:
//  - flare_spawn_tied: a child must die with Flare however Flare ends (crash, SIGKILL, a CI time-out), which
//    takes PR_SET_PDEATHSIG between fork and exec. posix_spawn cannot set it, and Swift cannot run code in the
//    child of a fork: between fork and exec a multithreaded process may only make async-signal-safe calls.
#pragma once
#include <sys/types.h>

#pragma clang assume_nonnull begin

/// Forks and execs `path` with `argv` (NULL-terminated) in its own process group, its signal mask cleared and
/// SIGTERM, SIGINT, SIGHUP and SIGPIPE at their defaults, standard input on /dev/null, standard output on
/// `stdout_fd`, standard error on `stderr_fd` (-1: /dev/null), and every other descriptor closed. The kernel sends the child SIGTERM when
/// the calling *thread* exits, so call it from a thread that lives as long as the child should (the main
/// thread). Returns the child's pid, or -1 with errno set.
pid_t flare_spawn_tied(const char *path, char *_Nullable const argv[_Nonnull], int stdout_fd, int stderr_fd);

#pragma clang assume_nonnull end
