// Experiment: where pageable host->device bandwidth goes (issue 22).
#include <dlfcn.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef int CUresult; typedef void *CUcontext; typedef unsigned long long CUdeviceptr; typedef void *CUstream; typedef int CUdevice;
static CUresult (*cuInit)(unsigned); static CUresult (*cuDeviceGet)(CUdevice*,int);
static CUresult (*cuDevicePrimaryCtxRetain)(CUcontext*,CUdevice); static CUresult (*cuCtxSetCurrent)(CUcontext);
static CUresult (*cuMemAlloc)(CUdeviceptr*,size_t); static CUresult (*cuMemcpyHtoD)(CUdeviceptr,const void*,size_t);
static CUresult (*cuMemcpyDtoH)(void*,CUdeviceptr,size_t);
static CUresult (*cuMemHostRegister)(void*,size_t,unsigned); static CUresult (*cuMemHostUnregister)(void*);
static CUresult (*cuMemAllocHost)(void**,size_t);
static CUresult (*cuMemcpyHtoDAsync)(CUdeviceptr,const void*,size_t,CUstream);
static CUresult (*cuStreamSynchronize)(CUstream);
static CUresult (*cuEventCreate)(void**,unsigned); static CUresult (*cuEventRecord)(void*,CUstream); static CUresult (*cuEventSynchronize)(void*);
static double now(void){return omp_get_wtime();}
#define L(n) *(void**)&n = dlsym(h, #n "_v2") ? dlsym(h, #n "_v2") : dlsym(h, #n)
int main(int argc,char**argv){
  void*h=dlopen("libcuda.so.1",RTLD_NOW); if(!h){puts("no cuda");return 1;}
  L(cuInit);L(cuDeviceGet);L(cuDevicePrimaryCtxRetain);L(cuCtxSetCurrent);L(cuMemAlloc);L(cuMemcpyHtoD);L(cuMemcpyDtoH);
  L(cuMemHostRegister);L(cuMemHostUnregister);L(cuMemAllocHost);L(cuMemcpyHtoDAsync);L(cuStreamSynchronize);L(cuEventCreate);L(cuEventRecord);L(cuEventSynchronize);
  void*ev[4]; 
  CUdevice d; CUcontext c; cuInit(0); cuDeviceGet(&d,0); cuDevicePrimaryCtxRetain(&c,d); cuCtxSetCurrent(c);
  for(int j=0;j<4;j++) cuEventCreate(&ev[j],2);
  size_t sizes[]={64<<20,256<<20,1024<<20};
  for(int k=0;k<3;k++){ size_t n=sizes[k];
    char*a=malloc(n); memset(a,1,n); char*b=malloc(n); memset(b,2,n);
    CUdeviceptr dp; cuMemAlloc(&dp,n);
    double t=now(); cuMemcpyHtoD(dp,a,n); double tp=now()-t;
    t=now();
#pragma omp parallel for
    for(size_t i=0;i<n;i+=1<<20) memcpy(b+i,a+i,(n-i)<(1<<20)?(n-i):(1<<20));
    double tc=now()-t;
    t=now();
#pragma omp parallel for
    for(size_t i=0;i<n;i+=1<<20) memcpy(b+i,a+i,(n-i)<(1<<20)?(n-i):(1<<20));
    double tc2=now()-t;
    t=now(); int r=cuMemHostRegister(a,n,1); double tr=now()-t;
    t=now(); cuMemcpyHtoD(dp,a,n); double tx=now()-t;
    t=now(); cuMemcpyHtoD(dp,a,n); double tx2=now()-t;
    t=now(); cuMemcpyDtoH(a,dp,n); double ty=now()-t;
    t=now(); cuMemHostUnregister(a); double tu=now()-t;
    // staging: nbuf buffers of chunk bytes
    size_t chunks[]={8<<20,32<<20}; 
    for(int ci=0;ci<2;ci++){ size_t ch=chunks[ci]; void*sb[4]; for(int j=0;j<4;j++) cuMemAllocHost(&sb[j],ch);
      for(int nb=2;nb<=4;nb+=2){ double best=1e9; for(int rep=0;rep<3;rep++){ t=now();
        // simple pipeline using sync memcpy per chunk with async: emulate by async copies and stream sync every nb chunks
        size_t off=0; int i=0; while(off<n){ size_t m=n-off<ch?n-off:ch; int bi=i%nb; if(i>=nb) cuEventSynchronize(ev[bi]);
          #pragma omp parallel for
          for(size_t p=0;p<m;p+=1<<20) memcpy((char*)sb[bi]+p,a+off+p,(m-p)<(1<<20)?(m-p):(1<<20));
          cuMemcpyHtoDAsync(dp+off,sb[bi],m,0); cuEventRecord(ev[bi],0); off+=m; i++; }
        cuStreamSynchronize(0); double tt=now()-t; if(tt<best)best=tt; }
        printf("  staged chunk %zu MiB x%d: %.1f GB/s\n", ch>>20, nb, n/best/1e9); }
    }
    printf("%zu MiB: pageable HtoD %.1f GB/s; memcpy %d thr %.1f / %.1f GB/s; register rc=%d %.1f ms (%.1f GB/s); reg HtoD %.1f %.1f GB/s DtoH %.1f; unregister %.1f ms\n",
      n>>20, n/tp/1e9, omp_get_max_threads(), n/tc/1e9, n/tc2/1e9, r, tr*1e3, n/tr/1e9, n/tx/1e9, n/tx2/1e9, n/ty/1e9, tu*1e3);
    free(a); free(b);
  }
}
