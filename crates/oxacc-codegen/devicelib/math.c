/* oxacc's device math library (docs/gpu.md "Math library").
 *
 * Compiled by oxacc itself for the device when no libdevice is found: the driver parses this
 * file, marks every function `device`, and the device back end links the result into each
 * device module (unused functions are dropped). Functions with an NVPTX instruction (sqrt,
 * fabs, floor, ceil, trunc, round, rint, fma, fmin, fmax, copysign) are not here: they become
 * LLVM intrinsics.
 *
 * double: range reduction (Cody-Waite with multi-part constants), Taylor/series kernels
 * evaluated with fma, and double-double arithmetic where cancellation or a large result would
 * lose bits (log for pow/log2/log10, exp of a double-double argument). Target: <= 2 ulp.
 * float: evaluated in double and rounded once.
 * Limits: sin/cos/tan reduce by pi/2 in three parts, accurate for |x| < 2^30 or so (no
 * Payne-Hanek reduction yet); errno is never set.
 */

double fma(double, double, double);
double floor(double);
double rint(double);

typedef unsigned long long u64;
union dbits {
    double f;
    u64 i;
};

static u64 bits(double x) {
    union dbits u;
    u.f = x;
    return u.i;
}
static double from_bits(u64 i) {
    union dbits u;
    u.i = i;
    return u.f;
}
static double dabs(double x) { return __builtin_fabs(x); }
static double inf(void) { return __builtin_inf(); }
static double nan_(void) { return __builtin_nan(""); }
static int isnan_(double x) { return x != x; }
static int isinf_(double x) { return dabs(x) == __builtin_inf(); }
static double copysign_(double x, double y) {
    return from_bits((bits(x) & 0x7fffffffffffffffULL) | (bits(y) & 0x8000000000000000ULL));
}

#define LN2_HI 0x1.62e42fee00000p-1 /* 32 significant bits: k * LN2_HI is exact */
#define LN2_LO 0x1.a39ef35793c76p-33
#define INV_LN2 0x1.71547652b82fep+0
#define INV_LN2_LO 0x1.777d0ffda0d24p-56
#define LN2_D 0x1.62e42fefa39efp-1
#define LN2_D_LO 0x1.abc9e3b39803fp-56
#define LN10_D 0x1.26bb1bbb55516p+1
#define LN10_D_LO (-0x1.f48ad494ea3e9p-53)
#define INV_LN10 0x1.bcb7b1526e50ep-2
#define INV_LN10_LO 0x1.95355baaafad3p-57
#define LOG10_2 0x1.34413509f79ffp-2
#define LOG10_2_LO (-0x1.9dc1da994fd21p-59)
#define PI_HI 0x1.921fb54442d18p+1
#define PI_LO 0x1.1a62633145c07p-53
#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54
#define PIO4_HI 0x1.921fb54442d18p-1
#define PIO4_LO 0x1.1a62633145c07p-55
#define PIO8_HI 0x1.921fb54442d18p-2
#define PIO8_LO 0x1.1a62633145c07p-56
#define INV_PIO2 0x1.45f306dc9c883p-1
#define TAN_PI8 0x1.a827999fcef32p-2
#define TO_INT 6755399441055744.0 /* 1.5 * 2^52: x + TO_INT - TO_INT rounds x to an integer */

/* x * 2^n, exact unless the result overflows or is subnormal (rounded once). */
double ldexp(double x, int n) {
    double y = x;
    if (n > 1023) {
        y *= 0x1p1023;
        n -= 1023;
        if (n > 1023) {
            y *= 0x1p1023;
            n -= 1023;
            if (n > 1023)
                n = 1023;
        }
    } else if (n < -1022) {
        y *= 0x1p-1022 * 0x1p53;
        n += 1022 - 53;
        if (n < -1022) {
            y *= 0x1p-1022 * 0x1p53;
            n += 1022 - 53;
            if (n < -1022)
                n = -1022;
        }
    }
    return y * from_bits((u64)(0x3ff + n) << 52);
}

/* e^r - 1 for |r| <= 0.35: Taylor to r^14 (the next term is below 2^-60 relative). */
static double expm1_kernel(double r) {
    double p = 1.0 / 87178291200.0;
    p = fma(p, r, 1.0 / 6227020800.0);
    p = fma(p, r, 1.0 / 479001600.0);
    p = fma(p, r, 1.0 / 39916800.0);
    p = fma(p, r, 1.0 / 3628800.0);
    p = fma(p, r, 1.0 / 362880.0);
    p = fma(p, r, 1.0 / 40320.0);
    p = fma(p, r, 1.0 / 5040.0);
    p = fma(p, r, 1.0 / 720.0);
    p = fma(p, r, 1.0 / 120.0);
    p = fma(p, r, 1.0 / 24.0);
    p = fma(p, r, 1.0 / 6.0);
    p = fma(p, r, 0.5);
    return fma(p * r, r, r);
}

/* e^(hi + lo), |lo| << |hi|, for hi within the range where the result is finite and
 * nonzero (callers handle overflow and underflow). */
static double exp_dd(double hi, double lo) {
    double kd = (hi * INV_LN2 + TO_INT) - TO_INT;
    int k = (int)kd;
    double r = (hi - kd * LN2_HI) - kd * LN2_LO;
    r = r + lo;
    double e = expm1_kernel(r);
    return ldexp(1.0 + e, k);
}

double exp(double x) {
    if (isnan_(x))
        return x + x;
    if (x > 709.782712893384)
        return inf();
    if (x < -745.1332191019412)
        return 0.0;
    return exp_dd(x, 0.0);
}

double exp2(double x) {
    if (isnan_(x))
        return x + x;
    if (x >= 1024.0)
        return inf();
    if (x < -1075.0)
        return 0.0;
    double ix = (x + TO_INT) - TO_INT;
    if (ix == x)
        return ldexp(1.0, (int)x);
    double hi = x * LN2_D;
    double lo = fma(x, LN2_D, -hi) + x * LN2_D_LO;
    return exp_dd(hi, lo);
}

double exp10(double x) {
    if (isnan_(x))
        return x + x;
    if (x > 308.2547155599167)
        return inf();
    if (x < -323.6072453387798)
        return 0.0;
    double hi = x * LN10_D;
    double lo = fma(x, LN10_D, -hi) + x * LN10_D_LO;
    return exp_dd(hi, lo);
}

double expm1(double x) {
    if (isnan_(x))
        return x + x;
    if (x > 709.782712893384)
        return inf();
    if (x < -38.0)
        return -1.0;
    if (dabs(x) <= 0.34657359027997264)
        return expm1_kernel(x);
    double kd = (x * INV_LN2 + TO_INT) - TO_INT;
    int k = (int)kd;
    double r = (x - kd * LN2_HI) - kd * LN2_LO;
    double e = expm1_kernel(r);
    if (k > 1020)
        return ldexp(1.0 + e, k);
    double twok = ldexp(1.0, k);
    if (k < 54)
        return fma(twok, e, twok - 1.0);
    return twok * (1.0 + e) - 1.0;
}

/* log(x) = k*ln2 + log(m) for finite x > 0, as hi + lo (relative error near 2^-66). */
static double log_dd(double x, double *lo, int *kout, double *mhi, double *mlo) {
    u64 ix = bits(x);
    int k = 0;
    if ((ix >> 52) == 0) { /* subnormal */
        x *= 0x1p54;
        ix = bits(x);
        k = -54;
    }
    k += (int)(ix >> 52) - 1023;
    double m = from_bits((ix & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL);
    if (m > 1.4142135623730951) {
        m *= 0.5;
        k += 1;
    }
    /* log(m) = 2 atanh(s), s = f / (2 + f), |s| <= 0.1716 */
    double f = m - 1.0;
    double d = 2.0 + f;
    double dlo = (2.0 - d) + f;
    double s = f / d;
    double slo = (fma(-s, d, f) - s * dlo) / d;
    double z = s * s;
    double zlo = fma(s, s, -z);
    double p = 2.0 / 21.0;
    p = fma(p, z, 2.0 / 19.0);
    p = fma(p, z, 2.0 / 17.0);
    p = fma(p, z, 2.0 / 15.0);
    p = fma(p, z, 2.0 / 13.0);
    p = fma(p, z, 2.0 / 11.0);
    p = fma(p, z, 2.0 / 9.0);
    p = fma(p, z, 2.0 / 7.0);
    p = fma(p, z, 2.0 / 5.0);
    /* the s^3 term in double-double: 2/3 s^3 = t1 + t1lo */
    double s3 = z * s;
    double s3lo = fma(z, s, -s3) + zlo * s;
    const double c3 = 0x1.5555555555555p-1, c3lo = 0x1.5555555555555p-55;
    double t1 = s3 * c3;
    double t1lo = fma(s3, c3, -t1) + (s3lo * c3 + s3 * c3lo);
    double rest = s3 * z * p + 2.0 * z * slo;
    double h = 2.0 * s;
    double mh = h + t1;
    double ml = ((h - mh) + t1) + (2.0 * slo + t1lo + rest);
    *mhi = mh;
    *mlo = ml;
    *kout = k;
    double kd = (double)k;
    double a = kd * LN2_HI; /* exact */
    double sum = a + mh;
    double err = (dabs(a) >= dabs(mh)) ? (a - sum) + mh : (mh - sum) + a;
    double rlo = err + ml + kd * LN2_LO;
    double r = sum + rlo;
    *lo = (sum - r) + rlo;
    return r;
}

/* NaN, negative, zero and infinite arguments of the logarithms; 0 when x is ordinary. */
static int log_special(double x, double *out) {
    if (isnan_(x)) {
        *out = x + x;
        return 1;
    }
    if (x < 0.0) {
        *out = nan_();
        return 1;
    }
    if (x == 0.0) {
        *out = -inf();
        return 1;
    }
    if (isinf_(x)) {
        *out = x;
        return 1;
    }
    return 0;
}

double log(double x) {
    double r, lo, mh, ml;
    int k;
    if (log_special(x, &r))
        return r;
    return log_dd(x, &lo, &k, &mh, &ml);
}

/* k + (mh + ml) * c as a double, c = chi + clo. */
static double scaled_log(double kd, double mh, double ml, double chi, double clo) {
    double p = mh * chi;
    double plo = fma(mh, chi, -p) + (mh * clo + ml * chi);
    double s = kd + p;
    double err = (dabs(kd) >= dabs(p)) ? (kd - s) + p : (p - s) + kd;
    return s + (err + plo);
}

double log2(double x) {
    double r, lo, mh, ml;
    int k;
    if (log_special(x, &r))
        return r;
    log_dd(x, &lo, &k, &mh, &ml);
    return scaled_log((double)k, mh, ml, INV_LN2, INV_LN2_LO);
}

double log10(double x) {
    double r, lo, mh, ml;
    int k;
    if (log_special(x, &r))
        return r;
    log_dd(x, &lo, &k, &mh, &ml);
    /* k log10(2) + log(m) / ln 10 */
    double kh = (double)k * LOG10_2;
    double kl = fma((double)k, LOG10_2, -kh) + (double)k * LOG10_2_LO;
    double p = mh * INV_LN10;
    double plo = fma(mh, INV_LN10, -p) + (mh * INV_LN10_LO + ml * INV_LN10);
    double s = kh + p;
    double err = (dabs(kh) >= dabs(p)) ? (kh - s) + p : (p - s) + kh;
    return s + (err + plo + kl);
}

double log1p(double x) {
    if (isnan_(x))
        return x + x;
    if (x < -1.0)
        return nan_();
    if (x == -1.0)
        return -inf();
    if (isinf_(x))
        return x;
    if (dabs(x) < 0x1p-54)
        return x;
    double u = 1.0 + x;
    /* u = (1 + x) - c exactly, c the rounding error of the sum */
    double c = (u > 2.0) ? 1.0 - (u - x) : x - (u - 1.0);
    double lo, mh, ml;
    int k;
    double h = log_dd(u, &lo, &k, &mh, &ml);
    return h + (lo + c / u);
}

static int is_int(double y) { return floor(y) == y; }
static int is_odd_int(double y) {
    if (dabs(y) >= 0x1p53 || !is_int(y))
        return 0;
    double h = y * 0.5;
    return floor(h) != h;
}

double pow(double x, double y) {
    if (y == 0.0 || x == 1.0)
        return 1.0;
    if (isnan_(x) || isnan_(y))
        return x + y;
    if (isinf_(y)) {
        double ax = dabs(x);
        if (ax == 1.0)
            return 1.0;
        if ((ax > 1.0) == (y > 0.0))
            return inf();
        return 0.0;
    }
    double sign = 1.0;
    if (x < 0.0 || (x == 0.0 && (bits(x) >> 63))) {
        if (is_odd_int(y))
            sign = -1.0;
        else if (!is_int(y) && x != 0.0 && !isinf_(x))
            return nan_();
        x = -x;
    }
    if (x == 0.0)
        return y < 0.0 ? sign * inf() : sign * 0.0;
    if (isinf_(x))
        return y < 0.0 ? sign * 0.0 : sign * inf();
    double lo, mh, ml;
    int k;
    double l = log_dd(x, &lo, &k, &mh, &ml);
    double ph = y * l;
    double pl = fma(y, l, -ph) + y * lo;
    if (ph > 709.782712893384)
        return sign * inf();
    if (ph < -745.1332191019412)
        return sign * 0.0;
    return sign * exp_dd(ph, pl);
}

double cbrt(double x) {
    if (isnan_(x) || isinf_(x) || x == 0.0)
        return x + x;
    double ax = dabs(x);
    double y = exp_dd(log(ax) * (1.0 / 3.0), 0.0);
    /* one Newton step with the residual y^3 - ax in double-double */
    double y2 = y * y;
    double e2 = fma(y, y, -y2);
    double res = fma(y2, y, -ax) + e2 * y;
    y = y - res / (3.0 * y2);
    return copysign_(y, x);
}

double hypot(double x, double y) {
    if (isinf_(x) || isinf_(y))
        return inf();
    if (isnan_(x) || isnan_(y))
        return x + y;
    double a = dabs(x), b = dabs(y);
    if (a < b) {
        double t = a;
        a = b;
        b = t;
    }
    if (a == 0.0)
        return 0.0;
    /* scale a to [1, 2) by a power of two: no overflow or harmful underflow */
    int e = (int)((bits(a) >> 52) & 0x7ff) - 1023;
    if (e == -1023)
        e = -1022;
    double s = ldexp(1.0, -e);
    double as = a * s, bs = b * s;
    double h = __builtin_sqrt(fma(as, as, bs * bs));
    return ldexp(h, e);
}

static int ilogb_(double x) {
    u64 i = bits(x);
    int e = (int)((i >> 52) & 0x7ff);
    if (e == 0)
        return (int)((bits(x * 0x1p54) >> 52) & 0x7ff) - 1023 - 54;
    return e - 1023;
}

double fmod(double x, double y) {
    if (isnan_(x) || isnan_(y) || isinf_(x) || y == 0.0)
        return nan_();
    double ax = dabs(x), ay = dabs(y);
    if (ax < ay)
        return x;
    while (ax >= ay) {
        double t = ldexp(ay, ilogb_(ax) - ilogb_(ay));
        if (t > ax)
            t *= 0.5;
        ax -= t;
    }
    return copysign_(ax, x);
}

/* sin(x + y) and cos(x + y) for |x| <= pi/4 + a little, |y| <= ulp(x): Taylor. */
static double sin_kernel(double x, double y) {
    double z = x * x;
    double p = -1.0 / 355687428096000.0;
    p = fma(p, z, 1.0 / 1307674368000.0);
    p = fma(p, z, -1.0 / 6227020800.0);
    p = fma(p, z, 1.0 / 39916800.0);
    p = fma(p, z, -1.0 / 362880.0);
    p = fma(p, z, 1.0 / 5040.0);
    p = fma(p, z, -1.0 / 120.0);
    p = fma(p, z, 1.0 / 6.0);
    /* x - x^3 p + y (1 - z/2) */
    return x + (y * (1.0 - 0.5 * z) - x * z * p);
}
static double cos_kernel(double x, double y) {
    double z = x * x;
    double p = 1.0 / 6402373705728000.0;
    p = fma(p, z, -1.0 / 20922789888000.0);
    p = fma(p, z, 1.0 / 87178291200.0);
    p = fma(p, z, -1.0 / 479001600.0);
    p = fma(p, z, 1.0 / 3628800.0);
    p = fma(p, z, -1.0 / 40320.0);
    p = fma(p, z, 1.0 / 720.0);
    p = fma(p, z, -1.0 / 24.0);
    double hz = 0.5 * z;
    double w = 1.0 - hz;
    return w + (((1.0 - w) - hz) + (-z * z * p - x * y));
}

/* x = n pi/2 + y0 + y1 (fdlibm's medium reduction, three parts of pi/2). */
static int rem_pio2(double x, double *y0, double *y1) {
    const double pio2_1 = 1.57079632673412561417e+00, pio2_1t = 6.07710050650619224932e-11;
    const double pio2_2 = 6.07710050630396597660e-11, pio2_2t = 2.02226624879595063154e-21;
    const double pio2_3 = 2.02226624871116645580e-21, pio2_3t = 8.47842766036889956997e-32;
    double fn = (x * INV_PIO2 + TO_INT) - TO_INT;
    int n = (int)(long long)fn;
    double r = x - fn * pio2_1;
    double w = fn * pio2_1t;
    double t = r;
    w = fn * pio2_2;
    r = t - w;
    w = fn * pio2_2t - ((t - r) - w);
    t = r;
    w = fn * pio2_3;
    r = t - w;
    w = fn * pio2_3t - ((t - r) - w);
    *y0 = r - w;
    *y1 = (r - *y0) - w;
    return n;
}

double sin(double x) {
    if (isnan_(x) || isinf_(x))
        return x - x;
    if (dabs(x) < 0.7853981633974483)
        return sin_kernel(x, 0.0);
    double y0, y1;
    int n = rem_pio2(x, &y0, &y1);
    switch (n & 3) {
    case 0:
        return sin_kernel(y0, y1);
    case 1:
        return cos_kernel(y0, y1);
    case 2:
        return -sin_kernel(y0, y1);
    default:
        return -cos_kernel(y0, y1);
    }
}

double cos(double x) {
    if (isnan_(x) || isinf_(x))
        return x - x;
    if (dabs(x) < 0.7853981633974483)
        return cos_kernel(x, 0.0);
    double y0, y1;
    int n = rem_pio2(x, &y0, &y1);
    switch (n & 3) {
    case 0:
        return cos_kernel(y0, y1);
    case 1:
        return -sin_kernel(y0, y1);
    case 2:
        return -cos_kernel(y0, y1);
    default:
        return sin_kernel(y0, y1);
    }
}

double tan(double x) {
    if (isnan_(x) || isinf_(x))
        return x - x;
    double y0 = x, y1 = 0.0;
    int n = 0;
    if (dabs(x) >= 0.7853981633974483)
        n = rem_pio2(x, &y0, &y1);
    double s = sin_kernel(y0, y1), c = cos_kernel(y0, y1);
    return (n & 1) ? -c / s : s / c;
}

/* atan(t) for 0 <= t <= 1: atan(t) = k pi/8 + atan((t - c) / (1 + t c)), c = tan(k pi/8),
 * then the series to u^23 (|u| <= tan(pi/16)). */
static double atan_01(double t) {
    double bh = 0.0, bl = 0.0, u = t;
    if (t >= 0.6681786379192989) {
        bh = PIO4_HI;
        bl = PIO4_LO;
        u = (t - 1.0) / (1.0 + t);
    } else if (t >= 0.19891236737965800) {
        bh = PIO8_HI;
        bl = PIO8_LO;
        u = (t - TAN_PI8) / fma(t, TAN_PI8, 1.0);
    }
    double z = u * u;
    double p = 1.0 / 23.0;
    p = fma(p, z, -1.0 / 21.0);
    p = fma(p, z, 1.0 / 19.0);
    p = fma(p, z, -1.0 / 17.0);
    p = fma(p, z, 1.0 / 15.0);
    p = fma(p, z, -1.0 / 13.0);
    p = fma(p, z, 1.0 / 11.0);
    p = fma(p, z, -1.0 / 9.0);
    p = fma(p, z, 1.0 / 7.0);
    p = fma(p, z, -1.0 / 5.0);
    p = fma(p, z, 1.0 / 3.0);
    double a = u - u * z * p;
    return bh + (bl + a);
}

double atan(double x) {
    if (isnan_(x))
        return x + x;
    double ax = dabs(x);
    double r;
    if (ax <= 1.0)
        r = atan_01(ax);
    else
        r = PIO2_HI - (atan_01(1.0 / ax) - PIO2_LO);
    return copysign_(r, x);
}

double atan2(double y, double x) {
    if (isnan_(x) || isnan_(y))
        return x + y;
    double ax = dabs(x), ay = dabs(y);
    int xneg = (int)(bits(x) >> 63);
    double r;
    if (ay == 0.0 && ax == 0.0) {
        r = xneg ? PI_HI : 0.0;
    } else if (isinf_(ax) && isinf_(ay)) {
        r = xneg ? 3.0 * PIO4_HI : PIO4_HI;
    } else {
        double a;
        if (ay <= ax)
            a = atan_01(ay / ax);
        else
            a = PIO2_HI - (atan_01(ax / ay) - PIO2_LO);
        r = xneg ? PI_HI - (a - PI_LO) : a;
    }
    return copysign_(r, y);
}

double asin(double x) {
    if (isnan_(x))
        return x + x;
    double ax = dabs(x);
    if (ax > 1.0)
        return nan_();
    return atan2(x, __builtin_sqrt((1.0 - ax) * (1.0 + ax)));
}

double acos(double x) {
    if (isnan_(x))
        return x + x;
    double ax = dabs(x);
    if (ax > 1.0)
        return nan_();
    return atan2(__builtin_sqrt((1.0 - ax) * (1.0 + ax)), x);
}

double sinh(double x) {
    if (isnan_(x) || isinf_(x))
        return x + x;
    double ax = dabs(x), r;
    if (ax < 0x1p-28)
        return x;
    if (ax < 22.0) {
        double e = expm1(ax);
        r = 0.5 * (e + e / (e + 1.0));
    } else if (ax < 709.782712893384) {
        r = 0.5 * exp(ax);
    } else if (ax < 710.4758600739439) {
        double w = exp(0.5 * ax);
        r = (0.5 * w) * w;
    } else {
        r = inf();
    }
    return copysign_(r, x);
}

double cosh(double x) {
    if (isnan_(x))
        return x + x;
    double ax = dabs(x);
    if (ax < 0.34657359027997264) {
        double e = expm1(ax);
        return 1.0 + (e * e) / (2.0 * (1.0 + e));
    }
    if (ax < 22.0) {
        double t = exp(ax);
        return 0.5 * t + 0.5 / t;
    }
    if (ax < 709.782712893384)
        return 0.5 * exp(ax);
    if (ax < 710.4758600739439) {
        double w = exp(0.5 * ax);
        return (0.5 * w) * w;
    }
    return inf();
}

double tanh(double x) {
    if (isnan_(x))
        return x + x;
    double ax = dabs(x), r;
    if (ax > 22.0)
        r = 1.0;
    else if (ax >= 1.0)
        r = 1.0 - 2.0 / (expm1(2.0 * ax) + 2.0);
    else if (ax < 0x1p-55)
        return x;
    else {
        double t = expm1(-2.0 * ax);
        r = -t / (t + 2.0);
    }
    return copysign_(r, x);
}

double asinh(double x) {
    if (isnan_(x) || isinf_(x))
        return x + x;
    double ax = dabs(x), r;
    if (ax < 0x1p-28)
        return x;
    if (ax > 0x1p28)
        r = log(ax) + LN2_D;
    else if (ax > 2.0)
        r = log(2.0 * ax + 1.0 / (__builtin_sqrt(ax * ax + 1.0) + ax));
    else {
        double t = ax * ax;
        r = log1p(ax + t / (1.0 + __builtin_sqrt(1.0 + t)));
    }
    return copysign_(r, x);
}

double acosh(double x) {
    if (isnan_(x))
        return x + x;
    if (x < 1.0)
        return nan_();
    if (isinf_(x))
        return x;
    if (x > 0x1p28)
        return log(x) + LN2_D;
    if (x > 2.0)
        return log(2.0 * x - 1.0 / (x + __builtin_sqrt(x * x - 1.0)));
    double t = x - 1.0;
    return log1p(t + __builtin_sqrt(2.0 * t + t * t));
}

double atanh(double x) {
    if (isnan_(x))
        return x + x;
    double ax = dabs(x), r;
    if (ax > 1.0)
        return nan_();
    if (ax == 1.0)
        return copysign_(inf(), x);
    if (ax < 0x1p-28)
        return x;
    if (ax < 0.5) {
        double t = ax + ax;
        r = 0.5 * log1p(t + t * ax / (1.0 - ax));
    } else {
        r = 0.5 * log1p((ax + ax) / (1.0 - ax));
    }
    return copysign_(r, x);
}

/* float: evaluated in double, rounded once. */
float expf(float x) { return (float)exp((double)x); }
float exp2f(float x) { return (float)exp2((double)x); }
float exp10f(float x) { return (float)exp10((double)x); }
float expm1f(float x) { return (float)expm1((double)x); }
float logf(float x) { return (float)log((double)x); }
float log2f(float x) { return (float)log2((double)x); }
float log10f(float x) { return (float)log10((double)x); }
float log1pf(float x) { return (float)log1p((double)x); }
float powf(float x, float y) { return (float)pow((double)x, (double)y); }
float sinf(float x) { return (float)sin((double)x); }
float cosf(float x) { return (float)cos((double)x); }
float tanf(float x) { return (float)tan((double)x); }
float asinf(float x) { return (float)asin((double)x); }
float acosf(float x) { return (float)acos((double)x); }
float atanf(float x) { return (float)atan((double)x); }
float atan2f(float y, float x) { return (float)atan2((double)y, (double)x); }
float sinhf(float x) { return (float)sinh((double)x); }
float coshf(float x) { return (float)cosh((double)x); }
float tanhf(float x) { return (float)tanh((double)x); }
float asinhf(float x) { return (float)asinh((double)x); }
float acoshf(float x) { return (float)acosh((double)x); }
float atanhf(float x) { return (float)atanh((double)x); }
float cbrtf(float x) { return (float)cbrt((double)x); }
float hypotf(float x, float y) { return (float)hypot((double)x, (double)y); }
float fmodf(float x, float y) { return (float)fmod((double)x, (double)y); }
float ldexpf(float x, int n) { return (float)ldexp((double)x, n); }
