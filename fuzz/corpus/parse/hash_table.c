#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TABLE_SIZE 64u

struct entry {
    char *key;
    int value;
    struct entry *next;
};

struct table {
    struct entry *buckets[TABLE_SIZE];
    unsigned count;
};

static uint32_t fnv1a(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

static struct entry **find_slot(struct table *t, const char *key)
{
    struct entry **pp = &t->buckets[fnv1a(key) % TABLE_SIZE];
    while (*pp && strcmp((*pp)->key, key) != 0)
        pp = &(*pp)->next;
    return pp;
}

static void put(struct table *t, const char *key, int value)
{
    struct entry **slot = find_slot(t, key);
    if (*slot) {
        (*slot)->value = value;
        return;
    }
    struct entry *e = malloc(sizeof *e);
    size_t len = strlen(key);
    e->key = memcpy(malloc(len + 1), key, len + 1);
    e->value = value;
    e->next = NULL;
    *slot = e;
    t->count++;
}

static int get(struct table *t, const char *key, int dflt)
{
    struct entry *e = *find_slot(t, key);
    return e ? e->value : dflt;
}

int main(void)
{
    struct table t = { { NULL }, 0 };
    char key[32];
    for (int i = 0; i < 100; i++) {
        snprintf(key, sizeof key, "key%d", i);
        put(&t, key, i * 2);
    }
    printf("%d %d %u\n", get(&t, "key42", -1), get(&t, "nope", -1), t.count);
    for (unsigned b = 0; b < TABLE_SIZE; b++)
        for (struct entry *e = t.buckets[b], *next; e; e = next) {
            next = e->next;
            free(e->key);
            free(e);
        }
    return 0;
}
