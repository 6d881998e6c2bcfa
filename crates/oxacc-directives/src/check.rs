//! Directive-local rules.
use crate::ast::Directive;
use crate::token::DirToken;
use crate::{DirError, Lang};

pub fn check(directive: &Directive, tokens: &[DirToken], lang: Lang) -> Vec<DirError> {
    let _ = (directive, tokens, lang);
    Vec::new()
}
