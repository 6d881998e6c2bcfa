! Host OpenMP reductions on ALLOCATABLE, POINTER and ASSUMED-SHAPE arrays (OpenMP 4.5
! §2.15.3.6: each element a reduction of its own; refused before, as "not supported yet"):
! every thread's private copy is an array with a descriptor of its own (docs/design.md
! decision 60). Every operator on allocatables with lower bounds other than 1 on
! `parallel do`; assumed-shape dummies (whole array and a strided section as actual) on
! `parallel do`; a module rank-2 allocatable on a `do` inside `parallel` and on the `parallel`
! region itself. Each against the sequential loop. (POINTER arrays in reduction are OpenMP
! 5.0, refused by gfortran 12; acc-fortran/reduction/244 covers them.)
! expect-exit: 0
! expect-stdout:
! | int + * max min iand ior ieor: 0 0 0 0 0 0 0
! | real(8) + * max min: 0 0 0 0
! | logical .and. .or. .eqv. .neqv.: 0 0 0 0
! | whole:   250   250   250   250   250   250   250   250
! | strided:   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1
! | module grid: 0 0
module omp_arrays_m
  implicit none
  integer, allocatable :: grid(:, :)
contains
  subroutine bin(h, n)
    integer, intent(inout) :: h(:)
    integer, intent(in) :: n
    integer :: i, b
!$omp parallel do private(b) reduction(+:h)
    do i = 1, n
      b = mod(i * 7, size(h)) + 1
      h(b) = h(b) + 1
    end do
  end subroutine
end module

program descriptor_array_reductions
  use omp_arrays_m
  implicit none
  integer, parameter :: n = 3000
  integer, allocatable :: ia(:), im(:), ix(:), in(:), ja(:), jo(:), je(:), h(:, :), ref(:, :)
  real(8), allocatable :: ra(:), rm(:), rx(:), rn(:), g(:, :)
  logical, allocatable :: la(:), lo(:), le(:), ln(:), kl(:, :)
  integer :: i, k, v(8), w(16), bad1
  allocate(ia(-2:1), im(-2:1), ix(-2:1), in(-2:1), ja(-2:1), jo(-2:1), je(-2:1), h(-2:1, 7))
  allocate(ra(0:2), rm(0:2), rx(0:2), rn(0:2), g(0:2, 4))
  allocate(la(5:7), lo(5:7), le(5:7), ln(5:7), kl(5:7, 4))
  ia = 0; im = 1; ix = -50; in = 50; ja = -1; jo = 0; je = 5
  h(:, 1) = ia; h(:, 2) = im; h(:, 3) = ix; h(:, 4) = in; h(:, 5) = ja; h(:, 6) = jo; h(:, 7) = je
  ra = 1.5d0; rm = 1; rx = -1d9; rn = 1d9
  g(:, 1) = ra; g(:, 2) = rm; g(:, 3) = rx; g(:, 4) = rn
  la = .true.; lo = .false.; le = .true.; ln = .false.
  kl(:, 1) = la; kl(:, 2) = lo; kl(:, 3) = le; kl(:, 4) = ln
  do i = 1, n
    k = mod(i, 4) - 2
    h(k, 1) = h(k, 1) + 16
    if (mod(i, 400) == 0) h(k, 2) = h(k, 2) * 2
    h(k, 3) = max(h(k, 3), mod(i * 37, 29) - 14)
    h(k, 4) = min(h(k, 4), mod(i * 41, 31) - 21)
    h(k, 5) = iand(h(k, 5), not(ishft(1, mod(i, 9))))
    h(k, 6) = ior(h(k, 6), ishft(1, mod(i * 3, 17)))
    h(k, 7) = ieor(h(k, 7), i)
    k = mod(i, 3)
    g(k, 1) = g(k, 1) + i * 0.25d0
    if (mod(i, 500) == 0) g(k, 2) = g(k, 2) * 1.5d0
    g(k, 3) = max(g(k, 3), sin(dble(i)))
    g(k, 4) = min(g(k, 4), cos(dble(i)))
    k = mod(i, 3) + 5
    kl(k, 1) = kl(k, 1) .and. (mod(i, 997) /= 0)
    kl(k, 2) = kl(k, 2) .or. (mod(i, 1499) == 0)
    kl(k, 3) = kl(k, 3) .eqv. (mod(i, 7) == 0)
    kl(k, 4) = kl(k, 4) .neqv. (mod(i, 11) == 0)
  end do
!$omp parallel do private(k) reduction(+:ia) reduction(*:im) reduction(max:ix) &
!$omp& reduction(min:in) reduction(iand:ja) reduction(ior:jo) reduction(ieor:je)
  do i = 1, n
    k = mod(i, 4) - 2
    ia(k) = ia(k) + 16
    if (mod(i, 400) == 0) im(k) = im(k) * 2
    ix(k) = max(ix(k), mod(i * 37, 29) - 14)
    in(k) = min(in(k), mod(i * 41, 31) - 21)
    ja(k) = iand(ja(k), not(ishft(1, mod(i, 9))))
    jo(k) = ior(jo(k), ishft(1, mod(i * 3, 17)))
    je(k) = ieor(je(k), i)
  end do
!$omp parallel do private(k) reduction(+:ra) reduction(*:rm) reduction(max:rx) reduction(min:rn)
  do i = 1, n
    k = mod(i, 3)
    ra(k) = ra(k) + i * 0.25d0
    if (mod(i, 500) == 0) rm(k) = rm(k) * 1.5d0
    rx(k) = max(rx(k), sin(dble(i)))
    rn(k) = min(rn(k), cos(dble(i)))
  end do
!$omp parallel do private(k) reduction(.and.:la) reduction(.or.:lo) reduction(.eqv.:le) &
!$omp& reduction(.neqv.:ln)
  do i = 1, n
    k = mod(i, 3) + 5
    la(k) = la(k) .and. (mod(i, 997) /= 0)
    lo(k) = lo(k) .or. (mod(i, 1499) == 0)
    le(k) = le(k) .eqv. (mod(i, 7) == 0)
    ln(k) = ln(k) .neqv. (mod(i, 11) == 0)
  end do
  print '(a, 7i2)', 'int + * max min iand ior ieor:', count(ia /= h(:, 1)), count(im /= h(:, 2)), &
    count(ix /= h(:, 3)), count(in /= h(:, 4)), count(ja /= h(:, 5)), count(jo /= h(:, 6)), &
    count(je /= h(:, 7))
  print '(a, 4i2)', 'real(8) + * max min:', count(abs(ra - g(:, 1)) > 1d-9 * abs(g(:, 1))), &
    count(abs(rm - g(:, 2)) > 1d-12 * abs(g(:, 2))), count(rx /= g(:, 3)), count(rn /= g(:, 4))
  print '(a, 4i2)', 'logical .and. .or. .eqv. .neqv.:', count(la .neqv. kl(:, 1)), &
    count(lo .neqv. kl(:, 2)), count(le .neqv. kl(:, 3)), count(ln .neqv. kl(:, 4))
  v = 0
  call bin(v, 2000)
  print '(a, 8i6)', 'whole:', v
  w = -1
  w(1:16:2) = 0
  call bin(w(1:16:2), 2000)
  print '(a, 8(i6, i3))', 'strided:', w
  allocate(grid(-1:1, 0:3), ref(-1:1, 0:3))
  grid = 0
  ref = 0
  do i = 1, n
    ref(mod(i, 3) - 1, mod(i, 4)) = ref(mod(i, 3) - 1, mod(i, 4)) + i
  end do
!$omp parallel reduction(+:grid)
!$omp do
  do i = 1, n
    grid(mod(i, 3) - 1, mod(i, 4)) = grid(mod(i, 3) - 1, mod(i, 4)) + i
  end do
!$omp end do
!$omp end parallel
  bad1 = count(grid /= ref)
  grid = 0
!$omp parallel
!$omp do reduction(+:grid)
  do i = 1, n
    grid(mod(i, 3) - 1, mod(i, 4)) = grid(mod(i, 3) - 1, mod(i, 4)) + i
  end do
!$omp end do
!$omp end parallel
  print '(a, 2i2)', 'module grid:', bad1, count(grid /= ref)
end program
