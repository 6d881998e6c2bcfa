! reference: without -fopenacc
! Array reductions on rank-2 ALLOCATABLE arrays with lower bounds other than 1, on a section
! `g(:, 0:1)` of one (the other column untouched), on a POINTER array associated with a
! section of a target, and in every placement: a compute-level `parallel reduction` around
! a `loop gang reduction`, gang + vector and gang + worker + vector loops, `serial loop` and
! `kernels loop` (OpenACC 3.3 §2.5.15, §2.9.11). Results against the sequential loops.
! (gfortran 12 rejects array reductions: the reference is the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | rank 2:      0      0
! | section:   -7   -7   -7   2499   2499   2502   2499   2502   2499
! | pointer:      0 -5 -5
! | compute + gang:      0
! | gang vector:      0
! | gang worker vector:      0
! | serial:      0
! | kernels:      0
! | all right
program rank2_pointer_section_reductions
  implicit none
  integer, parameter :: n = 5000
  integer, allocatable :: a(:, :), g(:, :), ref(:, :)
  real(8), allocatable :: m(:, :), mref(:, :)
  real(8), allocatable, target :: t(:)
  real(8), pointer :: p(:)
  real(8) :: pref(3)
  integer :: i, j, k, bad
  allocate(a(-1:1, 0:3), ref(-1:1, 0:3), m(2:4, 3), mref(2:4, 3), g(3, -1:1))
  a = 0
  ref = 0
  m = 0
  mref = 0
  do i = 1, n
    k = mod(i, 3) - 1
    ref(k, mod(i, 4)) = ref(k, mod(i, 4)) + i
    mref(mod(i, 3) + 2, mod(i, 5) / 2 + 1) = max(mref(mod(i, 3) + 2, mod(i, 5) / 2 + 1), dble(mod(i * 17, 1009)))
  end do
  !$acc parallel loop reduction(+:a) reduction(max:m)
  do i = 1, n
    k = mod(i, 3) - 1
    a(k, mod(i, 4)) = a(k, mod(i, 4)) + i
    m(mod(i, 3) + 2, mod(i, 5) / 2 + 1) = max(m(mod(i, 3) + 2, mod(i, 5) / 2 + 1), dble(mod(i * 17, 1009)))
  end do
  print '(a, 2i7)', 'rank 2:', count(a /= ref), count(m /= mref)
  g = -7
  g(:, 0:1) = 0
  !$acc parallel loop reduction(+:g(:, 0:1))
  do i = 1, n
    g(mod(i, 3) + 1, mod(i, 2)) = g(mod(i, 3) + 1, mod(i, 2)) + 3
  end do
  print '(a, 3i5, 6i7)', 'section:', g
  allocate(t(5))
  t = -5
  p => t(1:3:2)
  p = 0
  pref = 0
  do i = 1, n
    pref(mod(i, 2) + 1) = pref(mod(i, 2) + 1) + i * 0.5d0
  end do
  !$acc parallel loop reduction(+:p)
  do i = 1, n
    p(mod(i, 2) + 1) = p(mod(i, 2) + 1) + i * 0.5d0
  end do
  print '(a, i7, 2i3)', 'pointer:', count(p(1:2) /= pref(1:2)), int(t(2)), int(t(4))
  a = 0
  !$acc parallel reduction(+:a) num_gangs(16)
  !$acc loop gang reduction(+:a)
  do i = 1, n
    k = mod(i, 3) - 1
    a(k, mod(i, 4)) = a(k, mod(i, 4)) + i
  end do
  !$acc end parallel
  print '(a, i7)', 'compute + gang:', count(a /= ref)
  a = 0
  !$acc parallel loop gang vector reduction(+:a) vector_length(64)
  do i = 1, n
    k = mod(i, 3) - 1
    a(k, mod(i, 4)) = a(k, mod(i, 4)) + i
  end do
  print '(a, i7)', 'gang vector:', count(a /= ref)
  a = 0
  !$acc parallel loop gang reduction(+:a) num_workers(4) vector_length(32)
  do j = 0, 49
    !$acc loop worker reduction(+:a)
    do k = 0, 9
      !$acc loop vector reduction(+:a)
      do i = j * 100 + k * 10 + 1, j * 100 + k * 10 + 10
        a(mod(i, 3) - 1, mod(i, 4)) = a(mod(i, 3) - 1, mod(i, 4)) + i
      end do
    end do
  end do
  print '(a, i7)', 'gang worker vector:', count(a /= ref)
  a = 0
  !$acc serial loop reduction(+:a)
  do i = 1, n
    k = mod(i, 3) - 1
    a(k, mod(i, 4)) = a(k, mod(i, 4)) + i
  end do
  print '(a, i7)', 'serial:', count(a /= ref)
  a = 0
  !$acc kernels loop reduction(+:a)
  do i = 1, n
    k = mod(i, 3) - 1
    a(k, mod(i, 4)) = a(k, mod(i, 4)) + i
  end do
  print '(a, i7)', 'kernels:', count(a /= ref)
  bad = 0
  if (any(g(:, -1) /= -7)) bad = 1
  if (bad == 0) print '(a)', 'all right'
end program
