//! Front-end tests on small sources, preprocessed hermetically (no system headers):
//! AST dumps as expect-test snapshots, and diagnostics.

use std::io::Write;
use std::sync::{Arc, Mutex};

use expect_test::{expect, Expect};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::Error::other("poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The real preprocessor without gcc's system directories: tests see only their own text.
pub(crate) fn hermetic_preprocess(
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
    file: oxacc_source::FileId,
) -> Vec<oxacc_cpp::PpToken> {
    let opts = oxacc_cpp::PreprocessOptions {
        no_std_inc: true,
        openacc: true,
        openmp: true,
        ..Default::default()
    };
    oxacc_cpp::preprocess(sm, diags, file, &opts).tokens
}

/// Parses and checks `src`; returns the dump and the rendered diagnostics.
pub(crate) fn run(src: &str) -> (String, String) {
    let mut sm = SourceMap::new();
    let f = sm.add_file("t.c", src);
    let cap = Capture::default();
    let opts = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(opts, Box::new(cap.clone()), false);
    let toks = hermetic_preprocess(&mut sm, &mut diags, f);
    let unit = crate::parse_and_check(&toks, &sm, &mut diags);
    let text =
        String::from_utf8(cap.0.lock().map(|v| v.clone()).unwrap_or_default()).unwrap_or_default();
    (crate::dump(&unit), text)
}

fn check_dump(src: &str, expect: Expect) {
    let (dump, diags) = run(src);
    assert_eq!(diags, "", "unexpected diagnostics");
    expect.assert_eq(&dump);
}

fn check_diags(src: &str, expect: Expect) {
    let (_, diags) = run(src);
    expect.assert_eq(&diags);
}

#[test]
fn implicit_conversions_are_explicit() {
    check_dump(
        "int f(double x) { char c = 'a'; return c + x; }",
        expect![[r#"
            TranslationUnit
              FunctionDecl f 'int (double)' extern
                ParmVarDecl x 'double'
                CompoundStmt
                  DeclStmt
                    VarDecl c 'char'
                      ImplicitCastExpr 'char' <IntegralCast>
                        CharacterLiteral 'int' 97
                  ReturnStmt
                    ImplicitCastExpr 'int' <FloatingToIntegral>
                      BinaryOperator 'double' '+'
                        ImplicitCastExpr 'double' <IntegralToFloating>
                          ImplicitCastExpr 'char' <LValueToRValue>
                            DeclRefExpr 'char' lvalue c #2
                        ImplicitCastExpr 'double' <LValueToRValue>
                          DeclRefExpr 'double' lvalue x #0
        "#]],
    );
}

#[test]
fn struct_layout_and_initializer_paths() {
    check_dump(
        r#"
struct inner { char c; int n[2]; };
struct outer { struct inner in; union { float f; long l; }; unsigned bits : 3, more : 7; };
struct outer o = { { 'x', { 1, 2 } }, .f = 1.5f, 5 };
int flat[2][2] = { 1, 2, 3 };
char s[] = "hi";
"#,
        expect![[r#"
            TranslationUnit
              RecordDecl struct inner size=12 align=4
                FieldDecl c 'char' offset=0
                FieldDecl n 'int[2]' offset=4
              RecordDecl struct outer size=32 align=8
                FieldDecl in 'struct inner' offset=0
                FieldDecl (anonymous) 'union (anonymous)' offset=16
                FieldDecl bits 'unsigned int' offset=24 bits=0+3
                FieldDecl more 'unsigned int' offset=24 bits=3+7
              VarDecl o 'struct outer' extern
                InitList 'struct outer'
                  at [0]
                    InitList 'struct inner'
                      at [0]
                        ImplicitCastExpr 'char' <IntegralCast>
                          CharacterLiteral 'int' 120
                      at [1]
                        InitList 'int[2]'
                          at [0]
                            IntegerLiteral 'int' 1
                          at [1]
                            IntegerLiteral 'int' 2
                  at [1.0]
                    FloatingLiteral 'float' 1.5
                  at [2]
                    ImplicitCastExpr 'unsigned int' <IntegralCast>
                      IntegerLiteral 'int' 5
              VarDecl flat 'int[2][2]' extern
                InitList 'int[2][2]'
                  at [0.0]
                    IntegerLiteral 'int' 1
                  at [0.1]
                    IntegerLiteral 'int' 2
                  at [1.0]
                    IntegerLiteral 'int' 3
              VarDecl s 'char[3]' extern
                StringLiteral 'char[3]' lvalue "hi"
        "#]],
    );
}

#[test]
fn vla_and_pointer_to_array() {
    check_dump(
        "void f(int n) { double a[n][3]; double (*p)[3] = a; unsigned long s = sizeof a; p[1][2] = s; }",
        expect![[r#"
            TranslationUnit
              FunctionDecl f 'void (int)' extern
                ParmVarDecl n 'int'
                CompoundStmt
                  DeclStmt
                    VarDecl a 'double[*][3]'
                  DeclStmt
                    VarDecl p 'double (*)[3]'
                      ImplicitCastExpr 'double (*)[3]' <ArrayToPointer>
                        DeclRefExpr 'double[*][3]' lvalue a #2
                  DeclStmt
                    VarDecl s 'unsigned long'
                      SizeOf 'unsigned long'
                        DeclRefExpr 'double[*][3]' lvalue a #2
                  BinaryOperator 'double' '='
                    ArraySubscriptExpr 'double' lvalue
                      ImplicitCastExpr 'double *' <ArrayToPointer>
                        ArraySubscriptExpr 'double[3]' lvalue
                          ImplicitCastExpr 'double (*)[3]' <LValueToRValue>
                            DeclRefExpr 'double (*)[3]' lvalue p #3
                          IntegerLiteral 'int' 1
                      IntegerLiteral 'int' 2
                    ImplicitCastExpr 'double' <IntegralToFloating>
                      ImplicitCastExpr 'unsigned long' <LValueToRValue>
                        DeclRefExpr 'unsigned long' lvalue s #4
        "#]],
    );
}

#[test]
fn directives_attach_to_the_next_statement() {
    check_dump(
        r#"
#pragma acc routine seq
float sq(float x) { return x * x; }
void g(int n, float *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = sq(a[i]);
#pragma acc update self(a[0:n])
#pragma omp barrier
}
"#,
        expect![[r#"
            TranslationUnit
              Directive #pragma acc routine seq
              FunctionDecl sq 'float (float)' extern
                ParmVarDecl x 'float'
                CompoundStmt
                  ReturnStmt
                    BinaryOperator 'float' '*'
                      ImplicitCastExpr 'float' <LValueToRValue>
                        DeclRefExpr 'float' lvalue x #0
                      ImplicitCastExpr 'float' <LValueToRValue>
                        DeclRefExpr 'float' lvalue x #0
              FunctionDecl g 'void (int, float *)' extern
                ParmVarDecl n 'int'
                ParmVarDecl a 'float *'
                CompoundStmt
                  Directive #pragma acc parallel loop copy ( a [ 0 : n ] )
                    ForStmt
                      DeclStmt
                        VarDecl i 'int'
                          IntegerLiteral 'int' 0
                      BinaryOperator 'int' '<'
                        ImplicitCastExpr 'int' <LValueToRValue>
                          DeclRefExpr 'int' lvalue i #5
                        ImplicitCastExpr 'int' <LValueToRValue>
                          DeclRefExpr 'int' lvalue n #2
                      UnaryOperator 'int' PostInc
                        DeclRefExpr 'int' lvalue i #5
                      BinaryOperator 'float' '='
                        ArraySubscriptExpr 'float' lvalue
                          ImplicitCastExpr 'float *' <LValueToRValue>
                            DeclRefExpr 'float *' lvalue a #3
                          ImplicitCastExpr 'int' <LValueToRValue>
                            DeclRefExpr 'int' lvalue i #5
                        CallExpr 'float'
                          ImplicitCastExpr 'float (*)(float)' <FunctionToPointer>
                            DeclRefExpr 'float (float)' function sq #1
                          ImplicitCastExpr 'float' <LValueToRValue>
                            ArraySubscriptExpr 'float' lvalue
                              ImplicitCastExpr 'float *' <LValueToRValue>
                                DeclRefExpr 'float *' lvalue a #3
                              ImplicitCastExpr 'int' <LValueToRValue>
                                DeclRefExpr 'int' lvalue i #5
                  Directive #pragma acc update self ( a [ 0 : n ] )
                  Directive #pragma omp barrier
        "#]],
    );
}

#[test]
fn generic_compound_assignment_and_varargs() {
    check_dump(
        r#"
int printf(const char *, ...);
void h(short s, float f, char *p) {
  s += 1.5;
  p += s;
  printf("%d %f", _Generic(s, short: s, default: 0), f);
}
"#,
        expect![[r#"
            TranslationUnit
              FunctionDecl printf 'int (const char *, ...)' extern
              FunctionDecl h 'void (short, float, char *)' extern
                ParmVarDecl s 'short'
                ParmVarDecl f 'float'
                ParmVarDecl p 'char *'
                CompoundStmt
                  CompoundAssignOperator 'short' '+=' compute='double'
                    DeclRefExpr 'short' lvalue s #2
                    FloatingLiteral 'double' 1.5
                  CompoundAssignOperator 'char *' '+=' compute='char *'
                    DeclRefExpr 'char *' lvalue p #4
                    ImplicitCastExpr 'int' <IntegralCast>
                      ImplicitCastExpr 'short' <LValueToRValue>
                        DeclRefExpr 'short' lvalue s #2
                  CallExpr 'int'
                    ImplicitCastExpr 'int (*)(const char *, ...)' <FunctionToPointer>
                      DeclRefExpr 'int (const char *, ...)' function printf #1
                    ImplicitCastExpr 'const char *' <BitCast>
                      ImplicitCastExpr 'char *' <ArrayToPointer>
                        StringLiteral 'char[6]' lvalue "%d %f"
                    ImplicitCastExpr 'int' <IntegralCast>
                      ImplicitCastExpr 'short' <LValueToRValue>
                        GenericSelectionExpr 'short' lvalue selected=Some(0)
                          ImplicitCastExpr 'short' <LValueToRValue>
                            DeclRefExpr 'short' lvalue s #2
                          DeclRefExpr 'short' lvalue s #2
                    ImplicitCastExpr 'double' <FloatingCast>
                      ImplicitCastExpr 'float' <LValueToRValue>
                        DeclRefExpr 'float' lvalue f #3
        "#]],
    );
}

#[test]
fn errors_recover_without_cascades() {
    check_diags(
        r#"int f(int count) {
  int a = count +;
  int b = cont;
  return a + b + undefined(1);
}
struct s { int x; } v;
int g(void) { return v.y + v; }
"#,
        expect![[r#"
            t.c:2:18: error: expected expression
              int a = count +;
                             ^
            t.c:3:11: error: use of undeclared identifier 'cont'; did you mean 'count'?
              int b = cont;
                      ^~~~
            t.c:1:11: note: 'count' declared here
            int f(int count) {
                      ^~~~~
            t.c:4:18: warning: implicit declaration of function 'undefined' [-Wimplicit-function-declaration]
              return a + b + undefined(1);
                             ^~~~~~~~~
            t.c:7:24: error: no member named 'y' in 'struct s'
            int g(void) { return v.y + v; }
                                   ^
        "#]],
    );
}

#[test]
fn notes_point_at_declarations() {
    check_diags(
        "int add(int a, int b);\nint main(void) { const int k = 1; k = add(1); return k; }\n",
        expect![[r#"
            t.c:2:44: error: too few arguments to function call, expected 2, have 1
            int main(void) { const int k = 1; k = add(1); return k; }
                                                       ^
            t.c:1:5: note: 'add' declared here
            int add(int a, int b);
                ^~~
        "#]],
    );
}
