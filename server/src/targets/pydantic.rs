//! pydantic 2's JSON Schema generation for a function's parameters, in validation mode, as the
//! MCP Python SDK 1.x asks for it (`model_json_schema(by_alias=True)` of the arguments model it
//! builds from the signature). The front end reads Python types into [`PyType`]; this module
//! knows what pydantic makes of them, and nothing of Python syntax.

use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{json, Map, Value as Json};

/// A parameter's type as written, after aliases and `typing` spellings are resolved.
#[derive(Debug, Clone, PartialEq)]
pub enum PyType {
    Str,
    Int,
    Float,
    Bool,
    Bytes,
    None,
    Any,
    List(Box<PyType>),
    /// `set` and `frozenset`.
    Set(Box<PyType>),
    Dict(Box<PyType>, Box<PyType>),
    /// `tuple[a, b]` (fixed positions).
    Tuple(Vec<PyType>),
    /// `Union[...]`, `X | Y`, `Optional[X]` (with `None` among the members).
    Union(Vec<PyType>),
    Literal(Vec<Json>),
    /// `Annotated[T, ...]` metadata folded into a field: what pydantic reads from it.
    Annotated(Box<PyType>, Box<FieldInfo>),
    /// A type whose schema does not depend on anything (`datetime`, `UUID`, `Path`, …).
    Fixed(Map<String, Json>),
    /// An `Enum` class of the project, which pydantic puts in `$defs`.
    Enum(Rc<EnumDef>),
    /// A class of the project pydantic reads as fields (a `BaseModel`, dataclass, `TypedDict`
    /// or `NamedTuple`), by its key in [`Models`], also in `$defs`.
    Model(String),
    /// A class pydantic makes no schema of (`bytearray`), by its `repr`.
    NoSchema(String),
    /// Something toolsight does not model, with the reason.
    Unknown(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct EnumDef {
    pub name: String,
    pub values: Vec<Json>,
    /// The class docstring.
    pub description: Option<String>,
}

/// What the schema depends on beyond the types: the versions it is generated under.
#[derive(Debug, Clone, Default)]
pub struct Env {
    /// The Python version as (major, minor), when known.
    pub python: Option<(u32, u32)>,
    /// pydantic's version as `major.minor` (found or assumed), which its error messages link
    /// to.
    pub pydantic: String,
    /// mcp 2 validates a returned `TypedDict` as itself (its docstring, `Annotated` metadata and
    /// totality as pydantic reads them); mcp 1 builds a plain model of its type hints.
    pub typed_dict_return_itself: bool,
    /// Whether the arguments model allows arbitrary types (the SDK's does, so pydantic fails
    /// only when it makes the JSON Schema of one; fastmcp's does not); `None` when what the
    /// framework raises for them is not known.
    pub arbitrary_types: Option<bool>,
}

impl Env {
    /// Whether pydantic is a release before `major.minor` (an unreadable version is not).
    pub fn before(&self, major: u32, minor: u32) -> bool {
        let mut parts = self.pydantic.split('.').map(|p| p.parse::<u32>().ok());
        match (parts.next().flatten(), parts.next().flatten()) {
            (Some(a), Some(b)) => (a, b) < (major, minor),
            _ => false,
        }
    }
}

/// What a schema generation collects besides the schema: the reasons it is not exact, the
/// `$defs` it refers to, and the error pydantic raises instead of a schema.
struct Gen<'m> {
    unknown: Vec<(String, String)>,
    defs: Map<String, Json>,
    models: &'m Models,
    env: &'m Env,
    /// The definitions a `$ref` points at.
    referenced: Vec<String>,
    /// Which class each definition name stands for: two classes of one name are told apart by
    /// their modules, which is not modelled.
    owners: HashMap<String, String>,
    error: Option<String>,
    /// An output schema, made in pydantic's serialization mode.
    serialization: bool,
}

impl<'m> Gen<'m> {
    fn new(models: &'m Models, env: &'m Env) -> Self {
        Gen {
            unknown: Vec::new(),
            defs: Map::new(),
            models,
            env,
            referenced: Vec::new(),
            owners: HashMap::new(),
            error: None,
            serialization: false,
        }
    }
}

/// What `Field(...)` (or an annotated_types constraint) says about a field.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FieldInfo {
    pub description: Option<String>,
    pub title: Option<String>,
    /// The default's JSON, when there is one; `Err` when it cannot be evaluated.
    pub default: Option<Result<Json, String>>,
    /// The field may be left out though no default is shown (`default_factory`, a `TypedDict`
    /// key that is not required).
    pub optional: bool,
    /// `alias=` and `validation_alias=`: the name the field has in a validation schema is the
    /// latter, else the former.
    pub alias: Option<String>,
    pub validation_alias: Option<String>,
    /// `serialization_alias=`: the name in a serialization schema only.
    pub serialization_alias: bool,
    /// The alias the class's `alias_generator` gives, which one written wins over.
    pub generated_alias: Option<String>,
    /// The docstring written below the field, which describes it when the class says so.
    pub attribute_doc: Option<String>,
    /// `ge`, `gt`, `le`, `lt`, `multiple_of`, `min_length`, `max_length`, `pattern`, as
    /// written.
    pub constraints: Vec<(String, Json)>,
    /// What the model does not cover: `Field` keywords by name, other metadata as written.
    pub unmodelled: Vec<String>,
    /// `Field(json_schema_extra={...})`: merged into the field's schema last.
    pub json_schema_extra: Option<Map<String, Json>>,
    /// `Field(examples=[...])`, as written.
    pub examples: Option<Json>,
    /// `Field(deprecated=...)` other than false or `None`.
    pub deprecated: bool,
    /// A plain string in `Annotated` (`Err` when it cannot be evaluated): pydantic and the SDK
    /// ignore it, fastmcp describes the parameter with it.
    pub annotated_text: Option<Result<String, String>>,
}

/// One parameter of the function.
#[derive(Debug, Clone)]
pub struct Param {
    pub name: String,
    /// `None` for an unannotated parameter.
    pub ty: Option<PyType>,
    pub field: FieldInfo,
}

/// The project's classes read as fields, by a key unique in the run, which fields refer to with
/// [`PyType::Model`].
pub type Models = HashMap<String, ModelDef>;

/// What kind of class pydantic reads the fields of.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum ClassKind {
    #[default]
    BaseModel,
    /// A stdlib or pydantic dataclass.
    Dataclass,
    /// `typing_extensions.TypedDict`, or `typing.TypedDict` (`typing: true`), which pydantic
    /// refuses before Python 3.12.
    TypedDict {
        typing: bool,
    },
    NamedTuple,
}

/// What `model_config` says that changes the schema.
#[derive(Debug, Clone, Default)]
pub struct ModelConfig {
    pub title: Option<String>,
    /// `extra="forbid"` (false) or `"allow"` (true): the schema's `additionalProperties`.
    pub additional: Option<bool>,
    /// `json_schema_extra` as a dict: merged into the class's schema.
    pub extra: Option<Map<String, Json>>,
    /// `alias_generator`: the alias of each field not given one.
    pub alias_generator: Option<fn(&str) -> String>,
    /// `use_attribute_docstrings`: a field's attribute docstring describes it.
    pub attribute_docstrings: Option<bool>,
}

/// A class read as fields: its fields in order, and what of it the model does not cover.
#[derive(Debug, Clone, Default)]
pub struct ModelDef {
    /// The class name: the definition's name and its default title.
    pub name: String,
    pub kind: ClassKind,
    /// The class docstring, cleaned as pydantic cleans it.
    pub description: Option<String>,
    pub fields: Vec<Param>,
    pub config: ModelConfig,
    /// Parts of the class that may change its schema and are not modelled.
    pub unmodelled: Vec<String>,
    /// Parts that change only the model the SDK makes of the class as a return type.
    pub unmodelled_output: Vec<String>,
    /// A `pydantic.dataclasses.dataclass`, whose docstring every 2.x release reads (a stdlib
    /// dataclass's only from 2.12 on).
    pub pydantic_dataclass: bool,
}

/// The arguments model's JSON Schema, with the reasons it is not exact (empty when it is), or
/// the error pydantic raises while building it.
pub fn arguments_schema(
    function: &str,
    params: &[Param],
    models: &Models,
    env: &Env,
) -> Result<(Json, Vec<(String, String)>), String> {
    model_schema(&format!("{function}Arguments"), params, models, env)
}

/// The JSON Schema of a model made of `params` and titled `title` (`create_model(title, ...)`),
/// with the reasons it is not exact, or the error pydantic raises while building it.
pub fn model_schema(
    title: &str,
    params: &[Param],
    models: &Models,
    env: &Env,
) -> Result<(Json, Vec<(String, String)>), String> {
    let mut g = Gen::new(models, env);
    let mut root = object_schema(title, params, "", &mut g);
    if let Some(e) = g.error {
        return Err(e);
    }
    if !g.defs.is_empty() {
        let mut defs: Vec<(String, Json)> = std::mem::take(&mut g.defs).into_iter().collect();
        defs.sort_by(|a, b| a.0.cmp(&b.0));
        root.insert("$defs".into(), Json::Object(defs.into_iter().collect()));
    }
    Ok((Json::Object(sorted(root)), g.unknown))
}

/// A model's schema: its fields as properties, those without a default required.
fn object_schema(title: &str, params: &[Param], at: &str, g: &mut Gen) -> Map<String, Json> {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for p in params {
        let mut field = p.field.clone();
        let folded = p.ty.as_ref().map(|ty| fold_annotated(ty, &mut field));
        // the validation schema names a field by its alias
        let key = field
            .validation_alias
            .clone()
            .or(field.alias.clone())
            .or(field.generated_alias.clone())
            .unwrap_or_else(|| p.name.clone());
        let pointer = format!("{at}/properties/{}", crate::targets::pointer_segment(&key));
        let mut schema = match folded {
            // the SDK gives an unannotated parameter a schema of its own, titled as written
            None => {
                let mut m = Map::new();
                m.insert("title".into(), json!(p.name));
                m.insert("type".into(), json!("string"));
                m
            }
            Some((ty, inner)) => {
                let mut m = type_schema(&ty, &pointer, g);
                constrain(&mut m, &ty, &inner.constraints, &pointer, &mut g.unknown);
                // pydantic titles no field whose schema is a reference to a definition
                if field.title.is_some() || !is_reference(&ty) {
                    m.insert(
                        "title".into(),
                        json!(field.title.clone().unwrap_or_else(|| title_case(&key))),
                    );
                }
                m
            }
        };
        for k in &field.unmodelled {
            let what = if k.starts_with('`') || k.contains(' ') {
                k.clone()
            } else {
                format!("`Field({k}=...)`")
            };
            g.unknown
                .push((pointer.clone(), format!("{what} is not modelled")));
        }
        if let Some(d) = &field.description {
            schema.insert("description".into(), json!(d));
        }
        if let Some(e) = &field.examples {
            schema.insert("examples".into(), e.clone());
        }
        if field.deprecated {
            schema.insert("deprecated".into(), json!(true));
        }
        match &field.default {
            Some(Ok(d)) => {
                schema.insert("default".into(), d.clone());
            }
            Some(Err(why)) => {
                g.unknown.push((format!("{pointer}/default"), why.clone()));
            }
            None if field.optional => {}
            None => required.push(json!(key)),
        }
        for (k, v) in field.json_schema_extra.iter().flatten() {
            schema.insert(k.clone(), v.clone());
        }
        properties.insert(key, Json::Object(sorted(schema)));
    }
    let mut root = Map::new();
    root.insert("properties".into(), Json::Object(properties));
    if !required.is_empty() {
        root.insert("required".into(), Json::Array(required));
    }
    root.insert("title".into(), json!(title));
    root.insert("type".into(), json!("object"));
    root
}

/// A class's own schema: its fields, with what its docstring and `model_config` add.
fn class_schema(model: &ModelDef, at: &str, g: &mut Gen) -> Map<String, Json> {
    for u in &model.unmodelled {
        g.unknown.push((at.into(), format!("{u} is not modelled")));
    }
    if model.kind == ClassKind::NamedTuple {
        return named_tuple_schema(model, at, g);
    }
    let title = model.config.title.as_deref().unwrap_or(&model.name);
    let mut schema = object_schema(title, &model.fields, at, g);
    // a dataclass's docstring became its description in 2.12
    let described =
        model.kind != ClassKind::Dataclass || model.pydantic_dataclass || !g.env.before(2, 12);
    if let Some(d) = model.description.as_ref().filter(|_| described) {
        schema.insert("description".into(), json!(d));
    }
    if let Some(a) = model.config.additional {
        schema.insert("additionalProperties".into(), json!(a));
    }
    for (k, v) in model.config.extra.iter().flatten() {
        schema.insert(k.clone(), sort_recursive(v, k));
    }
    schema
}

/// A `NamedTuple` validates from an array: its fields by position, those with a default
/// optional at the end; pydantic titles only the items.
fn named_tuple_schema(model: &ModelDef, at: &str, g: &mut Gen) -> Map<String, Json> {
    let as_fields = object_schema(&model.name, &model.fields, at, g);
    let items: Vec<Json> = match as_fields.get("properties") {
        Some(Json::Object(p)) => p.values().cloned().collect(),
        _ => Vec::new(),
    };
    let required = model
        .fields
        .iter()
        .filter(|f| f.field.default.is_none() && !f.field.optional)
        .count();
    let mut m = Map::new();
    m.insert("maxItems".into(), json!(items.len()));
    m.insert("minItems".into(), json!(required));
    m.insert("prefixItems".into(), Json::Array(items));
    m.insert("type".into(), json!("array"));
    m
}

/// The model the SDK builds from a returned dataclass or `TypedDict`: the class's type hints
/// without their `Annotated` metadata, a dataclass field's class attribute as its default (a
/// `Field(...)` stays one; `field(default_factory=...)` leaves none), a key a `TypedDict` does
/// not require defaulting to `None`; no docstring, no configuration.
fn sdk_output_model(model: &ModelDef) -> ModelDef {
    let fields = model
        .fields
        .iter()
        .map(|f| {
            let mut field = FieldInfo::default();
            match model.kind {
                ClassKind::TypedDict { .. } if f.field.optional => {
                    field.default = Some(Ok(Json::Null))
                }
                ClassKind::Dataclass if !f.field.optional => field = f.field.clone(),
                _ => {}
            }
            Param {
                name: f.name.clone(),
                ty: f.ty.as_ref().map(strip_annotated),
                field,
            }
        })
        .collect();
    ModelDef {
        name: model.name.clone(),
        fields,
        ..ModelDef::default()
    }
}

/// A type as `typing.get_type_hints` gives it without `include_extras`: `Annotated` removed at
/// every level.
fn strip_annotated(ty: &PyType) -> PyType {
    let each = |v: &[PyType]| v.iter().map(strip_annotated).collect();
    match ty {
        PyType::Annotated(inner, _) => strip_annotated(inner),
        PyType::List(t) => PyType::List(Box::new(strip_annotated(t))),
        PyType::Set(t) => PyType::Set(Box::new(strip_annotated(t))),
        PyType::Dict(k, v) => {
            PyType::Dict(Box::new(strip_annotated(k)), Box::new(strip_annotated(v)))
        }
        PyType::Tuple(t) => PyType::Tuple(each(t)),
        PyType::Union(t) => PyType::Union(each(t)),
        t => t.clone(),
    }
}

/// pydantic's final sort of a schema value: keys in order at every level, except the children
/// of `properties` and `default`, which keep theirs.
fn sort_recursive(v: &Json, parent: &str) -> Json {
    match v {
        Json::Object(m) => {
            let mut entries: Vec<(&String, &Json)> = m.iter().collect();
            if !matches!(parent, "properties" | "default") {
                entries.sort_by(|a, b| a.0.cmp(b.0));
            }
            Json::Object(
                entries
                    .into_iter()
                    .map(|(k, v)| (k.clone(), sort_recursive(v, k)))
                    .collect(),
            )
        }
        Json::Array(a) => Json::Array(a.iter().map(|x| sort_recursive(x, parent)).collect()),
        v => v.clone(),
    }
}

/// A definition, alone or made optional: pydantic gives such a field no title.
fn is_reference(ty: &PyType) -> bool {
    match ty {
        PyType::Enum(_) | PyType::Model(_) => true,
        PyType::Union(m) => {
            let rest: Vec<&PyType> = m.iter().filter(|t| **t != PyType::None).collect();
            rest.len() == 1 && m.len() == 2 && is_reference(rest[0])
        }
        _ => false,
    }
}

/// A field reached from `ty` whose name differs between pydantic's validation and
/// serialization schemas (a `validation_alias` or `serialization_alias`): the serialization
/// schema is not modelled.
pub fn validation_alias_in(ty: &PyType, models: &Models) -> Option<String> {
    let differs = |f: &FieldInfo| f.validation_alias.is_some() || f.serialization_alias;
    field_in(ty, models, &|field, annotated| {
        differs(field) || annotated.is_some_and(differs)
    })
}

/// The first field the type reaches that has an alias of any kind (written, validation, or
/// from the class's `alias_generator`), as `Class.field`.
pub fn any_alias_in(ty: &PyType, models: &Models) -> Option<String> {
    let aliased = |f: &FieldInfo| {
        f.alias.is_some() || f.validation_alias.is_some() || f.generated_alias.is_some()
    };
    field_in(ty, models, &|field, annotated| {
        aliased(field) || annotated.is_some_and(aliased)
    })
}

/// The first field of a class the type reaches whose information (and `Annotated` metadata,
/// when its type has some) the predicate accepts, as `Class.field`.
fn field_in(
    ty: &PyType,
    models: &Models,
    accepts: &dyn Fn(&FieldInfo, Option<&FieldInfo>) -> bool,
) -> Option<String> {
    let mut seen: Vec<&str> = Vec::new();
    let mut todo = vec![ty];
    while let Some(t) = todo.pop() {
        match t {
            PyType::Model(key) if !seen.contains(&key.as_str()) => {
                seen.push(key);
                let Some(m) = models.get(key) else { continue };
                for f in &m.fields {
                    let annotated = match &f.ty {
                        Some(PyType::Annotated(_, info)) => Some(&**info),
                        _ => None,
                    };
                    if accepts(&f.field, annotated) {
                        return Some(format!("{}.{}", m.name, f.name));
                    }
                    todo.extend(f.ty.as_ref());
                }
            }
            PyType::Annotated(t, _) | PyType::List(t) | PyType::Set(t) => todo.push(t),
            PyType::Dict(k, v) => todo.extend([&**k, &**v]),
            PyType::Tuple(ts) | PyType::Union(ts) => todo.extend(ts),
            _ => {}
        }
    }
    None
}

/// Whether a `BaseModel`'s fields reach a `typing.TypedDict` (through containers and classes
/// that are not models themselves): pydantic builds a model's schema when the class statement
/// runs, so before Python 3.12 that statement raises.
pub fn names_typing_typed_dict(model: &ModelDef, models: &Models) -> bool {
    fn reaches(ty: &PyType, models: &Models, seen: &mut Vec<String>) -> bool {
        match ty {
            PyType::List(t) | PyType::Set(t) => reaches(t, models, seen),
            PyType::Dict(k, v) => reaches(k, models, seen) || reaches(v, models, seen),
            PyType::Tuple(ts) | PyType::Union(ts) => ts.iter().any(|t| reaches(t, models, seen)),
            PyType::Annotated(t, _) => reaches(t, models, seen),
            PyType::Model(key) if !seen.contains(key) => {
                seen.push(key.clone());
                match models.get(key) {
                    Some(m) if m.kind == (ClassKind::TypedDict { typing: true }) => true,
                    // a model that reaches one fails where it is defined
                    Some(m) if m.kind == ClassKind::BaseModel => false,
                    Some(m) => m
                        .fields
                        .iter()
                        .any(|f| f.ty.as_ref().is_some_and(|t| reaches(t, models, seen))),
                    None => false,
                }
            }
            _ => false,
        }
    }
    let mut seen = Vec::new();
    model
        .fields
        .iter()
        .any(|f| f.ty.as_ref().is_some_and(|t| reaches(t, models, &mut seen)))
}

/// Why a tool has no output schema toolsight can give.
#[derive(Debug)]
pub enum NoOutput {
    /// What is not modelled.
    Unknown(String),
    /// What pydantic raises building the SDK's model of the return type.
    Raises(String),
}

/// Whether the output schema of a return type is `{result: ...}` around the type's own: the
/// types pydantic does not hold as an object.
pub fn wraps_output(ty: &PyType) -> bool {
    matches!(
        ty,
        PyType::Str
            | PyType::Int
            | PyType::Float
            | PyType::Bool
            | PyType::Bytes
            | PyType::None
            | PyType::List(_)
            | PyType::Set(_)
            | PyType::Tuple(_)
            | PyType::Literal(_)
            | PyType::Union(_)
            | PyType::Fixed(_)
    )
}

/// What pydantic raises for a `typing.TypedDict` before Python 3.12, linking to its
/// `major.minor` docs.
pub fn typed_dict_error(pydantic_minor: &str) -> String {
    format!("PydanticUserError: Please use `typing_extensions.TypedDict` instead of `typing.TypedDict` on Python < 3.12.\n\nFor further information visit https://errors.pydantic.dev/{pydantic_minor}/u/typed-dict-version")
}

/// A generated output schema with the definitions it refers to, or why there is none.
fn with_defs(mut root: Map<String, Json>, g: Gen) -> Result<Option<Json>, NoOutput> {
    // the SDK builds the model outside what it catches: the error is the registration's
    if let Some(e) = g.error {
        return Err(NoOutput::Raises(e));
    }
    if let Some((_, why)) = g.unknown.into_iter().next() {
        return Err(NoOutput::Unknown(why));
    }
    if !g.defs.is_empty() {
        let mut defs: Vec<(String, Json)> = g.defs.into_iter().collect();
        defs.sort_by(|a, b| a.0.cmp(&b.0));
        root.insert("$defs".into(), Json::Object(defs.into_iter().collect()));
    }
    Ok(Some(Json::Object(sorted(root))))
}

/// The schema pydantic gives a `dict` return type itself (`TypeAdapter(T).json_schema()`),
/// which fastmcp sends unwrapped: an object already.
pub fn dict_output_schema(
    ty: &PyType,
    models: &Models,
    env: &Env,
) -> Result<Option<Json>, NoOutput> {
    if !matches!(ty, PyType::Dict(..)) {
        return Err(NoOutput::Unknown("not a `dict` return".into()));
    }
    let mut g = Gen::new(models, env);
    g.serialization = true;
    let root = type_schema(ty, "", &mut g);
    with_defs(root, g)
}

/// The output schema the SDK makes from a return annotation: a type pydantic cannot hold as an
/// object is wrapped in `{result: ...}`; `Any` gives none. `Err` says why it is not modelled, or
/// what pydantic raises while the SDK builds the model, which fails the registration.
pub fn output_schema(
    function: &str,
    ty: &PyType,
    builtin_dict: Option<bool>,
    models: &Models,
    env: &Env,
) -> Result<Option<Json>, NoOutput> {
    let wrapped = |ty: &PyType| -> Result<Option<Json>, NoOutput> {
        let mut g = Gen::new(models, env);
        g.serialization = true;
        let mut result = type_schema(ty, "/properties/result", &mut g);
        if !is_reference(ty) {
            result.insert("title".into(), json!("Result"));
        }
        let mut root = Map::new();
        root.insert(
            "properties".into(),
            json!({"result": Json::Object(sorted(result))}),
        );
        root.insert("required".into(), json!(["result"]));
        root.insert("title".into(), json!(format!("{function}Output")));
        root.insert("type".into(), json!("object"));
        with_defs(root, g)
    };
    match ty {
        PyType::Any => Ok(None),
        // the SDK makes a model of a returned class from its type hints: `datetime`, `UUID`
        // and their kin have none, and get no output schema (fastmcp wraps them)
        PyType::Fixed(_) if env.arbitrary_types == Some(true) => Ok(None),
        // a model is the output schema itself
        PyType::Model(key) => {
            let Some(model) = models.get(key) else {
                return Err(NoOutput::Unknown(format!("the class `{key}` is not read")));
            };
            let converted;
            let model = match model.kind {
                ClassKind::BaseModel => model,
                // the SDK takes each field's class attribute (a tuple getter) as its default,
                // which pydantic cannot show: it gives the tool no output schema
                ClassKind::NamedTuple if !model.fields.is_empty() => return Ok(None),
                ClassKind::NamedTuple => {
                    return Err(NoOutput::Unknown(
                        "the output schema of an empty `NamedTuple` return is not modelled".into(),
                    ))
                }
                ClassKind::TypedDict { .. } if env.typed_dict_return_itself => model,
                // the SDK makes a plain model of other classes from their type hints
                _ => {
                    if let Some(u) = model.unmodelled_output.first() {
                        return Err(NoOutput::Unknown(format!(
                            "{u} in a returned class is not modelled"
                        )));
                    }
                    converted = sdk_output_model(model);
                    &converted
                }
            };
            let name = &model.name;
            let mut g = Gen::new(models, env);
            g.serialization = true;
            // the model is being defined: a field that refers back to it is recursion
            g.defs.insert(name.clone(), Json::Null);
            g.owners.insert(name.clone(), key.clone());
            let root = class_schema(model, "", &mut g);
            // a model that refers to itself is also in its own `$defs`
            g.defs.remove(name);
            if g.referenced.contains(name) {
                g.defs
                    .insert(name.clone(), Json::Object(sorted(root.clone())));
            }
            with_defs(root, g)
        }
        // the builtin `dict[str, V]` is a model of its own whose schema is the dict's; other
        // keys, and `typing.Dict`, are wrapped as any type that is not an object
        PyType::Dict(..) if builtin_dict.is_none() => Err(NoOutput::Unknown(
            "whether the returned dict is written as the builtin `dict` (its own model) or `typing.Dict` (wrapped) is not known".into(),
        )),
        PyType::Dict(k, _) if builtin_dict == Some(true) && **k == PyType::Str => {
            let mut g = Gen::new(models, env);
            g.serialization = true;
            let mut root = type_schema(ty, "", &mut g);
            root.insert("title".into(), json!(format!("{function}DictOutput")));
            with_defs(root, g)
        }
        PyType::Enum(_) => Err(NoOutput::Unknown(
            "the output schema of an `Enum` return is not modelled yet".into(),
        )),
        PyType::Annotated(..) => Err(NoOutput::Unknown(
            "the output schema of an `Annotated` return is not modelled yet".into(),
        )),
        PyType::Unknown(why) => Err(NoOutput::Unknown(why.clone())),
        PyType::NoSchema(class) => Err(NoOutput::Unknown(format!(
            "the output schema of {class}, which pydantic has no schema for, is not modelled"
        ))),
        _ => wrapped(ty),
    }
}

/// Whether `Annotated[T, Field(description=...)]` describes the field.
pub fn annotated_description(ty: &PyType) -> bool {
    match ty {
        PyType::Annotated(inner, info) => {
            info.description.is_some() || annotated_description(inner)
        }
        _ => false,
    }
}

/// `Annotated[T, Field(...)]` layers, outermost first, folded into the field: the innermost type
/// and the constraints that apply to it.
fn fold_annotated(ty: &PyType, field: &mut FieldInfo) -> (PyType, FieldInfo) {
    let mut constraints = FieldInfo::default();
    let mut cur = ty.clone();
    while let PyType::Annotated(inner, info) = cur {
        if field.description.is_none() {
            field.description = info.description.clone();
        }
        if field.title.is_none() {
            field.title = info.title.clone();
        }
        if field.default.is_none() {
            field.default = info.default.clone();
        }
        field.optional |= info.optional;
        if field.alias.is_none() {
            field.alias = info.alias.clone();
        }
        if field.validation_alias.is_none() {
            field.validation_alias = info.validation_alias.clone();
        }
        field.unmodelled.extend(info.unmodelled.iter().cloned());
        if field.json_schema_extra.is_none() {
            field.json_schema_extra = info.json_schema_extra.clone();
        }
        if field.examples.is_none() {
            field.examples = info.examples.clone();
        }
        field.deprecated |= info.deprecated;
        constraints
            .constraints
            .extend(info.constraints.iter().cloned());
        cur = *inner;
    }
    constraints
        .constraints
        .extend(field.constraints.iter().cloned());
    (cur, constraints)
}

/// pydantic sorts every schema's keys (its `GenerateJsonSchema.sort`); `properties` keep the
/// order of the fields.
fn sorted(m: Map<String, Json>) -> Map<String, Json> {
    let mut entries: Vec<(String, Json)> = m.into_iter().collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    entries.into_iter().collect()
}

fn type_schema(ty: &PyType, pointer: &str, g: &mut Gen) -> Map<String, Json> {
    let mut m = Map::new();
    match ty {
        PyType::Str => {
            m.insert("type".into(), json!("string"));
        }
        PyType::Int => {
            m.insert("type".into(), json!("integer"));
        }
        PyType::Float => {
            m.insert("type".into(), json!("number"));
        }
        PyType::Bool => {
            m.insert("type".into(), json!("boolean"));
        }
        PyType::Bytes => {
            m.insert("format".into(), json!("binary"));
            m.insert("type".into(), json!("string"));
        }
        PyType::None => {
            m.insert("type".into(), json!("null"));
        }
        PyType::Any => {}
        PyType::List(item) | PyType::Set(item) => {
            let items = type_schema(item, &format!("{pointer}/items"), g);
            m.insert("items".into(), Json::Object(sorted(items)));
            m.insert("type".into(), json!("array"));
            if matches!(ty, PyType::Set(_)) {
                m.insert("uniqueItems".into(), json!(true));
            }
        }
        PyType::Dict(key, value) => {
            // JSON keys are strings: `int` keys validate from their text and add nothing
            if !matches!(**key, PyType::Str | PyType::Int | PyType::Any) {
                g.unknown.push((
                    pointer.into(),
                    "dict keys other than `str` and `int` are not modelled".into(),
                ));
            }
            let v = match **value {
                PyType::Any => json!(true),
                _ => Json::Object(sorted(type_schema(
                    value,
                    &format!("{pointer}/additionalProperties"),
                    g,
                ))),
            };
            m.insert("additionalProperties".into(), v);
            m.insert("type".into(), json!("object"));
        }
        PyType::Tuple(items) => {
            let prefix: Vec<Json> = items
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    Json::Object(sorted(type_schema(
                        t,
                        &format!("{pointer}/prefixItems/{i}"),
                        g,
                    )))
                })
                .collect();
            m.insert("maxItems".into(), json!(items.len()));
            m.insert("minItems".into(), json!(items.len()));
            m.insert("prefixItems".into(), Json::Array(prefix));
            m.insert("type".into(), json!("array"));
        }
        PyType::Union(members) => {
            let any: Vec<Json> = members
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    Json::Object(sorted(type_schema(t, &format!("{pointer}/anyOf/{i}"), g)))
                })
                .collect();
            m.insert("anyOf".into(), Json::Array(any));
        }
        PyType::Literal(values) => literal(&mut m, values, pointer, &mut g.unknown),
        PyType::Annotated(inner, info) => {
            let mut f = FieldInfo::default();
            let (inner_ty, c) =
                fold_annotated(&PyType::Annotated(inner.clone(), info.clone()), &mut f);
            m = type_schema(&inner_ty, pointer, g);
            constrain(&mut m, &inner_ty, &c.constraints, pointer, &mut g.unknown);
            for u in &f.unmodelled {
                g.unknown
                    .push((pointer.into(), format!("{u} is not modelled")));
            }
            if let Some(d) = f.description {
                m.insert("description".into(), json!(d));
            }
            if let Some(e) = f.examples {
                m.insert("examples".into(), e);
            }
            if f.deprecated {
                m.insert("deprecated".into(), json!(true));
            }
            for (k, v) in f.json_schema_extra.into_iter().flatten() {
                m.insert(k, v);
            }
        }
        PyType::Fixed(schema) => {
            // `Decimal` (the one fixed type given an `anyOf`) serialises as a string
            if g.serialization && schema.contains_key("anyOf") {
                g.unknown.push((
                    pointer.into(),
                    "the serialization schema of `Decimal` is not modelled".into(),
                ));
            }
            m = schema.clone()
        }
        PyType::Enum(e) => {
            if !g.defs.contains_key(&e.name) {
                let mut def = Map::new();
                if let Some(d) = &e.description {
                    def.insert("description".into(), json!(d));
                }
                def.insert("enum".into(), Json::Array(e.values.clone()));
                def.insert("title".into(), json!(e.name));
                let mut types: Vec<&str> = e.values.iter().filter_map(json_type).collect();
                types.dedup();
                if let [t] = types.as_slice() {
                    def.insert("type".into(), json!(t));
                }
                g.defs.insert(e.name.clone(), Json::Object(sorted(def)));
            }
            m.insert("$ref".into(), json!(format!("#/$defs/{}", e.name)));
        }
        PyType::Model(key) => {
            let Some(model) = g.models.get(key) else {
                g.unknown
                    .push((pointer.into(), format!("the class `{key}` is not read")));
                return m;
            };
            let name = &model.name;
            if let ClassKind::TypedDict { typing: true } = model.kind {
                match g.env.python {
                    Some(v) if v >= (3, 12) => {}
                    Some(_) => {
                        g.error
                            .get_or_insert(typed_dict_error(&g.env.pydantic));
                    }
                    None => g.unknown.push((pointer.into(), "pydantic refuses `typing.TypedDict` before Python 3.12, and the Python version is not known".into())),
                }
            }
            match g.owners.get(name) {
                Some(owner) if owner != key => g.unknown.push((
                    pointer.into(),
                    format!("two classes named `{name}`: pydantic names their definitions after their modules, which is not modelled"),
                )),
                Some(_) => {}
                None => {
                    g.owners.insert(name.clone(), key.clone());
                    // a placeholder first: a recursive model refers to itself
                    g.defs.insert(name.clone(), Json::Null);
                    let def_at = format!("/$defs/{}", crate::targets::pointer_segment(name));
                    let def = class_schema(model, &def_at, g);
                    g.defs.insert(name.clone(), Json::Object(sorted(def)));
                }
            }
            if !g.referenced.contains(name) {
                g.referenced.push(name.clone());
            }
            m.insert("$ref".into(), json!(format!("#/$defs/{name}")));
        }
        PyType::NoSchema(class) => match g.env.arbitrary_types {
            Some(true) => {
                let e = format!("PydanticInvalidForJsonSchema: Cannot generate a JsonSchema for core_schema.IsInstanceSchema ({class})\n\nFor further information visit https://errors.pydantic.dev/{}/u/invalid-for-json-schema", g.env.pydantic);
                g.error.get_or_insert(e);
            }
            Some(false) => {
                let e = format!("PydanticSchemaGenerationError: Unable to generate pydantic-core schema for {class}. Set `arbitrary_types_allowed=True` in the model_config to ignore this error or implement `__get_pydantic_core_schema__` on your type to fully support it.\n\nIf you got this error by calling handler(<some type>) within `__get_pydantic_core_schema__` then you likely need to call `handler.generate_schema(<some type>)` since we do not call `__get_pydantic_core_schema__` on `<some type>` otherwise to avoid infinite recursion.\n\nFor further information visit https://errors.pydantic.dev/{}/u/schema-for-unknown-type", g.env.pydantic);
                g.error.get_or_insert(e);
            }
            None => g.unknown.push((
                pointer.into(),
                format!(
                    "pydantic has no schema for {class}; what the framework raises is not modelled"
                ),
            )),
        },
        PyType::Unknown(why) => g.unknown.push((pointer.into(), why.clone())),
    }
    m
}

/// The JSON Schema type of a literal value.
fn json_type(v: &Json) -> Option<&'static str> {
    match v {
        Json::String(_) => Some("string"),
        Json::Bool(_) => Some("boolean"),
        Json::Number(n) if n.is_i64() || n.is_u64() => Some("integer"),
        Json::Number(_) => Some("number"),
        Json::Null => Some("null"),
        _ => None,
    }
}

fn literal(
    m: &mut Map<String, Json>,
    values: &[Json],
    pointer: &str,
    unknown: &mut Vec<(String, String)>,
) {
    let types: Vec<Option<&str>> = values.iter().map(json_type).collect();
    if values.len() == 1 {
        m.insert("const".into(), values[0].clone());
    } else {
        m.insert("enum".into(), Json::Array(values.to_vec()));
    }
    match types.first().copied().flatten() {
        Some(t) if types.iter().all(|x| *x == Some(t)) => {
            m.insert("type".into(), json!(t));
        }
        _ => unknown.push((
            pointer.into(),
            "a `Literal` of mixed value types is not modelled".into(),
        )),
    }
}

/// The constraints of `Field(...)` as the JSON Schema keywords pydantic emits for the type.
fn constrain(
    m: &mut Map<String, Json>,
    ty: &PyType,
    constraints: &[(String, Json)],
    pointer: &str,
    unknown: &mut Vec<(String, String)>,
) {
    // `Optional[T]`: pydantic bounds the `T` of the `anyOf`
    if let PyType::Union(members) = ty {
        let mut others = members
            .iter()
            .enumerate()
            .filter(|(_, t)| **t != PyType::None);
        if let (Some((at, inner)), None, true, Some(Json::Array(any))) = (
            others.next(),
            others.next(),
            members.len() == 2 && !constraints.is_empty(),
            m.get_mut("anyOf"),
        ) {
            if let Some(Json::Object(branch)) = any.get_mut(at) {
                let mut b = std::mem::take(branch);
                constrain(
                    &mut b,
                    inner,
                    constraints,
                    &format!("{pointer}/anyOf/{at}"),
                    unknown,
                );
                *branch = sorted(b);
                return;
            }
        }
    }
    for (k, v) in constraints {
        // pydantic-core refuses a fractional bound on an `int` while building the validator
        if *ty == PyType::Int && v.as_f64().is_some_and(|f| f.fract() != 0.0) {
            unknown.push((
                pointer.into(),
                format!("a fractional `{k}` on an `int` fails in pydantic-core; that error is not modelled"),
            ));
            continue;
        }
        let key = match (k.as_str(), ty) {
            ("ge", PyType::Int | PyType::Float) => "minimum",
            ("gt", PyType::Int | PyType::Float) => "exclusiveMinimum",
            ("le", PyType::Int | PyType::Float) => "maximum",
            ("lt", PyType::Int | PyType::Float) => "exclusiveMaximum",
            ("multiple_of", PyType::Int | PyType::Float) => "multipleOf",
            ("min_length", PyType::Str) => "minLength",
            ("max_length", PyType::Str) => "maxLength",
            ("pattern", PyType::Str) => "pattern",
            ("min_length", PyType::List(_) | PyType::Set(_)) => "minItems",
            ("max_length", PyType::List(_) | PyType::Set(_)) => "maxItems",
            _ => {
                unknown.push((
                    pointer.into(),
                    format!("`{k}` on this type is not modelled"),
                ));
                continue;
            }
        };
        m.insert(key.into(), v.clone());
    }
}

/// pydantic's default field title: Python's `str.title()` of the name with `_` as spaces.
pub fn title_case(name: &str) -> String {
    python_title(&name.replace('_', " "))
}

/// Python's `str.title()`: each run of letters capitalised, the rest of it lowered.
pub fn python_title(s: &str) -> String {
    let mut out = String::new();
    let mut boundary = true;
    for c in s.chars() {
        if c.is_alphabetic() {
            if boundary {
                out.extend(c.to_uppercase());
            } else {
                out.extend(c.to_lowercase());
            }
            boundary = false;
        } else {
            out.push(c);
            boundary = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_follow_python_str_title() {
        assert_eq!(title_case("query"), "Query");
        assert_eq!(title_case("max_results"), "Max Results");
        assert_eq!(title_case("maxResults"), "Maxresults");
        assert_eq!(title_case("x1y"), "X1Y");
        assert_eq!(title_case("_private"), " Private");
    }
}
