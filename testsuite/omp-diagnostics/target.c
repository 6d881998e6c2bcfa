void f(int n, double *x, int *p) {
#pragma omp target enter data map(from: x[0:n])
#pragma omp target exit data map(to: x[0:n])
#pragma omp target map(release: x[0:n])
  x[0] = 1;
#pragma omp distribute
  for (int i = 0; i < n; i++) x[i] = 0;
#pragma omp target
  {
#pragma omp target
    x[0] = 2;
  }
#pragma omp target
  {
    x[0] = 3;
#pragma omp teams
    x[1] = 3;
  }
#pragma omp target teams
  {
#pragma omp distribute parallel for lastprivate(conditional: n)
    for (int i = 0; i < n; i++) x[i] = 4;
  }
#pragma omp target defaultmap(none)
  x[0] = 5;
// device(n) on target data: supported since omp/target/301
  x[0] = 6;
#pragma omp target
  {
#pragma omp critical
    x[0] = 7;
  }
#pragma omp target teams distribute
  for (int j = 0; j < n; j++)
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++) x[i] = 8; x[j] = x[n - 1];
  }
#pragma omp target parallel
  {
#pragma omp parallel reduction(+: n)
    n++;
  }
#pragma omp target teams
  for (int j = 0; j < n; j++) {
#pragma omp parallel
    {
      if (x[j] > 0) break;
    }
  }
  (void)p;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only). gcc 12 -fopenmp reports lines 2-4 with
// its own wording and stops (line 25, gcc: 'x' not specified in enclosing 'target'); the nesting rules are OpenMP 4.5 §2.10.4 (target in target),
// §2.10.7 (a target with teams has nothing else), §2.10.8 (distribute in teams). The
// remaining lines are what oxacc's device offload does not run yet.
// expect-error: 2:31: map type 'from' is not allowed on 'target enter data' directive
// expect-error: 3:30: map type 'to' is not allowed on 'target exit data' directive
// expect-error: 4:20: map type 'release' is not allowed on 'target' directive
// Line 6 is an orphaned distribute, valid (5.0 §2.9.4.1; gcc accepts it; omp/teams/007).
// expect-error: 10:13: '#pragma omp target' cannot be nested inside a target region
// expect-error: 16:13: '#pragma omp teams' must be the only statement of its target region
// expect-error: 21:37: OpenMP 'lastprivate' clause on '#pragma omp distribute parallel for' is not supported yet
// expect-error: 25:3: variable 'x' must appear in a data clause because of default(none)
// (line 26: device(n) on target data compiles now, omp/target/301)
// (line 30: critical in a target region compiles now, omp/target/641)
// expect-error: 37:13: the barrier at the end of a worksharing loop in a parallel region inside a 'distribute' loop is not supported yet
// expect-error: 42:13: a parallel region nested in a parallel region of a target region is not supported yet
// expect-error: 49:21: invalid branch out of OpenACC Compute Construct
void g(int *out) {
#pragma omp target teams map(tofrom: out[0:64])
  {
    int tmp[64], mine[2];
#pragma omp parallel
    {
#pragma omp for
      for (int i = 0; i < 64; i++) tmp[i] = i;
#pragma omp for
      for (int i = 0; i < 64; i++) out[i] = tmp[63 - i] + mine[0];
    }
  }
}
// An array of the team shared by the threads of a parallel region across a barrier: on the
// GPU each thread would have its own copy (gcc accepts it).
// expect-error: 79:36: 'tmp', an array or structure of a team, used in a parallel region of a target region whose worksharing loops end with a barrier is not supported yet
void h(int *x) {
#pragma omp target teams map(tofrom: x[0:4])
  {
#pragma omp single
    x[0] = 1;
  }
}
// gcc 12 reports line 91 with the same words.
// expect-error: 91:13: only 'distribute', 'parallel' or 'loop' regions are allowed to be strictly nested inside 'teams' region
// Requirements oxacc's devices do not meet (5.0 §2.5.1): the program does not compile (gcc 12:
// "sorry, unimplemented" for the first two, it accepts dynamic_allocators).
#pragma omp requires unified_shared_memory
#pragma omp requires reverse_offload dynamic_allocators
// expect-error: 99:22: 'requires unified_shared_memory' is not supported: a GPU's memory is its own; only mapped data is visible on it
// expect-error: 100:22: 'requires reverse_offload' is not supported: a target region cannot run code on the host
// expect-error: 100:38: 'requires dynamic_allocators' is not supported: memory allocators are not available in target regions
void k(int *x, int d) {
#pragma omp target map(tofrom: x[0:4]) device(ancestor: 1)
  x[0] = d;
}
// expect-error: 105:47: 'device(ancestor: …)' is not supported: it needs 'requires reverse_offload' (OpenMP 5.0 §2.12.5)
void m(int *x, int n, int my, int traits) {
#pragma omp target teams distribute map(tofrom: x[0:n])
  {
    for (int i = 0; i < n; i++) x[i] = 9;
  }
#pragma omp target uses_allocators(my(traits)) allocate(my: n) firstprivate(n) map(tofrom: x[0:4])
  x[0] = n;
}
// gcc 12 reports line 111 with its own words ("for statement expected") and refuses
// 'uses_allocators' (line 114); the predefined allocators there are accepted (omp/target/316),
// an allocator with traits needs a constant traits array (omp/alloc/010).
// expect-error: 111:3: OpenMP 'target teams distribute' construct can only be applied to a 'for' loop
// expect-error: 114:39: 'traits' is not an array of known size
