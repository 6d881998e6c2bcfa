//! Lexer throughput: `cargo run --release -p oxacc-cpp --example lexbench -- FILES…`

fn main() {
    let texts: Vec<String> = std::env::args()
        .skip(1)
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect();
    let bytes: usize = texts.iter().map(String::len).sum();
    let start = std::time::Instant::now();
    let mut tokens = 0;
    for _ in 0..10 {
        for t in &texts {
            tokens += oxacc_cpp::lex::lex_text(oxacc_source::FileId(0), t).0.len();
        }
    }
    let secs = start.elapsed().as_secs_f64() / 10.0;
    println!(
        "{} MB, {} tokens: {:.1} ms, {:.0} MB/s",
        bytes / 1_000_000,
        tokens / 10,
        secs * 1e3,
        bytes as f64 / secs / 1e6
    );
}
