//! The JSON Schema each string format check turns into, per library version. The table is read
//! from the real libraries by `tests/oracle/tables/formats.mjs` (CI fails when it is stale), so
//! no library regex is retyped here.

use std::sync::OnceLock;

use serde_json::{Map, Value as Json};

const TABLE: &str = include_str!("formats.json");

fn table() -> &'static Map<String, Json> {
    static T: OnceLock<Map<String, Json>> = OnceLock::new();
    T.get_or_init(|| match serde_json::from_str(TABLE) {
        Ok(Json::Object(m)) => m,
        _ => Map::new(),
    })
}

/// Which table to read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatLibrary {
    Zod46,
    Zod44,
    Zod43,
    Zod40,
    ZodToJsonSchema,
}

impl FormatLibrary {
    fn key(self) -> &'static str {
        match self {
            FormatLibrary::Zod46 => "zod-4.6.7",
            FormatLibrary::Zod44 => "zod-4.4.3",
            FormatLibrary::Zod43 => "zod-4.3.6",
            FormatLibrary::Zod40 => "zod-4.0.0",
            FormatLibrary::ZodToJsonSchema => "zod-to-json-schema-3.25.2",
        }
    }
}

/// The schema `z.string().<method>(options)` alone converts to (without `$schema`), if the
/// library has that method and the table holds that combination of options.
pub fn format_schema(
    lib: FormatLibrary,
    method: &str,
    options: Option<&Json>,
) -> Option<&'static Map<String, Json>> {
    let key = match options {
        None => method.to_string(),
        Some(o) => format!("{method}{}", serde_json::to_string(o).ok()?),
    };
    table()
        .get(lib.key())?
        .get(&key)?
        .as_object()
        .filter(|m| !m.contains_key("error"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_every_library_and_the_common_formats() {
        for lib in [
            FormatLibrary::Zod46,
            FormatLibrary::Zod44,
            FormatLibrary::Zod43,
            FormatLibrary::Zod40,
            FormatLibrary::ZodToJsonSchema,
        ] {
            let email = format_schema(lib, "email", None).expect("email is in every library");
            assert_eq!(email["format"], "email");
        }
        assert!(format_schema(FormatLibrary::Zod46, "email", None)
            .unwrap()
            .contains_key("pattern"));
        assert!(
            !format_schema(FormatLibrary::ZodToJsonSchema, "email", None)
                .unwrap()
                .contains_key("pattern")
        );
        let offset = serde_json::json!({"offset": true});
        assert_ne!(
            format_schema(FormatLibrary::Zod46, "datetime", Some(&offset)).unwrap()["pattern"],
            format_schema(FormatLibrary::Zod46, "datetime", None).unwrap()["pattern"]
        );
    }
}
