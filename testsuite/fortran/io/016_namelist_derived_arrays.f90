! I/O: NAMELIST groups holding arrays of derived type (§12.6.4.6, §13.11.3): a plasma
! model's species table read from an input deck by element and component
! (`species(2)%mass = …`), a whole element from a list of values, an array component of
! an element, an array with lower bound 0; then the table written with NAMELIST output to a
! scratch file and read back into another table (an allocatable one and an assumed-shape
! dummy) by module procedures.
! expect-exit: 0
! expect-stdout:
! | nspec = 2
! |  1 electron     0.001  -1  0.00  0.00  0.00
! |  2 proton       1.000   1  0.00  0.00  0.50
! |  3 none         1.000   0  1.00  2.00  3.00
! |    7 F  -1 F  12 T
! |  1 electron     0.001  -1  0.00  0.00  0.00
! |  2 proton       1.000   1  0.00  0.00  0.50
! |  3 none         1.000   0  1.00  2.00  3.00
! |  1 e-           0.500  -1  0.10  0.20  0.30
! |  2 none         1.000   0  0.00  0.00  0.00
! |  3 ion          1.000   0  0.00  4.50  0.00
module plasma_deck
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: species_t
    character(len=8) :: name = 'none'
    real(dp) :: mass = 1.0_dp
    integer :: charge = 0
    real :: drift(3) = 0.0
  end type species_t
  type :: probe_t
    integer :: cell = -1
    logical :: on = .false.
  end type probe_t
contains
  subroutine read_deck(u, species, probes, nspec)
    integer, intent(in) :: u
    type(species_t), intent(inout) :: species(:)
    type(probe_t), intent(inout) :: probes(0:)
    integer, intent(out) :: nspec
    namelist /plasma/ nspec, species, probes
    read(u, nml=plasma)
  end subroutine read_deck

  subroutine save_and_reload(species, copy)
    type(species_t), intent(in) :: species(:)
    type(species_t), intent(inout) :: copy(:)
    type(species_t) :: table(size(species))
    integer :: u
    namelist /out/ table
    namelist /back/ copy
    table = species
    open(newunit=u, status='scratch', form='formatted')
    write(u, nml=out)
    table(1)%charge = 99
    table(2)%name = 'changed'
    table(3)%drift = -1.0
    rewind(u)
    read(u, nml=out)
    close(u)
    call show(table)
    open(newunit=u, status='scratch', form='formatted')
    write(u, '(a)') '&back'
    write(u, '(a)') ' copy(3)%name = "ion", copy(3)%drift(2) = 4.5,'
    write(u, '(a)') ' copy(1) = "e-", 0.5, -1, 0.1, 0.2, 0.3'
    write(u, '(a)') '/'
    rewind(u)
    read(u, nml=back)
    close(u)
  end subroutine save_and_reload

  subroutine show(s)
    type(species_t), intent(in) :: s(:)
    integer :: k
    do k = 1, size(s)
      write(*, '(i2,1x,a8,f10.3,i4,3f6.2)') k, s(k)%name, s(k)%mass, s(k)%charge, s(k)%drift
    end do
  end subroutine show
end module plasma_deck

program namelist_derived_arrays
  use plasma_deck
  implicit none
  type(species_t) :: species(3)
  type(probe_t) :: probes(0:2)
  type(species_t), allocatable :: copy(:)
  integer :: u, nspec, k

  open(newunit=u, status='scratch', form='formatted')
  write(u, '(a)') '&plasma'
  write(u, '(a)') ' nspec = 2,'
  write(u, '(a)') " species(1)%name = 'electron', species(1)%mass = 0.000544,"
  write(u, '(a)') ' species(1)%charge = -1,'
  write(u, '(a)') " species(2) = 'proton', 1.0, 1, 0.0, 0.0, 0.5,"
  write(u, '(a)') ' species(3)%drift = 1.0, 2.0, 3.0,'
  write(u, '(a)') ' probes(0)%cell = 7, probes(2) = 12, T'
  write(u, '(a)') '/'
  rewind(u)
  call read_deck(u, species, probes, nspec)
  close(u)
  write(*, '(a,i0)') 'nspec = ', nspec
  call show(species)
  write(*, '(3(i4,l2))') (probes(k)%cell, probes(k)%on, k = 0, 2)

  allocate(copy(3))
  call save_and_reload(species, copy)
  call show(copy)
end program namelist_derived_arrays
