#ifndef BUTTONCHECK_CHARFBUZZ_SHIM_H
#define BUTTONCHECK_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ft.h>
#endif
