// The other file of omp/target/643: a `declare target` function whose `critical(tally)`
// shares its lock word with the same name's critical in the main file.
#pragma omp declare target
void tally_add(long *count, long *sum, int v) {
#pragma omp critical(tally)
  {
    *count += 1;
    *sum += v;
  }
}
#pragma omp end declare target
