// Text processing: word counts per line computed in parallel, a character-class histogram
// with an array reduction, and the longest line found with a max reduction.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | words 2625 spaces 2675 vowels 1735 others 7440 longest 69
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <omp.h>

#define LINES 300

int main(void) {
  static char text[LINES][80];
  for (int l = 0; l < LINES; l++) {
    int len = 10 + (l * 37) % 60;
    for (int c = 0; c < len; c++)
      text[l][c] = (c % (3 + l % 5) == 0) ? ' ' : (char)('a' + (l + c) % 26);
    text[l][len] = '\0';
  }
  int words[LINES];
  long classes[3] = {0, 0, 0};
  int longest = 0;
#pragma omp parallel for reduction(+: classes) reduction(max: longest)
  for (int l = 0; l < LINES; l++) {
    int w = 0, in = 0;
    for (const char *p = text[l]; *p; p++) {
      if (isspace((unsigned char)*p)) {
        in = 0;
        classes[0]++;
      } else {
        if (!in)
          w++;
        in = 1;
        classes[strchr("aeiou", *p) ? 1 : 2]++;
      }
    }
    words[l] = w;
    int len = (int)strlen(text[l]);
    if (len > longest)
      longest = len;
  }
  long tw = 0;
  for (int l = 0; l < LINES; l++)
    tw += words[l];
  printf("words %ld spaces %ld vowels %ld others %ld longest %d\n", tw, classes[0], classes[1],
         classes[2], longest);
  return 0;
}
