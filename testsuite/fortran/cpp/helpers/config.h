#define NCELLS 8
#define HALF 0.5d0
