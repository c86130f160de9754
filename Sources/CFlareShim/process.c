#include "flare_process.h"
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

pid_t flare_spawn_tied(const char *path, char *const argv[], int stdout_fd, int stderr_fd) {
    pid_t parent = getpid();
    pid_t child = fork();
    if (child != 0) return child;
    // The child: async-signal-safe calls only, until execv.
    setpgid(0, 0);
    if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != parent) _exit(127); // the parent already died
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    struct sigaction dfl = {0};
    dfl.sa_handler = SIG_DFL;
    int defaults[] = {SIGTERM, SIGINT, SIGHUP, SIGPIPE};
    for (unsigned i = 0; i < sizeof defaults / sizeof defaults[0]; i++) sigaction(defaults[i], &dfl, NULL);
    int null = open("/dev/null", O_RDWR);
    if (null < 0 || dup2(null, 0) < 0 || dup2(stdout_fd, 1) < 0 || dup2(stderr_fd < 0 ? null : stderr_fd, 2) < 0) _exit(127);
    // Nothing else of Flare's leaks into the child (descriptors opened without O_CLOEXEC, its parent's pipes).
    syscall(SYS_close_range, 3, ~0U, 0);
    execv(path, argv);
    _exit(127);
}
