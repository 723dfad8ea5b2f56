from dataclasses import dataclass


@dataclass
class Polygon:
    points: list[int] = []
