#!/bin/sh
cd /tmp/fit && python3 gen2.py >/dev/null && python3 - <<'PY'
src = open('/tmp/fit/math.c.orig').read()
g = open('/tmp/fit/new_gamma.c').read()
s = open('/tmp/fit/simple.c').read()
fw = open('/tmp/fit/floatw.c').read()
fw = fw.replace("""float nextafterf(float x, float y) {
    union {
        float f;
        unsigned int i;
    } u;""", """union fbits {
    float f;
    unsigned int i;
};
float nextafterf(float x, float y) {
    union fbits u;""")
g = g.replace("return floor(h) == h ? 0.0 : -0.0;", "return floor(h) == h ? 0.0 : copysign_(0.0, -1.0);")
marker = "/* float: evaluated in double, rounded once. */"
d = open('/tmp/fit/defs.h').read()
tm = "#define TO_INT 6755399441055744.0 /* 1.5 * 2^52: x + TO_INT - TO_INT rounds x to an integer */\n"
assert tm in src
src = src.replace(tm, tm + d)
src = src.replace(marker, g + s + "\n" + marker)
src = src.rstrip("\n") + "\n" + fw
oldh = """ * lose bits (log for pow/log2/log10, exp of a double-double argument). Target: <= 2 ulp.
 * float: evaluated in double and rounded once.
"""
newh = """ * lose bits (log for pow/log2/log10, exp of a double-double argument). erf/erfc/lgamma/tgamma:
 * polynomial fits (Chebyshev interpolation in high precision, fitted for this file) and
 * series with double-double where it matters; frexp, modf, remainder, remquo, ilogb, logb,
 * scalbn, fdim and nextafter are exact. Target: <= 2 ulp.
 * float: evaluated in double and rounded once.
"""
assert oldh in src
src = src.replace(oldh, newh)
open('/work/main/crates/oxacc-codegen/devicelib/math.c','w').write(src)
PY
