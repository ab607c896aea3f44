// What one retain + release costs at least on this machine: an uncontended atomic increment and
// decrement, the instructions swift_retain/swift_release execute (docs/Performance.md).
//   gcc -O2 scripts/atomic-pair.c -o /tmp/atomic-pair && /tmp/atomic-pair
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

int main(void) {
    _Atomic long count = 0;
    const long pairs = 100000000;
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (long i = 0; i < pairs; i++) {
        atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(&count, 1, memory_order_release);
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double ns = (end.tv_sec - start.tv_sec) * 1e9 + (end.tv_nsec - start.tv_nsec);
    printf("%.2f ns per increment+decrement pair\n", ns / pairs);
    return (int)count;
}
