/* -C (gcc_compare.rs compares this file as text with -C too). */
#define F(x) x /* dropped: in a definition */ + 1
#define G(x) [x]
#define S(x) #x
int a; // a line comment
int b /* mid */ = 2;
F(3 /* kept: in an argument */) // after an expansion
/* a comment first makes this line text */ #define X 1
X
G /* between the name and ( : no expansion */ (1)
S(a /* stringized */ b)
#if 0 /* dropped: directive line */
/* dropped: skipped group */
#endif /* dropped */
/* multi
   line */ int c;
int d; /* one */ /* two */
a/**/b
#pragma omp parallel /* dropped: directive line */
int e; /* unterminated quote ' in a comment is fine */
