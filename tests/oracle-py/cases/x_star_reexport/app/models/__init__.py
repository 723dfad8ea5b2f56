from .user import *  # noqa: F403
from .order import *  # noqa: F403
