! App: a heat-diffusion program configured from key = value lines (SELECT CASE on a
! deferred-length key, internal READ with IOSTAT, OPTIONAL status), an abstract interface
! for the source term passed as a procedure argument, module allocatables with lower bound
! 0 in a data region, a collapsed parallel loop with a max reduction, and a character
! array function result for the report.
! expect-exit: 0
! expect-stdout:
! |  T T T T F
! | plate A  10   5  0.20 plate A F
! | resid  7.932E-03
! |   16  30  41  49  52  51  46  37  26  13
! |   27  51  71  85  90  88  79  64  45  23
! |   31  59  82  97 104 101  91  73  51  26
! |   27  51  71  84  89  87  78  63  44  23
! |   15  29  41  48  51  50  45  36  25  13
! | total   2.670465
! | clipped   2.670465
module config_m
  implicit none
  integer, parameter :: wp = selected_real_kind(12)
  type settings
    integer :: nx = 8, ny = 6
    real(wp) :: alpha = 0.1_wp
    character(len=32) :: name = 'default'
    logical :: verbose = .false.
  end type
  abstract interface
    pure function source_fn(x, y) result(s)
      import :: wp
      real(wp), intent(in) :: x, y
      real(wp) :: s
    end function
  end interface
contains
  subroutine parse_line(line, cfg, ok)
    character(len=*), intent(in) :: line
    type(settings), intent(inout) :: cfg
    logical, intent(out), optional :: ok
    character(len=:), allocatable :: key, val
    integer :: eq, ios
    if (present(ok)) ok = .false.
    eq = index(line, '=')
    if (eq == 0) return
    key = adjustl(trim(line(:eq - 1)))
    val = adjustl(line(eq + 1:))
    select case (trim(key))
    case ('nx')
      read (val, *, iostat=ios) cfg%nx
    case ('ny')
      read (val, *, iostat=ios) cfg%ny
    case ('alpha')
      read (val, *, iostat=ios) cfg%alpha
    case ('name')
      cfg%name = val
      ios = 0
    case ('verbose')
      cfg%verbose = (val(1:1) == 't' .or. val(1:1) == 'T')
      ios = 0
    case default
      ios = 1
    end select
    if (present(ok)) ok = (ios == 0)
  end subroutine
end module

module solver_m
  use config_m
  implicit none
  real(wp), allocatable :: u(:, :), unew(:, :)
contains
  pure function gauss(x, y) result(s)
    real(wp), intent(in) :: x, y
    real(wp) :: s
    s = exp(-((x - 0.5_wp)**2 + (y - 0.5_wp)**2) * 10)
  end function
  subroutine init(cfg, f)
    type(settings), intent(in) :: cfg
    procedure(source_fn) :: f
    integer :: i, j
    allocate(u(0:cfg%nx + 1, 0:cfg%ny + 1), unew(0:cfg%nx + 1, 0:cfg%ny + 1))
    u = 0
    do j = 1, cfg%ny
      do i = 1, cfg%nx
        u(i, j) = f(real(i, wp) / cfg%nx, real(j, wp) / cfg%ny)
      end do
    end do
    unew = u
  end subroutine
  subroutine diffuse(cfg, steps, resid)
    type(settings), intent(in) :: cfg
    integer, intent(in) :: steps
    real(wp), intent(out) :: resid
    integer :: s, i, j, nx, ny
    real(wp) :: a
    nx = cfg%nx
    ny = cfg%ny
    a = cfg%alpha
    !$acc data copy(u) create(unew)
    do s = 1, steps
      resid = 0
      !$acc parallel loop collapse(2) reduction(max:resid)
      do j = 1, ny
        do i = 1, nx
          unew(i, j) = u(i, j) + a * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1) - 4 * u(i, j))
          resid = max(resid, abs(unew(i, j) - u(i, j)))
        end do
      end do
      !$acc parallel loop collapse(2)
      do j = 1, ny
        do i = 1, nx
          u(i, j) = unew(i, j)
        end do
      end do
    end do
    !$acc end data
  end subroutine
  function report(cfg) result(lines)
    type(settings), intent(in) :: cfg
    character(len=40), allocatable :: lines(:)
    integer :: j
    allocate(lines(cfg%ny))
    do j = 1, cfg%ny
      write (lines(j), '(*(i4))') nint(1000 * u(1:cfg%nx, j))
    end do
  end function
end module

program heat
  use config_m
  use solver_m
  implicit none
  type(settings) :: cfg
  character(len=40) :: input(5)
  character(len=40), allocatable :: out(:)
  logical :: ok(5)
  real(wp) :: r
  integer :: k
  input = [character(len=40) :: 'nx = 10', ' ny=5', 'alpha = 0.2', 'name = plate A', 'bogus = 3']
  do k = 1, size(input)
    call parse_line(input(k), cfg, ok(k))
  end do
  print '(5l2)', ok
  print '(a, 2i4, f6.2, 1x, a, l2)', trim(cfg%name), cfg%nx, cfg%ny, cfg%alpha, trim(cfg%name), cfg%verbose
  call init(cfg, gauss)
  call diffuse(cfg, 25, r)
  print '(a, es10.3)', 'resid ', r
  out = report(cfg)
  do k = 1, size(out)
    print '(a)', trim(out(k))
  end do
  print '(a, f10.6)', 'total ', sum(u(1:cfg%nx, 1:cfg%ny))
  where (u > 0.3_wp) u = 0.3_wp
  print '(a, f10.6)', 'clipped ', sum(u)
end program
