! Data: derived-type members in data clauses (§2.7.1): `s%rho`, a member of an array of
! structures `chunk%tiles(1)%field%density`, and a section of a member.
! The regions reach the structures only through the mapped members: the structures are not
! copied whole (they would be partly present with discrete memory; acc-implicit-data).
! expect-exit: 0
! expect-stdout:
! | s%rho(1), s%rho(32) =     2.400    33.400
! | energy(1), energy(32) =     2.000    64.000
! | energy(33) =     0.000
! | PASS
module types_m
  implicit none
  type field_type
    real(8) :: density(64)
    real(8) :: energy(64)
  end type field_type
  type tile_type
    type(field_type) :: field
    integer :: id
  end type tile_type
  type chunk_type
    type(tile_type) :: tiles(2)
  end type chunk_type
  type state_type
    real(8) :: rho(32)
    real(8) :: gamma
  end type state_type
end module types_m

program members
  use types_m
  implicit none
  type(chunk_type) :: chunk
  type(state_type) :: s
  integer :: i
  real(8) :: g
  s%rho = 1.0d0
  s%gamma = 1.4d0
  g = s%gamma
  chunk%tiles(1)%field%density = 2.0d0
  chunk%tiles(1)%field%energy = 0.0d0
  !$acc parallel loop copy(s%rho) copyin(g)
  do i = 1, 32
    s%rho(i) = s%rho(i) * g + real(i, 8)
  end do
  !$acc data copyin(chunk%tiles(1)%field%density) copy(chunk%tiles(1)%field%energy(1:32))
  !$acc parallel loop
  do i = 1, 32
    chunk%tiles(1)%field%energy(i) = chunk%tiles(1)%field%density(i) * real(i, 8)
  end do
  !$acc end data
  print '(a, 2f10.3)', 's%rho(1), s%rho(32) =', s%rho(1), s%rho(32)
  print '(a, 2f10.3)', 'energy(1), energy(32) =', chunk%tiles(1)%field%energy(1), &
    chunk%tiles(1)%field%energy(32)
  print '(a, f10.3)', 'energy(33) =', chunk%tiles(1)%field%energy(33)
  if (abs(s%rho(32) - 33.4d0) < 1.0d-12 .and. chunk%tiles(1)%field%energy(32) == 64.0d0 &
      .and. chunk%tiles(1)%field%energy(33) == 0.0d0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program members
