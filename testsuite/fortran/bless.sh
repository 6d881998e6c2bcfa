#!/usr/bin/env bash
# Writes the expected stdout and exit status into the header of Fortran test programs, from
# gfortran's build, checked against flang-22's (testsuite/README.md "Fortran programs").
#
#   testsuite/fortran/bless.sh                      # every program under testsuite/fortran
#   testsuite/fortran/bless.sh arrays/ io/005_x.f90 # folders or files (relative to here or not)
#   testsuite/fortran/bless.sh --check              # write nothing; fail if an expectation is stale
#
# Each program is built five ways: gfortran -O0, gfortran -O2, flang-22 -O0, flang-22 -O2, and
# gfortran -O1 -fcheck=all (bounds, pointers, recursion and shapes checked at
# run time). All five must print the same stdout and exit with the same status, and the checked
# build must not report anything on stderr; otherwise the program is reported, not blessed: it
# depends on something the compilers are free to differ on (list-directed layout, processor-
# dependent rounding of output, uninitialised data) or is wrong. Fix the program, never the
# expectation. Expectations come from gfortran and flang, never from oxacc.
#
# `! expect-from: hand (why)`: neither gfortran 12 nor flang-22 builds the program (an OpenMP
# 5.0 feature both lack, or a runtime error whose message is oxacc's): its expectation was
# derived from the specification and is kept as written.
#
# `! expect-from: flang-22 (why)`: gfortran 12 gets the program wrong (why: the known gfortran
# bug), so the expectation comes from flang-22 -O0 and -O2 alone, which must agree; the line is
# refused once gfortran -O0 prints the same (then the program is blessed the usual way); a
# program gfortran does not build at all (an internal compiler error) counts as wrong there.
#
# `! expect-from: gfortran (why)`: flang-22 does not build the program (why: its "not yet
# implemented", e.g. OpenMP doacross loops), so the expectation comes from the three gfortran
# builds alone, which must agree; the line is refused once flang-22 -O0 builds the program and
# prints the same.
#
# Environment: GFORTRAN (default gfortran), FLANG (default flang-22), CC (default gcc, for the
# `link-with:` C helpers), JOBS (parallel programs, default the number of CPUs).
#
# `link-with-acc:` helpers are OpenACC C (a device library that oxacc compiles with
# -fopenacc): here gcc -fopenacc -foffload=disable builds them, so they run on the host device
# through libgomp, which every build then links. A Fortran `link-with-acc:` helper (a module
# in another file) is built by each build's own compiler before the program, where the program
# finds its module files.
set -u
here=$(cd "$(dirname "$0")" && pwd)
exec python3 - "$here" "$@" <<'PYTHON'
import os, subprocess, sys, tempfile, shutil, re
from concurrent.futures import ThreadPoolExecutor

here = sys.argv[1]
args = sys.argv[2:]
check = "--check" in args
paths = [a for a in args if a != "--check"]
GFORTRAN = os.environ.get("GFORTRAN", "gfortran")
FLANG = os.environ.get("FLANG", "flang-22")
CC = os.environ.get("CC", "gcc")
SOURCES = (".f90", ".F90", ".f", ".F", ".f95", ".f03", ".f08")

BUILDS = [
    ("gfortran -O0", [GFORTRAN, "-O0"]),
    ("gfortran -O2", [GFORTRAN, "-O2"]),
    ("flang-22 -O0", [FLANG, "-O0"]),
    ("flang-22 -O2", [FLANG, "-O2"]),
    ("gfortran -fcheck=all", [GFORTRAN, "-O1", "-g", "-fcheck=all,no-array-temps", "-fbacktrace"]),
]
CHECKED = "gfortran -fcheck=all"


def programs(roots):
    out = []
    for r in roots or [here]:
        p = r if os.path.isabs(r) else (r if os.path.exists(r) else os.path.join(here, r))
        if os.path.isdir(p):
            for d, dirs, files in os.walk(p):
                dirs[:] = sorted(x for x in dirs if x != "helpers")
                out += [os.path.join(d, f) for f in sorted(files) if f.endswith(SOURCES)]
        elif os.path.isfile(p):
            out.append(p)
        else:
            sys.exit(f"bless.sh: no such program or folder: {r}")
    return sorted(set(os.path.abspath(p) for p in out))


def split_header(text):
    """The leading block of lines that start with '!' (column 1), and the rest."""
    lines = text.split("\n")
    n = 0
    while n < len(lines) and lines[n].startswith("!"):
        n += 1
    return lines[:n], lines[n:]


class Bad(Exception):
    pass


FLANG_ONLY = re.compile(r"flang-22 \(.+\)$")
GFORTRAN_ONLY = re.compile(r"gfortran \(.+\)$")


def parse(header):
    extra, links = [], []  # links: (helper, is OpenACC C)
    flang_only, gfortran_only = [], []
    for line in header:
        body = line[1:].strip()
        m = re.match(r"(args|link-with-acc|link-with|expect-exit|expect-stdout|expect-[a-z-]+):\s*(.*)$", body)
        if line.startswith("! |") or line == "! |":
            continue
        if not m:
            continue
        key, value = m.group(1), m.group(2)
        if key == "args":
            extra += value.split()
        elif key == "link-with":
            links.append((value, False))
        elif key == "link-with-acc":
            links.append((value, True))
        elif key in ("expect-exit", "expect-stdout", "expect-stderr-contains"):
            pass
        elif key == "expect-from" and FLANG_ONLY.match(value):
            flang_only.append(value)
        elif key == "expect-from" and GFORTRAN_ONLY.match(value):
            gfortran_only.append(value)
        elif key == "expect-from" and re.match(r"hand( \(.*\))?$", value):
            pass
        else:
            raise Bad(f"unknown directive '{key}:'")
    return extra, links, bool(flang_only), bool(gfortran_only)


def build_and_run(src, extra, links, name, cmd):
    with tempfile.TemporaryDirectory(prefix="fbless-") as tmp:
        objs = []
        for i, (c, acc) in enumerate(links):
            cpath = os.path.join(os.path.dirname(src), c)
            obj = os.path.join(tmp, f"helper{i}.o")
            if c.endswith((".f90", ".F90", ".f", ".F")):
                # A Fortran helper (modules in other files) is built as the program is, first,
                # in the folder where the program finds its module files.
                r = subprocess.run(cmd + extra + ["-c", cpath, "-o", obj], cwd=tmp,
                                   capture_output=True, text=True)
                if r.returncode != 0:
                    raise Bad(f"{c}: {name} failed:\n{r.stderr[-3000:]}")
                objs.append(obj)
                continue
            flags = ["-fopenacc", "-foffload=disable"] if acc else []
            r = subprocess.run([CC, "-O2"] + flags + ["-c", cpath, "-o", obj],
                               capture_output=True, text=True)
            if r.returncode != 0:
                raise Bad(f"{c}: gcc failed:\n{r.stderr}")
            objs.append(obj)
        if any(acc and not c.endswith((".f90", ".F90", ".f", ".F")) for c, acc in links):
            # The library gcc's OpenACC code calls; by its path, as flang does not search gcc's.
            r = subprocess.run([CC, "-print-file-name=libgomp.so"], capture_output=True, text=True)
            objs.append(r.stdout.strip())
        exe = os.path.join(tmp, "prog")
        r = subprocess.run(cmd + extra + [src] + objs + ["-o", exe], cwd=tmp,
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise Bad(f"{name}: compile failed:\n{r.stderr[-3000:]}")
        try:
            r = subprocess.run([exe], cwd=tmp, stdin=subprocess.DEVNULL, capture_output=True,
                               timeout=20)
        except subprocess.TimeoutExpired:
            raise Bad(f"{name}: ran more than 20 s")
        return r.stdout.decode("utf-8", "replace"), r.returncode, r.stderr.decode("utf-8", "replace")


def bless(src):
    text = open(src).read()
    header, body = split_header(text)
    if not header:
        raise Bad("no '!' header (a description line, then expect-stdout:)")
    extra, links, flang_only, gfortran_only = parse(header)
    # `expect-from: hand (why)`: neither compiler builds it; the expectation is kept as written.
    if any(re.match(r"!\s*expect-from:\s*hand\b", l) for l in header):
        return text
    results = {}
    builds = [b for b in BUILDS if b[0].startswith("flang-22")] if flang_only else BUILDS
    if gfortran_only:
        builds = [b for b in BUILDS if not b[0].startswith("flang-22")]
    for name, cmd in builds:
        results[name] = build_and_run(src, extra, links, name, cmd)
    if gfortran_only:
        try:
            f = build_and_run(src, extra, links, "flang-22 -O0", BUILDS[2][1])
        except Bad:
            f = None
        if f is not None and f[:2] == results["gfortran -O0"][:2]:
            raise Bad("flang-22 -O0 prints what gfortran does: remove 'expect-from: gfortran'")
    ref = results["flang-22 -O0" if flang_only else "gfortran -O0"]
    if flang_only:
        try:
            g = build_and_run(src, extra, links, "gfortran -O0", BUILDS[0][1])
        except Bad:
            # gfortran does not build it (an internal compiler error): wrong too.
            g = None
        if g is not None and g[:2] == ref[:2]:
            raise Bad("gfortran -O0 prints what flang-22 does: remove 'expect-from: flang-22'")
    for name, (out, rc, err) in results.items():
        if (out, rc) != ref[:2]:
            diff = "\n".join(
                f"  {a!r}\n  {b!r}" for a, b in zip(ref[0].split("\n"), out.split("\n")) if a != b
            ) or f"  exit {ref[1]} vs {rc}"
            first = "flang-22 -O0" if flang_only else "gfortran -O0"
            raise Bad(f"{first} and {name} differ:\n{diff[:2000]}")
    # gfortran notes IEEE flags raised when a STOP runs; that is not a problem report.
    checked_err = "\n".join(
        l for l in results.get(CHECKED, ("", 0, ""))[2].split("\n")
        if l.strip() and not l.startswith("Note: The following floating-point exceptions")
        and not re.match(r"^(STOP|ERROR STOP)\b", l)
    )
    if CHECKED in results and checked_err.strip() and results[CHECKED][1] == 0:
        raise Bad(f"{CHECKED} reported:\n{checked_err[:2000]}")
    out, rc = ref[0], ref[1]
    if out and not out.endswith("\n"):
        raise Bad("stdout does not end with a newline")
    if not out:
        raise Bad("the program prints nothing")
    if rc < 0 or rc > 255:
        raise Bad(f"killed by signal {-rc}")
    kept = [l for l in header if not (l.startswith("! |") or re.match(r"!\s*expect-(exit|stdout):", l))]
    new = kept + [f"! expect-exit: {rc}", "! expect-stdout:"]
    new += [("! | " + l) if l else "! |" for l in out[:-1].split("\n")]
    return "\n".join(new + body)


def one(src):
    rel = os.path.relpath(src, here)
    try:
        new = bless(src)
    except Bad as e:
        return rel, "FAIL", str(e)
    old = open(src).read()
    if new == old:
        return rel, "ok", ""
    if check:
        return rel, "STALE", "expectation differs from the compilers' output"
    with open(src, "w") as f:
        f.write(new)
    return rel, "blessed", ""


files = programs(paths)
jobs = int(os.environ.get("JOBS", os.cpu_count() or 1))
bad = 0
with ThreadPoolExecutor(max_workers=jobs) as pool:
    for rel, status, why in pool.map(one, files):
        if status in ("FAIL", "STALE"):
            bad += 1
            print(f"{status} {rel}\n" + "\n".join("    " + l for l in why.split("\n")))
        elif status == "blessed" or os.environ.get("VERBOSE"):
            print(f"{status} {rel}")
print(f"{len(files)} programs, {bad} not blessed" if not check else f"{len(files)} programs, {bad} stale or failing")
sys.exit(1 if bad else 0)
PYTHON
