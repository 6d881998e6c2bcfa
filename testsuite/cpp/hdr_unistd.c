#include <unistd.h>
int unistd_included;
