import mpmath as mp
mp.mp.prec = 400
def hx(v):
    v = float(v); return "0.0" if v == 0 else v.hex()
def lg(x): return mp.log(abs(mp.gamma(x)))
NMAX = 15
zs = []
for n in range(2, NMAX + 1):
    a, b = mp.mpf(-n-1), mp.mpf(-n)
    pts = [a + (b-a)*mp.mpf(k)/400 for k in range(1, 400)]
    for e in range(1, 60):
        pts.append(a + mp.mpf(2)**-e); pts.append(b - mp.mpf(2)**-e)
    pts.sort()
    vals = [lg(p) for p in pts]
    found = []
    for i in range(len(pts)-1):
        if vals[i]*vals[i+1] < 0:
            z = mp.findroot(lg, (pts[i], pts[i+1]), solver='illinois', tol=mp.mpf(2)**-380, maxsteps=500)
            assert abs(lg(z)) < mp.mpf(2)**-300, (n, z, lg(z))
            found.append(z)
    assert len(found) == 2, (n, found)
    zs.append((n, sorted(found, reverse=True)))
L = []
p = L.append
p("/* lgamma(x) near its 28 zeros in (-16, -2), where the reflection formula's absolute error")
p(" * (near 2^-60) would be large relative to the result: the Taylor series at the zero z (z in")
p(" * three parts and the first coefficient digamma(z) in two, c_k = polygamma(k-1, z)/k!), for")
p(" * |x - z| < 2^-5 / |digamma(z)|. Beyond -16 no double is close enough to a zero to need it")
p(" * (the zeros lie within 1/n! of -n). Returns 0 when x is near none of them. */")
p("static int zero_series(double dh, double zl, double zll, double c1h, double c1l, double p,")
p("                       double *r) {")
p("    /* c1 (dh - zl - zll) + d^2 p, dh = x - zh exact */")
p("    double a = mul(c1h, dh);")
p("    double ae = fma(c1h, dh, -a);")
p("    double b = mul(c1h, zl);")
p("    double be = fma(c1h, zl, -b);")
p("    double d = dh - zl, e;")
p("    double s = two_sum(a, -b, &e);")
p("    *r = s + ((e + (ae - be)) + (c1l * d - c1h * zll) + d * d * p);")
p("    return 1;")
p("}")
p("")
p("static int lgamma_zero(double x, double *r) {")
p("    double dh, d, p;")
p("    switch ((int)-x) {")
maxK = 0
for n, lst in zs:
    p(f"    case {n}:")
    for z in lst:
        psi = mp.digamma(z)
        R = mp.mpf(2)**-5/abs(psi)
        c = [None] + [mp.polygamma(k-1, z)/mp.factorial(k) for k in range(1, 40)]
        K = None
        for k in range(2, 38):
            if abs(c[k+1])*R**k/abs(c[1]) < mp.mpf(2)**-60:
                K = k; break
        maxK = max(maxK, K)
        zh = float(z); zl = float(z - zh); zll = float(z - zh - zl)
        lo = float(z - R); hi = float(z + R)
        p(f"        /* z = {mp.nstr(z, 20)} */")
        p(f"        if (x > {hx(lo)} && x < {hx(hi)}) {{")
        p(f"            dh = x + {hx(-zh)}; /* exact */")
        p(f"            d = dh {'-' if zl > 0 else '+'} {hx(abs(zl))};")
        p(f"            p = {hx(c[K])};")
        for k in range(K-1, 1, -1):
            p(f"            p = fma(p, d, {hx(c[k])});")
        c1h = float(c[1]); c1l = float(c[1] - c1h)
        p(f"            return zero_series(dh, {hx(zl)}, {hx(zll)},")
        p(f"                               {hx(c1h)}, {hx(c1l)}, p, r);")
        p("        }")
    p("        return 0;")
p("    default:")
p("        return 0;")
p("    }")
p("}")
open('/tmp/fit/zeros.c','w').write("\n".join(L) + "\n")
print(len(zs)*2, "zeros, max K", maxK)
