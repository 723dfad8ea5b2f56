from pydantic import BaseModel, Field


class Coupon(BaseModel):
    code: str = Field(min_length=4)
