//! The environment a deployment runs its server with, as the user declares it (`[environment]`
//! in `toolsight.toml`, `--env`, `--env-file`): the values a program reads from its process
//! environment are then known, and a prediction that depends on them holds for that
//! environment only, which the prediction says.

use std::collections::BTreeMap;

/// Declared variables and command-line arguments, and whether they are all the process has.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Environment {
    pub vars: BTreeMap<String, String>,
    /// The arguments the server is started with after its script (`process.argv.slice(2)`),
    /// when declared.
    pub args: Option<Vec<String>>,
    /// Every variable not in `vars` is unset; otherwise an unlisted one stays unknown.
    pub complete: bool,
}

/// What the declaration says of one variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Declared<'a> {
    Set(&'a str),
    Unset,
    /// Not listed in a partial declaration.
    Unknown,
}

impl Environment {
    pub fn get(&self, key: &str) -> Declared<'_> {
        match self.vars.get(key) {
            Some(v) => Declared::Set(v),
            None if self.complete => Declared::Unset,
            None => Declared::Unknown,
        }
    }

    /// Whether anything is declared at all: an empty partial declaration says nothing.
    pub fn is_empty(&self) -> bool {
        self.vars.is_empty() && self.args.is_none() && !self.complete
    }

    /// The declared arguments; a complete declaration that lists none declares that there are
    /// none.
    pub fn args(&self) -> Option<&[String]> {
        match &self.args {
            Some(a) => Some(a),
            None if self.complete => Some(&[]),
            None => None,
        }
    }

    /// How predictions made with it are labelled, so an environment-specific prediction is
    /// never read as one for every deployment.
    pub fn label(&self) -> String {
        let args = match &self.args {
            Some(a) => format!(
                ", {} argument{}",
                a.len(),
                if a.len() == 1 { "" } else { "s" }
            ),
            None => String::new(),
        };
        format!(
            "predicted for the declared environment ({} variable{}{args}, {})",
            self.vars.len(),
            if self.vars.len() == 1 { "" } else { "s" },
            if self.complete { "complete" } else { "partial" }
        )
    }

    /// `other` over `self`: its variables win, and either being complete makes the result so.
    pub fn extended(&self, other: &Environment) -> Environment {
        let mut vars = self.vars.clone();
        vars.extend(other.vars.clone());
        Environment {
            vars,
            args: other.args.clone().or_else(|| self.args.clone()),
            complete: self.complete || other.complete,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unlisted_variable_is_unset_only_in_a_complete_declaration() {
        let mut e = Environment::default();
        e.vars.insert("A".into(), "1".into());
        assert_eq!(e.get("A"), Declared::Set("1"));
        assert_eq!(e.get("B"), Declared::Unknown);
        e.complete = true;
        assert_eq!(e.get("B"), Declared::Unset);
        assert_eq!(
            e.label(),
            "predicted for the declared environment (1 variable, complete)"
        );
    }

    #[test]
    fn a_complete_declaration_without_arguments_declares_none() {
        let mut e = Environment::default();
        assert_eq!(e.args(), None);
        e.complete = true;
        assert_eq!(e.args(), Some(&[][..]));
        e.args = Some(vec!["--read-only".into()]);
        assert_eq!(e.args(), Some(&["--read-only".to_string()][..]));
        assert_eq!(
            e.label(),
            "predicted for the declared environment (0 variables, 1 argument, complete)"
        );
    }
}
