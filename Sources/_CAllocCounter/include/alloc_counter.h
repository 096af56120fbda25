#ifndef FOLDKIT_ALLOC_COUNTER_H
#define FOLDKIT_ALLOC_COUNTER_H
#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) made
/// by the process so far. Only meaningful in an executable that links this target, which
/// interposes those functions over glibc's and forwards to them.
uint64_t foldkit_allocation_count(void);

#endif
