#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { TOK_NUM, TOK_IDENT, TOK_OP, TOK_END } tok_kind;

typedef struct {
    tok_kind kind;
    union { double num; char text[32]; } u;
} token;

static const char *next_token(const char *p, token *t)
{
    while (isspace((unsigned char)*p))
        p++;
    if (*p == '\0') {
        t->kind = TOK_END;
        return p;
    }
    if (isdigit((unsigned char)*p) || (*p == '.' && isdigit((unsigned char)p[1]))) {
        char *end;
        t->kind = TOK_NUM;
        t->u.num = strtod(p, &end);
        return end;
    }
    if (isalpha((unsigned char)*p) || *p == '_') {
        size_t n = 0;
        while ((isalnum((unsigned char)*p) || *p == '_') && n + 1 < sizeof t->u.text)
            t->u.text[n++] = (char)tolower((unsigned char)*p++);
        t->u.text[n] = '\0';
        t->kind = TOK_IDENT;
        return p;
    }
    t->kind = TOK_OP;
    t->u.text[0] = *p;
    t->u.text[1] = '\0';
    return p + 1;
}

int main(void)
{
    const char *src = "x1 = 3.25 * (Alpha_2 + .5)";
    token t;
    int counts[TOK_END + 1] = { 0 };
    for (const char *p = next_token(src, &t); t.kind != TOK_END; p = next_token(p, &t)) {
        counts[t.kind]++;
        if (t.kind == TOK_NUM)
            printf("num %g\n", t.u.num);
        else
            printf("%s %s\n", t.kind == TOK_IDENT ? "ident" : "op", t.u.text);
    }
    printf("%d %d %d\n", counts[TOK_NUM], counts[TOK_IDENT], counts[TOK_OP]);
    return strchr(src, '=') == NULL;
}
