#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define RB_CAP 16u
_Static_assert((RB_CAP & (RB_CAP - 1)) == 0, "capacity must be a power of two");

typedef struct {
    uint8_t data[RB_CAP];
    volatile uint32_t head, tail;
} ring_buffer;

static inline uint32_t rb_count(const ring_buffer *rb) { return rb->head - rb->tail; }
static inline bool rb_full(const ring_buffer *rb) { return rb_count(rb) == RB_CAP; }
static inline bool rb_empty(const ring_buffer *rb) { return rb->head == rb->tail; }

static bool rb_put(ring_buffer *rb, uint8_t byte)
{
    if (rb_full(rb))
        return false;
    rb->data[rb->head++ & (RB_CAP - 1)] = byte;
    return true;
}

static int rb_get(ring_buffer *rb)
{
    return rb_empty(rb) ? -1 : rb->data[rb->tail++ % RB_CAP];
}

static size_t rb_write(ring_buffer *rb, const void *src, size_t n)
{
    const uint8_t *p = src;
    size_t written = 0;
    while (written < n && rb_put(rb, p[written]))
        written++;
    return written;
}

int main(void)
{
    ring_buffer rb;
    memset(&rb, 0, sizeof rb);
    size_t w = rb_write(&rb, "hello, ring buffer!", 19);
    int c, n = 0;
    uint16_t checksum = 0;
    while ((c = rb_get(&rb)) >= 0) {
        checksum = (uint16_t)((checksum << 1 | checksum >> 15) ^ (uint8_t)c);
        n++;
    }
    printf("%zu %d %04x %d\n", w, n, checksum, INT8_MIN + UINT8_MAX);
    return 0;
}
