use expect_test::expect;

use super::table;
use crate::Lang;

#[test]
fn smoke() {
    let out = table(
        Lang::C,
        &[
            "parallel loop copyin(a[0:n]) reduction(+:s)",
            "parallel copy(a), pcopyin(b[0:n][0:m]) async wait(1,2) num_gangs(4) if(c ? 1 : 0)",
            "paralel loop",
            "parallel copyinn(a)",
            "parallel copyin()",
            "parallel copyin(a",
            "parallel copyin a",
        ],
    );
    expect![[r#"
        parallel loop copyin(a[0:n]) reduction(+:s)
          => parallel loop copyin(a[0:n]) reduction(+: s)
        parallel copy(a), pcopyin(b[0:n][0:m]) async wait(1,2) num_gangs(4) if(c ? 1 : 0)
          => parallel copy(a) copyin[pcopyin](b[0:n][0:m]) async wait(queues: 1, 2) num_gangs(4) if(c?1:0)
        paralel loop
          => error 0..1 `paralel`: unknown OpenACC directive 'paralel'; did you mean 'parallel'?
        parallel copyinn(a)
          => error 1..2 `copyinn`: unknown clause 'copyinn' on 'parallel' directive; did you mean 'copyin'?
        parallel copyin()
          => error 3..4 `)`: empty argument
        parallel copyin(a
          => error 4..4 ``: expected ')' before the end of the directive
        parallel copyin a
          => error 2..2 ``: expected '(' after 'copyin'
    "#]].assert_eq(&out);
}
