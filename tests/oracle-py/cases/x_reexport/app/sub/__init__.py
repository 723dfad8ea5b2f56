from .colors import Color
