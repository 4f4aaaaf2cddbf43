// Measures scalars with glibc wcwidth under a fixed UTF-8 locale, independent of the
// process locale (which is "C" in tests and whatever the user has in the app).
#define _GNU_SOURCE 1
#define _XOPEN_SOURCE 700

#include "CLocaleWidth.h"

#include <locale.h>
#include <pthread.h>
#include <wchar.h>

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_locale_once = PTHREAD_ONCE_INIT;

static void load_utf8_locale(void) {
  utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
  if (utf8_locale == (locale_t)0) {
    utf8_locale = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", (locale_t)0);
  }
}

int axsim_wcwidth(uint32_t scalar) {
  pthread_once(&utf8_locale_once, load_utf8_locale);
  if (utf8_locale == (locale_t)0) {
    return wcwidth((wchar_t)scalar);
  }
  // uselocale only affects the calling thread, so parallel tests do not interfere.
  locale_t previous = uselocale(utf8_locale);
  int width = wcwidth((wchar_t)scalar);
  uselocale(previous);
  return width;
}

int axsim_wcwidth_has_utf8_locale(void) {
  pthread_once(&utf8_locale_once, load_utf8_locale);
  return utf8_locale != (locale_t)0;
}
