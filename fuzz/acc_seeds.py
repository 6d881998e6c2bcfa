#!/usr/bin/env python3
"""Seeds for the `parse` fuzz target from the OpenACC suite: each testsuite/acc program (and
each testsuite/acc-diagnostics file) with the `-fopenacc` option byte in front and its
#include lines replaced by the prototypes it needs (the target reads no system header), so
that most of them reach the OpenACC passes. Usage: python3 fuzz/acc_seeds.py OUTDIR"""
import glob
import os
import re
import sys

PROTOTYPES = """typedef unsigned long size_t;
int printf(const char *, ...); int fprintf(void *, const char *, ...); extern void *stderr;
void *malloc(size_t); void *calloc(size_t, size_t); void free(void *); void exit(int);
int abs(int); long labs(long); int atoi(const char *);
void *memset(void *, int, size_t); void *memcpy(void *, const void *, size_t);
double sqrt(double); double fabs(double); double exp(double); double sin(double);
double cos(double); double pow(double, double); double log(double); double floor(double);
float sqrtf(float); float fabsf(float);
int acc_get_num_devices(int); int acc_on_device(int); void *acc_malloc(size_t);
void acc_free(void *); int acc_is_present(void *, size_t); void *acc_deviceptr(void *);
void acc_wait(int); int acc_async_test(int);
"""

def main(out):
    os.makedirs(out, exist_ok=True)
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testsuite")
    n = 0
    for f in sorted(glob.glob(os.path.join(root, "acc", "**", "*.c"), recursive=True)):
        if "/helpers/" in f:
            continue
        src = re.sub(r"^#include.*$", "", open(f).read(), flags=re.M)
        data = b"\x01" + (PROTOTYPES + src).encode()
        if len(data) <= 4096:
            open(os.path.join(out, "acc_%03d.c" % n), "wb").write(data)
            n += 1
    for f in sorted(glob.glob(os.path.join(root, "acc-diagnostics", "*.c"))):
        data = b"\x01" + open(f, "rb").read()
        if len(data) <= 4096:
            open(os.path.join(out, "diag_%03d.c" % n), "wb").write(data)
            n += 1
    print(n, "seeds in", out)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "corpus-acc-seeds")
