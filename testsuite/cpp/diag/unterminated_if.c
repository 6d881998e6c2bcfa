// expect: 3:2: error: unterminated #ifndef
int x;
#ifndef A
#if 0
#else
#endif
