// omp_target_memcpy_rect (OpenMP 4.5 §3.5.5): sub-volumes of 2-D and 3-D arrays between host arrays and device buffers from omp_target_alloc, offsets on both sides, and the query of the supported dimensions with null pointers.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | host to host: rc=0 22 34 -1 -1
// | through the device: rc=0 back[0][2]=11 back[2][5]=34 sum=264
// | 3-D: rc=0 out[0][0][0]=121 out[1][1][2]=233 total=2124
// | dimensions supported: at least 3
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int host = omp_get_initial_device(), dev = omp_get_default_device();
  double src[4][5], dst[4][5];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) { src[i][j] = i * 10 + j; dst[i][j] = -1; }
  size_t vol[2] = {2, 3}, doff[2] = {1, 1}, soff[2] = {2, 2}, dims[2] = {4, 5};
  int rc = omp_target_memcpy_rect(dst, src, sizeof(double), 2, vol, doff, soff, dims, dims, host, host);
  printf("host to host: rc=%d %.0f %.0f %.0f %.0f\n", rc, dst[1][1], dst[2][3], dst[0][0], dst[3][4]);

  double *d = omp_target_alloc(sizeof(double) * 20, dev);
  size_t zero[2] = {0, 0}, all[2] = {4, 5};
  rc = omp_target_memcpy_rect(d, src, sizeof(double), 2, all, zero, zero, dims, dims, dev, host);
  double back[3][6];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 6; j++) back[i][j] = -1;
  size_t bdims[2] = {3, 6}, bvol[2] = {3, 4}, boff[2] = {0, 2}, from[2] = {1, 1};
  rc |= omp_target_memcpy_rect(back, d, sizeof(double), 2, bvol, boff, from, bdims, dims, host, dev);
  double s = 0;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 6; j++) s += back[i][j];
  printf("through the device: rc=%d back[0][2]=%.0f back[2][5]=%.0f sum=%.0f\n", rc, back[0][2], back[2][5], s);
  omp_target_free(d, dev);

  int cube[3][4][5], out[3][4][5];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 5; k++) {
    cube[i][j][k] = i * 100 + j * 10 + k;
    out[i][j][k] = 0;
  }
  size_t v3[3] = {2, 2, 3}, o3[3] = {1, 2, 1}, z3[3] = {0, 0, 0}, d3[3] = {3, 4, 5};
  rc = omp_target_memcpy_rect(out, cube, sizeof(int), 3, v3, z3, o3, d3, d3, host, host);
  long t = 0;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 5; k++) t += out[i][j][k];
  printf("3-D: rc=%d out[0][0][0]=%d out[1][1][2]=%d total=%ld\n", rc, out[0][0][0], out[1][1][2], t);
  printf("dimensions supported: %s\n",
         omp_target_memcpy_rect(NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, host, host) >= 3 ? "at least 3" : "fewer");
  return 0;
}
