#include "MallocArenas.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void trellis_use_one_malloc_arena(void) {
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, 1);
#endif
}
