#ifndef BUTTONCHECK_CPNG_SHIM_H
#define BUTTONCHECK_CPNG_SHIM_H
#include <png.h>
#endif
