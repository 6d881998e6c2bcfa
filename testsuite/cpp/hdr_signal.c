#include <signal.h>
int signal_included;
