# An LLM call tool: float and int defaults, negative default, None default
from langchain_core.tools import tool


@tool
def complete(prompt: str, temperature: float = 0.7, top_p: float = 1.0, max_tokens: int = 256, presence_penalty: float = -0.5, seed: int | None = None) -> str:
    """Complete a prompt with the language model [sum]."""
    return prompt
