program atomic_compare_errors
  implicit none
  integer :: x, v, e, n
  real :: r
  x = 0; v = 0; e = 1; n = 3; r = 0
!$omp atomic compare
  if (x < n) x = v
!$omp atomic compare
  if (x /= e) x = 5
!$omp atomic compare weak
  if (x < n) x = n
!$omp atomic compare
  x = max(x, n)
!$omp atomic compare capture
  if (x == e) x = 5
!$omp end atomic
!$omp nothing
  if (x == e) then
!$omp atomic compare
    if (x == e) x = x + 1
  end if
end program atomic_compare_errors
! gfortran 12 reports lines 7, 9, 11 (it knows only 'x == e' comparisons), 13, 15 and 20 too.
! expect-error: 7:14: the statement of '!$omp atomic compare' does not have one of the forms of OpenMP 5.1 §2.19.7: 'if (x == e) x = d', 'if (x < expr) x = expr' or 'if (expr < x) x = expr' (also with '>' and as an IF construct)
! expect-error: 9:3: the statement of '!$omp atomic compare' does not have one of the forms of OpenMP 5.1 §2.19.7: 'if (x == e) x = d', 'if (x < expr) x = expr' or 'if (expr < x) x = expr' (also with '>' and as an IF construct)
! expect-error: 11:14: the statement of '!$omp atomic compare' does not have one of the forms of OpenMP 5.1 §2.19.7: 'if (x == e) x = d', 'if (x < expr) x = expr' or 'if (expr < x) x = expr' (also with '>' and as an IF construct) ('weak': x == e)
! expect-error: 13:3: the statement of '!$omp atomic compare' does not have one of the forms of OpenMP 5.1 §2.19.7: 'if (x == e) x = d', 'if (x < expr) x = expr' or 'if (expr < x) x = expr' (also with '>' and as an IF construct)
! expect-error: 15:3: the statement of '!$omp atomic compare capture' does not have one of the forms of OpenMP 5.1 §2.19.7: 'if (x == e) x = d', 'if (x < expr) x = expr' or 'if (expr < x) x = expr' (also with '>' and as an IF construct), with 'v = x' before or after it or in the ELSE branch of 'x == e'
! expect-error: 20:17: the statement of '!$omp atomic compare' does not have one of the forms of OpenMP 5.1 §2.19.7: 'if (x == e) x = d', 'if (x < expr) x = expr' or 'if (expr < x) x = expr' (also with '>' and as an IF construct)
