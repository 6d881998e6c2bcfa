// For 763_declare_target_extern_global_two_files.c: the definition of a `declare target`
// global that the other file's device code uses through an extern declaration, and device
// code of this file that writes it.
#pragma omp declare target
int hist[8] = {1, 1, 1, 1, 1, 1, 1, 1};
int hist_total = 8;
void hist_add(int bin, int w) {
  hist[bin & 7] += w;
  hist_total += w;
}
#pragma omp end declare target

void hist_fill(int n) {
#pragma omp target
  for (int i = 0; i < n; i++)
    hist_add(i * 3, i % 4 + 1);
}
