! Loop: derived-type scalars in `private` and `firstprivate` (§2.5.13, §2.9.10): each
! iteration fills its own private structure; a firstprivate structure brings host values
! into every gang; the shared result array of structures is written per element.
! expect-exit: 0
! expect-stdout:
! | f(1) =    0.189349    0.189349    0.118343
! | sums =    0.632156    1.111186    0.000636
module particle_m
  implicit none
  type vec3
    real(8) :: x, y, z
  end type vec3
contains
  subroutine forces(pos, f, n, origin)
    integer, intent(in) :: n
    type(vec3), intent(in) :: pos(n)
    type(vec3), intent(out) :: f(n)
    type(vec3), intent(in) :: origin
    type(vec3) :: d, o
    integer :: i
    o = origin
    !$acc parallel loop private(d) firstprivate(o) copyin(pos) copyout(f)
    do i = 1, n
      d%x = pos(i)%x - o%x
      d%y = pos(i)%y - o%y
      d%z = pos(i)%z - o%z
      f(i)%x = -d%x / (1 + d%x * d%x + d%y * d%y + d%z * d%z)
      f(i)%y = -d%y / (1 + d%x * d%x + d%y * d%y + d%z * d%z)
      f(i)%z = -d%z / (1 + d%x * d%x + d%y * d%y + d%z * d%z)
    end do
  end subroutine forces
end module particle_m

program private_derived_type
  use particle_m
  implicit none
  integer, parameter :: n = 500
  type(vec3) :: pos(n), f(n), origin
  integer :: i
  do i = 1, n
    pos(i) = vec3(mod(i, 7) * 1.0d0, mod(i, 11) * 0.5d0, mod(i, 13) * 0.25d0)
  end do
  origin = vec3(3.0d0, 2.5d0, 1.5d0)
  call forces(pos, f, n, origin)
  print '(a, 3f12.6)', 'f(1) =', f(1)%x, f(1)%y, f(1)%z
  print '(a, 3f12.6)', 'sums =', sum(f(:)%x), sum(f(:)%y), sum(f(:)%z)
end program private_derived_type
