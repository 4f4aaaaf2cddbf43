// The one place the terminating-signal flag lives.
//
// It used to be a function-local `static` in CNcursesw's shim.h, a header compiled into
// every translation unit that includes it: a release build (whole-module, several object
// files) kept two copies, the handler wrote one and the event loop read the other, and the
// app ignored Ctrl-C, kill and hang-ups. Here it is defined exactly once, in this file.
#define _POSIX_C_SOURCE 200809L

#include "CSignalFlags.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>

// A signal handler may touch only lock-free atomics (or volatile sig_atomic_t); an atomic
// int also lets the loop take and clear the flag in one step, so a signal arriving between
// the two is never lost.
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the signal flag needs a lock-free atomic int");

// Every signal whose default action ends the process and that a program may catch: each
// only sets the flag, so the app leaves full-screen mode (alternate screen, cursor, tty
// modes) and exits with 128 + the signal. SIGPIPE included: a terminal app has no pipe
// whose loss should kill it mid-frame. (SIGKILL and SIGSTOP cannot be caught; crash
// signals are handled in CNcursesw's shim.h, which ends curses and re-raises.)
static const int signal_numbers[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGVTALRM, SIGPROF};
#define SIGNAL_COUNT ((int)(sizeof signal_numbers / sizeof signal_numbers[0]))

// Written by the handler, taken (read and cleared at once) by the loop.
static atomic_int pending = 0;
static struct sigaction previous[SIGNAL_COUNT];
static int installed = 0;

static void record(int signo) { atomic_store(&pending, signo); }

int axsim_install_signal_flags(void) {
  if (installed) return 0;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = record;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  int result = 0;
  for (int i = 0; i < SIGNAL_COUNT; i++) {
    if (sigaction(signal_numbers[i], &action, &previous[i]) != 0) result = -1;
  }
  installed = 1;
  return result;
}

int axsim_take_signal(void) {
  return atomic_exchange(&pending, 0);
}

void axsim_restore_signal_handlers(void) {
  if (!installed) return;
  for (int i = 0; i < SIGNAL_COUNT; i++) sigaction(signal_numbers[i], &previous[i], NULL);
  installed = 0;
}
