/* C side of interop/005: globals defined in Fortran with bind(c) names, updated here. */
int step_count;
double c_weights[4];

void c_advance(void) {
  step_count += 1;
  for (int i = 0; i < 4; i++) c_weights[i] *= 0.5;
}
