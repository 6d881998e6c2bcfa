import mpmath as mp
mp.mp.prec = 300

def cheb_fit(f, a, b, deg, center):
    """Chebyshev interpolation of f on [a,b]; returns monomial coeffs in (s - center), rounded to double."""
    return [float(c) for c in cheb_fit_mp(f, a, b, deg, center)]

def peval(coeffs, t):
    r = mp.mpf(0)
    for c in reversed(coeffs):
        r = r*t + mp.mpf(c)
    return r

def maxrel(f, coeffs, a, b, center, N=2000, g=None):
    m = 0
    a = mp.mpf(a); b = mp.mpf(b)
    for i in range(N+1):
        s = a + (b-a)*i/N
        y = f(s)
        p = peval(coeffs, s-center)
        if y != 0:
            e = abs((p-y)/y)
            if e > m: m = e
    return m

def cheb_fit_seq(f, a, b, deg, center, nfix=3):
    """Like cheb_fit, but rounds the low coefficients one at a time and refits the rest."""
    def rest(fixed):
        # f less the fixed low terms, divided by their power of (s - center).
        def g(s):
            t = s - center
            r = f(s) - sum(mp.mpf(c)*t**j for j,c in enumerate(fixed))
            return r / t**len(fixed) if len(fixed) else r
        return g
    fixed = []
    for k in range(nfix):
        co = cheb_fit(rest(list(fixed)), a, b, deg - len(fixed), center)
        fixed.append(co[0])
    co = cheb_fit(rest(fixed), a, b, deg - len(fixed), center)
    return fixed + co

def cheb_fit_dd0(f, a, b, deg, center):
    """Chebyshev interpolation; coefficient 0 kept as (hi, lo) doubles; others rounded."""
    c = cheb_fit_mp(f, a, b, deg, center)
    hi = float(c[0]); lo = float(c[0]-hi)
    return [(hi, lo)] + [float(x) for x in c[1:]]

def pev(co, t):
    r = mp.mpf(0)
    for c in reversed(co[1:]):
        r = r*t + mp.mpf(c)
    return r*t + mp.mpf(co[0][0]) + mp.mpf(co[0][1])

def maxrel2(f, co, a, b, center, N=400):
    m = 0
    a = mp.mpf(a); b = mp.mpf(b)
    for i in range(N+1):
        s = a + (b-a)*i/N
        y = f(s)
        e = abs((pev(co, s-center)-y)/y)
        if e > m: m = e
    return m

def cheb_fit_mp(f, a, b, deg, center):
    a = mp.mpf(a); b = mp.mpf(b)
    n = deg + 1
    nodes = [ (a+b)/2 + (b-a)/2*mp.cos(mp.pi*(k+mp.mpf(1)/2)/n) for k in range(n)]
    vals = [f(s) for s in nodes]
    A = mp.matrix([[ (s-center)**j for j in range(n)] for s in nodes])
    c = mp.lu_solve(A, mp.matrix(vals))
    return [c[j] for j in range(n)]
