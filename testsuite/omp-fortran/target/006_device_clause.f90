! device(n) on target enter data, target update and target exit data (OpenMP 4.5
! §2.10.2-§2.10.5): the data moves to and from the device numbered n, here the default
! device, which the target regions in between use too (the program prints only what is
! the same whichever device that is and however many there are).
! expect-exit: 0
! expect-stdout:
! | after the first kernel:     502500.0
! | after the second kernel:       6000.0
program device_clause
  use omp_lib
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n)
  integer :: i, dev
  dev = omp_get_default_device()
  a = 1
!$omp target enter data map(to: a) device(dev)
!$omp target teams distribute parallel do
  do i = 1, n
    a(i) = a(i) * 2 + i
  end do
!$omp target update from(a) device(dev)
  print '(a,f12.1)', 'after the first kernel: ', sum(a)
  a = 5
!$omp target update to(a) device(dev + 0)
!$omp target teams distribute parallel do
  do i = 1, n
    a(i) = a(i) + 1
  end do
!$omp target exit data map(from: a) device(dev)
  print '(a,f12.1)', 'after the second kernel: ', sum(a)
end program device_clause
