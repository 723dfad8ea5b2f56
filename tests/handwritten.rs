//! A hand-written converter is profiled by running it on probe schemas: the seed-000 style
//! converter shows every gap the write-up found, and its fixed version shows none of the
//! description losses.

use std::path::Path;

use toolsight::predict::predict_file;
use toolsight::targets::detect;
use toolsight::workspace::Workspace;

fn profile_of(case: &str) -> toolsight::targets::handwritten::ConverterProfile {
    let oracle = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/oracle");
    let installed = detect::detect_in(&oracle.join("sdk1-zod3"));
    let ws = Workspace::new();
    let entry = oracle
        .join("cases/handwritten")
        .join(case)
        .join("server.ts");
    let servers = predict_file(&ws, &entry, Some(&installed)).unwrap();
    let c = &servers[0].converters[0];
    assert_eq!(c.name, "convert");
    assert!(ws.file(c.span.file).path.ends_with("zod-to-json.ts"));
    c.profile.clone()
}

#[test]
fn the_seed_converter_drops_wrapper_descriptions_bounds_defaults_records_and_unions() {
    let p = profile_of("seed-schema");
    assert_eq!(
        p.drops_description_on,
        ["optional", "nullable", "default", "refine", "transform"]
    );
    for kind in ["record", "union"] {
        assert!(
            p.no_branch.contains(&kind),
            "{kind} should come out as {{}}: {p:?}"
        );
    }
    assert!(p.keeps_leaf_description && p.emits_enum && p.emits_const);
    assert!(
        !p.emits_string_bounds
            && !p.emits_number_bounds
            && !p.emits_array_bounds
            && !p.emits_default
    );
    assert!(p.failed_probes.is_empty(), "{:?}", p.failed_probes);
}

#[test]
fn the_fixed_converter_keeps_descriptions_on_every_wrapper() {
    let p = profile_of("seed-schema-fixed");
    assert!(p.drops_description_on.is_empty(), "{p:?}");
    assert!(p.keeps_leaf_description);
}

/// A helper run on a converter's output (`pick(zodToJsonSchema(s, { name }), name)`) is run by
/// the interpreter on what the converter emits; the oracle case proves the wire, this proves
/// that a description the helper strips is reported where it is written.
#[test]
fn a_helper_run_on_the_converters_output_reports_the_descriptions_it_strips() {
    let oracle = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/oracle");
    let installed = detect::detect_in(&oracle.join("sdk1-zod3"));
    let ws = Workspace::new();
    let entry = oracle.join("cases/lowlevel/zjs-pick-root.ts");
    let servers = predict_file(&ws, &entry, Some(&installed)).unwrap();
    let tools = &servers[0].tools;
    let names: Vec<&str> = tools
        .iter()
        .map(|t| t.wire["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["search", "get", "wrong_name", "stripped"]);
    for t in tools {
        assert!(t.meta.exact, "{:?}", t.meta.unknown);
    }
    assert!(
        tools[0].meta.losses.is_empty(),
        "{:?}",
        tools[0].meta.losses
    );
    let losses = &tools[3].meta.losses;
    assert_eq!(losses.len(), 1, "{losses:?}");
    assert_eq!(losses[0].what, "description \"Search text\"");
    assert!(losses[0].reason.contains("`withoutDescriptions`"));
    let f = ws.file(losses[0].span.file);
    assert_eq!(
        &f.text[losses[0].span.start as usize..losses[0].span.end as usize],
        "\"Search text\""
    );
}
