// omp_target_memcpy_rect (OpenMP 4.5 §3.5.5) in three dimensions: a 2x3x4 block at offset
// (1,2,3) of a 4x6x8 volume copied into a device buffer from omp_target_alloc and back into
// another volume at offset (2,0,1); the buffer is also read by a target region through
// is_device_ptr; two dimensions for the rows of a matrix; and the query form (both
// destination and source NULL) that returns the largest number of dimensions supported.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dims supported: yes
// | device block sum 4428
// | copied back: 24 cells, sum 4428, others zero: yes
// | rows: 10 11 12 20 21 22
#include <omp.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  static int vol[4][6][8], out[4][6][8];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++)
      for (int k = 0; k < 8; k++) vol[i][j][k] = 100 * i + 10 * j + k;
  int maxd = omp_target_memcpy_rect(NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, dev, host);
  printf("dims supported: %s\n", maxd >= 3 ? "yes" : "no");
  int *blk = omp_target_alloc(2 * 3 * 4 * sizeof(int), dev);
  size_t vol_dims[3] = {4, 6, 8}, blk_dims[3] = {2, 3, 4}, zero[3] = {0, 0, 0};
  size_t src_off[3] = {1, 2, 3}, dst_off[3] = {2, 0, 1};
  int rc = omp_target_memcpy_rect(blk, vol, sizeof(int), 3, blk_dims, zero, src_off, blk_dims,
                                  vol_dims, dev, host);
  if (rc != 0) printf("memcpy_rect to device failed\n");
  long s = 0;
#pragma omp target is_device_ptr(blk) map(tofrom: s) device(dev)
  for (int n = 0; n < 24; n++) s += blk[n];
  printf("device block sum %ld\n", s);
  memset(out, 0, sizeof out);
  rc = omp_target_memcpy_rect(out, blk, sizeof(int), 3, blk_dims, dst_off, zero, vol_dims,
                              blk_dims, host, dev);
  if (rc != 0) printf("memcpy_rect to host failed\n");
  long t = 0;
  int cells = 0, others = 1;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++)
      for (int k = 0; k < 8; k++) {
        int inside = i >= 2 && i < 4 && j < 3 && k >= 1 && k < 5;
        if (inside) {
          cells++;
          t += out[i][j][k];
          if (out[i][j][k] != vol[i - 1][j + 2][k + 2]) others = 0;
        } else if (out[i][j][k] != 0) {
          others = 0;
        }
      }
  printf("copied back: %d cells, sum %ld, others zero: %s\n", cells, t, others ? "yes" : "no");
  int m[3][4] = {{0, 1, 2, 3}, {10, 11, 12, 13}, {20, 21, 22, 23}}, r[2][3];
  size_t m_dims[2] = {3, 4}, r_dims[2] = {2, 3}, m_off[2] = {1, 0}, r_off[2] = {0, 0};
  omp_target_memcpy_rect(r, m, sizeof(int), 2, r_dims, r_off, m_off, r_dims, m_dims, host, host);
  printf("rows: %d %d %d %d %d %d\n", r[0][0], r[0][1], r[0][2], r[1][0], r[1][1], r[1][2]);
  omp_target_free(blk, dev);
  return 0;
}
