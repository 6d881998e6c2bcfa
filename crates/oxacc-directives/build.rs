//! Generates the directive parser from `src/grammar.lalrpop`.
fn main() {
    lalrpop::process_src().expect("the directive grammar must build");
}
