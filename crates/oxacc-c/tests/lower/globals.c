#include <stdio.h>
struct item { const char *name; int qty; double price; };
int counter = 3;
static int hidden = -7;
int zeroed[4];
double ratio = 2.5, neg = -1e-3;
long double ld = 1.25L;
char msg[] = "global";
char buf[10] = "hi";
const char *greeting = "hello";
const char *names[] = { "zero", "one", "two" };
int *pcounter = &counter;
int table[] = { 1, 2, 3, [6] = 7 };
int *mid = &table[2];
int *past = table + 4;
struct item items[] = { { "apple", 3, 0.5 }, { .name = "pear", .price = 1.25 } };
struct item *second = &items[1];
const char *pname = "apple" + 1;
short sarr[2][3] = { { 1, 2 }, { 4 } };
unsigned char uc = 200;
float fl = 3.25f;
_Bool flag = 5;
int (*fp)(const char *, ...) = printf;
static long cnt(void) { static long n = 10; return n++; }
static int *get(void) { static int arr[3] = { 7, 8, 9 }; return arr; }
int main(void) {
    printf("%d %d %d %.2f %.4f %.2Lf\n", counter, hidden, zeroed[3], ratio, neg, ld);
    printf("%s %s %zu %s\n", msg, buf, sizeof buf, greeting);
    printf("%s %s %d\n", names[2], names[0], *pcounter);
    printf("%zu %d %d %d %d\n", sizeof table / sizeof table[0], table[6], *mid, past[-1], (int)(past - table));
    printf("%s %d %.2f %s %d %s\n", items[0].name, items[1].qty, second->price, second->name, (int)sizeof items, pname);
    printf("%d %d %d %d %.2f %d\n", sarr[0][1], sarr[1][0], sarr[1][2], uc, fl, flag);
    fp("%ld %ld %ld\n", cnt(), cnt(), cnt());
    printf("%d %d\n", get()[1], ++get()[2]);
    printf("%d\n", get()[2]);
    counter += 10;
    return counter;
}
