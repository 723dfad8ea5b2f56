def start(job: str) -> str:
    """Start a job [sum]."""
    return job


def stop(job: str, force: bool = False) -> str:
    """Stop a job [sum]."""
    return job


TOOLS = [start, stop]
