// Placeholder: the Literate module is being written.
