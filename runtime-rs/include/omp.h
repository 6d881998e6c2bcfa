/* omp.h — the OpenMP API routines (omp_get_wtime, omp_get_num_threads, locks, …) of LLVM's
 * libomp, which oxacc links for -fopenacc and -fopenmp (docs/driver.md "OpenMP routines").
 *
 * oxacc's include directory comes before gcc's (docs/design.md decision 13), so this file is
 * what `#include <omp.h>` finds. It forwards to the omp.h that libomp-22-dev installs, so that
 * the declarations (and the lock and allocator types) are those of the library the program is
 * linked with; without that package it falls back to the next omp.h on the search path (gcc's,
 * whose types libomp also accepts: libomp implements libgomp's ABI). */
#ifndef OXACC_OMP_H_FORWARD
#define OXACC_OMP_H_FORWARD
#if __has_include(</usr/lib/llvm-22/lib/clang/22/include/omp.h>)
#include </usr/lib/llvm-22/lib/clang/22/include/omp.h>
#else
#include_next <omp.h>
#endif
#endif
