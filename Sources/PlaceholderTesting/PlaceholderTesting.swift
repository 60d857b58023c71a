// PlaceholderTesting: filled in by its issue.
