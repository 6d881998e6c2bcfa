! Types: allocatable scalars (§9.7.1) as a configuration module keeps them: a module
! `real(8), allocatable` set on first use, a deferred-length `character(:)` log that grows
! by assignment (`log = log // …`, reading its old value) and shrinks (`s = s(3:)`),
! `allocate(character(len=n) :: s)`, SOURCE= of a scalar structure and of an array (bounds
! kept), MOLD=, ALLOCATED of scalars, STAT= and ERRMSG= of an allocation of an allocated
! scalar, scalars passed to ordinary dummies and to allocatable dummies that allocate and
! grow them, and locals freed on return.
! expect-exit: 0
! expect-stdout:
! | F
! |   1.00 T
! | dt set; scaled 14
! | cdefgh 6
! | cdefghcdefgh 12
! | xyzzy 5 T
! | 7  2.5
! | 8  5.0
! | 0 5 2 6
! | 1 2 3 4 5 6
! | T T 7
! | 8006
! | xyzzy,rho,energy,u 18 3
! | F F F
module config
  implicit none
  type cell
    integer :: id
    real(8) :: mass
  end type
  real(8), allocatable :: dt
  character(len=:), allocatable :: log
contains
  subroutine note(text)
    character(len=*), intent(in) :: text
    if (.not. allocated(log)) then
      log = text
    else
      log = log // '; ' // text
    end if
  end subroutine

  subroutine set_dt(v)
    real(8), intent(in) :: v
    if (.not. allocated(dt)) allocate(dt)
    dt = v
    call note('dt set')
  end subroutine

  subroutine scale(x, f)
    real(8), intent(inout) :: x
    real(8), intent(in) :: f
    x = x * f
  end subroutine

  ! Allocatable scalar dummies: the callee allocates, grows and counts for the caller.
  subroutine append(list, count, word)
    character(len=:), allocatable, intent(inout) :: list
    integer, allocatable, intent(inout) :: count
    character(len=*), intent(in) :: word
    if (.not. allocated(count)) allocate(count, source=0)
    count = count + 1
    if (allocated(list)) then
      list = list // ',' // word
    else
      list = word
    end if
  end subroutine

  integer function label_length(n)
    integer, intent(in) :: n
    character(len=:), allocatable :: label
    integer, allocatable :: count
    allocate(character(len=n) :: label)
    label = repeat('#', n)
    count = len(label)
    label_length = count + len_trim(label)
  end function
end module

program allocatable_scalars
  use config
  implicit none
  type(cell), allocatable :: c, d
  integer, allocatable :: grid(:, :), shadow(:, :)
  character(len=:), allocatable :: s
  integer, allocatable :: k
  character(len=80) :: msg
  integer :: ierr, i, total

  write(*, '(l1)') allocated(dt)
  call set_dt(0.25d0)
  call scale(dt, 4.0d0)
  write(*, '(f6.2, 1x, l1)') dt, allocated(dt)
  call note('scaled')
  write(*, '(a, 1x, i0)') log, len(log)

  s = 'abcdefgh'
  s = s(3:)
  write(*, '(a, 1x, i0)') s, len(s)
  s = s // s
  write(*, '(a, 1x, i0)') s, len(s)
  deallocate(s)
  allocate(character(len=5) :: s)
  s(1:5) = 'xyzzy'
  write(*, '(a, 1x, i0, 1x, l1)') s, len(s), allocated(s)

  allocate(c, source=cell(7, 2.5d0))
  write(*, '(i0, 1x, f4.1)') c%id, c%mass
  allocate(d, mold=c)
  d%id = c%id + 1
  d%mass = 2 * c%mass
  write(*, '(i0, 1x, f4.1)') d%id, d%mass

  allocate(grid(0:2, 5:6))
  grid = reshape([(i, i = 1, 6)], [3, 2])
  allocate(shadow, source=grid)
  write(*, '(4(i0, 1x))') lbound(shadow), ubound(shadow)
  write(*, '(6(i0, 1x))') shadow

  msg = ''
  allocate(c, stat=ierr, errmsg=msg)
  write(*, '(l1, 1x, l1, 1x, i0)') ierr /= 0, len_trim(msg) > 0, c%id

  total = 0
  do i = 1, 1000
    total = total + label_length(mod(i, 7) + 1)
  end do
  write(*, '(i0)') total
  call append(s, k, 'rho')
  call append(s, k, 'energy')
  call append(s, k, 'u')
  write(*, '(a, 1x, i0, 1x, i0)') s, len(s), k
  deallocate(c, d, dt)
  write(*, '(3(l1, 1x))') allocated(c), allocated(d), allocated(dt)
end program
