// Seed 3.3 §8 E4 (spec §2.4, L981): `routine gang device_type(foo) worker` is nonconforming:
// for device type foo, both gang and worker would apply (§2.15.1 allows one level per device
// type). E5's form, a level per device_type section, is conforming.
#pragma acc routine gang device_type(foo) worker
void e4(float *a, int n);
#pragma acc routine gang device_type(nvidia) vector
void e4b(float *a, int n);
#pragma acc routine device_type(foo) worker device_type(*) gang
void e5(float *a, int n);
#pragma acc routine gang worker
void both(float *a, int n);
#pragma acc parallel copyout(a) device_type(nvidia) num_gangs(4)
void notfile(void);
void f(float *a, int n) {
#pragma acc parallel num_gangs(2) device_type(nvidia) num_gangs(4) copyout(a[0:n])
  a[0] = 1;
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 4:43: clause 'worker' conflicts with 'gang' for device_type(foo)
// expect-error: 6:46: clause 'vector' conflicts with 'gang' for device_type(nvidia)
// expect-error: 10:26: clause 'worker' conflicts with 'gang'
// expect-error: 12:13: OpenACC 'parallel' directive cannot appear at file scope
// expect-error: 15:68: clause 'copyout' may not follow a 'device_type' clause on 'parallel' directive
