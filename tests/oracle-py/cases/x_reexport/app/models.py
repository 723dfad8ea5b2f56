from pydantic import BaseModel


class Query(BaseModel):
    text: str


class Shape(BaseModel):
    sides: int = 4
