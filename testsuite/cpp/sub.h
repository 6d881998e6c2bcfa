#define X 1
int in_sub;
