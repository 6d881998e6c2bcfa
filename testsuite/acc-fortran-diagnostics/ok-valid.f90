! Valid OpenACC in the forms applications use: no diagnostic at all.
module fields
  implicit none
  integer, parameter :: x_min = 1, x_max = 64, y_min = 1, y_max = 32
  real(8) :: density(x_min-2:x_max+2, y_min-2:y_max+2)
  real(8), allocatable :: work(:, :)
  !$acc declare create(density)
  type tile_type
    real(8) :: field(16)
  end type tile_type
  type chunk_type
    type(tile_type) :: tiles(4)
  end type chunk_type
contains
  subroutine kernel(u, lo, hi)
    integer, intent(in) :: lo, hi
    real(8), intent(inout) :: u(lo-2:hi+2)
    integer :: i
    !$acc routine seq
    do i = lo, hi
      u(i) = u(i) * 0.5d0
    end do
  end subroutine kernel
end module fields

program ok_valid
  use fields
  use openacc
  implicit none
  integer :: i, j, n, iv
  real(8) :: s, dmin
  real :: a(100), b(10, 20), x, y
  logical :: found
  integer(acc_handle_kind) :: q
  type(chunk_type) :: chunk
  common /blk/ x, y
  n = 100
  q = 1
  s = 0.0d0
  dmin = huge(dmin)
  found = .false.
  iv = 0
  allocate(work(x_min:x_max, y_min:y_max))
  !$ACC DATA COPY(a(1:n), b(:, 2:4), /blk/) CREATE(work) &
  !$ACC&     COPYIN(chunk%tiles(1)%field, chunk%tiles(2)%field(1:8))
  !$acc kernels
  a(:) = a(:) * 2.0
  !$acc end kernels
  !$acc parallel loop collapse(2) reduction(+:s) reduction(min:dmin) present(work)
  do j = y_min, y_max
    do i = x_min, x_max
      work(i, j) = real(i + j, 8)
      s = s + work(i, j)
      dmin = min(dmin, work(i, j))
    end do
  end do
  !$acc end parallel loop
  !$acc kernels loop independent gang vector(32) reduction(.or.:found) async(q)
  do i = 1, n
    found = found .or. a(i) > 10.0
  end do
  !$acc wait(q)
  !$acc parallel num_gangs(4) num_workers(2) vector_length(32) if(n > 10) default(present)
  !$acc loop gang worker vector tile(4, *)
  do j = 1, 20
    do i = 1, 10
      b(i, j) = b(i, j) + 1.0
    end do
  end do
  !$acc loop seq
  do concurrent (i = 1:n)
    a(i) = a(i) + 1.0
  end do
  !$acc atomic update
  x = x + 1.0
  !$acc end atomic
  !$acc atomic capture
  iv = iv + 1
  j = iv
  !$acc end atomic
  !$acc atomic
  iv = ior(iv, 4)
  !$acc atomic read
  y = x
  !$acc end parallel
  !$acc serial
  x = 2.0
  !$acc end serial
  !$acc host_data use_device(a)
  y = 1.0
  !$acc end host_data
  !$acc update self(a(1:n)) device(b(:, 1)) if_present
  !$acc end data
  !$acc enter data copyin(a) async(1)
  !$acc exit data delete(a) finalize wait(1)
  !$acc init device_type(host)
  !$acc set default_async(2)
  !$acc parallel loop gang private(y) firstprivate(x) copy(density)
  do j = y_min - 2, y_max + 2
    density(x_min, j) = 0.0d0
  end do
  !$ 
  !$ n = n + 1
  if (acc_get_device_type() == acc_device_host) n = n + 0
  call acc_wait_all()
  !$acc shutdown
end program ok_valid
