from typing_extensions import NotRequired, TypedDict


class Filter(TypedDict):
    owner: str
    label: NotRequired[str]
