// Placeholder: the Site module is being written.
