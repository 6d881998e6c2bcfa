! The attach routines of the openacc module (OpenACC 3.3 §3.2.29) take a whole pointer or
! allocatable array (the pointer to attach), then a queue for the _async forms.
subroutine attach_routines(x, a)
  use openacc
  implicit none
  real :: x, a(:)
  real, allocatable :: b(:)
  type t
    real, pointer :: p(:)
    real :: s
  end type t
  type(t) :: v
  call acc_attach(x)
  call acc_attach(a)
  call acc_attach_async(b)
  call acc_detach(b(1:2))
  call acc_detach_async(b, 1.5)
  call acc_detach_finalize(v%s)
  call acc_attach(v%p, 2)
  call acc_attach(v%p)
  call acc_detach_finalize_async(b, acc_async_noval)
end subroutine attach_routines
! expect-error: 13:19: the argument of 'acc_attach' must be a whole pointer or allocatable array, a variable or a component (OpenACC 3.3 §3.2.29: the pointer to attach)
! expect-error: 14:19: the argument of 'acc_attach' must be a whole pointer or allocatable array, a variable or a component (OpenACC 3.3 §3.2.29: the pointer to attach)
! expect-error: 15:3: 'acc_attach_async' takes a pointer or allocatable array and a queue (OpenACC 3.3 §3.2.29)
! expect-error: 16:19: the argument of 'acc_detach' must be a whole pointer or allocatable array, a variable or a component (OpenACC 3.3 §3.2.29: the pointer to attach)
! expect-error: 17:28: the queue of 'acc_detach_async' must be a scalar integer
! expect-error: 18:28: the argument of 'acc_detach_finalize' must be a whole pointer or allocatable array, a variable or a component (OpenACC 3.3 §3.2.29: the pointer to attach)
! expect-error: 19:3: 'acc_attach' takes a pointer or allocatable array (OpenACC 3.3 §3.2.29)
