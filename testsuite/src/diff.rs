//! A line diff of expected and actual output, for failure reports. Outputs are small (a few
//! hundred lines), so a quadratic longest-common-subsequence table is fine.

/// What differs between a run and its expectation, for a failure report: the exit status
/// (or why there is none), then the stdout as a [`line_diff`].
pub fn mismatch(
    expect: &crate::spec::Expectation,
    exit: &Result<i32, String>,
    stdout: &str,
) -> String {
    let mut msg = String::new();
    match exit {
        Ok(code) if *code == expect.exit => {}
        Ok(code) => msg.push_str(&format!(
            "exit status: expected {}, got {code}\n",
            expect.exit
        )),
        Err(why) => msg.push_str(&format!(
            "exit status: expected {}, but {why}\n",
            expect.exit
        )),
    }
    if stdout != expect.stdout {
        msg.push_str("stdout (- expected, + actual):\n");
        msg.push_str(&line_diff(&expect.stdout, stdout, 60));
    }
    msg
}

/// A unified-style listing: ` ` for common lines, `-` for expected only, `+` for actual only.
/// Beyond `limit` lines the listing is cut.
pub fn line_diff(expected: &str, actual: &str, limit: usize) -> String {
    let a: Vec<&str> = expected.lines().collect();
    let b: Vec<&str> = actual.lines().collect();
    // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
    let mut lcs = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            out.push(format!("  {}", a[i]));
            i += 1;
            j += 1;
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            out.push(format!("- {}", a[i]));
            i += 1;
        } else {
            out.push(format!("+ {}", b[j]));
            j += 1;
        }
    }
    let total = out.len();
    let mut s: String = out.into_iter().take(limit).map(|l| l + "\n").collect();
    if total > limit {
        s.push_str(&format!("  ... ({} more lines)\n", total - limit));
    }
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn marks_changed_lines() {
        let d = super::line_diff("a\nb\nc\n", "a\nx\nc\n", 100);
        assert_eq!(d, "  a\n- b\n+ x\n  c\n");
        assert_eq!(super::line_diff("a\n", "", 10), "- a\n");
        assert_eq!(super::line_diff("", "b\n", 10), "+ b\n");
    }
}
