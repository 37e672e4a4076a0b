#ifndef BUTTONCHECK_CZLIB_SHIM_H
#define BUTTONCHECK_CZLIB_SHIM_H
#include <zlib.h>
#endif
