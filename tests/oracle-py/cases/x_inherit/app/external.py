from pydantic import RootModel, BaseModel


class Mixin:
    pass


class Wrapped(BaseModel, Mixin):
    value: int
