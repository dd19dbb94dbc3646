// Cache hints Swift has no spelling for, as static inline functions the Swift
// compiler inlines (a header only: nothing to link). Used by the compositor's walk
// to start loading the next layers' render states while it works on this one.
#ifndef SEGUE_MEMORY_HINTS_H
#define SEGUE_MEMORY_HINTS_H

// Asks the processor to start loading the `byteCount` bytes at `start` into every
// cache level, one request per 64-byte line, for reading. Only a hint: it never
// faults, whatever the address, and changes no memory.
static inline void segue_prefetch_for_reading(const void *start, long byteCount) {
    const char *bytes = (const char *)start;
    for (long offset = 0; offset < byteCount; offset += 64) {
        __builtin_prefetch(bytes + offset, 0, 3);
    }
}

#endif
