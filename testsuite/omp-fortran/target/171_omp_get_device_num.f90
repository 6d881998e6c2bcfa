! omp_get_device_num (OpenMP 5.0 §3.2.37) from omp_lib: the number of the device the caller
! runs on. On the host it is the initial device's number; in a target region it is the initial
! device's exactly when the region runs on the host (host fallback). oxacc's omp_lib had no
! omp_get_device_num (OpenMP_VV 5.0 metadirective tests call it in target regions).
! acc-configs: shared discrete
! expect-exit: 0
! expect-stdout:
! | host is initial: T
! | region agrees: T
! | region in range: T
program device_num
  use omp_lib
  implicit none
  integer :: host_num, initial, in_region
  logical :: on_host
  initial = omp_get_initial_device()
  host_num = omp_get_device_num()
  in_region = -7
  on_host = .false.
  !$omp target map(from: in_region, on_host)
  in_region = omp_get_device_num()
  on_host = omp_is_initial_device()
  !$omp end target
  print '(a, l1)', 'host is initial: ', host_num == initial
  print '(a, l1)', 'region agrees: ', (in_region == initial) .eqv. on_host
  print '(a, l1)', 'region in range: ', in_region >= 0 .and. in_region <= omp_get_num_devices()
end program
