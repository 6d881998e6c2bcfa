//! Lowering of OpenMP device constructs to OIR's front-end form (docs/openmp.md "Device
//! constructs"): what a construct becomes, checked on the printed OIR (verified first).

mod common;

fn lower_omp(src: &str) -> Option<String> {
    if !common::directive_grammar_available() {
        eprintln!("skipped: the directive grammar is not in this build");
        return None;
    }
    let mut sm = oxacc_source::SourceMap::new();
    let main = sm.add_file("t.c", src);
    let cap = common::Capture::default();
    let opts = oxacc_source::DiagnosticOptions::default();
    let mut diags = oxacc_source::DiagnosticsEngine::with_sink(opts, Box::new(cap.clone()), false);
    let pp_opts = oxacc_cpp::PreprocessOptions {
        openmp: true,
        ..Default::default()
    };
    let pp = oxacc_cpp::preprocess(&mut sm, &mut diags, main, &pp_opts);
    let c_opts = oxacc_c::Options {
        openmp: true,
        ..Default::default()
    };
    let unit = oxacc_c::parse_and_check_with(&pp.tokens, &sm, &mut diags, &c_opts);
    let m = oxacc_c::lower::lower(&unit, &sm, &mut diags);
    assert_eq!(
        diags.error_count(),
        0,
        "{}",
        String::from_utf8_lossy(&cap.0.lock().unwrap())
    );
    if let Err(e) = oxacc_oir::verify_module(&m) {
        panic!("{e}\n{}", oxacc_oir::print_module(&m));
    }
    Some(oxacc_oir::print_module(&m))
}

/// The lines of `text` that start (after indentation) with `prefix`.
fn lines_with<'t>(text: &'t str, prefix: &str) -> Vec<&'t str> {
    text.lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with(prefix))
        .collect()
}

const MINLOC: &str = r#"typedef struct { double v; long i; } minloc;
#pragma omp declare reduction(argmin : minloc : \
    omp_out = omp_in.v < omp_out.v ? omp_in : omp_out) initializer(omp_priv = (minloc){1e300, -1})
minloc find(const double *a, long n) {
  minloc m = {1e300, -1};
  long k = 0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(argmin: m) reduction(+: k)
  for (long i = 0; i < n; i++) {
    k++;
    if (a[i] < m.v) { m.v = a[i]; m.i = i; }
  }
  return m;
}
"#;

/// A user-defined reduction on a combined target loop (4.5 §2.16; oxacc_offload::
/// omp_target_udr): the league runs the loop, each of 1024 slots with a private copy (a
/// `gang vector` loop whose private list has it, beside the built-in reduction), the copies
/// go to a buffer copied out, and a `serial` construct combines the buffer into the variable
/// mapped with OpenMP's reference count. (It was one `serial loop`, one thread for the whole
/// loop.)
#[test]
fn user_defined_reduction_on_a_target_loop_runs_on_the_league() {
    let Some(text) = lower_omp(MINLOC) else {
        return;
    };
    let computes = lines_with(&text, "acc.compute");
    assert_eq!(computes.len(), 2, "{text}");
    assert!(computes[0].starts_with("acc.compute parallel"), "{text}");
    assert!(computes[0].contains("copyout("), "{text}");
    assert!(computes[0].contains("[1024 x "), "{text}");
    assert!(computes[1].starts_with("acc.compute serial"), "{text}");
    assert!(computes[1].contains("copyin("), "{text}");
    assert!(
        computes[1].contains("copy(") && computes[1].contains("omp_refcount"),
        "{text}"
    );
    let loops = lines_with(&text, "acc.loop");
    assert_eq!(loops.len(), 2, "{text}");
    let slots = loops[0];
    assert!(slots.contains("gang") && slots.contains("vector"), "{text}");
    assert!(slots.contains("reduction(add"), "{text}");
    assert!(
        slots.contains("private(") && slots.contains("\"m\""),
        "{text}"
    );
    assert!(loops[1].contains("seq"), "{text}");
}
