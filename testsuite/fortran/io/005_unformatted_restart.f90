! I/O: an unformatted sequential restart dump (a header record and two array records) written,
! rewound and read back, plus `inquire` by unit and by file name.
! expect-exit: 0
! expect-stdout:
! |     4    3  120   1.750
! |  T   12.6000
! |    1.020   1.040   1.060
! |    1.030   1.060   1.090
! |  T SEQUENTIAL
! | exists after close: T
! | exists after delete: F
program restart
  implicit none
  integer :: u, nx, ny, step, i, j
  real(8) :: rho(4, 3), back(4, 3), t
  logical :: ex, op
  character(len=20) :: acc
  do j = 1, 3
    do i = 1, 4
      rho(i, j) = 1.0d0 + 0.01d0 * i * j
    end do
  end do
  open(newunit=u, file='dump.bin', form='unformatted', access='sequential', status='replace')
  write(u) 4, 3, 120, 1.75d0
  write(u) rho
  write(u) rho(2:3, :)
  rewind(u)
  read(u) nx, ny, step, t
  read(u) back
  write(*, '(3i5,f8.3)') nx, ny, step, t
  write(*, '(l2,f10.4)') all(back == rho), sum(back)
  back = 0
  read(u) back(1:2, :)
  write(*, '(3f8.3)') back(1, :), back(2, :)
  inquire(unit=u, opened=op, access=acc)
  write(*, '(l2,1x,a)') op, trim(acc)
  close(u)
  inquire(file='dump.bin', exist=ex)
  write(*, '(a,l2)') 'exists after close:', ex
  open(newunit=u, file='dump.bin', status='old')
  close(u, status='delete')
  inquire(file='dump.bin', exist=ex)
  write(*, '(a,l2)') 'exists after delete:', ex
end program restart
