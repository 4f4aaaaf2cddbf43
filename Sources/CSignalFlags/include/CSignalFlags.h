#ifndef AXSIM_CSIGNALFLAGS_H
#define AXSIM_CSIGNALFLAGS_H

#ifdef __cplusplus
extern "C" {
#endif

/// Installs handlers for every catchable signal that would end the process (SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGVTALRM,
/// SIGPROF): each only records the signal's number. No SA_RESTART, so a blocking read
/// returns early and the caller polls axsim_take_signal. Returns 0, or -1 if any
/// sigaction call failed. A second call before axsim_restore_signal_handlers does nothing.
int axsim_install_signal_flags(void);

/// The signal recorded since the last call (0 if none), cleared.
int axsim_take_signal(void);

/// Puts back the handlers that were active before axsim_install_signal_flags.
void axsim_restore_signal_handlers(void);

#ifdef __cplusplus
}
#endif

#endif
