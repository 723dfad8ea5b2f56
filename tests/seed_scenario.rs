//! The scenario of the descriptions-thrown-away write-up, end to end on
//! `examples/seed-converter-server`: a many-module server whose hand-written converter unwraps
//! wrappers without their description, has no branch for records, unions and literals, and emits
//! no bounds or defaults. `check` reports the gaps at the converter, each dropped description,
//! each `{}` field and the lost bounds; `--fix` leaves no `description-dropped`. (That the fixed
//! files really put every moved description on the wire, through the example's own converter, is
//! proven against the real packages by `tests/oracle/fixproof.mjs` in CI.)

use std::path::{Path, PathBuf};

use toolsight::predict::predict_file;
use toolsight::rules::{self, Applicability, Diagnostic};
use toolsight::workspace::Workspace;

fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/seed-converter-server")
}

fn check(dir: &Path) -> (Workspace, Vec<Diagnostic>) {
    let ws = Workspace::new();
    let (files, errors) = toolsight::walk::source_files(&[dir.to_path_buf()]);
    assert!(errors.is_empty(), "{errors:?}");
    let mut servers = Vec::new();
    for f in files {
        servers.extend(predict_file(&ws, &f, None).unwrap());
    }
    let diags = rules::check(&ws, &servers);
    (ws, diags)
}

fn of<'a>(diags: &'a [Diagnostic], rule: &str) -> Vec<&'a Diagnostic> {
    diags.iter().filter(|d| d.rule == rule).collect()
}

#[test]
fn check_reports_the_converter_gaps_each_lost_description_each_empty_field_and_the_bounds() {
    let (ws, diags) = check(&example());
    let file_of = |d: &Diagnostic| {
        ws.file(d.span.file)
            .path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned()
    };

    let gaps = of(&diags, "handwritten-converter-gap");
    assert_eq!(gaps.len(), 3, "{gaps:#?}");
    assert!(gaps.iter().all(|d| file_of(d) == "zod-to-json.ts"));
    assert!(
        gaps.iter()
            .any(|d| d.message.contains(".optional()")
                && d.message.contains("of 11 described fields")),
        "{gaps:#?}"
    );
    assert!(gaps
        .iter()
        .any(|d| d.message.contains("literal, record, union")));

    let dropped = of(&diags, "description-dropped");
    let texts: Vec<&str> = dropped
        .iter()
        .map(|d| d.message.split('"').nth(1).unwrap())
        .collect();
    assert_eq!(
        texts,
        [
            "YYYY-MM-DD; the default is 30 days ago",
            "YYYY-MM-DD; the default is today",
            "default 100, max 1000",
            "Only accounts in this currency"
        ]
    );
    assert!(dropped.iter().all(|d| d
        .fix
        .as_ref()
        .is_some_and(|f| f.applicability == Applicability::Safe)));

    let empty: Vec<&str> = of(&diags, "unrepresentable-type")
        .iter()
        .map(|d| d.message.split('`').nth(1).unwrap())
        .collect();
    assert_eq!(empty, ["details", "source_id", "confirm"]);

    let unbounded: Vec<&str> = of(&diags, "missing-bounds")
        .iter()
        .map(|d| d.message.split('`').nth(1).unwrap())
        .collect();
    for field in ["limit", "days"] {
        assert!(
            unbounded.contains(&field),
            "{field} wrote bounds the converter drops: {unbounded:?}"
        );
    }
}

#[test]
fn fix_leaves_no_dropped_description_and_keeps_the_sources_parsing() {
    let dir = std::env::temp_dir().join(format!("toolsight-seed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&example(), &dir);
    let (ws, diags) = check(&dir);
    let (changed, fixed) = toolsight::report::apply_fixes(&ws, &diags, false);
    assert_eq!(fixed, 4);
    for (path, text) in &changed {
        assert!(
            !toolsight::syntax::parse(text, toolsight::syntax::Lang::TypeScript)
                .root_node()
                .has_error(),
            "{}",
            path.display()
        );
        std::fs::write(path, text).unwrap();
    }
    let (_, after) = check(&dir);
    assert!(
        of(&after, "description-dropped").is_empty(),
        "{:#?}",
        of(&after, "description-dropped")
    );
    // the {} fields and the converter's gaps are not something reordering can fix
    assert_eq!(of(&after, "unrepresentable-type").len(), 3);
    std::fs::remove_dir_all(&dir).unwrap();
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}
