// PlaceholderCore: filled in by its issue.
