#!/usr/bin/env python3
"""Writes kernels50.c: 50 OpenACC kernels in one file, the input of the GPU compile-time
measurement of decision 120 (bench/results/compile-2026-11-30.md)."""
OPS = [
    "y[i] = a * x[i] + y[i];",
    "y[i] = expf(x[i]) * a;",
    "y[i] = sinf(x[i]) + a * cosf(y[i]);",
    "y[i] = logf(1.0f + x[i] * x[i]) - a;",
    "y[i] = powf(x[i], a) + sqrtf(y[i] * y[i] + 1.0f);",
    "y[i] = tanhf(x[i] - a * y[i]);",
    "y[i] = (float)exp((double)x[i] * a) + (float)log1p((double)y[i] * y[i]);",
    "y[i] = fmaxf(x[i], y[i]) * fminf(a, x[i]);",
    "y[i] = atan2f(y[i], x[i] + 1.0f) * a;",
    "y[i] = erff(x[i]) + a * cbrtf(y[i]);",
]
out = [
    "/* 50 OpenACC kernels in one file, for the GPU compile-time measurement of decision 120",
    " * (bench/results/compile-2026-11-30.md): each function one `parallel loop` over pointer",
    " * arguments, as applications write them, most of them calling device math functions.",
    " * Written by gen.py beside it; compiled only, never run. */",
    "#include <math.h>",
    "",
]
for k in range(50):
    body = OPS[k % len(OPS)]
    out.append(f"float kernel{k:02d}(int n, float a, const float *restrict x, float *restrict y)")
    out.append("{")
    if k % 7 == 3:
        out += [
            "    float s = 0.0f;",
            "#pragma acc parallel loop reduction(+:s) copyin(x[0:n]) copy(y[0:n])",
            "    for (int i = 0; i < n; i++) {",
            f"        {body}",
            "        s += y[i];",
            "    }",
            "    return s;",
        ]
    else:
        out += [
            "#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])",
            "    for (int i = 0; i < n; i++) {",
            f"        {body}",
            "    }",
            "    return y[0];",
        ]
    out += ["}", ""]
with open("kernels50.c", "w") as f:
    f.write("\n".join(out))
