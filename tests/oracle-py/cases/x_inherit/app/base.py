from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel


class Record(BaseModel):
    """A record [model]."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"x-kind": "record"})

    record_id: int = Field(description="The id [mf]")


class CamelBase(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel)

    base_field: int = 0
