// Placeholder: the Markdown module is being written.
