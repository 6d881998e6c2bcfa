! User-defined reductions (OpenMP 4.5 §2.16) in Fortran: a derived type with an initializer
! naming omp_orig, a combiner that is a subroutine call, integer and real(8) reductions, on
! parallel, do (with and without nowait), parallel do and sections. (flang-22 takes neither a
! type list nor a declaration without initializer, and confuses one identifier declared for two
! types: the C test has those.)
! expect-exit: 0
! expect-stdout:
! | parallel: -50..50
! | parallel do: 35.5 1001
! | after the loop: -50..50
! | bor: FFFFF
! | sections: 126 35.0
module stats
  implicit none
  type :: range_t
    integer :: lo, hi
  end type
  type :: acc_t
    real(8) :: total
    integer :: n
  end type
contains
  subroutine merge_acc(out, in)
    type(acc_t), intent(inout) :: out
    type(acc_t), intent(in) :: in
    out%total = out%total + in%total
    out%n = out%n + in%n
  end subroutine
  integer function value(i)
    integer, intent(in) :: i
    value = mod(i * 37 + 11, 101) - 50
  end function
end module

program udr
  use stats
  implicit none
  !$omp declare reduction(span : range_t : omp_out = range_t(min(omp_out%lo, omp_in%lo), &
  !$omp&   max(omp_out%hi, omp_in%hi))) initializer(omp_priv = omp_orig)
  !$omp declare reduction(merge : acc_t : merge_acc(omp_out, omp_in)) &
  !$omp& initializer(omp_priv = acc_t(0d0, 0))
  !$omp declare reduction(mul : integer : omp_out = omp_out * omp_in) initializer(omp_priv = 1)
  !$omp declare reduction(fmul : real(8) : omp_out = omp_out * omp_in) initializer(omp_priv = 1d0)
  !$omp declare reduction(bor : integer : omp_out = ior(omp_out, omp_in)) initializer(omp_priv = 0)
  integer, parameter :: n = 1000
  type(range_t) :: r, r2
  type(acc_t) :: a
  integer :: i, p, bits
  real(8) :: q

  r = range_t(0, 0)
  !$omp parallel reduction(span : r)
  !$omp do
  do i = 1, n
    r%lo = min(r%lo, value(i))
    r%hi = max(r%hi, value(i))
  end do
  !$omp end do
  !$omp end parallel
  print '(a,i0,a,i0)', 'parallel: ', r%lo, '..', r%hi

  a = acc_t(0.5d0, 1)
  !$omp parallel do reduction(merge : a)
  do i = 1, n
    a%total = a%total + value(i)
    a%n = a%n + 1
  end do
  !$omp end parallel do
  print '(a,f0.1,1x,i0)', 'parallel do: ', a%total, a%n

  r2 = range_t(100, -100)
  bits = 256
  !$omp parallel
  !$omp do reduction(span : r2)
  do i = 1, n, 7
    r2%lo = min(r2%lo, value(i))
    r2%hi = max(r2%hi, value(i))
  end do
  !$omp end do
  !$omp single
  print '(a,i0,a,i0)', 'after the loop: ', r2%lo, '..', r2%hi
  !$omp end single
  !$omp do reduction(bor : bits)
  do i = 0, 19
    bits = ior(bits, ishft(1, i))
  end do
  !$omp end do nowait
  !$omp end parallel
  print '(a,z0)', 'bor: ', bits

  p = 3
  q = 1
  !$omp parallel sections reduction(mul : p) reduction(fmul : q)
  !$omp section
  p = p * 2
  q = q * 5
  !$omp section
  p = p * 3
  q = q * 7
  !$omp section
  p = p * 7
  !$omp end parallel sections
  print '(a,i0,1x,f0.1)', 'sections: ', p, q
end program
