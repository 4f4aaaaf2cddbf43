// The C seam between Swift and ncursesw. Only the CursesTerminal target imports it.
//
// Why this header exists (see /work/shared/guide/ncurses-and-testing.md):
// * SwiftPM strips the -D flags pkg-config would give, so the wide-character API
//   (get_wch, setcchar, cchar_t, wint_t) needs the feature macros defined here.
// * Swift 6 rejects every read of a mutable C global (stdscr, COLS, stdout...), so each
//   one gets a `static inline` accessor; attribute macros become `static const` values.
// * Function-like macros (KEY_F, COLOR_PAIR as attr_t) and things Swift cannot express
//   (signal handlers, atexit callbacks) are small static inline C functions.
//
// Static state caveat: a `static` variable in this header exists once per object file
// that uses it (one per Swift file in a debug build, one per module part in release), so
// nothing here may hold state that two places share: such state goes in a C target
// (the signal flag is in CSignalFlags).
#ifndef AXSIM_CNCURSESW_SHIM_H
#define AXSIM_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

#include <ncursesw/curses.h>

// glibc declares these only under __USE_XOPEN, which the Glibc clang module lacks.
extern int wcwidth(wchar_t c);
extern int wcswidth(const wchar_t *s, size_t n);

// MARK: - Globals as functions

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline FILE *cn_stdin(void) { return stdin; }

// MARK: - Attribute and key macros as constants

static const attr_t CN_A_NORMAL = A_NORMAL;
static const attr_t CN_A_BOLD = A_BOLD;
static const attr_t CN_A_DIM = A_DIM;
static const attr_t CN_A_REVERSE = A_REVERSE;
static const attr_t CN_A_UNDERLINE = A_UNDERLINE;
static const attr_t CN_A_ITALIC = A_ITALIC;
static const attr_t CN_A_STANDOUT = A_STANDOUT;
static const attr_t CN_A_COLOR = A_COLOR;

static inline int cn_key_f(int n) { return KEY_F(n); }
static inline attr_t cn_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

// MARK: - Signals

// The terminating signals' flag is not here: a `static` in this header exists once per
// object file that includes it, and in a release build the handler and the event loop saw
// different copies. It lives in one C file, Sources/CSignalFlags/SignalFlags.c.

// MARK: - Crash safety net

/// On a crash signal (a Swift trap, a segfault, an abort), leave curses mode so the shell is
/// usable and the crash report is readable, then die of the same signal. endwin() is not
/// async-signal-safe, but the process is ending anyway and nothing else runs.
static void cn_crash_restore(int signo) {
  if (!isendwin()) endwin();
  signal(signo, SIG_DFL);
  raise(signo);
}

static inline void cn_install_crash_restore(void) {
  static const int crashes[6] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = cn_crash_restore;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;
  for (int i = 0; i < 6; i++) sigaction(crashes[i], &action, NULL);
}

// MARK: - Exit safety net

static void cn_atexit_endwin(void) {
  // isendwin() is false both while curses is active and after delscreen (no screen);
  // endwin() on no screen is a harmless ERR, so this never writes twice.
  if (!isendwin()) endwin();
}

/// Registers (once per object file) an atexit hook that ends curses mode if still active.
static inline void cn_register_atexit_endwin(void) {
  static int registered = 0;
  if (registered) return;
  registered = 1;
  atexit(cn_atexit_endwin);
}

// MARK: - Output byte counting

/// Total bytes the calling thread has passed to write(2) so far, or -1 if unknown.
///
/// Reads "wchar:" from /proc/thread-self/io. ncurses 6.4 writes its output with write(2)
/// on the terminal's file descriptor, so the difference around a doupdate() call is
/// exactly the number of bytes sent to the terminal. (A fopencookie FILE cannot be used:
/// it has no file descriptor, so newterm cannot set terminal modes and ncurses drops
/// all output.)
static inline long long cn_thread_write_count(void) {
  int fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char buffer[512];
  ssize_t count = read(fd, buffer, sizeof buffer - 1);
  close(fd);
  if (count <= 0) return -1;
  buffer[count] = '\0';
  const char *field = strstr(buffer, "wchar:");
  if (field == NULL) return -1;
  return strtoll(field + 6, NULL, 10);
}

#endif
