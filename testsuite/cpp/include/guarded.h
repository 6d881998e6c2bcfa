/* a guarded header */
#ifndef GUARDED_H
#define GUARDED_H
int guarded;
#endif
