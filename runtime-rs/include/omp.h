/* omp.h — the OpenMP API routines (omp_get_wtime, omp_get_num_threads, locks, the OpenMP 5.0
 * memory-management routines omp_alloc, omp_free, omp_init_allocator, …) of LLVM's libomp,
 * which oxacc links for -fopenacc and -fopenmp (docs/driver.md "OpenMP routines",
 * docs/openmp.md "Memory allocators").
 *
 * oxacc's include directory comes before gcc's (docs/design.md decision 13), so this file is
 * what `#include <omp.h>` finds. It forwards to the omp.h that libomp-22-dev installs, so that
 * the declarations (and the lock and allocator types) are those of the library the program is
 * linked with; without that package it falls back to the next omp.h on the search path (gcc's,
 * whose types libomp also accepts: libomp implements libgomp's ABI).
 *
 * The memory-space handles are the one part of that header whose values changed between
 * libomp releases (omp_default_mem_space was 0 up to LLVM 19 and is 99 since), and the
 * libomp.so.5 a machine runs need not be the header's release (Debian's libomp-22-dev does not
 * bring libomp5-22, and libomp5-19 owns libomp.so.5). So they name the constants the runtime
 * itself exports (every libomp since 5.0 exports them, for Fortran), not the header's
 * enumerators: omp_init_allocator(omp_default_mem_space, …) then asks for the memory space the
 * running libomp knows (omp_null_mem_space, 0 in every release and not exported by libomp
 * 19, stays the header's). They stay usable as values; they are not integer constant
 * expressions. */
#ifndef OXACC_OMP_H_FORWARD
#define OXACC_OMP_H_FORWARD
#if __has_include(</usr/lib/llvm-22/lib/clang/22/include/omp.h>)
#define omp_default_mem_space __oxacc_hdr_omp_default_mem_space
#define omp_large_cap_mem_space __oxacc_hdr_omp_large_cap_mem_space
#define omp_const_mem_space __oxacc_hdr_omp_const_mem_space
#define omp_high_bw_mem_space __oxacc_hdr_omp_high_bw_mem_space
#define omp_low_lat_mem_space __oxacc_hdr_omp_low_lat_mem_space
#include </usr/lib/llvm-22/lib/clang/22/include/omp.h>
#undef omp_default_mem_space
#undef omp_large_cap_mem_space
#undef omp_const_mem_space
#undef omp_high_bw_mem_space
#undef omp_low_lat_mem_space
extern const omp_memspace_handle_t __oxacc_rt_omp_default_mem_space __asm__("omp_default_mem_space");
extern const omp_memspace_handle_t __oxacc_rt_omp_large_cap_mem_space __asm__("omp_large_cap_mem_space");
extern const omp_memspace_handle_t __oxacc_rt_omp_const_mem_space __asm__("omp_const_mem_space");
extern const omp_memspace_handle_t __oxacc_rt_omp_high_bw_mem_space __asm__("omp_high_bw_mem_space");
extern const omp_memspace_handle_t __oxacc_rt_omp_low_lat_mem_space __asm__("omp_low_lat_mem_space");
#define omp_default_mem_space __oxacc_rt_omp_default_mem_space
#define omp_large_cap_mem_space __oxacc_rt_omp_large_cap_mem_space
#define omp_const_mem_space __oxacc_rt_omp_const_mem_space
#define omp_high_bw_mem_space __oxacc_rt_omp_high_bw_mem_space
#define omp_low_lat_mem_space __oxacc_rt_omp_low_lat_mem_space
#else
#include_next <omp.h>
#endif
#endif
