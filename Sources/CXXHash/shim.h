#ifndef BUTTONCHECK_CXXHASH_SHIM_H
#define BUTTONCHECK_CXXHASH_SHIM_H
#include <xxhash.h>
/* On x86-64 Linux (Debian's and Ubuntu's libxxhash), the library also chooses SSE2, AVX2 or AVX-512
   when first called: the same hashes, computed with the widest vectors the machine has. */
#if defined(__linux__) && defined(__x86_64__)
#define XXH_DISPATCH_DISABLE_REPLACE 1
#include <xxh_x86dispatch.h>
#endif
#endif
