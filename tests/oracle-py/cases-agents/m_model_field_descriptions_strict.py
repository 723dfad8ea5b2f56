# A model with Field descriptions, a docstring and a list field, strict
from pydantic import BaseModel, Field

from agents import function_tool


class Recipe(BaseModel):
    """A cooking recipe [model]."""

    title: str = Field(description="Recipe title [mf]")
    ingredients: list[str] = Field(description="Ingredient lines [mf]")
    minutes: int = Field(30, ge=1)


@function_tool
def save_recipe(recipe: Recipe) -> str:
    """Save a recipe [sum]."""
    return recipe.title
