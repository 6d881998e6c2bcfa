! `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5) on `target parallel do` (5.0
! forbids the modifier on `distribute`: a conforming program has one team) in module
! procedures taking assumed-shape arrays: each variable ends with the value of the
! sequentially last iteration that assigned it, not the loop's last iteration; an integer and
! a real(8) together, an integer(8) in a loop running downwards by 3, a complex(8) in a
! collapsed nest, and a variable no iteration assigns (it keeps its value). Before, these
! loops ran on one thread (decision 115: now partial results of 1024 slots). flang-22 has no
! conditional lastprivate ("not yet implemented"), so the reference is the sequential meaning
! (gfortran -fopenmp agrees with it).
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | integer 199998 real 358.5 (last iteration 200003)
! | integer(8) 1099522627809
! | complex 204 300
! | unassigned 42
module cond_452_m
  implicit none
contains
  subroutine last_match(a, at, half)
    integer, intent(in) :: a(:)
    integer, intent(out) :: at
    real(8), intent(out) :: half
    integer :: i, i_at
    real(8) :: d
    i_at = -1
    d = -1
    !$omp target parallel do num_threads(128) lastprivate(conditional: i_at, d) map(to: a)
    do i = 1, size(a)
      if (mod(a(i), 7) == 3) then
        i_at = i
        d = a(i) * 0.5d0
      end if
    end do
    at = i_at
    half = d
  end subroutine

  integer(8) function downwards(a) result(key)
    integer, intent(in) :: a(:)
    integer(8) :: i
    key = -1
    !$omp target parallel do lastprivate(conditional: key) map(to: a)
    do i = size(a, kind=8), 1_8, -3_8
      if (mod(a(i), 11) == 5) key = i * 1000003_8 + 2_8**40
    end do
  end function

  complex(8) function grid(g) result(z)
    integer, intent(in) :: g(:, :)
    integer :: r, c
    z = (-1d0, 0d0)
    !$omp target parallel do collapse(2) schedule(dynamic, 7) lastprivate(conditional: z) map(to: g)
    do c = 1, size(g, 2)
      do r = 1, size(g, 1)
        if (mod(g(r, c), 13) == 0) z = cmplx(r, c, kind=8)
      end do
    end do
  end function

  integer function never(a) result(kept)
    integer, intent(in) :: a(:)
    integer :: i
    kept = 42
    !$omp target parallel do lastprivate(conditional: kept) map(to: a)
    do i = 1, size(a)
      if (a(i) < 0) kept = i
    end do
  end function
end module

program cond_452
  use cond_452_m
  implicit none
  integer, parameter :: n = 200003, nr = 211, nc = 300
  integer, allocatable :: a(:), g(:, :)
  integer :: i, r, c, at
  real(8) :: half
  complex(8) :: z
  allocate(a(n), g(nr, nc))
  do i = 1, n
    a(i) = int(mod(int(i - 1, 8) * 2654435761_8, 1000_8))
  end do
  do c = 1, nc
    do r = 1, nr
      g(r, c) = mod((c - 1) * 40503 + (r - 1) * 7 + 11, 997)
    end do
  end do
  call last_match(a, at, half)
  print '(a,i0,a,f0.1,a,i0,a)', 'integer ', at, ' real ', half, ' (last iteration ', n, ')'
  print '(a,i0)', 'integer(8) ', downwards(a)
  z = grid(g)
  print '(a,i0,1x,i0)', 'complex ', nint(real(z)), nint(aimag(z))
  print '(a,i0)', 'unassigned ', never(a)
end program
