// Placeholder: the Sandbox module is being written.
