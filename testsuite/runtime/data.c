/* Data routines: reference counters, presence, address translation, raw memory and copies,
 * attach/detach (OpenACC 3.3 §2.6.7, §2.6.8, §3.2.18–§3.2.35). Device memory is written
 * through acc_memcpy_to_device so that the program needs no compiler. */
#include "check.h"

enum { N = 1000 };
static double a[N], b[N], c[N], e[N], tmp[N];

struct node {
  double *p;
  int n;
};

int main(void) {
  int disc = is_discrete();
  printf("device type %d, discrete memory %d\n", acc_get_device_type(), disc);
  for (int i = 0; i < N; i++) a[i] = i;

  /* copyin: allocate, copy, dynamic counter 1; inner addresses resolve (§2.6.7). */
  double *d = acc_copyin(a, sizeof a);
  CHECK(d != NULL);
  CHECK(acc_is_present(a, sizeof a));
  CHECK(acc_is_present(a + 10, 10 * sizeof(double)));
  CHECK(acc_is_present(a + 10, 0));
  CHECK(acc_deviceptr(a) == d);
  CHECK(acc_deviceptr(a + 5) == d + 5);
  CHECK(acc_hostptr(d) == a);
  CHECK(acc_hostptr(d + 5) == a + 5);
  acc_memcpy_from_device(tmp, d, sizeof a);
  CHECK(tmp[999] == 999.0);
  if (disc) {
    CHECK(d != a);
    CHECK(!acc_is_present(a, sizeof a + 8)); /* partly present is not present */
  }

  /* Present increment: a second copyin returns the same copy and moves nothing. */
  a[0] = -1;
  CHECK(acc_copyin(a, sizeof a) == d);
  CHECK(acc_present_or_copyin(a, sizeof a) == d);
  CHECK(acc_pcopyin(a, sizeof a) == d);
  acc_memcpy_from_device(tmp, d, sizeof(double));
  CHECK(tmp[0] == (disc ? 0.0 : -1.0));
  /* Dynamic counter is 4: three deletes keep it, the fourth copyout ends it. */
  acc_delete(a, sizeof a);
  acc_delete(a, sizeof a);
  acc_copyout(a, sizeof a);
  CHECK(acc_is_present(a, sizeof a));
  double seven = 7;
  acc_memcpy_to_device(d + 3, &seven, sizeof seven);
  acc_copyout(a, sizeof a);
  CHECK(a[3] == 7.0);
  if (disc) {
    CHECK(!acc_is_present(a, sizeof a));
    CHECK(acc_deviceptr(a) == NULL);
    CHECK(acc_hostptr(d) == NULL);
    CHECK(a[0] == 0.0); /* copied back from the device copy */
  }
  /* Exit of absent data is no error (§2.7.8, §2.7.11). */
  acc_copyout(a, sizeof a);
  acc_delete(a, sizeof a);

  /* finalize: the dynamic counter drops to zero at once. */
  acc_copyin(b, sizeof b);
  acc_copyin(b, sizeof b);
  acc_create(b, sizeof b);
  acc_copyout_finalize(b, sizeof b);
  if (disc) CHECK(!acc_is_present(b, sizeof b));
  acc_pcreate(b, sizeof b);
  acc_present_or_create(b, sizeof b);
  acc_delete_finalize(b, sizeof b);
  if (disc) CHECK(!acc_is_present(b, sizeof b));

  /* create + memcpy_to_device + copyout. */
  double *dc = acc_create(c, sizeof c);
  for (int i = 0; i < N; i++) tmp[i] = 2 * i;
  acc_memcpy_to_device(dc, tmp, sizeof c);
  acc_copyout(c, sizeof c);
  CHECK(c[10] == 20.0 && c[999] == 1998.0);

  /* update device / self, also of an inner section. */
  double *db = acc_copyin(b, sizeof b);
  b[0] = 42;
  acc_update_device(b, sizeof b);
  acc_memcpy_from_device(tmp, db, sizeof b);
  CHECK(tmp[0] == 42.0);
  double ninety = 99;
  acc_memcpy_to_device(db + 1, &ninety, sizeof ninety);
  acc_update_self(b + 1, sizeof(double));
  CHECK(b[1] == 99.0);
  /* memcpy_device between two device sections. */
  double *dc2 = acc_copyin(c, sizeof c);
  acc_memcpy_device(dc2, db, 2 * sizeof(double));
  acc_update_self(c, 2 * sizeof(double));
  CHECK(c[0] == 42.0 && c[1] == 99.0);
  /* d2d on one device: by host addresses of present data. */
  b[5] = 5.5;
  acc_update_device(b + 5, sizeof(double));
  acc_memcpy_d2d(c + 5, b + 5, sizeof(double), 0, 0);
  acc_update_self(c + 5, sizeof(double));
  CHECK(c[5] == 5.5);
  acc_delete(b, sizeof b);
  acc_delete(c, sizeof c);

  /* acc_malloc / acc_map_data: the user's memory, dynamic count pinned until unmap. */
  void *m = acc_malloc(sizeof e);
  CHECK(m != NULL);
  CHECK(acc_malloc(0) == NULL);
  acc_map_data(e, m, sizeof e);
  CHECK(acc_deviceptr(e) == m);
  CHECK(acc_is_present(e, sizeof e));
  CHECK(acc_copyin(e, sizeof e) == m);
  acc_delete_finalize(e, sizeof e);
  CHECK(acc_is_present(e, sizeof e));
  acc_unmap_data(e);
  if (disc) CHECK(!acc_is_present(e, sizeof e));
  acc_free(m);
  acc_free(NULL);

  /* attach / detach (§2.6.8). */
  static double buf[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  static struct node s;
  s.p = buf;
  s.n = 8;
  struct node *ds = acc_copyin(&s, sizeof s);
  double *dbuf = acc_copyin(buf, sizeof buf);
  struct node probe;
  acc_attach((void **)&s.p);
  acc_memcpy_from_device(&probe, ds, sizeof probe);
  CHECK(probe.p == dbuf && probe.n == 8);
  acc_attach((void **)&s.p); /* count 2 */
  acc_detach((void **)&s.p); /* count 1: still attached */
  acc_memcpy_from_device(&probe, ds, sizeof probe);
  CHECK(probe.p == dbuf);
  acc_detach((void **)&s.p); /* count 0: host value restored */
  acc_memcpy_from_device(&probe, ds, sizeof probe);
  CHECK(probe.p == buf);
  acc_attach_async((void **)&s.p, 1);
  acc_attach_async((void **)&s.p, 1);
  acc_wait(1);
  acc_detach_finalize((void **)&s.p);
  acc_memcpy_from_device(&probe, ds, sizeof probe);
  CHECK(probe.p == buf);
  acc_attach((void **)&s.p);
  acc_detach_async((void **)&s.p, 2);
  acc_attach((void **)&s.p);
  acc_detach_finalize_async((void **)&s.p, 2);
  acc_wait(2);
  acc_memcpy_from_device(&probe, ds, sizeof probe);
  CHECK(probe.p == buf);
  /* Copyout of a struct with an attached pointer copies the host pointer back. */
  acc_attach((void **)&s.p);
  acc_copyout(&s, sizeof s);
  CHECK(s.p == buf);
  acc_delete(buf, sizeof buf);

  /* Zero-length sections. */
  CHECK(acc_is_present(tmp, 0) == !disc);
  DONE();
}
