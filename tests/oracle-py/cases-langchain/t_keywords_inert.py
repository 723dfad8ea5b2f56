# keywords that change nothing the model is handed
from langchain_core.tools import tool


@tool(return_direct=True, response_format="content_and_artifact")
def render_chart(series: list[float]) -> tuple[str, dict]:
    """Render a chart [sum]."""
    return "chart", {"series": series}


@tool(extras={"cache_control": {"type": "ephemeral"}}, error_on_invalid_docstring=False)
def cached_lookup(key: str) -> str:
    """Look a key up [sum]."""
    return key
