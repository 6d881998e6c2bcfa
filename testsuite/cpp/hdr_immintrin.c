#include <immintrin.h>
int immintrin_included;
