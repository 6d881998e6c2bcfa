/* C side of the interop tests: functions called from Fortran through bind(c) interfaces, and
 * a C function that calls back into a Fortran bind(c) procedure. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

double c_dot(const double *x, const double *y, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

void c_scale(double *x, int64_t n, double a) {
  for (int64_t i = 0; i < n; i++) x[i] *= a;
}

/* A 2-D Fortran array (column-major, leading dimension ld) seen from C. */
double c_trace(const double *a, int ld, int n) {
  double t = 0;
  for (int i = 0; i < n; i++) t += a[i + (size_t)i * ld];
  return t;
}

typedef struct {
  int32_t id;
  double mass;
  double pos[3];
} c_particle;

void c_shift(c_particle *p, int n, double dx) {
  for (int i = 0; i < n; i++) {
    p[i].pos[0] += dx;
    p[i].id += 100;
  }
}

/* Writes a NUL-terminated greeting into buf (at most len bytes with the NUL). */
int c_greet(char *buf, int len, const char *name) {
  const char *hello = "hello, ";
  int k = 0;
  for (const char *s = hello; *s && k < len - 1; s++) buf[k++] = *s;
  for (const char *s = name; *s && k < len - 1; s++) buf[k++] = *s;
  buf[k] = '\0';
  return k;
}

/* Calls a Fortran bind(c) callback f(i) for i = 1..n and sums the results. */
double c_sum_callback(double (*f)(int), int n) {
  double s = 0;
  for (int i = 1; i <= n; i++) s += f(i);
  return s;
}

/* gfortran/flang external-name convention: lower case, trailing underscore, by reference. */
void legacy_axpy_(const int *n, const double *a, const double *x, double *y) {
  for (int i = 0; i < *n; i++) y[i] += *a * x[i];
}

/* A hidden character length at the end (size_t, as gfortran >= 8 and flang pass it). */
void legacy_count_(const char *s, int *count, const char *ch, size_t slen, size_t chlen) {
  *count = 0;
  for (size_t i = 0; i < slen; i++)
    if (chlen > 0 && s[i] == ch[0]) (*count)++;
}
