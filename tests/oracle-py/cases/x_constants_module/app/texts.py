SEARCH_NAME = "docs_search"
SEARCH_DESCRIPTION = "Search the documentation [dec]."
QUERY_HELP = "Words to look for [field-ann]"
STATUS_DESCRIPTION = "Service status [dec]."
