#ifndef BUTTONCHECK_CXXHASH_SHIM_H
#define BUTTONCHECK_CXXHASH_SHIM_H
#include <xxhash.h>
#endif
