! Orphaned `!$omp do simd` with `linear` and `lastprivate`, and an orphaned `!$omp do` with
! `collapse(2)`, in procedures of `!$omp declare target` (OpenMP 4.5 §2.7.1, §2.8.3,
! §2.15.3.7) called from a `!$omp target parallel` region and from host code; a procedure
! named in a `declare target` list of its module (5.0 §2.12.7) rather than declaring itself.
! Each calling thread runs its share; the linear variable starts iteration k at start + k*step
! (the body steps it). Output independent of the team size.
! expect-exit: 0
! expect-stdout:
! | device: 1 2998 T 3000 1000
! | grid: 1200 T
! | host: 1 2998 T 3000 1000
module orphan_simd
  implicit none
  !$omp declare target(grid)
contains
  subroutine offsets(n, out, pos, last)
    !$omp declare target
    integer, intent(in) :: n
    integer, intent(out) :: out(n)
    integer, intent(inout) :: pos, last
    integer :: i
    !$omp do simd linear(pos: 3) lastprivate(last)
    do i = 1, n
      out(i) = pos
      pos = pos + 3
      last = i
    end do
    !$omp end do simd
  end subroutine

  subroutine grid(g)
    integer, intent(inout) :: g(:, :)
    integer :: i, j
    !$omp do collapse(2)
    do j = 1, size(g, 2)
      do i = 1, size(g, 1)
        g(i, j) = i + (j - 1) * size(g, 1)
      end do
    end do
  end subroutine
end module

program orphan_simd_prog
  use orphan_simd
  implicit none
  integer :: out(1000), pos, last, i, g(40, 30)
  pos = 1
  last = 0
  !$omp target parallel map(tofrom: out, pos, last)
  call offsets(1000, out, pos, last)
  !$omp end target parallel
  print '(a,i0,1x,i0,1x,l1,1x,i0,1x,i0)', 'device: ', out(1), out(1000), &
    all(out == [(1 + 3 * (i - 1), i = 1, 1000)]), pos - 1, last
  g = 0
  !$omp target parallel map(tofrom: g)
  call grid(g)
  !$omp end target parallel
  print '(a,i0,1x,l1)', 'grid: ', maxval(g), all(reshape(g, [1200]) == [(i, i = 1, 1200)])
  out = 0
  pos = 1
  call offsets(1000, out, pos, last)
  print '(a,i0,1x,i0,1x,l1,1x,i0,1x,i0)', 'host: ', out(1), out(1000), &
    all(out == [(1 + 3 * (i - 1), i = 1, 1000)]), pos - 1, last
end program
