#ifndef BUTTONCHECK_CFRIBIDI_SHIM_H
#define BUTTONCHECK_CFRIBIDI_SHIM_H
#include <fribidi.h>

// FriBidi spells its paragraph directions as macros Swift cannot import; the values, as constants.
static const FriBidiParType buttoncheck_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType buttoncheck_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType buttoncheck_fribidi_par_on = FRIBIDI_PAR_ON;
#endif
