/* first-frame: milliseconds from starting a program to the first frame it draws in a window,
 * and its memory at rest.
 *
 *     first-frame [--rest SECONDS] [--within SECONDS] COMMAND [ARGUMENT...]
 *
 * Runs COMMAND on the X server of $DISPLAY and watches that server from outside the program, so
 * any two apps (note-entry, Gnote) are timed alike: the clock starts just before exec; a top-level
 * window of at least 200 x 200 pixels being mapped gets a DAMAGE object; the first damage report
 * after the map, which is the program drawing into it, stops the clock. Prints the milliseconds;
 * with --rest, waits until SECONDS after the start and adds the program's resident, private and
 * proportional memory in KiB (from /proc). Then ends the program (SIGTERM) and waits for it.
 * Exit status 1 with a message when nothing was drawn within the --within limit (60 s unless
 * given) or the server lacks DAMAGE.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { SMALLEST_SIDE = 200, DEFAULT_DEADLINE_MS = 60000 };

static double
now_ms (void)
{
    struct timespec t;
    clock_gettime (CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int
ignore_x_errors (Display *display, XErrorEvent *error)
{
    /* A window may be gone before its attributes are read: not ours to report. */
    (void) display;
    (void) error;
    return 0;
}

/* The sum of the `fields` lines (kB) of /proc/PID/FILE. */
static long
proc_kib (pid_t pid, const char *file, const char *const *fields)
{
    char path[64], line[256];
    snprintf (path, sizeof path, "/proc/%d/%s", (int) pid, file);
    FILE *stream = fopen (path, "r");
    if (stream == NULL)
        return -1;
    long sum = 0;
    while (fgets (line, sizeof line, stream) != NULL)
        for (const char *const *field = fields; *field != NULL; field++) {
            size_t length = strlen (*field);
            if (strncmp (line, *field, length) == 0)
                sum += strtol (line + length, NULL, 10);
        }
    fclose (stream);
    return sum;
}

static void
print_memory_at_rest (pid_t child, double started, double rest_ms)
{
    double remaining = started + rest_ms - now_ms ();
    if (remaining > 0)
        usleep ((useconds_t) (remaining * 1000));
    static const char *const resident[] = { "VmRSS:", NULL };
    static const char *const private[] = { "Private_Clean:", "Private_Dirty:", NULL };
    static const char *const proportional[] = { "Pss:", NULL };
    printf (" %ld %ld %ld", proc_kib (child, "status", resident), proc_kib (child, "smaps_rollup", private),
            proc_kib (child, "smaps_rollup", proportional));
}

static void
end_child (pid_t child)
{
    kill (child, SIGTERM);
    waitpid (child, NULL, 0);
}

int
main (int argc, char **argv)
{
    double rest_ms = 0, deadline_ms = DEFAULT_DEADLINE_MS;
    while (argc > 2 && (strcmp (argv[1], "--rest") == 0 || strcmp (argv[1], "--within") == 0)) {
        double milliseconds = atof (argv[2]) * 1000;
        if (strcmp (argv[1], "--rest") == 0)
            rest_ms = milliseconds;
        else
            deadline_ms = milliseconds;
        argv += 2;
        argc -= 2;
    }
    if (argc < 2 || deadline_ms <= 0) {
        fprintf (stderr, "usage: first-frame [--rest SECONDS] [--within SECONDS] COMMAND [ARGUMENT...]\n");
        return 2;
    }
    Display *display = XOpenDisplay (NULL);
    if (display == NULL) {
        fprintf (stderr, "first-frame: cannot open the X display\n");
        return 1;
    }
    int damage_event, damage_error;
    if (!XDamageQueryExtension (display, &damage_event, &damage_error)) {
        fprintf (stderr, "first-frame: the X server has no DAMAGE extension\n");
        return 1;
    }
    XSetErrorHandler (ignore_x_errors);
    Window root = DefaultRootWindow (display);
    XSelectInput (display, root, SubstructureNotifyMask);
    XSync (display, False);

    double started = now_ms ();
    pid_t child = fork ();
    if (child == 0) {
        /* The program's own output would mix with the figures. */
        int quiet = open ("/dev/null", O_WRONLY);
        dup2 (quiet, STDOUT_FILENO);
        dup2 (quiet, STDERR_FILENO);
        execvp (argv[1], argv + 1);
        _exit (127);
    }

    struct pollfd watch = { .fd = ConnectionNumber (display), .events = POLLIN };
    while (now_ms () - started < deadline_ms) {
        while (XPending (display)) {
            XEvent event;
            XNextEvent (display, &event);
            if (event.type == MapNotify && !event.xmap.override_redirect) {
                XWindowAttributes attributes;
                if (XGetWindowAttributes (display, event.xmap.window, &attributes)
                    && attributes.width >= SMALLEST_SIDE && attributes.height >= SMALLEST_SIDE)
                    XDamageCreate (display, event.xmap.window, XDamageReportNonEmpty);
            } else if (event.type == damage_event + XDamageNotify) {
                printf ("%.1f", now_ms () - started);
                if (rest_ms > 0)
                    print_memory_at_rest (child, started, rest_ms);
                printf ("\n");
                end_child (child);
                return 0;
            }
        }
        int status;
        if (waitpid (child, &status, WNOHANG) == child) {
            fprintf (stderr, "first-frame: %s ended before drawing a window\n", argv[1]);
            return 1;
        }
        if (poll (&watch, 1, 50) < 0 && errno != EINTR)
            break;
    }
    fprintf (stderr, "first-frame: %s drew no window within %.0f s\n", argv[1], deadline_ms / 1000);
    end_child (child);
    return 1;
}
