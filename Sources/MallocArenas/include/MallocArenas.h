#ifndef MALLOC_ARENAS_H
#define MALLOC_ARENAS_H

/// Keeps glibc's allocator to one arena for the whole process. Each thread that allocates
/// under contention otherwise gets an arena of its own, and each keeps the memory freed in it:
/// a run that works on every core would hold that many heaps' worth of freed memory. Does
/// nothing where the C library is not glibc.
void trellis_use_one_malloc_arena(void);

#endif
