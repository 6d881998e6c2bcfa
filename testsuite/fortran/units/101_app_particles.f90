! App: a particle system the way application codes write one: a module with a derived type
! holding an allocatable array of structures and a deferred-length name, a user operator,
! an elemental function over the structures, an INTENT(OUT) structure re-initialized by
! a routine with an OPTIONAL seed, WHERE on components, SELECT CASE on NINT, internal
! writes, masked reductions and an implied-DO logical constructor.
! expect-exit: 0
! expect-stdout:
! | [  box one]
! | 2.6700    6.1509    4.6555
! | p001        5.0156 hot
! | p002        4.4652 hot
! | p003        2.4132 warm
! | p004        3.4968 hot
! | p005        1.8264 warm
! | total    17.2172
! | hot 3
! |  T T T T T
! |     1.8264    5.0000
! | second 3    7.020   2.350   5.180
module particles
  implicit none
  integer, parameter :: dp = kind(1d0)
  type particle
    real(dp) :: x(3) = 0, v(3) = 0
    real(dp) :: mass = 1
    character(len=8) :: tag = 'none'
  end type
  type system
    type(particle), allocatable :: p(:)
    integer :: n = 0
    character(len=:), allocatable :: name
  end type
  interface operator(.dot.)
    module procedure dot3
  end interface
contains
  pure real(dp) function dot3(a, b)
    real(dp), intent(in) :: a(3), b(3)
    dot3 = sum(a * b)
  end function
  elemental real(dp) function kinetic(q)
    type(particle), intent(in) :: q
    kinetic = 0.5_dp * q%mass * (q%v .dot. q%v)
  end function
  subroutine init(s, n, name, seed)
    type(system), intent(out) :: s
    integer, intent(in) :: n
    character(len=*), intent(in) :: name
    integer, intent(in), optional :: seed
    integer :: i, k, st
    st = 12345
    if (present(seed)) st = seed
    s%n = n
    s%name = trim(name)
    allocate(s%p(n))
    do i = 1, n
      do k = 1, 3
        st = mod(st * 1103 + 12345, 65536)
        s%p(i)%x(k) = real(mod(st, 1000), dp) / 100
        s%p(i)%v(k) = real(mod(st / 7, 200) - 100, dp) / 50
      end do
      s%p(i)%mass = 1 + mod(i, 3)
      write (s%p(i)%tag, '(a, i3.3)') 'p', i
    end do
  end subroutine
  function center(s) result(c)
    type(system), intent(in) :: s
    real(dp) :: c(3)
    integer :: k
    do k = 1, 3
      c(k) = sum(s%p%x(k) * s%p%mass) / sum(s%p%mass)
    end do
  end function
  subroutine step(s, dt)
    type(system), intent(inout) :: s
    real(dp), intent(in) :: dt
    integer :: i
    do i = 1, s%n
      s%p(i)%x = s%p(i)%x + dt * s%p(i)%v
      where (s%p(i)%x > 10) s%p(i)%v = -s%p(i)%v
      where (s%p(i)%x < 0)
        s%p(i)%v = -s%p(i)%v
        s%p(i)%x = -s%p(i)%x
      end where
    end do
  end subroutine
  character(len=16) function classify(e)
    real(dp), intent(in) :: e
    select case (nint(e))
    case (:0)
      classify = 'cold'
    case (1:2)
      classify = 'warm'
    case default
      classify = 'hot'
    end select
  end function
end module

program md
  use particles
  implicit none
  type(system) :: s
  real(dp) :: e(5), c(3)
  integer :: it, i
  character(len=80) :: line
  call init(s, 5, '  box one  ')
  print '(a, a, a)', '[', s%name, ']'
  do it = 1, 20
    call step(s, 0.1_dp)
  end do
  e = kinetic(s%p)
  c = center(s)
  write (line, '(3f10.4)') c
  print '(a)', trim(adjustl(line))
  do i = 1, s%n
    print '(a8, 1x, f9.4, 1x, a)', s%p(i)%tag, e(i), trim(classify(e(i)))
  end do
  print '(a, f10.4)', 'total ', sum(e)
  print '(a, i0)', 'hot ', count([(classify(e(i)) == 'hot', i = 1, 5)])
  print '(5l2)', e > 1
  print '(2f10.4)', maxval(e, mask = e < 2), minloc(e, 1) + 0._dp
  call init(s, 3, 'second', seed = 99)
  print '(a, 1x, i0, 1x, 3f8.3)', s%name, size(s%p), s%p(3)%x
end program
