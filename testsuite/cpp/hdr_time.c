#include <time.h>
int time_included;
