// PlaceholderGtk: filled in by its issue.
