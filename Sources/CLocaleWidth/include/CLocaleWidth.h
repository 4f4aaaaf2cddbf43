#ifndef AXSIM_CLOCALEWIDTH_H
#define AXSIM_CLOCALEWIDTH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The display width glibc's `wcwidth` reports for `scalar` in a UTF-8 locale.
///
/// The process locale is irrelevant: the call runs under a private "C.UTF-8" locale
/// (falling back to "en_US.UTF-8", then to the current locale), so pure Swift code and
/// tests measure text exactly as ncurses will after `setlocale(LC_ALL, "")` in a UTF-8
/// terminal. Returns 0, 1, 2, or -1 for non-printable and unassigned scalars.
int axsim_wcwidth(uint32_t scalar);

/// Whether `axsim_wcwidth` found a UTF-8 locale (1) or fell back to the current one (0).
int axsim_wcwidth_has_utf8_locale(void);

#ifdef __cplusplus
}
#endif

#endif
