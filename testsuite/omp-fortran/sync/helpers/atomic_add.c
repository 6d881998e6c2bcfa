/* Atomic increments from C (gcc's __atomic builtins, the instructions libgomp's and
   libomp's atomics use), for a Fortran program whose `!$omp atomic` updates of the same
   variables must be atomic with respect to them (OpenMP 4.5 §2.13.6). */
void c_atomic_add_i8(long long *x, long long v) { __atomic_fetch_add(x, v, __ATOMIC_SEQ_CST); }
void c_atomic_add_i4(int *x, int v) { __atomic_fetch_add(x, v, __ATOMIC_SEQ_CST); }
int c_atomic_fetch_i4(int *x) { return __atomic_fetch_add(x, 1, __ATOMIC_SEQ_CST); }
