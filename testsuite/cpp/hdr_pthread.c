#include <pthread.h>
int pthread_included;
