! `!$omp critical` in device code (OpenMP 4.5 §2.13.2; `hint`, 5.0 §2.17.1): unnamed and
! named in a `target teams distribute parallel do`, with `hint` in a `target parallel do`,
! and named in a `declare target` subroutine taking an assumed-shape array, called by every
! thread of every team. On the device a spin lock on a global word per name, the rule the
! C front end shares (docs/openmp.md, decision 95). Before: refused in target regions, and
! the subroutine called libomp's `__kmpc_critical`, which has no device version.
! expect-exit: 0
! expect-stdout:
! | a 20000 b 40000 c 60000
! | total 1999000 count 2000
! | hist 250 250 250 250 250 250 250 250
module crit_380_m
  implicit none
contains
  subroutine bin(hist, v)
    !$omp declare target
    integer, intent(inout) :: hist(:)
    integer, intent(in) :: v
    !$omp critical (histo)
    hist(mod(v, 8) + 1) = hist(mod(v, 8) + 1) + 1
    !$omp end critical (histo)
  end subroutine bin
end module crit_380_m

program crit_380
  use omp_lib
  use crit_380_m
  implicit none
  integer :: a, b, c, i, count
  integer :: v(2000), hist(8)
  integer(8) :: total

  a = 0; b = 0; c = 0
  !$omp target teams distribute parallel do map(tofrom: a, b, c)
  do i = 1, 20000
    !$omp critical
    a = a + 1
    !$omp end critical
    !$omp critical (bc)
    b = b + 2
    c = c + 3
    !$omp end critical (bc)
  end do
  print '(a,i0,a,i0,a,i0)', 'a ', a, ' b ', b, ' c ', c

  do i = 1, 2000
    v(i) = i - 1
  end do
  total = 0; count = 0
  !$omp target parallel do map(to: v) map(tofrom: total, count)
  do i = 1, 2000
    !$omp critical (acc) hint(omp_sync_hint_contended)
    total = total + v(i)
    count = count + 1
    !$omp end critical (acc)
  end do
  print '(a,i0,a,i0)', 'total ', total, ' count ', count

  hist = 0
  !$omp target teams distribute parallel do map(tofrom: hist)
  do i = 1, 2000
    call bin(hist, v(i))
  end do
  print '(a,8(1x,i0))', 'hist', hist
end program crit_380
