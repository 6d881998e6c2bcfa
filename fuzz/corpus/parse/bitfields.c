#include <stdio.h>
#include <stddef.h>

struct flags {
    unsigned int readable : 1;
    unsigned int writable : 1;
    unsigned int executable : 1;
    unsigned int : 0;
    unsigned int mode : 12;
    signed int delta : 4;
    _Bool dirty : 1;
};

struct packet {
    unsigned char version : 4, ihl : 4;
    unsigned char tos;
    unsigned short length;
    unsigned short id;
    unsigned short frag_off : 13, flags : 3;
};

int main(void)
{
    struct flags f = { .readable = 1, .writable = 1, .mode = 0755, .delta = -3 };
    f.executable = f.readable & f.writable;
    f.dirty = 1;
    f.delta += 1;
    struct packet p = { 4, 5, 0, sizeof(struct packet), 1, 0, 2 };
    printf("%u %u %d %d %zu %zu\n", f.mode, f.executable, f.delta, f.dirty, sizeof f, sizeof p);
    printf("%u %u\n", p.version, p.flags);
    _Static_assert(sizeof(struct packet) == 8, "packet layout");
    _Static_assert(offsetof(struct packet, length) == 2, "offset");
    return 0;
}
