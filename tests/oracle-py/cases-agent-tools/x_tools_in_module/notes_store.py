NOTES: list[tuple[str, bool]] = []


def add(text: str, pinned: bool) -> int:
    NOTES.append((text, pinned))
    return len(NOTES)


def all(pinned_only: bool) -> list[str]:
    return [t for t, p in NOTES if p or not pinned_only]
