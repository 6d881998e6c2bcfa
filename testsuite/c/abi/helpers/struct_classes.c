// gcc-compiled half of abi/struct_classes.c: defines gcc_* and calls the other side's test_*.
#include <stdio.h>
#include "abi_types.h"

#define DECLARE_TEST(T) ABI_DECLARE(test, T)
#define DEFINE_GCC(T) ABI_DEFINE(gcc, T)
#define CALL_TEST(T) ABI_CALL(test, T)
ABI_TYPES(DECLARE_TEST)
ABI_TYPES(DEFINE_GCC)

void gcc_calls_test(void) { ABI_TYPES(CALL_TEST) }
