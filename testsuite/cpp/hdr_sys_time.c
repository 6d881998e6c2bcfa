#include <sys/time.h>
int sys_time_included;
