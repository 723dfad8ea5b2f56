class Store:
    """Entries by key [model]."""

    def __init__(self, prefix: str):
        self.prefix = prefix

    def lookup(self, key: str, exact: bool = True) -> str:
        """Look an entry up [sum].

        Args:
            key: The entry's key [arg].
            exact: Whether to match the whole key [arg].
        """
        return self.prefix + key

    @classmethod
    def count(cls, prefix: str | None = None) -> int:
        """Count the entries [sum]."""
        return 0


shared = Store("main")
