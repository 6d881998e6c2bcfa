//! Parser tests: statement classification, constructs and expressions, through the AST dump.

use std::io::Write;
use std::sync::{Arc, Mutex};

use expect_test::{expect, Expect};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

use crate::{dump, parse_file, FortranOptions, SourceForm};

#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::ErrorKind::Other)?
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn parse_with(text: &str, options: &FortranOptions) -> String {
    let mut sm = SourceMap::new();
    let file = sm.add_file("t.f90", text);
    let capture = Capture::default();
    let dopts = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(dopts, Box::new(capture.clone()), false);
    let ast = parse_file(&mut sm, file, options, &mut diags);
    let mut out = dump::dump(&ast);
    out.push_str(&String::from_utf8_lossy(
        &capture.0.lock().unwrap_or_else(|e| e.into_inner()),
    ));
    out
}

fn check(text: &str, expect: Expect) {
    let options = FortranOptions {
        openacc: true,
        ..Default::default()
    };
    expect.assert_eq(&parse_with(text, &options));
}

fn check_fixed(text: &str, expect: Expect) {
    let options = FortranOptions {
        form: SourceForm::Fixed,
        ..Default::default()
    };
    expect.assert_eq(&parse_with(text, &options));
}

#[test]
fn expression_precedence() {
    check(
        "x = -a**b**c * d + e // f .eq. g .and. .not. h .or. i .eqv. j .myop. k\ny = a * -b + 2**-1 - (1.0, 2.0)\n",
        expect![[r#"
            (program
              (= x (.myop. (.eqv. (.or. (.and. (== (// (+ (neg (* (** a (** b c)) d)) e) f) g) (.not. h)) i) j) k))
              (= y (- (+ (* a (neg b)) (** 2 (neg 1))) (complex 1.0 2.0)))
            )
            t.f90:1:1: error: this program has no 'end program' statement
            x = -a**b**c * d + e // f .eq. g .and. .not. h .or. i .eqv. j .myop. k
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        "#]],
    );
}

#[test]
fn designators_sections_and_constructors() {
    check(
        "a%b(i)%c = s(1:3) // t(:n:2)\np => q(::2, 1::k)\nv = [real(8) :: 1, (i, i = 1, n)]\nw = (/ (/ 1, 2 /), f(x=1, *10) /)\nend\n",
        expect![[r#"
            (program
              (= (% (call-or-index (% a b) i) c) (// (call-or-index s (: 1 3)) (call-or-index t (: _ n 2))))
              (=> p (call-or-index q (: _ _ 2) (: 1 _ k)))
              (= v (array real(8) :: 1 (implied-do (i) i 1 n)))
              (= w (array (array 1 2) (call-or-index f x=1 *10)))
            )
        "#]],
    );
}

#[test]
fn keyword_named_variables_and_end_forms() {
    check(
        "program p\nif(x) = 1\ndo = 2\nif (do > 1) then\nendif\ndo i = 1, 2\nenddo\nselect case (i)\ncase (1)\nendselect\nend program p\n",
        expect![[r#"
            (program p
              (= (call-or-index if x) 1)
              (= do 2)
              (if (> do 1)
              )
              (do i 1 2
              )
              (select-case i
                (case 1
                )
              )
            )
        "#]],
    );
}

#[test]
fn labelled_do_loops_share_terminal_statements() {
    check(
        "do 10 i = 1, n\ndo 10 j = 1, m\na(i, j) = 0\n10 continue\ndo 20, k = 1, 3\n20 end do\nend\n",
        expect![[r#"
            (program
              (do 10 i 1 n
                (do 10 j 1 m
                  (= (call-or-index a i j) 0)
                  10 (continue)
                )
              )
              (do 20 k 1 3
              )
            )
        "#]],
    );
}

#[test]
fn fixed_form_blank_insensitive_keywords() {
    check_fixed(
        concat!(
            "      DOUBLE PRECISION X\n",
            "      DOUBLEPRECISION Y\n",
            "      DO10I=1,N\n",
            "   10 CONTINUE\n",
            "      DO10I=1.5\n",
            "      GOTO10\n",
            "      GO TO 10\n",
            "      IF (X .GT. 0) THEN\n",
            "      END IF\n",
            "      END\n",
        ),
        expect![[r#"
            (program
              (decl double-precision (X))
              (decl double-precision (Y))
              (do 10 I 1 N
                10 (continue)
              )
              (= DO10I 1.5)
              (goto 10)
              (goto 10)
              (if (> X 0)
              )
            )
        "#]],
    );
}

#[test]
fn declarations() {
    check(
        concat!(
            "real(8), dimension(:,:), allocatable :: a, b(n)\n",
            "real*8 c, d(10) /10*0.0/\n",
            "character(len=*), intent(in) :: s\n",
            "character*10 t, u*(*)\n",
            "double complex z\n",
            "integer, parameter :: n = 10, m = n*2\n",
            "type(point), pointer :: p => null()\n",
            "real, intent(inout) :: u(x_min-2:x_max+2, *), w(0:*), y(2:)\n",
            "implicit real*8 (a-h, o-z), integer (i-n)\n",
            "implicit none (type, external)\n",
            "common /blk/ a1, b1(3) // c1\n",
            "equivalence (a1, b1(1)), (c1, d)\n",
            "dimension e(3, 4)\n",
            "save\n",
            "save :: /blk/, q\n",
            "parameter (pi = 3.14159, two = 2)\n",
            "data x, y /1.0, 2.0/, (v(i), i = 1, 3) /3*0.0/\n",
            "bind(c, name='ext') :: g\n",
            "end\n",
        ),
        expect![[r#"
            (program
              (decl real(8) (attrs dimension(:, :) allocatable) (a) (b (n)))
              (decl real*8 (c) (d (10) / 10*0.0 /))
              (decl character(len=*) (attrs intent(in)) (s))
              (decl character*10 (t) (u (len *)))
              (decl double-complex (z))
              (decl integer (attrs parameter) (n = 10) (m = (* n 2)))
              (decl type(point) (attrs pointer) (p => (call-or-index null)))
              (decl real (attrs intent(inout)) (u ((- x_min 2):(+ x_max 2), *)) (w (0:*)) (y (2:)))
              (implicit real*8 a-h o-z integer i-n)
              (implicit-none type external)
              (common (/blk/ a1 b1(3)) (// c1))
              (equivalence (a1 (call-or-index b1 1)) (c1 d))
              (attr dimension e(3, 4))
              (attr save)
              (attr save /blk/ q)
              (parameter (= pi 3.14159) (= two 2))
              (data (x y / 1.0 2.0 /) ((implied-do ((call-or-index v i)) i 1 3) / 3*0.0 /))
              (attr bind(c, name="ext") g)
            )
        "#]],
    );
}

#[test]
fn program_units_and_interfaces() {
    check(
        concat!(
            "module m\n",
            "  use iso_c_binding, only: c_int, c => c_double\n",
            "  private\n",
            "  public :: f, operator(+), assignment(=)\n",
            "  interface g\n",
            "    module procedure f\n",
            "  end interface g\n",
            "  interface operator(+)\n",
            "    pure function add(a, b) result(c)\n",
            "      integer, intent(in) :: a, b\n",
            "      integer :: c\n",
            "    end function\n",
            "  end interface\n",
            "  type, public :: t\n",
            "    sequence\n",
            "    integer :: k = 1\n",
            "  end type t\n",
            "contains\n",
            "  recursive integer(8) function f(x) result(r) bind(c, name='f_')\n",
            "    integer(8), value :: x\n",
            "    r = x\n",
            "  contains\n",
            "    subroutine inner(*)\n",
            "    end subroutine inner\n",
            "  end function f\n",
            "end module m\n",
            "block data bd\n",
            "end block data bd\n",
        ),
        expect![[r#"
            (module m
              (use iso_c_binding only c_int (=> c c_double))
              (private)
              (public f operator(+) assignment(=))
              (interface g (procedures f)
              )
              (interface operator(+)
                (function add pure (args a b) (result c)
                  (decl integer (attrs intent(in)) (a) (b))
                  (decl integer (c))
                )
              )
              (type t public
                (sequence)
                (decl integer (k = 1))
              )
              (contains
                (function f recursive integer(8) (args x) (result r) bind(c, name="f_")
                  (decl integer(8) (attrs value) (x))
                  (= r x)
                  (contains
                    (subroutine inner (args *)
                    )
                  )
                )
              )
            )
            (block-data bd
            )
        "#]],
    );
}

#[test]
fn executable_constructs() {
    check(
        concat!(
            "outer: do while (k < 10)\n",
            "  if (k == 3) cycle outer\n",
            "  if (k > 8) exit outer\n",
            "end do outer\n",
            "do concurrent (i = 1:n, j = 1:m:2, a(i) > 0)\n",
            "end do\n",
            "do\n",
            "  exit\n",
            "end do\n",
            "if (x) 10, 20, 30\n",
            "go to (10, 20), k\n",
            "where (a > 0) b = 1\n",
            "where (a > 0)\n",
            "  b = 2\n",
            "elsewhere (a < 0)\n",
            "  b = 3\n",
            "elsewhere\n",
            "  b = 4\n",
            "end where\n",
            "forall (i = 1:n) c(i) = i\n",
            "allocate(real(8) :: buf(n), stat=ierr)\n",
            "allocate(a(lo:hi), source=b)\n",
            "deallocate(a, b, stat=ierr)\n",
            "nullify(p)\n",
            "call sub(1, key=2, *30)\n",
            "call obj%method\n",
            "stop 'done'\n",
            "error stop 3\n",
            "10 continue\n",
            "20 continue\n",
            "30 return\n",
            "end\n",
        ),
        expect![[r#"
            (program
              outer: (do while (< k 10)
                (if-stmt (== k 3)
                  (cycle outer)
                )
                (if-stmt (> k 8)
                  (exit outer)
                )
              )
              (do concurrent ((i 1 n) (j 1 m 2) (mask (> (call-or-index a i) 0)))
              )
              (do
                (exit)
              )
              (arithmetic-if x 10 20 30)
              (computed-goto (10 20) k)
              (where-stmt (> a 0)
                (= b 1)
              )
              (where (> a 0)
                (= b 2)
              )
              (elsewhere (< a 0)
                (= b 3)
              )
              (elsewhere
                (= b 4)
              )
              (forall-stmt ((i 1 n))
                (= (call-or-index c i) i)
              )
              (allocate real(8) :: (call-or-index buf n) stat=ierr)
              (allocate (call-or-index a (: lo hi)) source=b)
              (deallocate a b stat=ierr)
              (nullify p)
              (call sub 1 key=2 *30)
              (call (% obj method))
              (stop "done")
              (error-stop 3)
              10 (continue)
              20 (continue)
              30 (return)
            )
        "#]],
    );
}

#[test]
fn io_statements() {
    check(
        concat!(
            "print *, 'x', (a(i), i = 1, n)\n",
            "print 100, x\n",
            "print '(a)', s\n",
            "write (*, '(a)', advance='no', iostat=ios) s\n",
            "write (unit=6, fmt=100) x, y\n",
            "read (10, *, end=99) n\n",
            "read *, m\n",
            "open (newunit=u, file='f.dat', status='old')\n",
            "close (u)\n",
            "rewind 10\n",
            "backspace (unit=10)\n",
            "endfile 10\n",
            "flush (u)\n",
            "inquire (iolength=len) a, b\n",
            "100 format (1x, 'x=', f10.3, 2(i5))\n",
            "99 end\n",
        ),
        expect![[r#"
            (program
              (print * "x" (implied-do ((call-or-index a i)) i 1 n))
              (print 100 x)
              (print "(a)" s)
              (write (* "(a)" advance="no" iostat=ios) s)
              (write (unit=6 fmt=100) x y)
              (read (10 * end=99) n)
              (read * m)
              (open (newunit=u file="f.dat" status="old"))
              (close (u))
              (rewind (10))
              (backspace (unit=10))
              (endfile (10))
              (flush (u))
              (inquire (iolength=len) a b)
              100 (format (1x, 'x=', f10.3, 2(i5)))
            )
        "#]],
    );
}

/// `write (*, fmt), list`: the legacy comma before the item list, as nvfortran-era codes (the
/// OpenACC training materials' Jacobi) write it; flang-22 accepts it silently.
#[test]
fn a_comma_before_the_io_list_is_accepted() {
    check(
        concat!(
            "write (*, '(i5,f10.6)'), iter, error\n",
            "read (10, *), n\n",
            "end\n",
        ),
        expect![[r#"
            (program
              (write (* "(i5,f10.6)") iter error)
              (read (10 *) n)
            )
        "#]],
    );
}

#[test]
fn directives_are_statements() {
    check(
        "!$acc parallel loop copy(a(1:n)) &\n!$acc& reduction(+:s)\ndo i = 1, n\nend do\n!$omp parallel\nend\n",
        expect![[r#"
            (program
              (acc parallel-loop (copy (call-or-index a (: 1 n))) (reduction Add: s)
                (do i 1 n
                )
              )
            )
        "#]],
    );
}

#[test]
fn statement_errors_are_reported_once_each() {
    check(
        concat!(
            "program p\n",
            "  x = 1 +\n",
            "  do i = 1\n",
            "    y = )\n",
            "  end do\n",
            "  if (x > 1) then\n",
            "  end do\n",
            "end program q\n",
        ),
        expect![[r#"
            (program p
              (error)
              (error)
              (if (> x 1)
              )
            )
            t.f90:2:10: error: expected an expression at end of statement
              x = 1 +
                     ^
            t.f90:3:11: error: expected ',' at end of statement
              do i = 1
                      ^
            t.f90:4:9: error: expected an expression, found ')'
                y = )
                    ^
            t.f90:6:3: error: missing 'end if' for this construct
              if (x > 1) then
              ^~~~~~~~~~~~~~~
            t.f90:7:3: error: 'end do' without a matching construct
              end do
              ^~~~~~
            t.f90:8:13: error: 'q' does not match the name 'p'
            end program q
                        ^
        "#]],
    );
}
